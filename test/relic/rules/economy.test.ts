import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CORE_ACTIONS,
  downedRefusal,
  freshEconomy,
  guardAlly,
  readEconomy,
  spendAction,
  spendReaction,
  startRoundEconomy,
  startTurnEconomy,
} from '../../../src/rulesets/relic/rules';

describe('§3.2 / REL-7 action economy', () => {
  it('2 actions a turn, 1 reaction a round', () => {
    expect(freshEconomy()).toEqual({ actions: 2, reactions: 1 });
    expect(startTurnEconomy({ actions: 0, reactions: 0 })).toEqual({ actions: 2, reactions: 0 });
    expect(startRoundEconomy({ actions: 0, reactions: 0 })).toEqual({ actions: 0, reactions: 1 });
  });

  it('spends the printed cost and refuses overspending with a reason', () => {
    const one = spendAction(freshEconomy(), 'switchRows');
    expect(one).toMatchObject({ ok: true, cost: 1, before: { actions: 2 }, after: { actions: 1 }, overridden: false });
    const burn = spendAction({ actions: 1, reactions: 1 }, 'burn');
    expect(burn).toEqual({
      ok: false,
      reason: 'notEnoughActions',
      message: { key: 'MANIFOLD.relic.refusal.notEnoughActions', data: { cost: 2, left: 1 } },
    });
  });

  it('the GM may override: spent down to 0 and marked', () => {
    expect(spendAction({ actions: 1, reactions: 1 }, 'buildResonance', { gmOverride: true })).toMatchObject({
      ok: true,
      after: { actions: 0 },
      overridden: true,
    });
  });

  it('reactions: one per round, off-turn only', () => {
    const r = spendReaction(freshEconomy(), 'snapShot');
    expect(r).toMatchObject({ ok: true, id: 'snapShot', after: { actions: 2, reactions: 0 } });
    expect(spendReaction({ actions: 2, reactions: 0 }, 'counterstep')).toMatchObject({
      ok: false,
      reason: 'noReaction',
    });
    expect(spendReaction(freshEconomy(), 'guardAlly', { onOwnTurn: true })).toMatchObject({
      ok: false,
      reason: 'reactionOnOwnTurn',
    });
  });

  it('hostile stored trackers read back into range', () => {
    expect(readEconomy({ actions: 'x', reactions: 9 })).toEqual({ actions: 2, reactions: 1 });
    expect(readEconomy({ actions: -3, reactions: 0 })).toEqual({ actions: 0, reactions: 0 });
    expect(readEconomy(undefined)).toEqual({ actions: 2, reactions: 1 });
  });

  it('property: spending never goes negative and is refused exactly when short', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...CORE_ACTIONS.map((a) => a.id)),
        fc.boolean(),
        (actions, action, swiftAid) => {
          const r = spendAction({ actions, reactions: 1 }, action, { swiftAid });
          const cost = action === 'aid' && swiftAid ? 1 : CORE_ACTIONS.find((a) => a.id === action)!.cost;
          expect(r.ok).toBe(actions >= cost);
          if (r.ok) expect(r.after.actions).toBe(actions - cost);
        },
      ),
    );
  });
});

describe('§3.4 Guard Ally', () => {
  const guard = { id: 'tamsin', row: 'frontline' as const, economy: freshEconomy() };

  it('–1 damage to an ally in the same row, spending the reaction', () => {
    const r = guardAlly({ guard, ally: { id: 'oren', row: 'frontline' }, damage: 5 });
    expect(r).toMatchObject({ ok: true, damage: 4, reaction: { id: 'guardAlly', after: { reactions: 0 } } });
    expect(guardAlly({ guard, ally: { id: 'oren', row: 'frontline' }, damage: 0 })).toMatchObject({ damage: 0 });
  });

  it('refuses another row, oneself, or no reaction left', () => {
    expect(guardAlly({ guard, ally: { id: 'oren', row: 'backline' }, damage: 5 })).toMatchObject({
      reason: 'guardNotSameRow',
    });
    expect(guardAlly({ guard, ally: { id: 'tamsin', row: 'frontline' }, damage: 5 })).toMatchObject({
      reason: 'guardSelf',
    });
    expect(
      guardAlly({
        guard: { ...guard, economy: { actions: 2, reactions: 0 } },
        ally: { id: 'oren', row: 'frontline' },
        damage: 5,
      }),
    ).toMatchObject({ reason: 'noReaction' });
  });
});

describe('REL-10 the downed do not act', () => {
  const actions = ['attack', 'activateRelic', 'buildResonance', 'burn', 'aid', 'defend', 'useItem', 'switchRows'] as const;

  it('every action and every reaction is refused while Unconscious (either kind) or Dying', () => {
    for (const action of actions) {
      expect(spendAction(freshEconomy(), action, { conditions: ['unconscious'] })).toMatchObject({
        ok: false,
        reason: 'unconsciousCannotAct',
      });
      expect(spendAction(freshEconomy(), action, { conditions: ['dying'] })).toMatchObject({ reason: 'dyingCannotAct' });
    }
    for (const reaction of ['guardAlly', 'snapShot', 'counterstep'] as const) {
      expect(spendReaction(freshEconomy(), reaction, { conditions: ['unconsciousOneRound'] })).toMatchObject({
        ok: false,
        reason: 'unconsciousCannotAct',
      });
    }
  });

  it('the GM may override, as with a shortage', () => {
    const r = spendAction(freshEconomy(), 'attack', { conditions: ['dying'], gmOverride: true });
    expect(r).toMatchObject({ ok: true, after: { actions: 1 } });
    expect(spendReaction(freshEconomy(), 'snapShot', { conditions: ['dying'], gmOverride: true })).toMatchObject({ ok: true });
  });

  it('other conditions (Stunned, Entangled, Wounded) do not stop acting', () => {
    expect(downedRefusal(['stunned', 'entangled', 'wounded'])).toBeNull();
    expect(downedRefusal(undefined)).toBeNull();
    expect(spendAction(freshEconomy(), 'attack', { conditions: ['stunned'] })).toMatchObject({ ok: true });
  });

  it('Guard Ally by a downed guard is refused', () => {
    const r = guardAlly({
      guard: { id: 'g', row: 'frontline', economy: freshEconomy(), conditions: ['unconscious'] },
      ally: { id: 'a', row: 'frontline' },
      damage: 4,
    });
    expect(r).toMatchObject({ ok: false, reason: 'unconsciousCannotAct' });
  });
});
