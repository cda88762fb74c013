/**
 * Every relic roll through its real flow with scripted faces: the engine's reading in the message,
 * the card, the action spent from the combatant's tracker, and odds in the dialog equal to the
 * engine's. Dice are read in the order the engine rolls them.
 */
import { rollActivation, rollAttack, rollTest } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { rollDialogContext } from '../../../src/foundry/rolls/roll-dialog';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { RelicAttackRoll } from '../../../src/rulesets/relic/dice/attack-roll';

import { attackDialog, attackRequest } from '../../../src/rulesets/relic/flows/attack';
import { testDialog, testRequest } from '../../../src/rulesets/relic/flows/test';
import { economyOf, writeEconomy } from '../../../src/rulesets/relic/combat/turn-state';
import { attackOdds, attributeTestOdds, DN_TABLE, type AttackResult } from '../../../src/rulesets/relic/rules';
import { formatPercent } from '../../../src/foundry/odds/odds-view';
import { EMBERGLASS, MENDING_THREAD, PATH_OF_EMBERS } from '../sample-data';
import {
  adversary,
  bow,
  combatantFor,
  combatOf,
  lastMessage,
  longsword,
  relicNamed,
  seeker,
  weapon,
} from '../fixtures';

const outcomeOf = <T>() => (lastMessage().rolls[0] as unknown as { resolution: T }).resolution;
const html = async () => (lastMessage().rolls[0] as unknown as { render(): Promise<string> }).render();

describe('§1.1 attribute test', () => {
  beforeEach(() => standIn.reset());

  it('offers the five rows of the DN table (Extreme 20–24) and reads d20 + attribute against the chosen DN', async () => {
    const oren = await seeker('Oren');
    const dialog = testDialog(oren, 'dex');
    const difficulty = dialog.fields.find((f) => f.name === 'difficulty')!;
    expect(difficulty.options!.map((o) => o.value)).toEqual(DN_TABLE.map((r) => r.id));
    expect(dialog.fields.find((f) => f.name === 'dn')).toMatchObject({ min: 20, max: 24 });
    for (const row of DN_TABLE) {
      const values = { attribute: 'dex', difficulty: row.id, dn: row.max, kind: 'test', situational: 0 };
      const request = testRequest(oren, values);
      // The dialog's odds are the engine's, exactly.
      const context = rollDialogContext(dialog, values);
      expect(context.odds!.headline.percent).toBe(formatPercent(attributeTestOdds(request).headline.probability));
    }
    standIn.queueFaces(13);
    await rollTest(oren, 'dex', { fastForward: true });
    expect(outcomeOf()).toMatchObject({ natural: 13, total: 15, dn: 12, outcome: 'success' });
    expect(await html()).toContain('DEX test');
  });

  it('REL-1: a natural 1 is ordinary by default; with "Natural 1 always fails" it fails even when the total meets the DN', async () => {
    const oren = await seeker('Oren', { attributes: { fit: 4, dex: 0, wis: 0, int: 0 } });
    // Easy (DN 10) with FIT +4 and a +6 situational modifier: a natural 1 totals 11.
    const values = { attribute: 'fit', difficulty: 'easy', dn: 20, kind: 'test', situational: 6 };
    const roll = async () => (await rollTest(oren, 'fit', { fastForward: true, preset: values }))!;
    standIn.queueFaces(1);
    expect((await roll()).resolution).toMatchObject({ total: 11, outcome: 'success', naturalOneFailed: false });
    await settings().set(SYSTEM_ID, 'relic.naturalOneFails', true);
    try {
      standIn.queueFaces(1);
      const strict = await roll();
      expect(strict.resolution).toMatchObject({ total: 11, outcome: 'failure', naturalOneFailed: true });
      expect(await strict.render()).toContain('Natural 1 always fails');
    } finally {
      await settings().set(SYSTEM_ID, 'relic.naturalOneFails', false);
    }
  });
});

