/**
 * Writes what has been done with a relic card (from its message's flags) into the card's state
 * footer each time the message renders. Text only (textContent): names are user text.
 */
import { t } from '../dice/card';
import { cardState, type CardState } from './card-state';

const EVENT_LABELS = new Set(['collapsed', 'dying', 'healed', 'revived', 'woke']);

/** The lines a card's state reads as. */
export function stateLines(state: CardState): string[] {
  const lines: string[] = [];
  if (state.guard) lines.push(t('state.guarded', { guard: state.guard.name, damage: state.guard.damage }));
  if (state.damage) {
    const events = state.damage.events
      .filter((e) => EVENT_LABELS.has(e))
      .map((e) => t(`event.${e}`))
      .join(', ');
    lines.push(
      t('state.damageApplied', { damage: state.damage.amount, target: state.damage.target }) +
        (events ? ` — ${events}` : ''),
    );
  }
  if (state.burn) lines.push(t('state.burnApplied'));
  if (state.heal) lines.push(t('state.healed', { hp: state.heal.amount, target: state.heal.target }));
  if (state.locked) lines.push(t('state.locked', { relic: state.locked.relic }));
  return lines;
}

export function decorateRelicCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const footer = html.querySelector<HTMLElement>('.relic-card [data-relic-state]');
  if (!footer) return;
  footer.replaceChildren(
    ...stateLines(cardState(message)).map((line) => {
      const p = document.createElement('p');
      p.className = 'relic-card-done';
      p.textContent = line;
      return p;
    }),
  );
}
