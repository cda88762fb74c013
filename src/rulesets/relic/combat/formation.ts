/**
 * REL-8 formation, computed from the world: the party is the seekers in the active combat (or,
 * out of combat, every seeker with a player owner), and the forced-movement marks are the combat's
 * for this round. Nothing here decides a rule; formationState does.
 */
import { SYSTEM_ID } from '../../../foundry/settings';
import { formationState, type FormationState, type HealthState } from '../rules';
import { conditionsOf, stateOf } from '../data/snapshot';
import { isSeeker } from '../data/types';

export const DISPLACED_FLAG = 'relicDisplaced';

export interface DisplacedMark {
  round: number;
  ids: string[];
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
  const mark = combat?.getFlag(SYSTEM_ID, DISPLACED_FLAG) as DisplacedMark | undefined;
  return mark && mark.round === combat?.round && Array.isArray(mark.ids) ? mark.ids.map(String) : [];
}

/** Marks (or clears) a seeker as forcibly displaced this round. GM only: it writes the combat. */
export async function setDisplaced(
  combat: Combat.Implementation,
  actorUuid: string,
  displaced: boolean,
): Promise<void> {
  const ids = new Set(displacedThisRound(combat));
  if (displaced) ids.add(actorUuid);
  else ids.delete(actorUuid);
  await combat.setFlag(SYSTEM_ID, DISPLACED_FLAG, { round: combat.round, ids: [...ids] });
}

export interface PartyFormation {
  state: FormationState;
  members: Actor.Implementation[];
  displaced: string[];
}

/** The party's formation now: broken when the frontline is empty, down, or displaced this round. */
export function currentFormation(): PartyFormation {
  const members = partySeekers();
  const displaced = displacedThisRound();
  const frontlineDisplaced = members.some(
    (m) => displaced.includes(m.uuid) && (stateOf(m) as { row?: string } | null)?.row === 'frontline',
  );
  const state = formationState(
    members.map((m) => ({
      id: m.uuid,
      row: (stateOf(m) as { row?: string } | null)?.row,
      conditions: conditionsOf(m),
    })),
    frontlineDisplaced,
  );
  return { state, members, displaced };
}

/** The party as Restoration Surge reads it: each seeker's row and health now. */
export function partySnapshot(): { id: string; row: string; health: HealthState }[] {
  return partySeekers().map((p) => ({
    id: p.uuid,
    row: (stateOf(p) as { row?: string } | null)?.row ?? '',
    health: stateOf(p)?.health ?? { hp: 0, maxHp: 1, conditions: [] },
  }));
}
