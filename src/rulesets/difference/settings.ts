/**
 * The difference ruleset's world settings: every choice the engine made where difference.md is
 * silent and that is a matter of taste (docs/rules/difference.md, "Choices where the document is
 * silent"), each defaulting to the engine's DIFFERENCE_DEFAULTS, plus the glue's own choices.
 */
import type { RulesetSetting } from '../../foundry/ruleset';
import { rulesetSetting } from '../../foundry/settings';
import {
  DIFFERENCE_DEFAULTS,
  DIFFICULTY_RANK_MIN,
  parseDamageDice,
  RECOVERY_TIERS,
  type DifferenceOptions,
  type RecoveryTier,
} from './rules';
import { readTraits } from './data/traits';

const key = (name: string) => `MANIFOLD.difference.settings.${name}`;
const named = (name: string) => ({ name: key(`${name}.name`), hint: key(`${name}.hint`) });

/** Recovery Dice per tier as the GM writes them: one dice expression per tier, tiers every five levels. */
export const TIER_LEVELS = 5;
export function formatTiers(tiers: readonly RecoveryTier[]): string {
  return tiers.map((t) => `${t.dice}d${t.faces}`).join(', ');
}

/** "3d6, 4d8, 5d10, 6d12" → tiers starting at levels 1, 6, 11, 16; null when any part is not NdF. */
export function parseTiers(textValue: unknown): RecoveryTier[] | null {
  if (typeof textValue !== 'string') return null;
  const parts = textValue
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const tiers: RecoveryTier[] = [];
  for (const [i, part] of parts.entries()) {
    const dice = parseDamageDice(part);
    if (!dice || dice.count < 1 || dice.faces < 2 || dice.bonus !== 0) return null;
    tiers.push({ tier: i + 1, minLevel: 1 + i * TIER_LEVELS, dice: dice.count, faces: dice.faces });
  }
  return tiers;
}

/** One of the ruleset's world settings, named and hinted by its key. */
const world = (
  key: string,
  type: RulesetSetting['type'],
  value: RulesetSetting['default'],
  more: Partial<RulesetSetting> = {},
): RulesetSetting => ({ key, ...named(key), scope: 'world', type, default: value, ...more });

/** The choices of a setting, each labelled `MANIFOLD.difference.settings.<setting>.<choice>`. */
const choices = (setting: string, ids: readonly string[], label = (id: string) => key(`${setting}.${id}`)) => ({
  choices: Object.fromEntries(ids.map((id) => [id, label(id)])),
});

/** The whole numbers a setting may hold: offered as its slider, and the only values read back. */
const RANGES = {
  edgeCap: { min: 0, max: 10 },
  reactionsPerRound: { min: 0, max: 3 },
  defaultDifficulty: { min: DIFFICULTY_RANK_MIN, max: 15 },
};
const slider = (r: { min: number; max: number }) => ({ range: { ...r, step: 1 } });

const MOMENTUM_MODES = ['offered', 'automatic'] as const;
const TURNS = ['slow', 'fast'] as const;
const CONTESTED_TIES = ['continue', 'draw'] as const;
const LONG_REST_DICE = ['all', 'none'] as const;

/** The Difficulty Rank a check starts at: Standard (§1.3: 3–5). */
export const DEFAULT_DIFFICULTY = 4;

