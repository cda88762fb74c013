/** World hooks of the active ruleset, run on the active GM only (one client makes each change). */
import { isDifferenceActor } from './snapshot';
import { onFallUnconscious } from './health';
import type { EffectLike } from './effects';

/** When Unconscious is set (token HUD, sheet or rule), the character falls Prone and drops what it holds. */
export function watchUnconscious(): void {
  Hooks.on('createActiveEffect', (effect: unknown) => {
    if (!game.user?.isActiveGM) return;
    const e = effect as EffectLike & { parent?: Actor.Implementation };
    if (!e.statuses?.has('unconscious') || !isDifferenceActor(e.parent)) return;
    void onFallUnconscious(e.parent as Actor.Implementation);
  });
}
