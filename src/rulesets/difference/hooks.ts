/**
 * The Foundry hooks the difference ruleset listens to while it is active: the Momentum widget on
 * screen and the world hooks that run on the active GM only (one client makes each change). The
 * tracker rows' phase and action points are drawn and wired by the system's renderCombatTracker
 * hook (combat/rules.ts).
 */
import { showMomentumWidget } from './apps/momentum-widget';
import { isDifferenceActor } from './data/snapshot';
import { onFallUnconscious } from './flows/health';

/** When Unconscious is set (token HUD, sheet or rule), the character falls Prone and drops what it holds. */
function watchUnconscious(): void {
  Hooks.on('createActiveEffect', (effect) => {
    if (!game.user?.isActiveGM) return;
    if (effect.statuses.has('unconscious') && isDifferenceActor(effect.parent)) return onFallUnconscious(effect.parent);
  });
}

export function activateDifference(): void {
  showMomentumWidget();
  watchUnconscious();
}