const d = DIFFERENCE_DEFAULTS;
export const DIFFERENCE_SETTINGS: RulesetSetting[] = [
  // DIF-4: a success earns the players 1 Momentum, a failure the GM 1.
  world('momentumMode', String, d.momentumMode, choices('momentumMode', MOMENTUM_MODES)),
  world('determinedEarnsMomentum', Boolean, d.determinedEarnsMomentum),
  // DIF-2: the net Edges or Setbacks a roll can have.
  world('edgeCap', Number, d.edgeCap, slider(RANGES.edgeCap)),
  world('reactionsPerRound', Number, d.reactionsPerRound, slider(RANGES.reactionsPerRound)),
  world(
    'defaultTurn',
    String,
    d.defaultTurn,
    choices('defaultTurn', TURNS, (id) => `MANIFOLD.difference.turn.${id}`),
  ),
  world('woundOnDamageAtZero', Boolean, d.woundOnDamageAtZero),
  world('contestedTie', String, d.contestedTie, choices('contestedTie', CONTESTED_TIES)),
  world('recoveryTiers', String, formatTiers(RECOVERY_TIERS)),
  world('longRestRecoveryDice', String, d.longRestRecoveryDice, choices('longRestRecoveryDice', LONG_REST_DICE)),
  world('advanceWorldTime', Boolean, false),
  world('defaultDifficulty', Number, DEFAULT_DIFFICULTY, slider(RANGES.defaultDifficulty)),
];

function setting<T>(name: string, valid: (v: unknown) => v is T, fallback: T): T {
  let value: unknown;
  try {
    value = rulesetSetting('difference', name);
  } catch {
    return fallback;
  }
  return valid(value) ? value : fallback;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    values.includes(v as T);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const wholeIn =
  ({ min, max }: { min: number; max: number }) =>
  (v: unknown): v is number =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

const isString = (v: unknown): v is string => typeof v === 'string';

/** The validators, built once: every actor's derived data reads the options. */
const IS = {
  edgeCap: wholeIn(RANGES.edgeCap),
  momentumMode: oneOf(MOMENTUM_MODES),
  reactionsPerRound: wholeIn(RANGES.reactionsPerRound),
  defaultTurn: oneOf(TURNS),
  contestedTie: oneOf(CONTESTED_TIES),
  longRestRecoveryDice: oneOf(LONG_REST_DICE),
  defaultDifficulty: wholeIn(RANGES.defaultDifficulty),
};

/** The world's Recovery Dice tiers (the defaults when the setting does not parse). */
function recoveryTiers(text: string): readonly RecoveryTier[] {
  return parseTiers(text) ?? RECOVERY_TIERS;
}

/** The engine's options as this world has set them (a corrupt value falls back to the default). */
export function differenceOptions(): DifferenceOptions {
  return {
    ...derivationOptions(),
    edgeCap: setting('edgeCap', IS.edgeCap, d.edgeCap),
    momentumMode: setting('momentumMode', IS.momentumMode, d.momentumMode),
    determinedEarnsMomentum: setting('determinedEarnsMomentum', isBoolean, d.determinedEarnsMomentum),
    reactionsPerRound: setting('reactionsPerRound', IS.reactionsPerRound, d.reactionsPerRound),
    defaultTurn: setting('defaultTurn', IS.defaultTurn, d.defaultTurn),
    contestedTie: setting('contestedTie', IS.contestedTie, d.contestedTie),
  };
}

/**
 * Only what derived data reads (Health and Recovery): every actor prepares it on every update, so
 * it reads four settings, not all ten.
 */
export function derivationOptions(): Pick<
  DifferenceOptions,
  'woundOnDamageAtZero' | 'resistance' | 'recoveryTiers' | 'longRestRecoveryDice'
> {
  return {
    woundOnDamageAtZero: setting('woundOnDamageAtZero', isBoolean, d.woundOnDamageAtZero),
    recoveryTiers: recoveryTiers(setting('recoveryTiers', isString, '')),
    longRestRecoveryDice: setting('longRestRecoveryDice', IS.longRestRecoveryDice, d.longRestRecoveryDice),
    resistance: readTraits().resistance,
  };
}

/** The Difficulty Rank a check dialog starts at (and the odds tooltips assume). */
export function defaultDifficulty(): number {
  return setting('defaultDifficulty', IS.defaultDifficulty, DEFAULT_DIFFICULTY);
}

/** Whether each extended-task roll advances the world's clock by its Time Interval. */
export function advancesWorldTime(): boolean {
  return setting('advanceWorldTime', isBoolean, false);
}
