/**
 * The Undo line of a card: for each action recorded on it, an "Undo: <action>" button for the GM
 * and the user who applied it, or the note that it was undone and by whom.
 */
import { localize } from '../i18n';
import type { RulesetRegistry } from '../registry';
import { tellRefusal } from '../relay';
import { entriesOf, mayUndo, requestUndo } from './undo';
import { CARD_ICONS } from './card-marks';

export function wireUndo(
  registry: RulesetRegistry,
  message: ChatMessage.Implementation,
  html: HTMLElement,
  user: { id: string | null; isGM: boolean },
): void {
  const entries = entriesOf(message.id);
  if (!entries.length) return;
  const card = html.querySelector<HTMLElement>('.manifold-card') ?? html;
  const bar = document.createElement('div');
  bar.className = 'card-undo';
  for (const entry of entries) {
    const action = localize(entry.label);
    if (entry.undoneBy) {
      const note = document.createElement('p');
      note.className = 'card-undone';
      note.textContent = localize('MANIFOLD.undo.undone', {
        action,
        user: game.users?.get(entry.undoneBy)?.name ?? '',
      });
      bar.append(note);
    } else if (mayUndo(entry, user)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.undo = entry.id;
      button.innerHTML = `<i class="${CARD_ICONS.undo}" aria-hidden="true"></i> `;
      button.append(localize('MANIFOLD.undo.button', { action }));
      button.addEventListener('click', async (event) => {
        event.preventDefault();
        if (button.getAttribute('aria-busy') === 'true') return;
        button.setAttribute('aria-busy', 'true');
        try {
          await requestUndo(registry, message, entry.id);
          ui.notifications?.info(localize('MANIFOLD.undo.done'));
        } catch (error) {
          tellRefusal(error);
        } finally {
          button.removeAttribute('aria-busy');
        }
      });
      bar.append(button);
    }
  }
  if (bar.childElementCount) card.append(bar);
}
