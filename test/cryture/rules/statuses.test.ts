import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STATUS_IDS,
  applyStatus,
  applyStatuses,
  endEncounter,
  endTurnDurations,
  maxStacks,
  readStatuses,
  removeStacks,
  stacksOf,
  type StatusId,
  type StatusState,
} from '../../../src/rulesets/cryture/rules';

const STACKING: StatusId[] = ['empowered', 'hardened', 'softened', 'weakened'];
const SINGLE: StatusId[] = ['clumsy', 'distracted', 'hastened', 'regenerating', 'slowed', 'stunned', 'wounded'];
const TURN: StatusId[] = ['block', 'distracted', 'stunned'];
const ENCOUNTER: StatusId[] = STATUS_IDS.filter((s) => !TURN.includes(s));
const PAIRS: [StatusId, StatusId][] = [
  ['empowered', 'weakened'],
  ['hardened', 'softened'],
  ['hastened', 'slowed'],
];

describe('stacking', () => {
  it.each(STACKING)('%s stacks up to 5', (id) => {
    let state: StatusState = {};
    for (let i = 1; i <= 7; i++) state = applyStatus(state, id, 1).state;
    expect(stacksOf(state, id)).toBe(5);
    const big = applyStatus({}, id, 9);
    expect(big.change).toMatchObject({ requested: 9, added: 5, before: 0, after: 5 });
  });

  it.each(SINGLE)('%s does not stack: at most 1', (id) => {
    let state = applyStatus({}, id, 1).state;
    state = applyStatus(state, id, 1).state;
    expect(stacksOf(state, id)).toBe(1);
    expect(stacksOf(applyStatus({}, id, 4).state, id)).toBe(1);
  });

  it('Block is unlimited', () => {
    let state: StatusState = {};
    for (let i = 0; i < 4; i++) state = applyStatus(state, 'block', 10).state;
    expect(stacksOf(state, 'block')).toBe(40);
  });

  it('applying nothing changes nothing', () => {
    const { state, change } = applyStatus({ empowered: { stacks: 2 } }, 'weakened', 0);
    expect(state).toEqual({ empowered: { stacks: 2 } });
    expect(change.negated).toBeNull();
  });
});

describe('negation stack by stack (CRY-4)', () => {
  it.each(PAIRS)('%s and %s cancel each other', (a, b) => {
    for (const [have, apply] of [
      [a, b],
      [b, a],
    ] as const) {
      const start = applyStatus({}, have, 1).state;
      const { state, change } = applyStatus(start, apply, 1);
      expect(state).toEqual({});
      expect(change.negated).toEqual({ status: have, stacks: 1 });
      expect(change.added).toBe(0);
    }
  });

  it('3 Weakened onto 2 Empowered leaves 1 Weakened', () => {
    const { state, change } = applyStatus({ empowered: { stacks: 2 } }, 'weakened', 3);
    expect(state).toEqual({ weakened: { stacks: 1 } });
    expect(change).toMatchObject({ negated: { status: 'empowered', stacks: 2 }, added: 1 });
  });

  it('2 Softened onto 5 Hardened leaves 3 Hardened and no Softened', () => {
    const { state } = applyStatus({ hardened: { stacks: 5 } }, 'softened', 2);
    expect(state).toEqual({ hardened: { stacks: 3 } });
  });

  it('statuses without a pair are not negated by anything', () => {
    const start: StatusState = { wounded: { stacks: 1 } };
    expect(applyStatus(start, 'regenerating', 1).state).toEqual({
      wounded: { stacks: 1 },
      regenerating: { stacks: 1 },
    });
  });

  it('property: from a clean state, a pair is never both present and caps hold', () => {
    const grant = fc.record({ status: fc.constantFrom(...STATUS_IDS), stacks: fc.integer({ min: 0, max: 8 }) });
    fc.assert(
      fc.property(fc.array(grant, { maxLength: 30 }), (grants) => {
        const { state } = applyStatuses({}, grants);
        for (const [a, b] of PAIRS) expect(stacksOf(state, a) > 0 && stacksOf(state, b) > 0).toBe(false);
        for (const id of STATUS_IDS) {
          expect(stacksOf(state, id)).toBeGreaterThanOrEqual(0);
          expect(stacksOf(state, id)).toBeLessThanOrEqual(maxStacks(id));
        }
      }),
    );
  });

  it('property: net stacks of a pair follow the signed sum while under the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 2 }), { maxLength: 12 }), (steps) => {
        let state: StatusState = {};
        let net = 0;
        for (const s of steps) {
          if (s === 0) continue;
          state = applyStatus(state, s > 0 ? 'empowered' : 'weakened', Math.abs(s)).state;
          net = Math.max(-5, Math.min(5, net + s));
        }
        expect(stacksOf(state, 'empowered') - stacksOf(state, 'weakened')).toBe(net);
      }),
    );
  });
});

