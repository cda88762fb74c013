/**
 * Players see the active ruleset's compendiums (and shared ones); GMs see all. A pack belongs to
 * the ruleset named by its `flags.manifold.ruleset` in system.json. Pack ownership in Foundry is
 * per role, so this filters the sidebar listing; a GM can still share any pack by link or by
 * changing its ownership.
 */
import type { RulesetRegistry } from './registry';
import type { RulesetId } from './ruleset';

/** The ruleset a pack belongs to, from its manifest flags. */
export function packRuleset(pack: { metadata?: { flags?: Record<string, unknown> } } | undefined): unknown {
  return (pack?.metadata?.flags?.manifold as { ruleset?: unknown } | undefined)?.ruleset;
}

export function filterCompendiumDirectory(
  registry: RulesetRegistry,
  html: HTMLElement,
  active: RulesetId,
  isGM: boolean,
): void {
  for (const entry of html.querySelectorAll<HTMLElement>('[data-pack]')) {
    const pack = game.packs?.get(entry.dataset.pack ?? '');
    if (!registry.packVisible(packRuleset(pack), active, isGM)) entry.remove();
  }
}
