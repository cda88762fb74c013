import { die, Distribution, label, toInteger, type OddsSummary, type Resolution } from '../../../core';
import { scoreOf } from './attributes';
import {
  activeConditions,
  conditionEffects,
  noConditionChanges,
  type CheckContext,
  type ConditionChanges,
  type XAdjustment,
} from './conditions';
import { expiringModifiers, netEdges, type EdgeTotal, type SituationalModifier } from './modifiers';
import { momentumForRoll, type MomentumGain } from './momentum';
import { withDefaults, type DifferenceOptions } from './options';
import type { ActorSnapshot } from './snapshot';
import {
  DIFFERENCE_BANDS,
  DIFFICULTY_RANK_MIN,
  DIFFICULTY_RANKS,
  RESOLUTION_DIE,
  type DifferenceRow,
  type DifficultyBandId,
} from './tables';

/** §1.1 The opposition: a task's Difficulty Rank, or the target's Attribute + Defense Skill. */
export type Opposition =
  | { kind: 'unopposed'; difficulty: number }
  | { kind: 'opposed'; attribute: string; attributeScore: number; skill: string; skillScore: number };

/** The options a check reads. */
export type CheckOptions = Partial<Pick<DifferenceOptions, 'edgeCap' | 'momentumMode' | 'determinedEarnsMomentum'>>;

/**
 * One check, as plain data: store it in the Roll's options and the card renders the same after a
 * reload. Build it from snapshots with buildCheck, or fill it directly.
 */
export interface CheckRequest {
  attribute: string;
  attributeScore: number;
  skill: string;
  skillScore: number;
  opposition: Opposition;
  /** Uncapped changes to x (condition penalties/bonuses, Enhanced), each with its source. */
  adjustments?: XAdjustment[];
  /** Edges and Setbacks, each with its source and size (§1.4). */
  modifiers?: SituationalModifier[];
  /** The actor is Determined: a failure may be turned into a simple success. */
  determined?: boolean;
  /** A player's roll: earns Momentum (DIF-4). */
  player?: boolean;
  options?: CheckOptions;
}

/** Everything known before the die is rolled (the dialog shows all of it). */
export interface CheckAssessment {
  /** Attribute + Skill. */
  actorScore: number;
  /** The Difficulty Rank, or the target's Attribute + Defense Skill. */
  oppositionScore: number;
  /** §1.1: actor score − opposition score. */
  difference: number;
  adjustments: XAdjustment[];
  adjustmentTotal: number;
  edges: EdgeTotal;
  /** The final Difference: difference + adjustments + net Edges. */
  x: number;
  /** The row of the §1.2 table read (DIF-1). */
  row: DifferenceRow;
  tn: number;
  /** The printed chance as a probability (row.chance / 100). */
  chance: number;
  /** For an unopposed check, the §1.3 band of its Difficulty Rank. */
  difficultyBand?: DifficultyBandId;
}

export interface CheckResult {
  assessment: CheckAssessment;
  /** The d100, natural (no modifier is ever added to it). */
  d100: number;
  /** The die met the TN. */
  rolledSuccess: boolean;
  /** Success or failure after Determined. */
  outcome: 'success' | 'failure';
  determined: { available: boolean; used: boolean };
  /** Momentum earned (DIF-4), or null. */
  momentum: MomentumGain | null;
  /** Ids of one-roll Edges/Setbacks the glue should now remove (§1.4 Scope). */
  expire: string[];
  /** Conditions to change (Determined is spent). */
  conditions: ConditionChanges;
}

/** Reads the §1.2 row for a Difference (DIF-1: from the printed table, never the formula). */
export function differenceRow(x: number): DifferenceRow {
  return DIFFERENCE_BANDS.lookup(toInteger(x));
}

/** The §1.3 band of a Difficulty Rank. */
export function difficultyBand(rank: number): DifficultyBandId {
  return DIFFICULTY_RANKS.lookup(readDifficulty(rank)).id;
}

function readDifficulty(rank: number): number {
  return toInteger(rank, { min: DIFFICULTY_RANK_MIN, fallback: DIFFICULTY_RANK_MIN });
}

/** x and the TN of a check (§1.1–§1.4), before rolling. */
export function assessCheck(request: CheckRequest): CheckAssessment {
  const options = withDefaults(request.options);
  const actorScore = toInteger(request.attributeScore) + toInteger(request.skillScore);
  const opposition = request.opposition;
  const oppositionScore =
    opposition.kind === 'opposed'
      ? toInteger(opposition.attributeScore) + toInteger(opposition.skillScore)
      : readDifficulty(opposition.difficulty);
  const adjustments = (request.adjustments ?? []).map((a) => ({ source: a.source, value: toInteger(a.value) }));
  const adjustmentTotal = adjustments.reduce((total, a) => total + a.value, 0);
  const edges = netEdges(request.modifiers ?? [], options.edgeCap);
  const difference = actorScore - oppositionScore;
  const x = difference + adjustmentTotal + edges.net;
  const row = differenceRow(x);
  return {
    actorScore,
    oppositionScore,
    difference,
    adjustments,
    adjustmentTotal,
    edges,
    x,
    row,
    tn: row.tn,
    chance: row.chance / 100,
    ...(opposition.kind === 'unopposed' ? { difficultyBand: difficultyBand(opposition.difficulty) } : {}),
  };
}

