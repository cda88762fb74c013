import { dice, die, toInteger, type Resolution } from '../../../core';
import { ancestryRow } from './ancestries';
import { backgroundRow } from './backgrounds';
import { classRow } from './classes';
import type { Purse } from './currency';
import { dieSizeUp } from './die-size';
import { CRAWLING_KIT, type ItemRef } from './gear';
import { accept, refuse, type Refusal, type RolledDie, type Transition } from './result';
import {
  isSkillId,
  SKILL_IDS,
  skillStat,
  STAT_ARRAY,
  STAT_IDS,
  STAT_MAX,
  STAT_MIN,
  type SkillId,
  type StatId,
} from './stats';
import { weaponRow } from './weapons';

/** Stat Generation, method 1: 3d6 six times; if no stat is 7+, discard and reroll all six. */
export const STAT_ROLL = { dice: 3, faces: 6, count: 6, needsOneAtLeast: 7 } as const;

/** Rerolling all six stops after this many sets (a broken dice source cannot hang creation). */
export const MAX_STAT_SETS = 1000;

export interface StatRollResult {
  kind: 'stats';
  /** Every set of six rolled, the discarded ones first. */
  sets: { dice: RolledDie[]; values: number[]; discarded: boolean }[];
  /** The kept six values, in rolling order, to be assigned to stats. */
  values: number[];
}

export function statSetValid(values: readonly number[]): boolean {
  return values.some((v) => v >= STAT_ROLL.needsOneAtLeast);
}

/** Rolls the stats: each stat's 3d6 is one pool, asked for at once. */
export function* rollStats(): Resolution<StatRollResult> {
  const sets: StatRollResult['sets'] = [];
  while (sets.length < MAX_STAT_SETS) {
    const rolled: RolledDie[] = [];
    const values: number[] = [];
    for (let i = 0; i < STAT_ROLL.count; i++) {
      let total = 0;
      for (const face of yield* dice(STAT_ROLL.dice, STAT_ROLL.faces, 'stat')) {
        rolled.push({ faces: STAT_ROLL.faces, result: face, role: 'stat' });
        total += face;
      }
      values.push(total);
    }
    const valid = statSetValid(values);
    sets.push({ dice: rolled, values, discarded: !valid });
    if (valid) return { kind: 'stats', sets, values };
  }
  const last = sets[sets.length - 1]!;
  return { kind: 'stats', sets, values: last.values };
}

/**
 * Assigns six values to the six stats (`order[i]` gets `values[i]`). For the array method the
 * values must be [8, 7, 6, 5, 4, 3] in some order. Stats are scored 1–10 ("Stats"), but 3d6 can
 * roll up to 18: the document does not say what happens above 10, so values are capped at 10 and
 * `capped` lists the stats that were (a GM may edit them).
 */
export function assignStats(
  values: readonly number[],
  order: readonly StatId[],
  method: 'roll' | 'array',
): Transition<Record<StatId, number>, { capped: StatId[] }> {
  if (values.length !== STAT_IDS.length || order.length !== STAT_IDS.length) return refuse('statsNeedSix');
  if (new Set(order).size !== STAT_IDS.length || !order.every((s) => (STAT_IDS as readonly string[]).includes(s))) {
    return refuse('statsEachOnce');
  }
  if (method === 'array') {
    const sorted = [...values].sort((a, b) => b - a);
    if (sorted.some((v, i) => v !== STAT_ARRAY[i])) return refuse('statsNotTheArray');
  } else if (!statSetValid(values)) {
    return refuse('statsNeedASeven');
  }
  const stats = {} as Record<StatId, number>;
  const capped: StatId[] = [];
  order.forEach((stat, i) => {
    const v = toInteger(values[i], { min: STAT_MIN, max: 18 });
    if (v > STAT_MAX) capped.push(stat);
    stats[stat] = Math.min(STAT_MAX, v);
  });
  return accept(stats, { capped });
}

/**
 * Starting HP. The document gives the class HP die and the Dwerrow's +2 maximum HP but not how a
 * first-level character reads the die; "roll" (as on level up) is the default, "max" the
 * alternative a GM may choose.
 */
export type StartingHpMethod = 'roll' | 'max';
export const DEFAULT_STARTING_HP_METHOD: StartingHpMethod = 'roll';

