/**
 * Changes a player may not make themselves, made by the active GM after `permitted` re-derives
 * everything from the world: the message's author, its dice read again, the target's state.
 * Payloads name only a message (or the healer and patient); amounts are never taken from them.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { classRow, type AttackResult, type CheckResult } from '../rules';
import { derivedOf, vitalsOf } from '../data/snapshot';
import { CountdownAttackRoll } from '../dice/attack-roll';
import { CountdownCheckRoll } from '../dice/check-roll';
import { CountdownHealingRoll } from '../dice/healing-roll';
import { k } from '../dice/card';
import { cardMarked, markCard, postCard } from './post';
import { defenseHit } from './card-actions';
import { actsForRoll, characterByUuid, isAuthorOrGM, isSettled, messageById, verifiedRoll } from './checks';
import { actorByUuid } from '../../../foundry/documents/lookup';
import { damageCharacter, damageTarget, healCharacter, stabilizeBy } from '../flows/vitals';
import { partyLightQuery } from '../flows/light';
import { restTurnQuery } from '../flows/time';

interface MessagePayload {
  messageId: string;
}

function attackOf(payload: MessagePayload, requester: User.Implementation) {
  const message = messageById(payload?.messageId);
  if (!message || message.author?.id !== requester.id || isSettled(message)) return null;
  const roll = verifiedRoll(message, CountdownAttackRoll);
  if (roll && !actsForRoll(message, roll, requester)) return null;
  const result = roll?.resolved as AttackResult | undefined;
  const target = actorByUuid(roll?.request.target?.uuid);
  if (!roll || !result?.hit || !result.damage || !target) return null;
  return { message, result, target };
}

/** A player's hit on a monster (or another's character): the GM applies the dealt damage. */
export const applyAttack: GmQuery<MessagePayload> = {
  permitted: (payload, requester) => !!attackOf(payload, requester),
  async run(payload, requester) {
    const { message, result, target } = attackOf(payload, requester)!;
    const undo = new UndoRecorder();
    const applied = await damageTarget(target, result.damage!.dealt, undo);
    if (applied.ok) await markCard(message, 'applied', true, undo);
    await undo.commit(message, 'MANIFOLD.countdown.undo.damage', { userId: requester.id });
    return applied.ok;
  },
};

/** A failed defense, on the defender's own character: the GM applies it and marks the card in one job. */
export const applyDefense: GmQuery<MessagePayload> = {
  permitted: (payload, requester) => {
    const message = messageById(payload?.messageId);
    return !!message && !!defenseHit({ message, user: requester });
  },
  async run(payload, requester) {
    const message = messageById(payload.messageId)!;
    const { roll, actor } = defenseHit({ message, user: requester })!;
    const undo = new UndoRecorder();
    await markCard(message, 'applied', true, undo);
    await damageCharacter(actor, roll.resolved.damage!.dealt, undo);
    await undo.commit(message, 'MANIFOLD.countdown.undo.defense', { userId: requester.id });
    return true;
  },
};

/** The marks an author sets on their own card after acting on their own documents. */
const AUTHOR_MARKS = ['rerolled', 'backlashDrawn'] as const;

/** An author's own card marked done (a reroll made, a backlash drawn): it only takes a button away. */
export const markDoneQuery: GmQuery<{ messageId: string; key: string }> = {
  permitted(payload, requester) {
    const message = messageById(payload?.messageId);
    const key = payload?.key;
    if (!message || !(AUTHOR_MARKS as readonly unknown[]).includes(key)) return false;
    return message.author?.id === requester.id && isAuthorOrGM(message, requester) && !cardMarked(message, key);
  },
  async run(payload) {
    await markCard(messageById(payload.messageId)!, payload.key);
    return true;
  },
};

function medicineOf(payload: MessagePayload, requester: User.Implementation) {
  const message = messageById(payload?.messageId);
  if (!message || message.author?.id !== requester.id || isSettled(message)) return null;
  const roll = verifiedRoll(message, CountdownCheckRoll);
  const check = roll?.resolved as CheckResult | undefined;
  const target = characterByUuid(roll?.request.stabilizeTarget?.uuid);
  if (!roll || !check || check.outcome === 'fail' || !target || vitalsOf(target).status !== 'dying') return null;
  return { message, check, target };
}

/** An ally's passed Medicine check stabilizes a dying character (CD-5). */
export const stabilize: GmQuery<MessagePayload> = {
  permitted: (payload, requester) => !!medicineOf(payload, requester),
  async run(payload, requester) {
    const { message, check, target } = medicineOf(payload, requester)!;
    const undo = new UndoRecorder();
    const result = await stabilizeBy(target, { medicine: check }, undo);
    await markCard(message, 'applied', true, undo);
    await undo.commit(message, 'MANIFOLD.countdown.undo.stabilize', { userId: requester.id });
    return result.ok && result.stabilized;
  },
};

function healingOf(payload: MessagePayload, requester: User.Implementation) {
  const message = messageById(payload?.messageId);
  if (!message || message.author?.id !== requester.id || isSettled(message)) return null;
  const roll = verifiedRoll(message, CountdownHealingRoll);
  const target = characterByUuid(roll?.request.target.uuid);
  if (!roll || roll.resolved.healed < 1 || !target || vitalsOf(target).status === 'dead') return null;
  return { message, healed: roll.resolved.healed, target };
}

/** Healing rolled by one player for another's character. */
export const applyHealing: GmQuery<MessagePayload> = {
  permitted: (payload, requester) => !!healingOf(payload, requester),
  async run(payload, requester) {
    const { message, healed, target } = healingOf(payload, requester)!;
    const undo = new UndoRecorder();
    const result = await healCharacter(target, healed, undo);
    await markCard(message, 'applied', true, undo);
    await undo.commit(message, 'MANIFOLD.countdown.undo.healing', { userId: requester.id });
    return result.ok;
  },
};

interface SurgeryPayload {
  healerUuid: string;
  targetUuid: string;
}

function surgeryOf(payload: SurgeryPayload, requester: User.Implementation) {
  const healer = characterByUuid(payload?.healerUuid);
  const target = characterByUuid(payload?.targetUuid);
  if (!healer || !target || !healer.testUserPermission(requester, 'OWNER')) return null;
  if (!classRow(derivedOf(healer).classId)?.features.fieldSurgery?.stabilizeWithoutCheck) return null;
  if (vitalsOf(healer).status !== 'conscious' || vitalsOf(target).status !== 'dying') return null;
  return { healer, target };
}

/** Surgeon: stabilize a dying creature without a check. */
export const fieldSurgeryStabilize: GmQuery<SurgeryPayload> = {
  permitted: (payload, requester) => !!surgeryOf(payload, requester),
  async run(payload, requester) {
    const { healer, target } = surgeryOf(payload, requester)!;
    const result = await stabilizeBy(target, { fieldSurgery: true });
    await postCard(
      {
        title: k('card.fieldSurgeryTitle'),
        dice: [],
        rows: [],
        outcome: {
          label: k('card.stabilizedBy', { name: target.name ?? '', healer: healer.name ?? '' }),
          tone: 'success',
        },
        buttons: [],
      },
      { actor: healer },
    );
    return result.ok;
  },
};

export const COUNTDOWN_QUERIES = {
  applyAttack,
  stabilize,
  applyHealing,
  applyDefense,
  markDone: markDoneQuery,
  fieldSurgeryStabilize,
  partyLight: partyLightQuery,
  restTurn: restTurnQuery,
} as Record<string, GmQuery>;
