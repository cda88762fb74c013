import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, bruteForce } from '../../../src/core';
import {
  EMPTY_ROUND,
  dyingCheckDue,
  madeCheckOutcome,
  readActor,
  recordRoundEvent,
  resolveCheckOdds,
  resolveCheckRefusal,
  resolveDefense,
  resolveResolveCheck,
  wakeFromCollapse,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';
import { resolveWith } from '../../../src/core';

describe('Resolve check (HD-7)', () => {
  it.each([
    [1, 'lose', 2],
    [4, 'lose', 2],
    [5, 'hold', 3],
    [6, 'gain', 4],
  ] as const)('d6 = %i: %s (3 → %i)', (face, outcome, after) => {
    const dice = new ScriptedDice([face]);
    const result = resolveWith(resolveResolveCheck({ actor: pc({ resolve: 3 }) }), dice);
    dice.assertConsumed();
    expect(result).toMatchObject({ face, outcome, resolveBefore: 3, resolveAfter: after });
  });

  it('gains stop at 5 (max 5)', () => {
    expect(resolveWith(resolveResolveCheck({ actor: pc() }), new ScriptedDice([6])).resolveAfter).toBe(5);
  });

  it('losing the last Resolve with HD left is Collapse; at 0 HD it is Death', () => {
    const collapse = resolveWith(resolveResolveCheck({ actor: pc({ resolve: 1 }) }), new ScriptedDice([2]));
    expect(collapse).toMatchObject({ collapsed: true, died: false, life: 'collapsed', changes: { resolve: 0 } });
    const death = resolveWith(resolveResolveCheck({ actor: pc({ resolve: 1, body: 0 }) }), new ScriptedDice([4]));
    expect(death).toMatchObject({ died: true, life: 'dead', changes: { resolve: 0, dead: true } });
  });

  it('dying: a check each round; 6 gains, the dying character lives on', () => {
    expect(dyingCheckDue(pc({ body: 0, resolve: 2 }))).toBe(true);
    expect(dyingCheckDue(pc({ body: 1, resolve: 2 }))).toBe(false);
    const report = recordRoundEvent(readActor(pc({ body: 0, resolve: 2 })), EMPTY_ROUND, { dying: true });
    expect(report).toMatchObject({ triggers: ['dying'], resolveCheck: true });
    expect(resolveWith(resolveResolveCheck({ actor: pc({ body: 0, resolve: 2 }) }), new ScriptedDice([6])).life).toBe(
      'dying',
    );
  });

  it('Stabilize: the next check this round succeeds without a roll (holds) and the mark is used up', () => {
    const dice = new ScriptedDice([]);
    const result = resolveWith(resolveResolveCheck({ actor: pc({ body: 0, resolve: 1, stabilized: true }) }), dice);
    expect(result).toMatchObject({ face: null, automatic: true, outcome: 'hold', resolveAfter: 1, life: 'dying' });
    expect(result.changes).toEqual({ stabilized: false });
    const odds = resolveCheckOdds({ actor: pc({ body: 0, resolve: 1, stabilized: true }) });
    expect(odds.headline.probability).toBe(1);
  });

  it('max 1 check per round: a second one is refused', () => {
    const first = resolveWith(resolveResolveCheck({ actor: pc({ resolve: 3 }) }), new ScriptedDice([5]));
    expect(first.round).toMatchObject({ checkMade: true });
    expect(resolveCheckRefusal({ actor: pc({ resolve: 3 }), round: first.round })?.id).toBe('checkAlreadyMade');
    expect(resolveCheckRefusal({ actor: pc({ resolve: 0, body: 0 }) })?.id).toBe('dead');
  });

  it('odds: lose 4/6, hold 1/6, gain 1/6 — against brute force over the die', () => {
    const odds = resolveCheckOdds({ actor: pc({ resolve: 3 }) });
    const brute = bruteForce([6], ([f]) => (f! <= 4 ? -1 : f === 5 ? 0 : 1));
    expect(odds.bars.map((b) => b.probability)).toEqual(
      [brute.p(-1), brute.p(0), brute.p(1)].map((p) => expect.closeTo(p, 14)),
    );
    expect(odds.headline.probability).toBeCloseTo(2 / 6, 14);
    expect(odds.expected![0]!.value).toBeCloseTo(-3 / 6, 14);
    // At 5 a gain is capped: the expected change is −4/6.
    expect(resolveCheckOdds({ actor: pc() }).expected![0]!.value).toBeCloseTo(-4 / 6, 14);
  });

  it('a check already made reads again as its die says; no die only for a character left dying', () => {
    expect([1, 4, 5, 6].map((face) => madeCheckOutcome(face, pc({ resolve: 0 })))).toEqual([
      'lose',
      'lose',
      'hold',
      'gain',
    ]);
    // Each check, run and read again from what it left, reads the same.
    for (const face of [1, 5, 6]) {
      const made = resolveWith(resolveResolveCheck({ actor: pc({ resolve: 3 }) }), new ScriptedDice([face]));
      expect(madeCheckOutcome(face, pc({ resolve: made.resolveAfter }))).toBe(made.outcome);
    }
    const held = resolveWith(
      resolveResolveCheck({ actor: pc({ body: 0, resolve: 2, stabilized: true }) }),
      new ScriptedDice([]),
    );
    expect(madeCheckOutcome(held.face, pc({ body: 0, resolve: held.resolveAfter }))).toBe('hold');
    expect(madeCheckOutcome(null, pc({ resolve: 3 }))).toBeNull();
    expect(madeCheckOutcome(null, pc({ body: 0, resolve: 0 }))).toBeNull();
  });

  it("Collapse wakes with 1 Resolve (when is the GM's call)", () => {
    expect(wakeFromCollapse(pc({ resolve: 0 }))).toEqual({ ok: true, changes: { resolve: 1 } });
    expect(wakeFromCollapse(pc({ resolve: 2 }))).toMatchObject({ ok: false, reason: { id: 'notCollapsed' } });
  });
});

describe('Resolve triggers in a round (HD-7)', () => {
  const actor = readActor(pc({ level: 3, body: 8 })); // Proficiency 2

  it('losing ≥ Proficiency + 1 HD across the round', () => {
    const a = recordRoundEvent(actor, EMPTY_ROUND, { hdLost: 2 });
    expect(a.triggers).toEqual(['hdLost']);
    const b = recordRoundEvent(actor, a.tally, { hdLost: 1 });
    expect(b.triggers).toEqual(['heavyLoss', 'hdLost']);
    expect(b.resolveCheck).toBe(false); // the round's check was already raised by the first loss
  });

  it('maximum exertion in one round (= Level, HD-3) across actions', () => {
    const a = recordRoundEvent(actor, EMPTY_ROUND, { exertion: 2 });
    expect(a.triggers).toEqual([]);
    expect(a.resolveCheck).toBe(false);
    const b = recordRoundEvent(actor, a.tally, { exertion: 1 });
    expect(b.triggers).toEqual(['maxExertion']);
    expect(b.resolveCheck).toBe(true);
  });

  it('at most one prompt however many triggers; none once the check is made', () => {
    const a = recordRoundEvent(actor, EMPTY_ROUND, { failedExpert: true, enemyEffect: true });
    expect(a.triggers).toEqual(['failedExpert', 'enemyEffect']);
    expect(a.resolveCheck).toBe(true);
    expect(recordRoundEvent(actor, a.tally, { reducedToZero: true }).resolveCheck).toBe(false);
  });

  it('a defense that destroys dice raises the check through its round report', () => {
    const result = resolveWith(
      resolveDefense({ actor: pc({ level: 3, body: 8 }), damage: 3 }),
      new ScriptedDice([1, 1]),
    );
    expect(result.round.tally.hdLost).toBe(3);
    expect(result.round.triggers).toEqual(['heavyLoss', 'hdLost']);
    expect(result.round.resolveCheck).toBe(true);
  });

  it('a world that does not use "lost HD this round" as a trigger still checks on a heavy loss', () => {
    const ignore = ['hdLost'] as const;
    const a = recordRoundEvent(actor, EMPTY_ROUND, { hdLost: 2 }, ignore);
    expect(a).toMatchObject({ triggers: [], resolveCheck: false });
    const b = recordRoundEvent(actor, a.tally, { hdLost: 1 }, ignore);
    expect(b).toMatchObject({ triggers: ['heavyLoss'], resolveCheck: true });
    const defended = resolveWith(
      resolveDefense({ actor: pc({ level: 3, body: 8 }), damage: 1, ignoreTriggers: ignore }),
      new ScriptedDice([1]),
    );
    expect(defended.round).toMatchObject({ triggers: [], resolveCheck: false });
    expect(defended.round.tally.hdLost).toBe(1);
  });

  it('property: a round raises at most one prompt', () => {
    const event = fc.record({
      hdLost: fc.integer({ min: 0, max: 4 }),
      exertion: fc.integer({ min: 0, max: 3 }),
      reducedToZero: fc.boolean(),
      hitAtZero: fc.boolean(),
      failedExpert: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), (events) => {
        let tally = EMPTY_ROUND;
        let prompts = 0;
        for (const e of events) {
          const report = recordRoundEvent(actor, tally, e);
          if (report.resolveCheck) prompts++;
          tally = report.tally;
        }
        expect(prompts).toBeLessThanOrEqual(1);
        expect(tally.hdLost).toBe(events.reduce((s, e) => s + e.hdLost, 0));
      }),
    );
  });
});
