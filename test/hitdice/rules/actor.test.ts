import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defenseRollsOf, lifeStateOf, readActor } from '../../../src/rulesets/hitdice/rules';

describe('actor snapshot', () => {
  it('reads any stored junk into valid numbers (never NaN, always in range)', () => {
    const junk = fc.oneof(fc.anything(), fc.double(), fc.string(), fc.integer({ min: -100, max: 100 }));
    fc.assert(
      fc.property(
        fc.record({
          level: junk,
          hitDie: junk,
          body: junk,
          bodyMax: junk,
          resolve: junk,
          resolveMax: junk,
          barrier: junk,
          guard: junk,
          npc: junk,
          actionsPerTurn: junk,
          armor: fc.record({ type: junk, dice: junk, max: junk }),
          affinity: fc.record({ stored: junk, gainedToday: junk }),
        }),
        (data) => {
          const actor = readActor(data);
          const numbers = [
            actor.level,
            actor.proficiency,
            actor.body,
            actor.bodyMax,
            actor.resolve,
            actor.resolveMax,
            actor.barrier,
            actor.guard,
            actor.armor.dice,
            actor.armor.max,
            actor.affinity.stored,
            actor.actionsPerTurn,
            defenseRollsOf(actor),
          ];
          for (const n of numbers) expect(Number.isInteger(n) && n >= 0).toBe(true);
          expect(actor.level).toBeGreaterThanOrEqual(1);
          expect(actor.level).toBeLessThanOrEqual(10);
          expect(actor.resolve).toBeLessThanOrEqual(actor.resolveMax);
          expect(['tough', 'balanced', 'fragile']).toContain(actor.hitDie);
        },
      ),
    );
  });

  it("defaults: a player character has Resolve 5 and 2 actions; an NPC's Resolve is its Proficiency", () => {
    const hero = readActor({ level: '4', body: '3', resolve: undefined });
    expect(hero).toMatchObject({
      level: 4,
      proficiency: 2,
      resolveMax: 5,
      resolve: 5,
      actionsPerTurn: 2,
      body: 3,
      bodyMax: 10,
    });
    const npc = readActor({ level: 7, npc: true, body: 9, resolve: undefined, actionsPerTurn: 3 });
    expect(npc).toMatchObject({ resolveMax: 4, resolve: 4, actionsPerTurn: 3 });
  });

  it('life: Collapse at 0 Resolve, Dying at 0 HD, Death at both — and death is final', () => {
    expect(lifeStateOf(3, 2)).toBe('active');
    expect(lifeStateOf(3, 0)).toBe('collapsed');
    expect(lifeStateOf(0, 2)).toBe('dying');
    expect(lifeStateOf(0, 0)).toBe('dead');
    expect(lifeStateOf(5, 5, true)).toBe('dead');
  });

  it("armor holds its kind's 2 dice unless the armor says otherwise (the notation example's 3d8)", () => {
    expect(readActor({ level: 1, body: 5, resolve: 5, armor: { type: 'medium', dice: 1 } }).armor).toEqual({
      type: 'medium',
      dice: 1,
      max: 2,
      faces: 8,
    });
    expect(readActor({ level: 1, body: 5, resolve: 5, armor: { type: 'medium', max: 3 } }).armor).toMatchObject({
      dice: 3,
      max: 3,
    });
  });
});
