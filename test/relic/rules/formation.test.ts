import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enemyMeleeTargets, formationState, freshEconomy, switchRows } from '../../../src/rulesets/relic/rules';

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

  it('is refused while Entangled, Unconscious (either kind) or Dying, even with the GM’s action override', () => {
    const refusal = (conditions: string[]) =>
      switchRows({ row: 'frontline', conditions, economy: freshEconomy(), gmOverride: true });
    expect(refusal(['entangled'])).toMatchObject({ ok: false, reason: 'entangledCannotSwitch' });
    expect(refusal(['unconscious'])).toMatchObject({ ok: false, reason: 'unconsciousCannotSwitch' });
    expect(refusal(['unconsciousOneRound'])).toMatchObject({ ok: false, reason: 'unconsciousCannotSwitch' });
    expect(refusal(['dying'])).toMatchObject({ ok: false, reason: 'dyingCannotSwitch' });
  });

  it('is refused without an action left', () => {
    expect(switchRows({ row: 'frontline', conditions: [], economy: { actions: 0, reactions: 1 } })).toMatchObject({
      ok: false,
      reason: 'notEnoughActions',
    });
  });
});
