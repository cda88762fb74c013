import { Distribution, label, text, type OddsBar, type OddsSummary } from '../../../core';
import { attackProfile, damageDealt, type AttackRequest } from './attack';
import { checkDifficulty, checkOutcome, keptD20, type CheckOutcome, type CheckRequest } from './check';
import { classRow } from './classes';
import { contestLead, type ContestRequest } from './contest';
import {
  expectedTriggersLeft,
  stepDownChance,
  triggerDistribution,
  type CountdownState,
  type DieDistribution,
} from './countdown';
import { dieSizeDown } from './die-size';
import { afterArmor, damageDistribution, damageSpecOf, maxDamage } from './damage';
import type { DiceAmount } from './gear';
import type { FieldSurgeryRequest } from './healing';
import { defenseProfile, isMassive, type DefenseRequest } from './defense';
import { edgeMode, type EdgeSubject } from './edges';
import { encounterCadence, ENCOUNTER_DIE, type DangerLevel } from './exploration';
import { countdownKey } from './i18n';
import { initiativeMode, monsterSideReflex } from './initiative';
import { MORALE_DIFFICULTY, moraleHolds } from './morale';
import { refuse, type Refusal } from './result';
import { STAT_ROLL } from './character';
import { spellCheckRequest, type SpellCastRequest } from './spell';
import { readStat } from './stats';

/**
 * Exact odds for every roll, from the same thresholds and functions as the resolutions (never
 * sampled). Labels are i18n keys under MANIFOLD.countdown (lang/en/countdown.json).
 */
const labelOf = (path: string, data?: Record<string, string | number>) => label(countdownKey(path), data);

const OUTCOME_TONE: Record<CheckOutcome, OddsBar['tone']> = { critical: 'critical', pass: 'success', fail: 'failure' };

/** The distribution of the kept d20 of a check (its mode from the request's edges). */
function checkNatural(request: Pick<CheckRequest, 'advantages' | 'disadvantages'>): Distribution {
  return keptD20(edgeMode(request.advantages ?? [], request.disadvantages ?? []));
}

/** P(each outcome) of a check. */
export function checkOutcomeChances(request: CheckRequest): Record<CheckOutcome, number> {
  const chances: Record<CheckOutcome, number> = { critical: 0, pass: 0, fail: 0 };
  if (request.automatic) return { ...chances, pass: 1 };
  const difficulty = checkDifficulty(request.target);
  checkNatural(request).forEach((natural, p) => (chances[checkOutcome(natural, difficulty)] += p));
  return chances;
}

/** A check (CD-1): chance to succeed; bars critical / pass / fail. */
export function checkOdds(request: CheckRequest): OddsSummary {
  const chances = checkOutcomeChances(request);
  return {
    headline: { label: labelOf('odds.success'), probability: chances.critical + chances.pass },
    axis: labelOf('odds.outcome'),
    bars: (['critical', 'pass', 'fail'] as const).map((o) => ({
      label: labelOf(`outcome.${o}`),
      probability: chances[o],
      tone: OUTCOME_TONE[o],
    })),
  };
}

/**
 * A spell check: as a check, with the natural 20 (enhanced effect) and the natural 1 (backlash)
 * shown apart from the other criticals and failures.
 */
export function spellOdds(request: CheckRequest): OddsSummary {
  const natural = checkNatural(request);
  const base = checkOdds(request);
  const p20 = request.automatic ? 0 : natural.p(20);
  const p1 = request.automatic ? 0 : natural.p(1);
  const [critical, pass, fail] = base.bars as [OddsBar, OddsBar, OddsBar];
  return {
    ...base,
    bars: [
      { label: labelOf('odds.enhanced'), probability: p20, tone: 'critical' },
      { ...critical, probability: critical.probability - p20 },
      pass,
      { ...fail, probability: fail.probability - p1 },
      { label: labelOf('odds.backlash'), probability: p1, tone: 'fumble' },
    ],
  };
}

/** A spell cast's odds: its spell check (spell.ts `spellCheckRequest`) read by `spellOdds`. */
export function spellCastOdds(request: SpellCastRequest): OddsSummary | Refusal {
  const checkRequest = spellCheckRequest(request);
  return 'ok' in checkRequest ? checkRequest : spellOdds(checkRequest);
}

/** The distribution of a check's margin (natural − Difficulty). */
function marginDistribution(request: CheckRequest): Distribution {
  return checkNatural(request).shift(-checkDifficulty(request.target));
}

