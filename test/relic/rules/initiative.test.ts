import { describe, expect, it } from 'vitest';
import { Distribution, ScriptedDice } from '../../../src/core';
import fc from 'fast-check';
import {
  compareTurnSlots,
  groupInitiativeBonus,
  initiativeOdds,
  markSurprised,
  rollTurnOrder,
  tiedGroups,
} from '../../../src/rulesets/relic/rules';
import { bar, enumerate, sumBars } from './fixtures';
import { resolveWith } from '../../../src/core';

describe('§3.1 / REL-6 turn order', () => {
  it('seekers first in their chosen order, then enemy groups by d20 + highest DEX', () => {
    const dice = new ScriptedDice([5, 12, 9]);
    const r = resolveWith(
      rollTurnOrder({
        seekers: ['oren', 'tamsin'],
        enemyGroups: [
          { id: 'wolves', dex: [1, 3, 2] },
          { id: 'cultists', dex: [0, -1] },
          { id: 'golem', dex: [4] },
        ],
      }),
      dice,
    );
    dice.assertConsumed();
    expect(r.order).toEqual([
      { kind: 'seeker', id: 'oren' },
      { kind: 'seeker', id: 'tamsin' },
      { kind: 'enemyGroup', id: 'golem', die: 9, dex: 4, total: 13, tied: false },
      { kind: 'enemyGroup', id: 'cultists', die: 12, dex: 0, total: 12, tied: false },
      { kind: 'enemyGroup', id: 'wolves', die: 5, dex: 3, total: 8, tied: false },
    ]);
    expect(r.dice.every((d) => d.role === 'initiative' && d.faces === 20)).toBe(true);
  });

  it('ties are flagged for the GM and keep the order given', () => {
    const r = resolveWith(
      rollTurnOrder({
        seekers: [],
        enemyGroups: [
          { id: 'a', dex: [1] },
          { id: 'b', dex: [2] },
        ],
      }),
      new ScriptedDice([11, 10]),
    );
    expect(r.order.map((e) => [e.id, 'tied' in e && e.tied])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('the highest DEX of a group, read into range', () => {
    expect(groupInitiativeBonus([2, '9', 'x'])).toBe(4);
    expect(groupInitiativeBonus([])).toBe(-1);
  });

  it('§3.1 surprise: the GM marks who is surprised', () => {
    const order = resolveWith(
      rollTurnOrder({ seekers: ['oren'], enemyGroups: [{ id: 'wolves', dex: [1] }] }),
      new ScriptedDice([3]),
    ).order;
    expect(markSurprised(order, ['wolves']).map((e) => e.surprised)).toEqual([false, true]);
  });
});

describe('initiative odds', () => {
  it('match brute force over both groups’ dice', () => {
    const groups = [
      { id: 'a', dex: [2] },
      { id: 'b', dex: [0, 3] },
      { id: 'c', dex: [-1] },
    ];
    const brute = enumerate([20, 20, 20], (d) => {
      const order = resolveWith(rollTurnOrder({ seekers: [], enemyGroups: groups }), d).order;
      const first = order[0]!;
      return first.kind === 'enemyGroup' ? `${first.id}${first.tied ? '-tied' : ''}` : '';
    });
    for (const g of groups) {
      const odds = initiativeOdds(groups, g.id);
      expect(sumBars(odds)).toBeCloseTo(1, 12);
      expect(odds.headline.probability).toBeCloseTo(
        brute.probability((v) => v === g.id),
        12,
      );
    }
    // Tied for first: group a ties with the top total.
    const a = initiativeOdds(groups, 'a');
    const tiedA = enumerate([20, 20, 20], (d) => {
      const order = resolveWith(rollTurnOrder({ seekers: [], enemyGroups: groups }), d).order;
      const totals = order.map((e) => (e.kind === 'enemyGroup' ? e.total : 0));
      const top = Math.max(...totals);
      const self = order.find((e) => e.id === 'a')!;
      return self.kind === 'enemyGroup' && self.total === top && totals.filter((t) => t === top).length > 1;
    });
    expect(bar(a, 'MANIFOLD.relic.odds.tiedFirst')).toBeCloseTo(
      tiedA.probability((v) => v),
      12,
    );
    // One group alone always acts first.
    expect(initiativeOdds([{ id: 'solo', dex: [1] }], 'solo').headline.probability).toBeCloseTo(
      Distribution.die(20).total(),
      12,
    );
  });
});

describe('REL-6 the tracker’s order of combatants', () => {
  const seeker = (id: string, order: number | null) => ({ kind: 'seeker' as const, id, order });
  const enemy = (id: string, group: string, total: number | null, rank = 0) => ({
    kind: 'enemyGroup' as const,
    id,
    group,
    total,
    rank,
  });

  it('seekers first in their chosen order, then groups by total, members of a group together', () => {
    const slots = [
      enemy('w1', 'wolves', 8),
      seeker('tamsin', 2),
      enemy('g1', 'golem', 13),
      seeker('new', null),
      enemy('w2', 'wolves', 8),
      enemy('c1', 'cultists', null),
      seeker('oren', 1),
    ];
    expect([...slots].sort(compareTurnSlots).map((s) => s.id)).toEqual([
      'oren',
      'tamsin',
      'new',
      'g1',
      'w1',
      'w2',
      'c1',
    ]);
  });

  it('tied groups are ordered by the GM’s rank, then by group id', () => {
    const slots = [enemy('a1', 'apes', 10), enemy('b1', 'bats', 10), enemy('c1', 'crows', 10, 1)];
    expect([...slots].sort(compareTurnSlots).map((s) => s.id)).toEqual(['c1', 'a1', 'b1']);
    expect(tiedGroups(slots).sort()).toEqual(['apes', 'bats', 'crows']);
    expect(
      tiedGroups([enemy('a', 'apes', 10), enemy('a2', 'apes', 10), enemy('b', 'bats', 9), enemy('c', 'c', null)]),
    ).toEqual([]);
  });

  it('is a consistent order: antisymmetric and transitive over random slots', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('seeker' as const),
              id: fc.string(),
              order: fc.option(fc.integer({ min: 0, max: 5 })),
            }),
            fc.record({
              kind: fc.constant('enemyGroup' as const),
              id: fc.string(),
              group: fc.constantFrom('a', 'b', 'c'),
              total: fc.option(fc.integer({ min: -1, max: 24 })),
              rank: fc.integer({ min: 0, max: 2 }),
            }),
          ),
          { maxLength: 8 },
        ),
        (slots) => {
          for (const a of slots)
            for (const b of slots)
              expect(Math.sign(compareTurnSlots(a, b))).toBe(-Math.sign(compareTurnSlots(b, a)) || 0);
          const sorted = [...slots].sort(compareTurnSlots);
          for (let i = 1; i < sorted.length; i++)
            expect(compareTurnSlots(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
