/**
 * The one scenario every ruleset's roll request goes through, run in the stand-in:
 * the GM posts a request for Player One's and Player Two's actors; the card lists both as waiting;
 * each player sees the roll button of their own actor only; a roll for an actor the player does not
 * own is refused with a message and changes nothing; the owner's roll is recorded with its result;
 * forged or mismatched reports through the relay are refused and leave the card as it was.
 */
import { cardText } from '../cards';
import type { OddsTone } from '../../../src/core/odds';
import { expect } from 'vitest';
import { refusedUnstamped } from '../unstamped';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { registry } from '../../../src/foundry/registry';
import { handleRelay, requestText, type RelayPayload } from '../../../src/foundry/relay';
import { postRequest } from '../../../src/foundry/requests/card';
import { REQUEST_REPORT } from '../../../src/foundry/requests/report';
import { answerRequest } from '../../../src/foundry/requests/roll';
import { requestOf, waitingRows } from '../../../src/foundry/requests/state';
import type { RollRequest, RulesetId } from '../../../src/foundry/ruleset';
import { SYSTEM_ID } from '../../../src/foundry/settings';
import { switchRuleset } from '../boot';

const { gm, player, other } = standIn.users;
type User = typeof gm;

export interface RequestCase {
  ruleset: RulesetId;
  request: RollRequest;
  /** An actor of the ruleset that can make the roll, owned by `owner`. */
  actor(name: string, owner: User): Promise<Actor.Implementation>;
  /** Faces for one roll of the request (queued before each roll). */
  faces: number[];
  /** The result line the card shows for a roll with those faces. */
  result: string | RegExp;
  /** How that roll went, as its own card colours it: the card's row shows that tone and its mark. */
  tone: OddsTone;
  /** The same roll with other options: a roll of something else answers nothing. */
  otherRoll(actor: Actor.Implementation): Promise<unknown>;
}

const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;
const warnings = () => standIn.notifications.filter((n) => n.level === 'warn').map((n) => n.message);

/** The card as this user's client shows it, wired. */
async function seenBy(card: ChatMessage.Implementation, user: User): Promise<HTMLElement> {
  const html = document.createElement('div');
  html.innerHTML = card.content ?? '';
  standIn.actAs(user);
  await wireCardActions(registry, card, html, user as never);
  return html;
}
const buttonsFor = (html: HTMLElement) =>
  [...html.querySelectorAll<HTMLElement>('[data-action="manifold.requestRoll"]')].map((b) => b.dataset.actor);

/** A report through the relay as the GM's handler receives it, stamped by `user`. */
async function reportAs(user: User, data: unknown) {
  standIn.actAs(user);
  const nonce = `n-${user.id}-${Math.random()}`;
  await user.setFlag(SYSTEM_ID, 'relay', { nonce, request: requestText('relic', REQUEST_REPORT, data) });
  standIn.actAs(gm);
  const payload: RelayPayload = { userId: user.id, nonce, ruleset: 'relic', name: REQUEST_REPORT, data };
  return handleRelay(registry, payload);
}

