/** Applying the engine's condition changes to an actor's effects (the conditions are read in data/conditions.ts). */
import type { UndoRecorder } from '../../../foundry/chat/undo';
import { isBracketed, type ConditionChanges, type ConditionId } from '../rules';
import { conditionsOf, effectData } from '../data/conditions';

/**
 * Applies the engine's ConditionChanges as ordinary document changes (ALL-2): every effect of a
 * removed id goes, then each added condition is created unless a plain one is already there.
 */
export async function applyConditionChanges(
  actor: Actor.Implementation,
  changes: ConditionChanges,
  describe: (id: ConditionId) => { name: string; img: string },
  undo?: UndoRecorder,
): Promise<void> {
  const remove = new Set<string>(changes.remove);
  const doomed = actor.effects.filter((e) => [...e.statuses].some((s) => remove.has(s))).map((e) => e.id!);
  if (doomed.length) {
    if (undo) await undo.deleteEffects(actor, doomed);
    else await actor.deleteEmbeddedDocuments('ActiveEffect', doomed);
  }
  const present = new Set(conditionsOf(actor).map((c) => c.id));
  const add = changes.add.filter((c) => isBracketed(c.id) || !present.has(c.id));
  if (add.length) {
    const data = add.map((c) => {
      const { name, img } = describe(c.id);
      return effectData(c, name, img);
    });
    if (undo) await undo.createEffects(actor, data);
    else await actor.createEmbeddedDocuments('ActiveEffect', data);
  }
}
