/**
 * The numbers a GM's Active Effect may change in relic, as fields of both actor models: the four
 * attributes (§2, −1..+4, stored: an effect changes them before AC follows DEX), and bonuses onto
 * AC and Resistance (§5.3, added after armor and surges) and onto each kind of d20 roll and damage.
 * Foundry applies the changes; derived data reads the fields.
 */
import type { EffectField } from '../../../foundry/effects/fields';
import { ATTRIBUTES, BONUS_KINDS, type BonusKind, type RollEffects } from '../rules';
import { actorStateOf } from './snapshot';

export const RELIC_EFFECT_FIELDS: EffectField[] = [
  ...ATTRIBUTES.map((id) => ({
    path: `system.attributes.${id}`,
    label: `MANIFOLD.relic.attribute.${id}`,
    group: `MANIFOLD.relic.effectKey.group.attributes`,
    formerKey: `relic.attribute.${id}`,
  })),
  {
    path: 'system.bonuses.ac',
    label: `MANIFOLD.relic.effectKey.ac`,
    group: `MANIFOLD.relic.effectKey.group.defense`,
    bonus: true,
    addsTo: (actor) => actorStateOf(actor as Actor.Implementation)?.ac,
    formerKey: 'relic.ac',
  },
  {
    path: 'system.bonuses.resistance',
    label: `MANIFOLD.relic.effectKey.resistance`,
    group: `MANIFOLD.relic.effectKey.group.defense`,
    bonus: true,
    addsTo: (actor) => actorStateOf(actor as Actor.Implementation)?.resistance,
    formerKey: 'relic.resistance',
  },
  ...BONUS_KINDS.map((kind) => ({
    path: `system.bonuses.${kind}`,
    label: `MANIFOLD.relic.effectKey.bonus.${kind}`,
    group: `MANIFOLD.relic.effectKey.group.rolls`,
    bonus: true,
    formerKey: `relic.bonus.${kind}`,
  })),
];

/** The bonuses an actor's effects put on each kind of roll, as the engine's RollEffects read them. */
export function rollBonusesOf(bonuses: Readonly<Record<BonusKind, number>>): NonNullable<RollEffects['bonuses']> {
  const out: NonNullable<RollEffects['bonuses']> = {};
  for (const kind of BONUS_KINDS) if (bonuses[kind]) out[kind] = bonuses[kind];
  return out;
}
