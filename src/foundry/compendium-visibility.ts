/**
 * Players see the active ruleset's compendiums (and shared ones); GMs see all. A pack belongs to
 * the ruleset named by its `flags.manifold.ruleset` in system.json. Pack ownership in Foundry is
 * per role, so this filters the sidebar listing; a GM can still share any pack by link or by
 * changing its ownership.
 */
import { compendiumEntries } from './compat';
import type { RulesetRegistry } from './registry';
import type { RulesetId } from './ruleset';

/** The ruleset a pack belongs to, from its manifest flags. */
export function packRuleset(pack: { metadata?: { flags?: object } } | undefined): unknown {
  const flags: { manifold?: { ruleset?: unknown } } | undefined = pack?.metadata?.flags;
  return flags?.manifold?.ruleset;
}

export function filterCompendiumDirectory(
  registry: RulesetRegistry,
  html: HTMLElement,
  active: RulesetId,
  isGM: boolean,
): void {
  for (const { element, pack } of compendiumEntries(html)) {
    if (!registry.packVisible(packRuleset(game.packs?.get(pack)), active, isGM)) element.remove();
  }
}
