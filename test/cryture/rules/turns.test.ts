import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endTurn, healthTick, startTurn } from '../../../src/rulesets/cryture/rules';

describe('start of turn', () => {
  it('Stunned loses its Minor Action on its next turn', () => {
    expect(startTurn({ statuses: { stunned: { stacks: 1, turnEnds: 1 } } })).toEqual({
      economy: { major: true, minor: false },
      lostMinorToStun: true,
    });
    expect(startTurn({ statuses: {} })).toEqual({ economy: { major: true, minor: true }, lostMinorToStun: false });
  });

  it('Stunned on a turn then ends with that turn: the turn after has both actions', () => {
    const end = endTurn({ health: { value: 10, max: 10 }, statuses: { stunned: { stacks: 1, turnEnds: 1 } } });
    expect(end.expired).toEqual(['stunned']);
    expect(startTurn({ statuses: end.statuses }).economy).toEqual({ major: true, minor: true });
  });
});

describe('end of turn', () => {
  it('1/10 of max Health, rounded down', () => {
    expect([healthTick(45), healthTick(9), healthTick(10), healthTick(100)]).toEqual([4, 0, 1, 10]);
  });

  it('Regenerating heals 1/10 of max Health, capped at the maximum', () => {
    expect(endTurn({ health: { value: 20, max: 45 }, statuses: { regenerating: 1 } })).toMatchObject({
      health: { value: 24, max: 45 },
      regenerated: 4,
      wounded: 0,
    });
    expect(endTurn({ health: { value: 44, max: 45 }, statuses: { regenerating: 1 } }).health.value).toBe(45);
  });

  it('Wounded harms 1/10 of max Health, never below 0', () => {
    expect(endTurn({ health: { value: 20, max: 45 }, statuses: { wounded: 1 } })).toMatchObject({
      health: { value: 16, max: 45 },
      wounded: 4,
    });
    expect(endTurn({ health: { value: 2, max: 45 }, statuses: { wounded: 1 } }).health.value).toBe(0);
  });

  it('Regenerating and Wounded together cancel out, even at full Health', () => {
    expect(endTurn({ health: { value: 45, max: 45 }, statuses: { regenerating: 1, wounded: 1 } }).health.value).toBe(
      45,
    );
  });

  it('1-turn statuses end; encounter statuses stay', () => {
    const end = endTurn({
      health: { value: 5, max: 5 },
      statuses: { block: { stacks: 3, turnEnds: 1 }, distracted: { stacks: 1, turnEnds: 2 }, slowed: 1 },
    });
    expect(end.statuses).toEqual({ distracted: { stacks: 1, turnEnds: 1 }, slowed: { stacks: 1 } });
    expect(end.expired).toEqual(['block']);
  });

  it('property: Health stays within 0..max whatever is stored', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.boolean(), fc.boolean(), (value, max, regen, wound) => {
        const end = endTurn({
          health: { value, max },
          statuses: { regenerating: regen ? 1 : 0, wounded: wound ? 1 : 0 },
        });
        expect(Number.isInteger(end.health.value)).toBe(true);
        expect(end.health.value).toBeGreaterThanOrEqual(0);
        expect(end.health.value).toBeLessThanOrEqual(end.health.max);
      }),
    );
  });
});
