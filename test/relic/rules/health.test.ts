import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONDITIONS,
  addCondition,
  aid,
  applyDamage,
  freshEconomy,
  restoreHp,
  startTurnHealth,
  type HealthChange,
  type HealthState,
} from '../../../src/rulesets/relic/rules';
import { health } from './fixtures';

const ok = (r: HealthChange | { ok: false }) => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r;
};

describe('§6.2 HP and collapse', () => {
  it('damage lowers HP; reaching 0 HP → Unconscious', () => {
    expect(applyDamage(health(10, 10), 4)).toMatchObject({ after: health(6, 10), hpDelta: -4, events: ['damaged'] });
    const down = applyDamage(health(3, 10, ['poisoned']), 7);
    expect(down.after).toEqual(health(0, 10, ['poisoned', 'unconscious']));
    expect(down).toMatchObject({ added: ['unconscious'], removed: [], events: ['damaged', 'collapsed'] });
  });

  it('damage while Unconscious → Dying (Dying replaces Unconscious)', () => {
    const r = applyDamage(health(0, 10, ['unconscious']), 2);
    expect(r.after).toEqual(health(0, 10, ['dying']));
    expect(r).toMatchObject({ added: ['dying'], removed: ['unconscious'], events: ['damaged', 'dying'] });
  });

  it('0 damage (all absorbed by Resistance) is no damage taken', () => {
    const r = applyDamage(health(0, 10, ['unconscious']), 0);
    expect(r.after).toEqual(health(0, 10, ['unconscious']));
    expect(r.events).toEqual([]);
  });

  it('damage while Dying changes nothing more (the document has no further step)', () => {
    expect(applyDamage(health(0, 10, ['dying']), 5)).toMatchObject({
      after: health(0, 10, ['dying']),
      events: ['damaged'],
    });
  });

  it('hostile numbers never go out of range', () => {
    expect(
      applyDamage({ hp: 50, maxHp: 8, conditions: ['stunned', 'bogus', 'stunned'] } as unknown as HealthState, 'x')
        .after,
    ).toEqual(health(8, 8, ['stunned']));
  });
});

describe('§6.3 reviving', () => {
  it('a relic or a healing feature restoring HP revives Dying', () => {
    for (const source of ['relic', 'feature'] as const) {
      const r = ok(restoreHp(health(0, 10, ['dying', 'bleeding']), 3, source));
      expect(r.after).toEqual(health(3, 10, ['bleeding']));
      expect(r.events).toEqual(['healed', 'revived']);
    }
  });

  it('Aid does not revive Dying', () => {
    expect(restoreHp(health(0, 10, ['dying']), 1, 'aid')).toMatchObject({ ok: false, reason: 'aidCannotReviveDying' });
  });

  it('healing an Unconscious character above 0 HP wakes them; healing caps at max HP', () => {
    expect(ok(restoreHp(health(0, 10, ['unconscious']), 2, 'relic')).after).toEqual(health(2, 10));
    expect(ok(restoreHp(health(8, 10), 5, 'feature'))).toMatchObject({
      after: health(10, 10),
      hpDelta: 2,
      events: ['healed'],
    });
    expect(restoreHp(health(8, 10), 0, 'feature')).toMatchObject({ ok: false, reason: 'nothingToRestore' });
  });
});

describe('§6.1 Aid', () => {
  const aider = (features: ('twilightHealer' | 'steadyHands' | 'swiftAid')[] = [], economy = freshEconomy()) => ({
    economy,
    features,
  });

  it('2 actions, restores 1 HP, only on Unconscious allies', () => {
    const r = aid({ aider: aider(), target: health(0, 8, ['unconscious']) });
    expect(r).toMatchObject({ ok: true, amount: 1, breakdown: [{ id: 'base', value: 1 }] });
    if (!r.ok) return;
    expect(r.actions).toMatchObject({ id: 'aid', cost: 2, after: { actions: 0, reactions: 1 } });
    expect(r.target.after).toEqual(health(1, 8));
    expect(aid({ aider: aider(), target: health(3, 8) })).toMatchObject({ ok: false, reason: 'aidNeedsUnconscious' });
  });

  it('Twilight Healer +1, Steady Hands +1, stacking; Swift Aid costs 1 action', () => {
    const r = aid({
      aider: aider(['twilightHealer', 'steadyHands', 'swiftAid']),
      target: health(0, 8, ['unconscious']),
    });
    expect(r).toMatchObject({ ok: true, amount: 3 });
    if (!r.ok) return;
    expect(r.breakdown).toEqual([
      { id: 'base', value: 1 },
      { id: 'twilightHealer', value: 1 },
      { id: 'steadyHands', value: 1 },
    ]);
    expect(r.actions).toMatchObject({ cost: 1, after: { actions: 1 } });
    expect(r.target.after.hp).toBe(3);
  });

  it('refuses with too few actions unless the GM overrides (REL-7)', () => {
    const tired = aider([], { actions: 1, reactions: 1 });
    expect(aid({ aider: tired, target: health(0, 8, ['unconscious']) })).toMatchObject({
      ok: false,
      reason: 'notEnoughActions',
      message: { key: 'MANIFOLD.relic.refusal.notEnoughActions', data: { cost: 2, left: 1 } },
    });
    const forced = aid({ aider: tired, target: health(0, 8, ['unconscious']), gmOverride: true });
    expect(forced).toMatchObject({ ok: true, actions: { overridden: true, after: { actions: 0 } } });
    expect(
      aid({ aider: aider(['swiftAid'], { actions: 1, reactions: 0 }), target: health(0, 8, ['unconscious']) }).ok,
    ).toBe(true);
  });

  it('Aid on Dying is refused before any action is spent', () => {
    expect(aid({ aider: aider(), target: health(0, 8, ['dying']) })).toMatchObject({
      ok: false,
      reason: 'aidCannotReviveDying',
    });
  });
});

