/**
 * §7 Relic activation: 1d20 + Attribute (+3 if Synchronized) read on the 4-tier table (REL-3);
 * a Critical Failure rolls 1d6 on the relic's own strain table (§7.2). Relics never use DN.
 */
import type { Resolution } from '../../../core';
import { isSynchronized, readId, type SeekerState } from './derived';
import { rollDie, type DieRecord } from './labels';
import {
  attributeTerm,
  effectModifiers,
  modifierTotal,
  type RollEffects,
  type RollModifier,
  type SpentEffect,
} from './roll';
import {
  ACTIVATION_TIERS,
  ATTRIBUTES,
  D20,
  STRAIN_DIE,
  STRAIN_KINDS,
  SYNCHRONIZATION_BONUS,
  type ActivationTier,
  type AttributeId,
  type StrainKind,
} from './tables';

/** One row of a relic's strain table: relic data (ALL-3), its kind one of §7.2's four when known. */
export interface StrainEntry {
  kind: StrainKind | null;
  text: string;
}

export interface ActivationRequest {
  attributes: Readonly<Partial<Record<string, unknown>>>;
  /** The attribute the relic uses. */
  attribute: AttributeId;
  /** §7.3 whether a Synchronization matches the relic's type (see isSynchronized). */
  synchronized: boolean;
  effects?: RollEffects;
  /** The relic's own strain table, face 1 first (REL-3); missing rows read as null. */
  strainTable?: readonly unknown[];
}

export interface StrainResult {
  face: number;
  entry: StrainEntry | null;
}

export interface ActivationResult {
  attribute: { id: AttributeId; value: number };
  modifiers: RollModifier[];
  dice: DieRecord[];
  natural: number;
  total: number;
  tier: ActivationTier;
  /** Rolled only on a Critical Failure (§7.2). */
  strain: StrainResult | null;
  spentEffects: SpentEffect[];
}

/** A relic item as stored: its type (§7.3), the attribute it uses, its strain table (REL-3). */
export interface RelicSnapshot {
  type: unknown;
  attribute: unknown;
  strainTable?: readonly unknown[];
}

/** The activation request of a seeker using a relic: synchronized when a Synchronization matches its type. */
export function relicActivationRequest(
  seeker: SeekerState,
  relic: RelicSnapshot,
  effects?: RollEffects,
): ActivationRequest {
  return {
    attributes: seeker.attributes,
    attribute: readId(ATTRIBUTES, relic.attribute, 'int'),
    synchronized: isSynchronized(relic.type, seeker.synchronizations),
    effects,
    strainTable: relic.strainTable,
  };
}

/** REL-3: the tier of a total (totals below 1 fall in the 1–5 row). */
export function activationTier(total: number): ActivationTier {
  return ACTIVATION_TIERS.lookup(total);
}

/** A relic's stored strain table read as STRAIN_DIE rows (null where a row is missing or not an entry). */
export function readStrainTable(entries: readonly unknown[] | undefined): (StrainEntry | null)[] {
  const rows: (StrainEntry | null)[] = [];
  for (let i = 0; i < STRAIN_DIE; i++) {
    const raw = entries?.[i];
    if (raw && typeof raw === 'object') {
      const { kind, text } = raw as { kind?: unknown; text?: unknown };
      rows.push({ kind: readId<StrainKind | ''>(STRAIN_KINDS, kind, '') || null, text: String(text ?? '') });
    } else rows.push(null);
  }
  return rows;
}

/** Everything about an activation but the dice. Shared by the roll and its odds. */
export function prepareActivation(request: ActivationRequest) {
  const attribute = attributeTerm(request.attributes, request.attribute);
  const modifiers: RollModifier[] = [];
  if (request.synchronized) modifiers.push({ id: 'synchronized', value: SYNCHRONIZATION_BONUS });
  const effects = effectModifiers(request.effects, 'activation');
  modifiers.push(...effects.modifiers);
  return {
    attribute,
    modifiers,
    spent: effects.spent,
    bonus: attribute.value + modifierTotal(modifiers),
    strainTable: readStrainTable(request.strainTable),
  };
}

export function* resolveActivation(request: ActivationRequest): Resolution<ActivationResult> {
  const setup = prepareActivation(request);
  const rolled: DieRecord[] = [];
  const natural = yield* rollDie(D20, 'activation', rolled);
  const total = natural + setup.bonus;
  const tier = activationTier(total);
  let strain: StrainResult | null = null;
  if (tier === 'criticalFailure') {
    const face = yield* rollDie(STRAIN_DIE, 'strain', rolled);
    strain = { face, entry: setup.strainTable[face - 1] ?? null };
  }
  return {
    attribute: setup.attribute,
    modifiers: setup.modifiers,
    dice: rolled,
    natural,
    total,
    tier,
    strain,
    spentEffects: setup.spent,
  };
}
