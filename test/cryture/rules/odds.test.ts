import { describe, expect, it } from 'vitest';
import * as crytureRules from '../../../src/rulesets/cryture/rules';
import {
  JointDistribution,
  ScriptedDice,
  allRolls,
  bruteForce,
  bruteForceFinite,
  resolveWith,
} from '../../../src/core';
import {
  attackOdds,
  classifyDie,
  clumsyOdds,
  hitCritTable,
  initiativeDistribution,
  initiativeOdds,
  poolOdds,
  resolveAttack,
  type AttackRequest,
  type AttackResult,
} from '../../../src/rulesets/cryture/rules';
import { attacker, foe, on, strike } from './fixtures';

/** Reads (hits, crits) from faces independently of the engine (CRY-1 as written). */
const hitsAndCrits = (faces: number[], difficulty: number) => [
  faces.filter((f) => f === 10 || f >= difficulty).length,
  faces.filter((f) => f === 10).length,
];

describe('the (hits, crits) table', () => {
  it('matches brute force over every roll of up to 4 dice, at every difficulty', () => {
    for (let n = 0; n <= 4; n++) {
      for (let d = 0; d <= 12; d++) {
        const table = hitCritTable(n, d);
        const brute = bruteForceFinite(new Array<number>(n).fill(10), (faces) => hitsAndCrits(faces, d));
        let total = 0;
        for (const [[h, c], p] of brute.entries()) {
          expect(table.p[h!]![c!], `n=${n} d=${d} h=${h} c=${c}`).toBeCloseTo(p, 12);
          total += table.p[h!]![c!]!;
        }
        expect(total).toBeCloseTo(1, 12);
      }
    }
  });

  it('matches JointDistribution of a three-outcome die for larger pools', () => {
    for (const [n, d] of [
      [12, 6],
      [20, 8],
      [15, 1],
      [9, 11],
    ] as const) {
      const joint = JointDistribution.die(10, (f) => [classifyDie(f, d) === 'miss' ? 0 : 1, f === 10 ? 1 : 0]).times(n);
      const table = hitCritTable(n, d);
      for (let h = 0; h <= n; h++) for (let c = 0; c <= h; c++) expect(table.p[h]![c]).toBeCloseTo(joint.p([h, c]), 12);
    }
  });

  it('sums to 1 and has no mass where crits exceed hits, even for 100 dice', () => {
    const table = hitCritTable(100, 7);
    let total = 0;
    for (const row of table.p) for (const p of row) total += p;
    expect(total).toBeCloseTo(1, 10);
    table.p.forEach((row, h) => expect(row).toHaveLength(h + 1));
  });
});

/** Every way the dice can land, resolved by resolveAttack itself: the distribution of f(result). */
function enumerate(request: AttackRequest, dice: number, f: (r: AttackResult) => number) {
  return bruteForce(new Array<number>(dice).fill(10), (faces) =>
    f(resolveWith(resolveAttack(request), new ScriptedDice(faces))),
  );
}

describe('attackOdds agrees with resolveAttack on every roll', () => {
  const request: AttackRequest = {
    user: attacker({ stats: { Might: 2, Agility: 1 }, statuses: { clumsy: 1 } }),
    power: strike({ range: { form: 'personalBlast', blast: 1 }, hit: { damagePerHit: 3 }, crit: { extraHits: 1 } }),
    targets: [
      on(foe('open', 6, { statuses: { block: { stacks: 2, turnEnds: 1 } } })), // 3 dice, Block 2
      on(foe('hidden', 4), { situations: ['cover'] }), // 1 die
      on(foe('tough', 12)), // only 10s
    ],
  };
  const odds = attackOdds(request)!;

  it('dice and difficulties per target', () => {
    expect(odds.dice).toBe(3);
    expect(odds.targets.map((t) => [t.targetId, t.dice, t.difficulty])).toEqual([
      ['open', 3, 6],
      ['hidden', 1, 4],
      ['tough', 3, 12],
    ]);
  });

  it('headline (a hit lands after Block), hit bars and expected values, target by target', () => {
    odds.targets.forEach((t, i) => {
      const landed = enumerate(request, 3, (r) => r.targets[i]!.settlement.landedHits);
      const hits = enumerate(request, 3, (r) => r.targets[i]!.hits);
      const crits = enumerate(request, 3, (r) => r.targets[i]!.crits);
      const damage = enumerate(request, 3, (r) => r.targets[i]!.settlement.damage);
      expect(t.summary.headline.probability).toBeCloseTo(landed.atLeast(1), 12);
      t.summary.bars.forEach((bar, h) => expect(bar.probability).toBeCloseTo(hits.p(h), 12));
      t.crits.forEach((bar, c) => expect(bar.probability).toBeCloseTo(crits.p(c), 12));
      const expected = Object.fromEntries(
        t.summary.expected!.map((e) => [(e.label as { key: string }).key.split('.').pop(), e.value]),
      );
      expect(expected.expectedHits).toBeCloseTo(hits.mean(), 12);
      expect(expected.expectedCrits).toBeCloseTo(crits.mean(), 12);
      expect(expected.expectedLanded).toBeCloseTo(landed.mean(), 12);
      expect(expected.expectedDamage).toBeCloseTo(damage.mean(), 12);
    });
  });

  it('Clumsy self-damage over every die rolled (CRY-5)', () => {
    const self = enumerate(request, 3, (r) => r.clumsy!.damage);
    expect(odds.selfDamage!.headline.probability).toBeCloseTo(self.atLeast(1), 12);
    expect(odds.selfDamage!.expected![0]!.value).toBeCloseTo(self.mean(), 12);
    expect(odds.selfDamage!.bars.map((b) => b.probability)).toEqual(
      [0, 3, 6, 9].map((dmg) => expect.closeTo(self.p(dmg), 12)),
    );
    expect(clumsyOdds(0).headline.probability).toBe(0);
  });

  it('a Roll: success headline, no Block, no Clumsy', () => {
    const roll: AttackRequest = {
      ...request,
      power: { ...request.power, check: { kind: 'roll', pool: ['Might', 'Agility'], difficulty: 'Defense' } },
    };
    const o = attackOdds(roll)!;
    expect(o.selfDamage).toBeNull();
    const successes = enumerate(roll, 3, (r) => r.targets[0]!.settlement.landedHits);
    expect(o.targets[0]!.summary.headline).toEqual({
      label: { key: 'MANIFOLD.cryture.odds.success' },
      probability: expect.closeTo(successes.atLeast(1), 12),
    });
  });

  it('a pool below 1 die never hits; an illegal request has no odds; an effect-only power has no rolls', () => {
    const hopeless = attackOdds({
      user: attacker({ statuses: { weakened: 5 } }),
      power: strike(),
      targets: [on(foe('x', 2))],
    })!;
    expect(hopeless.targets[0]!.summary.headline.probability).toBe(0);
    expect(hopeless.targets[0]!.summary.bars).toEqual([{ label: expect.anything(), probability: 1, tone: 'failure' }]);
    expect(attackOdds({ user: attacker(), power: strike(), targets: [on(foe('x', 2), { distance: 3 })] })).toBeNull();
    const guard = attackOdds({
      user: attacker(),
      power: { name: 'Guard', action: 'minor', range: { form: 'personal' } },
    })!;
    expect(guard).toEqual({ kind: 'effect', dice: 0, targets: [], selfDamage: null });
  });

  it('reads a 20-die pool against 4 targets (its speed is measured in bench/odds.bench.ts)', () => {
    const big: AttackRequest = {
      user: attacker({ stats: { Might: 9, Agility: 9 } }),
      power: strike({ range: { form: 'personalBlast', blast: 2 } }),
      targets: [6, 6, 7, 8].map((d, i) =>
        on(foe(`t${i}`, d, { statuses: { block: 1 } }), { situations: ['flanking'] }),
      ),
    };
    expect(attackOdds(big)!.targets.map((t) => t.dice)).toEqual([20, 20, 20, 20]);
  });
});

