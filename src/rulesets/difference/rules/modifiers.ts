import { toInteger, type OddsLabel } from '../../../core';
import { EDGE_CAP, MODIFIER_SIZES, type ModifierSize } from './tables';

/**
 * §1.4 Edges & Setbacks. A situational modifier is an Edge (+) or a Setback (−) of a size; they
 * cancel one for one, and the net is capped at ±3 unless a source says it exceeds the cap (DIF-2).
 */
export interface SituationalModifier {
  /** An id the glue can use to remove a one-roll modifier once the roll is made (§1.4 Scope). */
  id?: string;
  /** Where it comes from, for the dialog and the card: an i18n key or the talent's own name. */
  source: OddsLabel;
  kind: 'edge' | 'setback';
  /** Minor ±1, Major ±2, Overwhelming ±3, or a number of steps (e.g. Exhausted [−4]). */
  size: ModifierSize | number;
  /** "Some rare and powerful talents may explicitly state that they can exceed this cap." */
  exceedsCap?: boolean;
  /** True when the source says it lasts beyond the next roll (conditions, task complications). */
  persistent?: boolean;
}

/** A modifier as it counted on a roll: its signed value and size named. */
export interface AppliedModifier {
  id?: string;
  source: OddsLabel;
  kind: 'edge' | 'setback';
  /** The size by name when it is one of the three sizes, else null. */
  size: ModifierSize | null;
  /** +n for an Edge, −n for a Setback. */
  value: number;
  exceedsCap: boolean;
  persistent: boolean;
}

export interface EdgeTotal {
  modifiers: AppliedModifier[];
  /** Sum of the Edges (≥ 0) and of the Setbacks (≥ 0, as a magnitude). */
  edges: number;
  setbacks: number;
  /** How many points of Edge and Setback cancelled one for one. */
  cancelled: number;
  /** Edges − Setbacks before the cap. */
  uncapped: number;
  /** What is added to x. */
  net: number;
  cap: number;
  /** True when the cap cut the net down. */
  capped: boolean;
  /** True when the net is beyond ±cap because a source exceeds the cap. */
  exceedsCap: boolean;
}

const SIZE_BY_VALUE = new Map<number, ModifierSize>(
  Object.entries(MODIFIER_SIZES).map(([name, value]) => [value, name as ModifierSize]),
);

/** The magnitude of a modifier (≥ 0): a named size or a whole number of steps. */
export function modifierMagnitude(size: ModifierSize | number): number {
  if (typeof size === 'string') return Object.hasOwn(MODIFIER_SIZES, size) ? MODIFIER_SIZES[size] : 0;
  return toInteger(size, { min: 0 });
}

/** The name of a magnitude when it is one of the three sizes. */
export function sizeName(magnitude: number): ModifierSize | null {
  return SIZE_BY_VALUE.get(magnitude) ?? null;
}

type ModifierMaker = (
  source: OddsLabel,
  size: ModifierSize | number,
  more?: Partial<SituationalModifier>,
) => SituationalModifier;

const maker =
  (kind: SituationalModifier['kind']): ModifierMaker =>
  (source, size, more = {}) => ({ ...more, source, kind, size });

/** An Edge of a size from a source. */
export const edge = maker('edge');

/** A Setback of a size from a source. */
export const setback = maker('setback');

function applied(m: SituationalModifier): AppliedModifier {
  const magnitude = modifierMagnitude(m.size);
  const kind = m.kind === 'setback' ? 'setback' : 'edge';
  return {
    ...(m.id !== undefined ? { id: m.id } : {}),
    source: m.source,
    kind,
    size: sizeName(magnitude),
    value: kind === 'edge' ? magnitude : -magnitude,
    exceedsCap: m.exceedsCap === true,
    persistent: m.persistent === true,
  };
}

/**
 * The net Edge/Setback of a roll (§1.4, DIF-2): Edges and Setbacks are summed — which is the
 * one-for-one cancellation — and the net is then held within ±cap. The cap does not hold in a
 * direction in which some contributing source is marked "exceeds cap" (an exceeding Edge lifts the
 * upper bound only, an exceeding Setback the lower bound only), so cancellation always happens
 * first, as §1.4 says.
 */
export function netEdges(modifiers: readonly SituationalModifier[], cap: number = EDGE_CAP): EdgeTotal {
  const list = modifiers.map(applied);
  const bound = toInteger(cap, { min: 0, fallback: EDGE_CAP });
  let edges = 0;
  let setbacks = 0;
  for (const m of list) {
    if (m.value > 0) edges += m.value;
    else setbacks -= m.value;
  }
  const uncapped = edges - setbacks;
  const liftUp = list.some((m) => m.exceedsCap && m.value > 0);
  const liftDown = list.some((m) => m.exceedsCap && m.value < 0);
  let net = uncapped;
  if (net > bound && !liftUp) net = bound;
  if (net < -bound && !liftDown) net = -bound;
  return {
    modifiers: list,
    edges,
    setbacks,
    cancelled: Math.min(edges, setbacks),
    uncapped,
    net,
    cap: bound,
    capped: net !== uncapped,
    exceedsCap: Math.abs(net) > bound,
  };
}

/** The ids of the modifiers that expire once the roll is made (§1.4 Scope: the next single roll). */
export function expiringModifiers(modifiers: readonly SituationalModifier[]): string[] {
  return modifiers.filter((m) => m.persistent !== true && m.id !== undefined).map((m) => m.id!);
}
