/** Chat output of actions that roll nothing (switching rows, Build Resonance, Aid …): a small card. */
import { RELIC_NOTE_TYPE, type ActionCard } from './note-card';

export function speakerOf(actor: Actor.Implementation | null) {
  return ChatMessage.getSpeaker(actor ? { actor } : undefined);
}

/** Posts an action card as the acting actor; its model draws it from what it shows (note-card.ts). */
export async function postActionCard(actor: Actor.Implementation | null, card: ActionCard): Promise<unknown> {
  return ChatMessage.implementation.create({ type: RELIC_NOTE_TYPE, system: card, speaker: speakerOf(actor) });
}
