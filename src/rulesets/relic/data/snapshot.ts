/**
 * Actor → engine snapshot → derived state. The data models call these in prepareDerivedData; they
 * read the worn armor and shield, the disciplines' Synchronizations, the status effects that are
 * relic conditions and the Bulwark surges, and leave every rule to deriveSeeker/deriveAdversary.
 */
import {
  ARMOR_IDS,
  BONUS_KINDS,
  CONDITIONS,
  deriveAdversary,
  deriveSeeker,
  type AdversaryState,
  type ArmorId,
  type BonusKind,
  type ConditionId,
  type RollEffects,
  type SeekerState,
} from '../rules';
import { surgeTotals } from './surges';
import { RELIC_TYPES_OF, relicItemOf } from './types';
import { rollBonusesOf } from './effects';
import { LIMITS } from './choices';

type AnyActor = Actor.Implementation | null | undefined;

/** The relic conditions among an actor's statuses, in the document's order. */
export function conditionsOf(actor: AnyActor): ConditionId[] {
  return CONDITIONS.filter((c) => actor?.statuses.has(c));
}

/** Read loosely: the engine validates every field, and a half-built actor may lack some. */
const sys = (actor: AnyActor): Record<string, unknown> => (actor?.system ?? {}) as Record<string, unknown>;

/** What a seeker carries that the rules read: worn armor, shield, the disciplines' Synchronizations. */
interface Gear {
  armor: ArmorId;
  shield: boolean;
  synchronizations: string[];
}

function gearOf(actor: AnyActor): Gear {
  return gearIn(actor?.items ?? []);
}

/** One pass over a seeker's items: a character's derived data is prepared on every update. */
function gearIn(items: Iterable<Item.Implementation>): Gear {
  const gear: Gear = { armor: 'none', shield: false, synchronizations: [] };
  for (const item of items) {
    // Each item read for its own kind only (the type once): this runs for every item on every update.
    switch (item.type) {
      case RELIC_TYPES_OF.armor: {
        // The equipped armor; the heaviest if several are ticked.
        const armor = relicItemOf(item, 'armor')!.system;
        if (armor.equipped && ARMOR_IDS.indexOf(armor.kind) > ARMOR_IDS.indexOf(gear.armor)) gear.armor = armor.kind;
        break;
      }
      case RELIC_TYPES_OF.shield:
        gear.shield ||= Boolean(relicItemOf(item, 'shield')!.system.equipped);
        break;
      case RELIC_TYPES_OF.discipline:
        for (const type of relicItemOf(item, 'discipline')!.system.synchronized ?? []) gear.synchronizations.push(type);
        break;
    }
  }
  return gear;
}

/** The armor a seeker wears: its equipped armor (the heaviest, if several are ticked). */
export function wornArmor(actor: AnyActor): ArmorId {
  return gearOf(actor).armor;
}

export function shieldWorn(actor: AnyActor): boolean {
  return gearOf(actor).shield;
}

/** The relic types a seeker's disciplines synchronize (§7.3). */
export function synchronizationsOf(actor: AnyActor): string[] {
  return gearOf(actor).synchronizations;
}

/** What both relic actor models derive on every preparation. */
export interface RelicDerived<State> {
  /** What the engine derives (AC, Resistance with surges, armor, synchronizations, health). */
  state: State;
  /** Active Effect bonuses to each kind of roll (read by every roll and its odds). */
  rollBonuses: NonNullable<RollEffects['bonuses']>;
}

/** The effects' bonuses as Foundry left them on the prepared data (all 0 on a half-built actor). */
function bonusesOf(actor: AnyActor): Record<'ac' | 'resistance' | BonusKind, number> {
  const bonuses = (sys(actor).bonuses ?? {}) as Partial<Record<string, unknown>>;
  const read = (key: string) => (typeof bonuses[key] === 'number' ? (bonuses[key] as number) : 0);
  return Object.fromEntries(['ac', 'resistance', ...BONUS_KINDS].map((k) => [k, read(k)])) as Record<
    'ac' | 'resistance' | BonusKind,
    number
  >;
}

/** The derived state (its attributes already changed by Foundry's effect step), and the roll bonuses. */
export function prepareRelicActor<State>(
  actor: Actor.Implementation,
  derive: (actor: Actor.Implementation) => State,
): RelicDerived<State> {
  return { state: derive(actor), rollBonuses: rollBonusesOf(bonusesOf(actor)) };
}

/**
 * AC and Resistance after the derived rules, then the effects' bonuses (a ring of protection adds
 * to the final AC), kept inside their bounds, written onto the state the engine just built.
 */
function withDefenseBonuses<T extends { ac: number; resistance: number }>(state: T, actor: AnyActor): T {
  const { ac, resistance } = bonusesOf(actor);
  state.ac = Math.min(LIMITS.ac, Math.max(0, state.ac + ac));
  state.resistance = Math.min(LIMITS.resistance, Math.max(0, state.resistance + resistance));
  return state;
}

/** The surges a seeker's AC and Resistance add (REL-4). */
const DEFENSE_SURGES = ['ac', 'resistance'] as const;

export function deriveSeekerState(actor: AnyActor): SeekerState {
  const s = sys(actor);
  const gear = gearIn(actor?.items ?? []);
  const state = deriveSeeker({
    id: actor?.uuid ?? '',
    attributes: (s.attributes ?? {}) as Record<string, unknown>,
    level: s.level,
    role: s.role,
    resonance: s.resonance,
    row: s.row,
    armor: gear.armor,
    shield: gear.shield,
    resistance: s.resistance,
    synchronizations: gear.synchronizations,
    bonuses: surgeTotals(actor, DEFENSE_SURGES),
    hp: (s.hp ?? {}) as { value: unknown; max: unknown },
    conditions: conditionsOf(actor),
  });
  return withDefenseBonuses(state, actor);
}

/** The enemy group an adversary's sheet names (REL-6); blank when it stands alone. */
export function groupNameOf(actor: AnyActor): string {
  return String(sys(actor).group ?? '').trim();
}

/** An adversary's group key: its group's name, or its own uuid when it stands alone (REL-6). */
export function groupKeyOf(actor: AnyActor, fallback: string): string {
  return groupNameOf(actor) || fallback;
}

export function deriveAdversaryState(actor: AnyActor): AdversaryState {
  const s = sys(actor);
  const state = deriveAdversary({
    id: actor?.uuid ?? '',
    group: groupKeyOf(actor, actor?.uuid ?? ''),
    attributes: (s.attributes ?? {}) as Record<string, unknown>,
    ac: s.ac,
    resistance: s.resistance,
    hp: (s.hp ?? {}) as { value: unknown; max: unknown },
    conditions: conditionsOf(actor),
  });
  return withDefenseBonuses(state, actor);
}

/** The derived state of any relic actor (null for other actors). */
export function actorStateOf(actor: AnyActor): SeekerState | AdversaryState | null {
  const state = (sys(actor) as { state?: SeekerState | AdversaryState }).state;
  return state ?? null;
}
