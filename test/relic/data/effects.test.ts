/**
 * Active Effects a GM authors, in relic: a change to a field of the actor's data, written as a
 * module would write it, moves the derived number, the roll and its exact odds together; an item's
 * effect applies while the item is worn; bad changes are refused and reported, never NaN.
 */
import { rollAttack } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';

import { adversary, combatOf, itemNamed, longsword, seeker, state, weapon } from '../fixtures';
import { trackerDurationData } from '../../../src/foundry/compat';
import { effectReportOf } from '../../../src/foundry/effects/list';

const report = (actor: Actor.Implementation) => effectReportOf(actor, registry.get('relic'))!;

const change = (key: string, value: string | number, mode = 2) => ({ key, mode, value: String(value) });
const effect = (name: string, changes: ReturnType<typeof change>[], extra: Record<string, unknown> = {}) => ({
  name,
  changes,
  ...extra,
});
const attackOdds = async (actor: Actor.Implementation) =>
  registry.rollablesOf(actor).find((r) => r.key.startsWith('attack.'))!.odds!()!.headline.probability;

describe('relic Active Effects', () => {
  beforeEach(() => standIn.reset());

  it('DEX +1 from an effect raises DEX and the AC that follows from it; AC +1 adds on top; the tooltip sources say so', async () => {
    const oren = await seeker('Oren');
    const ac = state(oren).ac;
    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Cat’s Grace', [change('system.attributes.dex', 1)]),
      effect('Ring of Warding', [change('system.bonuses.ac', 1)]),
    ] as never);
    expect(state(oren).attributes.dex).toBe(3);
    expect(state(oren).ac).toBe(ac + 2);
    expect(report(oren).sources['system.bonuses.ac']).toEqual({
      base: 0,
      parts: [{ effect: 'Ring of Warding', mode: 'add', value: 1 }],
      total: 1,
      bonus: true,
    });
    expect(report(oren).sources['system.attributes.dex']).toEqual({
      base: 2,
      parts: [{ effect: 'Cat’s Grace', mode: 'add', value: 1 }],
      total: 3,
    });
  });

  it('an attack bonus changes the attack odds and the rolled total by the same amount', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    const wolf = await adversary('Wolf');
    combatOf([oren, wolf]);
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: wolf }]);
    const before = await attackOdds(oren);
    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Blessed', [change('system.bonuses.attack', 2)]),
    ] as never);
    // d20 + FIT 3 against AC 13: 10+ hits (55%) before, 8+ (65%) with +2.
    expect(before).toBeCloseTo(0.55, 10);
    expect(await attackOdds(oren)).toBeCloseTo(0.65, 10);
    standIn.queueFaces(8, 4);
    const roll = (await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true })) as unknown as {
      options: { outcome: { total: number; outcome: string; modifiers: { id: string; value: number }[] } };
    };
    (game.user as unknown as { targets: unknown }).targets = undefined;
    expect(roll.options.outcome.modifiers).toContainEqual({ id: 'activeEffects', value: 2 });
    expect(roll.options.outcome.total).toBe(8 + 3 + 2);
    expect(roll.options.outcome.outcome).toBe('hit');
  });

  it('an armor’s effect applies while it is worn and stops when it is taken off or removed', async () => {
    const oren = await seeker(
      'Oren',
      {},
      {
        items: [
          {
            name: 'Warded Leathers',
            type: 'relic-armor',
            system: { kind: 'light', equipped: false },
            effects: [effect('Warding', [change('system.bonuses.ac', 1)], { transfer: true })],
          } as never,
        ],
      },
    );
    const bare = state(oren).ac;
    const armor = itemNamed(oren, 'Warded Leathers');
    await armor.update({ 'system.equipped': true } as never);
    const light = 1; // §5.3 light armor +1
    expect(state(oren).ac).toBe(bare + light + 1);
    await armor.update({ 'system.equipped': false } as never);
    expect(state(oren).ac).toBe(bare);
    await armor.update({ 'system.equipped': true } as never);
    await oren.deleteEmbeddedDocuments('Item', [armor.id!]);
    expect(state(oren).ac).toBe(bare);
  });

  it('a disabled effect changes nothing', async () => {
    const oren = await seeker('Oren');
    const ac = state(oren).ac;
    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Dormant', [change('system.bonuses.ac', 3)], { disabled: true }),
    ] as never);
    expect(state(oren).ac).toBe(ac);
  });

  it('unknown keys, text values and values out of bounds are ignored and reported; numbers stay whole', async () => {
    const oren = await seeker('Oren');
    const before = state(oren);
    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Typo', [change('system.bonuses.acc', 1)]),
      effect('Words', [change('system.bonuses.ac', 'lots')]),
      effect('Too Much', [change('system.attributes.fit', 5)]),
      effect('Half', [change('system.bonuses.resistance', 0.5)]),
      effect('Free Nonsense', [change('system.nothing.here', 1)]),
    ] as never);
    expect(state(oren).attributes).toEqual(before.attributes);
    expect(state(oren).ac).toBe(before.ac);
    expect(state(oren).resistance).toBe(before.resistance);
    const reasons = report(oren).ignored.map((i: { effect: string; reason: string }) => [i.effect, i.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['Typo', 'unknownKey'],
        ['Words', 'notNumber'],
        ['Too Much', 'outOfBounds'],
        ['Half', 'notInteger'],
        ['Free Nonsense', 'unknownKey'],
      ]),
    );
    expect(JSON.stringify(state(oren))).not.toContain('NaN');
  });

  it('a free key on a stored number is applied by Foundry before derived data (max HP +5)', async () => {
    const oren = await seeker('Oren');
    await oren.createEmbeddedDocuments('ActiveEffect', [effect('Toughness', [change('system.hp.max', 5)])] as never);
    expect(state(oren).health.maxHp).toBe(17);
    expect(report(oren).ignored).toEqual([]);
  });
});

describe('relic effect durations', () => {
  beforeEach(() => standIn.reset());

  // Both generations: our expiry (src/foundry/effects/expiry.ts) reads v13's duration and v14's
  // duration + start alike (compat.trackerDuration); the data is written in the running one's shape.
  it('an effect lasting one round is gone when the tracker comes round to the same turn', async () => {
    const oren = await seeker('Oren');
    const wolf = await adversary('Wolf');
    const combat = combatOf([oren, wolf]) as unknown as {
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      round: number;
      turn: number;
    };
    await combat.startCombat(); // round 1, turn 0, as the tracker's Begin Combat does

    await oren.createEmbeddedDocuments('ActiveEffect', [
      effect('Shield of Faith', [change('system.bonuses.ac', 2)], trackerDurationData(1, combat.round, combat.turn)),
    ] as never);
    const ac = state(oren).ac;
    await combat.nextTurn();
    expect(state(oren).ac).toBe(ac);
    await combat.nextTurn();
    expect(state(oren).ac).toBe(ac - 2);
    expect([...oren.effects]).toHaveLength(0);
  });
});
