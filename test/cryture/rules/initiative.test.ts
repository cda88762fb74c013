import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, SeededDice, resolveWith } from '../../../src/core';
import {
  initiativeDice,
  resolveInitiative,
  resolveJoin,
  resolveRollOff,
  type Entrant,
} from '../../../src/rulesets/cryture/rules';

const who = (id: string, speed: number, reflexes: number): Entrant => ({
  id,
  stats: { Speed: speed, Reflexes: reflexes },
});

function scripted<T>(faces: number[], run: (dice: ScriptedDice) => T): T {
  const dice = new ScriptedDice(faces);
  const out = run(dice);
  dice.assertConsumed();
  return out;
}

describe('initiative (CRY-3)', () => {
  it('the pool is Speed + Reflexes d10, the result their sum, highest first', () => {
    expect(initiativeDice(who('a', 3, 2))).toBe(5);
    const result = scripted([2, 3, 4, 10, 9, 1, 1], (d) =>
      resolveWith(resolveInitiative([who('a', 2, 1), who('b', 1, 1), who('c', 2, 0)]), d),
    );
    expect(result.rolls).toEqual([
      { id: 'a', dice: [2, 3, 4], total: 9 },
      { id: 'b', dice: [10, 9], total: 19 },
      { id: 'c', dice: [1, 1], total: 2 },
    ]);
    expect(result.order).toEqual(['b', 'a', 'c']);
    expect(result.rollOffs).toEqual([]);
  });

  it('a tie is broken by 1d10 roll-offs, repeated while still tied', () => {
    // a: 5+5+5 = 15, b: 9+6 = 15, c: 3+2 = 5; roll-off a 4 b 4 (tie), then a 7 b 2.
    const result = scripted([5, 5, 5, 9, 6, 3, 2, 4, 4, 7, 2], (d) =>
      resolveWith(resolveInitiative([who('a', 2, 1), who('b', 1, 1), who('c', 1, 1)]), d),
    );
    expect(result.order).toEqual(['a', 'b', 'c']);
    expect(result.rollOffs).toEqual([
      { among: ['a', 'b'], faces: { a: 4, b: 4 } },
      { among: ['a', 'b'], faces: { a: 7, b: 2 } },
    ]);
  });

  it('only the still-tied roll again: a three-way tie where one drops out', () => {
    // Every pool 1 die showing 6; roll-off a 8, b 8, c 3; then a 2, b 6 — c never rolls again.
    const result = scripted([6, 6, 6, 8, 8, 3, 2, 6], (d) =>
      resolveWith(resolveInitiative([who('a', 1, 0), who('b', 0, 1), who('c', 1, 0)]), d),
    );
    expect(result.order).toEqual(['b', 'a', 'c']);
    expect(result.rollOffs.map((r) => r.among)).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b'],
    ]);
  });

  it('separate ties are broken separately, higher totals first', () => {
    // a=b=7, c=d=3: roll-off a/b then c/d.
    const result = scripted([7, 7, 3, 3, 1, 9, 5, 4], (d) =>
      resolveWith(resolveInitiative([who('a', 1, 0), who('b', 1, 0), who('c', 1, 0), who('d', 1, 0)]), d),
    );
    expect(result.order).toEqual(['b', 'a', 'c', 'd']);
  });

  it('a pool below 1 die rolls nothing and totals 0', () => {
    const result = scripted([4], (d) => resolveWith(resolveInitiative([who('a', 0, 0), who('b', 1, 0)]), d));
    expect(result.rolls[0]).toEqual({ id: 'a', dice: [], total: 0 });
    expect(result.order).toEqual(['b', 'a']);
  });

  it('a tie that never breaks is left to the GM after the roll-off limit', () => {
    const always = { roll: () => 5 };
    const result = resolveWith(resolveInitiative([who('a', 1, 0), who('b', 1, 0)]), always);
    expect(result.unresolved).toEqual([['a', 'b']]);
    expect(result.order).toEqual(['a', 'b']);
  });

  it('property: the order holds everyone once, by total', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })), { maxLength: 8 }),
        (seed, stats) => {
          const entrants = stats.map(([s, r], i) => who(`c${i}`, s, r));
          const result = resolveWith(resolveInitiative(entrants), new SeededDice(seed));
          expect([...result.order].sort()).toEqual(entrants.map((e) => e.id).sort());
          const total = new Map(result.rolls.map((r) => [r.id, r.total]));
          for (let i = 1; i < result.order.length; i++) {
            expect(total.get(result.order[i - 1]!)!).toBeGreaterThanOrEqual(total.get(result.order[i]!)!);
          }
        },
      ),
    );
  });
});

