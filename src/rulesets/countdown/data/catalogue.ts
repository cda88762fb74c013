/**
 * Item data built from the engine's printed tables: the compendium packs and the starting gear a
 * class or background grants are both made here, so they are the same as the document's rows.
 */
import {
  ARMOR,
  armorLabel,
  countdownResource,
  CRAWLING_KIT,
  DISTANCES,
  gearLabel,
  gearRow,
  itemLabel,
  namedItem,
  NAMED_ITEMS,
  OTHER_WEAPONS,
  startingDie,
  WEAPON_PROPERTIES,
  WEAPON_TAGS,
  weaponLabel,
  weaponRow,
  WEAPONS,
  GEAR,
  countdownKey,
  type ArmorRow,
  type GearRow,
  type ItemRef,
  type NamedItem,
  type Price,
  type WeaponRow,
} from '../rules';
import type { ArmorSystem, Cost, GearSystem, ResourceId, ShieldSystem, WeaponSystem } from './types';
import { TYPES } from './types';
import { shippedIcon } from '../../../foundry/icons';

export type Localize = (key: string) => string;

/** The `system` a printed row fills (notes are the GM's, the schema version the model's). */
type RowSystem<S> = Omit<S, 'notes' | 'schemaVersion'>;
interface RowData<T extends keyof typeof TYPES, S> {
  name: string;
  type: (typeof TYPES)[T];
  img: string;
  system: RowSystem<S>;
}

/** A countdown item's creation data, as the catalogue builds it from a printed row. */
export type ItemData =
  | RowData<'weapon', WeaponSystem>
  | RowData<'armor', ArmorSystem>
  | RowData<'shield', ShieldSystem>
  | RowData<'gear', GearSystem>;

export const ICONS = {
  weapon: shippedIcon('broadsword'),
  armor: shippedIcon('breastplate'),
  shield: shippedIcon('round-shield'),
  gear: shippedIcon('knapsack'),
  light: shippedIcon('torch'),
  food: shippedIcon('bread'),
  spell: shippedIcon('spell-book'),
  class: shippedIcon('laurels'),
  ancestry: shippedIcon('family-tree'),
  background: shippedIcon('scroll-unfurled'),
  kit: shippedIcon('chest'),
} as const;

/** A printed price as an item's cost (no price: nothing). */
const priceOf = (price: Price | null): Cost =>
  price ? { amount: price.amount, unit: price.unit } : { amount: 0, unit: 'gp' };
const flagsOf = <T extends string>(ids: readonly T[], on: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, on.includes(id)])) as Record<T, boolean>;

export function weaponData(row: WeaponRow, localize: Localize, quantity = 1): ItemData {
  const system: RowSystem<WeaponSystem> = {
    catalogueId: row.id,
    quantity,
    slots: row.slots,
    cost: priceOf(row.cost),
    damage: row.damage,
    versatileDamage: row.versatileDamage ?? 0,
    range: flagsOf(DISTANCES, row.range),
    properties: flagsOf(WEAPON_PROPERTIES, row.properties),
    tags: flagsOf(WEAPON_TAGS, row.tags),
    equipped: false,
    loaded: true,
  };
  return { name: localize(weaponLabel(row.id)), type: TYPES.weapon, img: ICONS.weapon, system };
}

export function armorData(row: ArmorRow, localize: Localize): ItemData {
  const name = localize(armorLabel(row.id));
  if (row.shield) {
    const system: RowSystem<ShieldSystem> = {
      catalogueId: row.id,
      quantity: 1,
      slots: row.slots,
      cost: priceOf(row.cost),
      armor: row.armor,
      equipped: false,
    };
    return { name, type: TYPES.shield, img: ICONS.shield, system };
  }
  const system: RowSystem<ArmorSystem> = {
    catalogueId: row.id,
    quantity: 1,
    slots: row.slots,
    cost: priceOf(row.cost),
    armor: row.armor,
    light: row.light,
    disadvantage: {
      stealth: row.disadvantageOn.includes('stealth'),
      acrobatics: row.disadvantageOn.includes('acrobatics'),
    },
    cannotSwim: row.cannotSwim,
    worn: false,
  };
  return { name, type: TYPES.armor, img: ICONS.armor, system };
}

