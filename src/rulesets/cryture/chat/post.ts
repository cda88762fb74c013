/**
 * Chat cards that are not rolls (what Apply changed, turn starts and ends, summons, opportunity
 * attack prompts): rendered from their own templates, user text escaped by Handlebars.
 */
export const CARD_TEMPLATES = {
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

/** Posts a card as the current user, spoken by the actor if given. */
export async function postCard(
  template: keyof typeof CARD_TEMPLATES,
  context: Record<string, unknown>,
  options: { actor?: Actor.Implementation | null; flags?: Record<string, unknown> } = {},
): Promise<ChatMessage.Implementation> {
  const content = await renderCard(template, context);
  return (await ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : undefined),
    ...(options.flags ? { flags: { manifold: options.flags } } : {}),
  })) as ChatMessage.Implementation;
}

/** A notice card: a title, lines of text, an optional tone. */
export function postNotice(
  title: string,
  lines: string[],
  options: { actor?: Actor.Implementation | null; tone?: string } = {},
): Promise<ChatMessage.Implementation> {
  return postCard('notice', { title, lines, tone: options.tone ?? 'neutral' }, options);
}
