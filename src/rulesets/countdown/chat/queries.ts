/**
 * Changes a player may not make themselves, made by the active GM after `permitted` rebuilds
 * everything from the GM's own copy of the roll and the world (rebuild.ts): nothing a message
 * says is believed but which message it is. Payloads name only a message (or the healer and
 * patient); amounts are never taken from them.
 */
import { countdownText } from '../text';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { classRow } from '../rules';
import { derivedOf, vitalsOf } from '../data/snapshot';
import { cardMarked, markCard, postCard } from './post';
import { characterByUuid, isAuthorOrGM, isSettled, messageById } from './checks';
import { rebuiltAttack, rebuiltDefense, rebuiltHealing, rebuiltMedicine } from './rebuild';
import { damageCharacter, damageTarget, healCharacter, stabilizeBy } from '../flows/vitals';
import { partyLightQuery } from '../flows/light';
import { restTurnQuery } from '../flows/time';

interface MessagePayload {
  messageId: string;
}

/** The requester's own unsettled card, if the payload names one. */
function ownCard(payload: MessagePayload, requester: User.Implementation) {
  const message = messageById(payload?.messageId);
  return message && message.author?.id === requester.id && !isSettled(message) ? message : null;
}

async function attackOf(payload: MessagePayload, requester: User.Implementation) {
  const message = ownCard(payload, requester);
  const rebuilt = message && (await rebuiltAttack(message, requester));
  const damage = rebuilt?.result.hit ? rebuilt.result.damage?.dealt : undefined;
  if (!message || !rebuilt?.target || !damage) return null;
  return { message, damage, target: rebuilt.target };
}

/** A player's hit on a monster (or another's character): the GM applies the damage the world and dice give. */
export const applyAttack: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => !!(await attackOf(payload, requester)),
  async run(payload, requester) {
    const { message, damage, target } = (await attackOf(payload, requester))!;
    const undo = new UndoRecorder();
    const applied = await damageTarget(target, damage, undo);
    if (applied.ok) await markCard(message, 'applied', true, undo);
    await undo.commit(message, 'MANIFOLD.countdown.undo.damage', { userId: requester.id });
    return applied.ok;
  },
};

async function defenseOf(payload: MessagePayload, requester: User.Implementation) {
  const message = messageById(payload?.messageId);
  if (!message || isSettled(message) || !isAuthorOrGM(message, requester)) return null;
  const rebuilt = await rebuiltDefense(message, requester);
  const damage = rebuilt && !rebuilt.result.avoided ? rebuilt.result.damage?.dealt : undefined;
  return rebuilt && damage ? { message, damage, defender: rebuilt.defender } : null;
}

/** A failed defense, on the defender's own character: the GM applies it and marks the card in one job. */
export const applyDefense: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => !!(await defenseOf(payload, requester)),
  async run(payload, requester) {
    const { message, damage, defender } = (await defenseOf(payload, requester))!;
    const undo = new UndoRecorder();
    await markCard(message, 'applied', true, undo);
    await damageCharacter(defender, damage, undo);
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

async function medicineOf(payload: MessagePayload, requester: User.Implementation) {
  const message = ownCard(payload, requester);
  const rebuilt = message && (await rebuiltMedicine(message, requester));
  if (!message || !rebuilt || rebuilt.check.outcome === 'fail' || vitalsOf(rebuilt.patient).status !== 'dying')
    return null;
  return { message, check: rebuilt.check, target: rebuilt.patient };
}

/** An ally's passed Medicine check stabilizes a dying character (CD-5). */
export const stabilize: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => !!(await medicineOf(payload, requester)),
  async run(payload, requester) {
    const { message, check, target } = (await medicineOf(payload, requester))!;
    const undo = new UndoRecorder();
    const result = await stabilizeBy(target, { medicine: check }, undo);
    await markCard(message, 'applied', true, undo);
    await undo.commit(message, 'MANIFOLD.countdown.undo.stabilize', { userId: requester.id });
    return result.ok && result.stabilized;
  },
};

async function healingOf(payload: MessagePayload, requester: User.Implementation) {
  const message = ownCard(payload, requester);
  const rebuilt = message && (await rebuiltHealing(message, requester));
  if (!message || !rebuilt || rebuilt.outcome.healed < 1 || vitalsOf(rebuilt.patient).status === 'dead') return null;
  return { message, healed: rebuilt.outcome.healed, target: rebuilt.patient };
}

/** Healing rolled by one player for another's character. */
export const applyHealing: GmQuery<MessagePayload> = {
  permitted: async (payload, requester) => !!(await healingOf(payload, requester)),
  async run(payload, requester) {
    const { message, healed, target } = (await healingOf(payload, requester))!;
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
        title: countdownText('card.fieldSurgeryTitle'),
        rows: [],
        outcome: {
          label: countdownText('card.stabilizedBy', { name: target.name ?? '', healer: healer.name ?? '' }),
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
