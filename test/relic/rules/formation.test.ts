import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  breakBonusActive,
  enemyMeleeTargets,
  formationState,
  freshEconomy,
  readFormationRecord,
  recordFormation,
  switchRows,
  type FormationRecord,
} from '../../../src/rulesets/relic/rules';

const m = (id: string, row: 'frontline' | 'backline', conditions: string[] = []) => ({ id, row, conditions });

describe('§4.3 / REL-8 formation', () => {
  it('holds with one conscious frontliner; enemies get nothing', () => {
    const f = formationState([m('a', 'frontline', ['unconscious']), m('b', 'frontline'), m('c', 'backline')]);
    expect(f).toMatchObject({ broken: false, reasons: [], frontline: ['a', 'b'], backline: ['c'], holding: ['b'] });
    expect(f.effects).toEqual({ enemyAttackBonus: 0, enemyMeleeEitherRow: false, rangedIgnoresBacklinePenalty: false });
    expect(enemyMeleeTargets(f)).toEqual(['a', 'b']);
  });

  it('breaks when the frontline is empty', () => {
    const f = formationState([m('c', 'backline')]);
    expect(f).toMatchObject({ broken: true, reasons: ['frontlineEmpty'] });
    expect(f.effects).toEqual({ enemyAttackBonus: 1, enemyMeleeEitherRow: true, rangedIgnoresBacklinePenalty: true });
    expect(enemyMeleeTargets(f)).toEqual(['c']);
  });

  it('breaks when every frontliner is Unconscious, Unconscious (1 round) or Dying', () => {
    const f = formationState([
      m('a', 'frontline', ['dying']),
      m('b', 'frontline', ['unconsciousOneRound']),
      m('c', 'backline'),
    ]);
    expect(f).toMatchObject({ broken: true, reasons: ['frontlineDown'], holding: [] });
    expect(enemyMeleeTargets(f)).toEqual(['a', 'b', 'c']);
  });

  it('breaks when forced movement displaced the frontline this round', () => {
    expect(formationState([m('a', 'frontline')], true)).toMatchObject({ broken: true, reasons: ['forcedMovement'] });
  });

  it('Stunned (and every other condition) does not break it', () => {
    const others = ['entangled', 'disoriented', 'stunned', 'poisoned', 'bleeding', 'blinded', 'wounded'];
    expect(formationState([m('a', 'frontline', others)]).broken).toBe(false);
  });

  it('property: broken exactly when there is a reason; reasons follow the members', () => {
    const member = fc.record({
      id: fc.string(),
      row: fc.constantFrom('frontline', 'backline'),
      conditions: fc.subarray(['stunned', 'unconscious', 'dying', 'unconsciousOneRound', 'entangled']),
    });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 6 }), fc.boolean(), (members, forced) => {
        const f = formationState(members, forced);
        expect(f.broken).toBe(f.reasons.length > 0);
        const front = members.filter((x) => x.row === 'frontline');
        const standing = front.filter((x) => !x.conditions.some((c) => c !== 'stunned' && c !== 'entangled'));
        expect(f.reasons.includes('frontlineEmpty')).toBe(front.length === 0);
        expect(f.reasons.includes('frontlineDown')).toBe(front.length > 0 && standing.length === 0);
        expect(f.reasons.includes('forcedMovement')).toBe(forced);
      }),
    );
  });
});

describe('§4.2 switching rows', () => {
  it('costs 1 action and swaps the row', () => {
    const r = switchRows({ row: 'backline', conditions: ['stunned'], economy: freshEconomy() });
    expect(r).toMatchObject({
      ok: true,
      from: 'backline',
      to: 'frontline',
      actions: { cost: 1, after: { actions: 1 } },
    });
  });

  it('is refused while Entangled, even with the GM’s override', () => {
    const r = switchRows({ row: 'frontline', conditions: ['entangled'], economy: freshEconomy(), gmOverride: true });
    expect(r).toMatchObject({ ok: false, reason: 'entangledCannotSwitch' });
  });

  it('REL-10 is refused while Unconscious (either kind) or Dying; the GM may override', () => {
    const attempt = (conditions: string[], gmOverride = false) =>
      switchRows({ row: 'frontline', conditions, economy: freshEconomy(), gmOverride });
    expect(attempt(['unconscious'])).toMatchObject({ ok: false, reason: 'unconsciousCannotAct' });
    expect(attempt(['unconsciousOneRound'])).toMatchObject({ ok: false, reason: 'unconsciousCannotAct' });
    expect(attempt(['dying'])).toMatchObject({ ok: false, reason: 'dyingCannotAct' });
    expect(attempt(['dying'], true)).toMatchObject({ ok: true, from: 'frontline', to: 'backline' });
  });

  it('is refused without an action left', () => {
    expect(switchRows({ row: 'frontline', conditions: [], economy: { actions: 0, reactions: 1 } })).toMatchObject({
      ok: false,
      reason: 'notEnoughActions',
    });
  });
});