describe('durations (CRY-4)', () => {
  it.each(TURN)('1-turn %s ends when the affected combatant’s next turn is over', (id) => {
    const applied = applyStatus({}, id, 1).state; // landed on someone else's turn
    const { state, expired } = endTurnDurations(applied);
    expect(state).toEqual({});
    expect(expired).toEqual([id]);
  });

  it.each(TURN)('1-turn %s landing during the combatant’s own turn lasts through the following turn', (id) => {
    const applied = applyStatus({}, id, 1, { duringOwnTurn: true }).state;
    const afterThisTurn = endTurnDurations(applied);
    expect(stacksOf(afterThisTurn.state, id)).toBe(1);
    expect(afterThisTurn.expired).toEqual([]);
    const afterNext = endTurnDurations(afterThisTurn.state);
    expect(afterNext.state).toEqual({});
    expect(afterNext.expired).toEqual([id]);
  });

  it('adding Block refreshes its duration to the later end', () => {
    let state = applyStatus({}, 'block', 2, { duringOwnTurn: true }).state;
    state = endTurnDurations(state).state;
    state = applyStatus(state, 'block', 1).state;
    expect(state.block).toEqual({ stacks: 3, turnEnds: 1 });
    state = applyStatus(applyStatus({}, 'block', 1).state, 'block', 1, { duringOwnTurn: true }).state;
    expect(state.block).toEqual({ stacks: 2, turnEnds: 2 });
  });

  it('re-applying a non-stacking 1-turn status at its cap still refreshes its duration', () => {
    const first = applyStatus({}, 'distracted', 1).state;
    const again = applyStatus(first, 'distracted', 1, { duringOwnTurn: true });
    expect(again.state.distracted).toEqual({ stacks: 1, turnEnds: 2 });
    expect(again.change.added).toBe(0);
  });

  it.each(ENCOUNTER)('5-minute %s outlasts any number of turns and ends with the encounter', (id) => {
    let state = applyStatus({}, id, 1).state;
    for (let i = 0; i < 20; i++) state = endTurnDurations(state).state;
    expect(stacksOf(state, id)).toBe(1);
    expect(endEncounter(state)).toEqual({ state: {}, expired: [id] });
  });
});

describe('Block spending and stored data', () => {
  it('removeStacks removes at most what is there', () => {
    expect(removeStacks({ block: { stacks: 3, turnEnds: 1 } }, 'block', 2)).toEqual({
      state: { block: { stacks: 1, turnEnds: 1 } },
      removed: 2,
    });
    expect(removeStacks({ block: { stacks: 3, turnEnds: 1 } }, 'block', 7)).toEqual({ state: {}, removed: 3 });
  });

  it('readStatuses accepts numbers or entries, drops unknown ids and zero stacks, holds caps', () => {
    expect(
      readStatuses({
        empowered: 9,
        block: { stacks: '4', turnEnds: 7 },
        stunned: { stacks: 1 },
        bogus: 3,
        wounded: 0,
        hastened: 'x',
        slowed: { stacks: 3 },
      }),
    ).toEqual({
      empowered: { stacks: 5 },
      block: { stacks: 4, turnEnds: 2 },
      stunned: { stacks: 1, turnEnds: 1 },
      slowed: { stacks: 1 },
    });
    expect(readStatuses(null)).toEqual({});
    expect(readStatuses('junk')).toEqual({});
  });

  it('functions never change the state they are given', () => {
    const state: StatusState = { empowered: { stacks: 2 }, block: { stacks: 1, turnEnds: 1 } };
    const copy = structuredClone(state);
    applyStatus(state, 'weakened', 1);
    applyStatus(state, 'block', 2);
    removeStacks(state, 'block', 1);
    endTurnDurations(state);
    expect(state).toEqual(copy);
  });
});
