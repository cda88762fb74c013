/**
 * §8 Burn through its flow: checks before any die (Resonance, REL-7 actions), each role's surge,
 * Backlash rolled after (REL-5), the GM applying it once (surges as Active Effects, heals, Resonance
 * 0, actions), and the surges ending at the start of the burner's next turn (REL-4).
 */
import { rollAttack, rollBurn, rollTest } from '../rolls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerNextRollDialog } from '../../foundry/dialog-answers';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { RollDialog, type RollDialogConfig } from '../../../src/foundry/rolls/roll-dialog';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';

import { economyOf, writeEconomy } from '../../../src/rulesets/relic/combat/turn-state';
import { surgesOn } from '../../../src/rulesets/relic/data/surges';
import { burnDialog, burnSetup } from '../../../src/rulesets/relic/flows/burn';
import type { AttackResult, BurnResult } from '../../../src/rulesets/relic/rules';
import {
  adversary,
  buttons,
  cardFor,
  combatantFor,
  combatOf,
  lastMessage,
  rollEveryone,
  longsword,
  seeker,
  state,
  sys,
  weapon,
  type Doc,
} from '../fixtures';

const { gm, player, other } = standIn.users;
const burnOf = () => (lastMessage().rolls[0] as unknown as { resolution: BurnResult }).resolution;
const surges = (actor: Doc) => surgesOn(actor).map((s) => [s.kind, s.value, s.burnerUuid]);

/** Answers the next roll dialog with these values (over its defaults). */
function answerDialog(values: Record<string, unknown>) {
  const original = RollDialog.prompt;
  RollDialog.prompt = async (config: RollDialogConfig) => {
    RollDialog.prompt = original;
    const chosen = { ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), ...values };
    return config.evaluate(chosen as never).error ? null : (chosen as never);
  };
}