describe('§5 attacks', () => {
  beforeEach(() => standIn.reset());

  it('hits on d20 + FIT ≥ AC, rolls the weapon die + FIT (+1 from the frontline), less Resistance; spends the Attack action', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    const wolf = await adversary('Wolf', { resistance: 1 });
    const combat = combatOf([oren, wolf]);
    standIn.queueFaces(10, 5);
    await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
    const o = outcomeOf<AttackResult>();
    expect(o).toMatchObject({ natural: 10, total: 13, ac: 13, outcome: 'hit' });
    expect(o.damage).toMatchObject({
      count: 1,
      faces: 8,
      diceTotal: 5,
      raw: 5 + 3 + 1,
      resistance: 1,
      afterResistance: 8,
    });
    expect(o.dice.map((d) => [d.role, d.faces, d.result])).toEqual([
      ['attack', 20, 10],
      ['damage', 8, 5],
    ]);
    expect(economyOf(combatantFor(combat, oren))).toEqual({ actions: 1, reactions: 1 });
    const card = await html();
    expect(card).toContain('Apply 8 damage');
    expect(card).toContain('Frontline melee');
  });

  it('REL-1 a natural 20 is a critical hit even below AC and doubles the weapon dice, not the attribute', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    const wolf = await adversary('Wolf', { ac: 40 });
    combatOf([oren, wolf]);
    standIn.queueFaces(20, 3, 6);
    const roll = (await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true }))!;
    expect(outcomeOf<AttackResult>()).toMatchObject({
      outcome: 'critical',
      damage: { count: 2, diceTotal: 9, raw: 9 + 3 + 1 },
    });
    // The chat roll is the dice the rules asked for, in order, named by role and in relic's colours.
    expect(roll.formula).toBe('1d20[attack] + 2d8[damage]');
    expect(roll.dice.map((d) => (d.options as { appearance?: { colorset: string } }).appearance?.colorset)).toEqual([
      'manifold-ruleset-relic',
      'manifold-ruleset-relic',
    ]);
  });

  it('a miss rolls no damage die and offers no button', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    const wolf = await adversary('Wolf', { ac: 20 });
    combatOf([oren, wolf]);
    standIn.queueFaces(2);
    await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
    expect(outcomeOf<AttackResult>()).toMatchObject({ outcome: 'miss', damage: null });
    expect(await html()).not.toContain('data-action="relic.applyDamage"');
  });

  it('§4 enemy attacks: +1 while the formation is broken, −2 ranged into a holding backline, melee into it flagged', async () => {
    const front = await seeker('Front', { row: 'frontline' });
    const back = await seeker('Back', { row: 'backline' });
    const wolf = await adversary('Wolf', {}, [longsword, bow]);
    combatOf([front, back, wolf]);
    const ranged = attackRequest(wolf, weapon(wolf, 'Shortbow'), back, { ac: 10, situational: 0, damageBonus: 0 });
    expect(ranged.formationBroken).toBe(false);
    expect(
      attackDialog(wolf, weapon(wolf, 'Shortbow'), false).evaluate({
        target: back.uuid,
        ac: 10,
        situational: 0,
        damageBonus: 0,
      }).odds,
    ).toEqual(attackOdds(ranged));
    standIn.queueFaces(12, 4);
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: back }]);
    await rollAttack(wolf, weapon(wolf, 'Longsword'), { fastForward: true });
    const held = outcomeOf<AttackResult>();
    expect(held.warnings).toEqual(['meleeIntoBackline']);
    expect(await html()).toContain('The frontline absorbs all enemy melee attacks');
    // The frontline goes down: the formation breaks (REL-8), +1 and no warning.
    await front.toggleStatusEffect('unconscious', { active: true });
    standIn.queueFaces(12, 4);
    await rollAttack(wolf, weapon(wolf, 'Longsword'), { fastForward: true });
    const broken = outcomeOf<AttackResult>();
    expect(broken.modifiers).toEqual([{ id: 'formationBroken', value: 1 }]);
    expect(broken.warnings).toEqual([]);
    (game.user as unknown as { targets: unknown }).targets = undefined;
  });

  it('REL-7 an attack with no action left is refused with the reason; Snap Shot spends the reaction off-turn instead', async () => {
    const oren = await seeker('Oren', {}, { items: [bow], owner: standIn.users.player });
    const wolf = await adversary('Wolf');
    const combat = combatOf([oren, wolf]);
    const combatant = combatantFor(combat, oren);
    await writeEconomy(combatant, { actions: 0, reactions: 1 });
    standIn.actAs(standIn.users.player);
    expect(await rollAttack(oren, weapon(oren, 'Shortbow'), { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)).toMatchObject({
      level: 'warn',
      message: 'That costs 1 actions and only 0 are left.',
    });
    standIn.queueFaces(15, 2);
    await rollAttack(oren, weapon(oren, 'Shortbow'), { fastForward: true, snapShot: true });
    expect(economyOf(combatant)).toEqual({ actions: 0, reactions: 0 });
    expect(await html()).toContain('Snap Shot');
    expect(await rollAttack(oren, weapon(oren, 'Shortbow'), { fastForward: true, snapShot: true })).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe('The reaction for this round is already spent.');
  });

  it('a reloaded chat message rebuilds the same roll and card without rolling', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    combatOf([oren, await adversary('Wolf')]);
    standIn.queueFaces(17, 8);
    const roll = (await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true }))!;
    const again = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as never) as unknown as RelicAttackRoll;
    expect(again).toBeInstanceOf(RelicAttackRoll);
    expect(again.rederive()).toEqual(roll.resolution);
    expect(await again.render()).toBe(await roll.render());
  });
});

