import { Distribution, clamp, text, toInteger, type OddsBar, type OddsSummary } from '../../../core';
import {
  damageFor,
  healingFor,
  landedHits,
  planAttack,
  powerNumbers,
  totalHits,
  type AttackRequest,
  type CheckKind,
} from './attack';
import { oddsLabel } from './i18n';
import { initiativeDice, type Entrant } from './initiative';
import { roleChances } from './pool';
import type { PowerData } from './power';
import { CLUMSY_DAMAGE_PER_DIE, DIE_FACES, MAX_POOL_DICE } from './tables';

/**
 * Exact odds, from the same plan (pool sizes, difficulties, Block) and the same die reading
 * (classifyDie via roleChances) as resolveAttack.
 *
 * A pool of n d10 against a difficulty is a multinomial over three roles (crit, other hit, miss):
 * P(c crits, h other hits) = n! / (c! h! (n−c−h)!) · pc^c · ph^h · pm^(n−c−h), so a target's
 * (hits, crits) table costs (n+1)(n+2)/2 products. Tables are shared by every target with the same
 * pool size and difficulty, and kept between calls.
 */

/** P(hits = h, crits = c) for h = 0..dice, c = 0..h (rows are as long as h + 1). */
export interface HitCritTable {
  dice: number;
  p: number[][];
}

const binomialRows: Float64Array[] = [Float64Array.of(1)];
function binomialRow(n: number): Float64Array {
  for (let m = binomialRows.length; m <= n; m++) {
    const prev = binomialRows[m - 1]!;
    const row = new Float64Array(m + 1);
    row[0] = 1;
    row[m] = 1;
    for (let k = 1; k < m; k++) row[k] = prev[k - 1]! + prev[k]!;
    binomialRows.push(row);
  }
  return binomialRows[n]!;
}

function powers(base: number, n: number): Float64Array {
  const out = new Float64Array(n + 1);
  out[0] = 1;
  for (let k = 1; k <= n; k++) out[k] = out[k - 1]! * base;
  return out;
}

/** The exact joint distribution of (hits, crits) for `dice` d10 against `difficulty` (CRY-1). */
export function hitCritTable(dice: number, difficulty: number): HitCritTable {
  const roles = roleChances(difficulty);
  const pc = powers(roles.crit, dice);
  const ph = powers(roles.hit, dice);
  const pm = powers(roles.miss, dice);
  const choose = binomialRow(dice);
  const p: number[][] = [];
  for (let h = 0; h <= dice; h++) p.push(new Array<number>(h + 1).fill(0));
  for (let c = 0; c <= dice; c++) {
    const rest = dice - c;
    const a = choose[c]! * pc[c]!;
    const inner = binomialRow(rest);
    for (let h = 0; h <= rest; h++) p[c + h]![c] = a * inner[h]! * ph[h]! * pm[rest - h]!;
  }
  return { dice, p };
}

export interface TargetOdds {
  targetId: string;
  dice: number;
  difficulty: number;
  /** Headline: the chance a hit lands (attack, after Block) or of at least one success (roll). Bars: hits. */
  summary: OddsSummary;
  /** P(crits = c), c = 0..dice. */
  crits: OddsBar[];
  table: HitCritTable;
}

export interface AttackOdds {
  kind: CheckKind;
  /** Dice rolled (the largest pool). */
  dice: number;
  targets: TargetOdds[];
  /** CRY-5: for a Clumsy user's attack, the self-damage from 1s among every die rolled. */
  selfDamage: OddsSummary | null;
}

function targetOdds(
  power: PowerData,
  kind: CheckKind,
  table: HitCritTable,
  block: number,
): { summary: OddsSummary; crits: OddsBar[] } {
  const hitBars = new Array<number>(table.dice + 1).fill(0);
  const critBars = new Array<number>(table.dice + 1).fill(0);
  let landedAny = 0;
  let eHits = 0;
  let eCrits = 0;
  let eLanded = 0;
  let eDamage = 0;
  let eHealing = 0;
  const numbers = powerNumbers(power);
  for (let hits = 0; hits <= table.dice; hits++) {
    const row = table.p[hits]!;
    for (let crits = 0; crits <= hits; crits++) {
      const p = row[crits]!;
      if (p === 0) continue;
      const landed = landedHits(kind, totalHits(numbers, hits, crits), block);
      hitBars[hits]! += p;
      critBars[crits]! += p;
      if (landed > 0) landedAny += p;
      eHits += p * hits;
      eCrits += p * crits;
      eLanded += p * landed;
      eDamage += p * damageFor(numbers, landed);
      eHealing += p * healingFor(numbers, landed);
    }
  }
  const expected = [
    { label: oddsLabel('expectedHits'), value: eHits },
    { label: oddsLabel('expectedCrits'), value: eCrits },
  ];
  if (kind === 'attack') expected.push({ label: oddsLabel('expectedLanded'), value: eLanded });
  if (numbers.damagePerHit || numbers.damage) expected.push({ label: oddsLabel('expectedDamage'), value: eDamage });
  if (numbers.healingPerHit || numbers.healing) expected.push({ label: oddsLabel('expectedHealing'), value: eHealing });
  return {
    summary: {
      headline: { label: oddsLabel(kind === 'roll' ? 'success' : 'hit'), probability: landedAny },
      axis: oddsLabel('hitsAxis'),
      bars: hitBars.map((probability, hits) => ({
        label: oddsLabel('hits', { hits }),
        probability,
        tone: hits === 0 ? 'failure' : 'success',
      })),
      expected,
    },
    crits: critBars.map((probability, crits) => ({
      label: oddsLabel('crits', { crits }),
      probability,
      tone: crits === 0 ? 'neutral' : 'critical',
    })),
  };
}

