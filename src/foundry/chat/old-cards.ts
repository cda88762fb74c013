/**
 * Cards posted before cards were chat message types: plain messages whose card is their content or
 * their roll, with what was done kept in their flags (the first cards) or in the GM's card marks.
 * They still render, read-only: their buttons are gone (the actions that read them are the typed
 * cards' now), a note says why, and a card whose buttons were never used says its action was not
 * applied, so the GM knows to apply it by hand.
 */
import { localize } from '../i18n';
import type { RulesetRegistry } from '../registry';
import { SYSTEM_ID } from '../settings';
import { allCardStates } from './card-state';
import { RECORD_MARK } from './roll-record';

/** Whether the GM marked anything done on the card (the copy of its dice is no such mark). */
function markedDone(messageId: string | null): boolean {
  const marks = messageId ? allCardStates()[messageId] : undefined;
  return Object.keys(marks ?? {}).some((key) => key !== RECORD_MARK);
}

function note(className: string, key: string): HTMLElement {
  const line = document.createElement('p');
  line.className = className;
  line.setAttribute('role', 'note');
  line.textContent = localize(key);
  return line;
}

export function drawOldCard(registry: RulesetRegistry, message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = html.querySelector<HTMLElement>('.manifold-card');
  if (!card || card.querySelector('.card-old')) return;
  const buttons = [...card.querySelectorAll<HTMLElement>('[data-action]')];
  for (const button of buttons) button.remove();
  for (const bar of card.querySelectorAll<HTMLElement>('.card-buttons')) if (!bar.childElementCount) bar.remove();
  const flags = ((message.flags as Record<string, unknown> | undefined)?.[SYSTEM_ID] ?? {}) as Record<string, unknown>;
  const done = markedDone(message.id) || registry.all().some((ruleset) => ruleset.oldCardDone?.(flags) ?? false);
  const notes = [note('card-old', 'MANIFOLD.card.old')];
  // Its template offered a button: what the card proposed was not done before the update.
  if (buttons.length && !done) notes.push(note('card-old-pending', 'MANIFOLD.card.oldPending'));
  card.prepend(...notes);
}
