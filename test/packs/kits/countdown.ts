/**
 * The countdown starter kit: four level-1 characters made as the document's character creation
 * makes them — the stat array [8, 7, 6, 5, 4, 3], a class (its HP die at its maximum, its trained
 * skills and starting gear), an ancestry, a background (its skill and gear), the Crawling Kit's
 * contents — from the engine's one copy of the printed tables; ten monsters from a rat to a boss
 * with damage, Armor, Zone, Priority and Weakness (they never roll, CD-2); and a first encounter
 * with a progress clock. The Seer's spells are the ALL-3 placeholders: the spellbook is not printed.
 */
import { itemDataForRef, type ItemData } from '../../../src/rulesets/countdown/data/catalogue';
import { deriveCountdownCharacter } from '../../../src/rulesets/countdown/data/derive';
import type { CharacterSystem } from '../../../src/rulesets/countdown/data/types';
import {
  ancestryRow,
  backgroundRow,
  classRow,
  CRAWLING_KIT,
  PLACEHOLDER_SPELLS,
  PLACEHOLDER_TEXT,
  STAT_ARRAY,
  upgradeWeapon,
  type ItemRef,
} from '../../../src/rulesets/countdown/rules';
import type { ActorSpec, ItemSpec, KitSpec } from './kit';
import { paragraphs, sampleNote } from './kit';

const TITLE = 'countdown';
const note = (...lines: string[]) => paragraphs(lines) + sampleNote(TITLE);
const L = (key: string) => game.i18n!.localize(key);

type Stat = 'vigor' | 'reflex' | 'wits' | 'resolve' | 'presence' | 'lore';

/** A catalogue row as an item the character carries: weapons equipped, armor worn, shields held. */
function carried(ref: ItemRef): ItemSpec {
  const data = itemDataForRef(ref, L) as ItemData | null;
  if (!data) throw new Error(`countdown kit: no catalogue row for ${JSON.stringify(ref)}`);
  const system = { ...(data.system as Record<string, unknown>) };
  if (data.type === 'countdown-weapon') system.equipped = true;
  if (data.type === 'countdown-armor') system.worn = true;
  if (data.type === 'countdown-shield') system.equipped = true;
  return { name: data.name, type: data.type, img: data.img, system };
}

/**
 * Items that carry an Active Effect. countdown.md names armor, cloaks and magic items
 * (its treasure tables) but prints no enchanted ones: each says it is a sample of the mechanism.
 * Worn armor's effect applies only while it is worn; any other item's while it is carried.
 */
function samples(): ItemSpec[] {
  const leather = carried({ kind: 'armor', id: 'leather', quantity: 1 });
  return [
    {
      ...leather,
      name: 'Warded leather',
      system: {
        ...leather.system,
        catalogueId: '',
        notes: note(
          'Sample effect: leather armor (Armor 1) whose stitched wards add +1 Armor while it is worn. Take it off and the wards stop.',
          'The countdown rules print no warded armor: this shows how an item’s effect works, not a rule.',
        ),
      },
      effects: [{ name: 'Stitched wards: +1 Armor', changes: [{ key: 'system.bonuses.armor', mode: 'add', value: '1' }] }],
    },
    {
      name: 'Cloak of shadows',
      type: 'countdown-gear',
      system: {
        notes: note(
          'Sample effect: advantage on Stealth checks while you carry the cloak. Drop it or give it away and the advantage goes.',
          'The countdown rules name a traveling cloak and magic items, not this cloak: this shows how an item’s effect works, not a rule.',
        ),
      },
      effects: [{ name: 'Shadowed: advantage on Stealth', changes: [{ key: 'system.bonuses.advantage.stealth', mode: 'add', value: '1' }] }],
    },
  ];
}

interface CharacterInput {
  key: string;
  name: string;
  classId: string;
  ancestryId: string;
  aspect?: string;
  backgroundId: string;
  /** The array's values, stat by stat (each of 8, 7, 6, 5, 4, 3 once). */
  stats: Record<Stat, number>;
  /** Human: the extra trained skill; Invoker: the Lore skill of choice. */
  chosenSkill?: string;
  /** Deserter: the class weapon (catalogue id) that is the stolen, upgraded one. */
  stolenWeapon?: string;
  concept: string;
}

