/**
 * What an actor sheet refuses to take (issue 18 §3): a drop by a user who may not edit the actor,
 * and an item of another ruleset (types carry their ruleset's id: `relic-weapon`). Refused drops
 * create nothing; the user is told why.
 */
import { localize } from '../i18n';

const rulesetOfType = (type: unknown) => String(type ?? '').split('-')[0] ?? '';

/** Why this item may not be dropped on this actor (already localised), or null when it may. */
export function dropRefusal(
  actor: { name?: string | null; type: unknown; isOwner: boolean },
  item: { name?: string | null; type: unknown },
): string | null {
  if (!actor.isOwner) return localize('MANIFOLD.drop.notEditable', { actor: actor.name ?? '' });
  if (rulesetOfType(item.type) !== rulesetOfType(actor.type))
    return localize('MANIFOLD.drop.otherRuleset', { item: item.name ?? '', actor: actor.name ?? '' });
  return null;
}
