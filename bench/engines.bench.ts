/**
 * Rules engines: resolutions per second of one full attack → defense → damage cycle in each
 * ruleset, through the pure engines with SeededDice (requests built once, as the glue hands them
 * over; each cycle resolves from the same starting state).
 */
import { resolveWith, SeededDice } from '../src/core';
import * as countdown from '../src/rulesets/countdown/rules';
import * as cryture from '../src/rulesets/cryture/rules';
import * as difference from '../src/rulesets/difference/rules';
import * as hitdice from '../src/rulesets/hitdice/rules';
import * as relic from '../src/rulesets/relic/rules';
import type { Bench } from './harness';

// relic: a seeker's longsword against an Ash Wolf's AC and Resistance, then the wolf's HP and conditions.
const oren = relic.deriveSeeker({
  id: 'oren',
  attributes: { fit: 3, dex: 1, wis: 2, int: 1 },
  hp: { value: 9, max: 14 },
  conditions: [],
  level: 3,
  role: 'frontline',
  resonance: 3,
  row: 'frontline',
  armor: 'medium',
  shield: true,
  resistance: 1,
});
const wolf = relic.deriveAdversary({
  id: 'wolf',
  group: 'Ash Wolves',
  attributes: { fit: 2, dex: 3, wis: 1, int: -1 },
  hp: { value: 7, max: 11 },
  conditions: ['bleeding'],
  ac: 14,
  resistance: 1,
});
const relicAttack: relic.AttackRequest = {
  attacker: relic.asAttacker(oren),
  weapon: { tag: 'heavy', weaponClass: 'martial' },
  target: relic.asTarget(wolf),
  formationBroken: false,
};
function relicCycle(dice: SeededDice) {
  const attack = resolveWith(relic.resolveAttack(relicAttack), dice);
  return relic.applyDamage(wolf.health, attack.apply.damage);
}

// hitdice: an Advanced attack with exertion, its effect as damage against the target's layered defense.
const sorah: hitdice.HitdiceActorData = {
  level: 5,
  hitDie: 'balanced',
  body: 9,
  resolve: 5,
  armor: { type: 'medium', dice: 2, max: 2 },
  affinity: { stored: 2, gainedToday: 1 },
};
const hound: hitdice.HitdiceActorData = {
  level: 3,
  hitDie: 'tough',
  npc: true,
  bodyMax: 6,
  body: 6,
  resolve: 2,
  armor: { type: 'light', dice: 2 },
  guard: 2,
};
function hitdiceCycle(dice: SeededDice) {
  const action = resolveWith(
    hitdice.resolveAction({
      actor: sorah,
      tier: 'advanced',
      exertion: 2,
      bonusDice: 1,
      affinityDice: 1,
      round: hitdice.EMPTY_ROUND,
    }),
    dice,
  );
  return resolveWith(hitdice.resolveDefense({ actor: hound, damage: action.effect, round: hitdice.EMPTY_ROUND }), dice);
}

// difference: a melee strike built from both snapshots (conditions read), the opposed d100, Soak and the Vitality pool.
const ilsa: difference.ActorSnapshot = {
  id: 'ilsa',
  isPC: true,
  level: 7,
  attributes: { strength: 2, agility: 4, fortitude: 3, wits: 3, resolve: 2, composure: 2 },
  skills: { melee: 2, evasion: 3, perception: 4 },
  conditions: [{ id: 'exhausted', value: 1 }, { id: 'enhanced', attribute: 'agility', bonus: 1 }, { id: 'determined' }],
  pools: { vitality: { value: 9, max: 14 }, poise: { value: 6, max: 10 }, clarity: { value: 2, max: 8 } },
  wounds: { injuries: 1, burdens: 0, traumas: 1 },
  soak: 2,
};
const warden: difference.ActorSnapshot = {
  id: 'warden',
  attributes: { strength: 3, agility: 2, fortitude: 3, composure: 2, resolve: 1 },
  skills: { melee: 3, evasion: 2 },
  conditions: [{ id: 'challenged', by: 'ilsa' }, { id: 'prone' }],
  pools: { vitality: { value: 12, max: 12 }, poise: { value: 8, max: 8 }, clarity: { value: 6, max: 6 } },
  soak: 2,
};
function differenceCycle(dice: SeededDice) {
  const request = difference.buildCheck({
    actor: ilsa,
    attribute: 'agility',
    skill: 'melee',
    opposition: { target: warden, attribute: 'agility', skill: 'evasion' },
    context: { attack: true, meleeStrike: true, targetIds: ['warden'] },
    modifiers: [difference.edge({ key: 'MANIFOLD.difference.source.flanking' }, 'minor')],
  });
  const check = resolveWith(difference.resolveCheck(request), dice);
  return check.outcome === 'success'
    ? difference.applyDamage(warden, { pool: 'vitality', amount: 5, fromAttack: true })
    : null;
}

