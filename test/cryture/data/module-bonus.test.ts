/**
 * A `system.` field written the way an effect module writes it — in the running generation's
 * change shape, through Foundry's own application — changes cryture's sheet number, its tooltip
 * and the exact odds of the attack that rolls it: the dice a bonus adds to the pool, and a stored
 * stat (Speed) with the move and initiative that follow it. Switched off on its power, or expired
 * on the tracker, it stops. Runs on both generations (vitest.config.ts lists it).
 */
import { describe, expect, it } from 'vitest';
import { moduleEffect, renderedSheet } from '../../foundry/effects/module-effect';
import { generation, trackerDurationData } from '../../../src/foundry/compat';
import { crytureRollables } from '../../../src/rulesets/cryture/flows/rollables';
import { combatant, power, rollWithoutDialogs } from '../fixtures';
import { target, useScene } from '../fake-scene';
import { activeCombat } from '../../foundry/test-combat';

const sheetOf = renderedSheet;

const at = (root: HTMLElement, selector: string) => root.querySelector<HTMLElement>(selector);
const tooltip = (root: HTMLElement, selector: string) => at(root, selector)?.dataset.tooltipText ?? '';
const diceShown = (root: HTMLElement, path: string) => at(root, `dd[data-effect-key="${path}"]`)?.textContent ?? '';
/** The header's derived numbers: Move, then Initiative. */
const movement = (root: HTMLElement) =>
  [...root.querySelectorAll('.cryture-movement dd')].slice(0, 2).map((dd) => dd.textContent!.trim());

/** A foe on the scene, targeted: every power's odds read its Defense. */
async function foeTargeted(): Promise<ReturnType<typeof useScene>> {
  const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 7 } } });
  const scene = useScene();
  target(scene.place(foe, { x: 1, y: 0 }, { disposition: -1 }));
  return scene;
}

/** The exact chance the actor's power named `name` hits the targeted foe. */
const oddsOf = (actor: Actor.Implementation, name: string) =>
  crytureRollables(actor).find((r) => r.label === name)!.odds!()!.headline.probability;

describe(`cryture: a module's system field, Foundry v${generation()}`, () => {
  rollWithoutDialogs();

  it('pool dice: the sheet, its tooltips and the attack odds move together; switched off, they stop', async () => {
    await foeTargeted();
    const strike = () => power('Strike', { basicAttack: true });
    const ash = await combatant({
      items: [
        {
          ...strike(),
          effects: [
            moduleEffect('Battle Fury', 'system.bonuses.dice.attack', 2, { transfer: true }),
            moduleEffect('Focus', 'system.bonuses.dice.all', 1, { transfer: true }),
          ],
        },
      ],
    });
    // Might 3 + Agility 2 = 5 dice; +2 on attacks and +1 on every check: the eight dice of a twin
    // whose Might is three higher, against the same Defense 7.
    const twin = await combatant({ name: 'Twin', items: [strike()], system: { stats: { Might: 6, Agility: 2 } } });
    const plain = await combatant({ name: 'Plain', items: [strike()] });
    expect(oddsOf(ash, 'Strike')).toBeCloseTo(oddsOf(twin, 'Strike'), 12);
    expect(oddsOf(ash, 'Strike')).toBeGreaterThan(oddsOf(plain, 'Strike'));

    const root = await sheetOf(ash);
    expect(diceShown(root, 'system.bonuses.dice.attack')).toBe('+2');
    expect(diceShown(root, 'system.bonuses.dice.all')).toBe('+1');
    expect(tooltip(root, 'dd[data-effect-key="system.bonuses.dice.attack"]')).toBe('Battle Fury +2');
    expect(tooltip(root, 'dd[data-effect-key="system.bonuses.dice.all"]')).toBe('Focus +1');
    // A combatant no effect gives dice shows none.
    expect(at(await sheetOf(plain), '.effect-dice')).toBeNull();

    // A module switches its effect off on the power: the power no longer passes it on.
    const item = [...ash.items][0]!;
    const fury = [...item.effects].find((e) => e.name === 'Battle Fury')!;
    await fury.update({ disabled: true } as never);
    const after = await sheetOf(ash);
    expect(at(after, 'dd[data-effect-key="system.bonuses.dice.attack"]')).toBeNull();
    expect(diceShown(after, 'system.bonuses.dice.all')).toBe('+1');
    const sixDice = await combatant({ name: 'Six', items: [strike()], system: { stats: { Might: 4, Agility: 2 } } });
    expect(oddsOf(ash, 'Strike')).toBeCloseTo(oddsOf(sixDice, 'Strike'), 12);
  });

  it('Speed: move, initiative, its tooltip and a Speed attack’s odds follow; expired on the tracker, they stop', async () => {
    await foeTargeted();
    const dash = () =>
      power('Dash Strike', { check: { kind: 'attack', first: 'Speed', second: 'Agility', difficulty: 'Defense' } });
    const ash = await combatant({ items: [dash()] });
    const twin = await combatant({ name: 'Twin', items: [dash()], system: { speed: 6 } });
    const plain = oddsOf(ash, 'Dash Strike');
    expect(movement(await sheetOf(ash))).toEqual(['4', '6d10']);

    const combat = activeCombat([ash, twin]) as unknown as {
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      round: number;
      turn: number;
    };
    await combat.startCombat();
    await ash.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect('Tailwind', 'system.speed', 2, trackerDurationData(1, combat.round, combat.turn)),
    ] as never);
    const root = await sheetOf(ash);
    expect(movement(root)).toEqual(['6', '8d10']);
    // The input keeps the stored Speed (a saved form never writes the effect in); the tooltip adds it.
    expect(at(root, 'input[name="system.speed"]')!.getAttribute('value')).toBe('4');
    expect(tooltip(root, 'input[name="system.speed"]')).toBe('base 4 · Tailwind +2 = 6');
    expect(oddsOf(ash, 'Dash Strike')).toBeCloseTo(oddsOf(twin, 'Dash Strike'), 12);
    expect(oddsOf(ash, 'Dash Strike')).toBeGreaterThan(plain);

    await combat.nextTurn();
    await combat.nextTurn(); // the turn it began on, one round later: expired
    expect([...ash.effects].map((e) => e.name)).not.toContain('Tailwind');
    const after = await sheetOf(ash);
    expect(movement(after)).toEqual(['4', '6d10']);
    expect(tooltip(after, 'input[name="system.speed"]')).toBe('');
    expect(oddsOf(ash, 'Dash Strike')).toBeCloseTo(plain, 12);
  });
});
