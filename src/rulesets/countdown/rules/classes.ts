import type { DieSize } from './die-size';
import type { ItemRef } from './gear';
import { countdownKey } from './i18n';
import type { SkillId, StatId } from './stats';
import type { UseId } from './uses';
import type { WeaponTag } from './weapons';

export const CLASS_IDS = ['warden', 'scout', 'invoker', 'surgeon', 'rogue', 'seer'] as const;
export type ClassId = (typeof CLASS_IDS)[number];

/**
 * Spellcasting as the Invoker's Arcane Focus and the Seer's Second Sight print it. A natural 1 on
 * any spell triggers backlash ("Natural 20 / Natural 1"), so backlash is not a class feature.
 */
export interface Spellcasting {
  /** Which spell list (spells are not in the document: ALL-3, content.ts). */
  list: 'invoker' | 'seer';
  stat: StatId;
  /** "trained via Arcana" / "trained via Commune". */
  skill: SkillId;
  startingSpells: number;
  startingTier: number;
}

export interface ClassRow {
  id: ClassId;
  hpDie: DieSize;
  /** Armor Training: "All armor, shields" / "Light armor" / "None". */
  armorTraining: { all: boolean; light: boolean; shields: boolean };
  /** Weapon Training as weapon tags (weapons.ts). */
  weaponTraining: readonly WeaponTag[];
  trainedSkills: readonly SkillId[];
  /** Invoker: "Lore-based skill of choice" — one more trained skill whose primary stat is this. */
  skillOfChoice?: StatId;
  ability: string;
  /** The ability's mechanics, as data the engine reads. */
  features: {
    /** Warden: allies within close range gain this much Armor while the Warden wields a shield. */
    shieldWallArmor?: number;
    /** Warden: once per rest, brace to automatically pass a check of one of these stats. */
    brace?: { use: UseId; stats: readonly StatId[] };
    /** Scout: roll damage twice and keep the higher against an unaware target. */
    ambush?: boolean;
    /** Scout: advantage on initiative rolls. */
    initiativeAdvantage?: boolean;
    /** Rogue: +1d6 damage against an unaware, flanked or otherwise compromised target. */
    exploitDie?: DieSize;
    /** Rogue: advantage on checks to pick locks, disable traps and find hidden things. */
    advantageOnTasks?: readonly ('pickLock' | 'disableTrap' | 'findHidden')[];
    spellcasting?: Spellcasting;
    /** Surgeon: Field Surgery. */
    fieldSurgery?: {
      heal: DieSize;
      stat: StatId;
      skill: SkillId;
      explorationTurns: number;
      stabilizeWithoutCheck: boolean;
    };
    /** Surgeon: once per rest, craft a poultice (heals 1d4, usable as an action). */
    poultice?: { use: UseId; heal: DieSize };
    /** Seer: once per rest, one yes-or-no question the GM answers truthfully. */
    question?: { use: UseId };
  };
  startingGear: readonly ItemRef[];
  /** Every class's starting gear ends with a crawling kit. */
  crawlingKit: true;
}

const w = (id: string, quantity = 1): ItemRef => ({ kind: 'weapon', id, quantity });
const a = (id: string): ItemRef => ({ kind: 'armor', id, quantity: 1 });
const g = (id: string, quantity = 1): ItemRef => ({ kind: 'gear', id, quantity });
const item = (id: string, quantity = 1): ItemRef => ({ kind: 'item', id, quantity });

