/** The relic document types, by name, and small guards that read them without fvtt-types' subtype unions. */
import { itemOfType } from '../../../foundry/documents/of-type';
import { sortedItems } from '../../../foundry/documents/sorted-items';

export const RELIC_TYPES_OF = {
  seeker: 'relic-seeker',
  adversary: 'relic-adversary',
  weapon: 'relic-weapon',
  armor: 'relic-armor',
  shield: 'relic-shield',
  relic: 'relic-relic',
  feature: 'relic-feature',
  discipline: 'relic-discipline',
} as const;

export type RelicItemKind = 'weapon' | 'armor' | 'shield' | 'relic' | 'feature' | 'discipline';

export function typeOf(doc: { type?: unknown } | null | undefined): string {
  return String(doc?.type ?? '');
}

export function isSeeker(actor: { type?: unknown } | null | undefined): boolean {
  return typeOf(actor) === RELIC_TYPES_OF.seeker;
}

export function isAdversary(actor: { type?: unknown } | null | undefined): boolean {
  return typeOf(actor) === RELIC_TYPES_OF.adversary;
}

/** Whether an actor takes part in relic combat as either side. */
export function isRelicActor(actor: { type?: unknown } | null | undefined): boolean {
  return isSeeker(actor) || isAdversary(actor);
}

/** The document type of a relic item kind (`weapon` → `relic-weapon`). */
export type RelicItemType<K extends RelicItemKind> = (typeof RELIC_TYPES_OF)[K];

/** A relic item of one kind, its `system` read through the declared model. */
export type RelicItemOf<K extends RelicItemKind> = Item.OfType<RelicItemType<K>>;

/** The item read as a relic item of `kind`; null when it is none, or of another kind. */
export function relicItemOf<K extends RelicItemKind>(
  item: Item.Implementation | null | undefined,
  kind: K,
): RelicItemOf<K> | null {
  return item?.type === RELIC_TYPES_OF[kind] ? itemOfType<RelicItemType<K>>(item) : null;
}

/** The items of an actor of one relic kind, in their sheet order. */
export function itemsOf<K extends RelicItemKind>(
  actor: Actor.Implementation | null | undefined,
  kind: K,
): RelicItemOf<K>[] {
  return sortedItems(actor?.items ?? []).flatMap((item) => relicItemOf(item, kind) ?? []);
}
