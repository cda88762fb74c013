import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bruteForce, bruteForceFinite, resolveWith, ScriptedDice } from '../../../src/core';
import {
  checkOdds,
  checkOutcome,
  contestOdds,
  difficulty,
  edgesFor,
  rerollCheck,
  resolveCheck,
  resolveContest,
  spellOdds,
  type CheckRequest,
} from '../../../src/rulesets/countdown/rules';
import { propertyRuns } from '../../properties';

describe('Difficulty (CD-1)', () => {
  // Transcribed: untrained 20 − stat, trained 20 − (stat × 2), for every stat 1–10.
  const table: [number, number, number][] = [
    [1, 19, 18],
    [2, 18, 16],
    [3, 17, 14],
    [4, 16, 12],
    [5, 15, 10],
    [6, 14, 8],
    [7, 13, 6],
    [8, 12, 4],
    [9, 11, 2],
    [10, 10, 0],
  ];
  for (const [stat, untrained, trained] of table) {
    it(`stat ${stat}: untrained ${untrained}, trained ${trained}`, () => {
      expect(difficulty(stat, false)).toBe(untrained);
      expect(difficulty(stat, true)).toBe(trained);
    });
  }

  it('the document examples: stat 5 → 15 / 10; Scout Reflex 6 Stealth → 8, untrained 14', () => {
    expect(difficulty(5, false)).toBe(15);
    expect(difficulty(5, true)).toBe(10);
    expect(difficulty(6, true)).toBe(8);
    expect(difficulty(6, false)).toBe(14);
  });

  it('hostile stored stats read on the 1–10 scale', () => {
    expect(difficulty('7', false)).toBe(13);
    expect(difficulty(NaN, false)).toBe(19);
    expect(difficulty(42, true)).toBe(0);
    expect(difficulty(-3, false)).toBe(19);
  });
});