/** A contested check: chance that side a wins (ties to the defender, or rerolled without one). */
export function contestOdds(request: ContestRequest): OddsSummary {
  const a = marginDistribution(request.a);
  const b = marginDistribution(request.b);
  const chance = { a: 0, b: 0, tie: 0 };
  a.forEach((ma, pa) =>
    b.forEach((mb, pb) => {
      const lead = contestLead(ma, mb);
      chance[lead > 0 ? 'a' : lead < 0 ? 'b' : 'tie'] += pa * pb;
    }),
  );
  let winA = chance.a;
  let winB = chance.b;
  if (request.defender === 'a') winA += chance.tie;
  else if (request.defender === 'b') winB += chance.tie;
  else {
    // Ties are rerolled until someone wins: the odds of the decisive round.
    winA = chance.a / (chance.a + chance.b);
    winB = chance.b / (chance.a + chance.b);
  }
  return {
    headline: { label: labelOf('odds.winContest'), probability: winA },
    axis: labelOf('odds.outcome'),
    bars: [
      { label: labelOf('odds.sideWins', { side: 'a' }), probability: winA, tone: 'success' },
      { label: labelOf('odds.sideWins', { side: 'b' }), probability: winB, tone: 'failure' },
    ],
    expected: [{ label: labelOf('odds.tieChance'), value: chance.tie }],
  };
}

function damageBars(dealt: Distribution, tone: OddsBar['tone']): OddsBar[] {
  return dealt.entries().map(([value, p]) => ({ label: text(value), probability: p, tone }));
}

/**
 * An attack: chance to hit; bars for a miss and each amount of damage dealt after Armor
 * (natural 20: maximum damage ignoring Armor); expected damage.
 */
export function attackOdds(request: AttackRequest): OddsSummary | Refusal {
  const profile = attackProfile(request);
  if (!profile.ok) return profile;
  const natural = keptD20(profile.edges.mode);
  let miss = 0;
  let normalHit = 0;
  let natural20 = 0;
  natural.forEach((n, p) => {
    if (checkOutcome(n, profile.difficulty) === 'fail') miss += p;
    else if (n === 20) natural20 += p;
    else normalHit += p;
  });
  const pairs: [number, number][] = [];
  damageDistribution(profile.damage).forEach((raw, p) =>
    pairs.push([damageDealt(raw, profile.armor, false), p * normalHit]),
  );
  pairs.push([damageDealt(maxDamage(profile.damage), profile.armor, true), natural20]);
  const dealt = pairs.some(([, p]) => p > 0) ? Distribution.fromWeights(pairs) : Distribution.constant(0);
  const hit = normalHit + natural20;
  const expectedDamage = hit > 0 ? dealt.mean() * hit : 0;
  return {
    headline: { label: labelOf('odds.hit'), probability: hit },
    axis: labelOf('odds.damage'),
    bars: [
      { label: labelOf('odds.miss'), probability: miss, tone: 'failure' },
      ...damageBars(dealt, 'success').map((bar) => ({ ...bar, probability: bar.probability * hit })),
    ],
    expected: [{ label: labelOf('odds.expectedDamage'), value: expectedDamage }],
  };
}

/**
 * A defense roll (CD-2): chance to avoid the hit; bars for avoiding it and each amount of damage
 * taken after Armor; expected damage and the chance of massive damage (CD-5).
 */
export function defenseOdds(request: DefenseRequest): OddsSummary | Refusal {
  const profile = defenseProfile(request);
  if (!profile.ok) return profile;
  const chances = checkOutcomeChances({
    target: { stat: profile.stat, value: request.defender.stats?.[profile.stat], trained: profile.trained },
    advantages: profile.edges.advantages,
    disadvantages: profile.edges.disadvantages,
    automatic: request.brace ? 'brace' : undefined,
  });
  const fail = chances.fail;
  const taken = damageDistribution(profile.damage).map((raw) => afterArmor(raw, profile.armor));
  const massive = fail * taken.probability((d) => isMassive(d, profile.maxHp));
  return {
    headline: { label: labelOf('odds.avoid'), probability: 1 - fail },
    axis: labelOf('odds.damageTaken'),
    bars: [
      { label: labelOf('odds.avoided'), probability: 1 - fail, tone: 'success' },
      ...damageBars(taken, 'failure').map((bar) => ({ ...bar, probability: bar.probability * fail })),
    ],
    expected: [
      { label: labelOf('odds.expectedDamageTaken'), value: fail * taken.mean() },
      { label: labelOf('odds.massiveChance'), value: massive },
    ],
  };
}