/** How many of n d10 show a 1 (CLUMSY_FACE): each does with chance 1/10, whatever the difficulty. */
function onesAmong(dice: number): Distribution {
  return Distribution.bernoulli(1 / DIE_FACES).times(dice);
}

/** The chance of each number of 1s among n dice, as Clumsy damage (CRY-5). */
export function clumsyOdds(dice: number): OddsSummary {
  // Read like every pool size: a missing or junk count threw ("Cannot sum undefined copies").
  const ones = onesAmong(clamp(toInteger(dice, { min: 0 }), 0, MAX_POOL_DICE));
  const bars: OddsBar[] = ones.entries().map(([k, probability]) => ({
    label: oddsLabel('clumsyDamage', { damage: k * CLUMSY_DAMAGE_PER_DIE }),
    probability,
    tone: k === 0 ? 'neutral' : 'fumble',
  }));
  return {
    headline: { label: oddsLabel('clumsy'), probability: ones.atLeast(1) },
    axis: oddsLabel('clumsyAxis'),
    bars,
    expected: [{ label: oddsLabel('expectedSelfDamage'), value: ones.mean() * CLUMSY_DAMAGE_PER_DIE }],
  };
}

/**
 * Exact odds of a power use for each target: (hits, crits), landed hits after Block, damage. An
 * illegal request has no odds (null), exactly as resolveAttack refuses it.
 */
export function attackOdds(request: AttackRequest): AttackOdds | null {
  const planned = planAttack(request);
  if (!planned.ok) return null;
  const { plan } = planned;
  const targets: TargetOdds[] = [];
  if (plan.kind !== 'effect') {
    for (const t of plan.targets) {
      const table = hitCritTable(t.pool.dice, t.difficulty);
      targets.push({
        targetId: t.targetId,
        dice: t.pool.dice,
        difficulty: t.difficulty,
        ...targetOdds(request.power, plan.kind, table, t.block),
        table,
      });
    }
  }
  return { kind: plan.kind, dice: plan.dice, targets, selfDamage: plan.clumsy ? clumsyOdds(plan.dice) : null };
}

/**
 * Odds of a bare pool before any target is chosen (a sheet tooltip): `dice` d10 against a
 * difficulty, optionally with the target's Block and the power whose lines count the damage.
 */
export function poolOdds(request: {
  dice: number;
  difficulty: number;
  kind?: 'attack' | 'roll';
  block?: number;
  power?: PowerData;
}): OddsSummary {
  const dice = clamp(toInteger(request.dice, { min: 0 }), 0, MAX_POOL_DICE);
  const power = request.power ?? { name: '', action: 'major', range: { form: 'personal' } };
  const block = toInteger(request.block, { min: 0 });
  return targetOdds(power, request.kind ?? 'attack', hitCritTable(dice, request.difficulty), block).summary;
}

/** The exact distribution of an initiative total (CRY-3): the sum of the pool's d10s. */
export function initiativeDistribution(entrant: Pick<Entrant, 'stats'>): Distribution {
  return Distribution.die(DIE_FACES).times(initiativeDice(entrant));
}

/**
 * Initiative odds: the chance to act before an opponent (a known total, or another combatant's
 * pool), a tie counting half since the roll-off is even; bars by total.
 */
export function initiativeOdds(
  entrant: Pick<Entrant, 'stats'>,
  against: { total: number } | Pick<Entrant, 'stats'>,
): OddsSummary {
  const mine = initiativeDistribution(entrant);
  const theirs = 'total' in against ? Distribution.constant(against.total) : initiativeDistribution(against);
  let before = 0;
  mine.forEach((a, pa) =>
    theirs.forEach((b, pb) => {
      if (a > b) before += pa * pb;
      else if (a === b) before += (pa * pb) / 2;
    }),
  );
  return {
    headline: { label: oddsLabel('initiativeBefore'), probability: before },
    axis: oddsLabel('initiativeAxis'),
    bars: mine.entries().map(([total, probability]) => ({ label: text(total), probability, tone: 'neutral' })),
    expected: [{ label: oddsLabel('initiativeExpected'), value: mine.mean() }],
  };
}
