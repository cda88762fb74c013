/**
 * The cryture starter kit: four trainers, each with a cryture linked to it (CRY-6), nine
 * adversaries — wild crytures, rival trainers with their own crytures, a boss — every power in
 * the printed power format (Cost, Type, Action, Range, Attack/Roll, Hit/Success, Crit, Effect), and
 * a first encounter. cryture.md prints no trainers, crytures, powers or stats beyond Speed and
 * Reflexes: the stats Might, Agility, Focus and Defense are the game's own names (ALL-3), as in
 * the sample actors, and every power is a sample.
 */
import type { ActorSpec, EffectSpec, ItemSpec, KitSpec } from './kit';
import { idsOf, paragraphs, sampleNote } from './kit';

const TITLE = 'cryture';
const note = (...lines: string[]) => paragraphs(lines) + sampleNote(TITLE);

type Grant = { status: string; stacks: number; to: 'target' | 'user' };
type Move = { kind: 'none' | 'push' | 'pull' | 'slide'; spaces: number };
const NO_MOVE: Move = { kind: 'none', spaces: 0 };

interface PowerInput {
  name: string;
  type?: string;
  cost?: { stamina?: number; mana?: number };
  action?: 'major' | 'minor' | 'concentrated';
  range: { form: string; x?: number; y?: number };
  check?: { kind: 'attack' | 'roll'; first: string; second: string; difficulty: string };
  hit?: { text: string; damagePerHit?: number; healingPerHit?: number; statuses?: Grant[]; movement?: Move };
  crit?: { text: string; extraHits?: number; statuses?: Grant[]; movement?: Move };
  effect?: { text: string; damage?: number; healing?: number; statuses?: Grant[]; movement?: Move };
  basicAttack?: boolean;
}

function power(p: PowerInput): ItemSpec {
  return {
    name: p.name,
    type: 'cryture-power',
    system: {
      cost: { stamina: p.cost?.stamina ?? 0, mana: p.cost?.mana ?? 0 },
      powerType: p.type ?? '',
      action: p.action ?? 'major',
      range: { form: p.range.form, x: p.range.x ?? 1, y: p.range.y ?? 1, includeUser: false },
      check: p.check ?? { kind: 'none', first: '', second: '', difficulty: '' },
      hit: { statuses: [], movement: NO_MOVE, damagePerHit: 0, healingPerHit: 0, ...p.hit },
      crit: { text: '', statuses: [], movement: NO_MOVE, extraHits: 0, ...p.crit },
      effect: { text: '', statuses: [], movement: NO_MOVE, damage: 0, healing: 0, ...p.effect },
      basicAttack: p.basicAttack ?? false,
      description: note('A sample power: the cryture rules print the power format, not powers.'),
    },
  };
}

/**
 * Powers that carry an Active Effect. cryture.md prints Speed and the power format but
 * no powers or items: each is a sample of the mechanism, applying while its owner knows the power.
 */
const passive = (name: string, text: string, effect: EffectSpec): ItemSpec => {
  const base = power({ name, action: 'minor', range: { form: 'personal' } });
  return {
    ...base,
    system: {
      ...base.system,
      description: note(`Sample effect: ${text}`, 'The cryture rules print no such power: this shows how an item’s effect works, not a rule.'),
    },
    effects: [effect],
  };
};
const SAMPLES: ItemSpec[] = [
  passive(
    'Tailwind',
    '+1 Speed (move further each turn, and +1 die to Initiative, Speed + Reflexes) while the combatant has this power. Remove the power and the wind drops.',
    { name: 'Tailwind: +1 Speed', changes: [{ key: 'system.speed', mode: 'add', value: '1' }] },
  ),
  passive(
    'Hardened hide',
    '+2 maximum Health while the combatant has this power. Remove the power and the maximum falls back.',
    { name: 'Hardened hide: +2 max Health', changes: [{ key: 'system.health.max', mode: 'add', value: '2' }] },
  ),
];

const strike = (might = 'Might') =>
  power({
    name: 'Basic Strike',
    range: { form: 'melee', x: 1 },
    check: { kind: 'attack', first: might, second: 'Agility', difficulty: 'Defense' },
    hit: { text: '2 damage per hit', damagePerHit: 2 },
    crit: { text: 'An extra hit', extraHits: 1 },
    basicAttack: true,
  });

