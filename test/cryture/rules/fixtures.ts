import type { CombatantSnapshot, PowerData, TargetRequest } from '../../../src/rulesets/cryture/rules';

/** A trainer with Might 3 and Agility 2: a 5-die attack pool. */
export function attacker(extra: Partial<CombatantSnapshot> = {}): CombatantSnapshot {
  return {
    id: 'ash',
    kind: 'trainer',
    stats: { Might: 3, Agility: 2, Defense: 5, Speed: 4, Reflexes: 2, Focus: 4 },
    health: { value: 40, max: 40 },
    stamina: { value: 5, max: 5 },
    mana: { value: 3, max: 6 },
    ...extra,
  };
}

/** A target whose Defense (the difficulty) is `defense`. */
export function foe(id: string, defense: number, extra: Partial<CombatantSnapshot> = {}): CombatantSnapshot {
  return {
    id,
    kind: 'npc',
    stats: { Defense: defense, Speed: 3, Reflexes: 3 },
    health: { value: 30, max: 30 },
    ...extra,
  };
}

export const on = (target: CombatantSnapshot, extra: Omit<TargetRequest, 'target'> = {}): TargetRequest => ({
  target,
  ...extra,
});

/** Melee 1 attack: Might + Agility vs Defense, 2 damage per hit, crit +1 hit. */
export function strike(extra: Partial<PowerData> = {}): PowerData {
  return {
    name: 'Strike',
    type: 'Fire',
    action: 'major',
    range: { form: 'melee', reach: 1 },
    check: { kind: 'attack', pool: ['Might', 'Agility'], difficulty: 'Defense' },
    hit: { damagePerHit: 2 },
    crit: { extraHits: 1 },
    ...extra,
  };
}
