/**
 * A relic: its type (matched by Synchronizations, §7.3), the attribute it activates with, what each
 * activation tier does (text, and the HP it restores, if any — §6.3 lets such relics revive the
 * Dying) and its own 6-row strain table (REL-3). The texts are the relic's data (ALL-3).
 */
import { boolean, choice, html, integer, schemaVersion, text } from '../../../foundry/data/fields';
import { STRAIN_DIE, type ActivationTier, type StrainEntry } from '../rules';
import { ATTRIBUTE_CHOICES, LIMITS, RELIC_TYPE_CHOICES, STRAIN_KIND_CHOICES } from './choices';
import { RELIC_SCHEMA_VERSION } from './common';

/** `face1` … `face<N>`: one name per face, as literal types, so the schema keeps every row's key. */
type FaceNames<N extends number, Seen extends unknown[] = []> = Seen['length'] extends N
  ? never
  : `face${[...Seen, unknown]['length']}` | FaceNames<N, [...Seen, unknown]>;
export type StrainFace = FaceNames<typeof STRAIN_DIE>;
export const STRAIN_FACES = Array.from({ length: STRAIN_DIE }, (_, i) => `face${i + 1}` as StrainFace);

function tierField(heals: boolean) {
  const fields = foundry.data.fields;
  return new fields.SchemaField({ text: text(''), heal: integer({ min: 0, max: heals ? LIMITS.heal : 0 }) });
}

function strainField() {
  const fields = foundry.data.fields;
  const row = () =>
    new fields.SchemaField({
      kind: choice<keyof typeof STRAIN_KIND_CHOICES>(STRAIN_KIND_CHOICES, 'unknown'),
      text: text(''),
    });
  return new fields.SchemaField(
    Object.fromEntries(STRAIN_FACES.map((face) => [face, row()])) as Record<StrainFace, ReturnType<typeof row>>,
  );
}

const SCHEMA = () => ({
  schemaVersion: schemaVersion(RELIC_SCHEMA_VERSION),
  relicType: choice<keyof typeof RELIC_TYPE_CHOICES>(RELIC_TYPE_CHOICES, 'combat'),
  attribute: choice<keyof typeof ATTRIBUTE_CHOICES>(ATTRIBUTE_CHOICES, 'int'),
  tiers: new foundry.data.fields.SchemaField({
    criticalSuccess: tierField(true),
    success: tierField(true),
    partial: tierField(true),
    // A Critical Failure strains (§7.2); it restores nothing.
    criticalFailure: tierField(false),
  }),
  strain: strainField(),
  /** Locked out by a strain effect (§7.2 "lockout of relic"): activation waits until it is cleared. */
  locked: boolean(false),
  description: html(),
});
type Schema = ReturnType<typeof SCHEMA>;

export class RelicData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema() {
    return SCHEMA();
  }

  /** The strain table as the engine reads it, face 1 first; rows with neither kind nor text are missing. */
  get strainTable(): (StrainEntry | null)[] {
    const rows = this.strain;
    return STRAIN_FACES.map((face) => {
      const row = rows[face];
      if (!row || (row.kind === 'unknown' && !row.text)) return null;
      return { kind: row.kind === 'unknown' ? null : (row.kind as StrainEntry['kind']), text: row.text };
    });
  }

  /** The effect text and HP restored of a tier. */
  tier(id: ActivationTier): { text: string; heal: number } {
    return this.tiers[id];
  }
}
