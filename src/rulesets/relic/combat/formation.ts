/**
 * REL-8 formation, computed from the world: the party is the seekers in the active combat (or,
 * out of combat, every seeker with a player owner), and the forced-movement marks are the combat's
 * for this round. REL-9: the moment it last broke is kept on the combat (the active GM writes it
 * whenever a seeker, a mark or the turn changes), so the +1 runs one round from the break.
 * Nothing here decides a rule; formationState does.
 */
import { SYSTEM_ID } from '../../../foundry/settings';
import { formationState, type CombatMoment, type FormationState, type HealthState } from '../rules';
import { conditionsOf, actorStateOf } from '../data/snapshot';
import { isSeeker } from '../data/types';

export const DISPLACED_FLAG = 'relicDisplaced';
/** REL-9 the formation record (broken, and when it last broke) on the combat. */
export const FORMATION_FLAG = 'relicFormation';

export interface DisplacedMark {
  round: number;
  ids: string[];
  /** Those of `ids` who stood in the frontline when marked: moved to the Backline, they still break it (REL-9). */
  front?: string[];
}

/** A seeker's row now (undefined for an adversary). */
export const rowOf = (actor: Actor.Implementation | null | undefined) =>
  (actorStateOf(actor) as { row?: string } | null)?.row;

function markOf(combat: Combat.Implementation | null | undefined): DisplacedMark | null {
  const mark = combat?.getFlag(SYSTEM_ID, DISPLACED_FLAG);
  return mark && mark.round === combat?.round && Array.isArray(mark.ids) ? mark : null;
}

/** The seekers whose formation it is. */
export function partySeekers(): Actor.Implementation[] {
  const combat = game.combat;
  if (combat) {
    const inCombat = combat.combatants
      .map((c) => c.actor as Actor.Implementation | null)
      .filter((a): a is Actor.Implementation => Boolean(a) && isSeeker(a));
    return [...new Map(inCombat.map((a) => [a.uuid, a])).values()];
  }
  const all = (game.actors?.contents ?? []) as Actor.Implementation[];
  const seekers = all.filter((a) => isSeeker(a));
  const played = seekers.filter((a) => a.hasPlayerOwner);
  return played.length ? played : seekers;
}

/** The seekers a forced-movement effect displaced this round (REL-8), by actor uuid. */
export function displacedThisRound(combat: Combat.Implementation | null | undefined = game.combat): string[] {
  return markOf(combat)?.ids.map(String) ?? [];
}

/** The displaced seekers who were frontliners when marked (REL-9: the GM may since have moved them back). */
function displacedFromFront(combat: Combat.Implementation | null | undefined): string[] {
  const front = markOf(combat)?.front;
  return Array.isArray(front) ? front.map(String) : [];
}

/** Marks (or clears) a seeker as forcibly displaced this round. GM only: it writes the combat. */
export async function setDisplaced(
  combat: Combat.Implementation,
  actorUuid: string,
  displaced: boolean,
): Promise<void> {
  const ids = new Set(displacedThisRound(combat));
  const front = new Set(displacedFromFront(combat));
  if (displaced) {
    ids.add(actorUuid);
    const seeker = partySeekers().find((a) => a.uuid === actorUuid);
    if (seeker && rowOf(seeker) === 'frontline') front.add(actorUuid);
  } else {
    ids.delete(actorUuid);
    front.delete(actorUuid);
  }
  const mark: DisplacedMark = { round: combat.round ?? 0, ids: [...ids], front: [...front] };
  await combat.setFlag(SYSTEM_ID, DISPLACED_FLAG, mark);
}

/** Where the combat stands: its round and the turn within it (REL-9). */
export function combatMoment(combat: Combat.Implementation): CombatMoment {
  return { round: combat.round ?? 0, turn: combat.turn ?? 0 };
}

export interface PartyFormation {
  state: FormationState;
  members: Actor.Implementation[];
  displaced: string[];
}

/**
 * The party's formation now: broken when the frontline is empty, down, or displaced this round
 * (also when the GM has since moved the displaced frontliner to the Backline, REL-9). In combat
 * the +1 follows the kept record (REL-9); `state.record` is the record to keep.
 */
export function currentFormation(combat: Combat.Implementation | null | undefined = game.combat): PartyFormation {
  const members = partySeekers();
  const displaced = displacedThisRound(combat);
  const front = displacedFromFront(combat);
  const frontlineDisplaced = members.some(
    (m) => displaced.includes(m.uuid) && (front.includes(m.uuid) || rowOf(m) === 'frontline'),
  );
  // A combat counts its rounds once started (round 1 on); before that, no clock: the +1 holds while broken.
  const clock =
    combat && (combat.round ?? 0) > 0
      ? { previous: combat.getFlag(SYSTEM_ID, FORMATION_FLAG), now: combatMoment(combat) }
      : undefined;
  const state = formationState(
    members.map((m) => ({ id: m.uuid, row: rowOf(m), conditions: conditionsOf(m) })),
    frontlineDisplaced,
    clock,
  );
  return { state, members, displaced };
}

/**
 * REL-9 keeps the record of the formation on the active combat: the active GM calls it after
 * anything that may break or restore it (a seeker's update, a mark, a turn). Writes only a change.
 */
export async function keepFormationRecord(combat: Combat.Implementation | null | undefined = game.combat) {
  if (!combat || !((combat.round ?? 0) > 0) || !game.user?.isActiveGM) return;
  const { record } = currentFormation(combat).state;
  const stored = combat.getFlag(SYSTEM_ID, FORMATION_FLAG);
  if (!record || JSON.stringify(stored ?? null) === JSON.stringify(record)) return;
  await combat.setFlag(SYSTEM_ID, FORMATION_FLAG, record);
}

/** The party as Restoration Surge reads it: each seeker's row and health now. */
export function partySnapshot(): { id: string; row: string; health: HealthState }[] {
  return partySeekers().map((p) => ({
    id: p.uuid,
    row: rowOf(p) ?? '',
    health: actorStateOf(p)?.health ?? { hp: 0, maxHp: 1, conditions: [] },
  }));
}
