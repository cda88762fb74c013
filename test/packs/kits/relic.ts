/**
 * The relic starter kit: four level-1 Seekers, one per Primary Role (§8.2), ten adversaries from a
 * lone scavenger to a boss, in enemy groups that roll initiative together (REL-6), and a first
 * encounter. Numbers come from relic.md: AC = 10 + DEX + armor (§5.3), weapon tag → attribute,
 * class → die (§5.1–5.2), 2 Synchronizations at level 1 (§7.3). The document prints no starting HP,
 * no relic effects and no strain effects: HP is the sheet's starting 10, relic effects and strain
 * rows are ALL-3 placeholders that say so.
 */
import { armorClass, RELIC_TYPES } from '../../../src/rulesets/relic/rules';
import type { ActorSpec, ItemSpec, KitSpec } from './kit';
import { paragraphs, sampleNote } from './kit';

const TITLE = 'relic';
const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
const note = (...lines: string[]) => paragraphs(lines) + sampleNote(TITLE);

type Attr = { fit: number; dex: number; wis: number; int: number };
type ArmorKind = 'none' | 'light' | 'medium' | 'heavy';

const weapon = (name: string, tag: 'heavy' | 'finesse' | 'ranged', weaponClass: string): ItemSpec => ({
  name,
  type: 'relic-weapon',
  system: { tag, weaponClass, description: sampleNote(TITLE) },
});
const armor = (kind: Exclude<ArmorKind, 'none'>): ItemSpec => ({
  name: `${capital(kind)} armor`,
  type: 'relic-armor',
  system: { kind, equipped: true, description: sampleNote(TITLE) },
});
const shield: ItemSpec = {
  name: 'Shield',
  type: 'relic-shield',
  system: { equipped: true, description: sampleNote(TITLE) },
};
const discipline = (name: string, types: string[]): ItemSpec => ({
  name,
  type: 'relic-discipline',
  system: {
    slots: 2,
    synchronizations: Object.fromEntries(['combat', 'utility', 'glyph', 'support'].map((t) => [t, types.includes(t)])),
    description: note(
      'A level-1 discipline: 2 Synchronization slots (§7.3), each granting +3 to activating a relic of its type.',
      'The relic rules name no disciplines or their other features: add your table’s own.',
    ),
  },
});

const PLACEHOLDER_TIER = (tier: string) =>
  `Placeholder: what this relic does on a ${tier}. The relic rules give the activation tiers, not relic effects — write this relic’s effect here.`;
const STRAIN_KINDS = ['damage', 'minorCondition', 'lockout', 'arcDamage', 'unknown', 'unknown'] as const;
const STRAIN_TEXT: Record<string, string> = {
  damage: 'damage',
  minorCondition: 'a minor condition',
  lockout: 'lockout of the relic',
  arcDamage: 'arc damage to allies',
};

/** A relic whose effects and strain rows are placeholders that say so (ALL-3; REL-3). */
const relic = (name: string, relicType: string, attribute: string): ItemSpec => ({
  name,
  type: 'relic-relic',
  system: {
    relicType,
    attribute,
    tiers: {
      criticalSuccess: { text: PLACEHOLDER_TIER('Critical Success (enhanced)'), heal: 0 },
      success: { text: PLACEHOLDER_TIER('Success'), heal: 0 },
      partial: { text: PLACEHOLDER_TIER('Partial'), heal: 0 },
      criticalFailure: { text: 'Critical Failure: roll on this relic’s strain table (rolled automatically).', heal: 0 },
    },
    strain: Object.fromEntries(
      STRAIN_KINDS.map((kind, i) => [
        `face${i + 1}`,
        {
          kind,
          text:
            kind === 'unknown'
              ? 'Placeholder: the relic rules list four kinds of strain for six faces; this face is yours to fill.'
              : `Placeholder: the relic rules list this kind of strain — ${STRAIN_TEXT[kind]} — without its effect. Write it here.`,
        },
      ]),
    ),
    description: note(
      `A sample ${relicType} relic, activated with ${attribute.toUpperCase()} (1d20 + ${attribute.toUpperCase()}, +3 if Synchronized; §7.1).`,
    ),
  },
});

