/**
 * The difference ruleset's world settings: every choice the engine made where difference.md is
 * silent and that is a matter of taste (docs/rules/difference.md, "Choices where the document is
 * silent"), each defaulting to the engine's DIFFERENCE_DEFAULTS, plus the glue's own choices.
 */
import type { RulesetSetting } from '../../foundry/ruleset';
import { rulesetSetting } from '../../foundry/settings';
import {
  DIFFERENCE_DEFAULTS,
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

export const DIFFERENCE_SETTINGS: RulesetSetting[] = [
  {
    key: 'momentumMode',
    ...named('momentumMode'),
    scope: 'world',
    type: String,
    default: DIFFERENCE_DEFAULTS.momentumMode,
    choices: { offered: key('momentumMode.offered'), automatic: key('momentumMode.automatic') },
  },
  {
    key: 'determinedEarnsMomentum',
    ...named('determinedEarnsMomentum'),
    scope: 'world',
    type: Boolean,
    default: DIFFERENCE_DEFAULTS.determinedEarnsMomentum,
  },
  {
    key: 'edgeCap',
    ...named('edgeCap'),
    scope: 'world',
    type: Number,
    default: DIFFERENCE_DEFAULTS.edgeCap,
    range: { min: 0, max: 10, step: 1 },
  },
  {
    key: 'reactionsPerRound',
    ...named('reactionsPerRound'),
    scope: 'world',
    type: Number,
    default: DIFFERENCE_DEFAULTS.reactionsPerRound,
    range: { min: 0, max: 3, step: 1 },
  },
  {
    key: 'defaultTurn',
    ...named('defaultTurn'),
    scope: 'world',
    type: String,
    default: DIFFERENCE_DEFAULTS.defaultTurn,
    choices: { slow: 'MANIFOLD.difference.turn.slow', fast: 'MANIFOLD.difference.turn.fast' },
  },
  {
    key: 'woundOnDamageAtZero',
    ...named('woundOnDamageAtZero'),
    scope: 'world',
    type: Boolean,
    default: DIFFERENCE_DEFAULTS.woundOnDamageAtZero,
  },
  {
    key: 'contestedTie',
    ...named('contestedTie'),
    scope: 'world',
    type: String,
    default: DIFFERENCE_DEFAULTS.contestedTie,
    choices: { continue: key('contestedTie.continue'), draw: key('contestedTie.draw') },
  },
  {
    key: 'recoveryTiers',
    ...named('recoveryTiers'),
    scope: 'world',
    type: String,
    default: formatTiers(RECOVERY_TIERS),
  },
  {
    key: 'longRestRecoveryDice',
    ...named('longRestRecoveryDice'),
    scope: 'world',
    type: String,
    default: DIFFERENCE_DEFAULTS.longRestRecoveryDice,
    choices: { all: key('longRestRecoveryDice.all'), none: key('longRestRecoveryDice.none') },
  },
  {
    key: 'advanceWorldTime',
    ...named('advanceWorldTime'),
    scope: 'world',
    type: Boolean,
    default: false,
  },
  {
    key: 'defaultDifficulty',
    ...named('defaultDifficulty'),
    scope: 'world',
    type: Number,
    default: 4,
    range: { min: 1, max: 15, step: 1 },
  },
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
  <T extends string>(...values: T[]) =>
  (v: unknown): v is T =>
    values.includes(v as T);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const wholeIn =
  (min: number, max: number) =>
  (v: unknown): v is number =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

const isString = (v: unknown): v is string => typeof v === 'string';

/** The validators, built once: every actor's derived data reads the options. */
const IS = {
  edgeCap: wholeIn(0, 10),
  momentumMode: oneOf('offered', 'automatic'),
  reactionsPerRound: wholeIn(0, 3),
  defaultTurn: oneOf('fast', 'slow'),
  contestedTie: oneOf('continue', 'draw'),
  longRestRecoveryDice: oneOf('all', 'none'),
};

let lastTiers: { text: string; tiers: readonly RecoveryTier[] } | null = null;

/** The world's Recovery Dice tiers, parsed once per setting value (every actor's derived data reads them). */
function recoveryTiers(text: string): readonly RecoveryTier[] {
  if (lastTiers?.text !== text) lastTiers = { text, tiers: parseTiers(text) ?? RECOVERY_TIERS };
  return lastTiers.tiers;
}

/** The engine's options as this world has set them (a corrupt value falls back to the default). */
export function differenceOptions(): DifferenceOptions {
  const d = DIFFERENCE_DEFAULTS;
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
  const d = DIFFERENCE_DEFAULTS;
  return {
    woundOnDamageAtZero: setting('woundOnDamageAtZero', isBoolean, d.woundOnDamageAtZero),
    recoveryTiers: recoveryTiers(setting('recoveryTiers', isString, '')),
    longRestRecoveryDice: setting('longRestRecoveryDice', IS.longRestRecoveryDice, d.longRestRecoveryDice),
    resistance: readTraits().resistance,
  };
}

/** The Difficulty Rank a check dialog starts at (and the odds tooltips assume). */
export function defaultDifficulty(): number {
  return setting('defaultDifficulty', wholeIn(1, 15), 4);
}

/** Whether each extended-task roll advances the world's clock by its Time Interval. */
export function advancesWorldTime(): boolean {
  return setting('advanceWorldTime', isBoolean, false);
}
