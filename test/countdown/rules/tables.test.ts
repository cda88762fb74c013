import { describe, expect, it } from 'vitest';
import {
  ANCESTRIES,
  ARMOR,
  BACKGROUNDS,
  BEASTKIN_ASPECTS,
  CLASSES,
  CRAWLING_KIT,
  GEAR,
  SKILLS,
  STAT_ARRAY,
  STAT_IDS,
  WEAPONS,
  OTHER_WEAPONS,
  priceInCopper,
  classRow,
  ancestryRow,
  aspectRow,
  backgroundRow,
  canBeSurprised,
} from '../../../src/rulesets/countdown/rules';

/*
 * Every printed row, transcribed here from countdown.md independently of the code (as the
 * markdown rows themselves) and compared field by field with the engine's tables.
 */

const COPPER: Record<string, number> = { gp: 100, sp: 10, cp: 1 };
const copper = (price: string) => {
  const [amount, unit] = price.trim().split(' ');
  return Number(amount) * COPPER[unit!]!;
};
const cells = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

describe('Weapons table (countdown.md "Weapons")', () => {
  const printed = `
| Club | 5 cp | d4 | Close | — |
| Dagger | 1 gp | d4 | Close/Near | Finesse, Thrown |
| Shortsword | 7 gp | d6 | Close | Finesse |
| Longsword | 9 gp | d8 | Close | — |
| Greatsword | 12 gp | d12 | Close | Two-handed, 2 slots |
| Greataxe | 10 gp | d10 | Close | Two-handed, 2 slots |
| Spear | 5 sp | d6 | Close/Near | Thrown, Versatile (d8 two-handed) |
| Mace | 5 gp | d6 | Close | — |
| Warhammer | 10 gp | d10 | Close | Two-handed |
| Shortbow | 6 gp | d4 | Far | Two-handed |
| Longbow | 8 gp | d8 | Far | Two-handed |
| Crossbow | 8 gp | d6 | Far | Two-handed, Loading |
| Hand crossbow | 12 gp | d4 | Near | Loading |`
    .trim()
    .split('\n');
  const ids: Record<string, string> = {
    Club: 'club',
    Dagger: 'dagger',
    Shortsword: 'shortsword',
    Longsword: 'longsword',
    Greatsword: 'greatsword',
    Greataxe: 'greataxe',
    Spear: 'spear',
    Mace: 'mace',
    Warhammer: 'warhammer',
    Shortbow: 'shortbow',
    Longbow: 'longbow',
    Crossbow: 'crossbow',
    'Hand crossbow': 'handCrossbow',
  };
  const propIds: Record<string, string> = {
    Finesse: 'finesse',
    Thrown: 'thrown',
    'Two-handed': 'twoHanded',
    Loading: 'loading',
  };

  it('has exactly the printed rows, in order', () => {
    expect(WEAPONS.map((w) => w.id)).toEqual(printed.map((r) => ids[cells(r)[0]!]));
  });

  for (const row of printed) {
    const [name, cost, damage, range, properties] = cells(row) as [string, string, string, string, string];
    it(`${name}: ${cost}, ${damage}, ${range}, ${properties}`, () => {
      const w = WEAPONS.find((x) => x.id === ids[name])!;
      expect(priceInCopper(w.cost!)).toBe(copper(cost));
      expect(`d${w.damage}`).toBe(damage);
      expect(w.range.map((r) => r[0]!.toUpperCase() + r.slice(1)).join('/')).toBe(range);
      const props = properties === '—' ? [] : properties.split(', ');
      const expectedProps: string[] = [];
      let slots = 1;
      for (const p of props) {
        if (p === '2 slots') slots = 2;
        else if (p.startsWith('Versatile')) {
          expectedProps.push('versatile');
          expect(`d${w.versatileDamage}`).toBe(/\((d\d+) two-handed\)/.exec(p)![1]);
        } else expectedProps.push(propIds[p]!);
      }
      expect([...w.properties].sort()).toEqual(expectedProps.sort());
      expect(w.slots).toBe(slots);
      if (!props.some((p) => p.startsWith('Versatile'))) expect(w.versatileDamage).toBeUndefined();
    });
  }

  it('weapons named elsewhere carry the damage the document prints for them', () => {
    const byId = Object.fromEntries(OTHER_WEAPONS.map((w) => [w.id, w]));
    expect(byId.pickaxe!.damage).toBe(6); // Prospector: "Pickaxe (d6 weapon, doubles as tool)"
    expect(byId.pilgrimsStaff!.damage).toBe(4); // Pilgrim: "pilgrim's staff (d4 weapon)"
    expect(byId.naturalWeapon!.damage).toBe(4); // Beastkin: "Natural weapon (claws/fangs) dealing 1d4"
  });
});

