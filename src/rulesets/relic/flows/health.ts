/**
 * Writes the engine's HealthChange as ordinary updates (ALL-2): HP on the actor, conditions as its
 * status effects. Only the conditions the change added or removed are toggled.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import { applyDamage, type HealthChange, type HealthState } from '../rules';
import { oneRoundDamage } from '../settings';
import { stateOf } from '../data/snapshot';

/** The actor's HP and conditions as the engine reads them. */
export function healthOf(actor: Actor.Implementation | null | undefined): HealthState {
  return stateOf(actor)?.health ?? { hp: 0, maxHp: 1, conditions: [] };
}

export async function writeHealth(
  actor: Actor.Implementation,
  change: HealthChange,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<void> {
  const doc = actor as never; // Actor.Implementation: the recorder reads _source, update, statuses, toggleStatusEffect
  if (change.after.hp !== change.before.hp) await undo.update(doc, { 'system.hp.value': change.after.hp });
  for (const condition of change.removed) await undo.toggleStatus(doc, condition, false);
  for (const condition of change.added) await undo.toggleStatus(doc, condition, true);
}

/** §6.2 damage on an actor, read with the world's reading of Unconscious (1 round). */
export function damageChange(actor: Actor.Implementation, amount: number): HealthChange {
  return applyDamage(healthOf(actor), amount, { oneRoundDamage: oneRoundDamage() });
}
