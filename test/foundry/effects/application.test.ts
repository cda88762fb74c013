/**
 * Foundry applies an actor's effects itself (v13: each effect's `apply`; v14: two phases through
 * the static `ActiveEffect.applyChange`). Whichever it calls, our effect class lets through only
 * what can stand: a change to a field of the actor's data is Foundry's to apply and lands in
 * `actor.overrides`; a key that names no field (an old ruleset key, a typo) or a value its field
 * refuses is left unapplied, nothing is written onto the actor, and it is listed as ignored with
 * its reason. Runs under both generations (the `glue` and `v13` projects).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { changesData } from '../../../src/foundry/effects/changes';
import { effectReportOf } from '../../../src/foundry/effects/list';
import { registry } from '../../../src/foundry/registry';
import { standInGeneration } from '../../foundry-stand-in/generation';
import { seeker, state } from '../../relic/fixtures';

const effect = (name: string, key: string, value: string) => ({
  name,
  ...changesData([{ key, mode: 'add', value, priority: null }], standInGeneration()),
});
const ignoredOf = (actor: Actor.Implementation) =>
  effectReportOf(actor, registry.get('relic'))!.ignored.map((i) => [i.effect, i.reason]);
const overridesOf = (actor: Actor.Implementation) =>
  (actor as unknown as { overrides: Record<string, unknown> }).overrides;

describe(`Foundry's own effect application (stand-in plays v${standInGeneration()})`, () => {
  beforeEach(() => standIn.reset());

  it('a bonus field changes the derived number and is recorded in the actor’s overrides', async () => {
    const oren = await seeker('Oren');
    const ac = state(oren).ac;
    await oren.createEmbeddedDocuments('ActiveEffect', [effect('Ring of Warding', 'system.bonuses.ac', '1')] as never);
    expect(state(oren).ac).toBe(ac + 1);
    expect(overridesOf(oren)).toEqual({ system: { bonuses: { ac: 1 } } });
    expect(ignoredOf(oren)).toEqual([]);
  });

  it('a key that names no field is listed as ignored, and nothing is written', async () => {
    const oren = await seeker('Oren');
    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Free Nonsense', 'system.nothing.here', '1'),
      effect('Whole Group', 'system.bonuses', '1'),
      effect('Not Data', 'name', 'Mallory'),
    ] as never);
    expect(ignoredOf(oren)).toEqual([
      ['Free Nonsense', 'unknownKey'],
      ['Whole Group', 'unknownKey'],
      ['Not Data', 'unknownKey'],
    ]);
    expect((oren.system as unknown as { nothing?: unknown }).nothing).toBeUndefined();
    expect(oren.name).toBe('Oren');
    expect(overridesOf(oren)).toEqual({});
  });

  it('a value its field refuses leaves the number as it was: out of bounds, not whole, not a number', async () => {
    const oren = await seeker('Oren');
    const before = state(oren);
    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Too Much', 'system.attributes.fit', '5'),
      effect('Half', 'system.bonuses.resistance', '0.5'),
      effect('Words', 'system.bonuses.ac', 'lots'),
    ] as never);
    expect(state(oren).attributes).toEqual(before.attributes);
    expect(state(oren).resistance).toBe(before.resistance);
    expect(ignoredOf(oren)).toEqual([
      ['Too Much', 'outOfBounds'],
      ['Half', 'notInteger'],
      ['Words', 'notNumber'],
    ]);
    expect(overridesOf(oren)).toEqual({});
  });

  it('a stored number is applied by Foundry before derived data reads it', async () => {
    const oren = await seeker('Oren');
    await oren.createEmbeddedDocuments('ActiveEffect', [effect('Toughness', 'system.hp.max', '5')] as never);
    expect(state(oren).health.maxHp).toBe(17);
    expect(overridesOf(oren)).toEqual({ system: { hp: { max: 17 } } });
    expect(ignoredOf(oren)).toEqual([]);
  });
});
