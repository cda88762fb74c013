import { ancestryRow, canBeSurprised } from './ancestries';
import { armorRow, armorValue, type ArmorSnapshot } from './armor';
import { armorTrained } from './classes';
import { initiativeMode } from './initiative';
import { capacity } from './inventory';
import { readStats, SKILLS, STAT_IDS, difficulty, type SkillId, type StatBlock, type StatId } from './stats';
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

/** Every number a sheet shows that follows from the snapshot alone. */
export function deriveCharacter(snapshot: CharacterSnapshot): CharacterDerived {
  const stats = readStats(snapshot.stats);
  const statDifficulties = {} as CharacterDerived['statDifficulties'];
  for (const id of STAT_IDS)
    statDifficulties[id] = { untrained: difficulty(stats[id], false), trained: difficulty(stats[id], true) };
  // A skill's Difficulty is its stat's, trained or not (read once above).
  const skills = SKILLS.map(({ id, stat }) => {
    const trained = snapshot.trainedSkills.includes(id);
    return {
      skill: id,
      stat,
      trained,
      difficulty: trained ? statDifficulties[stat].trained : statDifficulties[stat].untrained,
    };
  });
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