export function* startingHp(
  classId: unknown,
  ancestryId: unknown,
  method: StartingHpMethod = DEFAULT_STARTING_HP_METHOD,
): Resolution<{ dice: RolledDie[]; maxHp: number; bonus: number } | Refusal> {
  const cls = classRow(classId);
  if (!cls) return refuse('unknownClass');
  const bonus = ancestryRow(ancestryId)?.features.maxHpBonus ?? 0;
  if (method === 'max') return { dice: [], maxHp: cls.hpDie + bonus, bonus };
  const face = yield* die(cls.hpDie, 'hp');
  return { dice: [{ faces: cls.hpDie, result: face, role: 'hp' }], maxHp: face + bonus, bonus };
}

export interface CreationChoices {
  classId: unknown;
  ancestryId: unknown;
  backgroundId: unknown;
  /** Beastkin: the beast aspect. */
  beastkinAspect?: unknown;
  /** Invoker: the Lore-based skill of choice. */
  invokerSkill?: unknown;
  /** Human: the additional trained skill. */
  humanSkill?: unknown;
}

export interface TrainedSkill {
  skill: SkillId;
  source: 'class' | 'classChoice' | 'background' | 'ancestry' | 'levelUp';
}

/**
 * Trained skills at creation: the class's, the background's, the Invoker's Lore-based choice and
 * the Human's additional skill. A background skill the class already trains is listed in
 * `duplicates` (the document grants nothing in its place: GM judgement).
 */
export function creationSkills(choices: CreationChoices): Transition<TrainedSkill[], { duplicates: SkillId[] }> {
  const cls = classRow(choices.classId);
  if (!cls) return refuse('unknownClass');
  const ancestry = ancestryRow(choices.ancestryId);
  if (!ancestry) return refuse('unknownAncestry');
  const background = backgroundRow(choices.backgroundId);
  if (!background) return refuse('unknownBackground');
  if (ancestry.features.aspects && !ancestry.features.aspects.some((a) => a === choices.beastkinAspect)) {
    return refuse('chooseAspect');
  }
  const skills: TrainedSkill[] = cls.trainedSkills.map((skill) => ({ skill, source: 'class' }));
  const has = (s: SkillId) => skills.some((t) => t.skill === s);
  if (cls.skillOfChoice) {
    const pick = choices.invokerSkill;
    if (!isSkillId(pick) || skillStat(pick) !== cls.skillOfChoice || has(pick)) {
      return refuse('chooseClassSkill', { stat: cls.skillOfChoice });
    }
    skills.push({ skill: pick, source: 'classChoice' });
  }
  const duplicates: SkillId[] = [];
  if (has(background.trainedSkill)) duplicates.push(background.trainedSkill);
  else skills.push({ skill: background.trainedSkill, source: 'background' });
  if (ancestry.features.extraTrainedSkill) {
    const pick = choices.humanSkill;
    if (!isSkillId(pick) || has(pick)) return refuse('chooseAncestrySkill');
    skills.push({ skill: pick, source: 'ancestry' });
  }
  return accept(skills, { duplicates });
}

/**
 * Starting gear: the class kit, then the background's, then the Crawling Kit expanded. The
 * Deserter's stolen weapon upgrades one class starting weapon one die size (`upgradeWeapon`).
 */
export function startingGear(classId: unknown, backgroundId: unknown): ItemRef[] | Refusal {
  const cls = classRow(classId);
  if (!cls) return refuse('unknownClass');
  const background = backgroundRow(backgroundId);
  if (!background) return refuse('unknownBackground');
  return [...cls.startingGear, ...background.startingGear, ...CRAWLING_KIT.contents].map((r) => ({ ...r }));
}

/** Deserter: upgrade a starting weapon one die size (d12 stays d12). */
export function upgradeWeapon(weaponId: string, steps = 1): { damage: number; versatileDamage?: number } | Refusal {
  const row = weaponRow(weaponId);
  if (!row) return refuse('unknownWeapon');
  return {
    damage: dieSizeUp(row.damage, steps),
    ...(row.versatileDamage ? { versatileDamage: dieSizeUp(row.versatileDamage, steps) } : {}),
  };
}

export interface BackgroundExtras {
  kind: 'backgroundExtras';
  dice: RolledDie[];
  /** Extra coin rolled at creation (Refugee 2d6 gp, Prospector 1d6 gp, Exile 1d6 gp). */
  coins: Purse;
  /** Scholar: useful lore entries in the research journal (1d4). */
  loreEntries: number | null;
}

