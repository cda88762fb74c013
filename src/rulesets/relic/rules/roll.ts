/**
 * What every d20 roll of the ruleset shares: the world options of the rulings, the temporary
 * effects a roller may carry (Burn surges, REL-4), and the list of modifiers a card shows.
 */
import { toInteger } from '../../../core';
import { readAttribute } from './derived';
import type { AttributeId } from './tables';

/** World settings the rulings name. */
export interface RelicOptions {
  /** REL-1 "Natural 1 always fails" (attacks and attribute tests). */
  naturalOneFails: boolean;
}

/** REL-1: a natural 1 is an ordinary roll by default. */
export const NATURAL_ONE_FAILS_DEFAULT = false;

export const DEFAULT_OPTIONS: Readonly<RelicOptions> = { naturalOneFails: NATURAL_ONE_FAILS_DEFAULT };

export function readOptions(options: Partial<RelicOptions> | undefined): RelicOptions {
  return { naturalOneFails: options?.naturalOneFails ?? DEFAULT_OPTIONS.naturalOneFails };
}

export const MODIFIER_IDS = [
  'synchronized',
  'formationBroken',
  'backlineRanged',
  'executionSurge',
  'disruptionSurge',
  'restorationSurge',
  'frontlineMelee',
  'activeEffects',
  'situational',
] as const;
export type ModifierId = (typeof MODIFIER_IDS)[number];

/** One modifier to a roll's total (or to damage), shown on the card with its i18n key. */
export interface RollModifier {
  id: ModifierId;
  value: number;
}

/** The kinds of d20 roll (§2 tests and saves, §5 attacks, §7 activations). */
export const ROLL_KINDS = ['attack', 'activation', 'test', 'save'] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

/** What an Active Effect bonus may raise: a kind of roll, or damage. */
export const BONUS_KINDS = [...ROLL_KINDS, 'damage'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Temporary effects on the roller (Active Effects in the glue, REL-4). */
export interface RollEffects {
  /** Resonance of a Disruption Surge on the roller: –Resonance to attack rolls and saves (§8.2). */
  disruption?: unknown;
  /** Resonance of a Restoration Surge waiting for the roller's next roll: +Resonance (§8.2). */
  restoration?: unknown;
  /** A situational modifier the GM adds. */
  situational?: unknown;
  /** Bonuses of the roller's Active Effects (the GM's rings and blessings) by kind of roll, damage included. */
  bonuses?: Partial<Record<BonusKind, unknown>>;
}

/** The largest Active Effect bonus a roll reads (the effect keys' own bounds are far inside it). */
export const MAX_EFFECT_BONUS = 99;

/** The Active Effect bonus to a roll of `kind` (or to damage), as a modifier, or null. */
export function effectBonus(effects: RollEffects | undefined, kind: BonusKind): RollModifier | null {
  const value = toInteger(effects?.bonuses?.[kind], { min: -MAX_EFFECT_BONUS, max: MAX_EFFECT_BONUS, fallback: 0 });
  return value !== 0 ? { id: 'activeEffects', value } : null;
}

/** Effects the roll used up: the glue deletes them after the roll (Restoration is "next roll"). */
export type SpentEffect = 'restoration';

/** The modifiers a roller's effects give a roll of `kind`, and the effects the roll uses up. */
export function effectModifiers(
  effects: RollEffects | undefined,
  kind: RollKind,
): { modifiers: RollModifier[]; spent: SpentEffect[] } {
  const modifiers: RollModifier[] = [];
  const spent: SpentEffect[] = [];
  const disruption = toInteger(effects?.disruption, { min: 0 });
  if (disruption > 0 && (kind === 'attack' || kind === 'save')) {
    modifiers.push({ id: 'disruptionSurge', value: -disruption });
  }
  const restoration = toInteger(effects?.restoration, { min: 0 });
  if (restoration > 0) {
    modifiers.push({ id: 'restorationSurge', value: restoration });
    spent.push('restoration');
  }
  const bonus = effectBonus(effects, kind);
  if (bonus) modifiers.push(bonus);
  const situational = toInteger(effects?.situational);
  if (situational !== 0) modifiers.push({ id: 'situational', value: situational });
  return { modifiers, spent };
}

export function modifierTotal(modifiers: readonly RollModifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, 0);
}

/** The attribute a roll adds, read from a snapshot's scores. */
export function attributeTerm(
  attributes: Readonly<Partial<Record<string, unknown>>> | undefined,
  id: AttributeId,
): { id: AttributeId; value: number } {
  return { id, value: readAttribute(attributes?.[id]) };
}
