import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveWith, ScriptedDice } from '../../../src/core';
import {
  advancePortent,
  applyDamage,
  createClock,
  heal,
  longRest,
  readClock,
  readPortent,
  readVitals,
  reducePortent,
  resolveCheck,
  resolveDefense,
  stabilize,
  stabilizeByNatural20,
  tickClock,
  tickDeath,
  untickClock,
  type ProgressClock,
  type Vitals,
} from '../../../src/rulesets/countdown/rules';
import { ok } from './helpers';

describe('progress clocks', () => {
  it('4, 6 or 8 segments; other sizes refused', () => {
    for (const segments of [4, 6, 8]) expect(createClock({ name: 'c', segments }).ok).toBe(true);
    for (const segments of [3, 5, 10, '6']) expect(createClock({ name: 'c', segments }).ok).toBe(false);
  });

  it('"Winter Approaches" (8): ticks to completion, then refuses; untick; hidden and polarity kept', () => {
    let clock = ok(createClock({ name: 'Winter Approaches', segments: 8, polarity: 'negative', hidden: true })).state;
    for (let i = 1; i <= 7; i++) {
      const t = ok(tickClock(clock));
      expect(t.completed).toBe(false);
      clock = t.state;
    }
    const last = ok(tickClock(clock));
    expect(last.completed).toBe(true);
    expect(last.state).toMatchObject({ filled: 8, hidden: true, polarity: 'negative' });
    expect(tickClock(last.state)).toMatchObject({ ok: false, reason: 'MANIFOLD.countdown.refusal.clockComplete' });
    expect(ok(untickClock(last.state)).state.filled).toBe(7);
    expect(untickClock({ ...clock, filled: 0 })).toMatchObject({ ok: false });
  });

  it('"Trade Route" (4, positive) completes on a multi-segment tick', () => {
    const clock = ok(createClock({ name: 'Trade Route', segments: 4, polarity: 'positive' })).state;
    const t = ok(tickClock({ ...clock, filled: 2 }, 3));
    expect(t.state.filled).toBe(4);
    expect(t.completed).toBe(true);
  });

  it('stored clocks read safely', () => {
    expect(readClock({ segments: 7, filled: 99 })).toEqual({
      name: '',
      segments: 4,
      filled: 4,
      polarity: 'negative',
      hidden: false,
    });
  });

  it('property: filled stays within 0..segments under any sequence of ticks and unticks', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 6, 8), fc.array(fc.boolean(), { maxLength: 40 }), (segments, ops) => {
        let clock: ProgressClock = ok(createClock({ name: 'x', segments })).state;
        for (const up of ops) {
          const t = up ? tickClock(clock) : untickClock(clock);
          if (t.ok) clock = t.state;
          expect(clock.filled).toBeGreaterThanOrEqual(0);
          expect(clock.filled).toBeLessThanOrEqual(segments);
        }
      }),
    );
  });
});

describe('doom portent tracks', () => {
  it('0–6; manifests at 6; no advance past it; reduced by confronting the doom, not below 0', () => {
    let track = readPortent({ name: 'The Pale', level: 0 });
    for (let level = 1; level <= 6; level++) {
      const t = ok(advancePortent(track));
      expect(t.state.level).toBe(level);
      expect(t.manifested).toBe(level === 6);
      track = t.state;
    }
    expect(advancePortent(track)).toMatchObject({ ok: false, reason: 'MANIFOLD.countdown.refusal.portentManifested' });
    expect(ok(reducePortent(track)).state.level).toBe(5);
    expect(reducePortent({ ...track, level: 0 })).toMatchObject({ ok: false });
    expect(readPortent({ level: 11 }).level).toBe(6);
  });
});

