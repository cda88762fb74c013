/**
 * Odds: the exact odds of each ruleset's largest realistic roll (median per call after warm-up),
 * and the same roll sampled 100,000 times through the engine's resolve function with SeededDice —
 * how much slower sampling is, and how far its frequencies lie from the exact figures (see
 * sampling.ts for the bound).
 */
import type { OddsSummary } from '../src/core';
import * as countdown from '../src/rulesets/countdown/rules';
import * as cryture from '../src/rulesets/cryture/rules';
import * as difference from '../src/rulesets/difference/rules';
import * as hitdice from '../src/rulesets/hitdice/rules';
import * as relic from '../src/rulesets/relic/rules';
import type { Bench } from './harness';
import { agreement, barTable, labelText, monteCarlo, SAMPLES, type OddsCase } from './sampling';
import { resolveWith } from '../src/core';

const summary = (odds: unknown) => odds as OddsSummary;

// hitdice ------------------------------------------------------------------------------------

/** Level 10 (Proficiency 5): an Expert ability with 5 exertion, 3 bonus and 3 Affinity dice — 16 dice. */
const hitdiceAction: hitdice.ActionRequest = {
  actor: { level: 10, hitDie: 'tough', body: 23, resolve: 5, affinity: { stored: 10, gainedToday: 0 } },
  tier: 'expert',
  exertion: 5,
  bonusDice: 3,
  affinityDice: 3,
};

/** Every layer full at level 10: Guard 2d6, barrier 2d12, heavy armor 3d10, body 23d10 — 30 dice, capacity 5, 10 HD of damage. */
const hitdiceDefense: hitdice.DefenseRequest = {
  actor: {
    level: 10,
    hitDie: 'tough',
    body: 23,
    resolve: 5,
    armor: { type: 'heavy', dice: 3, max: 3 },
    barrier: 2,
    guard: 2,
  },
  damage: 10,
};

// cryture ------------------------------------------------------------------------------------

const fireRain: cryture.PowerData = {
  name: 'Fire Rain',
  type: 'Fire',
  action: 'concentrated',
  range: { form: 'rangedBlast', range: 8, blast: 1 },
  check: { kind: 'attack', pool: ['Focus', 'Focus'], difficulty: 'Reflexes' },
  hit: { damagePerHit: 2 },
  crit: { extraHits: 1, statuses: [{ status: 'wounded', stacks: 1 }] },
  effect: { statuses: [{ status: 'distracted', stacks: 1 }] },
};

const foe = (
  id: string,
  reflexes: number,
  extra: Partial<cryture.CombatantSnapshot> = {},
): cryture.CombatantSnapshot => ({
  id,
  kind: 'npc',
  stats: { Reflexes: reflexes, Defense: 5, Speed: 4 },
  health: { value: 30, max: 30 },
  ...extra,
});

/** Focus 8 + 8, Empowered 2: 18 dice; flanking, a Fire weakness and Softened bring three targets to 20, cover one to 16. */
const crytureAttack: cryture.AttackRequest = {
  user: {
    id: 'rowan',
    kind: 'trainer',
    stats: { Focus: 8, Agility: 3 },
    health: { value: 40, max: 40 },
    statuses: { empowered: { stacks: 2 } },
  },
  power: fireRain,
  originDistance: 6,
  targets: [
    { target: foe('a', 5, { statuses: { block: { stacks: 1, turnEnds: 1 } } }), situations: ['flanking'] },
    { target: foe('b', 6, { weaknesses: ['Fire'] }) },
    { target: foe('c', 4, { statuses: { softened: { stacks: 2 }, block: { stacks: 3, turnEnds: 1 } } }) },
    { target: foe('d', 7), situations: ['cover'] },
  ],
};

// relic --------------------------------------------------------------------------------------

/** An Execution Surge at Resonance 5 with a heavy weapon from the frontline, against AC 18 and Resistance 3. */
const relicAttack: relic.AttackRequest = {
  attacker: { side: 'seeker', attributes: { fit: 4, dex: 1, wis: 0, int: 0 }, row: 'frontline' },
  weapon: { tag: 'heavy', weaponClass: 'heavy' },
  target: { side: 'enemy', ac: 18, resistance: 3 },
  formationBroken: false,
  execution: 5,
  damageBonus: 2,
};

