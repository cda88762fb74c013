/**
 * The Effects tab of a ruleset's sample character for the gallery: a passive effect, one that
 * lasts rounds on the tracker, a disabled one, one a carried item transfers and one with a
 * change the ruleset ignores (the sheet says why).
 */
import type { SampleDocument } from './samples';
import { NEW_EFFECT_ICON } from '../../src/foundry/icons';
import { RULESETS } from '../../src/rulesets';

interface Change {
  key: string;
  value: number;
}

export function withEffects(actor: SampleDocument, passive: Change, temporary: Change): SampleDocument {
  const effect = (name: string, change: Change, extra: Record<string, unknown> = {}) => ({
    name,
    img: NEW_EFFECT_ICON,
    changes: [{ key: change.key, mode: 2, value: String(change.value) }],
    ...extra,
  });
  const source = actor as unknown as { effects?: Record<string, unknown>[]; items?: Record<string, unknown>[] };
  // A status's effect carries the status's icon, as Foundry's toggleStatusEffect makes it.
  const statuses = RULESETS.find((r) => actor.type.startsWith(`${r.id}-`))?.statusEffects ?? [];
  const withImage = (e: Record<string, unknown>) => {
    const status = statuses.find((s) => (e.statuses as string[] | undefined)?.includes(s.id));
    return e.img || !status ? e : { ...e, img: status.img };
  };
  const items = [...(source.items ?? [])];
  if (items[0]) items[0] = { ...items[0], effects: [effect('Enchantment', passive)] };
  return {
    ...actor,
    tab: 'effects',
    items,
    effects: [
      ...(source.effects ?? []).map(withImage),
      effect('Blessing', passive),
      effect('Heroism', temporary, { duration: { rounds: 3, startRound: 1, startTurn: 0 } }),
      effect('Dormant curse', { key: passive.key, value: -1 }, { disabled: true }),
      effect('Misspelt ward', { key: 'system.armour', value: 1 }),
    ],
  } as unknown as SampleDocument;
}
