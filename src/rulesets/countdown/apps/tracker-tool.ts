/**
 * The world panel's tool on the token controls. Added whenever Foundry builds the scene controls
 * (first as the canvas draws, before `ready`), through the descriptor's `sceneControls`.
 */
import type { SceneControlGroup } from '../../../foundry/data/config';
import { countdownKey } from '../rules';
import { openTracker } from './world-panel';

export function addTrackerTool(controls: Record<string, SceneControlGroup>): void {
  const tools = controls.tokens?.tools;
  if (!tools) return;
  tools.countdownTracker = {
    name: 'countdownTracker',
    title: countdownKey('tracker.title'),
    icon: 'fa-solid fa-hourglass-half',
    button: true,
    order: Object.keys(tools).length + 1,
    onChange: () => openTracker(),
  };
}
