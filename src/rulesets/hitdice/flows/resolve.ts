/**
 * Resolve checks as table play (HD-7): when a result raises the round's check, the owner gets a
 * prompt — a roll request card whispered to them (src/foundry/requests) and a banner on their
 * sheet — and rolls it themselves, with the odds shown first. At most one a round: the round's
 * tally says whether it has been made.
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import { registry } from '../../../foundry/registry';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { SYSTEM_ID } from '../../../foundry/settings';
import { addressees, applyChanges, snapshotOf, actorStateOf } from '../data/snapshot';
import { postRequest, requestCardHTML } from '../../../foundry/requests/card';
import { refusalOf, reportAnswer } from '../../../foundry/requests/roll';
import { requestOf } from '../../../foundry/requests/state';
import type { RollRequest } from '../../../foundry/ruleset';
import { roundStateOf, saveRoundState, type RoundState } from '../combat/turn-state';
import { triggerWords } from '../dice/action-roll';
import { MOST_HITDICE_DICE } from '../dice/hitdice-roll';
import { HitdiceResolveRoll, type ResolveRollRequest } from '../dice/resolve-roll';
import { ignoredTriggers } from '../settings';
import {
  recordRoundEvent,
  resolveCheckOdds,
  resolveCheckRefusal,
  resolveResolveCheck,
  RESOLVE_TRIGGERS,
  type ResolveCheckRequest,
  type ResolveCheckResult,
  type RoundEvent,
  type RoundReport,
  type ResolveTrigger,
} from '../rules';
import { oddsTooltip } from '../../../foundry/odds/odds-view';
import type { RollDialogConfig } from '../../../foundry/rolls/roll-dialog';
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

/** The prompt card still waiting for this actor's pending check, or null. */
function openPrompt(actor: Actor.Implementation): ChatMessage.Implementation | null {
  const prompt = game.messages?.get(pendingCheckOf(actor)?.messageId ?? '') as ChatMessage.Implementation | undefined;
  const row = prompt ? requestOf(prompt)?.rows.find((r) => r.uuid === actor.uuid) : undefined;
  return prompt && row && !row.messageId ? prompt : null;
}

/**
 * The pending check rolled from the sheet (or a macro): the check, answering its prompt card when
 * the card still waits for it — the GM records the roll on the card, as the card's own button has
 * it (src/foundry/requests/roll.ts); without a prompt (or with one already answered), a Resolve
 * check of its own.
 */
export function pendingCheckPlan(actor: Actor.Implementation): RollPlan<ResolveRollRequest, ResolveCheckResult> | null {
  const prompt = openPrompt(actor);
  const refusal = prompt ? refusalOf(prompt, actor.uuid, game.user!) : null;
  if (refusal) {
    ui.notifications?.warn(localize(refusal, { name: actor.name ?? '' }));
    return null;
  }
  const plan = resolveCheckPlan(actor);
  if (!plan || !prompt) return plan;
  return {
    ...plan,
    async posted(made, message) {
      await plan.posted?.(made, message);
      await reportAnswer(registry, prompt, actor, message);
    },
  };
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
    rows: [{ uuid: actor.uuid, name: actor.name ?? '', messageId: null, result: null, tone: null, hidden: false }],
  });
}

/**
 * The Resolve check itself: refused before the dialog when the rules make none (collapsed, made
 * this round); the dialog with its odds; its changes applied and the round marked once the die is
 * known, recorded on its card for Undo.
 */
export function resolveCheckPlan(actor: Actor.Implementation): RollPlan<ResolveRollRequest, ResolveCheckResult> | null {
  const state = roundStateOf(actor);
  const pending = pendingCheckOf(actor);
  const request = { actor: snapshotOf(actor), round: state.tally };
  const refused = resolveCheckRefusal(request);
  if (refused) {
    ui.notifications?.warn(refusalText(refused));
    return null;
  }
  // What the check changes, recorded for its card's Undo.
  const undos = new WeakMap<object, UndoRecorder>();
  return {
    kind: 'hitdice.resolve',
    actor,
    dialog: resolveDialogConfig(actor.name ?? '', request, pending),
    request: () => ({ ...request, actorName: actor.name ?? '', triggers: pending?.triggers ?? [] }),
    resolve: resolveResolveCheck,
    mostDice: MOST_HITDICE_DICE,
    async commit(made) {
      const undo = new UndoRecorder();
      undos.set(made, undo);
      await applyChanges(actor, made.result.changes, {}, undo);
      await saveRoundState(state, { tally: made.result.round }, undo);
      if (pending) await undo.unsetFlag(actor, SYSTEM_ID, PENDING_FLAG);
      return true;
    },
    chatRoll: (made) => HitdiceResolveRoll.of(made, actor.uuid),
    async posted(made, message) {
      await undos.get(made)?.commit(message, 'MANIFOLD.hitdice.undo.resolve', { registry });
    },
  };
}
