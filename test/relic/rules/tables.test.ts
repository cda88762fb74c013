/**
 * Every printed table row of relic.md, transcribed by hand here (not imported from the code under
 * test) and compared with the engine's tables and the functions that read them.
 */
import { describe, expect, it } from 'vitest';
import {
  AC_BASE,
  ACTIONS_PER_TURN,
  ACTIVATION_TIERS,
  AID_BASE_HP,
  AID_FEATURES,
  ARMOR,
  ATTRIBUTE_RANGE,
  ATTRIBUTES,
  BACKLASH_TABLE,
  BACKLINE_RANGED_PENALTY,
  BROKEN_FORMATION_ATTACK_BONUS,
  CONDITIONS,
  CORE_ACTIONS,
  DN_TABLE,
  EXECUTION_DAMAGE_MULTIPLIER,
  FRONTLINE_MELEE_DAMAGE,
  GUARD_ALLY_REDUCTION,
  REACTIONS,
  REACTIONS_PER_ROUND,
  RELIC_TYPES,
  RESONANCE_MAX,
  ROLE_SURGES,
  SHIELD,
  STRAIN_DIE,
  STRAIN_KINDS,
  SYNCHRONIZATION_BONUS,
  SYNCHRONIZATION_SLOTS_AT_LEVEL_1,
  WEAPON_DICE,
  WEAPON_TAGS,
  actionCost,
  activationTier,
  armorClass,
  backlashOutcome,
  difficultyNumber,
  readWeapon,
} from '../../../src/rulesets/relic/rules';

describe('§1.1 Difficulty Numbers', () => {
  // | Easy | 10 | Standard | 12 | Hard | 15 | Severe | 18 | Extreme | 20–24 |
  const printed = [
    { id: 'easy', min: 10, max: 10 },
    { id: 'standard', min: 12, max: 12 },
    { id: 'hard', min: 15, max: 15 },
    { id: 'severe', min: 18, max: 18 },
    { id: 'extreme', min: 20, max: 24 },
  ] as const;

  it('has exactly the printed rows', () => {
    expect(DN_TABLE.map((r) => ({ id: r.id, min: r.min, max: r.max }))).toEqual(printed);
  });

  for (const row of printed) {
    it(`${row.id}: DN ${row.min}${row.max > row.min ? `–${row.max}` : ''}`, () => {
      expect(difficultyNumber(row.id)).toBe(row.min);
      for (let dn = row.min; dn <= row.max; dn++) expect(difficultyNumber(row.id, dn)).toBe(dn);
      expect(difficultyNumber(row.id, row.max + 3)).toBe(row.max);
      expect(difficultyNumber(row.id, row.min - 3)).toBe(row.min);
    });
  }
});

describe('§2 attributes', () => {
  it('FIT, DEX, WIS, INT from –1 to +4', () => {
    expect([...ATTRIBUTES]).toEqual(['fit', 'dex', 'wis', 'int']);
    expect(ATTRIBUTE_RANGE).toEqual({ min: -1, max: 4 });
  });
});

describe('§3 turn structure', () => {
  it('2 actions per turn, 1 reaction per round, the three example reactions', () => {
    expect(ACTIONS_PER_TURN).toBe(2);
    expect(REACTIONS_PER_ROUND).toBe(1);
    expect([...REACTIONS]).toEqual(['guardAlly', 'snapShot', 'counterstep']);
    expect(GUARD_ALLY_REDUCTION).toBe(1);
  });

  // §3.3 core actions; costs printed in §4.2, §6.1, §8.1, §8.2 (REL-7).
  const printedCosts = { switchRows: 1, aid: 2, buildResonance: 2, burn: 2 } as const;
  const coreActions = [
    'attack',
    'activateRelic',
    'switchRows',
    'aid',
    'defend',
    'buildResonance',
    'useItem',
    'disciplineFeature',
    'environmentInteraction',
    'burn',
  ];

  it('lists every core action (and Burn)', () => {
    expect(CORE_ACTIONS.map((a) => a.id).sort()).toEqual([...coreActions].sort());
  });

  for (const [id, cost] of Object.entries(printedCosts)) {
    it(`REL-7 ${id} costs ${cost} as printed`, () => {
      const row = CORE_ACTIONS.find((a) => a.id === id)!;
      expect(row).toMatchObject({ cost, printed: true });
      expect(actionCost(id as keyof typeof printedCosts)).toBe(cost);
    });
  }

  it('REL-7 Aid with Swift Aid costs 1', () => {
    expect(actionCost('aid', { swiftAid: true })).toBe(1);
    expect(actionCost('burn', { swiftAid: true })).toBe(2);
  });

  it('the actions without a printed cost take one of the two actions and say so', () => {
    for (const a of CORE_ACTIONS.filter((x) => !(x.id in printedCosts)))
      expect(a).toMatchObject({ cost: 1, printed: false });
  });
});

describe('§4 formation numbers', () => {
  it('frontline +1 melee damage, backline –2 vs ranged, broken formation +1', () => {
    expect(FRONTLINE_MELEE_DAMAGE).toBe(1);
    expect(BACKLINE_RANGED_PENALTY).toBe(-2);
    expect(BROKEN_FORMATION_ATTACK_BONUS).toBe(1);
  });
});

describe('§5.1 attack attribute by weapon tag', () => {
  const printed = [
    ['heavy', 'fit', 'melee'],
    ['finesse', 'dex', 'melee'],
    ['ranged', 'dex', 'ranged'],
  ] as const;
  for (const [tag, attribute, reach] of printed) {
    it(`${tag} → ${attribute}`, () => {
      expect(WEAPON_TAGS[tag]).toEqual({ attribute, reach });
      expect(readWeapon({ tag, weaponClass: 'martial' })).toMatchObject({ attribute, reach });
    });
  }
  it('has no other tag', () => expect(Object.keys(WEAPON_TAGS).sort()).toEqual(['finesse', 'heavy', 'ranged']));
});

