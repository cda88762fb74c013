/**
 * The request card: what the GM asked for, one row per actor with a roll button for
 * its owners, and per row either "waiting" or the result. Its model (card-model.ts) draws it from
 * the message's `system`, which the GM rewrites whenever an answer comes in, so every client sees
 * who has rolled and who has not.
 */
import { localize } from '../i18n';
import type { OddsTone } from '../../core/odds';
import type { RulesetRegistry } from '../registry';
import type { RollRequest, RulesetId } from '../ruleset';
import { SYSTEM_ID } from '../settings';
import { TONE_ICONS as CARD_TONE_ICONS } from '../chat/card-marks';
import { waitingRows, type RequestState } from './state';
import { REQUEST_CARD_TYPE } from './card-model';

export const REQUEST_CARD = 'systems/manifold/templates/shared/request-card.hbs';
export const REQUEST_ROLL = 'manifold.requestRoll';

/** What the card's template shows (also used by the gallery). */
/**
 * A rolled row's mark, by how the roll went (the cards' own marks): with the result's words and
 * colour, the outcome never rests on colour alone. A private roll's row, or one whose tone is
 * unknown, shows dice.
 */
const TONE_ICONS: Readonly<Record<OddsTone, string>> = { ...CARD_TONE_ICONS, neutral: 'fa-solid fa-dice' };

export function requestCardContext(state: RequestState) {
  const waiting = waitingRows(state).length;
  return {
    ruleset: state.ruleset,
    title: state.raised ? state.title : localize('MANIFOLD.requests.card.title', { request: state.title }),
    progress: localize('MANIFOLD.requests.card.progress', {
      rolled: state.rows.length - waiting,
      total: state.rows.length,
    }),
    note: state.note ?? '',
    done: waiting === 0,
    action: REQUEST_ROLL,
    rows: state.rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      rolled: Boolean(row.messageId),
      result: row.hidden ? localize('MANIFOLD.requests.card.rolledPrivately') : (row.result ?? ''),
      tone: row.hidden ? 'neutral' : (row.tone ?? 'neutral'),
      toneIcon: TONE_ICONS[row.hidden ? 'neutral' : (row.tone ?? 'neutral')],
      label: localize('MANIFOLD.requests.card.rollFor', { request: state.title, name: row.name }),
    })),
  };
}

export function requestCardHTML(state: RequestState): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(REQUEST_CARD, requestCardContext(state));
}

/** How a request card is posted besides its request: a prompt the rules raise is whispered, with a note. */
export interface PostOptions {
  /** User ids to whisper the card to (a prompt for an actor's owners); public when absent. */
  whisper?: string[];
  /** One line under the title (why it is asked, the odds). */
  note?: string;
  /** Raised by the rules, not by the GM (its title does not say "the GM asks"). */
  raised?: boolean;
}

/**
 * Posts the request for these actors. The GM asks anyone; a player only their own actors (a
 * prompt their roll raised, e.g. hitdice's Resolve check). Returns the card, or null (with a
 * warning) when nothing was posted.
 */
export async function postRequest(
  registry: RulesetRegistry,
  ruleset: RulesetId,
  request: RollRequest,
  actors: Actor.Implementation[],
  { whisper, note, raised }: PostOptions = {},
): Promise<ChatMessage.Implementation | null> {
  const user = game.user;
  if (!user?.isGM && !(actors.length && user && actors.every((a) => a.testUserPermission(user, 'OWNER')))) {
    ui.notifications?.warn('MANIFOLD.requests.refused.othersActors', { localize: true });
    return null;
  }
  const requests = registry.requestsOf(ruleset);
  const kind = requests?.kinds().find((k) => k.id === request.kind);
  const askable = actors.filter((a) => requests?.canRoll(a));
  if (!requests || !kind || !askable.length) {
    ui.notifications?.warn('MANIFOLD.requests.refused.nobody', { localize: true });
    return null;
  }
  const state: RequestState = {
    ruleset,
    kind: request.kind,
    options: request.options,
    title: requests.title(request),
    ...(note ? { note } : {}),
    ...(raised ? { raised } : {}),
    rows: [...new Map(askable.map((a) => [a.uuid, a])).values()].map((a) => ({
      uuid: a.uuid,
      name: a.name ?? '',
      messageId: null,
      result: null,
      tone: null,
      hidden: false,
    })),
  };
  return (await ChatMessage.implementation.create({
    type: REQUEST_CARD_TYPE,
    system: state,
    speaker: { alias: localize('MANIFOLD.requests.speaker') },
    ...(whisper ? { whisper } : {}),
    flags: { [SYSTEM_ID]: { ruleset } },
  })) as ChatMessage.Implementation | null;
}

/** GM: stores the new state on the card, which every client then draws again. */
export async function saveRequest(message: ChatMessage.Implementation, state: RequestState): Promise<void> {
  await message.update({ system: state });
}
