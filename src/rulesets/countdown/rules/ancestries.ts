import { countdownKey } from './i18n';

export const ANCESTRY_IDS = ['human', 'eldren', 'dwerrow', 'goblin', 'beastkin'] as const;
export type AncestryId = (typeof ANCESTRY_IDS)[number];

/** Beastkin, Feral Instinct: the four beast aspects. */
export const BEASTKIN_ASPECTS = ['wolf', 'hawk', 'bear', 'cat'] as const;
export type BeastkinAspect = (typeof BEASTKIN_ASPECTS)[number];

export interface AncestryRow {
  id: AncestryId;
  innate: string;
  languages: readonly string[];
  /** Human: "Common + one additional" (a language of the player's choice). */
  extraLanguages: number;
  features: {
    /** Human: one additional trained skill at creation. */
    extraTrainedSkill?: boolean;
    /** Human: once per session, reroll any one check (uses.ts `humanReroll`). */
    sessionReroll?: boolean;
    /** Eldren: see in dim light as if bright. */
    dimAsBright?: boolean;
    /** Eldren: resistant to magical sleep and charm effects (GM judgement: no rule for resistance). */
    resists?: readonly string[];
    /** Dwerrow: +2 maximum HP. */
    maxHpBonus?: number;
    /** Dwerrow: can sense structural integrity of stonework within close range. */
    senseStonework?: boolean;
    /** Goblin: can never be surprised. */
    neverSurprised?: boolean;
    /** Goblin: can move through enemy-occupied spaces. */
    moveThroughEnemies?: boolean;
    /** Beastkin: choose a beast aspect at creation. */
    aspects?: readonly BeastkinAspect[];
    /** Beastkin: natural weapon (claws/fangs) dealing 1d4 (weapons.ts `naturalWeapon`). */
    naturalWeapon?: string;
  };
}

/** Ancestries (countdown.md, "Ancestries"), as printed. Advantages from innates are in edges.ts. */
export const ANCESTRIES: readonly AncestryRow[] = [
  {
    id: 'human',
    innate: 'adaptable',
    languages: ['common'],
    extraLanguages: 1,
    features: { extraTrainedSkill: true, sessionReroll: true },
  },
  {
    id: 'eldren',
    innate: 'twilightSense',
    languages: ['common', 'eldren'],
    extraLanguages: 0,
    features: { dimAsBright: true, resists: ['magicalSleep', 'charm'] },
  },
  {
    id: 'dwerrow',
    innate: 'stoneblood',
    languages: ['common', 'dwerrow'],
    extraLanguages: 0,
    features: { maxHpBonus: 2, senseStonework: true },
  },
  {
    id: 'goblin',
    innate: 'slippery',
    languages: ['common', 'goblin'],
    extraLanguages: 0,
    features: { neverSurprised: true, moveThroughEnemies: true },
  },
  {
    id: 'beastkin',
    innate: 'feralInstinct',
    languages: ['common', 'beastTongue'],
    extraLanguages: 0,
    features: { aspects: BEASTKIN_ASPECTS, naturalWeapon: 'naturalWeapon' },
  },
];

/**
 * The four aspects as printed. Wolf, Hawk and Cat grant advantage in situations (edges.ts);
 * Bear: +1 melee damage.
 */
export const ASPECTS: readonly { id: BeastkinAspect; meleeDamageBonus?: number }[] = [
  { id: 'wolf' },
  { id: 'hawk' },
  { id: 'bear', meleeDamageBonus: 1 },
  { id: 'cat' },
];

export function ancestryRow(id: unknown): AncestryRow | undefined {
  return ANCESTRIES.find((a) => a.id === id);
}

export function ancestryLabel(id: AncestryId): string {
  return countdownKey(`ancestry.${id}.name`);
}

export function aspectRow(id: unknown): (typeof ASPECTS)[number] | undefined {
  return ASPECTS.find((a) => a.id === id);
}

/** Goblin, Slippery: "Can never be surprised." */
export function canBeSurprised(ancestryId: unknown): boolean {
  return !ancestryRow(ancestryId)?.features.neverSurprised;
}

/** i18n keys of an ancestry's printed texts: name, innate name and innate text. */
export function ancestryTextLabels(id: AncestryId): { name: string; innate: string; innateText: string } {
  return {
    name: ancestryLabel(id),
    innate: countdownKey(`ancestry.${id}.innate`),
    innateText: countdownKey(`ancestry.${id}.innateText`),
  };
}

/** i18n keys of a Beastkin aspect: its name and its printed effect. */
export function aspectTextLabels(id: BeastkinAspect): { name: string; text: string } {
  return { name: countdownKey(`aspect.${id}.name`), text: countdownKey(`aspect.${id}.text`) };
}

/** i18n key of a language. */
export function languageLabel(id: string): string {
  return countdownKey(`language.${id}`);
}
