/**
 * A spell's duration die (CD-8: it counts down like any countdown die). A cast that succeeds
 * starts the spell at its duration die; triggered, the die steps down on a 1, and once exhausted
 * the spell ends. A spell that gives light (the Light spell, near) lights the party while it runs,
 * so starting it ends a party's darkness and its end may leave the party out of light.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { DieSize } from '../rules';
import { TYPES, type SpellSystem } from '../data/types';
import { reportLight } from './light';

export type DurationSpell = Item.Implementation & { system: SpellSystem };

export function isSpell(item: unknown): item is DurationSpell {
  return (item as { type?: string } | null)?.type === TYPES.spell;
}

/** Running: cast, and its duration die not yet exhausted. */
export function isRunning(spell: DurationSpell): boolean {
  return spell.system.running > 0;
}

/** A successful cast: the spell runs from its full duration die (a recast starts it again). */
export async function startSpell(spell: DurationSpell): Promise<boolean> {
  if (!(spell.system.duration > 0)) return false;
  await spell.update({ system: { running: spell.system.duration } });
  if (spell.system.light) await reportLight('lit');
  return true;
}

/** Stores the duration die's new size; exhausted, the spell ends (and its light goes out, CD-8). */
export async function applyDurationTrigger(
  spell: DurationSpell,
  die: DieSize | null,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<void> {
  const wentOut = die === null && !!spell.system.light && isRunning(spell);
  await undo.update(spell, { system: { running: die ?? 0 } });
  if (wentOut) await reportLight('out');
}

/** The caster ends the spell early (its light goes out with it). */
export async function endSpell(spell: DurationSpell): Promise<void> {
  if (isRunning(spell)) await applyDurationTrigger(spell, null);
}