describe('check outcomes (CD-1)', () => {
  it('pass at the Difficulty, critical at Difficulty + 5, natural 20 always critical, natural 1 always fails', () => {
    expect(checkOutcome(9, 10)).toBe('fail');
    expect(checkOutcome(10, 10)).toBe('pass');
    expect(checkOutcome(14, 10)).toBe('pass');
    expect(checkOutcome(15, 10)).toBe('critical');
    expect(checkOutcome(20, 25)).toBe('critical');
    expect(checkOutcome(1, 0)).toBe('fail');
    expect(checkOutcome(2, 0)).toBe('pass');
    expect(checkOutcome(5, 0)).toBe('critical');
  });

  it('scripted: Scout Stealth (Reflex 6, trained) rolls 8 and passes, 7 fails, 13 is critical', () => {
    const req: CheckRequest = { target: { stat: 'reflex', value: 6, trained: true } };
    for (const [face, outcome] of [
      [8, 'pass'],
      [7, 'fail'],
      [13, 'critical'],
    ] as const) {
      const dice = new ScriptedDice([face]);
      const r = resolveWith(resolveCheck(req), dice);
      dice.assertConsumed();
      expect(r.difficulty).toBe(8);
      expect(r.outcome).toBe(outcome);
      expect(r.margin).toBe(face - 8);
      expect(r.dice).toEqual([{ faces: 20, result: face, role: 'check' }]);
    }
  });

  it('advantage keeps the higher, disadvantage the lower, both cancel to one die', () => {
    const target = { stat: 'wits' as const, value: 5, trained: false };
    let dice = new ScriptedDice([4, 16]);
    let r = resolveWith(resolveCheck({ target, advantages: ['a'] }), dice);
    dice.assertConsumed();
    expect(r.mode).toBe('advantage');
    expect(r.natural).toBe(16);
    expect(r.outcome).toBe('pass');
    expect(r.dice.map((d) => d.role)).toEqual(['checkDropped', 'check']);

    dice = new ScriptedDice([4, 16]);
    r = resolveWith(resolveCheck({ target, disadvantages: ['d'] }), dice);
    dice.assertConsumed();
    expect(r.natural).toBe(4);
    expect(r.outcome).toBe('fail');

    dice = new ScriptedDice([4]);
    r = resolveWith(resolveCheck({ target, advantages: ['a', 'b'], disadvantages: ['d'] }), dice);
    dice.assertConsumed();
    expect(r.mode).toBe('normal');
    expect(r.natural).toBe(4);
  });

  it('a fixed Difficulty (rest interruption 12)', () => {
    const r = resolveWith(resolveCheck({ target: { stat: 'resolve', difficulty: 12 } }), new ScriptedDice([12]));
    expect(r).toMatchObject({ difficulty: 12, outcome: 'pass', stat: 'resolve', trained: null });
  });

  it('automatic pass rolls nothing (Warden brace, routine task)', () => {
    const dice = new ScriptedDice([]);
    const r = resolveWith(
      resolveCheck({ target: { stat: 'vigor', value: 1, trained: false }, automatic: 'brace' }),
      dice,
    );
    expect(r).toMatchObject({ outcome: 'pass', natural: null, automatic: 'brace', dice: [] });
  });

  it('Human reroll: a new roll, which must be used', () => {
    const req: CheckRequest = { target: { stat: 'presence', value: 4, trained: false } };
    const first = resolveWith(resolveCheck(req), new ScriptedDice([3]));
    const second = resolveWith(rerollCheck(req, first), new ScriptedDice([2]));
    expect(second.rerollOf).toBe(3);
    expect(second.natural).toBe(2);
    expect(second.outcome).toBe('fail');
  });

  it('results are JSON-serialisable', () => {
    const r = resolveWith(
      resolveCheck({ target: { stat: 'lore', value: 8, trained: true }, advantages: ['x'] }),
      new ScriptedDice([5, 20]),
    );
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('check odds against brute force', () => {
  const requests: CheckRequest[] = [];
  for (const value of [1, 3, 5, 8, 10])
    for (const trained of [false, true])
      for (const edge of ['none', 'adv', 'dis'] as const)
        requests.push({
          target: { stat: 'reflex', value, trained },
          advantages: edge === 'adv' ? ['x'] : [],
          disadvantages: edge === 'dis' ? ['y'] : [],
        });

  for (const req of requests) {
    it(`${JSON.stringify(req.target)} ${req.advantages!.length ? 'adv' : req.disadvantages!.length ? 'dis' : ''}`, () => {
      const diff = difficulty((req.target as { value: number }).value, (req.target as { trained: boolean }).trained);
      const mode = req.advantages!.length ? 'adv' : req.disadvantages!.length ? 'dis' : 'none';
      const outcome = (n: number) => (n === 20 ? 2 : n === 1 ? 0 : n >= diff + 5 ? 2 : n >= diff ? 1 : 0);
      const brute =
        mode === 'none'
          ? bruteForce([20], ([a]) => outcome(a!))
          : bruteForce([20, 20], ([a, b]) => outcome(mode === 'adv' ? Math.max(a!, b!) : Math.min(a!, b!)));
      const odds = checkOdds(req);
      expect(odds.headline.probability).toBeCloseTo(brute.p(1) + brute.p(2), 12);
      expect(odds.bars.map((b) => b.probability)).toEqual(
        [brute.p(2), brute.p(1), brute.p(0)].map((p) => expect.closeTo(p, 12)),
      );
    });
  }

  it('printed anchor: advantage at a natural-20-only critical is 39/400', () => {
    // Difficulty 19 (stat 1 untrained): critical only on 20 (19 + 5 > 20).
    const odds = checkOdds({ target: { stat: 'vigor', value: 1, trained: false }, advantages: ['x'] });
    expect(odds.bars[0]!.probability).toBeCloseTo(39 / 400, 12);
  });

  it('property: odds of any check total 1 and match the resolution over every face', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        fc.constantFrom('normal', 'advantage', 'disadvantage'),
        (value, trained, mode) => {
          const req: CheckRequest = {
            target: { stat: 'lore', value, trained },
            advantages: mode === 'advantage' ? ['a'] : [],
            disadvantages: mode === 'disadvantage' ? ['d'] : [],
          };
          const faces = mode === 'normal' ? [20] : [20, 20];
          const brute = bruteForceFinite(
            faces,
            (rolls) => resolveWith(resolveCheck(req), new ScriptedDice(rolls)).outcome,
          );
          const odds = checkOdds(req);
          expect(odds.bars.reduce((a, b) => a + b.probability, 0)).toBeCloseTo(1, 12);
          for (const [i, o] of (['critical', 'pass', 'fail'] as const).entries()) {
            expect(odds.bars[i]!.probability).toBeCloseTo(
              brute.probability((x) => x === o),
              12,
            );
          }
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  });

  it('spell odds split natural 20 (enhanced) and natural 1 (backlash) out of critical and fail', () => {
    const req: CheckRequest = { target: { stat: 'lore', value: 6, trained: true } };
    const bars = spellOdds(req).bars.map((b) => b.probability);
    expect(bars[0]).toBeCloseTo(1 / 20, 12);
    expect(bars[4]).toBeCloseTo(1 / 20, 12);
    // Difficulty 8: critical 13–19 (7 faces) without the 20; pass 8–12; fail 2–7.
    expect(bars[1]).toBeCloseTo(7 / 20, 12);
    expect(bars[2]).toBeCloseTo(5 / 20, 12);
    expect(bars[3]).toBeCloseTo(6 / 20, 12);
  });
});

describe('contested checks', () => {
  const strong: CheckRequest = { target: { stat: 'vigor', value: 8, trained: false } }; // Difficulty 12
  const weak: CheckRequest = { target: { stat: 'vigor', value: 3, trained: true } }; // Difficulty 14

  it('highest margin wins; ties go to the defender', () => {
    let r = resolveWith(resolveContest({ a: strong, b: weak, defender: 'b' }), new ScriptedDice([10, 11]));
    // margins −2 and −3
    expect(r.winner).toBe('a');
    r = resolveWith(resolveContest({ a: strong, b: weak, defender: 'b' }), new ScriptedDice([10, 12]));
    expect(r).toMatchObject({ winner: 'b', tiedToDefender: true });
    expect(r.rounds).toHaveLength(1);
  });

  it('a tie with no clear defender is rerolled', () => {
    const dice = new ScriptedDice([10, 12, 15, 3]);
    const r = resolveWith(resolveContest({ a: strong, b: weak, defender: null }), dice);
    dice.assertConsumed();
    expect(r.rounds).toHaveLength(2);
    expect(r.winner).toBe('a');
  });

  it('odds match brute force, with defender and with rerolls', () => {
    const margins = (a: number, b: number) => Math.sign(a - 12 - (b - 14));
    const brute = bruteForce([20, 20], ([a, b]) => margins(a!, b!));
    const withDefender = contestOdds({ a: strong, b: weak, defender: 'b' });
    expect(withDefender.headline.probability).toBeCloseTo(brute.p(1), 12);
    expect(withDefender.bars[1]!.probability).toBeCloseTo(brute.p(-1) + brute.p(0), 12);
    const reroll = contestOdds({ a: strong, b: weak, defender: null });
    expect(reroll.headline.probability).toBeCloseTo(brute.p(1) / (brute.p(1) + brute.p(-1)), 12);
  });
});

describe('edges', () => {
  it('Eldren advantage on Awareness in darkness or twilight; total darkness gives disadvantage to sight checks: they cancel', () => {
    const e = edgesFor({ ancestryId: 'eldren' }, { skill: 'awareness', light: 'dark', requiresSight: true });
    expect(e.advantages).toEqual(['MANIFOLD.countdown.edge.eldrenTwilightSense']);
    expect(e.disadvantages).toEqual(['MANIFOLD.countdown.edge.darkness']);
    expect(e.mode).toBe('normal');
    expect(edgesFor({ ancestryId: 'eldren' }, { skill: 'awareness', light: 'dim' }).mode).toBe('advantage');
    expect(edgesFor({ ancestryId: 'eldren' }, { skill: 'awareness', light: 'bright' }).mode).toBe('normal');
  });

  it('printed sources each apply only in their situation', () => {
    expect(edgesFor({ ancestryId: 'dwerrow' }, { skill: 'endurance' }).mode).toBe('advantage');
    expect(edgesFor({ ancestryId: 'dwerrow' }, { skill: 'athletics' }).mode).toBe('normal');
    expect(edgesFor({ ancestryId: 'goblin' }, { skill: 'acrobatics', task: 'escapeBonds' }).mode).toBe('advantage');
    expect(edgesFor({ ancestryId: 'goblin' }, { skill: 'acrobatics' }).mode).toBe('normal');
    expect(
      edgesFor({ ancestryId: 'beastkin', beastkinAspect: 'wolf' }, { skill: 'survival', task: 'tracking' }).mode,
    ).toBe('advantage');
    expect(
      edgesFor({ ancestryId: 'beastkin', beastkinAspect: 'cat' }, { skill: 'survival', task: 'tracking' }).mode,
    ).toBe('normal');
    expect(edgesFor({ ancestryId: 'beastkin', beastkinAspect: 'cat' }, { skill: 'stealth', light: 'dim' }).mode).toBe(
      'advantage',
    );
    expect(
      edgesFor({ ancestryId: 'beastkin', beastkinAspect: 'cat' }, { skill: 'stealth', light: 'bright' }).mode,
    ).toBe('normal');
    expect(edgesFor({ ancestryId: 'beastkin', beastkinAspect: 'hawk' }, { attack: 'ranged', range: 'far' }).mode).toBe(
      'advantage',
    );
    expect(edgesFor({ ancestryId: 'beastkin', beastkinAspect: 'hawk' }, { attack: 'ranged', range: 'near' }).mode).toBe(
      'normal',
    );
    for (const task of ['pickLock', 'disableTrap', 'findHidden'] as const) {
      expect(edgesFor({ classId: 'rogue' }, { skill: 'tinker', task }).mode).toBe('advantage');
      expect(edgesFor({ classId: 'scout' }, { skill: 'tinker', task }).mode).toBe('normal');
    }
    expect(edgesFor({ gear: ['crowbar'] }, { stat: 'vigor', task: 'pry' }).mode).toBe('advantage');
    expect(edgesFor({ gear: [] }, { stat: 'vigor', task: 'pry' }).mode).toBe('normal');
    expect(edgesFor({ armorId: 'chainmail' }, { skill: 'stealth' }).mode).toBe('disadvantage');
    expect(edgesFor({ armorId: 'plate' }, { skill: 'acrobatics' }).mode).toBe('disadvantage');
    expect(edgesFor({ armorId: 'leather' }, { skill: 'stealth' }).mode).toBe('normal');
    expect(edgesFor({ classId: 'scout' }, { initiative: true }).mode).toBe('advantage');
  });

  it('CD-7: Defend gives advantage on defense rolls', () => {
    expect(edgesFor({}, { defense: true, defending: true }).mode).toBe('advantage');
    expect(edgesFor({}, { defense: false, defending: true }).mode).toBe('normal');
  });
});
