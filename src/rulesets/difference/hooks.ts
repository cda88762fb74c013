/**
 * The Foundry hooks the difference ruleset listens to while it is active: the Momentum widget on
 * screen, the tracker rows' phase and action points (combat/tracker.ts), and the world hooks that
 * run on the active GM only (one client makes each change).
 */
import { showMomentumWidget } from './apps/momentum-widget';
import { wireTracker } from './combat/tracker';
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
  Hooks.on('renderCombatTracker', (_app: unknown, html: HTMLElement) => wireTracker(html));
  watchUnconscious();
}