describe('Armor table (countdown.md "Armor")', () => {
  const printed = `
| Leather | 10 gp | 1 | 1 | — |
| Chainmail | 60 gp | 2 | 2 | Disadvantage on Stealth, Acrobatics |
| Plate | 130 gp | 3 | 3 | Disadvantage on Stealth, Acrobatics. Cannot swim. |
| Shield | 10 gp | 1 | +1 | One hand occupied |`
    .trim()
    .split('\n');

  it('has exactly the printed rows', () => {
    expect(ARMOR.map((a) => a.id)).toEqual(printed.map((r) => cells(r)[0]!.toLowerCase()));
  });

  for (const row of printed) {
    const [name, cost, slots, dr, notes] = cells(row) as [string, string, string, string, string];
    it(`${name}: ${cost}, ${slots} slots, Armor ${dr}, ${notes}`, () => {
      const a = ARMOR.find((x) => x.id === name.toLowerCase())!;
      expect(priceInCopper(a.cost)).toBe(copper(cost));
      expect(a.slots).toBe(Number(slots));
      expect(a.armor).toBe(Number(dr.replace('+', '')));
      expect(a.shield).toBe(dr.startsWith('+'));
      expect([...a.disadvantageOn].sort()).toEqual(
        notes.includes('Disadvantage on Stealth, Acrobatics') ? ['acrobatics', 'stealth'] : [],
      );
      expect(a.cannotSwim).toBe(notes.includes('Cannot swim'));
      expect(a.occupiesHand).toBe(notes.includes('One hand occupied'));
    });
  }
});

describe('Basic Gear table (countdown.md "Basic Gear")', () => {
  const printed = `
| Arrows (20) | 1 gp | — |
| Backpack | 2 gp | First free |
| Caltrops (bag) | 5 sp | Covers close area |
| Crossbow bolts (20) | 1 gp | — |
| Crowbar | 5 sp | Advantage on Vigor checks to pry |
| Flask/bottle | 3 sp | — |
| Flint & steel | 5 sp | — |
| Grappling hook | 1 gp | — |
| Healing herbs (3 uses) | 3 gp | Restore 1 HP per use |
| Iron spikes (10) | 1 gp | — |
| Lantern | 5 gp | cd8 light, far distance |
| Mirror | 10 gp | — |
| Oil flask | 5 sp | Fuel for lantern |
| Pole (10') | 5 sp | — |
| Rations (3) | 5 sp | cd8 for 3 |
| Rope, 60' | 1 gp | — |
| Surgeon's kit (3 uses) | 10 gp | Required for Field Surgery |
| Torch | 5 sp | cd6 light, near distance |`
    .trim()
    .split('\n');
  const ids = [
    'arrows',
    'backpack',
    'caltrops',
    'crossbowBolts',
    'crowbar',
    'flask',
    'flintAndSteel',
    'grapplingHook',
    'healingHerbs',
    'ironSpikes',
    'lantern',
    'mirror',
    'oilFlask',
    'pole',
    'rations',
    'rope',
    'surgeonsKit',
    'torch',
  ];

  it('has exactly the printed rows, in order', () => {
    expect(GEAR.map((g) => g.id)).toEqual(ids);
  });

  printed.forEach((row, i) => {
    const [name, cost, notes] = cells(row) as [string, string, string];
    it(`${name}: ${cost}, ${notes}`, () => {
      const g = GEAR[i]!;
      expect(priceInCopper(g.cost)).toBe(copper(cost));
      const bundle = /\((\d+)\)/.exec(name);
      expect(g.bundle).toBe(bundle ? Number(bundle[1]) : 1);
      const uses = /\((\d+) uses\)/.exec(name);
      expect(g.uses).toBe(uses ? Number(uses[1]) : undefined);
      expect(!!g.firstFree).toBe(notes === 'First free');
      expect(g.covers).toBe(notes === 'Covers close area' ? 'close' : undefined);
      expect(g.advantageWhen).toBe(notes.startsWith('Advantage on Vigor checks to pry') ? 'pry' : undefined);
      expect(g.fuelFor).toBe(notes === 'Fuel for lantern' ? 'lantern' : undefined);
      expect(g.requiredFor).toBe(notes === 'Required for Field Surgery' ? 'fieldSurgery' : undefined);
      expect(g.heal).toEqual(notes === 'Restore 1 HP per use' ? { count: 0, faces: 0, bonus: 1 } : undefined);
      const light = /^cd(\d+) light, (\w+) distance$/.exec(notes);
      expect(g.light).toBe(light ? light[2] : undefined);
      if (light) expect(g.countdown).toBe(g.id);
      if (notes === 'cd8 for 3') expect(g.countdown).toBe('rations');
      expect(g.ammunition).toBe(
        name.startsWith('Arrows') ? 'arrows' : name.startsWith('Crossbow bolts') ? 'bolts' : undefined,
      );
    });
  });

  it("Crawling Kit: 7 gp, 7 slots; backpack, flint & steel, 2 torches, 3 rations, 10 iron spikes, grappling hook, 60' rope", () => {
    expect(priceInCopper(CRAWLING_KIT.cost)).toBe(700);
    expect(CRAWLING_KIT.slots).toBe(7);
    const count = (id: string) =>
      CRAWLING_KIT.contents
        .filter((c) => c.id === id)
        .reduce((n, c) => n + c.quantity * GEAR.find((g) => g.id === id)!.bundle, 0);
    expect(count('backpack')).toBe(1);
    expect(count('flintAndSteel')).toBe(1);
    expect(count('torch')).toBe(2);
    expect(count('rations')).toBe(3);
    expect(count('ironSpikes')).toBe(10);
    expect(count('grapplingHook')).toBe(1);
    expect(count('rope')).toBe(1);
    expect(CRAWLING_KIT.contents).toHaveLength(7);
  });
});

