/** Posting hitdice chat cards that are not rolls: notices of what a button did, and prompts. */
export const NOTICE_CARD = 'systems/manifold/templates/hitdice/chat/notice-card.hbs';

export async function renderHitdice(path: string, context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, context);
}

export interface Notice {
  title: string;
  lines: string[];
  tone?: 'success' | 'partial' | 'failure' | 'neutral';
}

/** Posts a notice card spoken by the actor (the text is escaped by the template). */
export async function postNotice(actor: Actor.Implementation | null, notice: Notice, whisper?: string[]) {
  const content = await renderHitdice(NOTICE_CARD, { ...notice, tone: notice.tone ?? 'neutral' });
  return ChatMessage.implementation.create({
    content,
    speaker: ChatMessage.getSpeaker(actor ? { actor } : undefined),
    ...(whisper ? { whisper } : {}),
    flags: { manifold: { ruleset: 'hitdice' } },
  });
}
