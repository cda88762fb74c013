/**
 * Conditions keep their token icon on Foundry v14: they are effects with a status and
 * no duration, which v14 draws only when `showIcon` says always. Runs under both generations (the `glue` and `v13` projects).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { hero } from '../fixtures';
import { applyConditionChanges } from '../../../src/rulesets/difference/flows/conditions';
import { standInGeneration, tokenIconEffects } from '../../foundry-stand-in/generation';
import type { StandInActor } from '../../foundry-stand-in/documents';

describe(`difference conditions on the token (Foundry v${standInGeneration()})`, () => {
  beforeEach(() => standIn.reset());

  it('an applied condition shows its icon on the token', async () => {
    const actor = await hero();
    await applyConditionChanges(actor as never, { add: [{ id: 'dazed' }], remove: [] } as never, (id) => ({
      name: `Condition ${id}`,
      img: 'icons/svg/daze.svg',
    }));
    expect(actor.statuses.has('dazed')).toBe(true);
    expect(tokenIconEffects(actor as unknown as StandInActor).map((e) => e.name)).toEqual(['Condition dazed']);
  });
});
