import { describe, expect, it } from 'vitest';
import {
  BASIC_ACTION_IDS,
  availableActions,
  checkPowerUse,
  freshEconomy,
  payCost,
  spendAction,
  spendBasicAction,
  type ActionEconomy,
} from '../../../src/rulesets/cryture/rules';
import { attacker, strike } from './fixtures';

const full = freshEconomy();

describe('action economy', () => {
  it('a turn has a Major and a Minor Action', () => {
    expect(full).toEqual({ major: true, minor: true });
  });

  it('a minor action uses the Minor Action first, then the Major ("Use any minor action")', () => {
    const first = spendAction(full, 'minor');
    expect(first).toEqual({ ok: true, economy: { major: true, minor: false }, used: ['minor'] });
    const second = spendAction({ major: true, minor: false }, 'minor');
    expect(second).toEqual({ ok: true, economy: { major: false, minor: false }, used: ['major'] });
    expect(spendAction({ major: false, minor: false }, 'minor')).toMatchObject({
      ok: false,
      reason: 'noActions',
      key: 'MANIFOLD.cryture.refused.noActions',
    });
  });

  it('a major action needs the Major Action; a Minor cannot stand in for it', () => {
    expect(spendAction(full, 'major')).toEqual({ ok: true, economy: { major: false, minor: true }, used: ['major'] });
    expect(spendAction({ major: false, minor: true }, 'major')).toMatchObject({ ok: false, reason: 'noMajor' });
  });

  it('two moves in one turn: Minor then Major; a third is refused', () => {
    let economy: ActionEconomy = full;
    for (const expected of [['minor'], ['major']]) {
      const step = spendBasicAction(economy, 'move');
      expect(step.ok && step.used).toEqual(expected);
      if (step.ok) economy = step.economy;
    }
    expect(spendBasicAction(economy, 'move').ok).toBe(false);
  });

  it.each(BASIC_ACTION_IDS)('basic action %s spends the action the document lists', (id) => {
    const major = id === 'basicAttack' || id === 'summon';
    const r = spendBasicAction({ major: false, minor: true }, id);
    expect(r.ok).toBe(!major);
  });

  it('Concentrated Action: the whole turn by default, or just the Major when the world says so', () => {
    expect(spendAction(full, 'concentrated')).toEqual({
      ok: true,
      economy: { major: false, minor: false },
      used: ['major', 'minor'],
    });
    expect(spendAction({ major: true, minor: false }, 'concentrated')).toMatchObject({ ok: false, reason: 'noMinor' });
    expect(spendAction({ major: false, minor: true }, 'concentrated')).toMatchObject({ ok: false, reason: 'noMajor' });
    expect(spendAction({ major: true, minor: false }, 'concentrated', { concentrated: 'major' })).toMatchObject({
      ok: true,
      used: ['major'],
    });
  });

  it('Stunned: the turn starts without a Minor Action', () => {
    expect(freshEconomy(true)).toEqual({ major: true, minor: false });
    expect(availableActions(freshEconomy(true))).toEqual({ major: true, minor: true, concentrated: false });
    expect(availableActions({ major: false, minor: false })).toEqual({
      major: false,
      minor: false,
      concentrated: false,
    });
  });
});

describe('power costs', () => {
  it('pays Stamina and Mana, refusing what the user lacks', () => {
    const user = attacker(); // 5 Stamina, 3 Mana
    expect(
      payCost(user, [
        { resource: 'mana', amount: 2 },
        { resource: 'stamina', amount: 1 },
      ]),
    ).toEqual({
      ok: true,
      stamina: 4,
      mana: 1,
    });
    expect(payCost(user, [{ resource: 'mana', amount: 4 }])).toMatchObject({ ok: false, reason: 'notEnoughMana' });
    expect(
      payCost(user, [
        { resource: 'stamina', amount: 3 },
        { resource: 'stamina', amount: 3 },
      ]),
    ).toMatchObject({
      ok: false,
      reason: 'notEnoughStamina',
    });
    expect(payCost(user, undefined)).toEqual({ ok: true, stamina: 5, mana: 3 });
  });

  it('checkPowerUse checks the action first, then the cost', () => {
    const power = strike({ cost: [{ resource: 'mana', amount: 1 }] });
    expect(checkPowerUse(full, attacker(), power)).toEqual({
      ok: true,
      economy: { major: false, minor: true },
      used: ['major'],
      stamina: 5,
      mana: 2,
    });
    expect(checkPowerUse({ major: false, minor: true }, attacker(), power)).toMatchObject({ reason: 'noMajor' });
    expect(checkPowerUse(full, attacker({ mana: { value: 0, max: 3 } }), power)).toMatchObject({
      reason: 'notEnoughMana',
    });
  });
});
