/**
 * Local declarations of the Foundry v14 APIs Manifold calls. fvtt-types stops at v13, so these
 * are written from Foundry's v14 API documentation (foundryvtt.com/api/v14) and the v14 systems
 * that use them (Crucible, dnd5e 5.3, Draw Steel 1.0). Only src/foundry/compat.ts reads them;
 * everything here is typed as narrowly as Manifold uses it, not as Foundry defines it.
 */

/** `game.release` (both generations): ReleaseData#generation is the major version. */
export interface ReleaseData {
  generation: number;
  build?: number;
}

/** v14 CONST.ACTIVE_EFFECT_SHOW_ICON: whether a token draws the effect's icon. */
export interface ActiveEffectShowIcon {
  ALWAYS: number;
  CONDITIONAL: number;
  NEVER: number;
}

/** v14 ActiveEffectData#duration (EffectDurationData). */
export interface EffectDurationV14 {
  value: number | null;
  units: 'years' | 'months' | 'days' | 'hours' | 'minutes' | 'seconds' | 'rounds' | 'turns';
  /** An expiry event (CONST.ACTIVE_EFFECT_EXPIRY_EVENTS: turnStart, roundEnd, …) or null. */
  expiry: string | null;
}

/** v14 ActiveEffectData#start (EffectStartData): when the effect began, on the world clock and the tracker. */
export interface EffectStartV14 {
  /** The combat active when the effect started; core counts `round` only within it. */
  combat?: string | null;
  combatant?: string | null;
  initiative?: number | null;
  round?: number | null;
  turn?: number | null;
  /** The world time when the effect started. */
  time?: number;
}

/** A change as v14's `Actor#applyActiveEffects` hands it on: the stored change with its effect attached. */
export interface AppliedChangeV14 {
  key: string;
  type: string;
  value: unknown;
  phase?: string;
  priority?: number | null;
  effect?: unknown;
}

/** v14's static `ActiveEffect.applyChange(targetDoc, change, options)`: writes one change, returns `{key: value}`. */
export type ApplyChangeV14 = (
  targetDoc: unknown,
  change: AppliedChangeV14,
  options?: object,
) => Record<string, unknown>;

/** v13 ActiveEffectData#duration (the legacy shape, still read from old data). */
export interface EffectDurationV13 {
  rounds?: number | null;
  turns?: number | null;
  seconds?: number | null;
  /** Where on the tracker it began. */
  startRound?: number | null;
  startTurn?: number | null;
}

/** v14 foundry.data.operators: ForcedDeletion (`_del`) and ForcedReplacement (`_replace(v)`). */
export type DataFieldOperator = object;

/** The operator globals v14 defines (Crucible and Draw Steel 1.0 declare them as globals). */
export interface OperatorGlobals {
  _del: DataFieldOperator;
  _replace(value: unknown): DataFieldOperator;
}

/** v14 CONFIG.ChatMessage.modes: the chat message visibility modes, by key. */
export type ChatMessageModes = Record<string, { label: string; icon?: string }>;

/** v14 ChatMessage.applyMode (replaces v13's applyRollMode). */
export interface ChatMessageV14 {
  applyMode(data: Record<string, unknown>, mode: string): Record<string, unknown>;
}

/** v14 Region shapes Manifold places (BaseShapeData subtypes; coordinates in canvas pixels). */
export type RegionShape =
  | { type: 'circle'; x: number; y: number; radius: number }
  | { type: 'rectangle'; x: number; y: number; width: number; height: number; rotation?: number };

/** v14 RegionData, as far as Manifold writes it. */
export interface RegionData {
  name: string;
  color?: string;
  shapes: RegionShape[];
  /** The scene levels the region exists on (Level ids). */
  levels?: string[];
  /** CONST.REGION_VISIBILITY: who sees it, and on which layer. */
  visibility?: number;
  flags?: Record<string, Record<string, unknown>>;
}

/** v14 TokenDocument#level: the id of the scene Level the token stands on. */
export interface LeveledToken {
  level?: string | null;
  _source?: { level?: string | null };
  document?: LeveledToken;
}

/** v14 Scene#levels (an embedded collection of Level documents). */
export interface LeveledScene {
  levels?: { get(id: string): unknown };
}
