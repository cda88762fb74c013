/**
 * What the rules refuse is said, not swallowed (REL-7): a notification with the engine's reason,
 * and for a GM short of actions or a reaction, or acting for a downed creature, the offer to override.
 */
import { gmConfirmsOverride } from '../../../foundry/gm-override';
import { localize } from '../../../foundry/i18n';
import type { Refusal } from '../rules';

/** REL-7 shortages and REL-10 the downed acting: the GM may let them through. */
const OVERRIDABLE: ReadonlySet<string> = new Set([
  'notEnoughActions',
  'noReaction',
  'reactionOnOwnTurn',
  'unconsciousCannotAct',
  'dyingCannotAct',
]);

export function refusalText(refusal: Pick<Refusal, 'message'>): string {
  const { key, data } = refusal.message;
  return localize(key, data);
}

export function notifyRefusal(refusal: Pick<Refusal, 'message'>): void {
  ui.notifications?.warn(refusalText(refusal));
}

/** Asks the GM whether to let a shortage or a downed creature through anyway (REL-7, REL-10). */
function gmOverrides(refusal: Refusal): Promise<boolean> {
  return OVERRIDABLE.has(refusal.reason) ? gmConfirmsOverride(refusalText(refusal)) : Promise.resolve(false);
}

/**
 * Runs an engine step; if the rules refuse it, says why — unless a GM overrides a shortage, in which
 * case the step runs again with `gmOverride`. Returns the step's success, or null.
 */
export async function allowed<T extends { ok: true }>(step: (gmOverride: boolean) => T | Refusal): Promise<T | null> {
  const first = step(false);
  if (first.ok) return first;
  if (await gmOverrides(first)) {
    const again = step(true);
    if (again.ok) return again;
    notifyRefusal(again);
    return null;
  }
  notifyRefusal(first);
  return null;
}
