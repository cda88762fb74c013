/** §1.1 Difference, §1.2 d100 against the TN, Determined and Momentum on a check. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, bruteForce, resolveWith, text } from '../../../src/core';
import {
  assessCheck,
  buildCheck,
  checkOdds,
  edge,
  resolveCheck,
  setback,
  useDetermined,
  type ActorSnapshot,
} from '../../../src/rulesets/difference/rules';
import { checkWithX, opposed, unopposed } from './fixtures';

describe('§1.1 Calculating the Difference', () => {
  it('opposed: (Attribute + Skill) − (Target Attribute + Defense Skill)', () => {
    const a = assessCheck(opposed([4, 3], [2, 1]));
    expect(a).toMatchObject({ actorScore: 7, oppositionScore: 3, difference: 4, x: 4, tn: 13, chance: 0.88 });
  });

  it('unopposed: (Attribute + Skill) − Difficulty Rank', () => {
    const a = assessCheck(unopposed(3, 2, 4));
    expect(a).toMatchObject({
      actorScore: 5,
      oppositionScore: 4,
      difference: 1,
      x: 1,
      tn: 39,
      difficultyBand: 'standard',
    });
  });

  it('x adds the net Edges/Setbacks and the uncapped adjustments, each listed by source', () => {
    const a = assessCheck(
      unopposed(3, 2, 4, {
        modifiers: [edge(text('Aim'), 'major'), setback(text('Rain'), 'minor')],
        adjustments: [{ source: text('Blinded'), value: -5 }],
      }),
    );
    expect(a.edges.net).toBe(1);
    expect(a.adjustmentTotal).toBe(-5);
    expect(a.x).toBe(1 + 1 - 5);
    expect(a.tn).toBe(83);
    expect(a.adjustments).toEqual([{ source: text('Blinded'), value: -5 }]);
  });

  it('hostile scores read as whole numbers', () => {
    const a = assessCheck(unopposed('4' as unknown as number, Number.NaN, 2.7));
    expect(a).toMatchObject({ actorScore: 4, oppositionScore: 2, x: 2 });
  });
});

describe('§1.2 rolling the d100', () => {
  it('a roll equal to the TN succeeds, one below fails', () => {
    const req = checkWithX(0); // TN 51
    expect(resolveWith(resolveCheck(req), new ScriptedDice([51])).outcome).toBe('success');
    expect(resolveWith(resolveCheck(req), new ScriptedDice([50])).outcome).toBe('failure');
  });

  it('x ≥ 10 succeeds on a 1; x ≤ −10 never succeeds, not even on 100 (DIF-1)', () => {
    expect(resolveWith(resolveCheck(checkWithX(12)), new ScriptedDice([1])).outcome).toBe('success');
    expect(resolveWith(resolveCheck(checkWithX(-10)), new ScriptedDice([100])).outcome).toBe('failure');
    expect(resolveWith(resolveCheck(checkWithX(-9)), new ScriptedDice([100])).outcome).toBe('success');
  });

  it('rolls exactly one d100 and reports it with the TN', () => {
    const dice = new ScriptedDice([74]);
    const r = resolveWith(resolveCheck(checkWithX(-2)), dice);
    dice.assertConsumed();
    expect(r).toMatchObject({ d100: 74, rolledSuccess: true, assessment: { tn: 74, x: -2 } });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('one-roll modifiers are listed to expire; persistent ones are not', () => {
    const r = resolveWith(
      resolveCheck(
        checkWithX(0, {
          modifiers: [
            edge(text('Aim'), 'minor', { id: 'aim' }),
            setback(text('Cond'), 'minor', { id: 'c', persistent: true }),
          ],
        }),
      ),
      new ScriptedDice([10]),
    );
    expect(r.expire).toEqual(['aim']);
  });

  it('property: over all 100 faces the successes are exactly the odds (same TN as resolution)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -14, max: 14 }), fc.integer({ min: 1, max: 12 }), (x, dr) => {
        const req = unopposed(x + dr, 0, dr);
        const brute = bruteForce([100], ([face]) =>
          resolveWith(resolveCheck(req), new ScriptedDice([face!])).rolledSuccess ? 1 : 0,
        );
        expect(checkOdds(req).headline.probability).toBeCloseTo(brute.p(1), 12);
        expect(checkOdds(req).headline.probability).toBeCloseTo(assessCheck(req).chance, 12);
      }),
    );
  });
});

describe('odds before rolling', () => {
  it('the headline is the printed chance, with success and failure bars', () => {
    const odds = checkOdds(checkWithX(3));
    expect(odds.headline.probability).toBeCloseTo(0.82, 12);
    expect(odds.headline.label).toEqual({ key: 'MANIFOLD.difference.odds.chance', data: { tn: 19, x: 3 } });
    expect(odds.bars.map((b) => [b.tone, b.probability])).toEqual([
      ['success', expect.closeTo(0.82, 12)],
      ['failure', expect.closeTo(0.18, 12)],
    ]);
  });

  it('while Determined, the failure bar says it can be turned into a success', () => {
    const odds = checkOdds(checkWithX(-3, { determined: true }));
    expect(odds.bars[1]).toMatchObject({ label: { key: 'MANIFOLD.difference.odds.determined' }, tone: 'partial' });
    expect(odds.bars[1]!.probability).toBeCloseTo(0.82, 12);
  });
});

describe('Determined (glossary)', () => {
  it('a failed check may be treated as a simple success; Determined is then spent', () => {
    const req = checkWithX(0, { determined: true, player: true });
    const failed = resolveWith(resolveCheck(req), new ScriptedDice([20]));
    expect(failed.determined).toEqual({ available: true, used: false });
    expect(failed.momentum).toEqual({ side: 'gm', amount: 1, automatic: false });
    const saved = useDetermined(failed, req);
    expect(saved.outcome).toBe('success');
    expect(saved.rolledSuccess).toBe(false);
    expect(saved.determined).toEqual({ available: false, used: true });
    expect(saved.conditions.remove).toEqual(['determined']);
    expect(saved.momentum).toBeNull();
  });

  it('option: a Determined success may earn player Momentum', () => {
    const req = checkWithX(0, { determined: true, player: true, options: { determinedEarnsMomentum: true } });
    const saved = useDetermined(resolveWith(resolveCheck(req), new ScriptedDice([20])), req);
    expect(saved.momentum).toMatchObject({ side: 'players', amount: 1 });
  });

  it('is not offered on a success or when not Determined', () => {
    const ok = resolveWith(resolveCheck(checkWithX(0, { determined: true })), new ScriptedDice([90]));
    expect(ok.determined.available).toBe(false);
    expect(useDetermined(ok, {})).toBe(ok);
    const notDetermined = resolveWith(resolveCheck(checkWithX(0)), new ScriptedDice([2]));
    expect(useDetermined(notDetermined, {})).toBe(notDetermined);
  });
});

describe('Momentum from a check (DIF-4)', () => {
  it("a player's success offers +1 player Momentum, a failure +1 GM Momentum", () => {
    expect(resolveWith(resolveCheck(checkWithX(0, { player: true })), new ScriptedDice([60])).momentum).toEqual({
      side: 'players',
      amount: 1,
      automatic: false,
    });
    expect(resolveWith(resolveCheck(checkWithX(0, { player: true })), new ScriptedDice([6])).momentum).toEqual({
      side: 'gm',
      amount: 1,
      automatic: false,
    });
  });

  it('the setting can make it automatic; NPC rolls earn none', () => {
    const auto = checkWithX(0, { player: true, options: { momentumMode: 'automatic' } });
    expect(resolveWith(resolveCheck(auto), new ScriptedDice([60])).momentum?.automatic).toBe(true);
    expect(resolveWith(resolveCheck(checkWithX(0)), new ScriptedDice([60])).momentum).toBeNull();
  });
});

describe('buildCheck from snapshots (DIF-3)', () => {
  const hero: ActorSnapshot = {
    id: 'hero',
    isPC: true,
    attributes: { agility: 3, strength: 2 },
    skills: { melee: 4, perception: 1 },
  };
  const foe: ActorSnapshot = { id: 'foe', attributes: { agility: 2 }, skills: { evasion: 2 } };

  it('reads named scores; a missing name counts 0', () => {
    const req = buildCheck({
      actor: hero,
      attribute: 'strength',
      skill: 'melee',
      opposition: { target: foe, attribute: 'agility', skill: 'evasion' },
    });
    expect(assessCheck(req)).toMatchObject({ actorScore: 6, oppositionScore: 4, x: 2 });
    expect(req.player).toBe(true);
    const unknown = buildCheck({ actor: hero, attribute: 'luck', skill: 'dance', opposition: { difficulty: 3 } });
    expect(assessCheck(unknown)).toMatchObject({ actorScore: 0, x: -3 });
  });

  it('adds condition effects and dialog modifiers, and reads Determined', () => {
    const req = buildCheck({
      actor: { ...hero, conditions: [{ id: 'dazed' }, { id: 'determined' }, { id: 'empowered' }] },
      attribute: 'agility',
      skill: 'perception',
      opposition: { difficulty: 4 },
      modifiers: [edge(text('Spyglass'), 'major')],
    });
    const a = assessCheck(req);
    expect(req.determined).toBe(true);
    expect(a.adjustmentTotal).toBe(-2);
    expect(a.edges.net).toBe(3);
    expect(a.x).toBe(0 - 2 + 3);
  });

  it("the target's Enhanced does not change its passive Defense score", () => {
    const req = buildCheck({
      actor: hero,
      attribute: 'strength',
      skill: 'melee',
      opposition: {
        target: { ...foe, conditions: [{ id: 'enhanced', attribute: 'agility', bonus: 2 }] },
        attribute: 'agility',
        skill: 'evasion',
      },
    });
    expect(assessCheck(req).oppositionScore).toBe(4);
  });
});