describe('§7 relic activation', () => {
  beforeEach(() => standIn.reset());

  it('+3 when a Synchronization matches the type; the card shows the relic’s text for the tier (REL-3)', async () => {
    const oren = await seeker('Oren', {}, { items: [EMBERGLASS, PATH_OF_EMBERS] });
    standIn.queueFaces(9);
    await rollActivation(oren, relicNamed(oren, 'Emberglass Lens'), { fastForward: true });
    expect(outcomeOf()).toMatchObject({ natural: 9, total: 9 + 0 + 3, tier: 'success', strain: null });
    expect(await html()).toContain('A lance of light: 2d8 fire damage to one enemy.');
  });

  it('§7.2 a Critical Failure rolls the relic’s own strain table automatically (the d6 after the d20)', async () => {
    const oren = await seeker('Oren', {}, { items: [EMBERGLASS] });
    standIn.queueFaces(4, 3);
    await rollActivation(oren, relicNamed(oren, 'Emberglass Lens'), { fastForward: true });
    expect(outcomeOf()).toMatchObject({
      total: 4,
      tier: 'criticalFailure',
      strain: { face: 3, entry: { kind: 'minorCondition' } },
    });
    const card = await html();
    expect(card).toContain('Blinding glare: you are Disoriented.');
    expect(card).toContain('Strain (d6: 3)');
  });

  it('a locked-out relic is refused before anything is spent; Activate a relic costs an action', async () => {
    const oren = await seeker(
      'Oren',
      {},
      { items: [{ ...EMBERGLASS, system: { ...EMBERGLASS.system, locked: true } }, MENDING_THREAD] },
    );
    const combat = combatOf([oren]);
    expect(await rollActivation(oren, relicNamed(oren, 'Emberglass Lens'), { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toMatch(/locked out/);
    expect(economyOf(combatantFor(combat, oren)).actions).toBe(2);
    standIn.queueFaces(15);
    await rollActivation(oren, relicNamed(oren, 'Mending Thread'), { fastForward: true });
    expect(economyOf(combatantFor(combat, oren)).actions).toBe(1);
    expect(await html()).toContain('Restore 3 HP to Oren');
  });
});
