/**
 * Active Effects in cryture: attack dice from an effect join the pool the odds read and the pool
 * that is rolled; a named stat, Speed and the pool maxima follow their effects.
 */
import { describe, expect, it } from 'vitest';
import { rollWithoutDialogs, attackRolls, combatant, power, sys } from '../fixtures';
import { target, useScene } from '../fake-scene';
import { crytureRollables } from '../../../src/rulesets/cryture/flows/rollables';
import { rollFromMacro } from '../../../src/foundry/macros';
import { registry } from '../../../src/foundry/registry';

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
      { name: 'Battle Fury', changes: [change('cryture.dice.attack', 2)] },
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
        changes: [change('cryture.stat.Might', 2), change('cryture.speed', 1), change('cryture.health.max', 10)],
      },
    ] as never);
    expect(sys(ash).stats.Might).toBe(5);
    expect(sys(ash).derived.move).toBeGreaterThan(move);
    expect(sys(ash).health.max).toBe(40);
  });
});