/** Classes (countdown.md, "Classes"), every field as printed. */
export const CLASSES: readonly ClassRow[] = [
  {
    id: 'warden',
    hpDie: 10,
    armorTraining: { all: true, light: true, shields: true },
    weaponTraining: ['melee', 'crossbow'],
    trainedSkills: ['athletics', 'endurance', 'fortitude'],
    ability: 'shieldWall',
    features: { shieldWallArmor: 1, brace: { use: 'wardenBrace', stats: ['vigor', 'resolve'] } },
    startingGear: [w('longsword'), a('shield'), a('chainmail')],
    crawlingKit: true,
  },
  {
    id: 'scout',
    hpDie: 6,
    armorTraining: { all: false, light: true, shields: false },
    weaponTraining: ['ranged', 'light'],
    trainedSkills: ['stealth', 'survival', 'awareness'],
    ability: 'ambush',
    features: { ambush: true, initiativeAdvantage: true },
    // "20 arrows" is one Arrows (20) row.
    startingGear: [w('longbow'), g('arrows'), w('shortsword'), a('leather')],
    crawlingKit: true,
  },
  {
    id: 'invoker',
    hpDie: 4,
    armorTraining: { all: false, light: false, shields: false },
    weaponTraining: ['dagger', 'staff'],
    trainedSkills: ['arcana', 'history'],
    skillOfChoice: 'lore',
    ability: 'arcaneFocus',
    features: {
      spellcasting: {
        list: 'invoker',
        stat: 'lore',
        skill: 'arcana',
        startingSpells: 3,
        startingTier: 1,
      },
    },
    // "2 scrolls (random Tier 1)": the spells are content the document does not list (ALL-3).
    startingGear: [w('staff'), item('spellComponentsPouch'), item('scroll', 2)],
    crawlingKit: true,
  },
  {
    id: 'surgeon',
    hpDie: 6,
    armorTraining: { all: false, light: true, shields: false },
    weaponTraining: ['light', 'crossbow'],
    trainedSkills: ['medicine', 'tinker', 'awareness'],
    ability: 'fieldSurgery',
    features: {
      fieldSurgery: { heal: 6, stat: 'lore', skill: 'medicine', explorationTurns: 1, stabilizeWithoutCheck: true },
      poultice: { use: 'surgeonPoultice', heal: 4 },
    },
    startingGear: [w('crossbow'), g('crossbowBolts'), w('dagger'), a('leather'), g('surgeonsKit')],
    crawlingKit: true,
  },
  {
    id: 'rogue',
    hpDie: 6,
    armorTraining: { all: false, light: true, shields: false },
    weaponTraining: ['light', 'handCrossbow', 'shortbow'],
    trainedSkills: ['stealth', 'sleight', 'tinker'],
    ability: 'exploitWeakness',
    features: { exploitDie: 6, advantageOnTasks: ['pickLock', 'disableTrap', 'findHidden'] },
    startingGear: [
      w('shortsword'),
      w('dagger'),
      w('handCrossbow'),
      g('crossbowBolts'),
      a('leather'),
      item('thievesTools'),
    ],
    crawlingKit: true,
  },
  {
    id: 'seer',
    hpDie: 6,
    armorTraining: { all: false, light: true, shields: false },
    weaponTraining: ['light', 'staff'],
    trainedSkills: ['commune', 'fortitude', 'awareness'],
    ability: 'secondSight',
    features: {
      spellcasting: {
        list: 'seer',
        stat: 'resolve',
        skill: 'commune',
        startingSpells: 2,
        startingTier: 1,
      },
      question: { use: 'seerSecondSight' },
    },
    startingGear: [w('staff'), item('holySymbol'), item('incense'), a('leather')],
    crawlingKit: true,
  },
];

export function classRow(id: unknown): ClassRow | undefined {
  return CLASSES.find((c) => c.id === id);
}

export function classLabel(id: ClassId): string {
  return countdownKey(`class.${id}.name`);
}

/** Weapon Training: the class is trained with a weapon when one of its tags is on the class's list. */
export function weaponTrained(classId: unknown, tags: readonly string[]): boolean {
  const row = classRow(classId);
  return !!row && row.weaponTraining.some((t) => tags.includes(t));
}

/** Armor Training for an armor row or a shield (no rule penalises untrained armor: GM judgement). */
export function armorTrained(classId: unknown, armor: { light: boolean; shield: boolean }): boolean {
  const row = classRow(classId);
  if (!row) return false;
  if (armor.shield) return row.armorTraining.shields;
  return row.armorTraining.all || (armor.light && row.armorTraining.light);
}

/** i18n keys of a class's printed texts: identity, ability name and ability text. */
export function classTextLabels(id: ClassId): { name: string; identity: string; ability: string; abilityText: string } {
  return {
    name: classLabel(id),
    identity: countdownKey(`class.${id}.identity`),
    ability: countdownKey(`class.${id}.ability`),
    abilityText: countdownKey(`class.${id}.abilityText`),
  };
}
