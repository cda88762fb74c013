/**
 * §3.1 "Determine Surprise": the GM marks who is surprised (a combat flag); in round 1 their turns
 * are skipped while the world setting says so (the document does not say what surprise does).
 */
import { SYSTEM_ID } from '../../../foundry/settings';

export const SURPRISE_FLAG = 'relicSurprised';

export function surprisedIds(combat: Combat.Implementation | null | undefined): string[] {
  const ids = combat?.getFlag(SYSTEM_ID, SURPRISE_FLAG) as unknown;
  return Array.isArray(ids) ? ids.map(String) : [];
}

export function isSurprised(combat: Combat.Implementation | null | undefined, combatantId: string): boolean {
  return surprisedIds(combat).includes(combatantId);
}

export async function toggleSurprised(combat: Combat.Implementation, combatantId: string): Promise<void> {
  const ids = new Set(surprisedIds(combat));
  if (ids.has(combatantId)) ids.delete(combatantId);
  else ids.add(combatantId);
  await combat.setFlag(SYSTEM_ID, SURPRISE_FLAG, [...ids]);
}

/** The surprise round is round 1: a surprised combatant's turn there is skipped. */
export function skipsTurn(combat: Combat.Implementation, combatantId: string, skipSetting: boolean): boolean {
  return skipSetting && combat.round === 1 && isSurprised(combat, combatantId);
}
