/**
 * GM-side changes a player may ask for through the relay (src/foundry/relay.ts). Each `permitted`
 * re-derives everything from world state: the message's own roll, the stored pools.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import type { MomentumSide } from '../rules';
import { momentumClaimable } from './momentum-claim';
import { elapsedTime } from '../rules';
import { advancesWorldTime } from '../settings';
import { DifferenceTaskRoll } from '../dice/task-roll';
import { markState, stateOf } from './card-state';
import { mayUseDetermined, useDetermined } from './determined';
import { addMomentum, currentMomentum, isSide, takeMomentum } from '../flows/momentum';
import { postNote } from './post';
import { t } from '../sheets/text';

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
  permitted(payload, requester) {
    return momentumClaimable(messageOf(payload?.messageId), payload?.side, requester);
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
  permitted: (payload, requester) => mayUseDetermined(messageOf(payload?.messageId), requester),
  async run(payload, requester) {
    const message = messageOf(payload.messageId)!;
    const now = await useDetermined(message, requester);
    const gain = now.result.momentum;
    if (gain?.automatic && momentumClaimable(message, gain.side, requester)) {
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
        title: t('MANIFOLD.difference.momentum.spentTitle'),
        lines: [
          t('MANIFOLD.difference.momentum.spent', {
            user: requester.name ?? '',
            side: t(`MANIFOLD.difference.momentum.${payload.side}`),
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

/** The task roll a message holds, when its time has not been added to the world's clock yet. */
function unadvancedTaskRoll(message: ChatMessage.Implementation | undefined): DifferenceTaskRoll | null {
  if (!message || stateOf(message).timeAdvanced) return null;
  const roll = ((message.rolls ?? []) as unknown[]).find(
    (r): r is DifferenceTaskRoll => r instanceof DifferenceTaskRoll,
  );
  return roll?.outcome ? roll : null;
}

/** Adds one Time Interval of a task roll to the world's clock, once per roll, when the world says so. */
export const advanceTime: GmQuery<AdvancePayload> = {
  permitted(payload, requester) {
    const message = messageOf(payload?.messageId);
    if (!advancesWorldTime() || !unadvancedTaskRoll(message)) return false;
    return requester.isGM || message?.author?.id === requester.id;
  },
  async run(payload) {
    const message = messageOf(payload.messageId)!;
    const roll = unadvancedTaskRoll(message)!;
    await markState(message, 'timeAdvanced');
    const seconds = elapsedTime(roll.request.task, 1).seconds;
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
