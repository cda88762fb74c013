import { label, type OddsLabel } from '../../../core';
import {
  BASIC_ACTION_IDS,
  RESOURCES,
  SITUATION_IDS,
  STATUS_IDS,
  type BasicActionId,
  type ResourceId,
  type SituationId,
  type StatusId,
} from './tables';

/**
 * Every i18n key the engine emits (odds labels, refusal reasons, problems, outcome ids). Each is
 * listed in lang/en/cryture.json; a test walks this list and the engine's outputs against it.
 */
export const PREFIX = 'MANIFOLD.cryture';

/** A key under MANIFOLD.cryture. */
export const crytureKey = (path: string) => `${PREFIX}.${path}`;

export type RefusalReason =
  | 'noMajor'
  | 'noMinor'
  | 'noActions'
  | 'notOwnTurn'
  | 'notLinked'
  | 'notACryture'
  | 'alreadySummoned'
  | 'notSummoned'
  | 'notAdjacent'
  | 'occupied'
  | 'noMana'
  | 'manaFull'
  | 'notEnoughStamina'
  | 'notEnoughMana'
  | 'outOfReach'
  | 'outOfRange'
  | 'selfOnly'
  | 'noTargets'
  | 'badOrigin'
  | 'notPlaced'
  | 'notAStep'
  | 'blocked'
  | 'notAway'
  | 'notCloser'
  | 'tooFar'
  | 'stoppedEarly';

export const REFUSAL_REASONS: readonly RefusalReason[] = [
  'noMajor',
  'noMinor',
  'noActions',
  'notOwnTurn',
  'notLinked',
  'notACryture',
  'alreadySummoned',
  'notSummoned',
  'notAdjacent',
  'occupied',
  'noMana',
  'manaFull',
  'notEnoughStamina',
  'notEnoughMana',
  'outOfReach',
  'outOfRange',
  'selfOnly',
  'noTargets',
  'badOrigin',
  'notPlaced',
  'notAStep',
  'blocked',
  'notAway',
  'notCloser',
  'tooFar',
  'stoppedEarly',
];

/** What a power text or power data can get wrong. */
export type PowerProblem =
  | 'missingAction'
  | 'badAction'
  | 'missingRange'
  | 'badRange'
  | 'blastWithoutOrigin'
  | 'rangeTooShort'
  | 'badCost'
  | 'badCheck'
  | 'attackWithSuccess'
  | 'rollWithHit'
  | 'lineWithoutCheck'
  | 'bothAttackAndRoll'
  | 'duplicateLine'
  | 'unknownLine'
  | 'badStatus'
  | 'badMovement';

export const POWER_PROBLEMS: readonly PowerProblem[] = [
  'missingAction',
  'badAction',
  'missingRange',
  'badRange',
  'blastWithoutOrigin',
  'rangeTooShort',
  'badCost',
  'badCheck',
  'attackWithSuccess',
  'rollWithHit',
  'lineWithoutCheck',
  'bothAttackAndRoll',
  'duplicateLine',
  'unknownLine',
  'badStatus',
  'badMovement',
];

export const reasonKey = (reason: RefusalReason): string => `${PREFIX}.refused.${reason}`;

/** A refused request: the reason id, its i18n key, and for paths the step that failed. */
export type Refusal = { ok: false; reason: RefusalReason; key: string; step?: number };
export const refuse = (reason: RefusalReason, step?: number): Refusal => ({
  ok: false,
  reason,
  key: reasonKey(reason),
  ...(step !== undefined ? { step } : {}),
});
export const problemKey = (problem: PowerProblem): string => `${PREFIX}.power.problem.${problem}`;
export const statusKey = (status: StatusId): string => `${PREFIX}.status.${status}`;
export const situationKey = (situation: SituationId): string => `${PREFIX}.situation.${situation}`;
export const actionKey = (action: BasicActionId): string => `${PREFIX}.action.${action}`;

/** Ids the results carry that the glue shows as words. */
export const OUTCOMES = ['hit', 'miss', 'success', 'failure', 'effect'] as const;
export const outcomeKey = (outcome: (typeof OUTCOMES)[number]): string => `${PREFIX}.outcome.${outcome}`;
export const RANGE_FORMS = ['melee', 'ranged', 'personal', 'personalBlast', 'rangedBlast', 'meleeBlast'] as const;
/** The label of a Range line; data {x, y} carries its numbers. */
export const rangeFormKey = (form: (typeof RANGE_FORMS)[number]): string => `${PREFIX}.range.${form}`;
export const MOVEMENT_KINDS = ['move', 'shift', 'push', 'pull', 'slide'] as const;
export const movementKey = (kind: (typeof MOVEMENT_KINDS)[number]): string => `${PREFIX}.movement.${kind}`;
export const ACTION_KINDS = ['major', 'minor', 'concentrated'] as const;
export const actionKindKey = (kind: (typeof ACTION_KINDS)[number]): string => `${PREFIX}.actionKind.${kind}`;
export const resourceKey = (resource: ResourceId): string => `${PREFIX}.resource.${resource}`;

/** Pool breakdown entries besides the situations (which use situationKey). */
export const POOL_PARTS = [
  'stats',
  'empowered',
  'weakened',
  'hardened',
  'softened',
  'range',
  'effects',
  'extra',
] as const;
export type PoolPart = (typeof POOL_PARTS)[number];
export const poolPartKey = (part: PoolPart): string => `${PREFIX}.pool.${part}`;
/** A pool entry's short name inside a sum ("12 − 6 range − 2 cover"): every part and situation. */
export const poolTermKey = (part: PoolPart | SituationId): string => `${PREFIX}.poolTerm.${part}`;

/** Odds labels. */
export const ODDS_KEYS = [
  'hit',
  'success',
  'hitsAxis',
  'hits',
  'crits',
  'expectedHits',
  'expectedCrits',
  'expectedLanded',
  'expectedDamage',
  'expectedHealing',
  'clumsy',
  'clumsyAxis',
  'clumsyDamage',
  'expectedSelfDamage',
  'initiativeBefore',
  'initiativeAxis',
  'initiativeExpected',
] as const;
export type OddsKey = (typeof ODDS_KEYS)[number];
export const oddsLabel = (key: OddsKey, data?: Record<string, string | number>): OddsLabel =>
  label(`${PREFIX}.odds.${key}`, data);

/** Every key above, for the lang file test. */
export function emittedKeys(): string[] {
  return [
    `${PREFIX}.name`,
    `${PREFIX}.summary`,
    ...REFUSAL_REASONS.map(reasonKey),
    ...POWER_PROBLEMS.map(problemKey),
    ...STATUS_IDS.map(statusKey),
    ...SITUATION_IDS.map(situationKey),
    ...BASIC_ACTION_IDS.map(actionKey),
    ...POOL_PARTS.map(poolPartKey),
    ...[...POOL_PARTS, ...SITUATION_IDS].map(poolTermKey),
    ...OUTCOMES.map(outcomeKey),
    ...RANGE_FORMS.map(rangeFormKey),
    ...MOVEMENT_KINDS.map(movementKey),
    ...ACTION_KINDS.map(actionKindKey),
    ...RESOURCES.map(resourceKey),
    ...ODDS_KEYS.map((k) => `${PREFIX}.odds.${k}`),
  ];
}
