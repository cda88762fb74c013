/**
 * `game.manifold`: what macros and modules call (a system's API on `game`, as dnd5e keeps
 * `game.dnd5e`). The system puts its own part here at init; a ruleset adds its part under its id
 * when it activates, by importing this object rather than reading `game`.
 */
import type { RulesetRegistry } from './registry';

export interface ManifoldApi {
  registry?: RulesetRegistry;
  rollFromMacro?(key: string, label: string, event?: Event): Promise<unknown>;
  /** What an item's hotbar macro calls (src/foundry/macros.ts). */
  rollItemFromMacro?(uuid: string, event?: Event): Promise<unknown>;
  /** A ruleset's own calls, under its id (`game.manifold.hitdice.groupRoll(…)`). */
  [ruleset: string]: unknown;
}

export const manifoldApi: ManifoldApi = {};

/** Makes the API reachable as `game.manifold`. */
export function publishApi(): void {
  Object.assign(game, { manifold: manifoldApi });
}
