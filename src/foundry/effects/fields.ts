/**
 * The numbers an Active Effect may change in a ruleset: fields of its actor models' schemas
 * (`system.attributes.dex`, `system.bonuses.ac`), which Foundry's own change application writes
 * before derived data reads them. Each ruleset lists them in its descriptor (`effectFields`) with
 * a label, so the effect editor offers them by name and the Effects tab names them; their bounds
 * are the fields' own. Any other `system.` path a module writes applies as well.
 */

export interface EffectField {
  /** The data path a change names: `system.bonuses.ac`; a family ends in `*` (`system.stats.*`). */
  path: string;
  /** i18n key of the label the editor lists and the Effects tab shows. */
  label: string;
  /** i18n key of the heading the editor lists it under. */
  group?: string;
  /**
   * How the number reads where "+1" would mislead: an advantage, an Edge, bonus dice. i18n keys
   * formatted with {n}, the size: `more` for a positive number, `less` for a negative one, `none`
   * for zero. Without it a change reads as a signed number ("Armor +1").
   */
  reads?: EffectReads;
  /** A bonus onto a number the rules work out first (AC after armor): it starts from nothing. */
  bonus?: boolean;
  /**
   * For a bonus, the number it ends up in as the sheet shows it (the derived AC, bonus included):
   * the Effects tab then reads "base 13 · Ring of Warding +1 = 14" rather than the bonus alone.
   */
  addsTo?(actor: unknown): number | undefined;
  /**
   * The key effects named this number by before it was a field (`relic.ac`, a family
   * `cryture.stat.*`): the migration rewrites changes that still use it.
   */
  formerKey?: string;
}

export interface EffectReads {
  more: string;
  less: string;
  none: string;
}

/** The descriptor of a path: its own, or a family's (`system.stats.*` for `system.stats.Might`). */
export function findEffectField(fields: readonly EffectField[], path: string): EffectField | undefined {
  const own = fields.find((f) => f.path === path);
  if (own) return own;
  const dot = path.lastIndexOf('.');
  if (dot <= 0 || dot === path.length - 1) return undefined;
  const family = `${path.slice(0, dot)}.*`;
  return fields.find((f) => f.path === family);
}

/** A number the actor's derived data keeps under `system.derived` (what `addsTo` reads), when it has one. */
export function derivedNumber(actor: unknown, name: string): number | undefined {
  const derived = (actor as { system?: { derived?: Record<string, unknown> } } | null)?.system?.derived;
  const value = derived?.[name];
  return typeof value === 'number' ? value : undefined;
}
