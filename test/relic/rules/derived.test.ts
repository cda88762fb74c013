import { describe, expect, it } from 'vitest';
import * as relicRules from '../../../src/rulesets/relic/rules';
import fc from 'fast-check';
import { ScriptedDice } from '../../../src/core';
import {
  armorClass,
  asAttacker,
  asTarget,
  resolveAttack,
  deriveAdversary,
  deriveSeeker,
  readWeapon,
  type SeekerSnapshot,
} from '../../../src/rulesets/relic/rules';
import { resolveWith } from '../../../src/core';

const snapshot = (over: Partial<SeekerSnapshot> = {}): SeekerSnapshot => ({
  id: 'oren',
  attributes: { fit: 3, dex: 2, wis: 0, int: -1 },
  hp: { value: 9, max: 12 },
  level: 1,
  role: 'frontline',
  resonance: 2,
  row: 'frontline',
  armor: 'heavy',
  shield: true,
  resistance: 1,
  conditions: ['stunned'],
  synchronizations: ['combat', 'glyph'],
  ...over,
});

describe('seeker snapshot → derived numbers', () => {
  it('§5.3 AC = 10 + DEX + armor (+ shield) in the frontline; heavy and shield drop in the backline', () => {
    expect(deriveSeeker(snapshot()).ac).toBe(10 + 2 + 3 + 1);
    expect(deriveSeeker(snapshot({ row: 'backline' })).ac).toBe(10 + 2);
    expect(deriveSeeker(snapshot({ row: 'backline', armor: 'medium' })).ac).toBe(10 + 2 + 2);
  });

  it('REL-4 Bulwark Surge bonuses add to AC and Resistance', () => {
    const s = deriveSeeker(snapshot({ bonuses: { ac: 3, resistance: 3 } }));
    expect(s.ac).toBe(19);
    expect(s.resistance).toBe(4);
  });

  it('reads every stored value into range', () => {
    const s = deriveSeeker(
      snapshot({
        attributes: { fit: 9, dex: '-7', wis: 'x' },
        hp: { value: 40, max: 'NaN' },
        level: -3,
        role: 'wizard',
        resonance: 12,
        row: 'sideways',
        armor: 'plate',
        shield: 'yes',
        resistance: -2,
        conditions: ['stunned', 'hexed', 7],
        synchronizations: ['combat', 'bogus'],
      }),
    );
    expect(s).toMatchObject({
      attributes: { fit: 4, dex: -1, wis: 0, int: 0 },
      health: { hp: 1, maxHp: 1, conditions: ['stunned'] },
      level: 1,
      role: 'frontline',
      resonance: 5,
      row: 'frontline',
      armor: 'none',
      shield: false,
      resistance: 0,
      synchronizations: ['combat'],
      ac: 9,
    });
  });

  it('adversaries carry their group, AC and Resistance', () => {
    const a = deriveAdversary({
      id: 'w1',
      group: 'wolves',
      attributes: { fit: 2, dex: 3 },
      ac: 13,
      resistance: 1,
      hp: { value: 7, max: 7 },
      conditions: [],
    });
    expect(a).toMatchObject({ side: 'enemy', group: 'wolves', ac: 13, resistance: 1, attributes: { dex: 3 } });
    expect(
      deriveAdversary({
        id: 'x',
        group: 'g',
        attributes: {},
        ac: 'bad',
        resistance: null,
        hp: { value: 1, max: 1 },
        conditions: [],
      }).ac,
    ).toBe(10);
  });

  it('a derived seeker attacks a derived adversary and the other way round', () => {
    const seeker = deriveSeeker(snapshot({ row: 'backline' }));
    const wolf = deriveAdversary({
      id: 'w',
      group: 'g',
      attributes: { fit: 2 },
      ac: 12,
      resistance: 2,
      hp: { value: 5, max: 5 },
      conditions: [],
    });
    expect(asAttacker(seeker)).toEqual({ side: 'seeker', attributes: seeker.attributes, row: 'backline' });
    expect(asTarget(wolf)).toEqual({ side: 'enemy', ac: 12, resistance: 2, row: null });
    const bite = resolveWith(
      resolveAttack({
        attacker: asAttacker(wolf),
        weapon: { tag: 'heavy', weaponClass: 'light' },
        target: asTarget(seeker),
        formationBroken: false,
      }),
      new ScriptedDice([10, 3]),
    );
    // Backline seeker, formation holding: AC 12 (heavy armor and shield count only in front); the bite is flagged.
    expect(bite).toMatchObject({ ac: 12, total: 12, outcome: 'hit', warnings: ['meleeIntoBackline'] });
    expect(bite.apply.damage).toBe(3 + 2 - 1);
  });

  it('unknown weapon data falls back to a finesse improvised weapon', () => {
    expect(readWeapon({ tag: 'laser', weaponClass: 7 })).toEqual({
      tag: 'finesse',
      weaponClass: 'improvised',
      faces: 4,
      attribute: 'dex',
      reach: 'melee',
    });
  });

  it('property: AC is 10 + DEX + the bonuses that count in the row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 4 }),
        fc.constantFrom('none', 'light', 'medium', 'heavy'),
        fc.boolean(),
        fc.constantFrom('frontline', 'backline'),
        (dex, armor, shield, row) => {
          const bonus = { none: 0, light: 1, medium: 2, heavy: row === 'frontline' ? 3 : 0 }[armor];
          const ac = armorClass({ dex, armor, shield, row });
          expect(ac).toBe(10 + dex + bonus + (shield && row === 'frontline' ? 1 : 0));
          if (row === 'frontline')
            expect(ac).toBeGreaterThanOrEqual(armorClass({ dex, armor, shield, row: 'backline' }));
        },
      ),
    );
  });
});

describe('hostile shapes (found by test/reliability/engines/relic.property.test.ts)', () => {
  it('non-list conditions and Synchronizations read as none instead of throwing', () => {
    const state = relicRules.deriveSeeker({
      id: 's',
      attributes: {},
      hp: { value: 3, max: 5 },
      conditions: {} as unknown as unknown[],
      synchronizations: 0 as unknown as unknown[],
      role: 'striker',
      resonance: 2,
      row: 'frontline',
      armor: 'none',
      shield: false,
      resistance: 0,
    });
    expect(state.health.conditions).toEqual([]);
    expect(state.synchronizations).toEqual([]);
    expect(relicRules.readConditions(7 as unknown as unknown[])).toEqual([]);
  });
});

describe('§4.3 / REL-10 down', () => {
  it('is Unconscious (either kind) or Dying; Stunned, Entangled and the rest are not', () => {
    expect(relicRules.isDown(['unconscious'])).toBe(true);
    expect(relicRules.isDown(['unconsciousOneRound'])).toBe(true);
    expect(relicRules.isDown(['stunned', 'dying'])).toBe(true);
    expect(relicRules.isDown(['stunned', 'entangled', 'blinded', 'wounded'])).toBe(false);
    expect(relicRules.isDown([])).toBe(false);
  });
});
