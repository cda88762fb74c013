/**
 * What the rules refuse is said, not swallowed (REL-7): a notification with the engine's reason,
 * and for a GM short of actions or a reaction, or acting for a downed creature, the offer to override.
 */
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

/** Asks the GM whether to let the spending through anyway (REL-7 "the GM may override"). */
async function gmOverrides(refusal: Refusal): Promise<boolean> {
  if (!game.user?.isGM || !OVERRIDABLE.has(refusal.reason)) return false;
  const content = `<p>${foundry.utils.escapeHTML(refusalText(refusal))}</p><p>${game.i18n!.localize('MANIFOLD.relic.override.prompt')}</p>`;
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: 'MANIFOLD.relic.override.title' },
    content,
  });
  return answer === true;
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