type Stats = { Might: number; Agility: number; Focus: number; Defense: number };
interface CombatantInput {
  key: string;
  name: string;
  type: 'cryture-trainer' | 'cryture-npc' | 'cryture-cryture';
  role: ActorSpec['role'];
  speed: number;
  reflexes: number;
  stats: Stats;
  health: number;
  stamina: number;
  mana: number;
  weaknesses?: string;
  resistances?: string;
  /** A cryture's trainer (by kit key) and types. */
  trainer?: string;
  types?: string;
  powers: ItemSpec[];
  text: string;
}

/** The line a combatant's notes show; the test re-derives it (CRY-3: Speed + Reflexes d10s). */
export const combatLine = (c: { speed: number; reflexes: number; health: number }) =>
  `Initiative ${c.speed + c.reflexes}d10 · Move ${c.speed} · Health ${c.health}`;

function combatant(c: CombatantInput): ActorSpec {
  const track = (n: number) => ({ value: n, max: n });
  return {
    key: c.key,
    name: c.name,
    type: c.type,
    role: c.role,
    system: {
      speed: c.speed,
      reflexes: c.reflexes,
      stats: c.stats,
      health: track(c.health),
      stamina: track(c.stamina),
      mana: track(c.mana),
      weaknesses: c.weaknesses ?? '',
      resistances: c.resistances ?? '',
      ...(c.type === 'cryture-cryture'
        ? { trainer: c.trainer ? idsOf('cryture')('actor', c.trainer) : '', types: c.types ?? '' }
        : {}),
      notes: note(c.text, `${combatLine(c)}.`),
    },
    items: c.powers,
  };
}

const S = (Might: number, Agility: number, Focus: number, Defense: number): Stats => ({ Might, Agility, Focus, Defense });

