import { ancestryRow, canBeSurprised } from './ancestries';
import { armorRow, armorValue, type ArmorSnapshot } from './armor';
import { armorTrained } from './classes';
import { initiativeMode } from './initiative';
import { capacity } from './inventory';
import {
  readStats,
  SKILLS,
  STAT_IDS,
  STAT_MAX,
  STAT_MIN,
  difficulty,
  type SkillId,
  type StatBlock,
  type StatId,
} from './stats';
import { usesFor, type UseId } from './uses';
import type { EdgeMode } from './edges';

/** What the glue reads from a character's data model to derive its sheet numbers. */
export interface CharacterSnapshot {
  stats: StatBlock;
  trainedSkills: readonly unknown[];
  classId?: unknown;
  ancestryId?: unknown;
  beastkinAspect?: unknown;
  /** Catalogue id of the body armor worn, if any. */
  armorId?: unknown;
  armor?: ArmorSnapshot;
}

export interface SkillLine {
  skill: SkillId;
  stat: StatId;
  trained: boolean;
  /** CD-1 Difficulty of the skill with its primary stat. */
  difficulty: number;
}

export interface CharacterDerived {
  stats: Record<StatId, number>;
  /** Difficulty per stat, untrained and trained (CD-1). */
  statDifficulties: Record<StatId, { untrained: number; trained: number }>;
  skills: SkillLine[];
  armor: number;
  /** Armor Training: false when the worn armor or shield is outside the class's training (no printed penalty). */
  armorTrained: boolean;
  capacity: number;
  uses: UseId[];
  canBeSurprised: boolean;
  initiative: EdgeMode;
  /** Dwerrow +2 (added to the rolled maximum at creation). */
  maxHpBonus: number;
}

/**
 * A stat's two Difficulties (CD-1) by its value, and each skill's line by trained and its stat's
 * value: worked out once and shared (frozen), since every character's derived data, prepared on
 * every update, reads six stats and every skill. Indexed by value − STAT_MIN (readStats holds
 * every stat to STAT_MIN..STAT_MAX).
 */
const STAT_VALUES = Array.from({ length: STAT_MAX - STAT_MIN + 1 }, (_, i) => STAT_MIN + i);
const DIFFICULTIES = STAT_VALUES.map((v) =>
  Object.freeze({ untrained: difficulty(v, false), trained: difficulty(v, true) }),
);
const SKILL_LINES = SKILLS.map(({ id, stat }) =>
  [false, true].map((trained) =>
    STAT_VALUES.map((v): Readonly<SkillLine> =>
      Object.freeze({ skill: id, stat, trained, difficulty: difficulty(v, trained) }),
    ),
  ),
);

/** Every number a sheet shows that follows from the snapshot alone. */
export function deriveCharacter(snapshot: CharacterSnapshot): CharacterDerived {
  const stats = readStats(snapshot.stats);
  const statDifficulties = {} as CharacterDerived['statDifficulties'];
  for (const id of STAT_IDS) statDifficulties[id] = DIFFICULTIES[stats[id] - STAT_MIN]!;
  // A skill's Difficulty is its stat's, trained or not.
  const skills = SKILLS.map(
    ({ id, stat }, i) => SKILL_LINES[i]![snapshot.trainedSkills.includes(id) ? 1 : 0]![stats[stat] - STAT_MIN]!,
  );
  const body = armorRow(snapshot.armorId);
  const wornTrained =
    (!body || armorTrained(snapshot.classId, body)) &&
    (!snapshot.armor?.shield || armorTrained(snapshot.classId, armorRow('shield')!));
  return {
    stats,
    statDifficulties,
    skills,
    armor: armorValue(snapshot.armor).total,
    armorTrained: wornTrained,
    capacity: capacity(stats.vigor),
    uses: usesFor(snapshot.classId, snapshot.ancestryId),
    canBeSurprised: canBeSurprised(snapshot.ancestryId),
    initiative: initiativeMode(snapshot).mode,
    maxHpBonus: ancestryRow(snapshot.ancestryId)?.features.maxHpBonus ?? 0,
  };
}
