import { refuse, type Refusal } from './i18n';
import { cellKey, isAdjacent, type Footprint, type Metric } from './grid';
import { readTrack, type CombatantSnapshot } from './snapshot';
import { MANA_PER_TRANSFER } from './tables';

/**
 * CRY-6: crytures are their own actors linked to a trainer. The trainer's sheet offers Summon
 * (Major: place the token adjacent to the trainer), Recall (Minor: remove it) and Transfer Mana
 * (Minor: 1 Mana from trainer to a summoned cryture). These check legality and say what changes;
 * the action itself is spent with spendBasicAction.
 */
type Trainer = Pick<CombatantSnapshot, 'id' | 'mana'>;
type Cryture = Pick<CombatantSnapshot, 'id' | 'kind' | 'trainerId' | 'summoned' | 'mana'>;

/** The cryture belongs to this trainer (CRY-6). */
function linked(trainer: Trainer, cryture: Cryture): Refusal | null {
  if (cryture.kind !== 'cryture') return refuse('notACryture');
  if (!cryture.trainerId || cryture.trainerId !== trainer.id) return refuse('notLinked');
  return null;
}

/** Summon: a linked cryture not on the scene, placed on free cells adjacent to the trainer. */
export function checkSummon(request: {
  trainer: Trainer & { cells: Footprint };
  cryture: Cryture;
  place: Footprint;
  /** Cells other tokens or walls already take. */
  occupied: Footprint;
  /** How the scene counts spaces (adjacent on its grid). */
  metric?: Metric;
}): { ok: true } | Refusal {
  const { trainer, cryture, place } = request;
  const link = linked(trainer, cryture);
  if (link) return link;
  if (cryture.summoned) return refuse('alreadySummoned');
  if (place.length === 0) return refuse('notPlaced');
  const taken = new Set([...request.occupied, ...trainer.cells].map(cellKey));
  if (place.some((c) => taken.has(cellKey(c)))) return refuse('occupied');
  if (!isAdjacent(trainer.cells, place, request.metric)) return refuse('notAdjacent');
  return { ok: true };
}

/** Recall: a linked cryture that is on the scene. */
export function checkRecall(request: { trainer: Trainer; cryture: Cryture }): { ok: true } | Refusal {
  return linked(request.trainer, request.cryture) ?? (request.cryture.summoned ? { ok: true } : refuse('notSummoned'));
}

/**
 * Transfer Mana: 1 Mana from the trainer to a linked, summoned cryture. Refused when the trainer
 * has none or the cryture's Mana is already at its maximum (the Mana would be lost).
 */
export function transferMana(request: {
  trainer: Trainer;
  cryture: Cryture;
}): { ok: true; trainerMana: number; crytureMana: number } | Refusal {
  const onScene = checkRecall(request); // "a cryture you've summoned": linked and on the scene
  if (!onScene.ok) return onScene;
  const from = readTrack(request.trainer.mana);
  const to = readTrack(request.cryture.mana);
  if (from.value < MANA_PER_TRANSFER) return refuse('noMana');
  if (to.value + MANA_PER_TRANSFER > to.max) return refuse('manaFull');
  return { ok: true, trainerMana: from.value - MANA_PER_TRANSFER, crytureMana: to.value + MANA_PER_TRANSFER };
}
