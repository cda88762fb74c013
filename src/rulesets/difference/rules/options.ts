import { EDGE_CAP } from './tables';

/**
 * Every choice the engine makes where difference.md is silent or leaves it to the table, as one
 * options object. Each field is a candidate world setting; each default is what a player would
 * expect and is listed in docs/rules/difference.md ("Choices where the document is silent").
 * Functions take `Partial<DifferenceOptions>` and fill the gaps from DIFFERENCE_DEFAULTS.
 */
export interface DifferenceOptions {
  /** §1.4 "By default … ±3" (DIF-2): the cap on net Edges and Setbacks. */
  edgeCap: number;
  /** DIF-4: whether Momentum from a roll is added automatically or offered as a button. */
  momentumMode: 'automatic' | 'offered';
  /**
   * Glossary "Determined": a failure treated as "a simple success". Silent on Momentum; by default
   * the converted roll earns no Momentum for either side (a *simple* success).
   */
  determinedEarnsMomentum: boolean;
  /** Glossary "Reaction": "typically one Reaction per round". */
  reactionsPerRound: number;
  /** DIF-5 gives no default for a combatant that has not chosen; slow (3 action points) by default. */
  defaultTurn: 'fast' | 'slow';
  /**
   * Glossary "Wound" is silent on a pool already at 0. By default the pool stays at 0 and every
   * further instance of damage (after Soak) that reaches it inflicts another Wound of its type;
   * off: only the hit that brings the pool to 0 wounds.
   */
  woundOnDamageAtZero: boolean;
  /**
   * §1.5 Contested is silent when both sides reach their thresholds in the same interval. By
   * default they keep rolling intervals until exactly one side succeeds ('continue'); 'draw' ends
   * the contest drawn.
   */
  contestedTie: 'continue' | 'draw';
  /** Glossary "Recovery Dice"/"Tier of Play": pool size and die per tier (see RECOVERY_TIERS). */
  recoveryTiers: readonly RecoveryTier[];
  /** Silent on regaining Recovery Dice: by default a Long Rest restores the whole pool. */
  longRestRecoveryDice: 'all' | 'none';
  /**
   * DIF-3: which attribute is the Resistance of each health pool's wound track (Defeated when the
   * wounds reach it).
   */
  resistance: Readonly<Record<PoolId, string>>;
}

/** The three health pools of the glossary. */
export type PoolId = 'vitality' | 'poise' | 'clarity';
export const POOL_IDS: readonly PoolId[] = ['vitality', 'poise', 'clarity'];

/** One tier of play with its Recovery Dice pool: `dice` dice of `faces` sides. */
export interface RecoveryTier {
  tier: number;
  /** First level of the tier; the tier lasts until the next tier's first level. */
  minLevel: number;
  dice: number;
  faces: number;
}

/**
 * The glossary prints only "Tier 1 is Levels 1-5" and that the tier sets "the size of their
 * Recovery Dice pool". Default: tiers of five levels, each tier one die more and one die size larger
 * (3d6, 4d8, 5d10, 6d12); levels past 20 stay in tier 4.
 */
export const RECOVERY_TIERS: readonly RecoveryTier[] = [
  { tier: 1, minLevel: 1, dice: 3, faces: 6 },
  { tier: 2, minLevel: 6, dice: 4, faces: 8 },
  { tier: 3, minLevel: 11, dice: 5, faces: 10 },
  { tier: 4, minLevel: 16, dice: 6, faces: 12 },
];

/** DIF-3 default Resistance attributes: Vitality → Fortitude, Poise → Composure, Clarity → Resolve. */
export const DEFAULT_RESISTANCE: Readonly<Record<PoolId, string>> = {
  vitality: 'fortitude',
  poise: 'composure',
  clarity: 'resolve',
};

export const DIFFERENCE_DEFAULTS: Readonly<DifferenceOptions> = {
  edgeCap: EDGE_CAP,
  momentumMode: 'offered',
  determinedEarnsMomentum: false,
  reactionsPerRound: 1,
  defaultTurn: 'slow',
  woundOnDamageAtZero: true,
  contestedTie: 'continue',
  recoveryTiers: RECOVERY_TIERS,
  longRestRecoveryDice: 'all',
  resistance: DEFAULT_RESISTANCE,
};

/** Fills the options a caller left out with the defaults. */
export function withDefaults(options: Partial<DifferenceOptions> = {}): DifferenceOptions {
  // A loop, not entries → fromEntries → spread: every check and every actor's derived data calls this.
  const out: DifferenceOptions = { ...DIFFERENCE_DEFAULTS };
  for (const key of Object.keys(options) as (keyof DifferenceOptions)[]) fill(out, options, key);
  return out;
}

function fill<K extends keyof DifferenceOptions>(out: DifferenceOptions, options: Partial<DifferenceOptions>, key: K) {
  out[key] = optionOf(options, key);
}

/**
 * One option as the caller gave it, or its default where left out (undefined), as withDefaults
 * fills it: for a rule that reads one option on every actor's preparation.
 */
export function optionOf<K extends keyof DifferenceOptions>(
  options: Partial<DifferenceOptions>,
  key: K,
): DifferenceOptions[K] {
  const value = options[key];
  return value !== undefined ? value : DIFFERENCE_DEFAULTS[key];
}