/** One trigger of a countdown die (CD-3): chance it holds; expected triggers left (exact). */
export function countdownTriggerOdds(state: CountdownState): OddsSummary {
  if (state.die === null) {
    return {
      headline: { label: labelOf('odds.holds'), probability: 0 },
      bars: [{ label: labelOf('countdown.exhausted'), probability: 1, tone: 'fumble' }],
      expected: [{ label: labelOf('odds.triggersLeft'), value: 0 }],
    };
  }
  const down = stepDownChance(state.die);
  return {
    headline: { label: labelOf('odds.holds'), probability: 1 - down },
    axis: labelOf('odds.outcome'),
    bars: [
      { label: labelOf('odds.holds'), probability: 1 - down, tone: 'success' },
      state.die === 4
        ? { label: labelOf('odds.exhausts'), probability: down, tone: 'fumble' }
        : {
            label: labelOf('odds.stepsDown', { size: dieSizeDown(state.die)! }),
            probability: down,
            tone: 'partial',
          },
    ],
    expected: [{ label: labelOf('odds.triggersLeft'), value: expectedTriggersLeft(state) }],
  };
}

/**
 * How long a countdown die lasts: the chance it survives the next `horizon` triggers; bars for
 * being exhausted on each of those triggers (exact, by stepping the die's states) and later.
 */
export function countdownLifetimeOdds(state: CountdownState, horizon: number): OddsSummary {
  const n = Math.max(1, Math.min(200, Math.trunc(horizon) || 1));
  const bars: OddsBar[] = [];
  let before = state.die === null ? 1 : 0;
  let dist: DieDistribution = new Map([[state.die, 1]]);
  for (let t = 1; t <= n; t++) {
    dist = triggerDistribution(dist);
    const within = dist.get(null) ?? 0;
    bars.push({
      label: labelOf('odds.exhaustedOnTrigger', { trigger: t }),
      probability: within - before,
      tone: 'failure',
    });
    before = within;
  }
  bars.push({ label: labelOf('odds.exhaustedLater', { trigger: n }), probability: 1 - before, tone: 'success' });
  return {
    headline: { label: labelOf('odds.lastsTriggers', { count: n }), probability: 1 - before },
    axis: labelOf('odds.trigger'),
    bars,
    expected: [{ label: labelOf('odds.triggersLeft'), value: expectedTriggersLeft(state) }],
  };
}

/** Initiative (CD-4): chance a character acts before the monster side; ties shown apart (GM judgement). */
export function initiativeOdds(
  character: EdgeSubject & { reflex: unknown },
  monsterReflexes: readonly unknown[],
): OddsSummary {
  const mine = keptD20(initiativeMode(character).mode).shift(readStat(character.reflex));
  const theirs = keptD20('normal').shift(monsterSideReflex(monsterReflexes));
  const chance = { before: 0, tie: 0, after: 0 };
  mine.forEach((a, pa) =>
    theirs.forEach((b, pb) => {
      chance[a > b ? 'before' : a === b ? 'tie' : 'after'] += pa * pb;
    }),
  );
  return {
    headline: { label: labelOf('odds.actBeforeMonsters'), probability: chance.before },
    bars: [
      { label: labelOf('odds.before'), probability: chance.before, tone: 'success' },
      { label: labelOf('odds.tie'), probability: chance.tie, tone: 'neutral' },
      { label: labelOf('odds.after'), probability: chance.after, tone: 'failure' },
    ],
  };
}

/** Morale: d20 ≥ 15 holds. */
export function moraleOdds(): OddsSummary {
  const hold = Distribution.die(20).probability(moraleHolds);
  return {
    headline: { label: labelOf('odds.moraleHolds'), probability: hold },
    bars: [
      { label: labelOf('odds.moraleHolds'), probability: hold, tone: 'success' },
      { label: labelOf('odds.moraleBreaks'), probability: 1 - hold, tone: 'failure' },
    ],
    expected: [{ label: labelOf('odds.moraleDifficulty'), value: MORALE_DIFFICULTY }],
  };
}

