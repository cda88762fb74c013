/**
 * Actor → engine snapshot → derived state. The data models call these in prepareDerivedData; they
 * read the worn armor and shield, the disciplines' Synchronizations, the status effects that are
 * relic conditions and the Bulwark surges, and leave every rule to deriveSeeker/deriveAdversary.
 */
import {
  CONDITIONS,
  deriveAdversary,
  deriveSeeker,
  type AdversaryState,
  type ConditionId,
  type SeekerState,
} from '../rules';
import { surgesOn } from '../flows/surges';
import { RELIC_TYPES_OF, typeOf } from './types';

type AnyActor = Actor.Implementation | null | undefined;

/** The relic conditions among an actor's statuses, in the document's order. */
export function conditionsOf(actor: AnyActor): ConditionId[] {
  const statuses = (actor as unknown as { statuses?: Set<string> } | null)?.statuses;
  return CONDITIONS.filter((c) => statuses?.has(c));
}

const sys = (actor: AnyActor) =>
  ((actor as unknown as { system?: Record<string, unknown> })?.system ?? {}) as Record<string, unknown>;

const ARMOR_ORDER = ['none', 'light', 'medium', 'heavy'] as const;
type ArmorKind = (typeof ARMOR_ORDER)[number];

/** What a seeker carries that the rules read: worn armor, shield, the disciplines' Synchronizations. */
interface Gear {
  armor: ArmorKind;
  shield: boolean;
  synchronizations: string[];
}

/** One pass over a seeker's items: a character's derived data is prepared on every update. */
function gearOf(actor: AnyActor): Gear {
  const gear: Gear = { armor: 'none', shield: false, synchronizations: [] };
  for (const item of (actor?.items ?? []) as Iterable<{ type?: unknown; system: Record<string, unknown> }>) {
    const type = typeOf(item);
    const system = item.system;
    if (type === RELIC_TYPES_OF.armor) {
      // The equipped armor; the heaviest if several are ticked.
      const kind = ARMOR_ORDER.find((k) => k === system.kind) ?? 'none';
      if (system.equipped && ARMOR_ORDER.indexOf(kind) > ARMOR_ORDER.indexOf(gear.armor)) gear.armor = kind;
    } else if (type === RELIC_TYPES_OF.shield) {
      gear.shield ||= !!system.equipped;
    } else if (type === RELIC_TYPES_OF.discipline) {
      gear.synchronizations.push(...((system.synchronized as string[] | undefined) ?? []));
    }
  }
  return gear;
}

/** The armor a seeker wears: its equipped armor (the heaviest, if several are ticked). */
export function wornArmor(actor: AnyActor): ArmorKind {
  return gearOf(actor).armor;
}

export function shieldWorn(actor: AnyActor): boolean {
  return gearOf(actor).shield;
}

/** The relic types a seeker's disciplines synchronize (§7.3). */
export function synchronizationsOf(actor: AnyActor): string[] {
  return gearOf(actor).synchronizations;
}

export function deriveSeekerState(actor: AnyActor): SeekerState {
  const s = sys(actor);
  const gear = gearOf(actor);
  const surges = surgesOn(actor);
  const bonus = (kind: 'ac' | 'resistance') => surges.reduce((sum, x) => sum + (x.kind === kind ? x.value : 0), 0);
  return deriveSeeker({
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
    bonuses: { ac: bonus('ac'), resistance: bonus('resistance') },
    hp: (s.hp ?? {}) as { value: unknown; max: unknown },
    conditions: conditionsOf(actor),
  });
}

/** An adversary's group key: its group's name, or its own uuid when it stands alone (REL-6). */
export function groupKeyOf(actor: AnyActor, fallback: string): string {
  const group = String(sys(actor).group ?? '').trim();
  return group || fallback;
}

export function deriveAdversaryState(actor: AnyActor): AdversaryState {
  const s = sys(actor);
  return deriveAdversary({
    id: actor?.uuid ?? '',
    group: groupKeyOf(actor, actor?.uuid ?? ''),
    attributes: (s.attributes ?? {}) as Record<string, unknown>,
    ac: s.ac,
    resistance: s.resistance,
    hp: (s.hp ?? {}) as { value: unknown; max: unknown },
    conditions: conditionsOf(actor),
  });
}

/** The derived state of any relic actor (null for other actors). */
export function stateOf(actor: AnyActor): SeekerState | AdversaryState | null {
  const state = (sys(actor) as { state?: SeekerState | AdversaryState }).state;
  return state ?? null;
}
