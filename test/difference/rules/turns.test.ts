/** DIF-5 fast and slow turns, action points, Reactions, start and end of turn, end of scene. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice, resolveWith } from '../../../src/core';
import {
  activeConditions,
  actionPoints,
  endOfScene,
  endOfTurn,
  roundOrder,
  spendActionPoints,
  spendFocus,
  standUp,
  startOfTurn,
  reactionsAvailable,
  useReaction,
  type Combatant,
  type Condition,
} from '../../../src/rulesets/difference/rules';

const c = (...conditions: Condition[]) => activeConditions(conditions);

describe('round order (DIF-5)', () => {
  const combatants: Combatant[] = [
    { id: 'orc', isPC: false, turn: 'slow' },
    { id: 'ana', isPC: true, turn: 'slow' },
    { id: 'bo', isPC: true, turn: 'fast' },
    { id: 'wolf', isPC: false, turn: 'fast' },
    { id: 'cy', isPC: true, turn: 'fast' },
    { id: 'imp', isPC: false },
  ];

  it('fast PCs, fast NPCs, slow PCs, slow NPCs; given order kept within a phase', () => {
    expect(roundOrder(combatants).map((o) => [o.id, o.phase])).toEqual([
      ['bo', 'fastPCs'],
      ['cy', 'fastPCs'],
      ['wolf', 'fastNPCs'],
      ['ana', 'slowPCs'],
      ['orc', 'slowNPCs'],
      ['imp', 'slowNPCs'],
    ]);
  });

  it('a combatant that has not chosen takes the default turn (a setting, slow by default)', () => {
    expect(roundOrder(combatants, { defaultTurn: 'fast' }).find((o) => o.id === 'imp')!.phase).toBe('fastNPCs');
  });

  it('a Surprised combatant cannot take a Fast Turn', () => {
    const order = roundOrder([{ id: 'bo', isPC: true, turn: 'fast', conditions: [{ id: 'surprised' }] }]);
    expect(order[0]).toEqual({ id: 'bo', phase: 'slowPCs', turn: 'slow', forcedSlow: true });
  });
});

describe('action points (DIF-5)', () => {
  it('fast 2, slow 3', () => {
    expect(actionPoints('fast', c()).points).toBe(2);
    expect(actionPoints('slow', c()).points).toBe(3);
    expect(actionPoints('constructor' as never, c()).points).toBe(3);
  });

  it('Stunned −2, Surprised −1, never below 0, each listed', () => {
    expect(actionPoints('slow', c({ id: 'stunned' })).points).toBe(1);
    expect(actionPoints('fast', c({ id: 'stunned' })).points).toBe(0);
    expect(actionPoints('slow', c({ id: 'surprised' })).points).toBe(2);
    const both = actionPoints('slow', c({ id: 'stunned' }, { id: 'surprised' }));
    expect(both.points).toBe(0);
    expect(both.breakdown.map((b) => b.value)).toEqual([3, -2, -1]);
  });

  it('Unconscious: no actions', () => {
    expect(actionPoints('slow', c({ id: 'unconscious' })).points).toBe(0);
  });

  it('spending more than is left is refused', () => {
    expect(spendActionPoints(3, 2)).toEqual({ ok: true, remaining: 1 });
    expect(spendActionPoints(1, 2)).toEqual({
      ok: false,
      remaining: 1,
      reason: 'MANIFOLD.difference.refusal.actionPoints',
    });
    expect(spendActionPoints(1, 0)).toEqual({ ok: true, remaining: 1 });
  });

  it('standing up from Prone costs a Move action (►)', () => {
    const prone = { conditions: [{ id: 'prone' }] as Condition[], speed: 30 };
    expect(standUp(prone, 2)).toEqual({ ok: true, remaining: 1, conditions: { add: [], remove: ['prone'] } });
    expect(standUp(prone, 0).ok).toBe(false);
    expect(standUp({ conditions: [{ id: 'prone' }, { id: 'immobilized' }] }, 2)).toMatchObject({
      ok: false,
      reason: 'MANIFOLD.difference.refusal.cannotMove',
    });
    expect(standUp({}, 2)).toMatchObject({ ok: false, reason: 'MANIFOLD.difference.refusal.notProne' });
  });
});

describe('Reactions', () => {
  it('one per round by default; a setting may change it', () => {
    expect(reactionsAvailable(c(), 0)).toBe(1);
    expect(reactionsAvailable(c(), 1)).toBe(0);
    expect(reactionsAvailable(c(), 1, { reactionsPerRound: 2 })).toBe(1);
    expect(useReaction(c(), 0)).toEqual({ ok: true, used: 1 });
    expect(useReaction(c(), 1)).toEqual({ ok: false, used: 1, reason: 'MANIFOLD.difference.refusal.reaction' });
  });

  it('none while Dazed, Disoriented, Stunned, Surprised or Unconscious', () => {
    for (const id of ['dazed', 'disoriented', 'stunned', 'surprised', 'unconscious'] as const) {
      expect(reactionsAvailable(c({ id }), 0), id).toBe(0);
    }
  });
});

describe('start and end of a turn, end of the scene', () => {
  it('Empowered refills Focus at the start of each turn', () => {
    const s = startOfTurn({ focus: { value: 1, max: 4 }, conditions: [{ id: 'empowered' }] }, 'fast');
    expect(s).toMatchObject({ turn: 'fast', focus: 4, focusRefilled: true, actionPoints: { points: 2 } });
    expect(startOfTurn({ focus: { value: 1, max: 4 } }, 'slow')).toMatchObject({ focus: 1, focusRefilled: false });
  });

  it('a Surprised first turn is slow with one fewer point; Surprised then ends', () => {
    const actor = { conditions: [{ id: 'surprised' }] as Condition[] };
    expect(startOfTurn(actor, 'fast')).toMatchObject({ turn: 'slow', forcedSlow: true, actionPoints: { points: 2 } });
    expect(resolveWith(endOfTurn(actor), new ScriptedDice([])).conditions).toEqual({ add: [], remove: ['surprised'] });
  });

  it('the end of the turn resolves Afflicted and offers an Unconscious PC to wake', () => {
    const dice = new ScriptedDice([3]);
    const end = resolveWith(
      endOfTurn({
        isPC: true,
        pools: { vitality: { value: 0, max: 10 }, poise: { value: 5, max: 5 } },
        conditions: [
          { id: 'unconscious' },
          { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'poise' },
        ],
      }),
      dice,
    );
    dice.assertConsumed();
    expect(end.afflictions.map((a) => a.total)).toEqual([3]);
    expect(end.health.pools.poise.value).toBe(2);
    expect(end.mayRegainConsciousness).toBe(true);
  });

  it('Empowered is removed at the end of the scene', () => {
    expect(endOfScene({ conditions: [{ id: 'empowered' }] })).toEqual({ add: [], remove: ['empowered'] });
    expect(endOfScene({})).toEqual({ add: [], remove: [] });
  });
});

describe('Focus', () => {
  it('spends Focus; Focused costs 1 less; refused when too little', () => {
    expect(spendFocus({ value: 2, max: 4 }, 2, c())).toEqual({ ok: true, remaining: 0, cost: 2 });
    expect(spendFocus({ value: 1, max: 4 }, 2, c({ id: 'focused' }))).toEqual({ ok: true, remaining: 0, cost: 1 });
    expect(spendFocus({ value: 1, max: 4 }, 2, c())).toEqual({
      ok: false,
      remaining: 1,
      reason: 'MANIFOLD.difference.refusal.focus',
      cost: 2,
    });
  });
});
