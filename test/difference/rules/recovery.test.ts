/** Glossary Recovery Dice, Tier of Play, Recovery Rolls and the Long Rest (engine choices where silent). */
import { describe, expect, it } from 'vitest';
import { ScriptedDice, bruteForce, resolveWith } from '../../../src/core';
import {
  RECOVERY_TIERS,
  longRest,
  recoveryOdds,
  recoveryPool,
  resolveRecovery,
  tierOfPlay,
  type ActorSnapshot,
} from '../../../src/rulesets/difference/rules';

const hero = (more: Partial<ActorSnapshot> = {}): ActorSnapshot => ({
  level: 3,
  pools: { vitality: { value: 4, max: 12 }, poise: { value: 8, max: 8 } },
  focus: { value: 1, max: 5 },
  recoveryDice: 3,
  ...more,
});

describe('Tier of Play', () => {
  it('Tier 1 is Levels 1-5 (printed); later tiers every five levels (default)', () => {
    for (const level of [1, 2, 3, 4, 5]) expect(tierOfPlay(level).tier).toBe(1);
    expect(tierOfPlay(6).tier).toBe(2);
    expect(tierOfPlay(10).tier).toBe(2);
    expect(tierOfPlay(11).tier).toBe(3);
    expect(tierOfPlay(16).tier).toBe(4);
    expect(tierOfPlay(40).tier).toBe(4);
    expect(tierOfPlay(0).tier).toBe(1);
    expect(tierOfPlay(Number.NaN).tier).toBe(1);
  });

  it('the tier sets the Recovery Dice pool (default 3d6, 4d8, 5d10, 6d12)', () => {
    expect(RECOVERY_TIERS.map((t) => `${t.dice}d${t.faces}`)).toEqual(['3d6', '4d8', '5d10', '6d12']);
    expect(recoveryPool(hero({ level: 7, recoveryDice: undefined }))).toEqual({
      tier: 2,
      max: 4,
      faces: 8,
      remaining: 4,
    });
    expect(recoveryPool(hero({ recoveryDice: 99 })).remaining).toBe(3);
  });

  it('the tiers are a setting', () => {
    const tiers = [
      { tier: 1, minLevel: 1, dice: 2, faces: 10 },
      { tier: 2, minLevel: 4, dice: 3, faces: 10 },
    ];
    expect(recoveryPool(hero({ level: 4 }), { recoveryTiers: tiers })).toMatchObject({ tier: 2, max: 3, faces: 10 });
  });
});

describe('Recovery Roll', () => {
  it('spends dice, rolls them and restores their total to one pool, up to its maximum', () => {
    const dice = new ScriptedDice([5, 6]);
    const r = resolveWith(resolveRecovery(hero(), { target: 'vitality', spend: 2 }), dice);
    dice.assertConsumed();
    expect(r).toEqual({
      ok: true,
      target: 'vitality',
      spent: 2,
      faces: 6,
      rolls: [5, 6],
      total: 11,
      before: 4,
      after: 12,
      restored: 8,
      diceLeft: 1,
    });
  });

  it('can restore Focus', () => {
    const r = resolveWith(resolveRecovery(hero(), { target: 'focus', spend: 1 }), new ScriptedDice([3]));
    expect(r).toMatchObject({ ok: true, before: 1, after: 4, restored: 3 });
  });

  it('is refused without enough dice, for no dice, or for an unknown pool', () => {
    expect(resolveWith(resolveRecovery(hero(), { target: 'vitality', spend: 4 }), new ScriptedDice([]))).toEqual({
      ok: false,
      reason: 'MANIFOLD.difference.refusal.recoveryDice',
    });
    expect(resolveWith(resolveRecovery(hero(), { target: 'vitality', spend: 0 }), new ScriptedDice([])).ok).toBe(false);
    expect(resolveWith(resolveRecovery(hero(), { target: 'luck' as never, spend: 1 }), new ScriptedDice([])).ok).toBe(
      false,
    );
    expect(recoveryOdds(hero(), { target: 'vitality', spend: 9 }).headline.probability).toBe(0);
  });

  it('odds match brute force: the chance to fill the pool and what it restores', () => {
    const actor = hero();
    const restored = (faces: number[]) => {
      const r = resolveWith(resolveRecovery(actor, { target: 'vitality', spend: 2 }), new ScriptedDice(faces));
      return r.ok ? r.restored : -1;
    };
    const brute = bruteForce([6, 6], restored);
    const odds = recoveryOdds(actor, { target: 'vitality', spend: 2 });
    expect(odds.headline.probability).toBeCloseTo(brute.p(8), 12);
    for (const bar of odds.bars)
      expect(bar.probability).toBeCloseTo(brute.p(Number((bar.label as { text: string }).text)), 12);
    expect(odds.expected![0]!.value).toBeCloseTo(brute.mean(), 12);
  });
});

describe('Long Rest', () => {
  it('Exhausted falls by 1 and the Recovery Dice refill (default)', () => {
    const r = longRest(hero({ recoveryDice: 0, conditions: [{ id: 'exhausted', value: 2 }] }));
    expect(r).toEqual({
      exhausted: 1,
      conditions: { add: [{ id: 'exhausted', value: 1 }], remove: ['exhausted'] },
      recoveryDice: 3,
    });
  });

  it('Exhausted [−1] is removed at 0', () => {
    const r = longRest(hero({ conditions: [{ id: 'exhausted', value: 1 }] }));
    expect(r.exhausted).toBe(0);
    expect(r.conditions).toEqual({ add: [], remove: ['exhausted'] });
  });

  it('the refill is a setting; without Exhausted nothing changes', () => {
    const r = longRest(hero({ recoveryDice: 1 }), { longRestRecoveryDice: 'none' });
    expect(r).toEqual({ exhausted: 0, conditions: { add: [], remove: [] }, recoveryDice: 1 });
  });
});
