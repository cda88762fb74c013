/**
 * Writes what has been done with a relic roll card (from the GM's card marks, card-state.ts) into
 * the card's state footer each time the message renders. Text only (textContent): names are user text.
 */
import { relicText } from '../text';
import { cardStateOf, type CardState } from './card-state';

const EVENT_LABELS = new Set(['collapsed', 'dying', 'healed', 'revived', 'woke']);

/** The lines a card's state reads as. */
export function stateLines(state: CardState): string[] {
  const lines: string[] = [];
  if (state.guard) lines.push(relicText('state.guarded', { guard: state.guard.name, damage: state.guard.damage }));
  if (state.damage) {
    const events = state.damage.events
      .filter((e) => EVENT_LABELS.has(e))
      .map((e) => relicText(`event.${e}`))
      .join(', ');
    lines.push(
      relicText('state.damageApplied', { damage: state.damage.amount, target: state.damage.target }) +
        (events ? ` — ${events}` : ''),
    );
  }
  if (state.burn) lines.push(relicText('state.burnApplied'));
  if (state.heal) lines.push(relicText('state.healed', { hp: state.heal.amount, target: state.heal.target }));
  if (state.locked) lines.push(relicText('state.locked', { relic: state.locked.relic }));
  return lines;
}

export function decorateRelicCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const footer = html.querySelector<HTMLElement>('.relic-card [data-relic-state]');
  if (!footer) return;
  footer.replaceChildren(
    ...stateLines(cardStateOf(message)).map((line) => {
      const p = document.createElement('p');
      p.className = 'relic-card-done';
      p.textContent = line;
      return p;
    }),
  );
}
