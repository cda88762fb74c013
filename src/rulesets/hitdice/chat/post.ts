/** Posting hitdice chat cards that are not rolls: notices of what a button did, and prompts. */
export const NOTICE_CARD = 'systems/manifold/templates/hitdice/chat/notice-card.hbs';
/** The notice's chat message type (its model: notice-card.ts). */
export const NOTICE_CARD_TYPE = 'hitdice-notice';

export const NOTICE_TONES = ['success', 'partial', 'failure', 'neutral'] as const;
export type NoticeTone = (typeof NOTICE_TONES)[number];

export async function renderHitdice(path: string, context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, context);
}

export interface Notice {
  title: string;
  lines: string[];
  tone?: NoticeTone;
}

/** Posts a notice card spoken by the actor (its model draws it; the template escapes the text). */
export async function postNotice(actor: Actor.Implementation | null, notice: Notice, whisper?: string[]) {
  return ChatMessage.implementation.create({
    type: NOTICE_CARD_TYPE,
    system: { title: notice.title, lines: notice.lines, tone: notice.tone ?? 'neutral' },
    speaker: ChatMessage.getSpeaker(actor ? { actor } : undefined),
    ...(whisper ? { whisper } : {}),
    flags: { manifold: { ruleset: 'hitdice' } },
  });
}
