/**
 * Manifold's tools on Foundry's scene controls: the GM's request tool and the active ruleset's
 * own (its descriptor's `sceneControls`). Called from `getSceneControlButtons`, registered at
 * import, because Foundry builds the controls as the canvas draws, before `ready`.
 */
import type { SceneControlGroup } from './data/config';
import type { RulesetRegistry } from './registry';
import { addRequestTool } from './requests';
import type { RulesetId } from './ruleset';

export function addSceneTools(
  controls: Record<string, SceneControlGroup> | undefined,
  registry: RulesetRegistry,
  ruleset: RulesetId,
): void {
  addRequestTool(controls, registry, ruleset);
  if (controls) registry.get(ruleset).sceneControls?.(controls);
}
