import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveWith, ScriptedDice, SeededDice } from '../../../src/core';
import {
  COUNTDOWN_RESOURCES,
  countdownAfter,
  countdownLifetimeOdds,
  countdownResource,
  countdownTriggerOdds,
  exhaustedWithin,
  expectedTriggersLeft,
  readCountdown,
  startingDie,
  triggerCountdown,
  type CountdownState,
} from '../../../src/rulesets/countdown/rules';

const SIZES = [12, 10, 8, 6, 4] as const;

describe('countdown dice step down (CD-3)', () => {
  it('cd12 → cd10 → cd8 → cd6 → cd4 → exhausted, each on a 1', () => {
    let state: CountdownState = { die: 12 };
    const seen: (number | null)[] = [12];
    for (const size of SIZES) {
      const dice = new ScriptedDice([1]);
      const t = resolveWith(triggerCountdown(state), dice);
      dice.assertConsumed();
      if (!t.ok) throw new Error();
      expect(t.result).toMatchObject({ before: size, face: 1, steppedDown: true });
      expect(t.result.dice).toEqual([{ faces: size, result: 1, role: 'countdown' }]);
      state = t.state;
      seen.push(state.die);
    }
    expect(seen).toEqual([12, 10, 8, 6, 4, null]);
  });

  it('any other face holds the size', () => {
    for (const size of SIZES) {
      for (let face = 2; face <= size; face++) {
        const t = resolveWith(triggerCountdown({ die: size }), new ScriptedDice([face]));
        if (!t.ok) throw new Error();
        expect(t.state.die).toBe(size);
        expect(t.result.steppedDown).toBe(false);
        expect(t.result.exhausted).toBe(false);
      }
    }
  });

  it('a 1 on cd4 exhausts; an exhausted die cannot be triggered', () => {
    const t = resolveWith(triggerCountdown({ die: 4 }), new ScriptedDice([1]));
    expect(t).toMatchObject({ ok: true, state: { die: null }, result: { exhausted: true } });
    expect(resolveWith(triggerCountdown({ die: null }), new ScriptedDice([]))).toEqual({
      ok: false,
      reason: 'MANIFOLD.countdown.refusal.countdownExhausted',
    });
  });

  it('stored dice read safely', () => {
    expect(readCountdown({ die: 8 })).toEqual({ die: 8 });
    expect(readCountdown({ die: '10' })).toEqual({ die: 10 });
    expect(readCountdown({ die: 7 })).toEqual({ die: null });
    expect(readCountdown(undefined)).toEqual({ die: null });
  });

  it('property: sizes only ever step down, one size at a time, and only on a 1', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), fc.integer(), fc.integer({ min: 1, max: 200 }), (start, seed, n) => {
        const dice = new SeededDice(seed);
        let state: CountdownState = { die: start };
        for (let i = 0; i < n && state.die !== null; i++) {
          const t = resolveWith(triggerCountdown(state), dice);
          if (!t.ok) throw new Error();
          const before = SIZES.indexOf(state.die);
          const after = t.state.die === null ? SIZES.length : SIZES.indexOf(t.state.die);
          expect(after - before).toBe(t.result.face === 1 ? 1 : 0);
          state = t.state;
        }
      }),
    );
  });
});

