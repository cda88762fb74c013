/**
 * Foundry applies an actor's effects itself (v13: each effect's `apply`; v14: two phases through
 * the static `ActiveEffect.applyChange`). Whichever it calls, our effect class lets through only
 * what Foundry should write: a ruleset key (`relic.ac`) is the ruleset's derived data's to apply
 * and never lands on the actor or in `actor.overrides`; a free key Foundry cannot apply is listed
 * as ignored with its reason; a valid free key is Foundry's to apply. Runs under both generations
 * (the `glue` and `v13` projects).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { changesData } from '../../../src/foundry/effects/changes';
import { standInGeneration } from '../../foundry-stand-in/generation';
import { seeker, state, sys } from '../../relic/fixtures';

const effect = (name: string, key: string, value: string) => ({
  name,
  ...changesData([{ key, mode: 'add', value, priority: null }], standInGeneration()),
});

describe(`Foundry's own effect application (stand-in plays v${standInGeneration()})`, () => {
  beforeEach(() => standIn.reset());

  it('a ruleset key changes the derived number and is never written onto the actor', async () => {
    const oren = await seeker('Oren');
    const ac = state(oren).ac;
    await oren.createEmbeddedDocuments('ActiveEffect', [effect('Ring of Warding', 'relic.ac', '1')] as never);
    expect(state(oren).ac).toBe(ac + 1);
    const actor = oren as unknown as { relic?: unknown; overrides: Record<string, unknown> };
    expect(actor.relic).toBeUndefined();
    expect(actor.overrides).toEqual({});
  });

  it('a free key Foundry cannot apply is listed as ignored, and nothing is written', async () => {
    const oren = await seeker('Oren');
    await oren.createEmbeddedDocuments('ActiveEffect', [effect('Free Nonsense', 'system.nothing.here', '1')] as never);
    const ignored = sys(oren).effectReport.ignored.map((i: { effect: string; reason: string }) => [i.effect, i.reason]);
    expect(ignored).toEqual([['Free Nonsense', 'unknownKey']]);
    expect((oren.system as unknown as { nothing?: unknown }).nothing).toBeUndefined();
    expect((oren as unknown as { overrides: Record<string, unknown> }).overrides).toEqual({});
  });

  it('a valid free key is applied by Foundry and recorded in the actor’s overrides', async () => {
    const oren = await seeker('Oren');
    await oren.createEmbeddedDocuments('ActiveEffect', [effect('Toughness', 'system.hp.max', '5')] as never);
    expect(state(oren).health.maxHp).toBe(17);
    expect((oren as unknown as { overrides: Record<string, unknown> }).overrides).toEqual({
      system: { hp: { max: 17 } },
    });
    expect(sys(oren).effectReport.ignored).toEqual([]);
  });
});
