/**
 * The countdown compendiums: exactly the documents the engine's tables produce, and every gear,
 * armor and weapon row, class, ancestry, background and condition of the document present with
 * the values it prints (transcribed here from the printed countdown rules, independently of the
 * engine's copy).
 */
import { describe, expect, it } from 'vitest';
import './fixtures';
import { PACKS } from './pack-content';
import { storedPack, writePacksWhenAsked, type PackDocument } from '../packs/sources';

writePacksWhenAsked(PACKS);

type Doc = PackDocument & { system: Record<string, unknown> };
const stored = (name: string) => storedPack(name) as Doc[];
const byCatalogue = (name: string) => new Map(stored(name).map((d) => [String(d.system?.catalogueId), d]));
const price = (text: string) => {
  const [amount, unit] = text.split(' ');
  return { amount: Number(amount), unit };
};

// Basic Gear, as printed: Item | Cost | Notes.
const GEAR: [string, string, string][] = [
  ['arrows', '1 gp', '—'],
  ['backpack', '2 gp', 'First free'],
  ['caltrops', '5 sp', 'Covers close area'],
  ['crossbowBolts', '1 gp', '—'],
  ['crowbar', '5 sp', 'Advantage on Vigor checks to pry'],
  ['flask', '3 sp', '—'],
  ['flintAndSteel', '5 sp', '—'],
  ['grapplingHook', '1 gp', '—'],
  ['healingHerbs', '3 gp', 'Restore 1 HP per use'],
  ['ironSpikes', '1 gp', '—'],
  ['lantern', '5 gp', 'cd8 light, far distance'],
  ['mirror', '10 gp', '—'],
  ['oilFlask', '5 sp', 'Fuel for lantern'],
  ['pole', '5 sp', '—'],
  ['rations', '5 sp', 'cd8 for 3'],
  ['rope', '1 gp', '—'],
  ['surgeonsKit', '10 gp', 'Required for Field Surgery'],
  ['torch', '5 sp', 'cd6 light, near distance'],
];

// Armor, as printed: Armor | Cost | Slots | Armor (DR) | Notes.
const ARMOR: [string, string, number, number, string][] = [
  ['leather', '10 gp', 1, 1, '—'],
  ['chainmail', '60 gp', 2, 2, 'Disadvantage on Stealth, Acrobatics'],
  ['plate', '130 gp', 3, 3, 'Disadvantage on Stealth, Acrobatics. Cannot swim.'],
  ['shield', '10 gp', 1, 1, 'One hand occupied'],
];

// Weapons, as printed: Weapon | Cost | Damage | Range | Properties.
const WEAPONS: [string, string, string, string, string][] = [
  ['club', '5 cp', 'd4', 'Close', '—'],
  ['dagger', '1 gp', 'd4', 'Close/Near', 'Finesse, Thrown'],
  ['shortsword', '7 gp', 'd6', 'Close', 'Finesse'],
  ['longsword', '9 gp', 'd8', 'Close', '—'],
  ['greatsword', '12 gp', 'd12', 'Close', 'Two-handed, 2 slots'],
  ['greataxe', '10 gp', 'd10', 'Close', 'Two-handed, 2 slots'],
  ['spear', '5 sp', 'd6', 'Close/Near', 'Thrown, Versatile (d8 two-handed)'],
  ['mace', '5 gp', 'd6', 'Close', '—'],
  ['warhammer', '10 gp', 'd10', 'Close', 'Two-handed'],
  ['shortbow', '6 gp', 'd4', 'Far', 'Two-handed'],
  ['longbow', '8 gp', 'd8', 'Far', 'Two-handed'],
  ['crossbow', '8 gp', 'd6', 'Far', 'Two-handed, Loading'],
  ['handCrossbow', '12 gp', 'd4', 'Near', 'Loading'],
];

