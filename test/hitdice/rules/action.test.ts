import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, SeededDice, bruteForceFinite } from '../../../src/core';
import {
  HitdiceRefusalError,
  actionOdds,
  planAction,
  poolDistribution,
  poolSuccesses,
  resolveAction,
  type ActionRequest,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';
import { resolveWith } from '../../../src/core';

/** The document's success rules, read independently: at/above threshold 1, a 6 is 2, exertion 1s burn. */
function read(faces: number[], threshold: number, exertionFrom: number, exertionCount: number) {
  let successes = 0;
  let burns = 0;
  faces.forEach((f, i) => {
    if (f >= threshold) successes += f === 6 ? 2 : 1;
    if (i >= exertionFrom && i < exertionFrom + exertionCount && f === 1) burns++;
  });
  return [successes, burns];
}

describe('action resolution (HD-1, HD-2, HD-3)', () => {
  it('Basic at level 1 with one exertion die: 6 and 1 → 2 successes, effect 1 + 1, one body die burned', () => {
    const dice = new ScriptedDice([6, 1]); // proficiency, exertion
    const result = resolveWith(resolveAction({ actor: pc(), tier: 'basic', exertion: 1 }), dice);
    dice.assertConsumed();
    expect(result.dice).toEqual([
      { role: 'proficiency', face: 6, successes: 2, burns: false },
      { role: 'exertion', face: 1, successes: 0, burns: true },
    ]);
    expect(result).toMatchObject({ successes: 2, required: 1, met: true, margin: 1, bonus: 1, effect: 2, burned: 1 });
    expect(result.apply).toEqual({ body: 4, bodyBurned: 1, affinityStored: 0 });
  });

  it('rolls proficiency, exertion, bonus then Affinity dice, each with its role', () => {
    const dice = new ScriptedDice([2, 3, 1, 4, 1, 6]);
    const result = resolveWith(
      resolveAction({
        actor: pc({ level: 3, body: 8, affinity: { stored: 1 } }),
        tier: 'advanced',
        exertion: 2,
        bonusDice: 1,
        affinityDice: 1,
      }),
      dice,
    );
    dice.assertConsumed();
    expect(result.dice.map((d) => d.role)).toEqual([
      'proficiency',
      'proficiency',
      'exertion',
      'exertion',
      'bonus',
      'affinity',
    ]);
    // Advanced 3+: 2→0, 3→1, 1→0 (burns), 4→1, bonus 1→0 (safe), affinity 6→2
    expect(result.successes).toBe(4);
    expect(result.burned).toBe(1); // the bonus die's 1 does not burn
    expect(result.effect).toBe(2 + 2); // base 2 + min(Proficiency 2, 4 − 2)
    expect(result.apply.affinityStored).toBe(0);
  });

  it('the bonus is capped at Proficiency (HD-2)', () => {
    const result = resolveWith(resolveAction({ actor: pc(), tier: 'basic', exertion: 1 }), new ScriptedDice([6, 6]));
    expect(result.successes).toBe(4);
    expect(result.bonus).toBe(1);
    expect(result.effect).toBe(2);
  });

  it('Ultimate counts only 6s, each for 2 (HD-1); a failure has no effect', () => {
    const actor = pc({ level: 9, body: 18 });
    const ok = resolveWith(resolveAction({ actor, tier: 'ultimate' }), new ScriptedDice([6, 6, 5, 5, 1]));
    expect(ok).toMatchObject({ successes: 4, met: true, effect: 5 });
    const miss = resolveWith(resolveAction({ actor, tier: 'ultimate' }), new ScriptedDice([6, 5, 5, 5, 5]));
    expect(miss).toMatchObject({ successes: 2, met: false, effect: 0, bonus: 0, failedExpert: true });
    expect(miss.round.triggers).toContain('failedExpert');
    expect(miss.round.resolveCheck).toBe(true);
  });

  it('a tierless roll succeeds on 5+ (HD-1) and has no effect; a GM requirement can be given', () => {
    const plain = resolveWith(resolveAction({ actor: pc({ level: 3 }) }), new ScriptedDice([4, 5]));
    expect(plain).toMatchObject({ threshold: 5, successes: 1, met: null, effect: 0, required: null });
    const required = resolveWith(resolveAction({ actor: pc({ level: 3 }), required: 2 }), new ScriptedDice([6, 1]));
    expect(required).toMatchObject({ met: true, margin: 0 });
  });

  it('Resolve 2 asks one more success of Advanced+ actions (HD-7)', () => {
    const result = resolveWith(
      resolveAction({ actor: pc({ level: 5, resolve: 2 }), tier: 'advanced' }),
      new ScriptedDice([3, 3, 2]),
    );
    expect(result.required).toBe(3);
    expect(result.met).toBe(false);
  });

  it('refuses what the rules forbid, with a reason', () => {
    const refused = (request: ActionRequest) => planAction(request).refusal?.id;
    expect(refused({ actor: pc({ level: 7, resolve: 4 }), tier: 'expert' })).toBe('expertBlockedByResolve');
    expect(refused({ actor: pc({ level: 7, resolve: 5 }), tier: 'expert' })).toBeUndefined();
    expect(refused({ actor: pc({ level: 3 }), tier: 'basic', exertion: 3 })).toBe('exertionOverCap');
    expect(refused({ actor: pc({ level: 3 }), tier: 'basic', exertion: 2 })).toBeUndefined();
    expect(refused({ actor: pc({ affinity: { stored: 1 } }), affinityDice: 2 })).toBe('affinityNotEnough');
    // Affinity dice do not count toward the per-action exertion cap.
    expect(refused({ actor: pc({ affinity: { stored: 2 } }), exertion: 1, affinityDice: 2 })).toBeUndefined();
    expect(refused({ actor: pc({ resolve: 0 }) })).toBe('unconscious');
    expect(refused({ actor: pc({ body: 0 }) })).toBe('unconscious');
    expect(refused({ actor: pc({ body: 0, resolve: 0 }) })).toBe('dead');
    expect(planAction({ actor: pc({ level: 3 }), exertion: 3 }).refusal).toMatchObject({
      key: 'MANIFOLD.hitdice.refusal.exertionOverCap',
      data: { max: 2 },
    });
    expect(() => resolveWith(resolveAction({ actor: pc(), exertion: 2 }), new ScriptedDice([]))).toThrow(
      HitdiceRefusalError,
    );
    expect(() => actionOdds({ actor: pc(), exertion: 2 })).toThrow(HitdiceRefusalError);
  });

  it('burning to 0 HD reduces to 0 and raises the Resolve check (HD-3, HD-7)', () => {
    const result = resolveWith(
      resolveAction({ actor: pc({ body: 1 }), tier: 'basic', exertion: 1 }),
      new ScriptedDice([2, 1]),
    );
    expect(result.apply).toMatchObject({ body: 0, bodyBurned: 1 });
    expect(result.life).toBe('dying');
    expect(result.round.triggers).toEqual(expect.arrayContaining(['reducedToZero', 'hdLost', 'maxExertion']));
  });
});

describe('action properties', () => {
  const requestArb = fc.record({
    level: fc.integer({ min: 1, max: 10 }),
    tier: fc.constantFrom('basic', 'advanced', 'expert', 'legendary', 'ultimate', null),
    exertion: fc.integer({ min: 0, max: 5 }),
    bonus: fc.integer({ min: 0, max: 3 }),
    affinity: fc.integer({ min: 0, max: 3 }),
    body: fc.integer({ min: 0, max: 20 }),
    seed: fc.integer(),
  });
  it('burned HD = exertion 1s; successes per the rules; effect within base … base + Proficiency', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const actor = pc({ level: r.level, body: Math.max(1, r.body), affinity: { stored: r.affinity } });
        const request: ActionRequest = {
          actor,
          tier: r.tier,
          exertion: Math.min(r.exertion, Math.ceil(r.level / 2)),
          bonusDice: r.bonus,
          affinityDice: r.affinity,
        };
        const { plan } = planAction(request);
        const result = resolveWith(resolveAction(request), new SeededDice(r.seed));
        const faces = result.dice.map((d) => d.face);
        const [successes, burns] = read(faces, plan.threshold, plan.pool.proficiency, plan.pool.exertion);
        expect(result.successes).toBe(successes);
        expect(result.burned).toBe(burns);
        expect(result.burned).toBe(result.dice.filter((d) => d.role === 'exertion' && d.face === 1).length);
        expect(result.apply.bodyBurned).toBe(Math.min(result.burned, plan.actor.body));
        expect(result.apply.body).toBeGreaterThanOrEqual(0);
        if (result.met && plan.baseImpact !== null) {
          expect(result.effect).toBeGreaterThanOrEqual(plan.baseImpact);
          expect(result.effect).toBeLessThanOrEqual(plan.baseImpact + plan.actor.proficiency);
        } else expect(result.effect).toBe(0);
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }),
    );
  });
});