describe('starting sizes (CD-6)', () => {
  // The printed table, for supplies with no die of their own (from cd4).
  const printed: [number, number][] = [
    [1, 4],
    [2, 6],
    [3, 8],
    [4, 10],
    [5, 10],
    [6, 12],
    [7, 12],
    [20, 12],
  ];
  for (const [quantity, die] of printed) {
    it(`${quantity} unit(s) → cd${die}`, () => expect(startingDie(quantity)).toBe(die));
  }

  it('steps count from the item\'s own die: torches from cd6 ("Carrying 3 torches? Start at cd10")', () => {
    expect(startingDie(1, 6)).toBe(6);
    expect(startingDie(2, 6)).toBe(8);
    expect(startingDie(3, 6)).toBe(10);
    expect(startingDie(4, 6)).toBe(12);
    expect(startingDie(6, 6)).toBe(12); // never above cd12
  });

  it('lanterns from cd8; no units → exhausted', () => {
    expect(startingDie(1, 8)).toBe(8);
    expect(startingDie(2, 8)).toBe(10);
    expect(startingDie(3, 8)).toBe(12);
    expect(startingDie(0)).toBeNull();
    expect(startingDie('junk')).toBeNull();
  });

  it('the common countdown dice: torch cd6, rations cd8 for 3, ammunition cd8, components cd6, morale cd8, lantern cd8', () => {
    const die = (id: string, units: number) => startingDie(units, countdownResource(id)!.baseDie);
    expect(die('torch', 1)).toBe(6);
    expect(die('rations', 3)).toBe(8); // "Rations (3) … cd8 for 3"
    expect(die('ammunition', 1)).toBe(8);
    expect(die('spellComponents', 1)).toBe(6);
    expect(die('morale', 1)).toBe(8);
    expect(die('lantern', 1)).toBe(8);
    expect(COUNTDOWN_RESOURCES.map((r) => r.id)).toEqual([
      'torch',
      'lantern',
      'rations',
      'ammunition',
      'spellComponents',
      'morale',
    ]);
  });

  it('property: more units never start a smaller die', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 6, 8, 10, 12), fc.integer({ min: 1, max: 50 }), (base, q) => {
        expect(startingDie(q + 1, base as 4)!).toBeGreaterThanOrEqual(startingDie(q, base as 4)!);
        expect(startingDie(q, base as 4)!).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

/**
 * Expected triggers left by a separate method: the absorbing Markov chain over sizes,
 * E[n] = 1 + ((n−1)/n)·E[n] + (1/n)·E[next], solved by value iteration until it settles.
 */
function markovExpected(start: number | null): number {
  const order = [12, 10, 8, 6, 4];
  const e: Record<string, number> = { null: 0, 12: 0, 10: 0, 8: 0, 6: 0, 4: 0 };
  for (let iter = 0; iter < 20_000; iter++) {
    for (let i = order.length - 1; i >= 0; i--) {
      const n = order[i]!;
      const next = i + 1 < order.length ? String(order[i + 1]) : 'null';
      e[n] = 1 + ((n - 1) / n) * e[n]! + (1 / n) * e[next]!;
    }
  }
  return e[String(start)]!;
}

describe('expected triggers left (exact)', () => {
  const printed: [number | null, number][] = [
    [4, 4],
    [6, 10],
    [8, 18],
    [10, 28],
    [12, 40],
    [null, 0],
  ];
  for (const [die, expected] of printed) {
    it(`${die === null ? 'exhausted' : `cd${die}`}: ${expected} triggers`, () => {
      const state = { die } as CountdownState;
      expect(expectedTriggersLeft(state)).toBe(expected);
      expect(markovExpected(die)).toBeCloseTo(expected, 9);
    });
  }

  it('the distribution over states after k triggers matches a direct Markov step', () => {
    // Independent: a probability vector over [12,10,8,6,4,exhausted] pushed k times.
    const order = [12, 10, 8, 6, 4];
    for (const start of [12, 6, 4] as const) {
      let v: number[] = order.map((s) => (s === start ? 1 : 0)).concat([0]);
      for (let k = 1; k <= 30; k++) {
        const next = v.map(() => 0);
        v.forEach((p, i) => {
          if (i === order.length) next[i]! += p;
          else {
            const n = order[i]!;
            next[i]! += (p * (n - 1)) / n;
            next[i + 1]! += p / n;
          }
        });
        v = next;
        const exact = countdownAfter({ die: start }, k);
        order.forEach((s, i) => expect(exact.probability((d) => d === s)).toBeCloseTo(v[i]!, 12));
        expect(exhaustedWithin({ die: start }, k)).toBeCloseTo(v[order.length]!, 12);
      }
    }
  });

  it('lifetime odds: bars total 1 and the expected value is the exact sum', () => {
    const odds = countdownLifetimeOdds({ die: 6 }, 12);
    expect(odds.bars.reduce((a, b) => a + b.probability, 0)).toBeCloseTo(1, 12);
    expect(odds.expected![0]!.value).toBe(10);
    // A torch (cd6) cannot be exhausted in one trigger; at least 2 needed (6 → 4 → out).
    expect(odds.bars[0]!.probability).toBe(0);
    expect(odds.bars[1]!.probability).toBeCloseTo((1 / 6) * (1 / 4), 12);
    expect(odds.headline.probability).toBeCloseTo(1 - exhaustedWithin({ die: 6 }, 12), 12);
  });

  it('trigger odds: holds (n−1)/n, steps down 1/n, a cd4 exhausts', () => {
    const cd8 = countdownTriggerOdds({ die: 8 });
    expect(cd8.headline.probability).toBeCloseTo(7 / 8, 12);
    expect(cd8.bars[1]).toMatchObject({
      probability: 1 / 8,
      label: { key: 'MANIFOLD.countdown.odds.stepsDown', data: { size: 6 } },
    });
    const cd4 = countdownTriggerOdds({ die: 4 });
    expect(cd4.bars[1]!.label).toEqual({ key: 'MANIFOLD.countdown.odds.exhausts' });
    expect(countdownTriggerOdds({ die: null }).headline.probability).toBe(0);
  });

  it('a long simulation agrees with the exact expectation (sanity, 3σ)', () => {
    const dice = new SeededDice(7);
    const runs = 20_000;
    let total = 0;
    for (let r = 0; r < runs; r++) {
      let state: CountdownState = { die: 6 };
      while (state.die !== null) {
        const t = resolveWith(triggerCountdown(state), dice);
        if (!t.ok) throw new Error();
        state = t.state;
        total++;
      }
    }
    // Var of lifetime = Σ (1−p)/p² over sizes 6 and 4 = 30 + 12 = 42.
    expect(Math.abs(total / runs - 10)).toBeLessThan(3 * Math.sqrt(42 / runs));
  });
});
