/** A combatant as REL-6's order reads it: a seeker's chosen place, or its enemy group's roll. */
import { SYSTEM_ID } from '../../../foundry/settings';
import { groupKeyOf } from '../data/snapshot';
import { isSeeker } from '../data/types';
import type { TurnSlot } from '../rules';

export const RANK_FLAG = 'relicRank';

const initiativeOf = (c: Combatant.Implementation): number | null =>
  typeof c.initiative === 'number' && Number.isFinite(c.initiative) ? c.initiative : null;

/** The enemy group a combatant belongs to: its adversary's group, or itself alone. */
export function groupOf(c: Combatant.Implementation): string {
  return groupKeyOf(c.actor as Actor.Implementation | null, `solo:${c.id}`);
}

export function slotOf(c: Combatant.Implementation): TurnSlot {
  if (isSeeker(c.actor)) return { kind: 'seeker', id: String(c.id), order: initiativeOf(c) };
  const rank = Number(c.getFlag(SYSTEM_ID, RANK_FLAG)) || 0;
  return { kind: 'enemyGroup', id: String(c.id), group: groupOf(c), total: initiativeOf(c), rank };
}
