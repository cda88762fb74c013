/** DIF-4 Momentum: two pools 0–5. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gainMomentum, momentumForRoll, readMomentum, spendMomentum } from '../../../src/rulesets/difference/rules';

describe('Momentum (DIF-4)', () => {
  it('gains up to 5 per side; the excess is lost', () => {
    expect(gainMomentum({ players: 4, gm: 0 }, 'players', 1)).toEqual({
      pools: { players: 5, gm: 0 },
      changed: 1,
      lost: 0,
    });
    expect(gainMomentum({ players: 5, gm: 0 }, 'players', 1)).toEqual({
      pools: { players: 5, gm: 0 },
      changed: 0,
      lost: 1,
    });
    expect(gainMomentum({ players: 0, gm: 3 }, 'gm', 4).pools.gm).toBe(5);
  });

  it('spending is refused when the side has too little', () => {
    expect(spendMomentum({ players: 2, gm: 0 }, 'players', 2)).toEqual({
      ok: true,
      pools: { players: 0, gm: 0 },
      spent: 2,
    });
    expect(spendMomentum({ players: 1, gm: 0 }, 'players', 2)).toEqual({
      ok: false,
      pools: { players: 1, gm: 0 },
      reason: 'MANIFOLD.difference.refusal.momentum',
    });
  });

  it('a player success offers player Momentum, a player failure GM Momentum, an NPC roll none', () => {
    expect(momentumForRoll(true, true, 'offered')).toEqual({ side: 'players', amount: 1, automatic: false });
    expect(momentumForRoll(false, true, 'automatic')).toEqual({ side: 'gm', amount: 1, automatic: true });
    expect(momentumForRoll(true, false, 'offered')).toBeNull();
  });

  it('property: stored pools are read into 0..5 and gains never leave it', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.integer({ min: -3, max: 9 }), (p, g, n) => {
        const pools = readMomentum({ players: p as number, gm: g as number });
        for (const v of [pools.players, pools.gm]) expect(v >= 0 && v <= 5 && Number.isInteger(v)).toBe(true);
        const after = gainMomentum(pools, 'gm', n).pools.gm;
        expect(after >= pools.gm && after <= 5).toBe(true);
      }),
    );
  });
});