const feature = (name: string, aid: string, text: string): ItemSpec => ({
  name,
  type: 'relic-feature',
  system: { aid, heal: 0, preserver: aid === 'steadyHands', description: note(text) },
});

interface SeekerInput {
  key: string;
  name: string;
  role: 'frontline' | 'striker' | 'controller' | 'support';
  row: 'frontline' | 'backline';
  attributes: Attr;
  armor: ArmorKind;
  shield?: boolean;
  items: ItemSpec[];
  sync: string[];
  concept: string;
}

/** The AC §5.3 gives the premade, written into its notes so the sheet and the text agree (the test checks). */
export function seekerAc(input: { attributes: Attr; armor: ArmorKind; shield?: boolean; row: 'frontline' | 'backline' }) {
  return armorClass({ dex: input.attributes.dex, armor: input.armor, shield: !!input.shield, row: input.row });
}

function seeker(input: SeekerInput): ActorSpec {
  const ac = seekerAc(input);
  // The discipline ticks its types in the document's order (§7.3: Combat, Utility, Glyph, Support).
  const synced = RELIC_TYPES.filter((t) => input.sync.includes(t)).map(capital);
  return {
    key: input.key,
    name: input.name,
    type: 'relic-seeker',
    role: 'premade',
    system: {
      attributes: input.attributes,
      hp: { value: 10, max: 10 },
      level: 1,
      role: input.role,
      resonance: 0,
      row: input.row,
      resistance: 0,
      notes: note(
        input.concept,
        `Level 1 ${input.role} in the ${input.row}. AC ${ac}. Synchronized: ${synced.join(', ')}.`,
        'HP 10: the relic rules print no starting HP, so this is the sheet’s starting value; set your table’s own.',
      ),
    },
    items: [
      ...input.items,
      ...(input.armor === 'none' ? [] : [armor(input.armor)]),
      ...(input.shield ? [shield] : []),
      discipline(`${input.name}’s discipline`, input.sync),
    ],
  };
}

interface AdversaryInput {
  key: string;
  name: string;
  attributes: Attr;
  armor: ArmorKind;
  hp: number;
  resistance: number;
  group: string;
  weapons: ItemSpec[];
  text: string;
}

function adversary(input: AdversaryInput): ActorSpec {
  // An adversary stands in the enemy's own front: its armor counts in full (§5.3).
  const ac = armorClass({ dex: input.attributes.dex, armor: input.armor, shield: false, row: 'frontline' });
  return {
    key: input.key,
    name: input.name,
    type: 'relic-adversary',
    role: 'adversary',
    system: {
      attributes: input.attributes,
      hp: { value: input.hp, max: input.hp },
      ac,
      resistance: input.resistance,
      group: input.group,
      notes: note(
        input.text,
        `AC ${ac} (10 + DEX ${input.attributes.dex}${input.armor === 'none' ? '' : ` + ${input.armor} armor`}). Enemy group “${input.group}”: d20 + the group’s highest DEX for initiative.`,
      ),
    },
    items: input.weapons,
  };
}

/**
 * Items that carry an Active Effect. relic.md names armor and shields (§5.3) but prints
 * no enchanted ones: each says it is a sample of the mechanism. Both apply only while equipped.
 */
const SAMPLES: ItemSpec[] = [
  {
    name: 'Warded shield',
    type: 'relic-shield',
    system: {
      equipped: true,
      description: note(
        'Sample effect: a glyph ward on the shield adds +1 to your AC (after armor and the shield, §5.3) while the shield is equipped. Unequip it and the ward stops.',
        'The relic rules print no warded shields: this shows how an item’s effect works, not a rule.',
      ),
    },
    effects: [{ name: 'Ward: +1 AC', changes: [{ key: 'system.bonuses.ac', mode: 'add', value: '1' }] }],
  },
  {
    name: 'Glyph-etched armor',
    type: 'relic-armor',
    system: {
      kind: 'medium',
      equipped: true,
      description: note(
        'Sample effect: medium armor whose etched glyphs add +1 Resistance while it is equipped (worn). Unequip it and the glyphs go quiet.',
        'The relic rules print no etched armor: this shows how an item’s effect works, not a rule.',
      ),
    },
    effects: [{ name: 'Etched glyphs: +1 Resistance', changes: [{ key: 'system.bonuses.resistance', mode: 'add', value: '1' }] }],
  },
];

