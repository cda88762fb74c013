/** Behaviour shared by actor and item sheets. */
import { localize } from '../i18n';
import { oddsTooltip, type Localize } from '../odds/odds-view';
import type { Rollable, RulesetDescriptor } from '../ruleset';
import { oddsVisible } from '../settings';
import { fieldResolver, invalidChanges, type CheckableSchema } from './validated-submit';

export function localizer(): Localize {
  return (key, data) => localize(key, data);
}

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
    if (!rollable?.odds) continue;
    const show = () => {
      const odds = rollable.odds?.();
      if (odds) button.dataset.tooltip = oddsTooltip(odds, localizer());
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
export function refuseInvalidSubmit<T>(sheet: SubmittingSheet, prepare: () => T, raw: Record<string, unknown>): T {
  const failures = invalidChanges(fieldResolver(sheet.document as { schema: CheckableSchema; system?: unknown }), raw);
  if (failures.length) {
    const detail = failures.map((f) => `${f.label}: ${f.reason}`).join('; ');
    ui.notifications?.error(game.i18n!.format('MANIFOLD.sheet.invalid', { detail }));
    void sheet.render(false);
    throw new Error(detail);
  }
  return prepare();
}
