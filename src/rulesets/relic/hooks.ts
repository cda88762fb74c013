/**
 * The Foundry hooks the relic ruleset listens to while it is active: the combat tracker's rows get
 * the seekers' places, rows and action pips (combat/tracker.ts).
 */
import { wireTracker } from './combat/tracker';

export function activateRelic(): void {
  Hooks.on('renderCombatTracker', (_app: unknown, html: HTMLElement) => wireTracker(html));
}
