/**
 * Defense ("Defense Roll Rules"; HD-4, HD-5, HD-6, HD-9): damage is resolved one hit die at a time
 * against the outermost non-empty layer (Guard → barrier → armor → body). While the attack's
 * defense rolls last, roll one die of that layer's type: at or above the sustain threshold the die
 * survives and one damage is cancelled (no explosion); otherwise the die is lost. With no rolls
 * left, each further damage loses a die outright.
 *
 * The odds are a dynamic programme over states, not histories: every die lost moves one position
 * along the layers, and each of the first min(damage, rolls) steps spends a roll, so the state is
 * just "dice lost so far" (the layer and the dice left in it follow from it).
 */
import { clamp, die, toInteger, type OddsBar, type OddsSummary, type Resolution } from '../../../core';
import {
  defenseRollsOf,
  settleLife,
  readActor,
  MAX_STORED_DICE,
  type HitdiceActor,
  type HitdiceActorData,
  type LifeState,
} from './actor';
import { oddsLabel } from './keys';
import { recordRoundEvent, type ResolveTrigger, type RoundReport, type RoundTally } from './round';
import { BARRIER_FACES, DEFAULT_SUSTAIN_THRESHOLD, GUARD_FACES, LAYER_KINDS, type LayerKind } from './tables';

export interface DefenseLayer {
  kind: LayerKind;
  faces: number;
  dice: number;
}

/** The dice a defense rolls against, outermost first, and the rolls the attack allows. */
export interface DefensePool {
  layers: DefenseLayer[];
  rolls: number;
  sustainThreshold: number;
}

/** The sustain threshold setting (HD-9; default 5), read safely: 1 always sustains, 13 never does. */
export function readSustainThreshold(value: unknown): number {
  return toInteger(value, { min: 1, max: BARRIER_FACES + 1, fallback: DEFAULT_SUSTAIN_THRESHOLD });
}

/** "5+ = Sustain": a defense die never explodes, it sustains or it fails. */
export function sustains(face: number, threshold: number): boolean {
  return face >= threshold;
}

/** The exact chance one die of `faces` sides sustains (HD-9): its faces read by `sustains`, as the resolution reads them. */
export function sustainChance(faces: number, threshold: number): number {
  let kept = 0;
  for (let face = 1; face <= faces; face++) if (sustains(face, threshold)) kept++;
  return kept / faces;
}

/** The actor's layers (HD-5, HD-6): Guard d6, barrier d12, armor (its die), body (the hit die type). */
export function defenseLayers(actor: HitdiceActor): DefenseLayer[] {
  const layers: Record<LayerKind, DefenseLayer | null> = {
    guard: { kind: 'guard', faces: GUARD_FACES, dice: actor.guard },
    barrier: { kind: 'barrier', faces: BARRIER_FACES, dice: actor.barrier },
    armor: actor.armor.type ? { kind: 'armor', faces: actor.armor.faces, dice: actor.armor.dice } : null,
    body: { kind: 'body', faces: actor.bodyFaces, dice: actor.body },
  };
  return LAYER_KINDS.map((kind) => layers[kind]).filter((l): l is DefenseLayer => l !== null);
}

/** The document's notation of a pool: "[1d12] → [1d8 ×3] → [1d10 ×7]" (empty layers left out). */
export function poolNotation(layers: readonly DefenseLayer[]): string {
  return layers
    .filter((l) => l.dice > 0)
    .map((l) => `[1d${l.faces}${l.dice > 1 ? ` ×${l.dice}` : ''}]`)
    .join(' → ');
}

export interface DefenseRequest {
  actor: HitdiceActorData;
  /** Hit dice of damage (an attack's effect). */
  damage: unknown;
  /** The sustain threshold setting (HD-9), default 5. */
  sustainThreshold?: unknown;
  /** How Defense Capacity is read (setting; default `proficiency`, HD-4). */
  capacity?: unknown;
  round?: Partial<RoundTally>;
  /** Resolve triggers the world does not use (setting). */
  ignoreTriggers?: readonly ResolveTrigger[];
}

export function readDamage(value: unknown): number {
  return toInteger(value, { min: 0, max: MAX_STORED_DICE * 10 });
}

/** The pool an actor defends with against one attack. */
export function defensePool(actor: HitdiceActor, sustainThreshold?: unknown, capacity?: unknown): DefensePool {
  return {
    layers: defenseLayers(actor),
    rolls: defenseRollsOf(actor, capacity),
    sustainThreshold: readSustainThreshold(sustainThreshold),
  };
}

