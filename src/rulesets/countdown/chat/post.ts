/**
 * Posting countdown cards that are not rolls (the roll pipeline posts those, flows/plan.ts):
 * notices and requests (no dice) through the rolls' own card template, with the facts card
 * buttons read kept in the message's flags.
 */
import { cardMark, markCard as markSharedCard } from '../../../foundry/chat/card-state';
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { SYSTEM_ID } from '../../../foundry/settings';
import type { Card } from '../dice/card';
import type { CountdownRoll } from '../dice/countdown-roll';

export const CARD_TEMPLATE = 'systems/manifold/templates/countdown/card.hbs';

/** The countdown facts a message carries (`flags.manifold.countdown`). */
export type CardFlags = Record<string, unknown> & { kind?: string };

export function cardFlags(message: ChatMessage.Implementation | null | undefined): CardFlags {
  return ((message?.flags as Record<string, Record<string, unknown>> | undefined)?.[SYSTEM_ID]?.countdown ??
    {}) as CardFlags;
}

export function speakerFor(actor?: Actor.Implementation | null) {
  return ChatMessage.getSpeaker(actor ? { actor } : {});
}

/** The ids of every GM, for the cards only a GM reads (the morale prompt, a Second Sight question). */
export function gmIds(): string[] {
  return [...(game.users ?? [])].filter((u) => u.isGM).map((u) => u.id!);
}

/** Who speaks, who is whispered and the facts the card's buttons read. */
function messageData(
  actor: Actor.Implementation | null | undefined,
  options: { whisperGM?: boolean; flags?: CardFlags },
) {
  return {
    speaker: speakerFor(actor),
    ...(options.whisperGM ? { whisper: gmIds() } : {}),
    ...(options.flags ? { flags: { manifold: { countdown: options.flags } } } : {}),
  };
}

/** A card with no dice: a notice (death clock ticked) or a request (defend, trigger your torch). */
export async function postCard(
  card: Card,
  options: { actor?: Actor.Implementation | null; whisperGM?: boolean; flags?: CardFlags } = {},
): Promise<ChatMessage.Implementation> {
  const content = await foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, { ruleset: 'countdown', card });
  return (await ChatMessage.implementation.create({ content, ...messageData(options.actor, options) }))!;
}

/** The countdown roll a message carries, if any. */
export function rollOf<R extends CountdownRoll>(message: ChatMessage.Implementation | null | undefined): R | undefined {
  const roll = (message?.rolls as unknown[] | undefined)?.[0] as R | undefined;
  return roll && (roll.options as { ruleset?: string })?.ruleset === 'countdown' ? roll : undefined;
}

/**
 * Marks a card as done (applied, rerolled, its backlash drawn, its exploration turn passed): a
 * mark of the GM's card state (src/foundry/chat/card-state.ts), so only the GM's client writes it,
 * in the job that acts on the card. With `undo`, undoing the action brings the button back.
 */
export async function markCard(
  message: ChatMessage.Implementation,
  key: string,
  value: unknown = true,
  undo?: UndoRecorder,
): Promise<void> {
  await markSharedCard(message, key, value, undo);
}

/** A mark of the card (see markCard). */
export function cardMarked(message: ChatMessage.Implementation | null | undefined, key: string): boolean {
  return !!cardMark(message, key);
}

export function messages(): ChatMessage.Implementation[] {
  return [...((game.messages ?? []) as Iterable<ChatMessage.Implementation>)];
}
