import type { DiceAmount, ItemRef } from './gear';
import { countdownKey } from './i18n';
import type { SkillId } from './stats';

export const BACKGROUND_IDS = ['refugee', 'deserter', 'prospector', 'pilgrim', 'exile', 'scholar'] as const;
export type BackgroundId = (typeof BACKGROUND_IDS)[number];

export interface BackgroundRow {
  id: BackgroundId;
  trainedSkill: SkillId;
  startingGear: readonly ItemRef[];
  /** Coin rolled at creation (gp): Refugee 2d6 extra, Prospector 1d6, Exile 1d6 in mixed foreign coins. */
  coin?: DiceAmount;
  /** Scholar: the research journal contains 1d4 useful lore entries about the region. */
  loreEntries?: DiceAmount;
  /** Deserter: a stolen weapon — upgrade the starting weapon one die size. */
  weaponUpgrade?: number;
}

const g = (id: string): ItemRef => ({ kind: 'gear', id, quantity: 1 });
const w = (id: string): ItemRef => ({ kind: 'weapon', id, quantity: 1 });
const item = (id: string): ItemRef => ({ kind: 'item', id, quantity: 1 });
const d = (count: number, faces: number): DiceAmount => ({ count, faces, bonus: 0 });

/** Backgrounds (countdown.md, "Backgrounds"), every field as printed (hooks are narrative text in lang). */
export const BACKGROUNDS: readonly BackgroundRow[] = [
  {
    id: 'refugee',
    trainedSkill: 'survival',
    startingGear: [item('travelingCloak'), item('hiddenCoinPouch'), item('keepsake')],
    coin: d(2, 6),
  },
  {
    id: 'deserter',
    trainedSkill: 'athletics',
    // The stolen weapon is the upgrade of a class starting weapon, not an extra item.
    startingGear: [item('militaryBoots'), item('forgedPapers')],
    weaponUpgrade: 1,
  },
  {
    id: 'prospector',
    trainedSkill: 'tinker',
    startingGear: [w('pickaxe'), item('magnifyingLens'), item('assayersKit')],
    coin: d(1, 6),
  },
  {
    id: 'pilgrim',
    trainedSkill: 'commune',
    startingGear: [item('prayerBeads'), w('pilgrimsStaff'), g('healingHerbs'), item('almsBowl')],
  },
  {
    id: 'exile',
    trainedSkill: 'deception',
    startingGear: [item('disguiseKit'), item('falseIdentity'), item('lockpicks')],
    coin: d(1, 6),
  },
  {
    id: 'scholar',
    trainedSkill: 'history',
    startingGear: [
      item('researchJournal'),
      item('inkAndQuills'),
      item('readingSpectacles'),
      item('letterOfIntroduction'),
    ],
    loreEntries: d(1, 4),
  },
];

export function backgroundRow(id: unknown): BackgroundRow | undefined {
  return BACKGROUNDS.find((b) => b.id === id);
}

export function backgroundLabel(id: BackgroundId): string {
  return countdownKey(`background.${id}.name`);
}

/** i18n keys of a background's printed texts: name and hook. */
export function backgroundTextLabels(id: BackgroundId): { name: string; hook: string } {
  return { name: backgroundLabel(id), hook: countdownKey(`background.${id}.hook`) };
}
