/**
 * GM-side changes a player may ask for through the relay (src/foundry/relay.ts). Each `permitted`
 * re-derives everything from world state: the GM's own copy of the card's roll (never what the
 * message says now), the actor and task as they are, the stored pools.
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import type { MomentumSide } from '../rules';
import { claimableFrom } from './momentum-claim';
import { elapsedTime } from '../rules';
import { advancesWorldTime } from '../settings';
import type { TaskRollRequest } from '../dice/task-roll';
import { markState, cardStateOf } from './card-state';
import { gmMayUseDetermined, useDetermined } from './determined';
import { trustedCheckOf } from './rolled';
import { extendedTask, TASK_TYPE } from '../flows/task';
import { NOT_RECORDED, trustedRecord } from '../../../foundry/chat/roll-record';
import { actorByUuid, itemByUuid } from '../../../foundry/documents/lookup';
import { RelayRefused } from '../../../foundry/relay';
import { typeOf } from '../data/snapshot';
import { addMomentum, currentMomentum, isSide, takeMomentum } from '../flows/momentum';
import { postNote } from './post';

export interface ClaimPayload {
  messageId: string;
  side: MomentumSide;
}

export interface MessagePayload {
  messageId: string;
}

export interface SpendPayload {
  side: MomentumSide;
}

const messageOf = (id: unknown) => (typeof id === 'string' ? game.messages?.get(id) : undefined);

/** Takes the Momentum a roll earned, once. */
export const claimMomentum: GmQuery<ClaimPayload> = {
  async permitted(payload, requester) {
    const message = messageOf(payload?.messageId);
    return claimableFrom(await trustedCheckOf(message), message, payload?.side, requester);
  },
  async run(payload, requester) {
    const message = messageOf(payload.messageId)!;
    const undo = new UndoRecorder();
    await markState(message, 'momentumTaken', undo);
    const pools = await addMomentum(payload.side, 1, undo);
    await undo.commit(message, 'MANIFOLD.difference.undo.momentum', { userId: requester.id });
    return pools;
  },
};

/**
 * Determined on a failed check (card-actions.ts says who may). When the world adds Momentum
 * automatically, the success it now is takes its point in the same job.
 */
export const useDeterminedQuery: GmQuery<MessagePayload> = {
  permitted: (payload, requester) => gmMayUseDetermined(messageOf(payload?.messageId), requester),
  async run(payload, requester) {
    const message = messageOf(payload.messageId)!;
    const now = await useDetermined(message, requester);
    const gain = now.result.momentum;
    if (gain?.automatic && claimableFrom(await trustedCheckOf(message), message, gain.side, requester)) {
      await claimMomentum.run({ messageId: message.id!, side: gain.side }, requester);
    }
    return true;
  },
};

/** Spends one point: anyone the players' pool, only the GM the GM's; never below 0. */
export const spendMomentumQuery: GmQuery<SpendPayload> = {
  permitted(payload, requester) {
    const side = payload?.side;
    if (!isSide(side)) return false;
    if (side === 'gm' && !requester.isGM) return false;
    return currentMomentum()[side] >= 1;
  },
  async run(payload, requester) {
    const pools = await takeMomentum(payload.side);
    if (pools) {
      await postNote({
        title: localize('MANIFOLD.difference.momentum.spentTitle'),
        lines: [
          localize('MANIFOLD.difference.momentum.spent', {
            user: requester.name ?? '',
            side: localize(`MANIFOLD.difference.momentum.${payload.side}`),
          }),
        ],
      });
    }
    return pools;
  },
};

export interface AdvancePayload {
  messageId: string;
}

/**
 * The seconds one interval of a card's task roll adds to the clock: the task item as the world has
 * it now (its interval within the sheet's bounds), named by the GM's own copy of the roll. Null
 * when the card holds no task roll or its time was added already; refused when the GM never saw
 * the roll or its task is gone.
 */
async function intervalOf(message: ChatMessage.Implementation | undefined): Promise<number | null> {
  if (!message || cardStateOf(message).timeAdvanced) return null;
  const record = await trustedRecord(message);
  if (!record) throw new RelayRefused(NOT_RECORDED);
  const options = record.rolls.find((r) => r.options.ruleset === 'difference' && r.options.request)?.options;
  const request = options?.request as Partial<TaskRollRequest> | undefined;
  if (!request?.task || typeof request.itemUuid !== 'string') return null;
  const actor = actorByUuid(typeof options?.actorUuid === 'string' ? options.actorUuid : undefined);
  const item = itemByUuid(request.itemUuid);
  if (!actor || !item || item.parent !== actor || typeOf(item) !== TASK_TYPE) {
    throw new RelayRefused('MANIFOLD.difference.card.taskGone');
  }
  return elapsedTime(extendedTask(item, actor), 1).seconds;
}

/** Adds one Time Interval of a task roll to the world's clock, once per roll, when the world says so. */
export const advanceTime: GmQuery<AdvancePayload> = {
  async permitted(payload, requester) {
    const message = messageOf(payload?.messageId);
    if (!advancesWorldTime() || !message) return false;
    if (!requester.isGM && message.author?.id !== requester.id) return false;
    return (await intervalOf(message)) !== null;
  },
  async run(payload) {
    const message = messageOf(payload.messageId)!;
    const seconds = (await intervalOf(message))!;
    await markState(message, 'timeAdvanced');
    await game.time?.advance(seconds);
    return seconds;
  },
};

export const DIFFERENCE_QUERIES = {
  claimMomentum,
  useDetermined: useDeterminedQuery,
  spendMomentum: spendMomentumQuery,
  advanceTime,
} as Record<string, GmQuery>;
