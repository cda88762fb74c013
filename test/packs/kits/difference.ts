/**
 * The difference starter kit: four level-1 characters and nine NPCs on the default attributes and
 * skills (DIF-3), with their three Health Pools, Focus, Soak (armor + Damage Reduction) and Recovery
 * Dice, and a first encounter with an extended task (§1.5, Time Limit model). difference.md prints
 * no character creation, no pool sizes and no talents: the characters use the sheet's starting
 * pools (10, Focus 3), and talents are samples on the talent fields (Focus cost, ► cost, Edge).
 */
import type { ActorSpec, ItemSpec, KitSpec } from './kit';
import { paragraphs, sampleNote } from './kit';

const TITLE = 'difference';
const note = (...lines: string[]) => paragraphs(lines) + sampleNote(TITLE);

type Scores = Record<string, number>;

const talent = (
  name: string,
  text: string,
  t: { focusCost?: number; action?: string; actionPoints?: number; edge?: string; skill?: string },
): ItemSpec => ({
  name,
  type: 'difference-talent',
  system: {
    focusCost: t.focusCost ?? 0,
    action: t.action ?? 'action',
    actionPoints: t.actionPoints ?? (t.action && t.action !== 'action' ? 0 : 1),
    edge: t.edge ?? 'none',
    exceedsCap: false,
    skill: t.skill ?? '',
    description: note(text, 'A sample talent: the difference rules name talents but list none.'),
  },
});

const equipment = (name: string, availability: number, held = true, text = ''): ItemSpec => ({
  name,
  type: 'difference-equipment',
  system: { availability, quantity: 1, expertise: '', expertTraits: '', held, description: note(text || name) },
});

const armor = (name: string, soak: number, availability: number): ItemSpec => ({
  name,
  type: 'difference-armor',
  system: {
    availability,
    quantity: 1,
    expertise: '',
    expertTraits: '',
    soak,
    equipped: true,
    description: note(`Soak ${soak}: reduces each hit of Vitality damage from an attack.`),
  },
});

/**
 * Items that carry an Active Effect. difference.md names armor as the source of Soak
 * and equipment with traits, but prints no items: each says it is a sample of the mechanism.
 * The armor's effect applies only while it is worn (equipped); the spyglass's while it is carried.
 */
const SAMPLES: ItemSpec[] = [
  {
    name: 'Reinforced coat',
    type: 'difference-armor',
    system: {
      availability: 2,
      quantity: 1,
      expertise: '',
      expertTraits: '',
      soak: 1,
      equipped: true,
      description: note(
        'Sample effect: Soak 1 from the coat itself, and its sewn plates add +1 Soak while it is worn (equipped). Take it off and both go.',
        'The difference rules print no reinforced coat: this shows how an item’s effect works, not a rule.',
      ),
    },
    effects: [{ name: 'Sewn plates: +1 Soak', changes: [{ key: 'system.bonuses.soak', mode: 'add', value: '1' }] }],
  },
  {
    name: 'Spyglass',
    type: 'difference-equipment',
    system: {
      availability: 2,
      quantity: 1,
      expertise: '',
      expertTraits: '',
      held: false,
      description: note(
        'Sample effect: an Edge on every sensory check while you carry the spyglass — a source that states otherwise, so the Edge lasts past one roll (§1.4 Scope). Drop it and the Edge goes.',
        'The difference rules print no spyglass: this shows how an item’s effect works, not a rule.',
      ),
    },
    effects: [{ name: 'Spyglass: Edge on sensory checks', changes: [{ key: 'system.bonuses.edges.sensory', mode: 'add', value: '1' }] }],
  },
];

/** Soak as the glossary defines it: armor's Soak plus Damage Reduction (written into the notes; the test checks). */
const soakOf = (items: ItemSpec[], damageReduction: number) =>
  items.filter((i) => i.type === 'difference-armor').reduce((sum, i) => sum + Number(i.system!.soak), 0) +
  damageReduction;

interface Input {
  key: string;
  name: string;
  role: ActorSpec['role'];
  level?: number;
  attributes: Scores;
  skills: Scores;
  pools?: { vitality: number; poise: number; clarity: number; focus: number };
  damageReduction?: number;
  speed?: number;
  wealth?: number;
  expertise?: string;
  items: ItemSpec[];
  text: string;
}

function actor(input: Input): ActorSpec {
  const pools = input.pools ?? { vitality: 10, poise: 10, clarity: 10, focus: 3 };
  const dr = input.damageReduction ?? 0;
  const pool = (n: number) => ({ value: n, max: n });
  const premade = input.role === 'premade';
  return {
    key: input.key,
    name: input.name,
    type: premade ? 'difference-character' : 'difference-npc',
    role: input.role,
    system: {
      level: input.level ?? 1,
      attributes: input.attributes,
      skills: input.skills,
      vitality: pool(pools.vitality),
      poise: pool(pools.poise),
      clarity: pool(pools.clarity),
      focus: pool(pools.focus),
      wounds: { injuries: 0, burdens: 0, traumas: 0 },
      recoveryDice: 3,
      damageReduction: dr,
      speed: input.speed ?? 30,
      wealth: input.wealth ?? 0,
      expertise: input.expertise ?? '',
      notes: note(
        input.text,
        `Soak ${soakOf(input.items, dr)} · Vitality ${pools.vitality} · Poise ${pools.poise} · Clarity ${pools.clarity} · Focus ${pools.focus}.`,
        ...(premade
          ? ['The difference rules print no pool sizes for a new character: these are the sheet’s starting values.']
          : []),
      ),
    },
    items: input.items,
  };
}

