/** The relic document types, by name, and small guards that read them without fvtt-types' subtype unions. */
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

/** The items of an actor of one relic kind. */
export function itemsOf<T = Record<string, unknown>>(
  actor: { items: Iterable<unknown> } | null | undefined,
  kind: RelicItemKind,
): (Item.Implementation & { system: T })[] {
  const out: (Item.Implementation & { system: T })[] = [];
  for (const item of actor?.items ?? []) {
    if (typeOf(item as { type?: unknown }) === RELIC_TYPES_OF[kind])
      out.push(item as Item.Implementation & { system: T });
  }
  return out;
}
