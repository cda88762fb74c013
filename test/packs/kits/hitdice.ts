/**
 * The hitdice starter kit: four level-1 characters (Proficiency 1, Resolve 5, body dice from Hit
 * Dice by Level, worn armor 2 dice of its kind — HD-6), nine NPCs from a rat to a boss using the
 * NPC rules ("Resolve = Varies, typically Proficiency"; "Actions: NPCs vary"; HD-10), and a first
 * encounter. Abilities are samples on the Action Tiers table: hitdice.md prints tiers, not abilities.
 */
import { bodyDiceForLevel, proficiencyForLevel } from '../../../src/rulesets/hitdice/rules';
import type { ActorSpec, ItemSpec, KitSpec } from './kit';
import { paragraphs, sampleNote } from './kit';

const TITLE = 'hitdice';
const note = (...lines: string[]) => paragraphs(lines) + sampleNote(TITLE);

type Tier = 'basic' | 'advanced' | 'expert' | 'legendary' | 'ultimate';
type Armor = 'light' | 'medium' | 'heavy';
const ARMOR_DIE: Record<Armor, number> = { light: 6, medium: 8, heavy: 10 };
const HIT_DIE_FACES = { tough: 10, balanced: 8, fragile: 6 } as const;

const weapon = (name: string, range: string, properties = '', skill = 'none'): ItemSpec => ({
  name,
  type: 'hitdice-weapon',
  system: { tier: 'basic', skill, bonusDice: 0, range, properties, description: note('Basic tier: “All weapons”.') },
});

/** A sample ability: a row of the Action Tiers table, a skill domain, and what it does in its owner’s words. */
const ability = (
  name: string,
  tier: Tier,
  text: string,
  opts: { skill?: string; attack?: boolean; recharge?: 'atWill' | 'rest' | 'recover'; bonusDice?: number } = {},
): ItemSpec => ({
  name,
  type: 'hitdice-ability',
  system: {
    tier,
    skill: opts.skill ?? 'none',
    bonusDice: opts.bonusDice ?? 0,
    attack: opts.attack ?? false,
    recharge: opts.recharge ?? 'atWill',
    used: false,
    description: note(text, 'A sample ability: the hitdice rules print the Action Tiers, not abilities.'),
  },
});

const armor = (kind: Armor): ItemSpec => ({
  name: `${kind[0]!.toUpperCase()}${kind.slice(1)} armor`,
  type: 'hitdice-armor',
  system: { kind, dice: 2, equipped: true, description: note(`${kind} armor: 2d${ARMOR_DIE[kind]} temp HD.`) },
});

const gear = (name: string, quantity = 1): ItemSpec => ({
  name,
  type: 'hitdice-gear',
  system: { quantity, description: sampleNote(TITLE) },
});

const barrier = (name: string, dice: number): ItemSpec => ({
  name,
  type: 'hitdice-barrier',
  system: { dice, description: note(`Raises ${dice}d12 barrier dice, the outermost layer.`) },
});

/**
 * Items that carry an Active Effect. hitdice.md names armor as a layer of Hit Dice and
 * skill domains that grant bonus dice through features, but prints no such items: each says it is
 * a sample of the mechanism. The armor's effect applies only while it is worn (equipped).
 */
const SAMPLES: ItemSpec[] = [
  {
    name: 'Reinforced mail',
    type: 'hitdice-armor',
    system: {
      kind: 'medium',
      dice: 2,
      equipped: true,
      description: note(
        'Sample effect: medium armor whose riveted plates hold one more armor die when whole (2d8 → 3d8 temp HD) while it is worn. Take it off and the extra die goes with it.',
        'The hitdice rules print no reinforced armor: this shows how an item’s effect works, not a rule.',
      ),
    },
    effects: [{ name: 'Riveted plates: +1 armor die', changes: [{ key: 'system.bonuses.armorDice', mode: 'add', value: '1' }] }],
  },
  {
    name: 'Field surgeon’s satchel',
    type: 'hitdice-gear',
    system: {
      quantity: 1,
      description: note(
        'Sample effect: +1 bonus die on rolls in the Medicine domain (safe: 1s do not burn HD) while you carry the satchel. Drop it or give it away and the die goes with it.',
        'The hitdice rules give bonus dice to features that apply to a domain, not to gear: this shows how an item’s effect works, not a rule.',
      ),
    },
    effects: [{ name: 'Surgeon’s tools: +1 Medicine die', changes: [{ key: 'system.bonuses.dice.medicine', mode: 'add', value: '1' }] }],
  },
];

type HitDie = keyof typeof HIT_DIE_FACES;

/** The pool line a character's notes show: "Body 5d10 · Armor 2d10 · Proficiency 1 · Resolve 5". */
export function poolLine(level: number, hitDie: HitDie, worn: Armor | null, resolve: number) {
  const body = bodyDiceForLevel(level, hitDie);
  const armorText = worn ? ` · Armor 2d${ARMOR_DIE[worn]}` : '';
  return `Body ${body}d${HIT_DIE_FACES[hitDie]}${armorText} · Proficiency ${proficiencyForLevel(level)} · Resolve ${resolve}`;
}

