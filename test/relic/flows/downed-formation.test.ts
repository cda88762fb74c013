/**
 * REL-10 the downed do not act, through the sheet's flows (refused with a message; the GM may
 * override), and REL-9 the broken formation's +1 for one round from the break, kept on the combat
 * by the ruleset's hooks.
 */
import { rollAttack } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildResonanceAction,
  counterstepAction,
  simpleAction,
  switchRowsAction,
} from '../../../src/rulesets/relic/flows/actions';
import { attackRequest } from '../../../src/rulesets/relic/flows/attack';
import { currentFormation, setDisplaced } from '../../../src/rulesets/relic/combat/formation';
import { economyOf } from '../../../src/rulesets/relic/combat/turn-state';
import { activateRelic } from '../../../src/rulesets/relic/hooks';
import { adversary, bow, combatantFor, combatOf, longsword, seeker, sys, weapon, type TestCombat } from '../fixtures';

const { gm, player } = standIn.users;
const dialogs = foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown };
const lastWarning = () => standIn.notifications.at(-1)?.message;

describe('REL-10 the downed do not act', () => {
  beforeEach(() => standIn.reset());

  it('a Dying or Unconscious seeker’s actions and reactions are refused with a message, spending nothing', async () => {
    const oren = await seeker('Oren', { resonance: 1 }, { items: [bow], owner: player, statuses: ['dying'] });
    const combat = combatOf([oren, await adversary('Wolf')]);
    standIn.actAs(player);
    expect(await buildResonanceAction(oren)).toBe(false);
    expect(lastWarning()).toBe('A Dying character takes no actions or reactions.');
    expect(await simpleAction(oren, 'defend')).toBe(false);
    expect(await simpleAction(oren, 'useItem')).toBe(false);
    expect(await switchRowsAction(oren)).toBe(false);
    expect(await rollAttack(oren, weapon(oren, 'Shortbow'), { fastForward: true })).toBeNull();
    expect(await rollAttack(oren, weapon(oren, 'Shortbow'), { fastForward: true, snapShot: true })).toBeNull();
    expect(await counterstepAction(oren)).toBe(false);
    expect(economyOf(combatantFor(combat, oren))).toEqual({ actions: 2, reactions: 1 });
    expect(sys(oren).resonance).toBe(1);
    await oren.toggleStatusEffect('dying', { active: false });
    await oren.toggleStatusEffect('unconsciousOneRound', { active: true });
    expect(await simpleAction(oren, 'defend')).toBe(false);
    expect(lastWarning()).toBe('An Unconscious character takes no actions or reactions.');
  });

  it('out of combat too: an Unconscious seeker does not attack', async () => {
    const oren = await seeker('Oren', {}, { items: [bow], owner: player, statuses: ['unconscious'] });
    await adversary('Wolf');
    standIn.actAs(player);
    expect(await rollAttack(oren, weapon(oren, 'Shortbow'), { fastForward: true })).toBeNull();
    expect(lastWarning()).toBe('An Unconscious character takes no actions or reactions.');
  });

  it('the GM may override (REL-7’s confirmation); declining keeps the refusal', async () => {
    const oren = await seeker('Oren', { resonance: 1 }, { owner: player, statuses: ['dying'] });
    const combat = combatOf([oren]);
    standIn.actAs(gm);
    dialogs.nextAnswer = false;
    expect(await buildResonanceAction(oren)).toBe(false);
    dialogs.nextAnswer = true;
    expect(await buildResonanceAction(oren)).toBe(true);
    expect(sys(oren).resonance).toBe(2);
    expect(economyOf(combatantFor(combat, oren)).actions).toBe(0);
    dialogs.nextAnswer = true;
    expect(await switchRowsAction(oren)).toBe(true);
  });
});

describe('REL-9 a broken formation’s +1 lasts one round', () => {
  beforeEach(() => standIn.reset());
  activateRelic();

  async function party() {
    const front = await seeker('Front', { row: 'frontline' });
    const back = await seeker('Back', { row: 'backline' });
    const wolf = await adversary('Wolf', {}, [longsword, bow]);
    const combat = combatOf([front, back, wolf]) as TestCombat;
    combat.round = 1;
    combat.turn = 1;
    return { front, back, wolf, combat };
  }
  const values = { ac: 10, situational: 0, damageBonus: 0 };
  /** The turn moves on: Foundry writes the Combat, and the updateCombat hook fires. */
  async function goTo(combat: TestCombat, round: number, turn: number) {
    combat.round = round;
    combat.turn = turn;
    await combat.update({});
  }

  it('the +1 runs from the break to the same turn of the next round, though the frontline gets up', async () => {
    const { front, back, wolf, combat } = await party();
    standIn.actAs(gm);
    await front.toggleStatusEffect('unconscious', { active: true });
    const request = () => attackRequest(wolf, weapon(wolf, 'Shortbow'), back, values);
    expect(request()).toMatchObject({ formationBroken: true, formationBonus: true });
    await goTo(combat, 1, 2);
    await front.toggleStatusEffect('unconscious', { active: false });
    expect(request()).toMatchObject({ formationBroken: false, formationBonus: true });
    await goTo(combat, 2, 0);
    expect(request().formationBonus).toBe(true);
    await goTo(combat, 2, 1);
    expect(request()).toMatchObject({ formationBroken: false, formationBonus: false });
  });

  it('a forced-movement break counts when the GM moves the displaced seeker to the Backline, and its +1 outlives the round', async () => {
    const { front, back, wolf, combat } = await party();
    standIn.actAs(gm);
    await goTo(combat, 1, 2);
    await setDisplaced(combat, front.uuid, true);
    await front.update({ 'system.row': 'backline' } as never);
    expect(currentFormation().state).toMatchObject({ broken: true });
    expect(currentFormation().state.reasons).toContain('forcedMovement');
    await goTo(combat, 2, 0);
    // The mark was for round 1; the frontline is now empty, so it is broken anyway — but the +1 is still the first break's.
    const next = attackRequest(wolf, weapon(wolf, 'Shortbow'), back, values);
    expect(next.formationBonus).toBe(true);
    await goTo(combat, 2, 2);
    expect(attackRequest(wolf, weapon(wolf, 'Shortbow'), back, values)).toMatchObject({
      formationBroken: true,
      formationBonus: false,
    });
  });
});