describe('joining mid-combat', () => {
  const order = [
    { id: 'a', total: 15 },
    { id: 'b', total: 12 },
    { id: 'c', total: 5 },
  ];

  it('beating the next combatant: acts at once, and keeps that place in later rounds', () => {
    const joined = scripted([7, 6], (d) => resolveWith(resolveJoin({ order, nextId: 'b', joiner: who('j', 1, 1) }), d));
    expect(joined).toMatchObject({ roll: { total: 13 }, order: ['a', 'j', 'b', 'c'], position: 1, actsNow: true });
  });

  it('a total above combatants who already acted still acts at once', () => {
    const joined = scripted([10, 10], (d) =>
      resolveWith(resolveJoin({ order, nextId: 'b', joiner: who('j', 1, 1) }), d),
    );
    expect(joined).toMatchObject({ order: ['j', 'a', 'b', 'c'], position: 0, actsNow: true });
  });

  it('lower than the next combatant: waits for its place this round', () => {
    const joined = scripted([4, 6], (d) => resolveWith(resolveJoin({ order, nextId: 'b', joiner: who('j', 1, 1) }), d));
    expect(joined).toMatchObject({ order: ['a', 'b', 'j', 'c'], position: 2, actsNow: false });
  });

  it('tied with the next combatant: a roll-off between the two decides (CRY-3)', () => {
    const lose = scripted([6, 6, 3, 7], (d) =>
      resolveWith(resolveJoin({ order, nextId: 'b', joiner: who('j', 1, 1) }), d),
    );
    expect(lose).toMatchObject({ order: ['a', 'b', 'j', 'c'], actsNow: false });
    expect(lose.rollOffs).toEqual([{ among: ['j', 'b'], faces: { j: 3, b: 7 } }]);
    const win = scripted([6, 6, 9, 1], (d) =>
      resolveWith(resolveJoin({ order, nextId: 'b', joiner: who('j', 1, 1) }), d),
    );
    expect(win).toMatchObject({ order: ['a', 'j', 'b', 'c'], actsNow: true });
  });

  it('with no one left to act this round, the joiner just takes its place', () => {
    const joined = scripted([10, 10], (d) =>
      resolveWith(resolveJoin({ order, nextId: null, joiner: who('j', 1, 1) }), d),
    );
    expect(joined).toMatchObject({ position: 0, actsNow: false });
  });
});

describe('roll-offs alone (CRY-3)', () => {
  it('orders combatants already tied: 1d10 each, again among those still tied', () => {
    // x 5, y 5, z 2 → x and y again: x 3, y 9.
    const result = scripted([5, 5, 2, 3, 9], (d) => resolveWith(resolveRollOff(['x', 'y', 'z']), d));
    expect(result.order).toEqual(['y', 'x', 'z']);
    expect(result.rollOffs).toEqual([
      { among: ['x', 'y', 'z'], faces: { x: 5, y: 5, z: 2 } },
      { among: ['x', 'y'], faces: { x: 3, y: 9 } },
    ]);
    expect(result.unresolved).toEqual([]);
  });

  it('rolls nothing for one combatant and counts each id once', () => {
    expect(scripted([], (d) => resolveWith(resolveRollOff(['solo']), d)).order).toEqual(['solo']);
    expect(scripted([4, 8], (d) => resolveWith(resolveRollOff(['a', 'b', 'a']), d)).order).toEqual(['b', 'a']);
  });
});