describe('§5.2 weapon dice', () => {
  const printed = [
    ['light', 6],
    ['martial', 8],
    ['heavy', 10],
    ['improvised', 4],
  ] as const;
  for (const [weaponClass, faces] of printed) {
    it(`${weaponClass}: 1d${faces}`, () => {
      expect(WEAPON_DICE[weaponClass]).toBe(faces);
      expect(readWeapon({ tag: 'heavy', weaponClass }).faces).toBe(faces);
    });
  }
  it('has no other class', () => expect(Object.keys(WEAPON_DICE).length).toBe(printed.length));
});

describe('§5.3 armor class bonuses', () => {
  // AC = 10 + DEX + armor bonus; Light +1, Medium +2, Heavy +3 (Frontline only), Shield +1 (Frontline only)
  const printed = [
    ['none', 0, false],
    ['light', 1, false],
    ['medium', 2, false],
    ['heavy', 3, true],
  ] as const;
  it('base 10', () => expect(AC_BASE).toBe(10));
  for (const [armor, bonus, frontlineOnly] of printed) {
    it(`${armor} armor +${bonus}${frontlineOnly ? ' (frontline only)' : ''}`, () => {
      expect(ARMOR[armor]).toEqual({ bonus, frontlineOnly });
      expect(armorClass({ dex: 2, armor, shield: false, row: 'frontline' })).toBe(10 + 2 + bonus);
      expect(armorClass({ dex: 2, armor, shield: false, row: 'backline' })).toBe(10 + 2 + (frontlineOnly ? 0 : bonus));
    });
  }
  it('shield +1 in the frontline only', () => {
    expect(SHIELD).toEqual({ bonus: 1, frontlineOnly: true });
    expect(armorClass({ dex: 0, armor: 'none', shield: true, row: 'frontline' })).toBe(11);
    expect(armorClass({ dex: 0, armor: 'none', shield: true, row: 'backline' })).toBe(10);
  });
});

describe('§6 aid and conditions', () => {
  it('Aid restores 1 HP; Twilight Healer +1, Steady Hands +1, Swift Aid costs 1', () => {
    expect(AID_BASE_HP).toBe(1);
    expect(AID_FEATURES.twilightHealer).toEqual({ extraHp: 1 });
    expect(AID_FEATURES.steadyHands).toEqual({ extraHp: 1 });
    expect(AID_FEATURES.swiftAid).toEqual({ extraHp: 0, cost: 1 });
  });
  it('the canonical conditions and Unconscious (1 round)', () => {
    expect([...CONDITIONS]).toEqual([
      'entangled',
      'disoriented',
      'stunned',
      'poisoned',
      'bleeding',
      'blinded',
      'wounded',
      'unconscious',
      'dying',
      'unconsciousOneRound',
    ]);
  });
});

describe('§7.1 relic activation table (REL-3)', () => {
  // | 20+ | Critical Success | 12–19 | Success | 6–11 | Partial | 1–5 | Critical Failure → Strain |
  const printed = [
    { min: 20, max: 40, tier: 'criticalSuccess' },
    { min: 12, max: 19, tier: 'success' },
    { min: 6, max: 11, tier: 'partial' },
    { min: -10, max: 5, tier: 'criticalFailure' }, // REL-3: totals below 1 count as 1–5
  ] as const;
  for (const row of printed) {
    it(`${row.tier}: ${row.min}–${row.max}`, () => {
      for (let total = row.min; total <= row.max; total++) expect(activationTier(total)).toBe(row.tier);
    });
  }
  it('has four rows in the printed order', () => {
    expect(ACTIVATION_TIERS.rows.map((r) => r.value)).toEqual(printed.map((r) => r.tier));
  });
  it('Synchronization +3, 2 at level 1, four relic types; strain is a d6 of four kinds', () => {
    expect(SYNCHRONIZATION_BONUS).toBe(3);
    expect(SYNCHRONIZATION_SLOTS_AT_LEVEL_1).toBe(2);
    expect([...RELIC_TYPES]).toEqual(['combat', 'utility', 'glyph', 'support']);
    expect(STRAIN_DIE).toBe(6);
    expect([...STRAIN_KINDS]).toEqual(['damage', 'minorCondition', 'lockout', 'arcDamage']);
  });
});

describe('§8 resonance, burn, backlash', () => {
  it('max 5; surges by role; Execution ×2 damage', () => {
    expect(RESONANCE_MAX).toBe(5);
    expect(ROLE_SURGES).toEqual({
      frontline: 'bulwark',
      striker: 'execution',
      controller: 'disruption',
      support: 'restoration',
    });
    expect(EXECUTION_DAMAGE_MULTIPLIER).toBe(2);
  });

  // | 1 | Disoriented | 2 | Entangled | 3 | Stunned | 4 | Blinded | 5 | Unconscious (1 round) |
  const printed = [
    [1, 'disoriented'],
    [2, 'entangled'],
    [3, 'stunned'],
    [4, 'blinded'],
    [5, 'unconsciousOneRound'],
  ] as const;
  for (const [resonance, condition] of printed) {
    it(`REL-5 Resonance ${resonance}: ${condition} when the d20 ≤ ${resonance}`, () => {
      expect(BACKLASH_TABLE[resonance]).toBe(condition);
      for (let die = 1; die <= resonance; die++)
        expect(backlashOutcome(die, resonance)).toEqual({ triggered: true, condition });
      expect(backlashOutcome(resonance + 1, resonance)).toEqual({ triggered: false, condition: null });
    });
  }
});