export type DefenseStepOutcome = 'sustained' | 'lost' | 'autoLost' | 'unabsorbed';

/** One hit die of damage: the layer it met, the die rolled (if any) and what happened. */
export interface DefenseStep {
  hd: number;
  layer: LayerKind | null;
  faces: number | null;
  face: number | null;
  outcome: DefenseStepOutcome;
}

export interface LayerOutcome {
  kind: LayerKind;
  faces: number;
  before: number;
  after: number;
  lost: number;
  sustained: number;
  /** Faces rolled against this layer, in order. */
  rolled: number[];
}

export interface DefenseRun {
  steps: DefenseStep[];
  layers: LayerOutcome[];
  rollsUsed: number;
  lost: number;
  sustained: number;
  /** Damage left over once every layer was gone. */
  unabsorbed: number;
}

/**
 * Resolves `damage` against a pool one hit die at a time (HD-4): each die is asked for alone, of the
 * size of the layer the last one left, with that layer as its role.
 */
export function* runDefense(pool: DefensePool, damage: number): Resolution<DefenseRun> {
  const layers: LayerOutcome[] = pool.layers.map((l) => ({
    kind: l.kind,
    faces: l.faces,
    before: l.dice,
    after: l.dice,
    lost: 0,
    sustained: 0,
    rolled: [],
  }));
  const steps: DefenseStep[] = [];
  let rollsLeft = pool.rolls;
  for (let hd = 1; hd <= damage; hd++) {
    const layer = layers.find((l) => l.after > 0);
    if (!layer) {
      steps.push({ hd, layer: null, faces: null, face: null, outcome: 'unabsorbed' });
      continue;
    }
    let face: number | null = null;
    if (rollsLeft > 0) {
      rollsLeft--;
      face = yield* die(layer.faces, layer.kind);
      layer.rolled.push(face);
    }
    const outcome: DefenseStepOutcome =
      face === null ? 'autoLost' : sustains(face, pool.sustainThreshold) ? 'sustained' : 'lost';
    if (outcome === 'sustained') layer.sustained++;
    else {
      layer.after--;
      layer.lost++;
    }
    steps.push({ hd, layer: layer.kind, faces: layer.faces, face, outcome });
  }
  const lost = layers.reduce((n, l) => n + l.lost, 0);
  const sustained = layers.reduce((n, l) => n + l.sustained, 0);
  return { steps, layers, rollsUsed: pool.rolls - rollsLeft, lost, sustained, unabsorbed: damage - lost - sustained };
}

export interface DefenseResult extends DefenseRun {
  damage: number;
  rolls: number;
  sustainThreshold: number;
  /** Hit dice lost for the Resolve triggers: barrier, armor and body (Guard dice are bonus defense dice). */
  hdLost: number;
  /** The counts the glue writes back: Guard, barrier, armor dice, body (and `dead` when this hit killed). */
  apply: { guard: number; barrier: number; armorDice: number; body: number; dead?: true };
  reducedToZero: boolean;
  hitAtZero: boolean;
  life: LifeState;
  /** A collapsed character (0 Resolve) whose body reached 0: death. */
  died: boolean;
  round: RoundReport;
}

function layerAfter(run: DefenseRun, kind: LayerKind, fallback: number): number {
  return run.layers.find((l) => l.kind === kind)?.after ?? fallback;
}

/** Resolves an attack's damage against the actor's layers. */
export function* resolveDefense(request: DefenseRequest): Resolution<DefenseResult> {
  const actor = readActor(request.actor);
  const pool = defensePool(actor, request.sustainThreshold, request.capacity);
  const damage = readDamage(request.damage);
  const run = yield* runDefense(pool, damage);
  const body = layerAfter(run, 'body', actor.body);
  const hdLost = run.layers.filter((l) => l.kind !== 'guard').reduce((n, l) => n + l.lost, 0);
  const reducedToZero = actor.body > 0 && body === 0;
  const hitAtZero = actor.body === 0 && damage > 0;
  const { life, died } = settleLife(actor, body, actor.resolve);
  return {
    ...run,
    damage,
    rolls: pool.rolls,
    sustainThreshold: pool.sustainThreshold,
    hdLost,
    apply: {
      guard: layerAfter(run, 'guard', actor.guard),
      barrier: layerAfter(run, 'barrier', actor.barrier),
      armorDice: layerAfter(run, 'armor', actor.armor.dice),
      body,
      ...(died ? { dead: true as const } : {}),
    },
    reducedToZero,
    hitAtZero,
    life,
    died,
    round: recordRoundEvent(actor, request.round, { hdLost, reducedToZero, hitAtZero }, request.ignoreTriggers),
  };
}

