/**
 * Active Effects in cryture, on fields of the actor's data: attack dice from an effect join the
 * pool the odds read and the pool that is rolled; a named stat (one only an effect names too),
 * Speed and the pool maxima follow their effects; changes a field cannot take are refused and
 * reported, never NaN.
 */
import { describe, expect, it } from 'vitest';
import { rollWithoutDialogs, attackRolls, combatant, power, sys } from '../fixtures';
import { target, useScene } from '../fake-scene';
import { crytureRollables } from '../../../src/rulesets/cryture/flows/rollables';
import { rollFromMacro } from '../../../src/foundry/macros';
import { registry } from '../../../src/foundry/registry';
import { effectReportOf } from '../../../src/foundry/effects/list';

const report = (actor: Actor.Implementation) => effectReportOf(actor, registry.get('cryture'))!;

const change = (key: string, value: number | string) => ({ key, mode: 2, value: String(value) });

describe('cryture Active Effects', () => {
  rollWithoutDialogs();

  it('+2 attack dice: the odds and the rolled pool both grow by two dice', async () => {
    const ash = await combatant({ owner: standIn.users.player, items: [power('Strike', { basicAttack: true })] });
    const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 7 } } });
    const scene = useScene();
    scene.place(ash, { x: 0, y: 0 });
    standIn.actAs(standIn.users.player);
    target(scene.place(foe, { x: 1, y: 0 }, { disposition: -1 }));
    const oddsOf = (actor: Actor.Implementation) =>
      crytureRollables(actor).find((r) => r.key === 'basicAttack')!.odds!()!.headline.probability;
    const odds = () => oddsOf(ash);
    const before = odds();
    await ash.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Battle Fury', changes: [change('system.bonuses.dice.attack', 2)] },
    ] as never);
    expect(odds()).toBeGreaterThan(before);
    // Exactly the odds of a twin whose own Might is two higher: the same seven dice against Defense 7.
    const twin = await combatant({
      name: 'Twin',
      items: [power('Strike', { basicAttack: true })],
      system: { stats: { Might: 5, Agility: 2, Defense: 5 } },
    });
    scene.place(twin, { x: 0, y: 1 });
    expect(odds()).toBeCloseTo(oddsOf(twin), 12);
    (standIn.users.player as unknown as { character: unknown }).character = ash;
    // Might 3 + Agility 2 = 5 dice, +2 from the effect.
    standIn.queueFaces(1, 1, 1, 1, 1, 1, 1);
    await rollFromMacro(registry, 'basicAttack', 'Basic Attack');
    (standIn.users.player as unknown as { character: unknown }).character = null;
    expect(attackRolls()[0]!.attack.faces).toHaveLength(7);
  });

  it('a named stat, Speed and max Health follow their effects', async () => {
    const ash = await combatant();
    const move = sys(ash).derived.move;
    await ash.createEmbeddedDocuments('ActiveEffect', [
      {
        name: 'Giant Strength',
        changes: [change('system.stats.Might', 2), change('system.speed', 1), change('system.health.max', 10)],
      },
    ] as never);
    expect(sys(ash).stats.Might).toBe(5);
    expect(sys(ash).derived.move).toBeGreaterThan(move);
    expect(sys(ash).health.max).toBe(40);
    expect(report(ash).sources['system.stats.Might']).toEqual({
      base: 3,
      parts: [{ effect: 'Giant Strength', mode: 'add', value: 2 }],
      total: 5,
    });
  });

  it('a stat only an effect names starts at 0; a disabled effect names none', async () => {
    const ash = await combatant();
    await ash.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Wings', changes: [change('system.stats.Flight', 2)] },
      { name: 'Dormant', disabled: true, changes: [change('system.stats.Burrow', 1)] },
    ] as never);
    expect(sys(ash).stats.Flight).toBe(2);
    expect(sys(ash).stats).not.toHaveProperty('Burrow');
    expect(report(ash).sources['system.stats.Flight']).toMatchObject({ base: 0, total: 2 });
    expect(report(ash).ignored).toEqual([]);
  });

  it('dice an effect adds are a bonus from nothing; out of bounds or not numbers, refused and reported', async () => {
    const ash = await combatant();
    await ash.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Battle Fury', changes: [change('system.bonuses.dice.attack', 2)] },
      { name: 'Too Many', changes: [change('system.bonuses.dice.all', 11)] },
      { name: 'Too Fast', changes: [change('system.speed', 60)] },
      { name: 'Words', changes: [change('system.stats.Might', 'lots')] },
      { name: 'Half', changes: [change('system.reflexes', 0.5)] },
      { name: 'Typo', changes: [change('system.bonuses.dice.every', 1)] },
    ] as never);
    expect(sys(ash).bonuses.dice).toEqual({ all: 0, attack: 2 });
    expect([sys(ash).speed, sys(ash).reflexes, sys(ash).stats.Might]).toEqual([4, 2, 3]);
    expect(report(ash).sources['system.bonuses.dice.attack']).toEqual({
      base: 0,
      parts: [{ effect: 'Battle Fury', mode: 'add', value: 2 }],
      total: 2,
      bonus: true,
    });
    expect(report(ash).ignored.map((i) => [i.effect, i.reason])).toEqual(
      expect.arrayContaining([
        ['Too Many', 'outOfBounds'],
        ['Too Fast', 'outOfBounds'],
        ['Words', 'notNumber'],
        ['Half', 'notInteger'],
        ['Typo', 'unknownKey'],
      ]),
    );
  });
});