describe('§8.2 Burn', () => {
  beforeEach(() => standIn.reset());
  afterEach(async () => {
    standIn.actAs(gm);
    await settings().set(SYSTEM_ID, 'relic.restorationHealsBurner', false);
  });

  it('Frontline — Bulwark: the player burns, the GM applies once: +R AC and Resistance as effects, Resonance 0, 2 actions, Backlash', async () => {
    const oren = await seeker('Oren', { role: 'frontline', resonance: 3, resistance: 1 }, { owner: player });
    const combat = combatOf([oren, await adversary('Wolf')]);
    standIn.actAs(player);
    standIn.queueFaces(2);
    await rollBurn(oren, { fastForward: true });
    expect(burnOf()).toMatchObject({
      surge: 'bulwark',
      backlash: { die: 2, threshold: 3, triggered: true, condition: 'stunned' },
    });
    expect(sys(oren).resonance).toBe(0);
    expect(economyOf(combatantFor(combat, oren))).toEqual({ actions: 0, reactions: 1 });
    expect(state(oren).health.conditions).toEqual(['stunned']);
    expect(surges(oren)).toEqual([
      ['ac', 3, oren.uuid],
      ['resistance', 3, oren.uuid],
    ]);
    expect(state(oren)).toMatchObject({ ac: 12 + 3, resistance: 1 + 3 });
    // Applied once: no button, and asking again is refused (the Resonance it burned is gone).
    const message = lastMessage();
    expect(buttons(await cardFor(message, player))).toEqual([]);
    await expect(askGM(registry, 'relic', 'applyBurn', { messageId: message.id })).rejects.toThrow('notPermitted');
    expect(surgesOn(oren)).toHaveLength(2);
  });

  it('is refused before any die: at Resonance 0, and with fewer than 2 actions (REL-7)', async () => {
    const oren = await seeker('Oren', { resonance: 0 }, { owner: player });
    const combat = combatOf([oren]);
    standIn.actAs(player);
    expect(await rollBurn(oren, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe('You cannot Burn with no Resonance.');
    standIn.actAs(gm);
    await oren.update({ 'system.resonance': 2 } as never);
    await writeEconomy(combatantFor(combat, oren), { actions: 1, reactions: 1 });
    standIn.actAs(player);
    expect(await rollBurn(oren, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe('That costs 2 actions and only 1 are left.');
    expect(game.messages!.size).toBe(0);
  });

  it('fast-forwarded, a Burn whose dialog defaults cannot be rolled stops with the refusal and rolls nothing', async () => {
    // A Striker with no weapon: Execution has nothing to attack with.
    const kael = await seeker('Kael', { role: 'striker', resonance: 2 }, { owner: player });
    combatOf([kael, await adversary('Wolf')]);
    standIn.actAs(player);
    expect(await rollBurn(kael, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'The Execution Surge needs a weapon.' });
    expect(game.messages!.size).toBe(0);
    expect(sys(kael).resonance).toBe(2);
  });

  it('a Striker with no weapon is asked nothing about an attack: the dialog shows only the refusal', async () => {
    const kael = await seeker('Kael', { role: 'striker', resonance: 2 }, { owner: player });
    combatOf([kael, await adversary('Wolf')]);
    const armed = await seeker('Ilka', { role: 'striker', resonance: 2 }, { owner: player, items: [longsword] });
    const fieldsOf = (actor: Actor.Implementation) =>
      burnDialog(actor, burnSetup(actor)!, false).fields.map((f) => f.name);
    expect(fieldsOf(kael)).toEqual([]);
    expect(fieldsOf(armed)).toContain('weapon');
  });

  it('through the dialog, values the dialog refuses are not rolled: the refusal is shown', async () => {
    const mira = await seeker('Mira', { role: 'controller', resonance: 1 }, { owner: player });
    combatOf([mira, await adversary('Wolf'), await adversary('Hound')]);
    standIn.actAs(player);
    answerNextRollDialog({ enemy0: true, enemy1: true });
    expect(await rollBurn(mira, { fastForward: false })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({
      level: 'warn',
      message: 'Disruption Surge affects at most 1 enemies.',
    });
    expect(game.messages!.size).toBe(0);
    expect(sys(mira).resonance).toBe(1);
  });

  it('Striker — Execution: an immediate weapon attack at +R to hit and +2R damage, then Backlash; its damage applies from the card', async () => {
    const kael = await seeker('Kael', { role: 'striker', resonance: 2 }, { owner: player, items: [longsword] });
    const wolf = await adversary('Wolf', { ac: 16 });
    combatOf([kael, wolf]);
    standIn.actAs(player);
    standIn.queueFaces(11, 5, 3);
    await rollBurn(kael, { fastForward: true });
    const burn = burnOf();
    expect(burn.dice.map((d) => d.role)).toEqual(['attack', 'damage', 'backlash']);
    expect(burn.attack).toMatchObject({
      total: 11 + 3 + 2,
      outcome: 'hit',
      damage: { raw: 5 + 3 + 1 + 4, afterResistance: 13 },
    });
    expect(burn.backlash).toMatchObject({ die: 3, triggered: false });
    expect(buttons(await cardFor(lastMessage(), player))).toEqual(['relic.applyDamage']);
    await askGM(registry, 'relic', 'applyDamage', { messageId: lastMessage().id });
    expect(state(wolf).health).toMatchObject({ hp: 0, conditions: ['unconscious'] });
  });

  it('Controller — Disruption: up to R chosen enemies get −R to attack rolls and saves, until the burner’s next turn', async () => {
    const mira = await seeker('Mira', { role: 'controller', resonance: 1 }, { owner: player });
    const oren = await seeker('Oren', {}, { owner: other });
    const wolf = await adversary('Wolf', {}, [longsword]);
    const hound = await adversary('Hound');
    combatOf([mira, oren, wolf, hound]);
    standIn.actAs(player);
    answerDialog({ enemy0: true, enemy1: true });
    expect(await rollBurn(mira, { fastForward: false })).toBeNull(); // two enemies at Resonance 1: the dialog refuses
    expect(game.messages!.size).toBe(0);
    answerDialog({ enemy0: true });
    standIn.queueFaces(20);
    await rollBurn(mira, { fastForward: false });
    expect(surges(wolf)).toEqual([['disruption', 1, mira.uuid]]);
    expect(surges(hound)).toEqual([]);
    standIn.actAs(gm);
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: oren }]);
    standIn.queueFaces(10, 1);
    await rollAttack(wolf, weapon(wolf, 'Longsword'), { fastForward: true });
    (game.user as unknown as { targets: unknown }).targets = undefined;
    const attack = (lastMessage().rolls[0] as unknown as { resolution: AttackResult }).resolution;
    expect(attack.modifiers).toEqual([{ id: 'disruptionSurge', value: -1 }]);
    expect(surges(wolf)).toHaveLength(1); // Disruption is not used up by a roll
  });

  it('Support — Restoration: allies in the burner’s row regain R HP and +R on their next roll (then it is spent)', async () => {
    const sera = await seeker(
      'Sera',
      { role: 'support', resonance: 2, row: 'backline', hp: { value: 5, max: 12 } },
      { owner: player },
    );
    const mira = await seeker('Mira', { row: 'backline', hp: { value: 4, max: 12 } }, { owner: other });
    const oren = await seeker('Oren', { row: 'frontline', hp: { value: 4, max: 12 } }, { owner: other });
    combatOf([sera, mira, oren]);
    standIn.actAs(player);
    standIn.queueFaces(19);
    await rollBurn(sera, { fastForward: true });
    expect([sys(sera).hp.value, sys(mira).hp.value, sys(oren).hp.value]).toEqual([5, 6, 4]);
    expect(surges(mira)).toEqual([['restoration', 2, sera.uuid]]);
    standIn.actAs(other);
    standIn.queueFaces(10);
    await rollTest(mira, 'dex', { fastForward: true });
    expect((lastMessage().rolls[0] as unknown as { resolution: { total: number } }).resolution.total).toBe(10 + 2 + 2);
    expect(surgesOn(mira)).toEqual([]);
  });

  it('the world setting "Restoration Surge heals the burner" heals the burner too', async () => {
    await settings().set(SYSTEM_ID, 'relic.restorationHealsBurner', true);
    const sera = await seeker('Sera', { role: 'support', resonance: 2, hp: { value: 5, max: 12 } }, { owner: player });
    combatOf([sera]);
    standIn.actAs(player);
    standIn.queueFaces(19);
    await rollBurn(sera, { fastForward: true });
    expect(sys(sera).hp.value).toBe(7);
    expect(surges(sera)).toEqual([['restoration', 2, sera.uuid]]);
  });

  it('REL-4 every surge ends at the start of the burner’s next turn', async () => {
    const oren = await seeker('Oren', { role: 'frontline', resonance: 2 }, { owner: player });
    const mira = await seeker('Mira', { role: 'controller', resonance: 1 }, { owner: other });
    const wolf = await adversary('Wolf');
    const combat = combatOf([oren, mira, wolf]);
    await rollEveryone(combat);
    standIn.queueFaces(20);
    await rollBurn(oren, { fastForward: true });
    answerDialog({ enemy0: true });
    standIn.queueFaces(20);
    await rollBurn(mira, { fastForward: false });
    expect(surgesOn(oren)).toHaveLength(2);
    expect(surgesOn(wolf)).toHaveLength(1);
    await combat.startCombat(); // round 1: Oren's turn — his own surges end
    expect(combat.combatant!.actor).toBe(oren);
    expect(surgesOn(oren)).toEqual([]);
    expect(surgesOn(wolf)).toHaveLength(1);
    await combat.nextTurn(); // Mira's turn: her Disruption ends
    expect(surgesOn(wolf)).toEqual([]);
  });
});