describe('death clock (CD-5)', () => {
  const fresh: Vitals = { hp: 5, maxHp: 8, status: 'conscious', deathClock: null, cause: null };

  it('0 HP: unconscious and dying; the clock ticks at each turn start; 4 ticks = dead', () => {
    const down = ok(applyDamage(fresh, 5, 'Mira'));
    expect(down.droppedToZero).toBe(true);
    expect(down.state).toMatchObject({ hp: 0, status: 'dying', deathClock: { name: 'Mira', segments: 4, filled: 0 } });
    let v = down.state;
    for (let turn = 1; turn <= 3; turn++) {
      const t = ok(tickDeath(v));
      expect(t.died).toBe(false);
      expect(t.state.deathClock!.filled).toBe(turn);
      v = t.state;
    }
    const end = ok(tickDeath(v));
    expect(end.died).toBe(true);
    expect(end.state).toMatchObject({ status: 'dead', cause: 'deathClock' });
    expect(tickDeath(end.state)).toMatchObject({ ok: false });
    expect(applyDamage(end.state, 1)).toMatchObject({ ok: false, reason: 'MANIFOLD.countdown.refusal.alreadyDead' });
  });

  it('a natural 20 on any check while dying stabilizes as Medicine does: unconscious at 1 HP, the clock stopped (CD-10)', () => {
    let v = ok(applyDamage(fresh, 9 - 4)).state;
    v = ok(tickDeath(v)).state;
    const roll = resolveWith(
      resolveCheck({ target: { stat: 'reflex', value: 2, trained: false } }),
      new ScriptedDice([20]),
    );
    const s = ok(stabilizeByNatural20(v, roll));
    expect(s.state).toEqual({ ...fresh, hp: 1, status: 'stable', deathClock: null, cause: null });
    expect(s.state).toEqual(ok(stabilize(v, { fieldSurgery: true })).state);
    // The clock is stopped: a turn start ticks nothing.
    expect(tickDeath(s.state)).toMatchObject({ ok: false, reason: 'MANIFOLD.countdown.refusal.notDying' });
    const miss = resolveWith(
      resolveCheck({ target: { stat: 'reflex', value: 2, trained: false } }),
      new ScriptedDice([19]),
    );
    expect(stabilizeByNatural20(v, miss)).toMatchObject({
      ok: false,
      reason: 'MANIFOLD.countdown.refusal.needsNatural20',
    });
    expect(stabilizeByNatural20(fresh, roll)).toMatchObject({
      ok: false,
      reason: 'MANIFOLD.countdown.refusal.notDying',
    });
  });

  it('a natural 20 on a defense roll while dying avoids the hit and stabilizes (CD-10)', () => {
    const dying = ok(applyDamage(fresh, 5)).state;
    const defender = { stats: { reflex: 2, vigor: 2 }, maxHp: fresh.maxHp };
    const dice = new ScriptedDice([20]);
    const defense = resolveWith(
      resolveDefense({ defender, method: 'dodge', damage: { count: 1, faces: 6, bonus: 0 } }),
      dice,
    );
    dice.assertConsumed();
    if (!defense.ok) throw new Error(defense.reason);
    expect(defense).toMatchObject({ avoided: true, damage: null });
    expect(ok(stabilizeByNatural20(dying, defense.check)).state).toMatchObject({
      hp: 1,
      status: 'stable',
      deathClock: null,
    });
  });

  it('stable after a natural 20 until healed or rested, as after Medicine (CD-10)', () => {
    const nat20 = resolveWith(
      resolveCheck({ target: { stat: 'resolve', value: 2, trained: false } }),
      new ScriptedDice([20]),
    );
    const stable = ok(stabilizeByNatural20(ok(applyDamage(fresh, 5)).state, nat20)).state;
    expect(stable).toMatchObject({ hp: 1, status: 'stable' });
    expect(ok(heal(stable, 2)).state).toMatchObject({ hp: 3, status: 'conscious', deathClock: null });
    const rested = ok(
      resolveWith(longRest({ vitals: stable, uses: {}, rations: { die: 8 } }, []), new ScriptedDice([5])),
    );
    expect(rested.state.vitals).toMatchObject({ hp: fresh.maxHp, status: 'conscious' });
    // A stable character is not dying: no second natural 20 stabilizes them again.
    expect(stabilizeByNatural20(stable, nat20)).toMatchObject({ ok: false });
  });

  it("an ally's Medicine check stabilizes (unconscious at 1 HP); a failure changes nothing", () => {
    const dying = ok(applyDamage(fresh, 5)).state;
    // Ally: Lore 6 trained in Medicine → Difficulty 8.
    const medicine = (face: number) =>
      resolveWith(resolveCheck({ target: { stat: 'lore', value: 6, trained: true } }), new ScriptedDice([face]));
    const pass = ok(stabilize(dying, { medicine: medicine(8) }));
    expect(pass.stabilized).toBe(true);
    expect(pass.state).toMatchObject({ hp: 1, status: 'stable', deathClock: null });
    const fail = ok(stabilize(dying, { medicine: medicine(7) }));
    expect(fail.stabilized).toBe(false);
    expect(fail.state).toEqual(dying);
  });

  it('a Surgeon stabilizes without a check', () => {
    const dying = ok(applyDamage(fresh, 5)).state;
    expect(ok(stabilize(dying, { fieldSurgery: true })).state.status).toBe('stable');
  });

  it('stable until healed; a hit to 0 again starts a new clock', () => {
    const stable = ok(stabilize(ok(applyDamage(fresh, 5)).state, { fieldSurgery: true })).state;
    expect(ok(heal(stable, 2)).state).toMatchObject({ hp: 3, status: 'conscious' });
    const again = ok(applyDamage(stable, 1));
    expect(again.state).toMatchObject({ status: 'dying', deathClock: { filled: 0 } });
  });

  it('massive damage: a single hit ≥ maximum HP kills outright, even from full HP', () => {
    const full: Vitals = { ...fresh, hp: 8 };
    const t = ok(applyDamage(full, 8));
    expect(t.massive).toBe(true);
    expect(t.state).toMatchObject({ status: 'dead', cause: 'massiveDamage' });
    expect(ok(applyDamage(full, 7)).state).toMatchObject({ status: 'conscious', hp: 1 });
    // At 1 HP a hit of 7 drops to 0 without being massive.
    expect(ok(applyDamage({ ...fresh, hp: 1 }, 7)).state).toMatchObject({ status: 'dying', hp: 0 });
  });

  it('healing never exceeds maximum HP and brings the dying back', () => {
    const dying = ok(applyDamage(fresh, 5)).state;
    const healed = ok(heal(dying, 20));
    expect(healed.state).toMatchObject({ hp: 8, status: 'conscious', deathClock: null });
    expect(healed.healed).toBe(8);
  });

  it('stored vitals are repaired: 0 HP and conscious reads as dying', () => {
    expect(readVitals({ hp: 0, maxHp: 5, status: 'conscious' }, 'Ash')).toMatchObject({
      status: 'dying',
      deathClock: { name: 'Ash', filled: 0, segments: 4 },
    });
    expect(readVitals({ hp: 'x', maxHp: -3 })).toMatchObject({ hp: 0, maxHp: 1, status: 'dying' });
  });

  it('property: a dying character is dead after exactly 4 turn starts unless stabilized', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 29 }), (maxHp, hit) => {
        fc.pre(hit < maxHp);
        let v: Vitals = ok(
          applyDamage({ hp: 1, maxHp, status: 'conscious', deathClock: null, cause: null }, hit),
        ).state;
        expect(v.status).toBe('dying');
        let turns = 0;
        while (v.status === 'dying') {
          v = ok(tickDeath(v)).state;
          turns++;
        }
        expect(turns).toBe(4);
        expect(v.status).toBe('dead');
      }),
    );
  });
});
