import { describe, expect, it } from 'vitest';
import { ScriptedDice, bruteForce } from '../../../src/core';
import {
  compareInitiative,
  initiativeOdds,
  initiativeRefusal,
  initiativeScore,
  orderInitiative,
  resolveInitiative,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';
import { resolveWith } from '../../../src/core';

/** "Roll 3d6, count successes (5+ = 1, 6 = 2)". */
const count = (faces: number[]) => faces.reduce((s, f) => s + (f === 6 ? 2 : f >= 5 ? 1 : 0), 0);

describe('initiative (HD-8)', () => {
  it('3d6 counting successes, +1 Resolve when not surprised (HD-7)', () => {
    const dice = new ScriptedDice([5, 6, 2]);
    const result = resolveWith(resolveInitiative({ actor: pc({ resolve: 3 }) }), dice);
    dice.assertConsumed();
    expect(result.dice.map((d) => d.role)).toEqual(['initiative', 'initiative', 'initiative']);
    expect(result).toMatchObject({ successes: 3, highestDie: 6, resolveGain: 1, apply: { resolve: 4 } });
  });

  it('Resolve stays at 5', () => {
    expect(resolveWith(resolveInitiative({ actor: pc() }), new ScriptedDice([1, 1, 1])).resolveGain).toBe(0);
  });

  it('exertion up to Proficiency; its 1s burn (HD-3)', () => {
    const dice = new ScriptedDice([2, 2, 2, 1, 6]);
    const result = resolveWith(resolveInitiative({ actor: pc({ level: 3, body: 8 }), exertion: 2 }), dice);
    dice.assertConsumed();
    expect(result.dice.map((d) => d.role)).toEqual(['initiative', 'initiative', 'initiative', 'exertion', 'exertion']);
    expect(result).toMatchObject({ successes: 2, burned: 1, apply: { body: 7, bodyBurned: 1 } });
    expect(initiativeRefusal({ actor: pc({ level: 3 }), exertion: 3 })?.id).toBe('exertionOverCap');
  });

  it('surprised: no exertion, two rolls, the lower kept, no Resolve', () => {
    expect(initiativeRefusal({ actor: pc(), surprised: true, exertion: 1 })?.id).toBe('exertionSurprised');
    const dice = new ScriptedDice([6, 6, 1, 5, 2, 2]);
    const result = resolveWith(resolveInitiative({ actor: pc({ resolve: 3 }), surprised: true }), dice);
    dice.assertConsumed();
    expect(result.rolls.map((r) => r.map((d) => d.face))).toEqual([
      [6, 6, 1],
      [5, 2, 2],
    ]);
    expect(result).toMatchObject({ kept: 1, successes: 1, highestDie: 5, resolveGain: 0, apply: { resolve: 3 } });
  });

  it('surprised with equal counts keeps the roll with the lower highest die', () => {
    const result = resolveWith(
      resolveInitiative({ actor: pc(), surprised: true }),
      new ScriptedDice([4, 1, 1, 3, 3, 2]),
    );
    expect(result.kept).toBe(1);
    expect(result.highestDie).toBe(3);
    const same = resolveWith(resolveInitiative({ actor: pc(), surprised: true }), new ScriptedDice([5, 4, 1, 5, 3, 3]));
    expect(same.kept).toBe(0);
    const other = resolveWith(
      resolveInitiative({ actor: pc(), surprised: true }),
      new ScriptedDice([6, 1, 1, 5, 5, 1]),
    );
    expect(other.kept).toBe(1);
  });

  it('Affinity dice add after the kept roll', () => {
    const dice = new ScriptedDice([1, 1, 1, 6]);
    const result = resolveWith(resolveInitiative({ actor: pc({ affinity: { stored: 1 } }), affinityDice: 1 }), dice);
    dice.assertConsumed();
    expect(result).toMatchObject({ successes: 2, apply: { affinityStored: 0 } });
  });

  it('ties: highest single die, then the GM', () => {
    const a = { id: 'a', successes: 2, highestDie: 5 };
    const b = { id: 'b', successes: 2, highestDie: 6 };
    const c = { id: 'c', successes: 3, highestDie: 5 };
    const d = { id: 'd', successes: 2, highestDie: 5 };
    const order = orderInitiative([a, b, c, d]);
    expect(order.map((e) => e.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(order.map((e) => e.tiedWithPrevious)).toEqual([false, false, false, true]);
    expect(compareInitiative(a, d)).toBe(0);
    expect(initiativeScore(b)).toBeGreaterThan(initiativeScore(a));
    expect(initiativeScore({ successes: 2, highestDie: 6 })).toBeLessThan(
      initiativeScore({ successes: 3, highestDie: 1 }),
    );
  });

  it('odds vs brute force: plain, with exertion, and surprised (keep the lower)', () => {
    const plain = initiativeOdds({ actor: pc() });
    const brutePlain = bruteForce([6, 6, 6], count);
    plain.bars.forEach((bar) =>
      expect(bar.probability).toBeCloseTo(brutePlain.p(Number('text' in bar.label && bar.label.text)), 14),
    );
    expect(plain.headline.probability).toBeCloseTo(brutePlain.atLeast(1), 14);

    const exerted = initiativeOdds({ actor: pc({ level: 3 }), exertion: 2 });
    const bruteExerted = bruteForce([6, 6, 6, 6, 6], count);
    expect(exerted.headline.probability).toBeCloseTo(bruteExerted.atLeast(1), 14);
    expect(exerted.expected![1]!.value).toBeCloseTo(2 / 6, 14);

    const surprised = initiativeOdds({ actor: pc(), surprised: true });
    const bruteSurprised = bruteForce([6, 6, 6, 6, 6, 6], (f) => Math.min(count(f.slice(0, 3)), count(f.slice(3))));
    surprised.bars.forEach((bar) =>
      expect(bar.probability).toBeCloseTo(bruteSurprised.p(Number('text' in bar.label && bar.label.text)), 14),
    );
    expect(surprised.expected![0]!.value).toBeCloseTo(bruteSurprised.mean(), 14);
  });

  it('an unconscious character does not roll', () => {
    expect(initiativeRefusal({ actor: pc({ resolve: 0 }) })?.id).toBe('unconscious');
  });
});
