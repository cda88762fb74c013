/**
 * What a cryture sheet offers to roll — each power and the Basic Attack — with exact odds for the
 * tooltip once a token is targeted, from the sheet's buttons and from hotbar macros.
 */
import { describe, expect, it } from 'vitest';
import { rollWithoutDialogs, attackRolls, combatant, itemsOf, power } from '../fixtures';
import { target, useScene } from '../fake-scene';
import { crytureRollables } from '../../../src/rulesets/cryture/flows/rollables';
import { CrytureActorSheet } from '../../../src/rulesets/cryture/sheets/actor-sheet';
import { rollFromMacro } from '../../../src/foundry/macros';
import { registry } from '../../../src/foundry/registry';
import { attackOdds } from '../../../src/rulesets/cryture/rules';
import { actorSnapshot } from '../../../src/rulesets/cryture/data/snapshot';
import { itemPowerData } from '../../../src/rulesets/cryture/data/power-data';

/** The player's Ash, whose Strike is its Basic Attack, next to a targeted enemy. */
async function ashFacingFoe(): Promise<Actor.Implementation> {
  const ash = await combatant({ owner: standIn.users.player, items: [power('Strike', { basicAttack: true })] });
  const foe = await combatant({ name: 'Foe', type: 'cryture-npc' });
  const scene = useScene();
  scene.place(ash, { x: 0, y: 0 });
  standIn.actAs(standIn.users.player);
  target(scene.place(foe, { x: 1, y: 0 }, { disposition: -1 }));
  return ash;
}

describe('cryture rollables', () => {
  rollWithoutDialogs();

  it('lists every power and the Basic Attack; odds appear once a token is targeted, exactly the engine’s', async () => {
    const ash = await combatant({
      items: [power('Strike', { basicAttack: true }), power('Bolt', { range: { form: 'ranged', x: 5 } })],
    });
    const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 7 } } });
    const [strike, bolt] = itemsOf(ash);
    const rollables = crytureRollables(ash);
    expect(rollables.map((r) => r.key)).toEqual([`power.${strike!.id}`, `power.${bolt!.id}`, 'basicAttack']);
    expect(rollables[1]!.odds!()).toBeNull();
    const scene = useScene();
    scene.place(ash, { x: 0, y: 0 });
    target(scene.place(foe, { x: 3, y: 0 }, { disposition: -1 }));
    const expected = attackOdds({
      user: actorSnapshot(ash),
      power: itemPowerData(bolt!),
      targets: [{ target: actorSnapshot(foe) }],
    })!;
    expect(rollables[1]!.odds!()).toEqual(expected.targets[0]!.summary);
  });

  it('a power card’s Use button and a hotbar macro both use the power', async () => {
    const ash = await ashFacingFoe();
    const sheet = new (
      CrytureActorSheet as unknown as new (o: unknown) => {
        render(o: unknown): Promise<unknown>;
        clickAction(el: HTMLElement, e?: unknown): Promise<void>;
        element: HTMLElement;
      }
    )({ document: ash });
    await sheet.render({ force: true, tab: 'powers' }); // the powers' own tab, where the Use buttons are
    standIn.queueFaces(5, 5, 5, 5, 5);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="roll"]')!);
    expect(attackRolls()).toHaveLength(1);
    (standIn.users.player as unknown as { character: unknown }).character = ash;
    standIn.queueFaces(6, 6, 6, 6, 6);
    await rollFromMacro(registry, 'basicAttack', 'Basic Attack');
    expect(attackRolls().map((r) => r.attack.faces)).toEqual([
      [5, 5, 5, 5, 5],
      [6, 6, 6, 6, 6],
    ]);
    (standIn.users.player as unknown as { character: unknown }).character = null;
  });

  it('the sheet’s Basic Attack button uses the Basic Attack power; a combatant without one is told so', async () => {
    const ash = await ashFacingFoe();
    type Sheet = {
      render(o: unknown): Promise<unknown>;
      clickAction(el: HTMLElement): Promise<void>;
      element: HTMLElement;
    };
    const open = async (actor: Actor.Implementation) => {
      const sheet = new (CrytureActorSheet as unknown as new (o: unknown) => Sheet)({ document: actor });
      await sheet.render({ force: true });
      return sheet;
    };
    // The roll control when the combatant has a Basic Attack; the plain button that says why otherwise.
    const button = '.manifold-roll[data-rollable="basicAttack"], [data-action="basicAction"][data-basic="basicAttack"]';
    standIn.queueFaces(7, 7, 7, 7, 7);
    const sheet = await open(ash);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>(button)!);
    expect(attackRolls().map((r) => [r.request.power.name, r.attack.faces])).toEqual([['Strike', [7, 7, 7, 7, 7]]]);
    const plain = await combatant({ name: 'Plain', owner: standIn.users.player, items: [power('Jab')] });
    const other = await open(plain);
    await other.clickAction(other.element.querySelector<HTMLElement>(button)!);
    expect(standIn.notifications.at(-1)).toEqual({
      level: 'warn',
      message: 'This combatant has no power marked as its Basic Attack.',
    });
    expect(attackRolls()).toHaveLength(1);
  });
});
