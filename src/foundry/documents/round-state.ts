/**
 * Per-round state of each combatant — actions and reactions left, opportunity attacks made — kept
 * on its Combat, keyed by combatant id (`flags.manifold.<key>.<combatantId>`). Only a GM may update
 * a Combat, whereas the owner of an actor may write its Combatant (from the console too): what
 * decides what may happen next in the round lives where a player cannot reset it. Every client
 * reads it synchronously; only a GM writes it (a player's spending goes through the GM relay).
 */
import type { UndoRecorder } from '../chat/undo';
import { SYSTEM_ID } from '../settings';

const pathOf = (key: string, id?: string | null) => `flags.${SYSTEM_ID}.${key}${id ? `.${id}` : ''}`;

/**
 * Writes one combatant's entry (a GM only). Through `undo` when given, so a card's Undo gives back
 * that combatant's entry alone, not whatever the others spent since.
 */
export async function writeRoundState(
  combatant: Combatant.Implementation,
  key: string,
  value: object,
  undo?: UndoRecorder,
): Promise<void> {
  const combat = combatant.parent as Combat.Implementation | null;
  if (!combat || !combatant.id) return;
  const data = { [pathOf(key, combatant.id)]: { ...value } };
  if (undo) await undo.update(combat, data);
  else await combat.update(data);
}

/** Writes several combatants' entries in one update (a GM only). */
export async function writeRoundStates(
  combat: Combat.Implementation,
  key: string,
  values: ReadonlyMap<string, object>,
): Promise<void> {
  if (!values.size) return;
  await combat.update(Object.fromEntries([...values].map(([id, value]) => [pathOf(key, id), { ...value }])));
}
