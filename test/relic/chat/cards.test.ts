/**
 * Card buttons as different users: who sees them, what the GM does for them (through the relay,
 * re-deriving everything from the message and the world), that each applies once, and that what a
 * user may not do is refused — by the hidden button, at click time, and at the GM.
 */
import { rollActivation, rollAttack } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';

import { economyOf, writeEconomy } from '../../../src/rulesets/relic/combat/turn-state';
import { MENDING_THREAD, EMBERGLASS } from '../sample-data';
import {
  adversary,
  buttons,
  cardFor,
  clickAs,
  combatantFor,
  combatOf,
  hp,
  lastMessage,
  longsword,
  relicNamed,
  seeker,
  weapon,
  state,
  type Doc,
} from '../fixtures';

const { gm, player, other } = standIn.users;

/** The wolf (GM's) bites Oren (player's) for 6 + 1 = 7; Mira (other player's) stands beside Oren. */
async function wolfBitesOren(miraRow = 'frontline') {
  const oren = await seeker('Oren', { row: 'frontline' }, { owner: player });
  const mira = await seeker('Mira', { row: miraRow }, { owner: other });
  const wolf = await adversary('Wolf', { attributes: { fit: 1, dex: 0, wis: 0, int: 0 } });
  const combat = combatOf([oren, mira, wolf]);
  standIn.actAs(gm);
  (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: oren }]);
  standIn.queueFaces(18, 6);
  await rollAttack(wolf, weapon(wolf, 'Longsword'), { fastForward: true });
  (game.user as unknown as { targets: unknown }).targets = undefined;
  return { oren, mira, wolf, combat, message: lastMessage() };
}

describe('apply damage (the GM, or the attacker’s owner through the GM; once)', () => {
  beforeEach(() => standIn.reset());

  it('the attacker’s owner applies through the GM; others never see the button and a forged request is refused', async () => {
    const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
    const wolf = await adversary('Wolf', { resistance: 1 });
    combatOf([oren, wolf]);
    standIn.actAs(player);
    standIn.queueFaces(15, 6);
    await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
    const message = lastMessage();
    expect(buttons(await cardFor(message, other))).toEqual([]);
    expect(buttons(await cardFor(message, player))).toEqual(['relic.applyDamage']);
    // Player Two asks the GM directly, with the real message: not their attacker.
    standIn.actAs(other);
    await expect(askGM(registry, 'relic', 'applyDamage', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    expect(hp(wolf)).toBe(10);
    const card = await cardFor(message, player);
    await clickAs(player, card.querySelector('[data-action="relic.applyDamage"]'));
    expect(hp(wolf)).toBe(10 - (6 + 3 + 1 - 1));
    // Once: the button is gone for everyone, and asking again is refused.
    expect(buttons(await cardFor(message, player))).toEqual([]);
    expect(buttons(await cardFor(message, gm))).toEqual([]);
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', 'applyDamage', { messageId: message.id })).rejects.toThrow('notPermitted');
    expect(hp(wolf)).toBe(1);
    expect((await cardFor(message, gm)).querySelector('[data-relic-state]')!.textContent).toContain(
      '9 damage applied to Wolf',
    );
  });

  it('the GM re-derives the damage from the message’s dice, not from what its outcome claims', async () => {
    const { oren, message } = await wolfBitesOren();
    const roll = message.rolls[0] as unknown as { options: { outcome: { apply: { damage: number } } } };
    roll.options.outcome.apply.damage = 99;
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    expect(hp(oren)).toBe(12 - 7);
  });

  it('§6.2 damage to 0 HP → Unconscious; damage while Unconscious → Dying', async () => {
    const { oren, message } = await wolfBitesOren();
    await oren.update({ 'system.hp.value': 3 } as never);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    expect(state(oren).health).toEqual({ hp: 0, maxHp: 12, conditions: ['unconscious'] });
    standIn.queueFaces(18, 1);
    const wolf = game.actors!.getName('Wolf') as Doc;
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: oren }]);
    await rollAttack(wolf, weapon(wolf, 'Longsword'), { fastForward: true });
    await askGM(registry, 'relic', 'applyDamage', { messageId: lastMessage().id });
    expect(state(oren).health.conditions).toEqual(['dying']);
    (game.user as unknown as { targets: unknown }).targets = undefined;
  });

  it('Unconscious (1 round) under damage follows the world setting: Dying (literal, default) or an ordinary Unconscious', async () => {
    for (const [reading, expected] of [
      ['dying', ['dying']],
      ['unconscious', ['unconscious']],
    ] as const) {
      standIn.reset();
      await settings().set(SYSTEM_ID, 'relic.oneRoundDamage', reading);
      const { oren, message } = await wolfBitesOren();
      await oren.toggleStatusEffect('unconsciousOneRound', { active: true });
      await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
      expect(state(oren).health).toMatchObject({ hp: 5, conditions: expected });
    }
    await settings().set(SYSTEM_ID, 'relic.oneRoundDamage', 'dying');
  });
});