/** The nine default attributes (DIF-3), in order: strength, agility, fortitude, intellect, wits, resolve, presence, empathy, composure. */
const attrs = (...v: number[]): Scores =>
  Object.fromEntries(
    ['strength', 'agility', 'fortitude', 'intellect', 'wits', 'resolve', 'presence', 'empathy', 'composure'].map(
      (id, i) => [id, v[i] ?? 1],
    ),
  );

export function differenceKit(): KitSpec {
  const premades = [
    actor({
      key: 'sentinel',
      name: 'Dara Voss',
      role: 'premade',
      attributes: attrs(4, 2, 4, 1, 2, 2, 1, 1, 2),
      skills: { melee: 3, athletics: 2, evasion: 1, discipline: 1, intimidation: 1 },
      items: [
        equipment('Longsword', 2),
        armor('Mail hauberk', 2, 3),
        talent('Challenge', 'Challenge one enemy: it is Challenged (the glossary’s condition) by you.', {
          focusCost: 1,
          actionPoints: 1,
        }),
      ],
      wealth: 1,
      text: 'A city watch sergeant who draws the fight to herself.',
    }),
    actor({
      key: 'scout',
      name: 'Lio Marsh',
      role: 'premade',
      attributes: attrs(2, 4, 2, 2, 4, 1, 1, 2, 2),
      skills: { ranged: 3, stealth: 3, perception: 2, evasion: 2, survival: 1 },
      items: [
        equipment('Longbow', 2),
        equipment('Hunting knife', 1),
        armor('Leather jerkin', 1, 1),
        talent('Steady Aim', 'Take aim before you shoot: a Minor Edge on your next Ranged check.', {
          action: 'action',
          actionPoints: 1,
          edge: 'minor',
          skill: 'ranged',
        }),
      ],
      speed: 35,
      text: 'A tracker who sees the ambush before it springs.',
    }),
    actor({
      key: 'scholar',
      name: 'Ysolde Crane',
      role: 'premade',
      attributes: attrs(1, 2, 2, 4, 3, 3, 2, 2, 2),
      skills: { lore: 3, investigation: 3, medicine: 2, insight: 1, crafting: 1 },
      expertise: 'Medicine',
      items: [
        equipment('Physician’s satchel', 3, false, 'Bandages, salves and tools for treating wounds.'),
        talent('Read the Room', 'Study a scene for a moment: a Minor Edge on your next Insight or Investigation check.', {
          action: 'free',
          focusCost: 1,
          edge: 'minor',
        }),
      ],
      text: 'An archivist and physician who knows where the answers are kept.',
    }),
    actor({
      key: 'envoy',
      name: 'Cassian Dray',
      role: 'premade',
      attributes: attrs(1, 3, 2, 2, 3, 2, 4, 3, 3),
      skills: { persuasion: 3, deception: 2, insight: 2, acrobatics: 1, melee: 1 },
      items: [
        equipment('Rapier', 2),
        talent('Silver Tongue', 'Speak with care: a Major Edge on your next Persuasion check.', {
          focusCost: 2,
          actionPoints: 1,
          edge: 'major',
          skill: 'persuasion',
        }),
      ],
      wealth: 2,
      text: 'A diplomat’s son who talks first and fences second.',
    }),
  ];
  const p = (vitality: number, poise: number, clarity: number, focus: number) => ({ vitality, poise, clarity, focus });
  const adversaries = [
    actor({
      key: 'cutpurse',
      name: 'Street Cutpurse',
      role: 'adversary',
      attributes: attrs(1, 2, 1, 1, 2, 1, 1, 1, 1),
      skills: { stealth: 2, melee: 1, evasion: 1 },
      pools: p(4, 4, 4, 0),
      items: [equipment('Knife', 1)],
      text: 'Grabs and runs; surrenders at the first Injury.',
    }),
    actor({
      key: 'thug',
      name: 'Dockside Thug',
      role: 'adversary',
      attributes: attrs(3, 1, 2, 1, 1, 1, 1, 1, 1),
      skills: { melee: 2, intimidation: 1 },
      pools: p(8, 5, 4, 0),
      items: [equipment('Cudgel', 1)],
      text: 'Paid muscle.',
    }),
    actor({
      key: 'guard-dog',
      name: 'Guard Dog',
      role: 'adversary',
      attributes: attrs(2, 3, 2, 0, 3, 1, 0, 1, 1),
      skills: { melee: 2, perception: 3 },
      pools: p(6, 4, 3, 0),
      speed: 40,
      items: [],
      text: 'Bites, holds on, and barks.',
    }),
    actor({
      key: 'crossbowman',
      name: 'Warehouse Crossbowman',
      role: 'adversary',
      attributes: attrs(2, 3, 2, 1, 2, 2, 1, 1, 2),
      skills: { ranged: 3, perception: 1, evasion: 1 },
      pools: p(8, 6, 6, 1),
      items: [equipment('Crossbow', 2), armor('Padded coat', 1, 1)],
      text: 'Shoots from the gantries.',
    }),
    actor({
      key: 'enforcer',
      name: 'Guild Enforcer',
      role: 'adversary',
      attributes: attrs(3, 2, 3, 2, 2, 2, 2, 1, 2),
      skills: { melee: 3, intimidation: 2, evasion: 1, discipline: 1 },
      pools: p(12, 8, 6, 2),
      items: [equipment('Falchion', 2), armor('Brigandine', 2, 3)],
      text: 'A guild’s veteran collector.',
    }),
    actor({
      key: 'duelist',
      name: 'Hired Duelist',
      role: 'adversary',
      attributes: attrs(2, 4, 2, 2, 3, 2, 2, 1, 3),
      skills: { melee: 4, evasion: 3, acrobatics: 2 },
      pools: p(12, 10, 8, 3),
      items: [equipment('Smallsword', 3), talent('Riposte', 'A Reaction: strike back at a foe who misses you.', { action: 'reaction', focusCost: 1 })],
      text: 'Fights for pay and for pride.',
    }),
    actor({
      key: 'fixer',
      name: 'The Fixer',
      role: 'adversary',
      attributes: attrs(1, 2, 2, 3, 4, 3, 4, 3, 4),
      skills: { persuasion: 4, deception: 4, insight: 3, discipline: 2 },
      pools: p(8, 14, 12, 4),
      items: [equipment('Ledger of debts', 4, false, 'Who owes the guild, and how much.')],
      text: 'Fights with words: aim Poise damage at the party.',
    }),
    actor({
      key: 'captain',
      name: 'Harbor Captain Brandt',
      role: 'adversary',
      attributes: attrs(3, 3, 3, 2, 3, 3, 3, 2, 3),
      skills: { melee: 3, ranged: 2, discipline: 2, intimidation: 3, evasion: 2 },
      pools: p(16, 12, 10, 3),
      items: [equipment('Sabre', 2), equipment('Pistol crossbow', 3), armor('Captain’s cuirass', 3, 4)],
      text: 'The guild’s enforcer-in-chief on the docks.',
    }),
    actor({
      key: 'guildmaster',
      name: 'Guildmaster Orlen Vey',
      role: 'adversary',
      level: 8,
      attributes: attrs(2, 3, 4, 4, 4, 4, 4, 3, 4),
      skills: { melee: 3, persuasion: 4, deception: 3, insight: 4, discipline: 4, evasion: 3 },
      pools: p(20, 18, 16, 5),
      damageReduction: 1,
      items: [
        equipment('Cane-sword', 4),
        armor('Silk-lined mail', 2, 5),
        talent('Every Man Has a Price', 'Name a price: a Major Edge on his next Persuasion check against you.', {
          focusCost: 2,
          edge: 'major',
          skill: 'persuasion',
        }),
      ],
      text: 'Boss. Master of the Dockside Guild; Damage Reduction 1.',
    }),
  ];
  return {
    ruleset: 'difference',
    samples: SAMPLES,
    title: TITLE,
    premades,
    adversaries,
    encounter: {
      name: 'Fire at the Salt Warehouse',
      adversaries: ['thug', 'crossbowman', 'enforcer', 'captain'],
      situation: [
        'The Dockside Guild has set fire to the Salt Warehouse to burn the ledgers that prove its smuggling. The ledgers are in the counting room on the upper floor.',
        'Captain Brandt and his men hold the doors until the fire has done its work.',
      ],
      running: [
        'Fast and slow turns: fast PCs, fast NPCs, slow PCs, slow NPCs. A fast turn has 2 action points, a slow turn 3.',
        'Reaching the counting room and carrying the ledgers out is the extended task “Save the ledgers” that comes with this encounter: Agility + Athletics against DR 5, 3 successes within 4 rolls (Time Limit model, one minute a roll). Give it to the character who goes in.',
        'Opposed attacks: x = the attacker’s Attribute + Skill − the target’s Attribute + Defense Skill, then the d100 table.',
      ],
      win: [
        'With the ledgers saved, the party can prove the guild’s smuggling; Captain Brandt, if taken alive, is a witness.',
      ],
      lose: [
        'The ledgers burn and the guild’s smuggling stays hidden. Defeated characters are dragged out by the watch with their Wounds; the guild now counts the party as enemies.',
      ],
      items: [
        {
          name: 'Save the ledgers',
          type: 'difference-task',
          system: {
            attribute: 'agility',
            skill: 'athletics',
            difficulty: 5,
            successThreshold: 3,
            interval: { amount: 1, unit: 'minutes' },
            model: 'timeLimit',
            failureThreshold: 3,
            complicationSetback: false,
            maxRolls: 4,
            description: note('Reach the counting room through the fire and carry the ledgers out before the roof falls.'),
          },
        },
      ],
    },
  };
}