/** A random encounter check: chance of an encounter, and expected exploration turns until one. */
export function encounterOdds(danger: DangerLevel): OddsSummary {
  const p = 1 / ENCOUNTER_DIE;
  return {
    headline: { label: labelOf('odds.encounter'), probability: p },
    bars: [
      { label: labelOf('odds.encounter'), probability: p, tone: 'failure' },
      { label: labelOf('odds.noEncounter'), probability: 1 - p, tone: 'success' },
    ],
    // Checks until the first 1 on a d6 are geometric with mean 6, one check every `cadence` turns.
    expected: [{ label: labelOf('odds.turnsUntilEncounter'), value: encounterCadence(danger) / p }],
  };
}

/** A hit-point die (starting HP or level up): each face, the mean, chance of the upper half. */
export function hpDieOdds(classId: unknown): OddsSummary | Refusal {
  const cls = classRow(classId);
  if (!cls) return refuse('unknownClass');
  const die = Distribution.die(cls.hpDie);
  const upper = die.atLeast(cls.hpDie / 2 + 1);
  return {
    headline: { label: labelOf('odds.upperHalf'), probability: upper },
    axis: labelOf('odds.hp'),
    bars: die.entries().map(([v, p]) => ({ label: text(v), probability: p, tone: 'neutral' })),
    expected: [{ label: labelOf('odds.expectedHp'), value: die.mean() }],
  };
}

/** Stat generation by rolling: each stat is 3d6; a set is kept when one of six is 7+. */
export function statRollOdds(): OddsSummary {
  const stat = Distribution.die(STAT_ROLL.faces).times(STAT_ROLL.dice);
  const low = stat.atMost(STAT_ROLL.needsOneAtLeast - 1);
  const keep = 1 - low ** STAT_ROLL.count;
  return {
    headline: { label: labelOf('odds.setKept'), probability: keep },
    axis: labelOf('odds.statValue'),
    bars: stat.entries().map(([v, p]) => ({ label: text(v), probability: p, tone: 'neutral' })),
    expected: [
      { label: labelOf('odds.expectedStat'), value: stat.mean() },
      { label: labelOf('odds.expectedSets'), value: 1 / keep },
    ],
  };
}

function healingDistribution(amount: DiceAmount, missingHp?: number): Distribution {
  // The same reading of the amount as healing.ts `rollHealing` (no negative healing).
  const rolled = damageDistribution(damageSpecOf(amount)).map((v) => Math.max(0, v));
  return missingHp === undefined ? rolled : rolled.map((v) => Math.min(v, Math.max(0, Math.trunc(missingHp))));
}

/** A healing roll (a poultice's 1d4, herbs' 1): HP restored, capped by the HP missing when given. */
export function healingOdds(amount: DiceAmount, missingHp?: number): OddsSummary {
  const healed = healingDistribution(amount, missingHp);
  return {
    headline: { label: labelOf('odds.healsAny'), probability: healed.atLeast(1) },
    axis: labelOf('odds.hpRestored'),
    bars: healed.entries().map(([v, p]) => ({ label: text(v), probability: p, tone: 'success' })),
    expected: [{ label: labelOf('odds.expectedHealing'), value: healed.mean() }],
  };
}

/** Field Surgery: the Lore (Medicine) check's chance, then 1d6 HP on a pass (capped by the HP missing when given). */
export function fieldSurgeryOdds(request: FieldSurgeryRequest, missingHp?: number): OddsSummary | Refusal {
  const surgery = classRow(request.healer.classId)?.features.fieldSurgery;
  if (!surgery) return refuse('notASurgeon');
  const chances = checkOutcomeChances({
    target: {
      stat: surgery.stat,
      value: request.healer.stats?.[surgery.stat],
      trained: (request.healer.trainedSkills ?? []).includes(surgery.skill),
    },
    advantages: request.advantages,
    disadvantages: request.disadvantages,
  });
  const pass = chances.critical + chances.pass;
  const healed = healingDistribution({ count: 1, faces: surgery.heal, bonus: 0 }, missingHp);
  return {
    headline: { label: labelOf('odds.success'), probability: pass },
    axis: labelOf('odds.hpRestored'),
    bars: [
      { label: labelOf('odds.noHealing'), probability: 1 - pass, tone: 'failure' },
      ...healed.entries().map(([v, p]) => ({ label: text(v), probability: p * pass, tone: 'success' as const })),
    ],
    expected: [{ label: labelOf('odds.expectedHealing'), value: pass * healed.mean() }],
  };
}
