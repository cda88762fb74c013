/**
 * Resolve checks as table play (HD-7): when a result raises the round's check, the owner gets a
 * prompt — a roll request card whispered to them (src/foundry/requests) and a banner on their
 * sheet — and rolls it themselves, with the odds shown first. At most one a round: the round's
 * tally says whether it has been made.
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import { registry } from '../../../foundry/registry';
import { messageVisibility } from '../../../foundry/rolls/visibility';
import { SYSTEM_ID } from '../../../foundry/settings';
import { addressees, applyChanges, snapshotOf, actorStateOf } from '../data/snapshot';
import { postRequest, requestCardHTML } from '../../../foundry/requests/card';
import { answerRequest } from '../../../foundry/requests/roll';
import { requestOf } from '../../../foundry/requests/state';
import type { RollRequest } from '../../../foundry/ruleset';
import { roundStateOf, saveRoundState, type RoundState } from '../combat/turn-state';
import { triggerWords } from '../dice/action-roll';
import { HitdiceResolveRoll } from '../dice/resolve-roll';
import { ignoredTriggers } from '../settings';
import {
  recordRoundEvent,
  resolveCheckOdds,
  resolveCheckRefusal,
  RESOLVE_TRIGGERS,
  type ResolveCheckRequest,
  type RoundEvent,
  type RoundReport,
  type ResolveTrigger,
} from '../rules';
import { oddsTooltip } from '../../../foundry/odds/odds-view';
import type { RollDialogConfig } from '../../../foundry/rolls/roll-dialog';
import { configureRoll } from '../../../foundry/rolls/configure';
import { refusalText } from './dialog';

const PENDING_FLAG = 'hitdiceCheck';

export interface PendingCheck {
  messageId: string;
  triggers: ResolveTrigger[];
}

export function pendingCheckOf(actor: Actor.Implementation): PendingCheck | null {
  const stored = actor.getFlag(SYSTEM_ID, PENDING_FLAG) as PendingCheck | undefined;
  if (!stored || typeof stored.messageId !== 'string') return null;
  const triggers = (Array.isArray(stored.triggers) ? stored.triggers : []).filter((t) =>
    (RESOLVE_TRIGGERS as readonly string[]).includes(t),
  );
  return { messageId: stored.messageId, triggers };
}

/** The Resolve check a round's trigger raised, as a roll request: the reasons in its title. */
export function resolvePromptRequest(triggers: ResolveTrigger[]): RollRequest {
  return { kind: 'resolve', options: { because: triggerWords(triggers, localize) } };
}

/** The prompt's note: the odds of losing, holding or gaining Resolve. */
function promptNote(actor: Actor.Implementation): string {
  return oddsTooltip(resolveCheckOdds({ actor: snapshotOf(actor) }), localize);
}

/**
 * Posts the prompt — a request card whispered to the actor's owners, its row's button theirs — and
 * marks the check pending on the actor (recorded, when `undo` is given).
 */
export async function promptResolveCheck(actor: Actor.Implementation, triggers: ResolveTrigger[], undo?: UndoRecorder) {
  const message = await postRequest(registry, 'hitdice', resolvePromptRequest(triggers), [actor], {
    whisper: addressees(actor),
    note: promptNote(actor),
    raised: true,
  });
  if (message) {
    const pending: PendingCheck = { messageId: message.id!, triggers };
    if (undo) await undo.update(actor, { flags: { [SYSTEM_ID]: { [PENDING_FLAG]: pending } } });
    else await actor.setFlag(SYSTEM_ID, PENDING_FLAG, pending);
  }
  return message;
}

/**
 * The pending check rolled from the sheet: through its prompt card, so the card is marked too;
 * without a prompt (or with one already answered), a Resolve check of its own.
 */
export async function rollPendingCheck(actor: Actor.Implementation, { fastForward = false } = {}) {
  const prompt = game.messages?.get(pendingCheckOf(actor)?.messageId ?? '') as ChatMessage.Implementation | undefined;
  const row = prompt ? requestOf(prompt)?.rows.find((r) => r.uuid === actor.uuid) : undefined;
  if (prompt && row && !row.messageId) return answerRequest(registry, prompt, actor.uuid, { fastForward });
  return rollResolveCheck(actor, { fastForward });
}

/** Stores a result's round tally and prompts the check when the result raised it. */
export async function settleRound(actor: Actor.Implementation, state: RoundState, report: RoundReport): Promise<void> {
  await saveRoundState(state, { tally: report.tally });
  if (report.resolveCheck) await promptResolveCheck(actor, report.triggers);
}

/** Records an event that is not a roll (an enemy effect raised by the GM, dying at the turn's start). */
export async function raiseRoundEvent(actor: Actor.Implementation, event: RoundEvent): Promise<RoundReport> {
  const state = roundStateOf(actor);
  const report = recordRoundEvent(actorStateOf(actor), state.tally, event, ignoredTriggers());
  await settleRound(actor, state, report);
  return report;
}

/** The Resolve check's dialog: why it is due, and the odds of losing, holding or gaining Resolve. */
export function resolveDialogConfig(
  name: string,
  request: ResolveCheckRequest,
  pending: PendingCheck | null,
): RollDialogConfig {
  return {
    title: localize('MANIFOLD.hitdice.card.resolveTitle', { name }),
    fields: [],
    evaluate: () => ({
      odds: resolveCheckOdds(request),
      notes: pending?.triggers.length
        ? [{ label: 'MANIFOLD.hitdice.dialog.because', value: triggerWords(pending.triggers, localize) }]
        : [],
    }),
  };
}

/** The prompt card's HTML as posted (the gallery shows it). */
export function resolvePromptHTML(actor: Actor.Implementation, triggers: ResolveTrigger[]): Promise<string> {
  const request = resolvePromptRequest(triggers);
  return requestCardHTML({
    ruleset: 'hitdice',
    ...request,
    title: registry.requestsOf('hitdice')!.title(request),
    note: promptNote(actor),
    raised: true,
    rows: [{ uuid: actor.uuid, name: actor.name ?? '', messageId: null, result: null, hidden: false }],
  });
}

/** The Resolve check itself: dialog with odds, the roll, its changes and the round marked. */
export async function rollResolveCheck(actor: Actor.Implementation, { fastForward = false } = {}) {
  const state = roundStateOf(actor);
  const pending = pendingCheckOf(actor);
  const request = { actor: snapshotOf(actor), round: state.tally };
  const refused = resolveCheckRefusal(request);
  if (refused) {
    ui.notifications?.warn(refusalText(refused));
    return null;
  }
  const values = await configureRoll(resolveDialogConfig(actor.name ?? '', request, pending), { fastForward });
  if (!values) return null;
  const roll = await HitdiceResolveRoll.resolve(
    { ...request, actorName: actor.name ?? '', triggers: pending?.triggers ?? [] },
    actor.uuid,
  );
  const message = await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }) }, messageVisibility(values));
  const check = roll.check!;
  // What the check changes is recorded on its card, for Undo.
  const undo = new UndoRecorder();
  await applyChanges(actor, check.changes, {}, undo);
  await saveRoundState(state, { tally: check.round }, undo);
  if (pending) await undo.unsetFlag(actor, SYSTEM_ID, PENDING_FLAG);
  if (message) await undo.commit(message as ChatMessage.Implementation, 'MANIFOLD.hitdice.undo.resolve', { registry });
  return message;
}