describe('§6.4 Unconscious (1 round)', () => {
  it('ends at the start of its bearer’s next turn', () => {
    const r = startTurnHealth(health(6, 10, ['unconsciousOneRound', 'poisoned']));
    expect(r.after).toEqual(health(6, 10, ['poisoned']));
    expect(r.events).toEqual(['woke']);
    expect(startTurnHealth(health(6, 10, ['stunned'])).after).toEqual(health(6, 10, ['stunned']));
  });

  it('is treated as Unconscious: damage makes it Dying, and it no longer ends on its own', () => {
    const hit = applyDamage(health(6, 10, ['unconsciousOneRound']), 2);
    expect(hit.after).toEqual(health(4, 10, ['dying']));
    expect(startTurnHealth(hit.after).after).toEqual(health(4, 10, ['dying']));
  });

  it('at 0 HP it becomes an ordinary Unconscious', () => {
    expect(startTurnHealth(health(0, 10, ['unconsciousOneRound'])).after).toEqual(health(0, 10, ['unconscious']));
  });

  it('Aid may wake a character in it', () => {
    const r = aid({ aider: { economy: freshEconomy(), features: [] }, target: health(5, 10, ['unconsciousOneRound']) });
    expect(r.ok && r.target.after).toEqual(health(6, 10));
  });

  it('addCondition adds once, and no Unconscious (1 round) to one already down', () => {
    expect(addCondition(health(5, 5), 'blinded').added).toEqual(['blinded']);
    expect(addCondition(health(5, 5, ['blinded']), 'blinded').added).toEqual([]);
    expect(addCondition(health(0, 5, ['dying']), 'unconsciousOneRound').after.conditions).toEqual(['dying']);
  });
});

describe('health properties', () => {
  const state = fc.record({
    hp: fc.integer({ min: 0, max: 30 }),
    maxHp: fc.integer({ min: 1, max: 30 }),
    conditions: fc.subarray([...CONDITIONS]),
  });
  it('HP stays within 0..max, Dying and Unconscious never together, 0 HP after damage means down', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 10 }), (s, dmg, heal) => {
        const start = {
          ...s,
          hp: Math.min(s.hp, s.maxHp),
          conditions: s.conditions.filter((c) => c !== 'unconscious' || !s.conditions.includes('dying')),
        };
        const hurt = applyDamage(start, dmg).after;
        expect(hurt.hp).toBeGreaterThanOrEqual(0);
        expect(hurt.hp).toBeLessThanOrEqual(hurt.maxHp);
        expect(hurt.hp).toBe(Math.max(0, start.hp - dmg));
        expect(hurt.conditions.includes('dying') && hurt.conditions.includes('unconscious')).toBe(false);
        if (dmg > 0 && hurt.hp === 0) {
          expect(hurt.conditions.some((c) => c === 'unconscious' || c === 'dying')).toBe(true);
        }
        const healed = restoreHp(hurt, heal, 'relic');
        if (healed.ok) {
          expect(healed.after.hp).toBe(Math.min(hurt.maxHp, hurt.hp + heal));
          expect(
            healed.after.conditions.some((c) => c === 'unconscious' || c === 'dying' || c === 'unconsciousOneRound'),
          ).toBe(false);
        }
      }),
    );
  });
});

describe('§6.4 Unconscious (1 round) under damage: the world setting’s two readings', () => {
  it('literal (default, "dying"): treated as Unconscious, any damage makes the bearer Dying even above 0 HP', () => {
    for (const options of [{}, { oneRoundDamage: 'dying' as const }]) {
      const r = applyDamage(health(6, 10, ['unconsciousOneRound']), 2, options);
      expect(r.after).toEqual(health(4, 10, ['dying']));
      expect(r.events).toEqual(['damaged', 'dying']);
    }
  });

  it('"unconscious": damage only stops it ending on its own — an ordinary Unconscious, not Dying', () => {
    const r = applyDamage(health(6, 10, ['unconsciousOneRound', 'stunned']), 2, { oneRoundDamage: 'unconscious' });
    expect(r.after).toEqual(health(4, 10, ['stunned', 'unconscious']));
    expect(r).toMatchObject({ added: ['unconscious'], removed: ['unconsciousOneRound'], events: ['damaged'] });
    // It no longer ends at the start of the next turn, and the next damage is damage while Unconscious.
    expect(startTurnHealth(r.after).after).toEqual(r.after);
    expect(applyDamage(r.after, 1, { oneRoundDamage: 'unconscious' }).after).toEqual(
      health(3, 10, ['stunned', 'dying']),
    );
  });

  it('both readings leave ordinary Unconscious and Dying alone', () => {
    for (const oneRoundDamage of ['dying', 'unconscious'] as const) {
      expect(applyDamage(health(0, 10, ['unconscious']), 1, { oneRoundDamage }).after).toEqual(
        health(0, 10, ['dying']),
      );
      expect(applyDamage(health(0, 10, ['dying']), 1, { oneRoundDamage }).after).toEqual(health(0, 10, ['dying']));
      expect(applyDamage(health(5, 10), 0, { oneRoundDamage }).events).toEqual([]);
    }
  });
});