export function crytureKit(): KitSpec {
  const premades = [
    combatant({
      key: 'kaia',
      name: 'Kaia Ember',
      type: 'cryture-trainer',
      role: 'premade',
      speed: 4,
      reflexes: 3,
      stats: S(2, 3, 4, 4),
      health: 30,
      stamina: 4,
      mana: 6,
      powers: [
        strike(),
        power({
          name: 'Rallying Cry',
          action: 'minor',
          cost: { stamina: 1 },
          range: { form: 'personalBlast', y: 2 },
          effect: { text: 'Allies in the blast are Empowered 1.', statuses: [{ status: 'empowered', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'A fire-tamer’s apprentice. Her partner is Cinderling.',
    }),
    combatant({
      key: 'tobin',
      name: 'Tobin Reed',
      type: 'cryture-trainer',
      role: 'premade',
      speed: 3,
      reflexes: 3,
      stats: S(3, 2, 3, 5),
      health: 34,
      stamina: 5,
      mana: 4,
      powers: [
        strike(),
        power({
          name: 'Brace',
          action: 'minor',
          cost: { stamina: 1 },
          range: { form: 'personal' },
          effect: { text: 'Gain 2 Block.', statuses: [{ status: 'block', stacks: 2, to: 'user' }] },
        }),
      ],
      text: 'A fisherman’s son, steady as a river stone. His partner is Pebblehorn.',
    }),
    combatant({
      key: 'mira',
      name: 'Mira Vale',
      type: 'cryture-trainer',
      role: 'premade',
      speed: 5,
      reflexes: 4,
      stats: S(2, 4, 3, 3),
      health: 26,
      stamina: 4,
      mana: 5,
      powers: [
        strike(),
        power({
          name: 'Snare Line',
          type: 'Plant',
          range: { form: 'ranged', x: 4 },
          check: { kind: 'attack', first: 'Agility', second: 'Focus', difficulty: 'Reflexes' },
          hit: { text: 'The target is Slowed', statuses: [{ status: 'slowed', stacks: 1, to: 'target' }] },
          crit: { text: 'Pull the target 1 space', movement: { kind: 'pull', spaces: 1 } },
        }),
      ],
      text: 'A quick-footed ranger. Her partner is Thistlewing.',
    }),
    combatant({
      key: 'ansel',
      name: 'Ansel Grey',
      type: 'cryture-trainer',
      role: 'premade',
      speed: 3,
      reflexes: 2,
      stats: S(1, 2, 5, 4),
      health: 28,
      stamina: 3,
      mana: 7,
      powers: [
        strike(),
        power({
          name: 'Mending Song',
          type: 'Water',
          cost: { mana: 1 },
          range: { form: 'ranged', x: 4 },
          check: { kind: 'roll', first: 'Focus', second: 'Focus', difficulty: 'Reflexes' },
          hit: { text: '2 healing per success', healingPerHit: 2 },
          crit: { text: 'The target is Regenerating', statuses: [{ status: 'regenerating', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'A temple singer who heals with water-song. His partner is Driplet.',
    }),
  ];
  const companion = (key: string, name: string, trainer: string, types: string, stats: Stats, extra: PowerInput, text: string) =>
    combatant({
      key,
      name,
      type: 'cryture-cryture',
      role: 'companion',
      trainer,
      types,
      speed: 5,
      reflexes: 3,
      stats,
      health: 24,
      stamina: 4,
      mana: 4,
      weaknesses: { Fire: 'Water', Stone: 'Plant', Plant: 'Fire', Water: 'Stone' }[types] ?? '',
      resistances: types,
      powers: [strike(), power(extra)],
      text,
    });
  const companions = [
    companion(
      'cinderling',
      'Cinderling',
      'kaia',
      'Fire',
      S(4, 3, 2, 3),
      {
        name: 'Ember Lance',
        type: 'Fire',
        cost: { mana: 1 },
        range: { form: 'ranged', x: 5 },
        check: { kind: 'attack', first: 'Might', second: 'Agility', difficulty: 'Defense' },
        hit: { text: '2 damage per hit', damagePerHit: 2 },
        crit: { text: 'The target is Wounded', statuses: [{ status: 'wounded', stacks: 1, to: 'target' }] },
      },
      'Kaia’s fire cryture.',
    ),
    companion(
      'pebblehorn',
      'Pebblehorn',
      'tobin',
      'Stone',
      S(4, 2, 2, 5),
      {
        name: 'Horn Charge',
        type: 'Stone',
        cost: { stamina: 1 },
        range: { form: 'melee', x: 1 },
        check: { kind: 'attack', first: 'Might', second: 'Might', difficulty: 'Defense' },
        hit: { text: '2 damage per hit; push 1', damagePerHit: 2, movement: { kind: 'push', spaces: 1 } },
        crit: { text: 'The target is Stunned', statuses: [{ status: 'stunned', stacks: 1, to: 'target' }] },
      },
      'Tobin’s stone cryture.',
    ),
    companion(
      'thistlewing',
      'Thistlewing',
      'mira',
      'Plant',
      S(2, 4, 3, 3),
      {
        name: 'Seed Volley',
        type: 'Plant',
        range: { form: 'rangedBlast', x: 5, y: 1 },
        check: { kind: 'attack', first: 'Agility', second: 'Focus', difficulty: 'Reflexes' },
        hit: { text: '1 damage per hit', damagePerHit: 1 },
        crit: { text: 'The target is Softened 1', statuses: [{ status: 'softened', stacks: 1, to: 'target' }] },
      },
      'Mira’s plant cryture.',
    ),
    companion(
      'driplet',
      'Driplet',
      'ansel',
      'Water',
      S(2, 3, 4, 4),
      {
        name: 'Tide Push',
        type: 'Water',
        cost: { mana: 1 },
        range: { form: 'meleeBlast', y: 1 },
        check: { kind: 'attack', first: 'Focus', second: 'Agility', difficulty: 'Defense' },
        hit: { text: '1 damage per hit; push 2', damagePerHit: 1, movement: { kind: 'push', spaces: 2 } },
        crit: { text: 'An extra hit', extraHits: 1 },
      },
      'Ansel’s water cryture.',
    ),
  ];
  const foe = (c: Omit<CombatantInput, 'role'>) => combatant({ ...c, role: 'adversary' });
  const adversaries = [
    foe({
      key: 'sparkmite',
      name: 'Wild Sparkmite',
      type: 'cryture-cryture',
      types: 'Storm',
      speed: 5,
      reflexes: 3,
      stats: S(1, 3, 2, 2),
      health: 10,
      stamina: 2,
      mana: 2,
      weaknesses: 'Stone',
      powers: [strike()],
      text: 'A crackling pest that swarms travellers.',
    }),
    foe({
      key: 'bog-lurker',
      name: 'Bog Lurker',
      type: 'cryture-cryture',
      types: 'Water',
      speed: 2,
      reflexes: 2,
      stats: S(3, 1, 2, 3),
      health: 16,
      stamina: 3,
      mana: 2,
      weaknesses: 'Stone',
      resistances: 'Water',
      powers: [
        strike(),
        power({
          name: 'Mud Grab',
          type: 'Water',
          range: { form: 'melee', x: 2 },
          check: { kind: 'attack', first: 'Might', second: 'Agility', difficulty: 'Defense' },
          hit: { text: '1 damage per hit; pull 1', damagePerHit: 1, movement: { kind: 'pull', spaces: 1 } },
          crit: { text: 'The target is Slowed', statuses: [{ status: 'slowed', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'Waits under the mud for something to step close.',
    }),
    foe({
      key: 'lookout',
      name: 'Poacher Lookout',
      type: 'cryture-npc',
      speed: 4,
      reflexes: 3,
      stats: S(2, 3, 2, 3),
      health: 18,
      stamina: 3,
      mana: 0,
      powers: [
        strike(),
        power({
          name: 'Sling Stone',
          range: { form: 'ranged', x: 6 },
          check: { kind: 'attack', first: 'Agility', second: 'Agility', difficulty: 'Defense' },
          hit: { text: '1 damage per hit', damagePerHit: 1 },
          crit: { text: 'The target is Distracted', statuses: [{ status: 'distracted', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'Keeps watch for the poachers and shouts when trainers come.',
    }),
    foe({
      key: 'pip',
      name: 'Rival Trainer Pip',
      type: 'cryture-npc',
      speed: 4,
      reflexes: 3,
      stats: S(2, 3, 3, 3),
      health: 24,
      stamina: 4,
      mana: 5,
      powers: [strike()],
      text: 'A poacher’s runner with a cryture of his own, Scorchpup.',
    }),
    foe({
      key: 'scorchpup',
      name: 'Scorchpup',
      type: 'cryture-cryture',
      trainer: 'pip',
      types: 'Fire',
      speed: 5,
      reflexes: 3,
      stats: S(3, 3, 2, 3),
      health: 20,
      stamina: 3,
      mana: 3,
      weaknesses: 'Water',
      resistances: 'Fire',
      powers: [
        strike(),
        power({
          name: 'Singe',
          type: 'Fire',
          cost: { mana: 1 },
          range: { form: 'melee', x: 1 },
          check: { kind: 'attack', first: 'Might', second: 'Focus', difficulty: 'Defense' },
          hit: { text: '2 damage per hit', damagePerHit: 2 },
          crit: { text: 'The target is Wounded', statuses: [{ status: 'wounded', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'Pip’s fire cryture.',
    }),
    foe({
      key: 'thornback',
      name: 'Thornback Brute',
      type: 'cryture-cryture',
      types: 'Plant',
      speed: 3,
      reflexes: 2,
      stats: S(5, 2, 2, 5),
      health: 32,
      stamina: 4,
      mana: 2,
      weaknesses: 'Fire',
      resistances: 'Water',
      powers: [
        strike(),
        power({
          name: 'Thorn Hide',
          type: 'Plant',
          action: 'minor',
          cost: { stamina: 1 },
          range: { form: 'personal' },
          effect: { text: 'Gain Hardened 2.', statuses: [{ status: 'hardened', stacks: 2, to: 'user' }] },
        }),
      ],
      text: 'A wild bruiser that guards its thicket.',
    }),
    foe({
      key: 'rook',
      name: 'Poacher Boss Rook',
      type: 'cryture-npc',
      speed: 4,
      reflexes: 4,
      stats: S(3, 4, 4, 4),
      health: 36,
      stamina: 5,
      mana: 6,
      powers: [
        strike(),
        power({
          name: 'Net Gun',
          range: { form: 'ranged', x: 5 },
          cost: { stamina: 1 },
          check: { kind: 'attack', first: 'Agility', second: 'Focus', difficulty: 'Reflexes' },
          hit: { text: 'The target is Slowed and Clumsy', statuses: [{ status: 'slowed', stacks: 1, to: 'target' }, { status: 'clumsy', stacks: 1, to: 'target' }] },
          crit: { text: 'The target is Stunned', statuses: [{ status: 'stunned', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'Leads the poachers; fights beside Stormwing.',
    }),
    foe({
      key: 'stormwing',
      name: 'Stormwing',
      type: 'cryture-cryture',
      trainer: 'rook',
      types: 'Storm',
      speed: 6,
      reflexes: 4,
      stats: S(3, 5, 4, 4),
      health: 34,
      stamina: 4,
      mana: 6,
      weaknesses: 'Stone',
      resistances: 'Storm',
      powers: [
        strike(),
        power({
          name: 'Thunderclap',
          type: 'Storm',
          cost: { mana: 2 },
          range: { form: 'personalBlast', y: 2 },
          check: { kind: 'attack', first: 'Focus', second: 'Agility', difficulty: 'Reflexes' },
          hit: { text: '2 damage per hit; push 1', damagePerHit: 2, movement: { kind: 'push', spaces: 1 } },
          crit: { text: 'The target is Stunned', statuses: [{ status: 'stunned', stacks: 1, to: 'target' }] },
        }),
      ],
      text: 'Rook’s storm cryture.',
    }),
    foe({
      key: 'frostmaw',
      name: 'The Ancient Frostmaw',
      type: 'cryture-cryture',
      types: 'Ice',
      speed: 4,
      reflexes: 4,
      stats: S(6, 3, 5, 6),
      health: 70,
      stamina: 6,
      mana: 8,
      weaknesses: 'Fire',
      resistances: 'Ice, Water',
      powers: [
        strike(),
        power({
          name: 'Glacier Breath',
          type: 'Ice',
          action: 'concentrated',
          cost: { mana: 3 },
          range: { form: 'meleeBlast', y: 2 },
          check: { kind: 'attack', first: 'Focus', second: 'Might', difficulty: 'Reflexes' },
          hit: { text: '3 damage per hit; the target is Slowed', damagePerHit: 3, statuses: [{ status: 'slowed', stacks: 1, to: 'target' }] },
          crit: { text: 'An extra hit; the target is Weakened 1', extraHits: 1, statuses: [{ status: 'weakened', stacks: 1, to: 'target' }] },
        }),
        power({
          name: 'Ice Carapace',
          type: 'Ice',
          action: 'minor',
          cost: { stamina: 2 },
          range: { form: 'personal' },
          effect: { text: 'Gain 3 Block.', statuses: [{ status: 'block', stacks: 3, to: 'user' }] },
        }),
      ],
      text: 'Boss. The old beast of the glacier that the poachers came to catch.',
    }),
  ];
  return {
    ruleset: 'cryture',
    samples: SAMPLES,
    title: TITLE,
    premades,
    companions,
    adversaries,
    encounter: {
      name: 'Poachers at Glass Lake',
      adversaries: ['lookout', 'pip', 'scorchpup', 'rook', 'stormwing', 'frostmaw'],
      situation: [
        'Poachers led by Rook have staked nets across the ice of Glass Lake to trap the Ancient Frostmaw. The trainers arrive as the nets go up.',
        'Pip and his Scorchpup guard the shore path; the Lookout is on the ridge; Rook and Stormwing work the nets.',
      ],
      running: [
        'Everyone rolls initiative: the sum of (Speed + Reflexes) d10s, highest first; ties roll off 1d10. A trainer summons its cryture adjacent to itself as a Major Action; the cryture then takes its own turns.',
        'Each turn: a Major and a Minor Action. Attacks roll the pool of the power’s two stats against the target’s difficulty stat: each die at or above it is a hit, each 10 also triggers Crit.',
        'If the fight lasts three rounds, the Frostmaw breaks the ice and joins the initiative (roll it when it enters).',
      ],
      win: [
        'The poachers flee across the ice; the Frostmaw, freed, returns to the glacier and leaves the trainers be.',
      ],
      lose: [
        'The poachers take the Frostmaw and the trainers’ crytures too, if they can reach them. The trainers wake on the shore; Rook’s camp is a day’s walk north.',
      ],
    },
  };
}
