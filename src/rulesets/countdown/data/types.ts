/**
 * The stored shapes of the countdown documents' `system` data, as plain interfaces: the glue
 * reads documents through these (the models' schemas define and bound them).
 */
import type {
  AncestryId,
  ClockSegments,
  BackgroundId,
  BeastkinAspect,
  ClassId,
  DangerLevel,
  MonsterPriority,
  MonsterZone,
  SkillId,
  StatId,
  UseId,
  VitalStatus,
  WeaponProperty,
  WeaponTag,
} from '../rules';

export const TYPES = {
  character: 'countdown-character',
  monster: 'countdown-monster',
  weapon: 'countdown-weapon',
  armor: 'countdown-armor',
  shield: 'countdown-shield',
  gear: 'countdown-gear',
  spell: 'countdown-spell',
  class: 'countdown-class',
  ancestry: 'countdown-ancestry',
  background: 'countdown-background',
} as const;

export type Cost = { amount: number; unit: 'gp' | 'sp' | 'cp' };
export type Amount = { count: number; faces: number; bonus: number };

interface Common {
  catalogueId: string;
  notes: string;
}
interface Carried {
  quantity: number;
  slots: number;
  cost: Cost;
}

export interface WeaponSystem extends Common, Carried {
  damage: number;
  versatileDamage: number;
  range: Record<'close' | 'near' | 'far', boolean>;
  properties: Record<WeaponProperty, boolean>;
  tags: Record<WeaponTag, boolean>;
  equipped: boolean;
  loaded: boolean;
}

export interface ArmorSystem extends Common, Carried {
  armor: number;
  light: boolean;
  disadvantage: Record<'stealth' | 'acrobatics', boolean>;
  cannotSwim: boolean;
  worn: boolean;
}

export interface ShieldSystem extends Common, Carried {
  armor: number;
  equipped: boolean;
}

export type ResourceId = 'torch' | 'lantern' | 'rations' | 'ammunition' | 'spellComponents' | 'morale' | 'custom';

export interface GearSystem extends Common, Carried {
  bundle: number;
  ammunition: '' | 'arrows' | 'bolts';
  backpack: boolean;
  uses: { value: number; max: number };
  heal: Amount;
  countdown: { enabled: boolean; die: number; resource: ResourceId; onTurn: boolean };
  light: '' | 'near' | 'far';
  lit: boolean;
  kit: '' | 'crawlingKit';
}

export interface SpellSystem extends Common {
  list: 'invoker' | 'seer';
  tier: number;
  requiresComponents: boolean;
  duration: number;
  light: '' | 'near' | 'far';
  running: number;
  placeholder: boolean;
}

export interface ClassSystem extends Common {
  classId: ClassId;
}
export interface AncestrySystem extends Common {
  ancestryId: AncestryId;
  aspect: '' | BeastkinAspect;
}
export interface BackgroundSystem extends Common {
  backgroundId: BackgroundId;
}

export type SkillSource = '' | 'class' | 'classChoice' | 'background' | 'ancestry' | 'levelUp' | 'chosen';

export interface CharacterSystem {
  stats: Record<StatId, number>;
  skills: Record<SkillId, { trained: boolean; source: SkillSource }>;
  hp: { value: number; max: number };
  vitals: { status: VitalStatus; deathClock: number; cause: '' | 'deathClock' | 'massiveDamage' };
  level: number;
  milestones: number;
  uses: Record<UseId, boolean>;
  armorBonus: number;
  shieldWall: boolean;
  spellSlots: { value: number; max: number };
  currency: { gp: number; sp: number; cp: number };
  talents: string[];
  languages: string;
  creation: { method: '' | 'roll' | 'array'; pool: number[]; done: boolean; hpRolled: boolean };
  notes: string;
}

export interface MonsterSystem {
  hp: { value: number; max: number };
  armor: number;
  damage: Amount;
  reflex: number;
  zone: MonsterZone;
  priority: MonsterPriority;
  weakness: string;
  moraleImmune: boolean;
  darkvision: boolean;
  notes: string;
}

/** What the GM's world panel stores (a world setting). */
export interface TrackerState {
  clocks: {
    id: string;
    name: string;
    segments: ClockSegments;
    filled: number;
    polarity: 'positive' | 'negative';
    hidden: boolean;
  }[];
  portents: { id: string; name: string; level: number; hidden: boolean }[];
  exploration: { turn: number; sinceCheck: number; danger: DangerLevel; unit: 'turn' | 'hour'; hoursToday?: number };
  light: 'bright' | 'dim' | 'dark';
  /** CD-8: the party's last lit source ran out (until a source is lit or the GM sets the light). */
  outOfLight?: boolean;
}
