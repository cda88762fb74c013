import { toInteger } from '../../../core';
import { countdownKey } from './i18n';

/** Stats (countdown.md, "Stats"): six stats scored 1–10; the stat is the number. */
export const STAT_IDS = ['vigor', 'reflex', 'wits', 'resolve', 'presence', 'lore'] as const;
export type StatId = (typeof STAT_IDS)[number];

export const STAT_MIN = 1;
export const STAT_MAX = 10;

/** Abbreviations as printed (VIG, REF, WIT, RES, PRE, LOR). */
export const STAT_ABBREVIATIONS: Readonly<Record<StatId, string>> = {
  vigor: 'VIG',
  reflex: 'REF',
  wits: 'WIT',
  resolve: 'RES',
  presence: 'PRE',
  lore: 'LOR',
};

export function statLabel(stat: StatId): string {
  return countdownKey(`stat.${stat}`);
}

export function isStatId(value: unknown): value is StatId {
  return typeof value === 'string' && (STAT_IDS as readonly string[]).includes(value);
}

/** Skill List (countdown.md, "Training & Skills"): each skill with its primary stat. */
export const SKILLS = [
  { id: 'athletics', stat: 'vigor' },
  { id: 'endurance', stat: 'vigor' },
  { id: 'acrobatics', stat: 'reflex' },
  { id: 'stealth', stat: 'reflex' },
  { id: 'sleight', stat: 'reflex' },
  { id: 'awareness', stat: 'wits' },
  { id: 'survival', stat: 'wits' },
  { id: 'tinker', stat: 'wits' },
  { id: 'fortitude', stat: 'resolve' },
  { id: 'commune', stat: 'resolve' },
  { id: 'persuasion', stat: 'presence' },
  { id: 'deception', stat: 'presence' },
  { id: 'arcana', stat: 'lore' },
  { id: 'medicine', stat: 'lore' },
  { id: 'history', stat: 'lore' },
] as const satisfies readonly { id: string; stat: StatId }[];

export type SkillId = (typeof SKILLS)[number]['id'];
export const SKILL_IDS: readonly SkillId[] = SKILLS.map((s) => s.id);

export function isSkillId(value: unknown): value is SkillId {
  return typeof value === 'string' && (SKILL_IDS as readonly string[]).includes(value);
}

export function skillLabel(skill: SkillId): string {
  return countdownKey(`skill.${skill}`);
}

/** A skill's primary stat ("Other stats may apply at GM discretion": the glue lets the roller pick). */
export function skillStat(skill: SkillId): StatId {
  return SKILLS.find((s) => s.id === skill)!.stat;
}

/** Stat Generation, method 2 (countdown.md, "Stat Generation"). */
export const STAT_ARRAY = [8, 7, 6, 5, 4, 3] as const;

/** Reads a stored stat as an integer on the printed 1–10 scale (hostile data never yields NaN). */
export function readStat(value: unknown): number {
  return toInteger(value, { min: STAT_MIN, max: STAT_MAX, fallback: STAT_MIN });
}

/** Stats as stored on an actor: any value, read through readStat. */
export type StatBlock = Partial<Record<StatId, unknown>>;

/** Every stat read through readStat. */
export function readStats(stats: StatBlock | undefined): Record<StatId, number> {
  const out = {} as Record<StatId, number>;
  for (const id of STAT_IDS) out[id] = readStat(stats?.[id]);
  return out;
}

/**
 * Difficulty (CD-1; "Resolution"): 20 − stat untrained, 20 − (stat × 2) trained.
 * A trained stat of 10 gives Difficulty 0: only a natural 1 fails.
 */
export function difficulty(stat: unknown, trained: boolean): number {
  const value = readStat(stat);
  return trained ? 20 - value * 2 : 20 - value;
}
