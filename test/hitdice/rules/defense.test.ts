import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, SeededDice, bruteForceFinite, type DiceSource } from '../../../src/core';
import {
  DEFAULT_SUSTAIN_THRESHOLD,
  defenseLayers,
  defenseLossOdds,
  defenseOdds,
  poolNotation,
  readActor,
  resolveDefense,
  runDefense,
  sustainChance,
  type DefensePool,
  type HitdiceActorData,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';
import { resolveWith } from '../../../src/core';

/** "Character: 5d8 body + 2d6 armor, Defense Capacity 1" — level 1 Balanced (Proficiency 1) in light armor. */
const exampleCharacter: HitdiceActorData = pc({ body: 5, armor: { type: 'light', dice: 2 } });

/** Level 10 Tough (Proficiency 5): Guard 2d6, barrier 3d12, heavy armor 2d10, body 23d10 — 30 dice. */
const thirtyDice: HitdiceActorData = {
  level: 10,
  hitDie: 'tough',
  body: 23,
  resolve: 5,
  guard: 2,
  barrier: 3,
  armor: { type: 'heavy', dice: 2 },
};

describe("the document's defense example, die by die (HD-4)", () => {
  it('takes 3 HD: 1st rolls the armor d6 → 3 and fails, 2nd and 3rd auto-fail; 4d8 body, 0 armor', () => {
    const dice = new ScriptedDice([3]);
    const result = resolveWith(resolveDefense({ actor: exampleCharacter, damage: 3 }), dice);
    dice.assertConsumed();
    expect(result.rolls).toBe(1);
    expect(result.steps).toEqual([
      { hd: 1, layer: 'armor', faces: 6, face: 3, outcome: 'lost' }, // armor 2d6 → 1d6
      { hd: 2, layer: 'armor', faces: 6, face: null, outcome: 'autoLost' }, // armor 1d6 → 0
      { hd: 3, layer: 'body', faces: 8, face: null, outcome: 'autoLost' }, // body 5d8 → 4d8
    ]);
    expect(result.apply).toEqual({ guard: 0, barrier: 0, armorDice: 0, body: 4 });
    expect(result.lost).toBe(3); // "3 dice destroyed"
    expect(result.layers.find((l) => l.kind === 'armor')).toMatchObject({ before: 2, after: 0, lost: 2, rolled: [3] });
    expect(result.layers.find((l) => l.kind === 'body')).toMatchObject({ before: 5, after: 4, lost: 1, rolled: [] });
  });

  it('the same hit when the armor die sustains: one damage cancelled, the rest auto-fails', () => {
    const dice = new ScriptedDice([5]);
    const result = resolveWith(resolveDefense({ actor: exampleCharacter, damage: 3 }), dice);
    dice.assertConsumed();
    expect(result.steps.map((s) => s.outcome)).toEqual(['sustained', 'autoLost', 'autoLost']);
    expect(result.apply).toEqual({ guard: 0, barrier: 0, armorDice: 0, body: 5 });
  });

  it('"Take 3 HD damage with Defense Capacity 1 … Result: lose 2-3 armor dice" (three armor dice)', () => {
    const armor3 = pc({ armor: { type: 'medium', dice: 3 } });
    const sustained = resolveWith(resolveDefense({ actor: armor3, damage: 3 }), new ScriptedDice([7]));
    const failed = resolveWith(resolveDefense({ actor: armor3, damage: 3 }), new ScriptedDice([2]));
    expect(sustained.layers.find((l) => l.kind === 'armor')!.lost).toBe(2);
    expect(failed.layers.find((l) => l.kind === 'armor')!.lost).toBe(3);
  });

  it('the notation example: [1d12] → [1d8 ×3] → [1d10 ×7] (shield, armor, body)', () => {
    expect(
      poolNotation([
        { kind: 'barrier', faces: 12, dice: 1 },
        { kind: 'armor', faces: 8, dice: 3 },
        { kind: 'body', faces: 10, dice: 7 },
      ]),
    ).toBe('[1d12] → [1d8 ×3] → [1d10 ×7]');
    const actor = readActor({
      level: 2,
      hitDie: 'tough',
      body: 7,
      resolve: 5,
      barrier: 1,
      armor: { type: 'medium', dice: 3 },
    });
    expect(poolNotation(defenseLayers(actor))).toBe('[1d12] → [1d8 ×3] → [1d10 ×7]');
  });
});

describe('layers (HD-5, HD-6)', () => {
  it("rolls the outermost layer's die: Guard d6 → barrier d12 → armor → body", () => {
    const actor = pc({ level: 9, hitDie: 'tough', body: 21, guard: 1, barrier: 1, armor: { type: 'heavy', dice: 1 } });
    const dice = new ScriptedDice([1, 1, 1, 1, 1]);
    const result = resolveWith(resolveDefense({ actor, damage: 4 }), dice);
    expect(result.steps.map((s) => [s.layer, s.faces])).toEqual([
      ['guard', 6],
      ['barrier', 12],
      ['armor', 10],
      ['body', 10],
    ]);
    expect(dice.remaining).toBe(1); // 5 rolls allowed, 4 damage
    expect(result.apply).toEqual({ guard: 0, barrier: 0, armorDice: 0, body: 20 });
    expect(result.hdLost).toBe(3); // Guard dice are bonus defense dice, not hit dice
  });

  it('no explosion on defense: a 12 sustains once and cancels one damage', () => {
    const result = resolveWith(resolveDefense({ actor: pc({ barrier: 2 }), damage: 2 }), new ScriptedDice([12]));
    expect(result.sustained).toBe(1);
    expect(result.apply.barrier).toBe(1);
  });

  it('damage beyond every layer is unabsorbed and rolls nothing', () => {
    const dice = new ScriptedDice([1]);
    const result = resolveWith(resolveDefense({ actor: pc({ body: 1 }), damage: 3 }), dice);
    dice.assertConsumed();
    expect(result.steps.map((s) => s.outcome)).toEqual(['lost', 'unabsorbed', 'unabsorbed']);
    expect(result.unabsorbed).toBe(2);
    expect(result.reducedToZero).toBe(true);
    expect(result.life).toBe('dying');
  });

  it('a collapsed character whose body reaches 0 dies', () => {
    const result = resolveWith(resolveDefense({ actor: pc({ body: 1, resolve: 0 }), damage: 1 }), new ScriptedDice([]));
    expect(result).toMatchObject({ rolls: 0, died: true, life: 'dead', apply: { body: 0, dead: true } });
  });

  it('a hit at 0 HD raises the hitAtZero trigger (HD-7)', () => {
    const result = resolveWith(
      resolveDefense({ actor: pc({ body: 0, armor: { type: 'light', dice: 2 } }), damage: 1 }),
      new ScriptedDice([6]),
    );
    expect(result.hitAtZero).toBe(true);
    expect(result.round.triggers).toEqual(['hitAtZero']);
    expect(result.round.resolveCheck).toBe(true);
  });

  it('Resolve stage penalties cut the rolls (HD-4): Shaken at level 3 rolls once', () => {
    const dice = new ScriptedDice([5]);
    const result = resolveWith(resolveDefense({ actor: pc({ level: 3, body: 8, resolve: 3 }), damage: 3 }), dice);
    dice.assertConsumed();
    expect(result.rolls).toBe(1);
    expect(result.rollsUsed).toBe(1);
  });

  it('the printed capacity reading (a setting) gives a level-10 defender a sixth roll, in odds too', () => {
    const actor = pc({ level: 10, hitDie: 'tough', body: 23 });
    const dice = new ScriptedDice([1, 1, 1, 1, 1, 1]);
    const result = resolveWith(resolveDefense({ actor, damage: 6, capacity: 'printed' }), dice);
    dice.assertConsumed();
    expect(result.rolls).toBe(6);
    expect(defenseOdds({ actor, damage: 6, capacity: 'printed' }).pool.rolls).toBe(6);
    expect(defenseOdds({ actor, damage: 6 }).pool.rolls).toBe(5);
  });
});

describe('sustain chance per die type (HD-9)', () => {
  it('5+ sustains: d6 2/6, d8 4/8, d10 6/10, d12 8/12 — exactly', () => {
    expect(DEFAULT_SUSTAIN_THRESHOLD).toBe(5);
    expect(sustainChance(6, 5)).toBe(2 / 6);
    expect(sustainChance(8, 5)).toBe(4 / 8);
    expect(sustainChance(10, 5)).toBe(6 / 10);
    expect(sustainChance(12, 5)).toBe(8 / 12);
  });

  it('the resolution agrees face by face with the odds, for every die type and threshold', () => {
    for (const faces of [6, 8, 10, 12]) {
      for (const threshold of [2, 4, 5, 7, 12]) {
        let kept = 0;
        for (let face = 1; face <= faces; face++) {
          const layers = [{ kind: 'barrier' as const, faces, dice: 1 }];
          kept += resolveWith(
            runDefense({ layers, rolls: 1, sustainThreshold: threshold }, 1),
            new ScriptedDice([face]),
          ).sustained;
        }
        expect(kept / faces).toBeCloseTo(sustainChance(faces, threshold), 14);
      }
    }
  });

  it('documents that the printed 33/38/40/50% do not follow from "5+ = Sustain", nor from any one threshold', () => {
    const printed: Record<number, number> = { 6: 0.33, 8: 0.38, 10: 0.4, 12: 0.5 };
    const matches = (threshold: number) =>
      Object.entries(printed).filter(([faces, p]) => Math.abs(sustainChance(Number(faces), threshold) - p) < 0.01)
        .length;
    expect(matches(5)).toBe(1); // only the d6 agrees
    for (let threshold = 1; threshold <= 13; threshold++) expect(matches(threshold)).toBeLessThan(4);
  });

  it('the threshold is a setting: 7+ on the example armor die never sustains a d6', () => {
    const result = resolveWith(
      resolveDefense({ actor: exampleCharacter, damage: 1, sustainThreshold: 7 }),
      new ScriptedDice([6]),
    );
    expect(result.sustainThreshold).toBe(7);
    expect(result.steps[0]!.outcome).toBe('lost');
    expect(defenseOdds({ actor: exampleCharacter, damage: 1, sustainThreshold: 7 }).loss.layers[2]!.lost[1]).toBe(1);
  });
});

/** Maps a uniform die of `lcm` sides onto a die of `faces` sides exactly (faces divides lcm). */
function scaled(rolls: number[], lcm: number): DiceSource {
  let i = 0;
  return { roll: (faces) => Math.ceil((rolls[i++]! * faces) / lcm) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcmOf = (xs: number[]) => xs.reduce((a, b) => (a * b) / gcd(a, b), 1);

/** Brute force over every way the rolls can land, with the real resolution. */
function bruteDefense(pool: DefensePool, damage: number) {
  const lcm = lcmOf(pool.layers.map((l) => l.faces));
  const rolls = Math.min(pool.rolls, damage);
  // One vector per outcome: the dice lost from each layer, then the dice sustained.
  return bruteForceFinite(new Array(rolls).fill(lcm), (r) => {
    const run = resolveWith(runDefense(pool, damage), scaled(r, lcm));
    return [...run.layers.map((l) => l.lost), run.sustained];
  });
}

describe('defense odds (HD-4): dynamic programme vs brute force', () => {
  /** A pool written as the document writes layers: "armor 2d6". */
  const pool = (rolls: number, sustainThreshold: number, ...layers: string[]): DefensePool => ({
    rolls,
    sustainThreshold,
    layers: layers.map((l) => {
      const [, kind, dice, faces] = /^(\w+) (\d+)d(\d+)$/.exec(l)!;
      return { kind: kind as DefensePool['layers'][number]['kind'], faces: Number(faces), dice: Number(dice) };
    }),
  });
  const cases: [string, DefensePool, number][] = [
    ['the example', pool(1, 5, 'armor 2d6', 'body 5d8'), 3],
    ['all four layers', pool(3, 5, 'guard 2d6', 'barrier 1d12', 'armor 2d8', 'body 4d8'), 6],
    ['more damage than dice', pool(3, 4, 'armor 1d10', 'body 2d6'), 7],
    ['empty layers are skipped', pool(2, 5, 'guard 0d6', 'body 3d8'), 2],
    ['no damage', pool(2, 5, 'body 3d8'), 0],
  ];
  it.each(cases)('%s', (_name, defense, damage) => {
    const exact = defenseLossOdds(defense, damage);
    const brute = bruteDefense(defense, damage);
    defense.layers.forEach((layer, i) => {
      for (let k = 0; k <= layer.dice; k++) {
        expect(exact.layers[i]!.lost[k]).toBeCloseTo(
          brute.probability((v) => v[i] === k),
          12,
        );
      }
    });
    const n = defense.layers.reduce((s, l) => s + l.dice, 0);
    for (let k = 0; k <= n; k++) {
      expect(exact.total[k]).toBeCloseTo(
        brute.probability((v) => v.slice(0, -1).reduce((a, b) => a + b, 0) === k),
        12,
      );
    }
    expect(exact.expectedSustained).toBeCloseTo(
      brute.expected((v) => v[v.length - 1]!),
      12,
    );
  });

  it("the example's odds: armor d6 sustains 1/3, so P(body untouched) = 1/3", () => {
    const odds = defenseOdds({ actor: exampleCharacter, damage: 3 });
    // The headline is about the chart: armor always loses its two dice here, so no die is never kept.
    expect(odds.headline.probability).toBe(0);
    const armor = odds.loss.layers.find((l) => l.kind === 'armor')!;
    expect(armor.lost).toEqual([0, 0, 1]);
    const body = odds.loss.layers.find((l) => l.kind === 'body')!;
    expect(body.lost[0]).toBeCloseTo(1 / 3, 14);
    expect(body.lost[1]).toBeCloseTo(2 / 3, 14);
    expect(odds.bars.every((b) => 'key' in b.label)).toBe(true);
  });

  it('matches a long simulation of the real resolution (30 dice, capacity 5)', () => {
    const actor = thirtyDice;
    const odds = defenseOdds({ actor, damage: 9 });
    const dice = new SeededDice(7);
    let bodyUntouched = 0;
    const runs = 20000;
    for (let i = 0; i < runs; i++)
      if (resolveWith(resolveDefense({ actor, damage: 9 }), dice).apply.body === 23) bodyUntouched++;
    const body = odds.loss.layers.find((l) => l.kind === 'body')!;
    expect(Math.abs(bodyUntouched / runs - body.lost[0]!)).toBeLessThan(0.015);
  });
});

const layerArb = fc.record({
  guard: fc.integer({ min: 0, max: 2 }),
  barrier: fc.integer({ min: 0, max: 3 }),
  armor: fc.option(
    fc.record({ type: fc.constantFrom('light', 'medium', 'heavy'), dice: fc.integer({ min: 0, max: 3 }) }),
    { nil: undefined },
  ),
  body: fc.integer({ min: 0, max: 23 }),
  level: fc.integer({ min: 1, max: 10 }),
  resolve: fc.integer({ min: 0, max: 5 }),
  hitDie: fc.constantFrom('tough', 'balanced', 'fragile'),
});

describe('defense properties', () => {
  it('no layer below 0; dice lost ≤ damage; lost + sustained + unabsorbed = damage; rolls ≤ capacity', () => {
    fc.assert(
      fc.property(
        layerArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer(),
        fc.integer({ min: 1, max: 13 }),
        (actor, damage, seed, threshold) => {
          const result = resolveWith(
            resolveDefense({ actor, damage, sustainThreshold: threshold }),
            new SeededDice(seed),
          );
          for (const layer of result.layers) {
            expect(layer.after).toBeGreaterThanOrEqual(0);
            expect(layer.after).toBe(layer.before - layer.lost);
          }
          expect(result.lost).toBeLessThanOrEqual(damage);
          expect(result.lost + result.sustained + result.unabsorbed).toBe(damage);
          expect(result.rollsUsed).toBeLessThanOrEqual(result.rolls);
          expect(result.steps).toHaveLength(damage);
          const { guard, barrier, armorDice, body } = result.apply;
          expect(Math.min(guard, barrier, armorDice, body)).toBeGreaterThanOrEqual(0);
          expect(result.died).toBe(actor.resolve === 0 && actor.body > 0 && body === 0);
        },
      ),
    );
  });

  it('a layer loses dice only once every layer outside it is gone; the steps spend rolls first', () => {
    fc.assert(
      fc.property(layerArb, fc.integer({ min: 0, max: 40 }), fc.integer(), (actor, damage, seed) => {
        const result = resolveWith(resolveDefense({ actor, damage }), new SeededDice(seed));
        result.layers.forEach((layer, i) => {
          if (layer.lost > 0) for (const outer of result.layers.slice(0, i)) expect(outer.after).toBe(0);
        });
        const rolled = result.steps.map((s) => s.face !== null);
        expect(rolled.indexOf(false) === -1 || !rolled.slice(rolled.indexOf(false)).includes(true)).toBe(true);
      }),
    );
  });

  it("odds: every layer's loss distribution sums to 1 and the headline is P(no die lost), the chart's own", () => {
    fc.assert(
      fc.property(layerArb, fc.integer({ min: 0, max: 40 }), (actor, damage) => {
        const odds = defenseOdds({ actor, damage });
        for (const layer of odds.loss.layers) expect(layer.lost.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
        expect(odds.headline.probability).toBe(odds.loss.total[0]);
        // Losing no die at all keeps every layer whole: never likelier than any layer's own 0-lost bar.
        for (const layer of odds.loss.layers)
          expect(odds.headline.probability).toBeLessThanOrEqual(layer.lost[0]! + 1e-12);
        expect(odds.loss.expectedLost).toBeLessThanOrEqual(damage + 1e-9);
      }),
    );
  });
});

describe('at scale', () => {
  it('a 30-die layered defense at capacity 5: every layer’s loss sums to one', () => {
    const actor = thirtyDice;
    expect(readActor(actor).body + 7).toBe(30);
    const odds = defenseOdds({ actor, damage: 30 });
    for (const layer of odds.loss.layers) expect(layer.lost.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    // Its speed is measured in bench/odds.bench.ts, never in a test.
  });
});
