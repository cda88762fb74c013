import { describe, expect, it } from 'vitest';
import {
  BASIC_ACTIONS,
  CLUMSY_DAMAGE_PER_DIE,
  CRIT_FACE,
  DIE_FACES,
  HASTENED_SPEED_BONUS,
  HEALTH_TICK_DIVISOR,
  MANA_PER_TRANSFER,
  PUSH_COLLISION_DAMAGE_PER_SPACE,
  RANGED_PENALTY_PER_SPACE,
  SITUATIONS,
  STATUSES,
  STATUS_ROLL_MODIFIERS,
} from '../../../src/rulesets/cryture/rules';

// Transcribed by hand from cryture.md, independently of the code's tables.

describe('cryture.md printed numbers', () => {
  it('Attack Bonuses and Penalties: four +2 and four −2 situations', () => {
    expect(SITUATIONS).toEqual({
      flanking: 2,
      higherElevation: 2,
      unseen: 2,
      weak: 2,
      lowerElevation: -2,
      cover: -2,
      obscured: -2,
      resistant: -2,
    });
  });

  it('Statuses: the twelve entries with duration, stacks and negation', () => {
    const printed = [
      // name, duration ("1 Turn" → turn, "5 minutes" → encounter), Stacks entry (none → 1), Negates
      ['block', 'turn', null, null],
      ['clumsy', 'encounter', 1, null],
      ['distracted', 'turn', 1, null],
      ['empowered', 'encounter', 5, 'weakened'],
      ['hardened', 'encounter', 5, 'softened'],
      ['hastened', 'encounter', 1, 'slowed'],
      ['regenerating', 'encounter', 1, null],
      ['slowed', 'encounter', 1, 'hastened'],
      ['softened', 'encounter', 5, 'hardened'],
      ['stunned', 'turn', 1, null],
      ['weakened', 'encounter', 5, 'empowered'],
      ['wounded', 'encounter', 1, null],
    ] as const;
    expect(Object.keys(STATUSES)).toEqual(printed.map((row) => row[0]));
    for (const [id, duration, maxStacks, negates] of printed) {
      expect(STATUSES[id], id).toEqual({ duration, maxStacks, negates });
    }
  });

  it('Empowered/Weakened change the attacker, Hardened/Softened the attack against the target, 1 per stack', () => {
    expect(STATUS_ROLL_MODIFIERS).toEqual({
      empowered: { side: 'attacker', perStack: 1 },
      weakened: { side: 'attacker', perStack: -1 },
      hardened: { side: 'target', perStack: -1 },
      softened: { side: 'target', perStack: 1 },
    });
  });

  it('Actions: basic actions and the action each needs', () => {
    expect(BASIC_ACTIONS).toEqual({
      basicAttack: 'major',
      summon: 'major',
      move: 'minor',
      shift: 'minor',
      recall: 'minor',
      transferMana: 'minor',
    });
  });

  it('single numbers of the text', () => {
    expect(DIE_FACES).toBe(10);
    expect(CRIT_FACE).toBe(10);
    expect(CLUMSY_DAMAGE_PER_DIE).toBe(3); // Clumsy: "takes 3 damage per miss" (CRY-5)
    expect(PUSH_COLLISION_DAMAGE_PER_SPACE).toBe(3); // Push: "3 damage for each space left"
    expect(RANGED_PENALTY_PER_SPACE).toBe(1); // Ranged X: "-1 die modifier for each additional space"
    expect(HASTENED_SPEED_BONUS).toBe(3); // Hastened: "+3 speed"
    expect(HEALTH_TICK_DIVISOR).toBe(10); // Regenerating/Wounded: "1/10 of its maximum Health"
    expect(MANA_PER_TRANSFER).toBe(1); // "Transfer 1 Mana"
  });
});