describe('countdown compendiums', () => {
  it('hold exactly the generated documents, each with an _id and _key', () => {
    for (const [name, build] of Object.entries(PACKS)) {
      const docs = stored(name).sort((a, b) => a._id.localeCompare(b._id));
      expect(docs, name).toEqual(build().sort((a, b) => a._id.localeCompare(b._id)));
      for (const d of docs) {
        expect(d._id).toMatch(/^[a-f0-9]{16}$/);
        expect(String(d._key)).toMatch(new RegExp(`^!(items|tables|journal)!${d._id}$`));
      }
    }
  });

  it('carry every Basic Gear row with its cost, bundle and notes as data', () => {
    const gear = byCatalogue('countdown-gear');
    for (const [id, cost, notes] of GEAR) {
      const doc = gear.get(id)!;
      expect(doc, id).toBeTruthy();
      expect(doc.system.cost, id).toEqual(price(cost));
      expect(doc.system.slots, id).toBe(1);
      if (notes !== '—') expect(doc.system.notes, id).toContain(notes.replace('&', '&amp;'));
    }
    expect(gear.get('backpack')!.system.backpack).toBe(true);
    expect((gear.get('healingHerbs')!.system.uses as { max: number }).max).toBe(3);
    expect((gear.get('healingHerbs')!.system.heal as { bonus: number }).bonus).toBe(1);
    expect((gear.get('surgeonsKit')!.system.uses as { max: number }).max).toBe(3);
    expect(gear.get('arrows')!.system).toMatchObject({ bundle: 20, ammunition: 'arrows' });
    expect(gear.get('crossbowBolts')!.system).toMatchObject({ bundle: 20, ammunition: 'bolts' });
    expect(gear.get('ironSpikes')!.system.bundle).toBe(10);
    // "Torch (cd6) … near", "Lantern (cd8) … far", "Rations (3) … cd8 for 3" (CD-6).
    expect(gear.get('torch')!.system).toMatchObject({
      light: 'near',
      countdown: { enabled: true, die: 6, resource: 'torch' },
    });
    expect(gear.get('lantern')!.system).toMatchObject({
      light: 'far',
      countdown: { enabled: true, die: 8, resource: 'lantern' },
    });
    expect(gear.get('rations')!.system).toMatchObject({
      bundle: 3,
      countdown: { enabled: true, die: 8, resource: 'rations' },
    });
    expect(gear.get('arrows')!.system).toMatchObject({ countdown: { enabled: true, die: 8, resource: 'ammunition' } });
    expect(gear.get('spellComponentsPouch')!.system).toMatchObject({
      countdown: { enabled: true, die: 6, resource: 'spellComponents' },
    });
  });

  it('carry the Crawling Kit (7 gp, 7 slots) with its contents', () => {
    const kit = byCatalogue('countdown-gear').get('crawlingKit')!;
    expect(kit.system).toMatchObject({ kit: 'crawlingKit', slots: 7, cost: { amount: 7, unit: 'gp' } });
    expect(kit.system.notes).toContain(
      "Backpack, flint &amp; steel, 2 torches, 3 rations, 10 iron spikes, grappling hook, 60' rope.",
    );
  });

  it('carry every Armor row: cost, slots, DR and notes as data', () => {
    const armor = byCatalogue('countdown-armor');
    for (const [id, cost, slots, dr, notes] of ARMOR) {
      const doc = armor.get(id)!;
      expect(doc.system, id).toMatchObject({ cost: price(cost), slots, armor: dr });
      expect(doc.type).toBe(id === 'shield' ? 'countdown-shield' : 'countdown-armor');
      if (notes.startsWith('Disadvantage'))
        expect(doc.system.disadvantage).toEqual({ stealth: true, acrobatics: true });
      if (doc.type === 'countdown-armor') expect(doc.system.cannotSwim).toBe(notes.includes('Cannot swim'));
    }
  });

  it('carry every Weapons row: cost, die, range and properties as data', () => {
    const weapons = byCatalogue('countdown-weapons');
    const propertyIds: Record<string, string> = {
      Finesse: 'finesse',
      Thrown: 'thrown',
      'Two-handed': 'twoHanded',
      Loading: 'loading',
      Versatile: 'versatile',
    };
    for (const [id, cost, die, range, properties] of WEAPONS) {
      const s = weapons.get(id)!.system as {
        cost: unknown;
        damage: number;
        versatileDamage: number;
        range: Record<string, boolean>;
        properties: Record<string, boolean>;
        slots: number;
      };
      expect(s.cost, id).toEqual(price(cost));
      expect(`d${s.damage}`, id).toBe(die);
      expect(
        Object.keys(s.range)
          .filter((r) => s.range[r])
          .map((r) => r[0]!.toUpperCase() + r.slice(1))
          .join('/'),
        id,
      ).toBe(range);
      const printed =
        properties === '—'
          ? []
          : properties
              .split(', ')
              .map((x) => x.replace(/ \(.*/, ''))
              .filter((x) => x in propertyIds);
      expect(
        Object.keys(s.properties)
          .filter((x) => s.properties[x])
          .sort(),
        id,
      ).toEqual(printed.map((x) => propertyIds[x]).sort());
      expect(s.slots, id).toBe(properties.includes('2 slots') ? 2 : 1);
      expect(s.versatileDamage, id).toBe(properties.includes('Versatile (d8') ? 8 : 0);
    }
    // Named outside the table: pickaxe d6, pilgrim's staff d4, natural weapon 1d4.
    expect(weapons.get('pickaxe')!.system.damage).toBe(6);
    expect(weapons.get('pilgrimsStaff')!.system.damage).toBe(4);
    expect(weapons.get('naturalWeapon')!.system.damage).toBe(4);
  });

  it('carry all six classes, five ancestries (Beastkin with its four aspects) and six backgrounds', () => {
    expect(
      stored('countdown-classes')
        .map((d) => d.system.classId)
        .sort(),
    ).toEqual(['invoker', 'rogue', 'scout', 'seer', 'surgeon', 'warden']);
    const ancestries = stored('countdown-ancestries');
    expect(ancestries.map((d) => d.system.ancestryId).sort()).toEqual([
      'beastkin',
      'dwerrow',
      'eldren',
      'goblin',
      'human',
    ]);
    const beastkin = ancestries.find((d) => d.system.ancestryId === 'beastkin')!;
    for (const text of [
      'Wolf:</strong> Advantage on Survival tracking',
      'Hawk:</strong> Advantage on ranged attacks at far range',
      'Bear:</strong> +1 melee damage',
      'Cat:</strong> Advantage on Stealth in dim light',
    ]) {
      expect(beastkin.system.notes).toContain(text);
    }
    expect(
      stored('countdown-backgrounds')
        .map((d) => d.system.backgroundId)
        .sort(),
    ).toEqual(['deserter', 'exile', 'pilgrim', 'prospector', 'refugee', 'scholar']);
    const warden = stored('countdown-classes').find((d) => d.system.classId === 'warden')!;
    expect(warden.system.notes).toContain('d10');
    expect(warden.system.notes).toContain('Longsword, shield, chainmail, crawling kit');
  });

  it('carry the conditions, and placeholders that say so (ALL-3: spells, talent and backlash tables)', () => {
    const [journal] = stored('countdown-conditions') as unknown as {
      pages: { name: string; text: { content: string } }[];
    }[];
    expect(journal!.pages.map((pg) => pg.name)).toEqual([
      'Dying',
      'Stable',
      'Dead',
      'Defending',
      'In total darkness',
      'Surprised',
      'Prone',
      'Grappled',
      'Starving',
      'Exhaustion',
    ]);
    for (const spell of stored('countdown-spells'))
      expect(spell.system).toMatchObject({ placeholder: true, notes: expect.stringContaining('Not in the rules') });
    const tables = stored('countdown-tables') as unknown as {
      flags: { manifold: { countdownTable: string } };
      results: { description: string }[];
    }[];
    expect(tables.map((tb) => tb.flags.manifold.countdownTable).sort()).toEqual([
      'backlash',
      'talents-invoker',
      'talents-rogue',
      'talents-scout',
      'talents-seer',
      'talents-surgeon',
      'talents-warden',
    ]);
    for (const tb of tables) expect(tb.results.every((r) => r.description.includes('Not in the rules'))).toBe(true);
  });
});