describe('poolOdds (before targets are chosen)', () => {
  it('equals the first target’s odds for the same pool, difficulty and Block', () => {
    const request: AttackRequest = {
      user: attacker(),
      power: strike(),
      targets: [on(foe('a', 7, { statuses: { block: 2 } }))],
    };
    const target = attackOdds(request)!.targets[0]!;
    expect(poolOdds({ dice: 5, difficulty: 7, block: 2, power: strike() })).toEqual(target.summary);
  });

  it('2 dice against 6: P(at least one hit) = 1 − 0.5²', () => {
    expect(poolOdds({ dice: 2, difficulty: 6 }).headline.probability).toBeCloseTo(0.75, 12);
    expect(poolOdds({ dice: 2, difficulty: 6, block: 1 }).headline.probability).toBeCloseTo(0.25, 12);
    expect(poolOdds({ dice: 2, difficulty: 6, block: 1, kind: 'roll' }).headline.probability).toBeCloseTo(0.75, 12);
    expect(poolOdds({ dice: -3, difficulty: 6 }).headline.probability).toBe(0);
  });
});

describe('initiative odds (CRY-3)', () => {
  it('the total of (Speed + Reflexes)d10 matches brute force', () => {
    const dist = initiativeDistribution({ stats: { Speed: 2, Reflexes: 1 } });
    const brute = bruteForce([10, 10, 10], (r) => r[0]! + r[1]! + r[2]!);
    for (let t = 3; t <= 30; t++) expect(dist.p(t)).toBeCloseTo(brute.p(t), 12);
  });

  it('the chance to act before a known total counts a tie as an even roll-off', () => {
    const odds = initiativeOdds({ stats: { Speed: 1, Reflexes: 1 } }, { total: 11 });
    const brute = bruteForce([10, 10], (r) => r[0]! + r[1]!);
    expect(odds.headline.probability).toBeCloseTo(brute.atLeast(12) + brute.p(11) / 2, 12);
    expect(odds.bars).toHaveLength(19);
    expect(odds.expected![0]!.value).toBeCloseTo(11, 12);
  });

  it('against another pool: equal pools are even; enumeration for unequal ones', () => {
    expect(initiativeOdds({ stats: { Speed: 2 } }, { stats: { Reflexes: 2 } }).headline.probability).toBeCloseTo(
      0.5,
      12,
    );
    let before = 0;
    for (const [a, b, c] of allRolls([10, 10, 10])) {
      const mine = a! + b!;
      before += mine > c! ? 1 : mine === c! ? 0.5 : 0;
    }
    const odds = initiativeOdds({ stats: { Speed: 2 } }, { stats: { Speed: 1 } });
    expect(odds.headline.probability).toBeCloseTo(before / 1000, 12);
  });
});

describe('hostile pool sizes (found by test/reliability/engines/cryture.property.test.ts)', () => {
  it('clumsyOdds reads a junk dice count like every pool size', () => {
    for (const dice of [undefined, NaN, 'x', -4] as unknown as number[]) {
      expect(crytureRules.clumsyOdds(dice).headline.probability).toBe(0);
    }
    expect(crytureRules.clumsyOdds(1e9 as number).bars.length).toBe(crytureRules.MAX_POOL_DICE + 1);
  });
});