export async function runRequestScenario(c: RequestCase): Promise<void> {
  standIn.reset();
  standIn.actAs(gm);
  await switchRuleset(c.ruleset);
  const mine = await c.actor('Asked One', player);
  const theirs = await c.actor('Asked Two', other);

  // A player cannot ask a roll of another's actor.
  standIn.actAs(player);
  expect(await postRequest(registry, c.ruleset, c.request, [mine, theirs])).toBeNull();
  expect(warnings()).toContain('Only a GM can ask for rolls of characters you do not own.');
  expect(game.messages!.contents).toHaveLength(0);

  standIn.actAs(gm);
  const card = (await postRequest(registry, c.ruleset, c.request, [mine, theirs]))!;
  const title = requestOf(card)!.title;
  expect(title.length).toBeGreaterThan(3);
  expect(await cardText(card)).toContain(`The GM asks for: ${title}`);
  expect(await cardText(card)).toContain('0 of 2 rolled');
  // The GM sees who has not rolled.
  expect(waitingRows(requestOf(card)!).map((r) => r.name)).toEqual(['Asked One', 'Asked Two']);
  expect((await seenBy(card, gm)).querySelectorAll('.request-row.waiting')).toHaveLength(2);
  expect(buttonsFor(await seenBy(card, gm))).toEqual([mine.uuid, theirs.uuid]);
  // Each player sees the button of their own actor only.
  expect(buttonsFor(await seenBy(card, player))).toEqual([mine.uuid]);
  expect(buttonsFor(await seenBy(card, other))).toEqual([theirs.uuid]);

  // Player One asks to roll for Player Two's actor: refused with a message, nothing rolled, card unchanged.
  const before = JSON.stringify(card.toObject());
  const count = game.messages!.contents.length;
  standIn.actAs(player);
  expect(await answerRequest(registry, card, theirs.uuid, { fastForward: true })).toBeNull();
  expect(warnings()).toContain('You do not own Asked Two: only their owners (or the GM) can roll for them.');
  expect(game.messages!.contents).toHaveLength(count);
  expect(JSON.stringify(card.toObject())).toBe(before);

  // A roll of something else, made after the card, answers nothing: the GM refuses its report.
  standIn.actAs(player);
  standIn.queueFaces(...c.faces);
  await c.otherRoll(mine);
  const unrelated = lastMessage();
  expect(unrelated.id).not.toBe(card.id);
  await expect(reportAs(player, { cardId: card.id, actorUuid: mine.uuid, messageId: unrelated.id })).rejects.toThrow(
    'MANIFOLD.relay.notPermitted',
  );
  expect(JSON.stringify(card.toObject())).toBe(before);

  // Player One rolls for their own actor: the roll is posted and the card records it.
  standIn.actAs(player);
  standIn.queueFaces(...c.faces);
  const answer = await answerRequest(registry, card, mine.uuid, { fastForward: true });
  expect(answer).not.toBeNull();
  const state = requestOf(card)!;
  expect(state.rows[0]).toMatchObject({ uuid: mine.uuid, messageId: answer!.id, hidden: false });
  expect(state.rows[0]!.result).toMatch(c.result);
  expect(state.rows[0]!.tone).toBe(c.tone);
  // Coloured as the roll's own card, and not by colour alone: a mark (tick, cross…) beside the words.
  const shown = (await seenBy(card, gm)).querySelector(`[data-actor="${mine.uuid}"] .request-result`)!;
  expect([...shown.classList]).toContain(`tone-${c.tone}`);
  expect(shown.querySelector('i')!.className).not.toMatch(/fa-dice|fa-hourglass/);
  expect(await cardText(card)).toContain('1 of 2 rolled');
  expect(waitingRows(state).map((r) => r.name)).toEqual(['Asked Two']);
  expect(buttonsFor(await seenBy(card, player))).toEqual([]);
  expect(buttonsFor(await seenBy(card, gm))).toEqual([theirs.uuid]);

  // Forged reports change nothing: Player One reports their roll for Player Two's row; Player Two
  // reports Player One's roll; a payload claims to come from Player Two without their stamp.
  const recorded = JSON.stringify(card.toObject());
  await expect(reportAs(player, { cardId: card.id, actorUuid: theirs.uuid, messageId: answer!.id })).rejects.toThrow(
    'MANIFOLD.relay.notPermitted',
  );
  await expect(reportAs(other, { cardId: card.id, actorUuid: theirs.uuid, messageId: answer!.id })).rejects.toThrow(
    'MANIFOLD.relay.notPermitted',
  );
  standIn.actAs(gm);
  await refusedUnstamped(() =>
    handleRelay(registry, {
      userId: other.id,
      nonce: 'forged',
      ruleset: 'relic',
      name: REQUEST_REPORT,
      data: { cardId: card.id, actorUuid: theirs.uuid, messageId: answer!.id },
    }),
  );
  // The answered row cannot be answered again.
  standIn.actAs(player);
  expect(await answerRequest(registry, card, mine.uuid, { fastForward: true })).toBeNull();
  expect(warnings()).toContain('Asked One has already rolled for this request.');
  expect(JSON.stringify(card.toObject())).toBe(recorded);

  // Player Two rolls theirs: everyone has rolled.
  standIn.actAs(other);
  standIn.queueFaces(...c.faces);
  expect(await answerRequest(registry, card, theirs.uuid, { fastForward: true })).not.toBeNull();
  expect(await cardText(card)).toContain('2 of 2 rolled');
  expect(waitingRows(requestOf(card)!)).toEqual([]);
}