/** Rolls the d100 against the TN (§1.2: success on a roll ≥ TN). */
export function* resolveCheck(request: CheckRequest): Resolution<CheckResult> {
  const options = withDefaults(request.options);
  const assessment = assessCheck(request);
  const d100 = yield* die(RESOLUTION_DIE, 'check');
  const rolledSuccess = d100 >= assessment.tn;
  return {
    assessment,
    d100,
    rolledSuccess,
    outcome: rolledSuccess ? 'success' : 'failure',
    determined: { available: request.determined === true && !rolledSuccess, used: false },
    momentum: momentumForRoll(rolledSuccess, request.player === true, options.momentumMode),
    expire: expiringModifiers(request.modifiers ?? []),
    conditions: noConditionChanges(),
  };
}

/**
 * Glossary "Determined": a failed check is treated as a simple success and the actor is no longer
 * Determined. Returns the result unchanged when Determined is not available on it.
 */
export function useDetermined(result: CheckResult, request: Pick<CheckRequest, 'player' | 'options'>): CheckResult {
  if (!result.determined.available) return result;
  const options = withDefaults(request.options);
  return {
    ...result,
    outcome: 'success',
    determined: { available: false, used: true },
    momentum: options.determinedEarnsMomentum
      ? momentumForRoll(true, request.player === true, options.momentumMode)
      : null,
    conditions: { add: [], remove: ['determined'] },
  };
}

const D100 = Distribution.die(RESOLUTION_DIE);

/** The exact chance that the d100 meets a TN: the same threshold resolveCheck uses (equals the printed chance). */
export function successProbability(tn: number): number {
  return D100.atLeast(tn);
}

/** The chance to succeed (equal to the printed chance, DIF-1), with Determined shown apart. */
export function checkOdds(request: CheckRequest): OddsSummary {
  const { tn, x } = assessCheck(request);
  const chance = successProbability(tn);
  const data = { tn, x };
  const bars: OddsSummary['bars'] = [
    { label: label('MANIFOLD.difference.odds.success', data), probability: chance, tone: 'success' },
  ];
  if (request.determined === true) {
    bars.push({ label: label('MANIFOLD.difference.odds.determined'), probability: 1 - chance, tone: 'partial' });
  } else {
    bars.push({ label: label('MANIFOLD.difference.odds.failure'), probability: 1 - chance, tone: 'failure' });
  }
  return {
    headline: { label: label('MANIFOLD.difference.odds.chance', data), probability: chance },
    axis: label('MANIFOLD.difference.odds.outcome'),
    bars,
  };
}

/** What buildCheck needs: snapshots and the choices made in the dialog. */
export interface CheckInput {
  actor: ActorSnapshot;
  attribute: string;
  skill: string;
  opposition: { difficulty: number } | { target: ActorSnapshot; attribute: string; skill: string };
  context?: CheckContext;
  /** Situational Edges and Setbacks chosen in the dialog or granted by talents. */
  modifiers?: SituationalModifier[];
  /** Other uncapped changes to x. */
  adjustments?: XAdjustment[];
  options?: CheckOptions;
}

/**
 * A CheckRequest from snapshots: scores by name (DIF-3) and every condition's number (glossary).
 * A target's conditions count only where the glossary says attacks against them change (Blinded,
 * Prone); the target's Enhanced does not change its passive Defense score.
 */
export function buildCheck(input: CheckInput): CheckRequest {
  const actorConditions = activeConditions(input.actor.conditions);
  const opposition = input.opposition;
  const target = 'target' in opposition ? activeConditions(opposition.target.conditions) : undefined;
  const effects = conditionEffects(actorConditions, target, input.context ?? {}, input.attribute);
  return {
    attribute: input.attribute,
    attributeScore: scoreOf(input.actor.attributes, input.attribute),
    skill: input.skill,
    skillScore: scoreOf(input.actor.skills, input.skill),
    opposition:
      'target' in opposition
        ? {
            kind: 'opposed',
            attribute: opposition.attribute,
            attributeScore: scoreOf(opposition.target.attributes, opposition.attribute),
            skill: opposition.skill,
            skillScore: scoreOf(opposition.target.skills, opposition.skill),
          }
        : { kind: 'unopposed', difficulty: opposition.difficulty },
    adjustments: [...effects.adjustments, ...(input.adjustments ?? [])],
    modifiers: [...effects.modifiers, ...(input.modifiers ?? [])],
    determined: actorConditions.has.determined === true,
    player: input.actor.isPC === true,
    ...(input.options ? { options: input.options } : {}),
  };
}