describe('§3.4 Guard Ally on the damage card', () => {
  beforeEach(() => standIn.reset());

  it('offered to the owner of another seeker in the target’s row; spends their reaction; the hit deals 1 less', async () => {
    const { oren, mira, combat, message } = await wolfBitesOren();
    expect(buttons(await cardFor(message, player))).toEqual([]); // Oren cannot guard himself
    expect(buttons(await cardFor(message, other))).toEqual(['relic.guardAlly']);
    expect(buttons(await cardFor(message, gm))).toEqual(['relic.applyDamage', 'relic.guardAlly']);
    await clickAs(other, (await cardFor(message, other)).querySelector('[data-action="relic.guardAlly"]'));
    expect(economyOf(combatantFor(combat, mira))).toEqual({ actions: 2, reactions: 0 });
    expect(buttons(await cardFor(message, gm))).toEqual(['relic.applyDamage']);
    await clickAs(gm, (await cardFor(message, gm)).querySelector('[data-action="relic.applyDamage"]'));
    expect(hp(oren)).toBe(12 - 6);
    const state = (await cardFor(message, gm)).querySelector('[data-relic-state]')!.textContent!;
    expect(state).toContain('Guard Ally by Mira');
    expect(state).toContain('6 damage applied to Oren');
  });

  it('not offered across rows; refused with the engine’s reason when the reaction is spent; a forged guard is refused', async () => {
    const far = await wolfBitesOren('backline');
    expect(buttons(await cardFor(far.message, other))).toEqual([]);
    standIn.actAs(other);
    await expect(
      askGM(registry, 'relic', 'guardAlly', { messageId: far.message.id, guardUuid: far.mira.uuid }),
    ).rejects.toThrow('notPermitted');

    standIn.reset();
    const { mira, oren, combat, message } = await wolfBitesOren();
    // Player One names Mira (not theirs) as the guard.
    standIn.actAs(player);
    await expect(
      askGM(registry, 'relic', 'guardAlly', { messageId: message.id, guardUuid: mira.uuid }),
    ).rejects.toThrow('notPermitted');
    standIn.actAs(gm);
    await writeEconomy(combatantFor(combat, mira), { actions: 2, reactions: 0 });
    await clickAs(other, (await cardFor(message, other)).querySelector('[data-action="relic.guardAlly"]'));
    expect(standIn.notifications.at(-1)!.message).toBe('The reaction for this round is already spent.');
    standIn.actAs(gm);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    expect(hp(oren)).toBe(12 - 7);
  });
});

describe('relic cards', () => {
  beforeEach(() => standIn.reset());

  it('§6.3 a relic tier that restores HP revives the Dying; only the relic user’s owner may ask, and only once', async () => {
    const oren = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: player, statuses: ['dying'] });
    const mira = await seeker('Mira', {}, { owner: other, items: [MENDING_THREAD] });
    combatOf([oren, mira]);
    standIn.actAs(other);
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: oren }]);
    standIn.queueFaces(12);
    await rollActivation(mira, relicNamed(mira, 'Mending Thread'), { fastForward: true });
    (game.user as unknown as { targets: unknown }).targets = undefined;
    const message = lastMessage();
    expect(buttons(await cardFor(message, player))).toEqual([]);
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', 'relicHeal', { messageId: message.id })).rejects.toThrow('notPermitted');
    await clickAs(other, (await cardFor(message, other)).querySelector('[data-action="relic.relicHeal"]'));
    expect(state(oren).health).toEqual({ hp: 3, maxHp: 12, conditions: [] });
    expect(buttons(await cardFor(message, other))).toEqual([]);
    standIn.actAs(other);
    await expect(askGM(registry, 'relic', 'relicHeal', { messageId: message.id })).rejects.toThrow('notPermitted');
    expect(hp(oren)).toBe(3);
  });

  it('§7.2 a lockout strain row offers to lock the relic out; the relic then refuses to activate', async () => {
    const oren = await seeker('Oren', {}, { owner: player, items: [EMBERGLASS] });
    standIn.actAs(player);
    standIn.queueFaces(1, 4);
    await rollActivation(oren, relicNamed(oren, 'Emberglass Lens'), { fastForward: true });
    const message = lastMessage();
    expect(buttons(await cardFor(message, other))).toEqual([]);
    await clickAs(player, (await cardFor(message, player)).querySelector('[data-action="relic.lockRelic"]'));
    expect(relicNamed(oren, 'Emberglass Lens').system.locked).toBe(true);
    expect(buttons(await cardFor(message, player))).toEqual([]);
    expect(await rollActivation(oren, relicNamed(oren, 'Emberglass Lens'), { fastForward: true })).toBeNull();
  });
});
