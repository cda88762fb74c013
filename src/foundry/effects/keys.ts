/**
 * The numbers an Active Effect may change in a ruleset: each ruleset declares its keys (with a
 * label and the bounds of the number they change) in its descriptor, and its derived data applies
 * them through an EffectLedger. Keys are `<ruleset>.<name>` and are not data paths: Foundry never
 * writes them onto the actor (ManifoldActiveEffect#apply skips them). Free keys (`system.<path>`)
 * stay possible for the GM and are applied by Foundry itself.
 */

export interface EffectKeyDescriptor {
  /** `<ruleset id>.<name>`, e.g. `relic.ac`. */
  key: string;
  /** i18n key of the label the effect editor lists. */
  label: string;
  /** i18n key of the group heading the key is listed under in the editor. */
  group?: string;
  /** Bounds of the number after the change (the model's bounds): outside them the change is ignored. */
  min?: number;
  max?: number;
  /**
   * How the key's number reads where "+1" would mislead: an advantage, an Edge, bonus dice. i18n
   * keys formatted with {n}, the size: `more` for a positive number, `less` for a negative one,
   * `none` for zero. Without it a change reads as a signed number ("Armor +1").
   */
  reads?: EffectReads;
}

export interface EffectReads {
  more: string;
  less: string;
  none: string;
}

/** Free keys: data paths Foundry's own change application writes before derived data. */
export const FREE_KEY_PREFIX = 'system.';

export function isFreeKey(key: string): boolean {
  return key.startsWith(FREE_KEY_PREFIX);
}

/** A ruleset's keys by key, built once per ruleset (derived data looks keys up on every pass). */
export type EffectKeyTable = ReadonlyMap<string, EffectKeyDescriptor>;

export function effectKeyTable(keys: readonly EffectKeyDescriptor[]): EffectKeyTable {
  return new Map(keys.map((k) => [k.key, k]));
}

/**
 * The descriptor of a key: its own, or a family's whose last part is `*` (`cryture.stat.*` for
 * stats each document names itself, `cryture.stat.Might`).
 */
export function findEffectKey(table: EffectKeyTable, key: string): EffectKeyDescriptor | undefined {
  const own = table.get(key);
  if (own) return own;
  const dot = key.lastIndexOf('.');
  return dot > 0 && dot < key.length - 1 ? table.get(`${key.slice(0, dot)}.*`) : undefined;
}