/** Starting HP: the class HP die at its maximum (the world setting "maximum"), +2 for a Dwerrow. */
export const startingHp = (classId: string, ancestryId: string) =>
  classRow(classId)!.hpDie + (ancestryRow(ancestryId)!.features.maxHpBonus ?? 0);

function character(input: CharacterInput): ActorSpec {
  const cls = classRow(input.classId)!;
  const ancestry = ancestryRow(input.ancestryId)!;
  const background = backgroundRow(input.backgroundId)!;
  const skills: Record<string, { trained: boolean; source: string }> = {};
  for (const s of cls.trainedSkills) skills[s] = { trained: true, source: 'class' };
  if (input.chosenSkill)
    skills[input.chosenSkill] = { trained: true, source: ancestry.features.extraTrainedSkill ? 'ancestry' : 'classChoice' };
  skills[background.trainedSkill] ??= { trained: true, source: 'background' };
  const items: ItemSpec[] = [
    {
      name: L(`MANIFOLD.countdown.class.${cls.id}.name`),
      type: 'countdown-class',
      system: { classId: cls.id, catalogueId: cls.id },
    },
    {
      name: L(`MANIFOLD.countdown.ancestry.${ancestry.id}.name`),
      type: 'countdown-ancestry',
      system: { ancestryId: ancestry.id, catalogueId: ancestry.id, aspect: input.aspect ?? '' },
    },
    {
      name: L(`MANIFOLD.countdown.background.${background.id}.name`),
      type: 'countdown-background',
      system: { backgroundId: background.id, catalogueId: background.id },
    },
    ...cls.startingGear.map(carried),
    ...CRAWLING_KIT.contents.map(carried),
    ...background.startingGear.map(carried),
  ];
  if (ancestry.features.naturalWeapon) items.push(carried({ kind: 'weapon', id: ancestry.features.naturalWeapon, quantity: 1 }));
  if (input.stolenWeapon) {
    // Deserter: "a stolen weapon (upgrade starting weapon one die size)".
    const weapon = items.find((i) => (i.system as { catalogueId?: string }).catalogueId === input.stolenWeapon)!;
    const up = upgradeWeapon(input.stolenWeapon);
    if ('ok' in up) throw new Error(`countdown kit: cannot upgrade ${input.stolenWeapon}`);
    weapon.name = `${weapon.name} (stolen)`;
    weapon.system = { ...weapon.system, damage: up.damage, ...(up.versatileDamage ? { versatileDamage: up.versatileDamage } : {}) };
  }
  if (cls.id === 'seer' || cls.id === 'invoker') {
    const known = cls.id === 'seer' ? 2 : 3;
    // "Starts with 2 (Seer) / 3 (Invoker) Tier 1 spells known": the spellbook is not printed (ALL-3).
    const spell = PLACEHOLDER_SPELLS.find((s) => s.list === cls.id && s.tier === 1)!;
    for (let n = 1; n <= known; n++)
      items.push({
        name: `${L(`MANIFOLD.countdown.class.${cls.id}.name`)}: Tier 1 spell ${n} (placeholder)`,
        type: 'countdown-spell',
        system: {
          list: spell.list,
          tier: spell.tier,
          requiresComponents: spell.requiresComponents,
          duration: 0,
          placeholder: true,
          notes: paragraphs([L(PLACEHOLDER_TEXT)]),
        },
      });
  }
  const hp = startingHp(cls.id, ancestry.id);
  const system = {
    stats: input.stats,
    skills,
    hp: { value: hp, max: hp },
    level: 1,
    creation: { method: 'array', pool: [...STAT_ARRAY], done: true, hpRolled: true },
  };
  // The slots the sheet will count, written into the notes (the printed kits can outgrow a low Vigor).
  const { slots } = deriveCountdownCharacter(
    system as unknown as CharacterSystem, // the model's defaults fill the rest; the count reads stats and items only
    items.map((item, i) => ({ id: String(i), name: item.name, type: item.type, system: item.system })),
    input.name,
  );
  return {
    key: input.key,
    name: input.name,
    type: 'countdown-character',
    role: 'premade',
    system: {
      ...system,
      notes: note(
        input.concept,
        `Level 1. HP ${hp} (the d${cls.hpDie} HP die at its maximum${hp > cls.hpDie ? ', +2 Stoneblood' : ''}). Carries ${slots.used} of ${slots.capacity} slots.`,
      ),
    },
    items,
  };
}

