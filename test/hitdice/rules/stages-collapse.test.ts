import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/core';
import {
  EMPTY_ROUND,
  RESOLVE_STAGES,
  defenseRollsOf,
  planAction,
  readActor,
  recordRoundEvent,
  recover,
  requiredSuccesses,
  resolveAction,
  resolveCheckRefusal,
  resolveDefense,
  resolveResolveCheck,
  resolveStage,
  rest,
  tierOf,
  wakeFromCollapse,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';
import { resolveWith } from '../../../src/core';

/** A level-1 NPC: Proficiency 1, so its Resolve is 1 of 1 ("typically equals Proficiency"). */
const npc = (overrides: Record<string, unknown> = {}) => pc({ npc: true, resolve: 1, ...overrides });

describe('HD-10 Resolve stages count down from the creature’s own maximum', () => {
  it('the printed table is the player characters’ 5', () => {
    expect([5, 4, 3, 2, 1, 0].map((r) => resolveStage(r).id)).toEqual(RESOLVE_STAGES.map((s) => s.id));
  });

  it('a level-1 NPC at Resolve 1 of 1 is Full: its full defense rolls, no extra success', () => {
    const actor = readActor(npc());
    expect(actor).toMatchObject({ resolveMax: 1, resolve: 1, stage: { id: 'full' } });
    expect(defenseRollsOf(actor)).toBe(1);
    expect(requiredSuccesses(tierOf('advanced')!, actor)).toBe(2);
    // Its one defense roll: a 5 on the d6 body die sustains; before HD-10 it had none and lost the die.
    const defended = resolveWith(resolveDefense({ actor: npc(), damage: 1 }), new ScriptedDice([5]));
    expect(defended.apply.body).toBe(readActor(npc()).body);
  });

  it('one row lower for each point below the maximum; Collapse only at 0', () => {
    const stage = (resolve: number, resolveMax: number) => resolveStage(resolve, resolveMax).id;
    expect([3, 2, 1].map((r) => stage(r, 3))).toEqual(['full', 'pressured', 'shaken']);
    expect(stage(1, 7)).toBe('staggering');
    expect(stage(7, 7)).toBe('full');
    expect(stage(6, 7)).toBe('pressured');
    expect(stage(0, 1)).toBe('collapse');
  });

  it('a level-7 NPC at its full Resolve 4 may use Expert actions; at 3 of 4 it may not', () => {
    const full = npc({ level: 7, resolve: 4 });
    expect(planAction({ actor: full, tier: 'expert' }).refusal).toBeNull();
    expect(planAction({ actor: npc({ level: 7, resolve: 3 }), tier: 'expert' }).refusal?.id).toBe(
      'expertBlockedByResolve',
    );
    const dice = new ScriptedDice([4, 4, 4, 1]);
    const result = resolveWith(resolveAction({ actor: full, tier: 'expert' }), dice);
    dice.assertConsumed();
    expect(result).toMatchObject({ required: 3, successes: 3, met: true });
  });
});

describe('HD-11 collapse is not rolled out of', () => {
  const collapsed = pc({ level: 3, resolve: 0, body: 6 });

  it('no Resolve check is raised while collapsed, whatever the trigger', () => {
    const report = recordRoundEvent(readActor(collapsed), EMPTY_ROUND, { hdLost: 3, enemyEffect: true });
    expect(report.triggers).toEqual(['heavyLoss', 'hdLost', 'enemyEffect']);
    expect(report.resolveCheck).toBe(false);
    expect(report.tally.checkRaised).toBe(false);
  });

  it('a hit on a collapsed character raises no check (before HD-11 a 6 woke them at once)', () => {
    const hit = resolveWith(resolveDefense({ actor: collapsed, damage: 2 }), new ScriptedDice([1, 1]));
    expect(hit.round.resolveCheck).toBe(false);
  });

  it('nor can one be rolled: refused with a reason', () => {
    expect(resolveCheckRefusal({ actor: collapsed })?.id).toBe('collapsedNoCheck');
    expect(resolveCheckRefusal({ actor: pc({ resolve: 1 }) })).toBeNull();
  });

  it('it ends when the GM wakes them (1 Resolve) or at a Recover (whose full Resolve it takes)', () => {
    expect(wakeFromCollapse(collapsed)).toMatchObject({ ok: true, changes: { resolve: 1 } });
    expect(recover(collapsed, { safe: true })).toMatchObject({ ok: true, life: 'active', changes: { resolve: 5 } });
  });
});

describe('HD-12 a Rest does not end a Collapse', () => {
  // Level 3: Proficiency 2.
  const collapsed = pc({ level: 3, resolve: 0, body: 4, rushUsed: true });

  it('the Rest gives its hit dice and resets, but not its 1 Resolve: still collapsed', () => {
    const result = rest(collapsed);
    expect(result).toMatchObject({ ok: true, life: 'collapsed', collapsed: false, resetAbilities: 'shortRest' });
    if (!result.ok) return;
    expect(result.changes).toEqual({ body: 6, restsToday: 1, rushUsed: false, steadyUsed: false });
  });

  it('a check that takes the last Resolve, then a Rest: collapsed until the GM wakes them or a Recover', () => {
    const shaken = { ...collapsed, resolve: 1 };
    const check = resolveWith(resolveResolveCheck({ actor: shaken }), new ScriptedDice([1]));
    expect(check).toMatchObject({ collapsed: true, life: 'collapsed', changes: { resolve: 0 } });
    const rested = rest({ ...shaken, ...check.changes });
    expect(rested).toMatchObject({ ok: true, life: 'collapsed' });
    if (!rested.ok) return;
    const after = { ...shaken, ...check.changes, ...rested.changes };
    expect(readActor(after)).toMatchObject({ resolve: 0, life: 'collapsed' });
    expect(wakeFromCollapse(after)).toMatchObject({ ok: true, changes: { resolve: 1 } });
    expect(recover(after, { safe: true })).toMatchObject({ ok: true, life: 'active', changes: { resolve: 5 } });
  });

  it('a conscious character still gains the Rest’s 1 Resolve', () => {
    expect(rest(pc({ level: 3, resolve: 1, body: 4 }))).toMatchObject({ ok: true, changes: { resolve: 2 } });
  });
});