describe('action odds vs brute force', () => {
  const cases: [string, ActionRequest][] = [
    ['Basic, level 3, 2 exertion', { actor: pc({ level: 3 }), tier: 'basic', exertion: 2 }],
    ['Advanced with a bonus die', { actor: pc({ level: 3 }), tier: 'advanced', exertion: 1, bonusDice: 1 }],
    [
      'Expert at level 5 with affinity',
      { actor: pc({ level: 5, affinity: { stored: 2 } }), tier: 'expert', exertion: 2, affinityDice: 1 },
    ],
    ['Ultimate at level 9', { actor: pc({ level: 9 }), tier: 'ultimate', exertion: 1 }],
    ['tierless with a requirement', { actor: pc({ level: 5 }), exertion: 2, required: 2 }],
    ['Weakened Advanced (+1 required)', { actor: pc({ level: 5, resolve: 2 }), tier: 'advanced', exertion: 1 }],
  ];
  it.each(cases)('%s', (_name, request) => {
    const { plan } = planAction(request);
    const n = plan.pool.proficiency + plan.pool.exertion + plan.pool.bonus + plan.pool.affinity;
    const brute = bruteForceFinite(new Array(n).fill(6), (faces) =>
      read(faces, plan.threshold, plan.pool.proficiency, plan.pool.exertion),
    );
    const joint = poolDistribution(plan.pool, plan.threshold);
    for (const [vector, p] of brute.entries()) expect(joint.p(vector)).toBeCloseTo(p, 12);
    const successes = poolSuccesses(plan.pool, plan.threshold);
    for (let s = 0; s <= 2 * n; s++)
      expect(successes.p(s)).toBeCloseTo(
        brute.probability((v) => v[0] === s),
        12,
      );

    const odds = actionOdds(request);
    const required = plan.required ?? 1;
    expect(odds.headline.probability).toBeCloseTo(
      brute.probability((v) => v[0]! >= required),
      12,
    );
    const effect = (s: number) =>
      plan.baseImpact === null || s < required ? 0 : plan.baseImpact + Math.min(plan.actor.proficiency, s - required);
    const expected = Object.fromEntries(
      odds.expected!.map((e) => [('key' in e.label ? e.label.key : '').split('.').pop(), e.value]),
    );
    expect(expected.expectedSuccesses).toBeCloseTo(
      brute.expected((v) => v[0]!),
      12,
    );
    expect(expected.expectedBurned).toBeCloseTo(
      brute.expected((v) => v[1]!),
      12,
    );
    if (plan.baseImpact !== null)
      expect(expected.expectedEffect).toBeCloseTo(
        brute.expected((v) => effect(v[0]!)),
        12,
      );
    for (const bar of odds.bars) {
      const s = Number('text' in bar.label ? bar.label.text : NaN);
      expect(bar.probability).toBeCloseTo(
        brute.probability((v) => v[0] === s),
        12,
      );
      expect(bar.tone).toBe(
        plan.required === null
          ? 'neutral'
          : s < required
            ? 'failure'
            : plan.baseImpact !== null && s - required >= plan.actor.proficiency
              ? 'critical'
              : 'success',
      );
    }
  });

  it('a 16-die pool with exertion is exact', () => {
    const request: ActionRequest = {
      actor: pc({ level: 10, body: 20, affinity: { stored: 6 } }),
      tier: 'advanced',
      exertion: 5,
      bonusDice: 0,
      affinityDice: 6,
    };
    const odds = actionOdds(request);
    expect(odds.bars.reduce((s, b) => s + b.probability, 0)).toBeCloseTo(1, 12);
    // P(≥ 2 successes) at 3+: a die fails on 1–2 (1/3), gives 1 on 3–5 (1/2), 2 on a 6.
    expect(odds.headline.probability).toBeCloseTo(1 - (1 / 3) ** 16 - 16 * (1 / 2) * (1 / 3) ** 15, 12);
    // Its speed is measured in bench/odds.bench.ts, never in a test.
  });
});