/** The countdown resource an item feeds, if any. */
function resourceOf(gear: GearRow | undefined, named: NamedItem | undefined): ResourceId | null {
  if (gear?.countdown) return gear.countdown;
  if (gear?.ammunition) return 'ammunition';
  if (named?.countdown) return named.countdown;
  return null;
}

/**
 * How many units a countdown item holds for the starting-size table (CD-6): rations count each
 * ration (a Rations (3) row is 3), ammunition each bundle of 20, anything else each item.
 */
export function countdownUnits(resource: ResourceId, quantity: number, bundle: number): number {
  return countdownResource(resource)?.unit === 'ration' ? quantity * bundle : quantity;
}

/** The starting countdown die of a resource for a number of items (CD-6); 0 when there are none. */
export function startingCountdown(resource: ResourceId, quantity: number, bundle = 1): number {
  const base = countdownResource(resource)?.baseDie ?? 4;
  return startingDie(countdownUnits(resource, quantity, bundle), base) ?? 0;
}

export function gearData(id: string, localize: Localize, quantity = 1): ItemData {
  const row = gearRow(id);
  const named = row ? undefined : namedItem(id);
  const resource = resourceOf(row, named);
  const bundle = row?.bundle ?? 1;
  const uses = row?.uses ?? named?.uses ?? 0;
  const heal = row?.heal ?? named?.heal ?? { count: 0, faces: 0, bonus: 0 };
  const system: RowSystem<GearSystem> = {
    catalogueId: id,
    quantity,
    slots: 1,
    cost: priceOf(row?.cost ?? null),
    bundle,
    ammunition: row?.ammunition ?? '',
    backpack: !!row?.firstFree,
    uses: { value: uses, max: uses },
    heal: { ...heal },
    countdown: {
      enabled: !!resource,
      die: resource ? startingCountdown(resource, quantity, bundle) : 6,
      resource: resource ?? 'custom',
      onTurn: false,
    },
    light: row?.light === 'near' || row?.light === 'far' ? row.light : '',
    lit: false,
    kit: '',
  };
  const name = localize(row ? gearLabel(id) : itemLabel({ kind: 'item', id }));
  const img = row?.light ? ICONS.light : resource === 'rations' ? ICONS.food : ICONS.gear;
  return { name, type: TYPES.gear, img, system };
}

/** The Crawling Kit as one item: dropped on a character it unpacks into its contents. */
export function crawlingKitData(localize: Localize): ItemData {
  const system: RowSystem<GearSystem> = {
    catalogueId: 'crawlingKit',
    quantity: 1,
    slots: CRAWLING_KIT.slots,
    cost: priceOf(CRAWLING_KIT.cost),
    bundle: 1,
    ammunition: '',
    backpack: false,
    uses: { value: 0, max: 0 },
    heal: { count: 0, faces: 0, bonus: 0 },
    countdown: { enabled: false, die: 6, resource: 'custom', onTurn: false },
    light: '',
    lit: false,
    kit: 'crawlingKit',
  };
  return { name: localize(countdownKey('crawlingKit.name')), type: TYPES.gear, img: ICONS.kit, system };
}

/** The item data of one line of a starting-gear list. */
export function itemDataForRef(ref: ItemRef, localize: Localize): ItemData | null {
  if (ref.kind === 'weapon') {
    const row = weaponRow(ref.id);
    return row ? weaponData(row, localize, ref.quantity) : null;
  }
  if (ref.kind === 'armor') {
    const row = ARMOR.find((a) => a.id === ref.id);
    return row ? armorData(row, localize) : null;
  }
  return gearData(ref.id, localize, ref.quantity);
}

/** Every catalogue item the packs carry: each weapon, armor and gear row, the named items and the kit. */
export function catalogue(localize: Localize): { weapons: ItemData[]; armor: ItemData[]; gear: ItemData[] } {
  return {
    weapons: [...WEAPONS, ...OTHER_WEAPONS].map((w) => weaponData(w, localize)),
    armor: ARMOR.map((a) => armorData(a, localize)),
    gear: [
      ...GEAR.map((g) => gearData(g.id, localize)),
      ...NAMED_ITEMS.map((n) => gearData(n.id, localize)),
      crawlingKitData(localize),
    ],
  };
}
