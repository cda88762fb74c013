/**
 * Writes the engine's HealthChange as ordinary updates (ALL-2): HP on the actor, conditions as its
 * status effects. Only the conditions the change added or removed are toggled.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import { applyDamage, type HealthChange, type HealthState } from '../rules';
import { oneRoundDamage } from '../settings';
import { actorStateOf } from '../data/snapshot';

/** The actor's HP and conditions as the engine reads them. */
export function healthOf(actor: Actor.Implementation | null | undefined): HealthState {
  return actorStateOf(actor)?.health ?? { hp: 0, maxHp: 1, conditions: [] };
}

export async function writeHealth(
  actor: Actor.Implementation,
  change: HealthChange,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<void> {
  if (change.after.hp !== change.before.hp) await undo.update(actor, { system: { hp: { value: change.after.hp } } });
  for (const condition of change.removed) await undo.toggleStatus(actor, condition, false);
  for (const condition of change.added) await undo.toggleStatus(actor, condition, true);
}

/** §6.2 damage on an actor, read with the world's reading of Unconscious (1 round). */
export function damageChange(actor: Actor.Implementation, amount: number): HealthChange {
  return applyDamage(healthOf(actor), amount, { oneRoundDamage: oneRoundDamage() });
}
