/** Chat output of actions that roll nothing (switching rows, Build Resonance, Aid …): a small card. */
import { SYSTEM_PATH } from '../../../foundry/templates';

export const ACTION_CARD = `${SYSTEM_PATH}/templates/relic/action-card.hbs`;

export interface ActionCard {
  title: string;
  subtitle?: string;
  rows?: { label: string; value: string }[];
  texts?: string[];
  tone?: 'success' | 'failure' | 'partial' | 'neutral';
  outcome?: string;
}

export function speakerOf(actor: Actor.Implementation | null) {
  return ChatMessage.getSpeaker(actor ? { actor } : undefined);
}

export async function renderActionCard(card: ActionCard): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(ACTION_CARD, { card });
}

/** Posts an action card as the acting actor. */
export async function postActionCard(actor: Actor.Implementation | null, card: ActionCard): Promise<unknown> {
  return ChatMessage.create({ content: await renderActionCard(card), speaker: speakerOf(actor) });
}
