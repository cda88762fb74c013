/**
 * Draws a Manifold chat card for one user and wires its buttons, from `renderChatMessageHTML`.
 * The card's model (card-model.ts) draws its body and owns its buttons: a button is
 * `<button type="button" data-action="<name>">` and runs only if the model has an action of that
 * name. Buttons a user may not use are removed from their view, and a click is checked again
 * before it runs. A card posted before cards were chat message types is drawn read-only
 * (old-cards.ts).
 */
import type { RulesetRegistry } from '../registry';
import type { CardActionContext } from '../ruleset';
import { tellRefusal } from '../relay';
import { hiddenFrom } from '../rolls/visibility';
import { wireUndo } from './undo-bar';
import { editedSinceRecorded } from './roll-record';
import { localize } from '../i18n';
import { cardModelOf } from './card-model';
import { drawOldCard } from './old-cards';

export async function wireCardActions(
  registry: RulesetRegistry,
  message: ChatMessage.Implementation,
  html: HTMLElement,
  user: User.Implementation,
): Promise<void> {
  const model = cardModelOf(message);
  if (!model) return drawOldCard(registry, message, html);
  const body = await model.renderBody();
  if (body !== null) (html.querySelector('.message-content') ?? html).innerHTML = body;
  let buttons = [...html.querySelectorAll<HTMLElement>('.manifold-card [data-action]')];
  // A blind roll's buttons are the GM's alone, whoever could otherwise press them.
  if (hiddenFrom(message, user)) {
    for (const button of buttons) button.remove();
    buttons = [];
  }
  await Promise.all(
    buttons.map(async (button) => {
      const name = button.dataset.action ?? '';
      const action = model.action(name);
      if (!action) {
        // Not this card's button (a retired one, or one written into its data): never offered. Our
        // buttons are named `<ruleset>.<name>`; a control without a dot is Foundry's, left alone.
        if (name.includes('.')) button.remove();
        return;
      }
      const context: CardActionContext = { message, button, user };
      if (!(await action.permitted(context))) {
        button.remove();
        return;
      }
      button.addEventListener('click', async (event) => {
        event.preventDefault();
        if (button.getAttribute('aria-busy') === 'true') return;
        button.setAttribute('aria-busy', 'true');
        try {
          if (!(await action.permitted({ ...context, event }))) {
            ui.notifications?.warn('MANIFOLD.card.notPermitted', { localize: true });
            return;
          }
          await action.run({ ...context, event });
        } catch (error) {
          tellRefusal(error);
        } finally {
          button.removeAttribute('aria-busy');
        }
      });
    }),
  );
  // Cards with no buttons left lose the empty button bar.
  for (const bar of html.querySelectorAll<HTMLElement>('.manifold-card .card-buttons')) {
    if (!bar.querySelector('[data-action]')) bar.remove();
  }
  // A blind roll's undo, like its buttons, is the GM's.
  if (!hiddenFrom(message, user)) wireUndo(registry, message, html, user);
  if (editedSinceRecorded(message)) markEdited(html);
}

/** Tells everyone that a card was rewritten after it was rolled: the GM goes by the roll as it was made. */
function markEdited(html: HTMLElement): void {
  const card = html.querySelector<HTMLElement>('.manifold-card');
  if (!card || card.querySelector('.card-edited')) return;
  const note = document.createElement('p');
  note.className = 'card-edited';
  note.setAttribute('role', 'note');
  note.textContent = localize('MANIFOLD.card.edited');
  card.prepend(note);
}