describe('Stats and skills', () => {
  it('six stats, VIG REF WIT RES PRE LOR', () => {
    expect(STAT_IDS).toEqual(['vigor', 'reflex', 'wits', 'resolve', 'presence', 'lore']);
    expect(STAT_ARRAY).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('the skill list with primary stats', () => {
    const printed = `
| Athletics | Vigor |
| Endurance | Vigor |
| Acrobatics | Reflex |
| Stealth | Reflex |
| Sleight | Reflex |
| Awareness | Wits |
| Survival | Wits |
| Tinker | Wits |
| Fortitude | Resolve |
| Commune | Resolve |
| Persuasion | Presence |
| Deception | Presence |
| Arcana | Lore |
| Medicine | Lore |
| History | Lore |`
      .trim()
      .split('\n')
      .map((r) => cells(r).map((c) => c.toLowerCase()));
    expect(SKILLS.map((s) => [s.id, s.stat])).toEqual(printed);
  });
});

describe('Classes (countdown.md "Classes")', () => {
  const printed = {
    warden: { hp: 10, skills: ['athletics', 'endurance', 'fortitude'], armor: 'all', weapons: ['melee', 'crossbow'] },
    scout: { hp: 6, skills: ['stealth', 'survival', 'awareness'], armor: 'light', weapons: ['ranged', 'light'] },
    invoker: { hp: 4, skills: ['arcana', 'history'], armor: 'none', weapons: ['dagger', 'staff'] },
    surgeon: { hp: 6, skills: ['medicine', 'tinker', 'awareness'], armor: 'light', weapons: ['light', 'crossbow'] },
    rogue: {
      hp: 6,
      skills: ['stealth', 'sleight', 'tinker'],
      armor: 'light',
      weapons: ['light', 'handCrossbow', 'shortbow'],
    },
    seer: { hp: 6, skills: ['commune', 'fortitude', 'awareness'], armor: 'light', weapons: ['light', 'staff'] },
  } as const;

  it('all six classes', () => {
    expect(CLASSES.map((c) => c.id)).toEqual(Object.keys(printed));
  });

  for (const [id, p] of Object.entries(printed)) {
    it(`${id}: d${p.hp}, ${p.armor} armor, trained in ${p.skills.join(', ')}`, () => {
      const c = classRow(id)!;
      expect(c.hpDie).toBe(p.hp);
      expect(c.trainedSkills).toEqual(p.skills);
      expect(c.weaponTraining).toEqual(p.weapons);
      expect(c.armorTraining).toEqual({
        all: p.armor === 'all',
        light: p.armor !== 'none',
        shields: p.armor === 'all',
      });
      expect(c.crawlingKit).toBe(true);
    });
  }

  it('starting gear as printed', () => {
    const gear = (id: string) => classRow(id)!.startingGear.map((r) => `${r.quantity} ${r.id}`);
    expect(gear('warden')).toEqual(['1 longsword', '1 shield', '1 chainmail']);
    expect(gear('scout')).toEqual(['1 longbow', '1 arrows', '1 shortsword', '1 leather']); // 20 arrows = one Arrows (20)
    expect(gear('invoker')).toEqual(['1 staff', '1 spellComponentsPouch', '2 scroll']);
    expect(gear('surgeon')).toEqual(['1 crossbow', '1 crossbowBolts', '1 dagger', '1 leather', '1 surgeonsKit']);
    expect(gear('rogue')).toEqual([
      '1 shortsword',
      '1 dagger',
      '1 handCrossbow',
      '1 crossbowBolts',
      '1 leather',
      '1 thievesTools',
    ]);
    expect(gear('seer')).toEqual(['1 staff', '1 holySymbol', '1 incense', '1 leather']);
  });

  it('abilities as data', () => {
    expect(classRow('warden')!.features.shieldWallArmor).toBe(1);
    expect(classRow('warden')!.features.brace!.stats).toEqual(['vigor', 'resolve']);
    expect(classRow('scout')!.features).toMatchObject({ ambush: true, initiativeAdvantage: true });
    expect(classRow('invoker')!.features.spellcasting).toMatchObject({
      stat: 'lore',
      skill: 'arcana',
      startingSpells: 3,
      startingTier: 1,
    });
    expect(classRow('seer')!.features.spellcasting).toMatchObject({
      stat: 'resolve',
      skill: 'commune',
      startingSpells: 2,
      startingTier: 1,
    });
    expect(classRow('surgeon')!.features.fieldSurgery).toMatchObject({
      heal: 6,
      stat: 'lore',
      skill: 'medicine',
      explorationTurns: 1,
      stabilizeWithoutCheck: true,
    });
    expect(classRow('surgeon')!.features.poultice!.heal).toBe(4);
    expect(classRow('rogue')!.features.exploitDie).toBe(6);
    expect(classRow('rogue')!.features.advantageOnTasks).toEqual(['pickLock', 'disableTrap', 'findHidden']);
    expect(classRow('invoker')!.skillOfChoice).toBe('lore');
  });
});

describe('Ancestries (countdown.md "Ancestries")', () => {
  it('five ancestries with their languages', () => {
    expect(ANCESTRIES.map((a) => [a.id, [...a.languages], a.extraLanguages])).toEqual([
      ['human', ['common'], 1],
      ['eldren', ['common', 'eldren'], 0],
      ['dwerrow', ['common', 'dwerrow'], 0],
      ['goblin', ['common', 'goblin'], 0],
      ['beastkin', ['common', 'beastTongue'], 0],
    ]);
  });

  it('innates as data', () => {
    expect(ancestryRow('human')!.features).toMatchObject({ extraTrainedSkill: true, sessionReroll: true });
    expect(ancestryRow('eldren')!.features).toMatchObject({ dimAsBright: true, resists: ['magicalSleep', 'charm'] });
    expect(ancestryRow('dwerrow')!.features).toMatchObject({ maxHpBonus: 2, senseStonework: true });
    expect(ancestryRow('goblin')!.features).toMatchObject({ neverSurprised: true, moveThroughEnemies: true });
    expect(BEASTKIN_ASPECTS).toEqual(['wolf', 'hawk', 'bear', 'cat']);
    expect(aspectRow('bear')!.meleeDamageBonus).toBe(1);
    expect(canBeSurprised('goblin')).toBe(false);
    for (const a of ['human', 'eldren', 'dwerrow', 'beastkin']) expect(canBeSurprised(a)).toBe(true);
  });
});

describe('Backgrounds (countdown.md "Backgrounds")', () => {
  const printed = {
    refugee: { skill: 'survival', coin: [2, 6] },
    deserter: { skill: 'athletics' },
    prospector: { skill: 'tinker', coin: [1, 6] },
    pilgrim: { skill: 'commune' },
    exile: { skill: 'deception', coin: [1, 6] },
    scholar: { skill: 'history' },
  } as const;

  it('all six backgrounds', () => {
    expect(BACKGROUNDS.map((b) => b.id)).toEqual(Object.keys(printed));
  });

  for (const [id, p] of Object.entries(printed)) {
    it(`${id}: trained in ${p.skill}`, () => {
      const b = backgroundRow(id)!;
      expect(b.trainedSkill).toBe(p.skill);
      const coin = 'coin' in p ? p.coin : undefined;
      expect(b.coin ? [b.coin.count, b.coin.faces, b.coin.bonus] : undefined).toEqual(coin ? [...coin, 0] : undefined);
    });
  }

  it('extras: Deserter upgrades one die size, Scholar 1d4 lore entries, the gear named', () => {
    expect(backgroundRow('deserter')!.weaponUpgrade).toBe(1);
    expect(backgroundRow('scholar')!.loreEntries).toEqual({ count: 1, faces: 4, bonus: 0 });
    expect(backgroundRow('prospector')!.startingGear.map((r) => r.id)).toContain('pickaxe');
    expect(backgroundRow('pilgrim')!.startingGear.map((r) => r.id)).toEqual([
      'prayerBeads',
      'pilgrimsStaff',
      'healingHerbs',
      'almsBowl',
    ]);
    expect(backgroundRow('exile')!.startingGear.map((r) => r.id)).toEqual([
      'disguiseKit',
      'falseIdentity',
      'lockpicks',
    ]);
  });
});