interface CharacterInput {
  key: string;
  name: string;
  hitDie: HitDie;
  armor: Armor | null;
  virtue: string;
  concept: string;
  items: ItemSpec[];
}

function character(input: CharacterInput): ActorSpec {
  return {
    key: input.key,
    name: input.name,
    type: 'hitdice-character',
    role: 'premade',
    system: {
      level: 1,
      hitDie: input.hitDie,
      body: { value: bodyDiceForLevel(1, input.hitDie) },
      armor: { value: input.armor ? 2 : 0 },
      resolve: { value: 5 },
      affinity: { stored: 0, gainedToday: 0 },
      virtue: input.virtue,
      notes: note(input.concept, `Level 1. ${poolLine(1, input.hitDie, input.armor, 5)}.`),
    },
    items: [...input.items, ...(input.armor ? [armor(input.armor)] : [])],
  };
}

interface NpcInput {
  key: string;
  name: string;
  level: number;
  hitDie: HitDie;
  /** Its own body pool; omitted: Hit Dice by Level. */
  bodyMax?: number;
  /** Its own Resolve; omitted: its Proficiency ("typically"). */
  resolveMax?: number;
  actions: number;
  armor: Armor | null;
  items: ItemSpec[];
  text: string;
}

function npc(input: NpcInput): ActorSpec {
  const body = input.bodyMax ?? bodyDiceForLevel(input.level, input.hitDie);
  const resolve = input.resolveMax ?? proficiencyForLevel(input.level);
  return {
    key: input.key,
    name: input.name,
    type: 'hitdice-npc',
    role: 'adversary',
    system: {
      level: input.level,
      hitDie: input.hitDie,
      body: { value: body },
      armor: { value: input.armor ? 2 : 0 },
      resolve: { value: resolve },
      bodyMax: input.bodyMax ?? null,
      resolveMax: input.resolveMax ?? null,
      actionsPerTurn: input.actions,
      notes: note(
        input.text,
        `Level ${input.level}. Body ${body}d${HIT_DIE_FACES[input.hitDie]}${input.armor ? ` · Armor 2d${ARMOR_DIE[input.armor]}` : ''} · Proficiency ${proficiencyForLevel(input.level)} · Resolve ${resolve} · ${input.actions} action${input.actions === 1 ? '' : 's'} a turn.`,
      ),
    },
    items: [...input.items, ...(input.armor ? [armor(input.armor)] : [])],
  };
}

