/**
 * GM-side changes a player may not make: moving Affinity dice to an ally, stabilizing a dying
 * ally, adding a part to a group roll. Each `permitted` re-derives everything from world state —
 * the requester's ownership, the engine's rules, the rolls in the messages — never from amounts
 * or outcomes in the payload.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import { applyChanges, hitdiceActorFrom, snapshotOf, stateOf } from '../data/snapshot';
import { HitdiceActionRoll } from '../dice/action-roll';
import { localizer } from '../dice/dice-view';
import { distanceYards } from '../canvas/distance';
import { describeChanges } from '../flows/describe';
import { groupOf, recordGroupPart } from '../flows/group';
import { shareAffinity, stabilize } from '../rules';
import { postNotice } from './post';

export interface SharePayload {
  giverUuid: string;
  receiverUuid: string;
  count: number;
}

export interface MessagePayload {
  messageId: string;
}

export interface GroupPartPayload {
  groupMessageId: string;
  partMessageId: string;
}

const owns = (actor: Actor.Implementation | null, user: User.Implementation) =>
  Boolean(actor?.testUserPermission(user, 'OWNER'));

function shareOf(payload: SharePayload) {
  const giver = hitdiceActorFrom(payload?.giverUuid);
  const receiver = hitdiceActorFrom(payload?.receiverUuid);
  if (!giver || !receiver || giver === receiver || String(receiver.type) !== 'hitdice-character') return null;
  if (!Number.isInteger(payload.count) || payload.count < 1) return null;
  const distance = distanceYards(giver, receiver);
  const result = shareAffinity({
    giver: snapshotOf(giver),
    receiver: snapshotOf(receiver),
    count: payload.count,
    ...(distance !== undefined ? { distanceYards: distance } : {}),
  });
  return result.ok ? { giver, receiver, result } : null;
}

export const shareAffinityQuery: GmQuery<SharePayload> = {
  permitted(payload, requester) {
    const share = shareOf(payload);
    return Boolean(share && owns(share.giver, requester));
  },
  async run(payload) {
    const { giver, receiver, result } = shareOf(payload)!;
    const t = localizer();
    await applyChanges(giver, result.giver);
    await applyChanges(receiver, result.receiver);
    await postNotice(giver, {
      title: t('MANIFOLD.hitdice.card.shareTitle', { from: giver.name ?? '', to: receiver.name ?? '' }),
      lines: [t('MANIFOLD.hitdice.card.shareLine', { count: payload.count })],
      tone: 'success',
    });
    return true;
  },
};

/** The Stabilize card's mark once the GM stabilized the ally (only the GM writes it). */
export const STABILIZED_MARK = 'stabilizeApplied';

/** The Stabilize roll of a message, the dying ally it touched, and the engine's change. */
function stabilizeOf(payload: MessagePayload) {
  const message = game.messages?.get(String(payload?.messageId ?? '')) as ChatMessage.Implementation | undefined;
  const roll = message?.rolls?.[0];
  if (!message || !(roll instanceof HitdiceActionRoll) || roll.request.source !== 'stabilize') return null;
  if (!roll.actionResult?.met || cardMark(message, STABILIZED_MARK)) return null;
  const roller = hitdiceActorFrom(roll.options.actorUuid);
  const target = hitdiceActorFrom(roll.request.targets[0]?.uuid);
  if (!roller || !target) return null;
  const result = stabilize(snapshotOf(target));
  return result.ok ? { message, roller, target, changes: result.changes } : null;
}

export const stabilizeQuery: GmQuery<MessagePayload> = {
  permitted(payload, requester) {
    const found = stabilizeOf(payload);
    return Boolean(found && found.message.author?.id === requester.id && owns(found.roller, requester));
  },
  async run(payload, requester) {
    const { message, roller, target, changes } = stabilizeOf(payload)!;
    const t = localizer();
    const undo = new UndoRecorder();
    await applyChanges(target, changes, {}, undo);
    // Recorded with the change, so undoing it brings the button back.
    await markCard(message, STABILIZED_MARK, true, undo);
    await undo.commit(message, 'MANIFOLD.hitdice.undo.stabilize', { userId: requester.id });
    await postNotice(target, {
      title: t('MANIFOLD.hitdice.card.stabilizedTitle', { name: target.name ?? '' }),
      lines: [t('MANIFOLD.hitdice.card.stabilizedLine', { by: roller.name ?? '' })],
      tone: 'success',
    });
    return describeChanges(stateOf(target), changes, t);
  },
};

/** A participant's rolled part, read from its own message, for a group roll that still awaits it. */
function partOf(payload: GroupPartPayload) {
  const groupMessage = game.messages?.get(String(payload?.groupMessageId ?? '')) as
    ChatMessage.Implementation | undefined;
  const partMessage = game.messages?.get(String(payload?.partMessageId ?? '')) as
    ChatMessage.Implementation | undefined;
  const group = groupMessage ? groupOf(groupMessage) : null;
  const roll = partMessage?.rolls?.[0];
  if (!group || !partMessage || !(roll instanceof HitdiceActionRoll) || !roll.actionResult) return null;
  if (roll.request.groupMessageId !== groupMessage!.id) return null;
  const participant = group.participants.find((p) => p.uuid === roll.options.actorUuid);
  if (!participant || participant.part) return null;
  return { groupMessage: groupMessage!, partMessage, roll, participant };
}

export const groupPartQuery: GmQuery<GroupPartPayload> = {
  permitted(payload, requester) {
    const found = partOf(payload);
    return Boolean(
      found &&
      found.partMessage.author?.id === requester.id &&
      owns(hitdiceActorFrom(found.participant.uuid), requester),
    );
  },
  async run(payload) {
    const { groupMessage, partMessage, roll, participant } = partOf(payload)!;
    const result = roll.actionResult!;
    await recordGroupPart(groupMessage, participant.uuid, {
      successes: result.successes,
      burned: result.apply.bodyBurned,
      messageId: partMessage.id!,
    });
    return true;
  },
};

export const HITDICE_QUERIES = {
  shareAffinity: shareAffinityQuery as GmQuery,
  stabilize: stabilizeQuery as GmQuery,
  groupPart: groupPartQuery as GmQuery,
};