export interface LayerLossOdds {
  kind: LayerKind;
  faces: number;
  dice: number;
  /** lost[k] = P(exactly k dice of this layer are lost). */
  lost: number[];
  expectedLost: number;
}

export interface DefenseLossOdds {
  /** total[k] = P(exactly k dice are lost in all). */
  total: number[];
  layers: LayerLossOdds[];
  expectedLost: number;
  expectedSustained: number;
}

/** The exact chance of losing 0, 1, 2… dice from each layer (HD-4), by dynamic programming over dice lost. */
export function defenseLossOdds(pool: DefensePool, damage: number): DefenseLossOdds {
  const n = pool.layers.reduce((s, l) => s + l.dice, 0);
  const chance = new Float64Array(n);
  let position = 0;
  for (const layer of pool.layers) {
    const p = sustainChance(layer.faces, pool.sustainThreshold);
    for (let i = 0; i < layer.dice; i++) chance[position++] = p;
  }
  let f = new Float64Array(n + 1);
  let g = new Float64Array(n + 1);
  f[0] = 1;
  let expectedSustained = 0;
  const rolledSteps = Math.min(damage, pool.rolls);
  for (let step = 0; step < rolledSteps; step++) {
    g.fill(0);
    g[n] = f[n]!;
    for (let lost = 0; lost < n; lost++) {
      const q = f[lost]!;
      if (q === 0) continue;
      const kept = q * chance[lost]!;
      expectedSustained += kept;
      g[lost]! += kept;
      g[lost + 1]! += q - kept;
    }
    [f, g] = [g, f];
  }
  const autoSteps = damage - rolledSteps;
  const total = new Array<number>(n + 1).fill(0);
  for (let lost = 0; lost <= n; lost++) total[Math.min(n, lost + autoSteps)]! += f[lost]!;
  let expectedLost = 0;
  total.forEach((p, lost) => (expectedLost += p * lost));
  let start = 0;
  const layers = pool.layers.map((layer) => {
    const lost = new Array<number>(layer.dice + 1).fill(0);
    total.forEach((p, t) => (lost[clamp(t - start, 0, layer.dice)]! += p));
    start += layer.dice;
    let mean = 0;
    lost.forEach((p, k) => (mean += p * k));
    return { kind: layer.kind, faces: layer.faces, dice: layer.dice, lost, expectedLost: mean };
  });
  return { total, layers, expectedLost, expectedSustained };
}

export interface DefenseOddsSummary extends OddsSummary {
  pool: DefensePool;
  damage: number;
  loss: DefenseLossOdds;
}

/** The tone of a bar: nothing lost reads well, a whole layer gone (or any body die) reads badly. */
function lossTone(kind: LayerKind, lost: number, dice: number): OddsBar['tone'] {
  if (lost === 0) return 'success';
  return kind === 'body' || lost === dice ? 'failure' : 'partial';
}

/**
 * Exact odds of a defense: the chance of losing 0, 1, 2… dice from each layer; the headline is
 * about what that chart plots, the chance to lose no die at all (the body's own odds are its bars).
 */
export function defenseOdds(request: DefenseRequest): DefenseOddsSummary {
  const actor = readActor(request.actor);
  const pool = defensePool(actor, request.sustainThreshold, request.capacity);
  const damage = readDamage(request.damage);
  const loss = defenseLossOdds(pool, damage);
  const bars: OddsBar[] = [];
  for (const layer of loss.layers) {
    if (layer.dice === 0) continue;
    layer.lost.forEach((probability, count) =>
      bars.push({
        label: oddsLabel(`layerLost.${layer.kind}`, { count }),
        probability,
        tone: lossTone(layer.kind, count, layer.dice),
      }),
    );
  }
  return {
    headline: { label: oddsLabel('noDieLost'), probability: loss.total[0] ?? 1 },
    axis: oddsLabel('diceLost'),
    bars,
    expected: [
      { label: oddsLabel('expectedLost'), value: loss.expectedLost },
      { label: oddsLabel('expectedSustained'), value: loss.expectedSustained },
      ...loss.layers
        .filter((l) => l.dice > 0)
        .map((l) => ({ label: oddsLabel(`expectedLayerLost.${l.kind}`), value: l.expectedLost })),
    ],
    pool,
    damage,
    loss,
  };
}