// countdown: the character's longsword against a monster's Armor and HP, then the monster's attack as the character's defense roll and vitals.
const brannoc: countdown.AttackerSnapshot = {
  stats: { vigor: 8, reflex: 4, wits: 5, resolve: 7, presence: 3, lore: 6 },
  trainedSkills: ['athletics', 'endurance', 'fortitude', 'survival', 'history', 'awareness'],
  classId: 'warden',
  ancestryId: 'dwerrow',
  armorId: 'chainmail',
  shield: true,
};
const countdownAttack: countdown.AttackRequest = {
  attacker: brannoc,
  weapon: countdown.weaponRow('longsword')!,
  mode: 'melee',
  range: 'close',
  target: { armor: 1, flanked: true },
};
const countdownDefense: countdown.DefenseRequest = {
  defender: { ...brannoc, armor: { bodyArmor: 2, shield: true }, maxHp: 31 },
  method: 'block',
  damage: { count: 1, faces: 8, bonus: 1 },
  light: 'dim',
};
const brannocVitals = countdown.readVitals({ hp: 14, maxHp: 31 });
function countdownCycle(dice: SeededDice) {
  const attack = resolveWith(countdown.resolveAttack(countdownAttack), dice);
  if (!attack.ok) throw new Error(attack.reason);
  const monsterHp = countdown.damageMonster({ hp: 5 }, attack.damage?.dealt ?? 0);
  const defense = resolveWith(countdown.resolveDefense(countdownDefense), dice);
  if (!defense.ok) throw new Error(defense.reason);
  return [monsterHp, countdown.applyDamage(brannocVitals, defense.damage?.dealt ?? 0)];
}

// cryture: a ranged power against two targets (pools, crits, Block), then applied (Block spent, damage, statuses).
const crytureAttack: cryture.AttackRequest = {
  user: {
    id: 'rowan',
    kind: 'trainer',
    stats: { Focus: 4, Agility: 3 },
    health: { value: 31, max: 40 },
    statuses: { empowered: { stacks: 1 } },
  },
  power: {
    name: 'Ember Lance',
    type: 'Fire',
    action: 'major',
    cost: [{ resource: 'mana', amount: 1 }],
    range: { form: 'ranged', range: 6 },
    check: { kind: 'attack', pool: ['Focus', 'Agility'], difficulty: 'Defense' },
    hit: { damagePerHit: 3 },
    crit: { extraHits: 1, statuses: [{ status: 'softened', stacks: 1 }] },
  },
  targets: [
    {
      target: {
        id: 'bandit',
        kind: 'npc',
        stats: { Defense: 5 },
        health: { value: 20, max: 20 },
        statuses: { block: { stacks: 1, turnEnds: 1 } },
        weaknesses: ['Fire'],
      },
      situations: ['flanking'],
      distance: 4,
    },
    {
      target: {
        id: 'brute',
        kind: 'npc',
        stats: { Defense: 7 },
        health: { value: 30, max: 30 },
        resistances: ['Fire'],
      },
      situations: ['cover'],
      distance: 8,
    },
  ],
};
const crytureStates: Record<string, cryture.CombatantState> = {
  rowan: { health: { value: 31, max: 40 }, statuses: { empowered: { stacks: 1 } } },
  bandit: { health: { value: 20, max: 20 }, statuses: { block: { stacks: 1, turnEnds: 1 } } },
  brute: { health: { value: 30, max: 30 }, statuses: {} },
};
function crytureCycle(dice: SeededDice) {
  return cryture.applyAttack(resolveWith(cryture.resolveAttack(crytureAttack), dice), crytureStates, {
    activeCombatantId: 'rowan',
  });
}

export const CYCLES: [string, (dice: SeededDice) => unknown][] = [
  ['relic', relicCycle],
  ['hitdice', hitdiceCycle],
  ['difference', differenceCycle],
  ['countdown', countdownCycle],
  ['cryture', crytureCycle],
];

export default function (bench: Bench): void {
  for (const [id, cycle] of CYCLES) {
    const dice = new SeededDice(42);
    bench.perSecond(`engine: ${id} attack → defense → damage`, () => cycle(dice), { samples: 60, warmupMs: 300 });
  }
}
