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
import { surgeTotal } from './effects';
import { itemsOf } from './types';

type AnyActor = Actor.Implementation | null | undefined;

/** The relic conditions among an actor's statuses, in the document's order. */
export function conditionsOf(actor: AnyActor): ConditionId[] {
  const statuses = (actor as unknown as { statuses?: Set<string> } | null)?.statuses;
  return CONDITIONS.filter((c) => statuses?.has(c));
}

const sys = (actor: AnyActor) =>
  ((actor as unknown as { system?: Record<string, unknown> })?.system ?? {}) as Record<string, unknown>;

/** The armor a seeker wears: its equipped armor (the heaviest, if several are ticked). */
export function wornArmor(actor: AnyActor): 'none' | 'light' | 'medium' | 'heavy' {
  const order = ['none', 'light', 'medium', 'heavy'] as const;
  let worn: (typeof order)[number] = 'none';
  for (const armor of itemsOf<{ kind: string; equipped: boolean }>(actor as never, 'armor')) {
    const kind = order.find((k) => k === armor.system.kind) ?? 'none';
    if (armor.system.equipped && order.indexOf(kind) > order.indexOf(worn)) worn = kind;
  }
  return worn;
}

export function shieldWorn(actor: AnyActor): boolean {
  return itemsOf<{ equipped: boolean }>(actor as never, 'shield').some((s) => s.system.equipped);
}

/** The relic types a seeker's disciplines synchronize (§7.3). */
export function synchronizationsOf(actor: AnyActor): string[] {
  return itemsOf<{ synchronized: string[] }>(actor as never, 'discipline').flatMap((d) => d.system.synchronized ?? []);
}

export function deriveSeekerState(actor: AnyActor): SeekerState {
  const s = sys(actor);
  return deriveSeeker({
    id: actor?.uuid ?? '',
    attributes: (s.attributes ?? {}) as Record<string, unknown>,
    level: s.level,
    role: s.role,
    resonance: s.resonance,
    row: s.row,
    armor: wornArmor(actor),
    shield: shieldWorn(actor),
    resistance: s.resistance,
    synchronizations: synchronizationsOf(actor),
    bonuses: { ac: surgeTotal(actor, 'ac'), resistance: surgeTotal(actor, 'resistance') },
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