// difference ---------------------------------------------------------------------------------

const source = (key: string) => ({ key });

/** Agility 4 + Melee 3 against Agility 3 + Evasion 3, a condition penalty, a Major Edge and a Minor Setback, Determined. */
const differenceCheck: difference.CheckRequest = {
  attribute: 'agility',
  attributeScore: 4,
  skill: 'melee',
  skillScore: 3,
  opposition: { kind: 'opposed', attribute: 'agility', attributeScore: 3, skill: 'evasion', skillScore: 3 },
  adjustments: [{ source: source('MANIFOLD.difference.condition.exhausted'), value: -1 }],
  modifiers: [
    difference.edge(source('MANIFOLD.difference.source.flanking'), 'major'),
    difference.setback(source('MANIFOLD.difference.source.darkness'), 'minor'),
  ],
  determined: true,
  player: true,
};

/** Forge a masterwork: Success Threshold 10, Failure Threshold 5, each Complication a Minor Setback on later rolls. */
const differenceTask: difference.ExtendedTask = {
  check: { ...differenceCheck, opposition: { kind: 'unopposed', difficulty: 5 }, determined: false },
  successThreshold: 10,
  interval: { amount: 1, unit: 'hours' },
  model: { kind: 'complications', failureThreshold: 5, complicationSetback: true },
};

// countdown ----------------------------------------------------------------------------------

/** Reflex 7, trained, with advantage from two sources. */
const countdownCheck: countdown.CheckRequest = {
  target: { stat: 'reflex', value: 7, trained: true },
  advantages: ['MANIFOLD.countdown.edge.flanking', 'MANIFOLD.countdown.edge.unaware'],
};

/** A cd12 resource (six torches) over the next 60 triggers (its expected life is 40). */
const LIFETIME_HORIZON = 60;
const countdownDie: countdown.CountdownState = { die: 12 };

// The cases ----------------------------------------------------------------------------------

