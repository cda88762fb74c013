/**
 * GM-side changes a player may not make: moving Affinity dice to an ally, stabilizing a dying
 * ally, adding a part to a group roll. Each `permitted` re-derives everything from world state —
 * the requester's ownership, the engine's rules, the GM's own copy of each roll read again —
 * never from amounts or outcomes in the payload or the message.
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import { applyChanges, hitdiceActorFrom, snapshotOf, actorStateOf } from '../data/snapshot';
import { distanceYards } from '../canvas/distance';
import { describeChanges } from '../flows/describe';
import { groupOf, recordGroupPart } from '../flows/group';
import { replayAction } from '../flows/replay';
import { shareAffinity, stabilize, STABILIZE_TIER } from '../rules';
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

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

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
    await applyChanges(giver, result.giver);
    await applyChanges(receiver, result.receiver);
    await postNotice(giver, {
      title: localize('MANIFOLD.hitdice.card.shareTitle', { from: giver.name ?? '', to: receiver.name ?? '' }),
      lines: [localize('MANIFOLD.hitdice.card.shareLine', { count: payload.count })],
      tone: 'success',
    });
    return true;
  },
};

/** The Stabilize card's mark once the GM stabilized the ally (only the GM writes it). */
export const STABILIZED_MARK = 'stabilizeApplied';

const messageById = (id: unknown) => game.messages?.get(String(id ?? '')) as ChatMessage.Implementation | undefined;

/**
 * The Stabilize roll of a message read again by the GM (replay.ts), the dying ally it touched and
 * the engine's change; a roll that did not succeed is refused.
 */
async function stabilizeOf(payload: MessagePayload) {
  const message = messageById(payload?.messageId);
  if (!message || cardMark(message, STABILIZED_MARK)) return null;
  const replayed = await replayAction(message, (_actor, recorded) => {
    const ally = record(Array.isArray(recorded.targets) ? recorded.targets[0] : null);
    if (recorded.source !== 'stabilize' || typeof ally.uuid !== 'string') return null;
    return { kind: 'stabilize', label: '', tier: STABILIZE_TIER, targets: [{ uuid: ally.uuid, name: '' }] };
  });
  if (!replayed.result.met) throw new Error('MANIFOLD.hitdice.replay.notMet');
  const target = hitdiceActorFrom(replayed.request.targets[0]?.uuid);
  if (!target) return null;
  const result = stabilize(snapshotOf(target));
  return result.ok
    ? { message, author: replayed.author, roller: replayed.actor, target, changes: result.changes }
    : null;
}

export const stabilizeQuery: GmQuery<MessagePayload> = {
  async permitted(payload, requester) {
    const found = await stabilizeOf(payload);
    return Boolean(found && found.author === requester.id && owns(found.roller, requester));
  },
  async run(payload, requester) {
    const { message, roller, target, changes } = (await stabilizeOf(payload))!;
    const undo = new UndoRecorder();
    await applyChanges(target, changes, {}, undo);
    // Recorded with the change, so undoing it brings the button back.
    await markCard(message, STABILIZED_MARK, true, undo);
    await undo.commit(message, 'MANIFOLD.hitdice.undo.stabilize', { userId: requester.id });
    await postNotice(target, {
      title: localize('MANIFOLD.hitdice.card.stabilizedTitle', { name: target.name ?? '' }),
      lines: [localize('MANIFOLD.hitdice.card.stabilizedLine', { by: roller.name ?? '' })],
      tone: 'success',
    });
    return describeChanges(actorStateOf(target), changes, localize);
  },
};

/**
 * A participant's part of a group roll that still awaits it: its roll read again by the GM from its
 * own copy (replay.ts), in the group's domain, with the participant's pool as the world has it.
 */
async function partOf(payload: GroupPartPayload) {
  const groupMessage = messageById(payload?.groupMessageId);
  const partMessage = messageById(payload?.partMessageId);
  const group = groupMessage ? groupOf(groupMessage) : null;
  if (!group || !groupMessage || !partMessage) return null;
  const replayed = await replayAction(partMessage, (_actor, recorded) =>
    recorded.groupMessageId === groupMessage.id
      ? {
          kind: 'skill',
          ...(group.skill !== 'none' ? { skill: group.skill } : {}),
          label: '',
          groupMessageId: groupMessage.id!,
          required: null,
        }
      : null,
  );
  const participant = group.participants.find((p) => p.uuid === replayed.actor.uuid);
  if (!participant || participant.part) return null;
  return { groupMessage, partMessage, author: replayed.author, result: replayed.result, participant };
}

export const groupPartQuery: GmQuery<GroupPartPayload> = {
  async permitted(payload, requester) {
    const found = await partOf(payload);
    return Boolean(found && found.author === requester.id && owns(hitdiceActorFrom(found.participant.uuid), requester));
  },
  async run(payload) {
    const { groupMessage, partMessage, result, participant } = (await partOf(payload))!;
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
