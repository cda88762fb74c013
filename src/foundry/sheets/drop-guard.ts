/**
 * What an actor sheet refuses to take: a drop by a user who may not edit the actor,
 * an item of another ruleset (types carry their ruleset's id: `relic-weapon`), and an item type
 * the actor's ruleset says it does not hold (its descriptor's `holds`: no class on a monster).
 * Refused drops create nothing; the user is told why.
 */
import { localize } from '../i18n';
import { registry } from '../registry';

const rulesetOfType = (type: unknown) => String(type ?? '').split('-')[0] ?? '';

function typeLabel(type: string): string {
  const labels = (CONFIG.Item?.typeLabels ?? {}) as Record<string, string>;
  return localize(labels[type] ?? `TYPES.Item.${type}`);
}

/** Why this item may not be dropped on this actor (already localised), or null when it may. */
export function dropRefusal(
  actor: { name?: string | null; type: unknown; isOwner: boolean },
  item: { name?: string | null; type: unknown },
): string | null {
  const names = { item: item.name ?? '', actor: actor.name ?? '' };
  if (!actor.isOwner) return localize('MANIFOLD.drop.notEditable', names);
  if (rulesetOfType(item.type) !== rulesetOfType(actor.type)) return localize('MANIFOLD.drop.otherRuleset', names);
  if (!registry.mayHold(String(actor.type), String(item.type)))
    return localize('MANIFOLD.drop.cannotHold', { ...names, type: typeLabel(String(item.type)) });
  return null;
}