export const ODDS_CASES: OddsCase[] = [
  {
    name: 'hitdice action, 16 dice with exertion',
    odds: () => hitdice.actionOdds(hitdiceAction),
    table: (odds) => barTable(summary(odds).bars, (bar) => `successes ${labelText(bar)}`),
    sample: (dice) => `successes ${resolveWith(hitdice.resolveAction(hitdiceAction), dice).successes}`,
  },
  {
    name: 'hitdice defense, 30 dice in 4 layers, capacity 5',
    odds: () => hitdice.defenseOdds(hitdiceDefense),
    table: (odds) => {
      const { loss } = odds as hitdice.DefenseOddsSummary;
      const out = new Map<string, number>();
      for (const layer of loss.layers) layer.lost.forEach((p, k) => out.set(`${layer.kind} lost ${k}`, p));
      loss.total.forEach((p, k) => out.set(`total lost ${k}`, p));
      return out;
    },
    sample: (dice) => {
      const r = resolveWith(hitdice.resolveDefense(hitdiceDefense), dice);
      return [...r.layers.map((l) => `${l.kind} lost ${l.lost}`), `total lost ${r.lost}`];
    },
  },
  {
    name: 'cryture attack, 20 dice against 4 targets',
    odds: () => cryture.attackOdds(crytureAttack),
    table: (odds) => {
      const out = new Map<string, number>();
      for (const t of (odds as cryture.AttackOdds).targets) {
        t.table.p.forEach((row, hits) => row.forEach((p, crits) => out.set(`${t.targetId} ${hits}/${crits}`, p)));
      }
      return out;
    },
    sample: (dice) =>
      resolveWith(cryture.resolveAttack(crytureAttack), dice).targets.map((t) => `${t.targetId} ${t.hits}/${t.crits}`),
  },
  {
    name: 'relic attack with its damage distribution',
    odds: () => [relic.attackOdds(relicAttack), relic.attackDamageOdds(relicAttack)],
    table: (odds) => {
      const [attack, damage] = odds as [OddsSummary, OddsSummary];
      const out = barTable(attack.bars, (_, i) => `outcome ${['critical', 'hit', 'miss'][i]}`);
      return barTable(damage.bars, (bar) => `damage ${labelText(bar)}`, out);
    },
    sample: (dice) => {
      const r = resolveWith(relic.resolveAttack(relicAttack), dice);
      return [`outcome ${r.outcome}`, `damage ${r.apply.damage}`];
    },
  },
  {
    name: 'difference opposed check',
    odds: () => difference.checkOdds(differenceCheck),
    table: (odds) => barTable(summary(odds).bars, (_, i) => (i === 0 ? 'success' : 'failure')),
    sample: (dice) =>
      resolveWith(difference.resolveCheck(differenceCheck), dice).rolledSuccess ? 'success' : 'failure',
  },
  {
    name: 'difference extended task, thresholds 10 and 5',
    odds: () => difference.extendedTaskOdds(differenceTask),
    table: (odds) =>
      barTable(summary(odds).bars, (bar) => {
        const { key, data } = bar.label as { key: string; data?: { complications?: number } };
        return key.endsWith('taskFailed') ? 'failed' : `completed with ${data?.complications}`;
      }),
    sample: (dice) => {
      let state = difference.startTask(differenceTask);
      while (state.status === 'ongoing') {
        const r = resolveWith(difference.resolveExtendedRoll(differenceTask, state), dice);
        if (!r.ok) throw new Error(r.reason);
        state = r.after;
      }
      return state.status === 'completed' ? `completed with ${state.complications}` : 'failed';
    },
  },
  {
    name: 'countdown check with advantage',
    odds: () => countdown.checkOdds(countdownCheck),
    table: (odds) => barTable(summary(odds).bars, (_, i) => ['critical', 'pass', 'fail'][i]!),
    sample: (dice) => resolveWith(countdown.resolveCheck(countdownCheck), dice).outcome,
  },
  {
    name: `countdown cd12 lifetime over ${LIFETIME_HORIZON} triggers`,
    odds: () => countdown.countdownLifetimeOdds(countdownDie, LIFETIME_HORIZON),
    table: (odds) => barTable(summary(odds).bars, (_, i) => (i < LIFETIME_HORIZON ? `exhausted on ${i + 1}` : 'later')),
    sample: (dice) => {
      let state: countdown.CountdownState = countdownDie;
      for (let trigger = 1; trigger <= LIFETIME_HORIZON; trigger++) {
        const t = resolveWith(countdown.triggerCountdown(state), dice);
        if (!t.ok) throw new Error(t.reason);
        if (t.state.die === null) return `exhausted on ${trigger}`;
        state = t.state;
      }
      return 'later';
    },
  },
];

/** Sampling runs per case: up to 3 (the median is reported), fewer when one run is slow; the first run's frequencies are compared. */
const SAMPLING_RUNS = 3;
const SAMPLING_SECONDS = 4;

export default function (bench: Bench): void {
  for (const c of ODDS_CASES) {
    const exact = bench.ms(`odds: ${c.name}`, c.odds, { samples: 80, warmupMs: 300 });
    monteCarlo(c, SAMPLES / 20, 7); // warm-up
    const runs = [monteCarlo(c, SAMPLES, 1000)];
    while (runs.length < SAMPLING_RUNS && runs.reduce((t, r) => t + r.ms, 0) < SAMPLING_SECONDS * 1000) {
      runs.push(monteCarlo(c, SAMPLES, 1000 + runs.length));
    }
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const sampledMs = times[Math.floor(times.length / 2)]!;
    const fit = agreement(c.table(c.odds()), runs[0]!.counts, SAMPLES);
    const ratio = sampledMs / exact.median;
    bench.record(
      `odds: ${c.name} — Monte Carlo ${SAMPLES / 1000}k`,
      { median: sampledMs, p95: times.at(-1)! },
      'ms',
      {
        samples: SAMPLES,
        runs: runs.length,
        largestDifference: Number(fit.largestDifference.toPrecision(3)),
        at: fit.worst,
        bound: Number(fit.bound.toPrecision(3)),
        withinSamplingError: fit.within ? 'pass' : 'fail',
      },
      true,
      fit.within,
    );
    bench.record(`odds: ${c.name} — exact speed-up`, { median: ratio, p95: ratio }, '×', undefined, false);
  }
}