const A = (fit: number, dex: number, wis: number, int: number): Attr => ({ fit, dex, wis, int });

export function relicKit(): KitSpec {
  const premades = [
    seeker({
      key: 'bastion',
      name: 'Oren Vask',
      role: 'frontline',
      row: 'frontline',
      attributes: A(3, 1, 1, -1),
      armor: 'heavy',
      shield: true,
      items: [weapon('Warhammer', 'heavy', 'martial'), relic('Bulwark Sigil', 'combat', 'fit')],
      sync: ['combat', 'support'],
      concept: 'A former vault guard who holds the line so the others can work.',
    }),
    seeker({
      key: 'blade',
      name: 'Ilka Thorn',
      role: 'striker',
      row: 'frontline',
      attributes: A(1, 3, 0, 1),
      armor: 'light',
      items: [weapon('Twin knives', 'finesse', 'light'), weapon('Shortbow', 'ranged', 'martial'), relic('Edge of Echoes', 'combat', 'dex')],
      sync: ['combat', 'utility'],
      concept: 'A quick duelist who ends fights with one Execution Surge.',
    }),
    seeker({
      key: 'glyphwright',
      name: 'Sefa Marrow',
      role: 'controller',
      row: 'backline',
      attributes: A(-1, 1, 1, 3),
      armor: 'light',
      items: [weapon('Sling', 'ranged', 'light'), relic('Binding Glyph', 'glyph', 'int'), relic('Lens of Paths', 'utility', 'int')],
      sync: ['glyph', 'utility'],
      concept: 'A glyph-reader who turns the enemy’s strength against it from the backline.',
    }),
    seeker({
      key: 'mender',
      name: 'Tamsin Ro',
      role: 'support',
      row: 'backline',
      attributes: A(0, 1, 3, 1),
      armor: 'medium',
      items: [
        weapon('Staff', 'heavy', 'martial'),
        relic('Mending Shard', 'support', 'wis'),
        feature('Twilight Healer', 'twilightHealer', 'Aid modifier: +1 HP when you Aid (§6.1). Healing stacks additively.'),
      ],
      sync: ['support', 'glyph'],
      concept: 'A field medic who keeps the frontline standing with Aid and Restoration Surges.',
    }),
  ];
  const adversaries = [
    adversary({
      key: 'dust-rat',
      name: 'Dust Rat',
      attributes: A(-1, 2, 0, -1),
      armor: 'none',
      hp: 3,
      resistance: 0,
      group: 'Vermin',
      weapons: [weapon('Bite', 'finesse', 'improvised')],
      text: 'A vault rat grown bold on glyph-light. Weak alone, a nuisance in numbers.',
    }),
    adversary({
      key: 'scavenger',
      name: 'Vault Scavenger',
      attributes: A(1, 1, 0, 0),
      armor: 'light',
      hp: 6,
      resistance: 0,
      group: 'Scavengers',
      weapons: [weapon('Hatchet', 'heavy', 'light')],
      text: 'A looter who strips relic vaults before the Seekers reach them.',
    }),
    adversary({
      key: 'slinger',
      name: 'Scavenger Slinger',
      attributes: A(0, 2, 1, 0),
      armor: 'light',
      hp: 6,
      resistance: 0,
      group: 'Scavengers',
      weapons: [weapon('Sling', 'ranged', 'light'), weapon('Knife', 'finesse', 'improvised')],
      text: 'Stays back and pelts the Backline; −2 to hit the Backline while the formation holds (§4.1).',
    }),
    adversary({
      key: 'ash-hound',
      name: 'Ash Hound',
      attributes: A(2, 2, 1, -1),
      armor: 'none',
      hp: 9,
      resistance: 0,
      group: 'Hounds',
      weapons: [weapon('Jaws', 'heavy', 'martial')],
      text: 'A lean, burnt-grey hunter that runs in packs and goes for the Frontline.',
    }),
    adversary({
      key: 'brute',
      name: 'Relic-Touched Brute',
      attributes: A(3, 0, 0, -1),
      armor: 'medium',
      hp: 14,
      resistance: 1,
      group: 'Scavengers',
      weapons: [weapon('Maul', 'heavy', 'heavy')],
      text: 'A scavenger warped by a relic he should not have kept. Resistance 1.',
    }),
    adversary({
      key: 'glyph-sentinel',
      name: 'Glyph Sentinel',
      attributes: A(2, 0, 1, 1),
      armor: 'heavy',
      hp: 18,
      resistance: 2,
      group: 'Vault Guardians',
      weapons: [weapon('Stone fist', 'heavy', 'martial'), weapon('Glyph bolt', 'ranged', 'martial')],
      text: 'A carved guardian that wakes when the vault’s seal is touched. Resistance 2.',
    }),
    adversary({
      key: 'hollow-knight',
      name: 'Hollow Knight',
      attributes: A(3, 1, 1, 0),
      armor: 'heavy',
      hp: 24,
      resistance: 2,
      group: 'Vault Guardians',
      weapons: [weapon('Greatsword', 'heavy', 'heavy')],
      text: 'Empty armor bound to a relic-oath. It never retreats. Resistance 2.',
    }),
    adversary({
      key: 'echo-witch',
      name: 'Echo Witch',
      attributes: A(0, 2, 3, 3),
      armor: 'light',
      hp: 16,
      resistance: 1,
      group: 'The Witch',
      weapons: [weapon('Resonant lash', 'ranged', 'heavy')],
      text: 'A rogue Seeker who burns stolen Resonance. She keeps to range. Resistance 1.',
    }),
    adversary({
      key: 'shard-tyrant',
      name: 'The Shard Tyrant',
      attributes: A(4, 2, 2, 2),
      armor: 'heavy',
      hp: 40,
      resistance: 3,
      group: 'The Tyrant',
      weapons: [weapon('Shardblade', 'heavy', 'heavy'), weapon('Splinter storm', 'ranged', 'martial')],
      text: 'Boss. A relic that grew a body. It acts as its own enemy group, after the Seekers. Resistance 3.',
    }),
  ];
  return {
    ruleset: 'relic',
    title: TITLE,
    premades,
    adversaries,
    samples: SAMPLES,
    encounter: {
      name: 'The Sealed Vault',
      adversaries: ['scavenger', 'slinger', 'brute', 'glyph-sentinel'],
      situation: [
        'The Seekers reach a relic vault an hour behind a band of scavengers. The scavengers have pried the outer seal; inside, a Glyph Sentinel is waking.',
        'The scavengers want the relics and will fight anyone between them and the door. The Sentinel attacks everything that is not sealed in with it.',
      ],
      running: [
        'Round 1: determine surprise (§3.1). The Seekers act first, in any order they choose; then the Scavengers act as one enemy group, then the Vault Guardians.',
        'The Brute and the Scavenger go for the Frontline; the Slinger shoots the Backline at −2 while the formation holds (§4.1). If the Frontline empties, the formation breaks (§4.3).',
        'The Glyph Sentinel wakes at the start of round 2 and joins the order as the Vault Guardians group.',
      ],
      win: [
        'The vault is the Seekers’. Inside: one relic per Seeker (the GM chooses its type); the Sentinel’s core is an unactivated relic for the party’s glyph-reader.',
      ],
      lose: [
        'The scavengers flee with the relics and leave the fallen where they lie; the Sentinel reseals the vault. Dying Seekers need a relic or feature that restores HP (§6.3); how the rest come round after the scene is the GM’s call, since the relic rules print no recovery. The scavengers now know the Seekers’ faces.',
      ],
    },
  };
}
