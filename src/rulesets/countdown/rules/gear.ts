import type { Price } from './currency';
import type { Distance } from './distance';
import { countdownKey } from './i18n';

/** Dice the rules name for an amount (healing, coin, monster damage): count × d faces + bonus. */
export interface DiceAmount {
  count: number;
  faces: number;
  bonus: number;
}

export interface GearRow {
  id: string;
  cost: Price;
  /** The number in the row's name: Arrows (20), Iron spikes (10), Rations (3); 1 otherwise. */
  bundle: number;
  /** Uses printed in the row's name: Healing herbs (3 uses), Surgeon's kit (3 uses). */
  uses?: number;
  /** Notes, as data. */
  ammunition?: 'arrows' | 'bolts';
  firstFree?: boolean;
  /** The countdown resource this item feeds (see countdown.ts COUNTDOWN_RESOURCES). */
  countdown?: 'torch' | 'lantern' | 'rations';
  light?: Distance;
  /** Healing per use. */
  heal?: DiceAmount;
  /** Crowbar: advantage on Vigor checks to pry (an edge situation, edges.ts). */
  advantageWhen?: 'pry';
  /** Caltrops: covers a close area. */
  covers?: Distance;
  /** Oil flask: fuel for lantern. */
  fuelFor?: 'lantern';
  /** Surgeon's kit: required for Field Surgery. */
  requiredFor?: 'fieldSurgery';
}

const gp = (amount: number): Price => ({ amount, unit: 'gp' });
const sp = (amount: number): Price => ({ amount, unit: 'sp' });

/** Basic Gear (countdown.md, "Gear & Inventory" → "Basic Gear"), every row as printed. All gear is 1 slot. */
export const GEAR: readonly GearRow[] = [
  { id: 'arrows', cost: gp(1), bundle: 20, ammunition: 'arrows' },
  { id: 'backpack', cost: gp(2), bundle: 1, firstFree: true },
  { id: 'caltrops', cost: sp(5), bundle: 1, covers: 'close' },
  { id: 'crossbowBolts', cost: gp(1), bundle: 20, ammunition: 'bolts' },
  { id: 'crowbar', cost: sp(5), bundle: 1, advantageWhen: 'pry' },
  { id: 'flask', cost: sp(3), bundle: 1 },
  { id: 'flintAndSteel', cost: sp(5), bundle: 1 },
  { id: 'grapplingHook', cost: gp(1), bundle: 1 },
  { id: 'healingHerbs', cost: gp(3), bundle: 1, uses: 3, heal: { count: 0, faces: 0, bonus: 1 } },
  { id: 'ironSpikes', cost: gp(1), bundle: 10 },
  { id: 'lantern', cost: gp(5), bundle: 1, countdown: 'lantern', light: 'far' },
  { id: 'mirror', cost: gp(10), bundle: 1 },
  { id: 'oilFlask', cost: sp(5), bundle: 1, fuelFor: 'lantern' },
  { id: 'pole', cost: sp(5), bundle: 1 },
  { id: 'rations', cost: sp(5), bundle: 3, countdown: 'rations' },
  { id: 'rope', cost: gp(1), bundle: 1 },
  { id: 'surgeonsKit', cost: gp(10), bundle: 1, uses: 3, requiredFor: 'fieldSurgery' },
  { id: 'torch', cost: sp(5), bundle: 1, countdown: 'torch', light: 'near' },
];

export function gearRow(id: string): GearRow | undefined {
  return GEAR.find((g) => g.id === id);
}

export function gearLabel(id: string): string {
  return countdownKey(`gear.${id}`);
}

/** A line of an item list: a catalogue row (or a named item with no row) and how many. */
export interface ItemRef {
  kind: 'gear' | 'armor' | 'weapon' | 'item';
  id: string;
  quantity: number;
}

/** Crawling Kit (countdown.md, "Crawling Kit"): 7 gp, 7 slots. */
export const CRAWLING_KIT = {
  cost: gp(7),
  slots: 7,
  contents: [
    { kind: 'gear', id: 'backpack', quantity: 1 },
    { kind: 'gear', id: 'flintAndSteel', quantity: 1 },
    { kind: 'gear', id: 'torch', quantity: 2 },
    // "3 rations" is one Rations (3) row; "10 iron spikes" one Iron spikes (10) row.
    { kind: 'gear', id: 'rations', quantity: 1 },
    { kind: 'gear', id: 'ironSpikes', quantity: 1 },
    { kind: 'gear', id: 'grapplingHook', quantity: 1 },
    { kind: 'gear', id: 'rope', quantity: 1 },
  ] as readonly ItemRef[],
} as const;

/**
 * Items the classes and backgrounds name in their starting gear that have no row in the gear
 * tables. They are ordinary 1-slot gear ("All gear = 1 slot unless noted") with no printed cost;
 * uses are given where the document prints them.
 */
export interface NamedItem {
  id: string;
  uses?: number;
  heal?: DiceAmount;
  /** The countdown resource the item is (see countdown.ts). */
  countdown?: 'spellComponents';
}

export const NAMED_ITEMS: readonly NamedItem[] = [
  { id: 'spellComponentsPouch', countdown: 'spellComponents' },
  { id: 'scroll' },
  { id: 'thievesTools' },
  { id: 'holySymbol' },
  { id: 'incense', uses: 3 },
  { id: 'travelingCloak' },
  { id: 'hiddenCoinPouch' },
  { id: 'keepsake' },
  { id: 'militaryBoots' },
  { id: 'forgedPapers' },
  { id: 'magnifyingLens' },
  { id: 'assayersKit' },
  { id: 'prayerBeads' },
  { id: 'almsBowl' },
  { id: 'disguiseKit' },
  { id: 'falseIdentity' },
  { id: 'lockpicks' },
  { id: 'researchJournal' },
  { id: 'inkAndQuills' },
  { id: 'readingSpectacles' },
  { id: 'letterOfIntroduction' },
];

export function namedItem(id: string): NamedItem | undefined {
  return NAMED_ITEMS.find((i) => i.id === id);
}

export function itemLabel(ref: Pick<ItemRef, 'kind' | 'id'>): string {
  return countdownKey(`${ref.kind}.${ref.id}`);
}
