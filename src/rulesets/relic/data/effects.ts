/**
 * The numbers a GM's Active Effect may change in relic: the four attributes (§2, −1..+4), AC and
 * Resistance (§5.3, after armor and surges), and bonuses to each kind of d20 roll and to damage.
 * The seeker's and adversary's derived data apply them (attributes first, so AC follows DEX).
 */
import type { EffectKeyDescriptor } from '../../../foundry/effects/keys';
import { effectKeyTable } from '../../../foundry/effects/keys';
import type { EffectLedger } from '../../../foundry/effects/ledger';
import { ATTRIBUTE_RANGE, ATTRIBUTES, BONUS_KINDS, type AttributeId, type RollEffects } from '../rules';
import { LIMITS } from './choices';

/** Bonuses a single effect stack may reach: well past any ring or blessing, far from absurd. */
const BONUS = { min: -10, max: 10 };

export const RELIC_EFFECT_KEYS: EffectKeyDescriptor[] = [
  ...ATTRIBUTES.map((id) => ({
    key: `relic.attribute.${id}`,
    label: `MANIFOLD.relic.attribute.${id}`,
    group: `MANIFOLD.relic.effectKey.group.attributes`,
    ...ATTRIBUTE_RANGE,
  })),
  {
    key: 'relic.ac',
    label: `MANIFOLD.relic.effectKey.ac`,
    group: `MANIFOLD.relic.effectKey.group.defense`,
    min: 0,
    max: LIMITS.ac,
  },
  {
    key: 'relic.resistance',
    label: `MANIFOLD.relic.effectKey.resistance`,
    group: `MANIFOLD.relic.effectKey.group.defense`,
    min: 0,
    max: LIMITS.resistance,
  },
  ...BONUS_KINDS.map((kind) => ({
    key: `relic.bonus.${kind}`,
    label: `MANIFOLD.relic.effectKey.bonus.${kind}`,
    group: `MANIFOLD.relic.effectKey.group.rolls`,
    ...BONUS,
  })),
];

export const RELIC_EFFECT_TABLE = effectKeyTable(RELIC_EFFECT_KEYS);

/** Each attribute's and each kind of roll's key, built once (derived data asks for every one on every pass). */
const ATTRIBUTE_KEYS = ATTRIBUTES.map((id) => [id, `relic.attribute.${id}`] as const);
const BONUS_KEYS = BONUS_KINDS.map((kind) => [kind, `relic.bonus.${kind}`] as const);

/** The attributes after effects (stored data read by the engine's rules when no effect applies). */
export function attributesWithEffects(
  stored: Readonly<Partial<Record<string, unknown>>>,
  base: Readonly<Record<AttributeId, number>>,
  ledger: EffectLedger,
): Readonly<Partial<Record<string, unknown>>> {
  if (!ATTRIBUTE_KEYS.some(([, key]) => ledger.has(key))) return stored;
  const out: Record<string, number> = {};
  for (const [id, key] of ATTRIBUTE_KEYS) out[id] = ledger.apply(key, base[id]);
  return out;
}

/** The roll bonuses the actor's effects give, as the engine's RollEffects read them. */
export function rollBonusesOf(ledger: EffectLedger): NonNullable<RollEffects['bonuses']> {
  const out: NonNullable<RollEffects['bonuses']> = {};
  for (const [kind, key] of BONUS_KEYS) {
    if (ledger.has(key)) out[kind] = ledger.bonus(key);
  }
  return out;
}
