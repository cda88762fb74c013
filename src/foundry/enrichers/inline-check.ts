/**
 * Clicking (or pressing Enter on) an inline check `[[/check …]]` runs that check for the clicking
 * user's own character, through the ruleset's rollables (the same rolls its sheet makes). No
 * character, a character of another ruleset, or one that cannot make that check: the user is told.
 */
import { rollRollable } from '../rolls/pipeline';
import type { RulesetRegistry } from '../registry';
import { isRulesetId } from '../ruleset';
import { shouldSkipDialog } from '../settings';

export async function runInlineCheck(registry: RulesetRegistry, link: HTMLElement, event?: Event): Promise<unknown> {
  const key = link.dataset.manifoldCheck ?? '';
  const rulesetId = link.dataset.ruleset;
  if (!isRulesetId(rulesetId)) return null;
  const descriptor = registry.get(rulesetId);
  const label = descriptor.references?.checkLabel(key) ?? key;
  const actor = (game.user?.character as Actor.Implementation | null | undefined) ?? null;
  if (!actor) {
    ui.notifications?.warn('MANIFOLD.enrichers.noCharacter', { localize: true });
    return null;
  }
  const ruleset = game.i18n!.localize(descriptor.label);
  if (registry.rulesetOfType(actor.type)?.id !== rulesetId) {
    ui.notifications?.warn(
      game.i18n!.format('MANIFOLD.enrichers.wrongCharacter', { actor: actor.name ?? '', ruleset }),
    );
    return null;
  }
  const rollable = registry.rollablesOf(actor).find((r) => r.key === key);
  if (!rollable) {
    ui.notifications?.warn(game.i18n!.format('MANIFOLD.macro.cannotRoll', { actor: actor.name ?? '', roll: label }));
    return null;
  }
  return rollRollable(rollable, { fastForward: shouldSkipDialog(event as MouseEvent | undefined), event });
}

/** One listener on the page for every inline check, wherever it is rendered (journal, chat, sheet). */
export function listenForInlineChecks(registry: RulesetRegistry, root: HTMLElement = document.body): void {
  const handle = (event: Event) => {
    const link = (event.target as HTMLElement | null)?.closest?.<HTMLElement>('a.manifold-check[data-manifold-check]');
    if (!link) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    return runInlineCheck(registry, link, event);
  };
  root.addEventListener('click', handle);
  root.addEventListener('keydown', handle);
}
