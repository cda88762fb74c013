/**
 * Foundry v14 expires effects by marking them (`CONFIG.ActiveEffect.expiryAction` "update" sets
 * `duration.expired`) and core's `ActiveEffect#isSuppressed` reads that mark; v14's
 * `isTemporary` no longer counts statuses. Our effect class keeps both of core's readings and adds
 * its own (an item's effects apply only while the item transfers them); the Effects tab still
 * lists a status among the temporary effects, as a player expects of a condition. Runs under both
 * generations (the `glue` and `v13` projects).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { changesData } from '../../../src/foundry/effects/changes';
import { effectsContext } from '../../../src/foundry/effects/list';
import { registry } from '../../../src/foundry/registry';
import { standInGeneration } from '../../foundry-stand-in/generation';
import { itemNamed, seeker, state } from '../../relic/fixtures';

const v14 = standInGeneration() === 14;
const warding = (extra: Record<string, unknown>) => ({
  name: 'Warding',
  ...changesData([{ key: 'system.bonuses.ac', mode: 'add', value: '2', priority: null }], standInGeneration()),
  ...extra,
});

describe(`effect expiry and grouping (stand-in plays v${standInGeneration()})`, () => {
  beforeEach(() => standIn.reset());

  it('an expired effect timed in hours stops changing the actor on v14; an unexpired one applies', async () => {
    const oren = await seeker('Oren');
    const base = state(oren).ac;
    const hours = v14 ? { duration: { value: 1, units: 'hours', expiry: null } } : { duration: { seconds: 3600 } };
    const [effect] = (await oren.createEmbeddedDocuments('ActiveEffect', [warding(hours)] as never)) as unknown as {
      update(data: object): Promise<unknown>;
      isSuppressed: boolean;
    }[];
    expect(state(oren).ac).toBe(base + 2);
    if (!v14) return;
    // What v14's expiry action writes when the hour has passed.
    await effect!.update({ 'duration.expired': true });
    expect(effect!.isSuppressed).toBe(true);
    expect(state(oren).ac).toBe(base);
  });

  it('an unworn item’s effect stays suppressed, on either generation', async () => {
    const oren = await seeker(
      'Oren',
      {},
      {
        items: [
          {
            name: 'Warded Leathers',
            type: 'relic-armor',
            system: { kind: 'light', equipped: false },
            effects: [{ ...warding({}), transfer: true }],
          } as never,
        ],
      },
    );
    const leathers = itemNamed(oren, 'Warded Leathers');
    expect([...leathers.effects].every((e) => (e as { isSuppressed: boolean }).isSuppressed)).toBe(true);
  });

  it('the Effects tab lists a status among the temporary effects, with or without a duration', async () => {
    const oren = await seeker('Oren');
    await oren.toggleStatusEffect('unconscious');
    const groups = effectsContext(oren as never, registry.get('relic')).groups;
    const names = (id: string) => groups.find((g) => g.id === id)!.effects.map((e) => (e as { name: string }).name);
    expect(names('temporary')).toHaveLength(1);
    expect(names('passive')).toEqual([]);
  });
});
