/**
 * Chat cards that are not rolls, each a chat message type whose model draws it from its `system`
 * (cards.ts): what Apply changed and short notices (turn starts and ends, moves, summons) are
 * `cryture-note`, the opportunity attack prompt is `cryture-opportunity`. Their templates escape
 * user text.
 */
import type { AppliedTarget, NoteTone } from './note-card';
import type { OpportunityCardData } from './opportunity-card';

export const NOTE_CARD_TYPE = 'cryture-note';
export const OPPORTUNITY_CARD_TYPE = 'cryture-opportunity';

const CARD_TEMPLATES = {
  applied: 'systems/manifold/templates/cryture/applied-card.hbs',
  notice: 'systems/manifold/templates/cryture/notice-card.hbs',
  opportunity: 'systems/manifold/templates/cryture/opportunity-card.hbs',
} as const;

export async function renderCard(
  template: keyof typeof CARD_TEMPLATES,
  context: Record<string, unknown>,
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATES[template], context);
}

/** What the message of each card type holds as its `system`. */
interface CardData {
  [NOTE_CARD_TYPE]:
    | { kind: 'applied'; title: string; targets: AppliedTarget[] }
    | { kind: 'notice'; title: string; lines: string[]; tone: NoteTone };
  [OPPORTUNITY_CARD_TYPE]: OpportunityCardData;
}

/** Posts a card as the current user, spoken by the actor if given. */
export async function postCard<Type extends keyof CardData>(
  type: Type,
  system: CardData[Type],
  options: { actor?: Actor.Implementation | null } = {},
): Promise<ChatMessage.Implementation> {
  return (await ChatMessage.implementation.create({
    type,
    system,
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : undefined),
  })) as ChatMessage.Implementation;
}

/** A notice card: a title, lines of text, an optional tone. */
export function postNotice(
  title: string,
  lines: string[],
  options: { actor?: Actor.Implementation | null; tone?: NoteTone } = {},
): Promise<ChatMessage.Implementation> {
  return postCard(NOTE_CARD_TYPE, { kind: 'notice', title, lines, tone: options.tone ?? 'neutral' }, options);
}

/** What an Apply button changed, target by target. */
export function postApplied(title: string, targets: AppliedTarget[]): Promise<ChatMessage.Implementation> {
  return postCard(NOTE_CARD_TYPE, { kind: 'applied', title, targets });
}
