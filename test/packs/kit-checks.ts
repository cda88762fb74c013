/**
 * Each ruleset's re-derivation of a premade's numbers, and the
 * NPC rules its adversaries must follow (ADVERSARY_CHECKS, at the end). The
 * printed formulas and tables are transcribed here from the printed rules, independently of the
 * engine's copies, and compared with what the ruleset's data model derives from the stored actor.
 */
import { expect } from 'vitest';
import { validatePower } from '../../src/rulesets/cryture/rules';
import { powerData } from '../../src/rulesets/cryture/data/power-data';
import type { PowerSystem } from '../../src/rulesets/cryture/data/power';

type Source = { name: string; system: Record<string, unknown> };
type Check = (actor: Actor.Implementation, source: Source) => void | Promise<void>;

const sys = (actor: Actor.Implementation) => actor.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const itemsOf = (actor: Actor.Implementation, type: string) =>
  [...actor.items].filter((i) => i.type === type).map((i) => i.system as unknown as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
const notesOf = (source: Source) => String(source.system.notes ?? '');

/** relic §5.3: AC = 10 + DEX + armor (light 1, medium 2, heavy 3 in the Frontline only) + shield 1 (Frontline only); §7.3: 2 Synchronizations at level 1. */
const relic: Check = (actor, source) => {
  const s = sys(actor);
  const front = s.row === 'frontline';
  const worn = itemsOf(actor, 'relic-armor').find((a) => a.equipped);
  const armorBonus = { none: 0, light: 1, medium: 2, heavy: front ? 3 : 0 }[String(worn?.kind ?? 'none')]!;
  const shield = itemsOf(actor, 'relic-shield').some((x) => x.equipped) && front ? 1 : 0;
  const ac = 10 + Number(s.attributes.dex) + armorBonus + shield;
  expect(s.state.ac, actor.name).toBe(ac);
  expect(notesOf(source), actor.name).toContain(`AC ${ac}.`);
  expect(s.level).toBe(1);
  expect(s.state.synchronizations, actor.name).toHaveLength(2);
  const capital = (t: string) => `${t[0]!.toUpperCase()}${t.slice(1)}`;
  expect(notesOf(source)).toContain(`Synchronized: ${s.state.synchronizations.map(capital).join(', ')}.`);
  expect(s.hp.value).toBe(s.hp.max);
  expect(s.resonance).toBe(0);
  for (const a of Object.values(s.attributes as Record<string, number>)) expect(a).toBeGreaterThanOrEqual(-1);
  for (const a of Object.values(s.attributes as Record<string, number>)) expect(a).toBeLessThanOrEqual(4);
  expect(itemsOf(actor, 'relic-weapon').length, actor.name).toBeGreaterThan(0);
  expect(itemsOf(actor, 'relic-relic').length, actor.name).toBeGreaterThan(0);
};

/** hitdice "Hit Dice by Level" (level 1: Tough 5d10, Balanced 5d8, Fragile 4d6), "Character Resources" (level 1: Proficiency 1, Resolve 5), armor 2 dice (HD-6). */
const HITDICE_LEVEL_1 = { tough: [5, 10], balanced: [5, 8], fragile: [4, 6] } as Record<string, [number, number]>;
const HITDICE_ARMOR_DIE = { light: 6, medium: 8, heavy: 10 } as Record<string, number>;
const hitdice: Check = (actor, source) => {
  const s = sys(actor);
  const [body, faces] = HITDICE_LEVEL_1[s.hitDie]!;
  expect(s.level).toBe(1);
  expect(s.body.max, actor.name).toBe(body);
  expect(s.body.value, actor.name).toBe(body);
  expect(s.proficiency).toBe(1);
  expect(s.defenseRolls).toBe(1);
  expect(s.resolve.value).toBe(5);
  expect(s.resolve.max).toBe(5);
  const worn = itemsOf(actor, 'hitdice-armor').find((a) => a.equipped);
  expect(s.armor.max, actor.name).toBe(worn ? 2 : 0);
  expect(s.armor.value, actor.name).toBe(s.armor.max);
  const armorText = worn ? ` · Armor 2d${HITDICE_ARMOR_DIE[worn.kind]}` : '';
  expect(notesOf(source), actor.name).toContain(`Body ${body}d${faces}${armorText} · Proficiency 1 · Resolve 5`);
  expect(itemsOf(actor, 'hitdice-weapon').every((w) => w.tier === 'basic'), actor.name).toBe(true);
};

/** difference glossary: Soak = armor's Soak + Damage Reduction; Defeated when a track's Wounds reach its Resistance attribute (DIF-3: Fortitude, Composure, Resolve by default). */
const difference: Check = (actor, source) => {
  const s = sys(actor);
  const armorSoak = itemsOf(actor, 'difference-armor')
    .filter((a) => a.equipped)
    .reduce((sum, a) => sum + Number(a.soak), 0);
  const soak = armorSoak + Number(s.damageReduction);
  expect(s.derived.soak, actor.name).toBe(soak);
  expect(notesOf(source), actor.name).toContain(`Soak ${soak} · Vitality ${s.vitality.max} · Poise ${s.poise.max} · Clarity ${s.clarity.max} · Focus ${s.focus.max}.`);
  for (const pool of ['vitality', 'poise', 'clarity', 'focus']) expect(s[pool].value, `${actor.name} ${pool}`).toBe(s[pool].max);
  for (const resistance of ['fortitude', 'composure', 'resolve']) expect(s.attributes[resistance], actor.name).toBeGreaterThan(0);
  expect(s.derived.defeated, actor.name).toEqual([]);
  // A full pool of Recovery Dice at its Tier of Play (level 1: Tier 1).
  expect(s.derived.recovery.tier).toBe(1);
  expect(s.recoveryDice, actor.name).toBe(s.derived.recovery.max);
  expect(s.level).toBe(1);
};

/**
 * cryture CRY-3: initiative rolls (Speed + Reflexes) d10s; Move is Speed spaces. Every power is in
 * the printed format (validatePower finds no problem) and its pool and difficulty name stats the
 * owner has; each owner has a Basic Attack (the one opportunity attacks use).
 */
const cryture: Check = (actor, source) => {
  const s = sys(actor);
  expect(s.derived.initiativeDice, actor.name).toBe(s.speed + s.reflexes);
  expect(s.derived.move, actor.name).toBe(s.speed);
  expect(notesOf(source), actor.name).toContain(`Initiative ${s.speed + s.reflexes}d10 · Move ${s.speed} · Health ${s.health.max}`);
  for (const track of ['health', 'stamina', 'mana']) expect(s[track].value, `${actor.name} ${track}`).toBe(s[track].max);
  const named = new Set(['Speed', 'Reflexes', ...Object.keys(s.stats)]);
  const powers = [...actor.items].filter((i) => String(i.type) === 'cryture-power');
  expect(powers.filter((p) => (p.system as unknown as PowerSystem).basicAttack), actor.name).toHaveLength(1);
  for (const item of powers) {
    const system = item.system as unknown as PowerSystem;
    expect(validatePower(powerData(item.name ?? '', system)), `${actor.name} › ${item.name}`).toEqual([]);
    if (system.check.kind === 'none') continue;
    for (const stat of [system.check.first, system.check.second, system.check.difficulty])
      expect(named, `${actor.name} › ${item.name}: ${stat}`).toContain(stat);
  }
};

/**
 * countdown character creation: the array [8, 7, 6, 5, 4, 3] (one value a stat); starting HP the
 * class HP die (at its maximum here) +2 for a Dwerrow; trained skills from class, background and
 * ancestry; Armor = the worn armor (leather 1, chainmail 2, plate 3) + 1 for a shield; carry
 * capacity Vigor + 5 slots.
 */
const COUNTDOWN_HP_DIE: Record<string, number> = { warden: 10, scout: 6, invoker: 4, surgeon: 6, rogue: 6, seer: 6 };
const COUNTDOWN_CLASS_SKILLS: Record<string, string[]> = {
  warden: ['athletics', 'endurance', 'fortitude'],
  scout: ['stealth', 'survival', 'awareness'],
  surgeon: ['medicine', 'tinker', 'awareness'],
  rogue: ['stealth', 'sleight', 'tinker'],
  seer: ['commune', 'fortitude', 'awareness'],
  invoker: ['arcana', 'history'],
};
const COUNTDOWN_BACKGROUND_SKILL: Record<string, string> = {
  refugee: 'survival',
  deserter: 'athletics',
  prospector: 'tinker',
  pilgrim: 'commune',
  exile: 'deception',
  scholar: 'history',
};
const COUNTDOWN_ARMOR: Record<string, number> = { leather: 1, chainmail: 2, plate: 3 };
const countdown: Check = (actor, source) => {
  const s = sys(actor);
  const d = s.derived;
  expect(Object.values(s.stats as Record<string, number>).sort((a, b) => b - a)).toEqual([8, 7, 6, 5, 4, 3]);
  const hp = COUNTDOWN_HP_DIE[d.classId]! + (d.ancestryId === 'dwerrow' ? 2 : 0);
  expect(s.hp.max, actor.name).toBe(hp);
  expect(s.hp.value, actor.name).toBe(hp);
  expect(notesOf(source), actor.name).toContain(`HP ${hp} (`);
  const expected = new Set([...COUNTDOWN_CLASS_SKILLS[d.classId]!, COUNTDOWN_BACKGROUND_SKILL[d.backgroundId]!]);
  const trained = new Set<string>(d.trainedSkills);
  for (const skill of expected) expect(trained, `${actor.name}: ${skill}`).toContain(skill);
  // Only the Human's extra skill (or the Invoker's Lore skill of choice) may come on top.
  expect(trained.size - expected.size, actor.name).toBeLessThanOrEqual(d.ancestryId === 'human' || d.classId === 'invoker' ? 1 : 0);
  const worn = itemsOf(actor, 'countdown-armor').find((a) => a.worn);
  const shield = itemsOf(actor, 'countdown-shield').some((x) => x.equipped);
  expect(d.armor, actor.name).toBe((worn ? COUNTDOWN_ARMOR[worn.catalogueId]! : 0) + (shield ? 1 : 0));
  expect(d.armorTrained, actor.name).toBe(true);
  expect(d.capacity, actor.name).toBe(s.stats.vigor + 5);
  // The printed kits can outgrow a low Vigor (a Scout's gear and the Crawling Kit fill 14+ slots):
  // the notes say what the character carries, as the sheet counts it.
  expect(notesOf(source), actor.name).toContain(`Carries ${d.slots.used} of ${d.slots.capacity} slots.`);
  expect(s.creation.done).toBe(true);
  expect(s.level).toBe(1);
};

export const PREMADE_CHECKS: Record<string, Check> = { relic, hitdice, difference, cryture, countdown };

/**
 * Each ruleset's adversaries on its own NPC rules: what the rules derive agrees with what is stored,
 * and `toughness` ranks them (the kit lists them weak to boss: the last is the toughest).
 */
export interface AdversaryRules {
  check: Check;
  toughness(actor: Actor.Implementation): number;
}

export const ADVERSARY_CHECKS: Record<string, AdversaryRules> = {
  // relic §5.3 and REL-6: AC 10 + DEX (+ the armor its notes name); a named enemy group; weapon attacks.
  relic: {
    check: (actor, source) => {
      const s = sys(actor);
      const armor = /\+ (light|medium|heavy) armor\)/.exec(notesOf(source))?.[1];
      expect(s.ac, actor.name).toBe(10 + Number(s.attributes.dex) + ({ light: 1, medium: 2, heavy: 3 }[armor ?? ''] ?? 0));
      expect(String(s.group).trim(), actor.name).not.toBe('');
      expect(itemsOf(actor, 'relic-weapon').length, actor.name).toBeGreaterThan(0);
      expect(s.hp.value).toBe(s.hp.max);
    },
    toughness: (actor) => Number(sys(actor).hp.max) + 3 * Number(sys(actor).resistance),
  },
  // hitdice HD-10: a full body pool (its own or the table's) and Resolve at the NPC's maximum.
  hitdice: {
    check: (actor) => {
      const s = sys(actor);
      expect(s.body.value, actor.name).toBe(s.body.max);
      expect(s.resolve.value, actor.name).toBe(s.resolve.max);
      expect(s.armor.value, actor.name).toBe(s.armor.max);
      expect(s.actionsPerTurn, actor.name).toBeGreaterThan(0);
    },
    toughness: (actor) => Number(sys(actor).body.max) + Number(sys(actor).armor.max) + 2 * Number(sys(actor).barrier.max),
  },
  // difference: full Health Pools, Resistance attributes above 0, not Defeated, Soak as derived.
  difference: {
    check: (actor, source) => {
      const s = sys(actor);
      for (const pool of ['vitality', 'poise', 'clarity']) expect(s[pool].value, `${actor.name} ${pool}`).toBe(s[pool].max);
      expect(s.derived.defeated, actor.name).toEqual([]);
      expect(notesOf(source), actor.name).toContain(`Soak ${s.derived.soak} ·`);
    },
    toughness: (actor) => ['vitality', 'poise', 'clarity'].reduce((t, p) => t + Number(sys(actor)[p].max), 0),
  },
  // countdown CD-2: a monster never rolls — damage, Armor, Zone, Priority and Weakness are its whole stat block.
  countdown: {
    check: (actor) => {
      const s = sys(actor);
      expect(s.damage.count, actor.name).toBeGreaterThan(0);
      expect([4, 6, 8, 10, 12]).toContain(s.damage.faces);
      expect(['melee', 'near', 'far']).toContain(s.zone);
      expect(['nearest', 'weakest', 'spellcaster', 'random', 'leader']).toContain(s.priority);
      expect(String(s.weakness).trim(), actor.name).not.toBe('');
      expect(s.hp.value).toBe(s.hp.max);
    },
    toughness: (actor) => Number(sys(actor).hp.max) + 3 * Number(sys(actor).armor),
  },
  // cryture: the same re-derivation as the trainers (CRY-3, the power format).
  cryture: {
    check: (actor, source) => cryture(actor, source),
    toughness: (actor) => Number(sys(actor).health.max),
  },
};
