/**
 * A surge lasts one round in the running generation's duration shape: `{rounds: 1}` on
 * v13, `{value: 1, units: 'rounds'}` on v14 (no deprecation warning), and shows on the token both
 * ways. Runs under both generations (the `glue` and `v13` projects).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { seeker } from '../fixtures';
import { surgeEffectData } from '../../../src/rulesets/relic/data/surges';
import { readEffectDuration } from '../../../src/foundry/compat';
import { standInGeneration, tokenIconEffects } from '../../foundry-stand-in/generation';
import type { StandInActor } from '../../foundry-stand-in/documents';

describe(`relic surges (Foundry v${standInGeneration()})`, () => {
  beforeEach(() => standIn.reset());

  it('last one round, written in the running generation’s shape and read back', async () => {
    const data = surgeEffectData(
      { targetId: 'x', surge: 'bulwark', kind: 'ac', value: 2, expires: 'startOfBurnerNextTurn' },
      'Actor.x',
      'Bulwark',
    );
    expect(data.duration).toEqual(
      standInGeneration() === 14 ? { value: 1, units: 'rounds', expiry: null } : { rounds: 1 },
    );
    expect(readEffectDuration(data.duration)).toEqual({ value: 1, units: 'rounds' });
    const target = await seeker('Target');
    await target.createEmbeddedDocuments('ActiveEffect', [data] as never);
    expect(tokenIconEffects(target as unknown as StandInActor).map((e) => e.name)).toEqual(['Bulwark']);
  });
});