export function hitdiceKit(): KitSpec {
  const premades = [
    character({
      key: 'shieldbearer',
      name: 'Brannoc Hale',
      hitDie: 'tough',
      armor: 'heavy',
      virtue: 'Loyalty',
      concept: 'A shieldbearer who stands between his friends and harm.',
      items: [
        weapon('Longsword', 'Melee'),
        ability('Shield Bash', 'advanced', 'Strike with the shield: its effect is damage to one adjacent foe.', {
          attack: true,
        }),
        gear('Rations', 3),
      ],
    }),
    character({
      key: 'ranger',
      name: 'Wren Ashby',
      hitDie: 'balanced',
      armor: 'light',
      virtue: 'Curiosity',
      concept: 'A ranger who reads the land before the fight starts.',
      items: [
        weapon('Longbow', '60 yards', 'Two-handed'),
        weapon('Hunting knife', 'Melee'),
        ability('Tracker’s Eye', 'basic', 'Read tracks and trails: +1 bonus die in the Wilderness domain.', {
          skill: 'wilderness',
          bonusDice: 1,
        }),
        gear('Rope, 50 ft'),
      ],
    }),
    character({
      key: 'mage',
      name: 'Isolde Marr',
      hitDie: 'fragile',
      armor: null,
      virtue: 'Knowledge',
      concept: 'A hedge mage whose ward is her armor.',
      items: [
        weapon('Staff', 'Melee', 'Two-handed'),
        ability('Arc Bolt', 'advanced', 'A spell: its effect is damage to one foe in sight.', { attack: true, skill: 'lore' }),
        ability('Raise Ward', 'advanced', 'Raise the Warding Charm’s barrier (once per Rest).', { recharge: 'rest' }),
        barrier('Warding Charm', 1),
      ],
    }),
    character({
      key: 'healer',
      name: 'Oswin Pell',
      hitDie: 'balanced',
      armor: 'medium',
      virtue: 'Compassion',
      concept: 'A field healer who keeps the others standing.',
      items: [
        weapon('Mace', 'Melee'),
        ability('Field Dressing', 'advanced', 'Bind a wound: +1 bonus die in the Medicine domain when tending an ally.', {
          skill: 'medicine',
          bonusDice: 1,
        }),
        gear('Bandages', 5),
      ],
    }),
  ];
  const adversaries = [
    npc({
      key: 'rat',
      name: 'Giant Rat',
      level: 1,
      hitDie: 'fragile',
      bodyMax: 2,
      resolveMax: 1,
      actions: 1,
      armor: null,
      items: [weapon('Bite', 'Melee')],
      text: 'Vermin of the cellar roads. Its own small body pool: 2d6.',
    }),
    npc({
      key: 'goblin',
      name: 'Goblin Skirmisher',
      level: 1,
      hitDie: 'fragile',
      actions: 2,
      armor: 'light',
      items: [weapon('Spear', 'Melee'), weapon('Sling', '30 yards')],
      text: 'Darts in, stabs and darts out.',
    }),
    npc({
      key: 'bandit',
      name: 'Bandit Cutthroat',
      level: 2,
      hitDie: 'balanced',
      actions: 2,
      armor: 'light',
      items: [weapon('Short sword', 'Melee')],
      text: 'A road bandit who fights for coin and runs when the coin is not worth it.',
    }),
    npc({
      key: 'archer',
      name: 'Bandit Archer',
      level: 2,
      hitDie: 'balanced',
      actions: 2,
      armor: 'light',
      items: [weapon('Shortbow', '50 yards', 'Two-handed'), weapon('Dagger', 'Melee')],
      text: 'Keeps to the rocks and shoots the nearest foe.',
    }),
    npc({
      key: 'wolf',
      name: 'Dire Wolf',
      level: 2,
      hitDie: 'tough',
      actions: 2,
      armor: null,
      items: [weapon('Jaws', 'Melee'), ability('Drag Down', 'advanced', 'Bite and pull a foe off its feet.', { attack: true })],
      text: 'Hunts with the bandits, who feed it.',
    }),
    npc({
      key: 'orc',
      name: 'Orc Raider',
      level: 3,
      hitDie: 'tough',
      actions: 2,
      armor: 'medium',
      items: [weapon('Greataxe', 'Melee', 'Two-handed')],
      text: 'A sellsword who has fought in real wars. Proficiency 2: two defense rolls per attack.',
    }),
    npc({
      key: 'hedge-witch',
      name: 'Hedge Witch',
      level: 4,
      hitDie: 'fragile',
      actions: 2,
      armor: null,
      items: [
        weapon('Sickle', 'Melee'),
        ability('Hex Bolt', 'advanced', 'A curse flung at one foe in sight: damage.', { attack: true, skill: 'lore' }),
        barrier('Bone Fetish', 2),
      ],
      text: 'The bandits’ wise woman. Her fetish raises 2d12 barrier dice.',
    }),
    npc({
      key: 'ogre',
      name: 'Ogre',
      level: 5,
      hitDie: 'tough',
      resolveMax: 2,
      actions: 1,
      armor: null,
      items: [weapon('Tree-trunk club', 'Melee', 'Two-handed'), ability('Crushing Blow', 'expert', 'One huge swing: damage.', { attack: true })],
      text: 'Huge and slow: one action a turn, and easily cowed (Resolve 2).',
    }),
    npc({
      key: 'chief',
      name: 'Red Maera, Bandit Chief',
      level: 6,
      hitDie: 'balanced',
      resolveMax: 4,
      actions: 3,
      armor: 'heavy',
      items: [
        weapon('Longsword', 'Melee'),
        ability('Commanding Voice', 'advanced', 'Orders, threats and bargains: +1 bonus die in the Influence domain.', {
          skill: 'influence',
          bonusDice: 1,
        }),
        ability('Riposte', 'expert', 'Turn a foe’s blade back on them: damage.', { attack: true }),
      ],
      text: 'Boss. Three actions a turn (only one Expert+), Resolve 4.',
    }),
  ];
  return {
    ruleset: 'hitdice',
    samples: SAMPLES,
    title: TITLE,
    premades,
    adversaries,
    encounter: {
      name: 'Ambush at Crow’s Ford',
      adversaries: ['bandit', 'archer', 'wolf', 'chief'],
      situation: [
        'The road crosses the river at Crow’s Ford. Red Maera’s band holds the ford and takes a toll from every traveller — tonight, from the party.',
        'The Chief and a Cutthroat wait on the bank; an Archer is in the rocks above; the band’s Dire Wolf lies in the reeds.',
      ],
      running: [
        'Everyone rolls initiative: 3d6, count successes (5+ = 1, 6 = 2); the party may exert up to Proficiency unless surprised. Not surprised: +1 Resolve (max 5).',
        'The Archer shoots the nearest character; the Wolf and the Cutthroat close in; Red Maera holds back a round and offers the party a toll (an Influence contest, her Commanding Voice against their best talker) before she draws her sword.',
        'Each attack is resolved by the target’s defense rolls, one HD at a time, outermost layer first.',
      ],
      win: [
        'With Maera down or her Resolve broken, the band scatters. The ford is open, and the toll chest holds what the band took from travellers this month.',
      ],
      lose: [
        'Characters at 0 Resolve collapse and wake later; the band strips them of their coin and leaves them on the far bank. Maera now knows their faces.',
      ],
    },
  };
}
