/**
 * Wires the buttons of Manifold chat cards. A button is `<button type="button"
 * data-action="<ruleset>.<name>">`; the ruleset's CardAction says who may use it. Buttons a user
 * may not use are removed from their view, and a click is checked again before it runs.
 */
import type { RulesetRegistry } from '../registry';
import type { CardAction, CardActionContext } from '../ruleset';
import { tellRefusal } from '../relay';
import { hiddenFrom } from '../rolls/visibility';
import { wireUndo } from './undo-bar';
import { editedSinceRecorded } from './roll-record';
import { localize } from '../i18n';

/** Buttons every ruleset's cards share (`manifold.<name>`, e.g. a roll request's), beside the rulesets' own. */
const sharedActions = new Map<string, CardAction>();

export function registerSharedCardAction(name: string, action: CardAction): void {
  sharedActions.set(name, action);
}

/** The names of the shared buttons (the undo and permission inventories list them beside the rulesets'). */
export function sharedCardActionNames(): string[] {
  return [...sharedActions.keys()];
}

/** The action a button names: a ruleset's own, else a shared one. */
export function cardActionNamed(registry: RulesetRegistry, name: string): CardAction | undefined {
  return registry.cardAction(name) ?? sharedActions.get(name);
}

export async function wireCardActions(
  registry: RulesetRegistry,
  message: ChatMessage.Implementation,
  html: HTMLElement,
  user: User.Implementation,
): Promise<void> {
  let buttons = [...html.querySelectorAll<HTMLElement>('.manifold-card [data-action]')];
  // A blind roll's buttons are the GM's alone, whoever could otherwise press them.
  if (hiddenFrom(message, user)) {
    for (const button of buttons) button.remove();
    buttons = [];
  }
  await Promise.all(
    buttons.map(async (button) => {
      const name = button.dataset.action ?? '';
      const action = cardActionNamed(registry, name);
      if (!action) {
        // An old card's retired button would do nothing when pressed: it is not offered.
        if (registry.isRetiredCardAction(name)) button.remove();
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
