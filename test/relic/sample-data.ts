/** The documents the relic gallery and its glue tests share: a full party member, an enemy, each item type. */
import { SURGE_ICONS } from '../../src/rulesets/relic/data/surges';

export const STRAIN_SAMPLE = {
  face1: { kind: 'damage', text: 'The lens flares: 2 damage to you.' },
  face2: { kind: 'damage', text: 'Heat bleeds back: 1 damage to you.' },
  face3: { kind: 'minorCondition', text: 'Blinding glare: you are Disoriented.' },
  face4: { kind: 'lockout', text: 'The glass clouds over until your next rest.' },
  face5: { kind: 'arcDamage', text: 'Sparks leap to an ally beside you: 2 damage.' },
  face6: { kind: 'unknown', text: '' },
};

export const EMBERGLASS = {
  name: 'Emberglass Lens',
  type: 'relic-relic',
  system: {
    relicType: 'combat',
    attribute: 'int',
    tiers: {
      criticalSuccess: { text: 'A lance of light: 2d8 fire damage to one enemy, and it is Blinded.', heal: 0 },
      success: { text: 'A lance of light: 2d8 fire damage to one enemy.', heal: 0 },
      partial: { text: 'A flicker: 1d8 fire damage, and roll on the strain table.', heal: 0 },
      criticalFailure: { text: 'The lens burns your hand.', heal: 0 },
    },
    strain: STRAIN_SAMPLE,
    description: '<p>A disc of amber glass that drinks in sunlight and gives it back all at once.</p>',
  },
};

export const MENDING_THREAD = {
  name: 'Mending Thread',
  type: 'relic-relic',
  system: {
    relicType: 'support',
    attribute: 'wis',
    tiers: {
      criticalSuccess: { text: 'The wound closes entirely.', heal: 5 },
      success: { text: 'Stitches of light close the wound.', heal: 3 },
      partial: { text: 'The bleeding slows.', heal: 1 },
      criticalFailure: { text: 'The thread snaps back.', heal: 0 },
    },
    strain: STRAIN_SAMPLE,
  },
};

export const WARDSTONE = {
  name: 'Wardstone',
  type: 'relic-relic',
  system: { relicType: 'glyph', attribute: 'int', locked: true, strain: STRAIN_SAMPLE },
};

export const PATH_OF_EMBERS = {
  name: 'Path of Embers',
  type: 'relic-discipline',
  system: {
    slots: 2,
    synchronizations: { combat: true, glyph: true },
    description: '<p>Wardens of the old fire-roads.</p>',
  },
};

export const LONGSWORD = { name: 'Longsword', type: 'relic-weapon', system: { tag: 'heavy', weaponClass: 'martial' } };
export const SHORTBOW = { name: 'Shortbow', type: 'relic-weapon', system: { tag: 'ranged', weaponClass: 'light' } };
export const CHAIN_COAT = { name: 'Chain coat', type: 'relic-armor', system: { kind: 'medium', equipped: true } };
export const PLATE = { name: 'Old plate', type: 'relic-armor', system: { kind: 'heavy', equipped: false } };
export const BUCKLER = { name: 'Buckler', type: 'relic-shield', system: { equipped: true } };
export const TWILIGHT_HEALER = { name: 'Twilight Healer', type: 'relic-feature', system: { aid: 'twilightHealer' } };
export const SWIFT_AID = { name: 'Swift Aid', type: 'relic-feature', system: { aid: 'swiftAid' } };
export const LAY_ON_HANDS = { name: 'Ember Touch', type: 'relic-feature', system: { heal: 3 } };

export const OREN = {
  name: 'Oren Vale',
  type: 'relic-seeker',
  system: {
    attributes: { fit: 3, dex: 1, wis: 2, int: 1 },
    hp: { value: 9, max: 14 },
    level: 3,
    role: 'frontline',
    resonance: 3,
    row: 'frontline',
    resistance: 1,
    notes: '<p>Sworn to the Path of Embers. Owes the ferryman at Lowmere a favour.</p>',
  },
  items: [
    LONGSWORD,
    SHORTBOW,
    CHAIN_COAT,
    PLATE,
    BUCKLER,
    EMBERGLASS,
    MENDING_THREAD,
    WARDSTONE,
    PATH_OF_EMBERS,
    TWILIGHT_HEALER,
    SWIFT_AID,
    LAY_ON_HANDS,
  ],
  effects: [
    { name: 'Poisoned', statuses: ['poisoned'] },
    { name: 'Bleeding', statuses: ['bleeding'] },
    {
      name: 'Bulwark Surge: AC bonus 2',
      img: SURGE_ICONS.ac,
      statuses: [],
      flags: { manifold: { relicSurge: { kind: 'ac', surge: 'bulwark', value: 2, burnerUuid: 'Actor.oren' } } },
    },
    {
      name: 'Bulwark Surge: Resistance bonus 2',
      img: SURGE_ICONS.resistance,
      statuses: [],
      flags: { manifold: { relicSurge: { kind: 'resistance', surge: 'bulwark', value: 2, burnerUuid: 'Actor.oren' } } },
    },
  ],
};

export const ASH_WOLF = {
  name: 'Ash Wolf',
  type: 'relic-adversary',
  system: {
    attributes: { fit: 2, dex: 3, wis: 1, int: -1 },
    hp: { value: 7, max: 11 },
    ac: 14,
    resistance: 1,
    group: 'Ash Wolves',
    notes: '<p>Hunts in threes along the burnt ridge. Flees when its pack leader falls.</p>',
  },
  items: [{ name: 'Bite', type: 'relic-weapon', system: { tag: 'finesse', weaponClass: 'martial' } }],
  effects: [
    { name: 'Bleeding', statuses: ['bleeding'] },
    {
      name: 'Disruption Surge: −2',
      img: SURGE_ICONS.disruption,
      statuses: [],
      flags: {
        manifold: { relicSurge: { kind: 'disruption', surge: 'disruption', value: 2, burnerUuid: 'Actor.mira' } },
      },
    },
  ],
};