describe('REL-9 a broken formation’s +1 lasts one round', () => {
  const at = (round: number, turn: number) => ({ round, turn });
  const front = [m('a', 'frontline'), m('b', 'backline')];
  const down = [m('a', 'frontline', ['unconscious']), m('b', 'backline')];

  /** Looks at the formation at each moment in turn, keeping the record as the glue does. */
  function walk(steps: { members: ReturnType<typeof m>[]; forced?: boolean; now: { round: number; turn: number } }[]) {
    let record: FormationRecord | undefined;
    return steps.map((step) => {
      const f = formationState(step.members, step.forced ?? false, { previous: record, now: step.now });
      record = f.record;
      return f;
    });
  }

  it('the +1 runs from the break to the same turn of the next round, though the line is restored', () => {
    const [broke, restored, lastTurn, sameTurnNextRound] = walk([
      { members: down, now: at(1, 2) },
      { members: front, now: at(1, 3) },
      { members: front, now: at(2, 1) },
      { members: front, now: at(2, 2) },
    ]);
    expect(broke!.effects).toEqual({ enemyAttackBonus: 1, enemyMeleeEitherRow: true, rangedIgnoresBacklinePenalty: true });
    expect(restored!.effects).toEqual({ enemyAttackBonus: 1, enemyMeleeEitherRow: false, rangedIgnoresBacklinePenalty: false });
    expect(lastTurn!.effects.enemyAttackBonus).toBe(1);
    expect(sameTurnNextRound!.effects.enemyAttackBonus).toBe(0);
  });

  it('the +1 ends after a round even while the line stays broken; the other two effects hold', () => {
    const [, still] = walk([
      { members: down, now: at(3, 0) },
      { members: down, now: at(4, 0) },
    ]);
    expect(still!.broken).toBe(true);
    expect(still!.effects).toEqual({ enemyAttackBonus: 0, enemyMeleeEitherRow: true, rangedIgnoresBacklinePenalty: true });
  });

  it('a forced-movement break on the last turn of a round gives +1 into the next round', () => {
    const [broke, nextRound, over] = walk([
      { members: front, forced: true, now: at(1, 4) },
      { members: front, now: at(2, 0) },
      { members: front, now: at(2, 4) },
    ]);
    expect(broke!.effects.enemyAttackBonus).toBe(1);
    expect(nextRound).toMatchObject({ broken: false, effects: { enemyAttackBonus: 1, enemyMeleeEitherRow: false } });
    expect(over!.effects.enemyAttackBonus).toBe(0);
  });

  it('restored and broken again starts a fresh round of +1', () => {
    const steps = walk([
      { members: down, now: at(1, 0) },
      { members: front, now: at(1, 1) },
      { members: down, now: at(1, 3) },
      { members: down, now: at(2, 2) },
      { members: down, now: at(2, 3) },
    ]);
    expect(steps[2]!.record).toEqual({ broken: true, brokeAt: at(1, 3) });
    expect(steps[3]!.effects.enemyAttackBonus).toBe(1);
    expect(steps[4]!.effects.enemyAttackBonus).toBe(0);
  });

  it('a break already recorded keeps its moment; a look while holding keeps the last break', () => {
    expect(recordFormation({ broken: true, brokeAt: at(2, 1) }, true, at(2, 5))).toEqual({ broken: true, brokeAt: at(2, 1) });
    expect(recordFormation({ broken: true, brokeAt: at(2, 1) }, false, at(2, 5))).toEqual({ broken: false, brokeAt: at(2, 1) });
    expect(breakBonusActive(null, at(1, 0))).toBe(false);
    expect(breakBonusActive(at(2, 1), at(2, 0))).toBe(false);
  });

  it('hostile stored records read as a formation that never broke', () => {
    expect(readFormationRecord('junk')).toEqual({ broken: false, brokeAt: null });
    expect(readFormationRecord({ broken: 'yes', brokeAt: { round: 'x', turn: 1 } })).toEqual({ broken: false, brokeAt: null });
  });

  it('out of combat (no clock) the +1 holds while it is broken, and no record is kept', () => {
    const f = formationState(down);
    expect(f.effects.enemyAttackBonus).toBe(1);
    expect(f.record).toBeUndefined();
  });
});
