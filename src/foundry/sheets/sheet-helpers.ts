/** Behaviour shared by actor and item sheets. */
import { localize } from '../i18n';
import { oddsTooltip } from '../odds/odds-view';
import type { Rollable, RulesetDescriptor } from '../ruleset';
import { oddsVisible } from '../settings';
import { fieldResolver, invalidChanges, type CheckableSchema } from './validated-submit';
import { bindOnce } from './bind-once';

/** The ruleset id on the sheet root: the stylesheet gives each ruleset its accent from it. */
export function applyRulesetLook(element: HTMLElement, ruleset: RulesetDescriptor | undefined): void {
  if (ruleset) element.dataset.ruleset = ruleset.id;
}

/** Hover or focus on a roll button shows its headline chance, computed exactly when first needed. */
export function attachOddsTooltips(element: HTMLElement, rollables: Rollable[]): void {
  if (!oddsVisible()) return;
  const byKey = new Map(rollables.map((r) => [r.key, r]));
  for (const button of element.querySelectorAll<HTMLElement>('[data-rollable]')) {
    const rollable = byKey.get(button.dataset.rollable ?? '');
    if (!rollable?.odds || !bindOnce(button, 'odds-tooltip')) continue;
    const show = () => {
      const odds = rollable.odds?.();
      if (odds) button.dataset.tooltip = oddsTooltip(odds, localize);
    };
    button.addEventListener('pointerenter', show, { once: true });
    button.addEventListener('focus', show, { once: true });
  }
}

/** The embedded item a control belongs to (`data-item-id` on it or an ancestor). */
export function itemFromTarget(actor: Actor.Implementation, target: HTMLElement) {
  const id = target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId;
  return id ? actor.items.get(id) : undefined;
}

interface SubmittingSheet {
  document: { schema: unknown; system?: unknown };
  render(options?: boolean): Promise<unknown>;
}

/**
 * Bad input gets a clear message and loses nothing: if the raw form values break a field's rules
 * (bounds, whole numbers, choices), the user is told which and why, nothing is saved, and the
 * sheet re-renders with the stored values. Foundry would otherwise quietly clamp or round them.
 */
/**
 * The error that refuses an invalid entry. Foundry's _onSubmitForm catches it and shows its
 * message once (ui.notifications.error); notifying here as well showed the player two.
 */
export function invalidEntryError(failures: { label: string; reason: string }[]): Error {
  const detail = failures.map((f) => `${f.label}: ${f.reason}`).join('; ');
  return new Error(game.i18n!.format('MANIFOLD.sheet.invalid', { detail }));
}

export function refuseInvalidSubmit<T>(sheet: SubmittingSheet, prepare: () => T, raw: Record<string, unknown>): T {
  const failures = invalidChanges(fieldResolver(sheet.document as { schema: CheckableSchema; system?: unknown }), raw);
  if (failures.length) {
    void sheet.render(false);
    throw invalidEntryError(failures);
  }
  return prepare();
}