type Zone = 'melee' | 'near' | 'far';
type Priority = 'nearest' | 'weakest' | 'spellcaster' | 'random' | 'leader';
interface MonsterInput {
  key: string;
  name: string;
  hp: number;
  armor: number;
  damage: [count: number, faces: number, bonus?: number];
  reflex: number;
  zone: Zone;
  priority: Priority;
  weakness: string;
  moraleImmune?: boolean;
  darkvision?: boolean;
  text: string;
}

function monster(m: MonsterInput): ActorSpec {
  const [count, faces, bonus = 0] = m.damage;
  return {
    key: m.key,
    name: m.name,
    type: 'countdown-monster',
    role: 'adversary',
    system: {
      hp: { value: m.hp, max: m.hp },
      armor: m.armor,
      damage: { count, faces, bonus },
      reflex: m.reflex,
      zone: m.zone,
      priority: m.priority,
      weakness: m.weakness,
      moraleImmune: m.moraleImmune ?? false,
      darkvision: m.darkvision ?? false,
      notes: note(m.text),
    },
  };
}

export function countdownKit(): KitSpec {
  const premades = [
    character({
      key: 'warden',
      name: 'Hild Stonebrow',
      classId: 'warden',
      ancestryId: 'dwerrow',
      backgroundId: 'deserter',
      stolenWeapon: 'longsword',
      stats: { vigor: 8, reflex: 4, wits: 5, resolve: 7, presence: 3, lore: 6 },
      concept: 'A border warden who walked away from a war she did not believe in.',
    }),
    character({
      key: 'scout',
      name: 'Fen Ashgrove',
      classId: 'scout',
      ancestryId: 'eldren',
      backgroundId: 'scholar',
      stats: { vigor: 7, reflex: 8, wits: 6, resolve: 4, presence: 3, lore: 5 },
      concept: 'A mapmaker’s apprentice who went looking for the places the old maps leave blank.',
    }),
    character({
      key: 'surgeon',
      name: 'Nix Threadneedle',
      classId: 'surgeon',
      ancestryId: 'goblin',
      backgroundId: 'deserter',
      stolenWeapon: 'crossbow',
      stats: { vigor: 4, reflex: 7, wits: 6, resolve: 5, presence: 3, lore: 8 },
      concept: 'A goblin sawbones who left an army’s field hospital with its best crossbow.',
    }),
    character({
      key: 'seer',
      name: 'Maud Greyling',
      classId: 'seer',
      ancestryId: 'human',
      chosenSkill: 'medicine',
      backgroundId: 'pilgrim',
      stats: { vigor: 4, reflex: 5, wits: 6, resolve: 8, presence: 7, lore: 3 },
      concept: 'A hedge-seer walking the pilgrim road to the drowned villages that still call to her.',
    }),
  ];
  const adversaries = [
    monster({ key: 'rat', name: 'Cellar Rat Swarm', hp: 3, armor: 0, damage: [1, 4], reflex: 6, zone: 'melee', priority: 'nearest', weakness: 'Fire scatters it', moraleImmune: true, darkvision: true, text: 'A boil of rats. Mindless: no morale check.' }),
    monster({ key: 'goblin-cutter', name: 'Bog Goblin Cutter', hp: 4, armor: 1, damage: [1, 6], reflex: 6, zone: 'melee', priority: 'weakest', weakness: 'Flees from bright light', darkvision: true, text: 'Knife-work in the dark.' }),
    monster({ key: 'goblin-slinger', name: 'Bog Goblin Slinger', hp: 4, armor: 0, damage: [1, 4], reflex: 7, zone: 'far', priority: 'spellcaster', weakness: 'Cowardly: morale at the first death', darkvision: true, text: 'Pelts the one who is casting.' }),
    monster({ key: 'drowned', name: 'Drowned Villager', hp: 8, armor: 0, damage: [1, 6], reflex: 2, zone: 'melee', priority: 'nearest', weakness: 'Salt', moraleImmune: true, text: 'Risen from the flooded graves. Mindless.' }),
    monster({ key: 'eel', name: 'Marsh Eel', hp: 10, armor: 1, damage: [1, 8], reflex: 5, zone: 'near', priority: 'random', weakness: 'Dry ground', text: 'Strikes from the black water.' }),
    monster({ key: 'cultist', name: 'Tide Cultist', hp: 9, armor: 1, damage: [1, 6], reflex: 5, zone: 'near', priority: 'leader', weakness: 'Its holy icon: break it and it surrenders', text: 'Fanatic of the drowned god. Immune to morale.', moraleImmune: true }),
    monster({ key: 'bog-troll', name: 'Bog Troll', hp: 20, armor: 2, damage: [1, 10], reflex: 3, zone: 'melee', priority: 'nearest', weakness: 'Fire', darkvision: true, text: 'Big, patient and always hungry.' }),
    monster({ key: 'hag', name: 'Reed Hag', hp: 16, armor: 1, damage: [2, 6], reflex: 6, zone: 'far', priority: 'spellcaster', weakness: 'Her true name', darkvision: true, text: 'Curses from the reeds; hates other magic.' }),
    monster({ key: 'knight', name: 'Drowned Knight', hp: 24, armor: 3, damage: [1, 10, 1], reflex: 4, zone: 'melee', priority: 'leader', weakness: 'Blessed weapons', moraleImmune: true, text: 'An oath-bound knight who never left the flood.' }),
    monster({ key: 'tide-priest', name: 'The Tide Priest', hp: 40, armor: 2, damage: [2, 8], reflex: 6, zone: 'near', priority: 'weakest', weakness: 'Dry salt poured in his mouth', moraleImmune: true, darkvision: true, text: 'Boss. The drowned god’s voice above the water. A solo enemy: fanatic, so no morale check.' }),
  ];
  return {
    ruleset: 'countdown',
    samples: samples(),
    title: TITLE,
    premades,
    adversaries,
    encounter: {
      name: 'The Drowned Chapel',
      adversaries: ['drowned', 'cultist', 'goblin-slinger', 'knight'],
      situation: [
        'The old chapel on Gallow Marsh stands half under water. Tide Cultists are drowning the chapel’s bell so that the Drowned Knight will rise; the party arrives as the tide comes in.',
        'Inside: two rows of flooded pews, the bell tower, and the crypt stairs where the Knight waits.',
      ],
      running: [
        'Open the world panel and start a 4-segment progress clock, “The Tide Rises”. Tick it at the end of each round while the bell still rings; when it fills, the chapel floods to the waist and every check to move is at disadvantage.',
        'The chapel is dark: each exploration turn triggers the party’s torches (cd6, a torch’s countdown die).',
        'Initiative: each character rolls d20 + Reflex; the monsters roll once with their highest Reflex. Monsters never roll: each attack on a character is that player’s defense roll. The Slinger shoots spellcasters first; the Cultist and the Knight go for the leader.',
        'Half the cultists down: morale check, d20 ≥ 15 or they flee — except that the Cultist and the Knight are fanatics and immune.',
      ],
      win: [
        'Silence the bell and the Knight sinks back into the crypt; the clock stops. In the crypt: the Knight’s old shield and the chapel’s silver (GM’s treasure).',
      ],
      lose: [
        'When the clock fills with the bell still ringing, the Knight leads the drowned out onto the marsh road. Characters at 0 HP start their death clocks; the survivors must carry them out.',
      ],
    },
  };
}
