import { describe, expect, it } from 'vitest';
import {
  NEW_ROUND_ECONOMY,
  actionsLeft,
  checkActionChoice,
  endRound,
  endTurn,
  exertionLeft,
  holdAction,
  newRound,
  startTurn,
  takeAction,
  type ActionChoice,
  type TurnEconomy,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';

const actor = pc({ level: 7, body: 15 }); // Proficiency 4

function take(economy: TurnEconomy, choice: ActionChoice, who = actor): TurnEconomy {
  const result = takeAction(economy, who, choice);
  if (!result.ok) throw new Error(result.reason.id);
  return result.economy;
}

describe('action economy', () => {
  it('up to 2 actions per turn', () => {
    let e = startTurn(NEW_ROUND_ECONOMY);
    e = take(e, { timing: 'turn', tier: 'basic' });
    e = take(e, { timing: 'turn', tier: 'advanced' });
    expect(actionsLeft(e, actor)).toBe(0);
    expect(checkActionChoice(e, actor, { timing: 'turn', tier: 'basic' })).toMatchObject({
      id: 'noActionsLeft',
      data: { max: 2 },
    });
  });

  it('NPCs may have more actions', () => {
    const npc = { ...actor, npc: true, actionsPerTurn: 3 };
    let e = startTurn(NEW_ROUND_ECONOMY);
    for (let i = 0; i < 3; i++) e = take(e, { timing: 'turn' }, npc);
    expect(checkActionChoice(e, npc, { timing: 'turn' })?.id).toBe('noActionsLeft');
  });

  it('only one Expert tier or higher; the rest Basic/Advanced', () => {
    let e = startTurn(NEW_ROUND_ECONOMY);
    e = take(e, { timing: 'turn', tier: 'legendary' });
    expect(checkActionChoice(e, actor, { timing: 'turn', tier: 'expert' })?.id).toBe('secondExpert');
    expect(checkActionChoice(e, actor, { timing: 'turn', tier: 'advanced' })).toBeNull();
  });

  it('Expert+ refused at Resolve ≤ 4 (HD-7)', () => {
    const e = startTurn(NEW_ROUND_ECONOMY);
    expect(checkActionChoice(e, { ...actor, resolve: 4 }, { timing: 'turn', tier: 'expert' })?.id).toBe(
      'expertBlockedByResolve',
    );
  });

  it('exertion ≤ Proficiency per action; unused exertion does not carry', () => {
    let e = startTurn(NEW_ROUND_ECONOMY);
    expect(checkActionChoice(e, actor, { timing: 'turn', exertion: 5 })).toMatchObject({
      id: 'exertionOverCap',
      data: { max: 4 },
    });
    e = take(e, { timing: 'turn', exertion: 1 });
    expect(exertionLeft(e, actor)).toBe(4); // not 7: the first action's unused 3 are gone
    e = take(e, { timing: 'turn', exertion: 4 });
    expect(e.exertionUsed).toBe(5);
  });

  it('exertion per turn ≤ Proficiency × actions', () => {
    const e: TurnEconomy = { ...startTurn(NEW_ROUND_ECONOMY), exertionUsed: 6, actionsUsed: 1 };
    expect(exertionLeft(e, actor)).toBe(2);
    expect(checkActionChoice(e, actor, { timing: 'turn', exertion: 3 })).toMatchObject({
      id: 'exertionTurnCap',
      data: { left: 2 },
    });
  });

  it('reactions: only before acting this round, and they use one of the 2 actions', () => {
    let e = take(NEW_ROUND_ECONOMY, { timing: 'reaction', tier: 'basic' });
    expect(actionsLeft(e, actor)).toBe(1);
    e = startTurn(e);
    expect(checkActionChoice(e, actor, { timing: 'reaction' })?.id).toBe('reactionAfterActing');
    e = take(e, { timing: 'turn' });
    expect(checkActionChoice(e, actor, { timing: 'turn' })?.id).toBe('noActionsLeft');
    expect(checkActionChoice(NEW_ROUND_ECONOMY, actor, { timing: 'turn' })?.id).toBe('notYourTurn');
  });

  it('held actions: declared on the turn (one action), used on the trigger; Basic only after the round ends', () => {
    const held = holdAction(startTurn(NEW_ROUND_ECONOMY), actor, 'an enemy steps through the door');
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    expect(held.economy.actionsUsed).toBe(1);
    const after = endTurn(held.economy);
    expect(checkActionChoice(after, actor, { timing: 'held', heldIndex: 0, tier: 'expert' })).toBeNull();
    const used = take(after, { timing: 'held', heldIndex: 0, tier: 'advanced', exertion: 2 });
    expect(used).toMatchObject({ actionsUsed: 1, held: [], exertionUsed: 2 });
    const fallback = endRound(after);
    expect(checkActionChoice(fallback, actor, { timing: 'held', heldIndex: 0, tier: 'advanced' })?.id).toBe(
      'heldFallbackBasicOnly',
    );
    expect(checkActionChoice(fallback, actor, { timing: 'held', heldIndex: 0, tier: 'basic' })).toBeNull();
    expect(checkActionChoice(fallback, actor, { timing: 'held', heldIndex: 1, tier: 'basic' })?.id).toBe(
      'noHeldAction',
    );
    expect(holdAction(NEW_ROUND_ECONOMY, actor, 'x')).toMatchObject({ ok: false, reason: { id: 'notYourTurn' } });
    expect(newRound()).toEqual({ phase: 'before', actionsUsed: 0, expertUsed: 0, exertionUsed: 0, held: [] });
  });

  it('the unconscious and the dead do not act', () => {
    const e = startTurn(NEW_ROUND_ECONOMY);
    expect(checkActionChoice(e, { ...actor, resolve: 0 }, { timing: 'turn' })?.id).toBe('unconscious');
    expect(checkActionChoice(e, { ...actor, resolve: 0, body: 0 }, { timing: 'turn' })?.id).toBe('dead');
  });

  it('hostile stored economy data is read safely', () => {
    const junk = { phase: 'sideways', actionsUsed: 'NaN', held: 'nope' } as unknown as TurnEconomy;
    expect(actionsLeft(junk, actor)).toBe(2);
    expect(checkActionChoice(junk, actor, { timing: 'reaction' })).toBeNull();
  });
});