/** Rolls what a background rolls at creation. */
export function* rollBackgroundExtras(backgroundId: unknown): Resolution<BackgroundExtras | Refusal> {
  const background = backgroundRow(backgroundId);
  if (!background) return refuse('unknownBackground');
  const rolled: RolledDie[] = [];
  function* roll(amount: { count: number; faces: number; bonus: number }, role: RolledDie['role']) {
    let total = amount.bonus;
    for (const face of yield* dice(amount.count, amount.faces, role)) {
      rolled.push({ faces: amount.faces, result: face, role });
      total += face;
    }
    return total;
  }
  const gp = background.coin ? yield* roll(background.coin, 'coin') : 0;
  const loreEntries = background.loreEntries ? yield* roll(background.loreEntries, 'loreEntries') : null;
  return { kind: 'backgroundExtras', dice: rolled, coins: { gp, sp: 0, cp: 0 }, loreEntries };
}

/** Advancement: levels 1–10; a class talent at 3, 5, 7 and 9. */
export const MAX_LEVEL = 10;
export const TALENT_LEVELS = [3, 5, 7, 9] as const;

export function gainsTalentAt(level: number): boolean {
  return (TALENT_LEVELS as readonly number[]).includes(level);
}

export interface AdvancingCharacter {
  level: unknown;
  maxHp: unknown;
  stats: Partial<Record<StatId, unknown>>;
  trainedSkills: readonly unknown[];
  classId: unknown;
  backgroundId: unknown;
  talents: readonly string[];
}

export interface LevelUpChoices {
  /** Increase one stat by 1 (max 10). */
  stat: StatId;
  /** One new trained skill. */
  skill: SkillId;
  /** At levels 3, 5, 7, 9: the class talent (an entry of the class talent table, ALL-3). */
  talent?: string;
}

export interface LevelUpState {
  level: number;
  maxHp: number;
  stats: Record<StatId, number>;
  trainedSkills: SkillId[];
  talents: string[];
}

/**
 * The skills a level-up may train "from your class or background list" that are not yet trained.
 * The class and background lists are trained at creation, so this is usually empty; the engine
 * then accepts any untrained skill and says so (`fromList: false`) for the GM (GM judgement).
 */
export function levelUpSkillChoices(
  character: Pick<AdvancingCharacter, 'classId' | 'backgroundId' | 'trainedSkills'>,
): SkillId[] {
  const listed = new Set<SkillId>([
    ...(classRow(character.classId)?.trainedSkills ?? []),
    ...(backgroundRow(character.backgroundId) ? [backgroundRow(character.backgroundId)!.trainedSkill] : []),
  ]);
  return SKILL_IDS.filter((s) => listed.has(s) && !character.trainedSkills.includes(s));
}

/**
 * Level up after a milestone: roll the class HP die and add it to maximum HP; +1 to one stat
 * (max 10); one new trained skill; a class talent at 3, 5, 7 and 9. Refused at level 10, for a
 * stat already at 10, a skill already trained, a missing talent at a talent level or a talent
 * offered at another level.
 */
export function* levelUp(
  character: AdvancingCharacter,
  choices: LevelUpChoices,
): Resolution<Transition<LevelUpState, { dice: RolledDie[]; hpGained: number; fromList: boolean }>> {
  const cls = classRow(character.classId);
  if (!cls) return refuse('unknownClass');
  const level = toInteger(character.level, { min: 1, max: MAX_LEVEL, fallback: 1 });
  if (level >= MAX_LEVEL) return refuse('maxLevel');
  const next = level + 1;
  const stats = {} as Record<StatId, number>;
  for (const id of STAT_IDS)
    stats[id] = toInteger(character.stats[id], { min: STAT_MIN, max: STAT_MAX, fallback: STAT_MIN });
  if (!(STAT_IDS as readonly string[]).includes(choices.stat)) return refuse('unknownStat');
  if (stats[choices.stat] >= STAT_MAX) return refuse('statAtMax', { stat: choices.stat });
  const trained = character.trainedSkills.filter(isSkillId);
  if (!isSkillId(choices.skill)) return refuse('unknownSkill');
  if (trained.includes(choices.skill)) return refuse('skillTrained', { skill: choices.skill });
  if (gainsTalentAt(next) && !choices.talent) return refuse('talentRequired', { level: next });
  if (!gainsTalentAt(next) && choices.talent) return refuse('noTalentAtLevel', { level: next });
  const fromList = levelUpSkillChoices(character).includes(choices.skill);
  const face = yield* die(cls.hpDie, 'hp');
  stats[choices.stat] += 1;
  return accept(
    {
      level: next,
      maxHp: toInteger(character.maxHp, { min: 1, fallback: 1 }) + face,
      stats,
      trainedSkills: [...trained, choices.skill],
      talents: choices.talent ? [...character.talents, choices.talent] : [...character.talents],
    },
    { dice: [{ faces: cls.hpDie, result: face, role: 'hp' }], hpGained: face, fromList },
  );
}
