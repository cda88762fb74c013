import { describe, expect, it } from 'vitest';
import * as hitdiceRules from '../../../src/rulesets/hitdice/rules';
import {
  defend,
  endOwnRound,
  newDay,
  recover,
  regainHitDice,
  rest,
  rush,
  socialRefusal,
  stabilize,
  startOwnTurn,
  steady,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';

// Level 5 Tough: Proficiency 3, 13 body dice (Hit Dice by Level).
const hurt = pc({ level: 5, hitDie: 'tough', body: 6, resolve: 2, armor: { type: 'medium', dice: 0 } });

describe('Rest & Recovery', () => {
  it('Rest: Proficiency HD, 1 Resolve, short-rest abilities and Rush/Steady reset', () => {
    const result = rest({ ...hurt, rushUsed: true, steadyUsed: true, restsToday: 1 });
    expect(result).toMatchObject({
      ok: true,
      changes: { body: 9, resolve: 3, restsToday: 2, rushUsed: false, steadyUsed: false },
      resetAbilities: 'shortRest',
    });
    if (result.ok) expect(result.changes.armorDice).toBeUndefined();
  });

  it('Rest never goes above the pool; max 2 Rests per day; armor repairable with a craft ability', () => {
    expect(rest({ ...hurt, body: 12 })).toMatchObject({ changes: { body: 13 } });
    expect(rest({ ...hurt, restsToday: 2 })).toMatchObject({
      ok: false,
      reason: { id: 'restLimit', data: { max: 2 } },
    });
    expect(rest(hurt, { craftRepair: true })).toMatchObject({ changes: { armorDice: 2 } });
  });

  it('Recover: all HD, all Resolve, armor restored, all abilities; requires a safe space', () => {
    expect(recover(hurt, { safe: false })).toMatchObject({ ok: false, reason: { id: 'recoverUnsafe' } });
    expect(recover(hurt, { safe: true })).toMatchObject({
      ok: true,
      changes: { body: 13, resolve: 5, armorDice: 2 },
      resetAbilities: 'all',
    });
  });

  it('a dying character healed above 0 HD stops dying', () => {
    expect(regainHitDice(pc({ body: 0, resolve: 2 }), 1)).toMatchObject({
      ok: true,
      life: 'active',
      changes: { body: 1 },
    });
    expect(rest(pc({ body: 0, resolve: 0, dead: true }))).toMatchObject({ ok: false, reason: { id: 'dead' } });
  });

  it('a new day resets the Rests and the Affinity gained', () => {
    expect(newDay({ ...hurt, restsToday: 2, affinity: { stored: 3, gainedToday: 2 } })).toEqual({
      restsToday: 0,
      affinityGainedToday: 0,
    });
  });
});

describe('Universal actions', () => {
  it('Rush: 1 Resolve (no check), Proficiency HD; once per Rest', () => {
    expect(rush(hurt)).toMatchObject({ ok: true, changes: { resolve: 1, body: 9, rushUsed: true } });
    expect(rush({ ...hurt, rushUsed: true })).toMatchObject({ ok: false, reason: { id: 'rushUsed' } });
    expect(rush({ ...hurt, body: 13 })).toMatchObject({ ok: false, reason: { id: 'hdFull' } });
  });

  it('Rush at 1 Resolve collapses the character', () => {
    expect(rush({ ...hurt, resolve: 1 })).toMatchObject({ ok: true, collapsed: true, life: 'collapsed' });
  });

  it('Steady: 3 HD (no check), 1 Resolve; once per Rest', () => {
    expect(steady(hurt)).toMatchObject({ ok: true, changes: { body: 3, resolve: 3, steadyUsed: true } });
    expect(steady({ ...hurt, steadyUsed: true })).toMatchObject({ ok: false, reason: { id: 'steadyUsed' } });
    expect(steady({ ...hurt, body: 2 })).toMatchObject({
      ok: false,
      reason: { id: 'steadyNotEnoughHd', data: { cost: 3 } },
    });
    expect(steady({ ...hurt, resolve: 5 })).toMatchObject({ ok: false, reason: { id: 'resolveFull' } });
    expect(steady({ ...hurt, body: 3 })).toMatchObject({ ok: true, dying: true, life: 'dying' });
  });

  it('Defend: a 2d6 Guard layer until the start of the next turn (HD-5)', () => {
    expect(defend(hurt)).toEqual({ ok: true, changes: { guard: 2 } });
    expect(defend({ ...hurt, guard: 1 })).toMatchObject({ ok: false, reason: { id: 'guardUp' } });
    expect(startOwnTurn({ ...hurt, guard: 2 })).toEqual({ guard: 0 });
    expect(startOwnTurn(hurt)).toEqual({});
  });

  it("Stabilize: only a dying ally; the mark lapses at the round's end", () => {
    expect(stabilize(pc({ body: 0, resolve: 2 }))).toEqual({ ok: true, changes: { stabilized: true } });
    expect(stabilize(hurt)).toMatchObject({ ok: false, reason: { id: 'notDying' } });
    expect(endOwnRound(pc({ body: 0, resolve: 2, stabilized: true }))).toEqual({ stabilized: false });
  });

  it('the unconscious cannot take universal actions', () => {
    expect(rush({ ...hurt, resolve: 0 })).toMatchObject({ ok: false, reason: { id: 'unconscious' } });
  });
});

describe('Resolve: social encounters', () => {
  it('below 2 Resolve a character cannot take part', () => {
    expect(socialRefusal(pc({ resolve: 1 }))).toMatchObject({ id: 'socialResolve', data: { min: 2 } });
    expect(socialRefusal(pc({ resolve: 2 }))).toBeNull();
  });
});

describe('hostile counts (found by test/reliability/engines/hitdice.property.test.ts)', () => {
  it('regainHitDice with NaN or a string count never writes NaN into body', () => {
    for (const count of [NaN, '2', Infinity, -3] as unknown as number[]) {
      const r = hitdiceRules.regainHitDice({ level: 3, body: 1, resolve: 5 }, count);
      if (!r.ok) throw new Error('refused');
      // body is absent from the changes when nothing was regained.
      expect(Number.isFinite(r.changes.body ?? 1)).toBe(true);
    }
    const r = hitdiceRules.regainHitDice({ level: 3, body: 1, resolve: 5 }, '2' as unknown as number);
    expect(r.ok && r.changes.body).toBe(3);
  });
});
