/**
 * The "Apply" button of a power's card, run by the GM: each target is settled again with the Block
 * it has now and spends it (CRY-4), takes damage or healing and its statuses (negation, caps,
 * durations), is pushed or pulled on the scene (3 damage per space a push is short); then the user
 * takes Clumsy damage (CRY-5) and its own statuses. Everything is an ordinary document update
 * (ALL-2), and a follow-up card states what changed.
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import {
  applyAttack,
  applyDamage,
  readTrack,
  statusKey,
  type CombatantState,
  type StatusChange,
  crytureKey,
} from '../rules';
import type { CrytureAttackRoll } from '../dice/attack-roll';
import { Board } from '../canvas/board';
import { carryOutForcedMoves, type ForcedMoveReport } from '../canvas/forced-move';
import { statusStateOf, systemOf } from '../data/snapshot';
import { statusesSource, syncStatusEffects } from '../statuses';
import { onZeroHealth } from '../combat/zero-health';
import { actorByUuid } from '../../../foundry/documents/lookup';

/** The card's mark once its hits are applied (card-state.ts: only the GM writes it). */
export const APPLIED_MARK = 'crytureApplied';

export interface AppliedLine {
  name: string;
  damage: number;
  healing: number;
  blockSpent: number;
  statuses: string[];
  moves: ForcedMoveReport[];
  health: { value: number; max: number };
}

function actorStateOf(actor: Actor.Implementation): CombatantState {
  return { health: systemOf(actor).health, statuses: statusStateOf(actor) };
}

function describeChange(change: StatusChange): string {
  const name = localize(statusKey(change.status));
  const parts: string[] = [];
  if (change.negated)
    parts.push(
      localize(crytureKey('applied.negated'), {
        status: localize(statusKey(change.negated.status)),
        n: change.negated.stacks,
      }),
    );
  if (change.added > 0)
    parts.push(localize(crytureKey('applied.gained'), { status: name, n: change.added, total: change.after }));
  else if (!change.negated) parts.push(localize(crytureKey('applied.atCap'), { status: name, total: change.after }));
  return parts.join(', ');
}

export function attackRollOf(message: ChatMessage.Implementation): CrytureAttackRoll | null {
  const roll = (message.rolls as unknown[] | undefined)?.[0] as CrytureAttackRoll | undefined;
  return roll && roll.constructor.name === 'CrytureAttackRoll' && roll.outcome ? roll : null;
}

/** Applies an attack's result (as the GM settled it again) to the combatants as they stand now. */
export async function applyHits(
  roll: Pick<CrytureAttackRoll, 'request' | 'attack'>,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<AppliedLine[]> {
  const { request, attack: result } = roll;
  const ids = [...new Set([...result.targets.map((x) => x.targetId), result.userId])];
  const actors = new Map(
    ids.flatMap((id) => {
      const actor = actorByUuid(id);
      return actor ? [[id, actor] as const] : [];
    }),
  );
  const states = Object.fromEntries([...actors].map(([id, actor]) => [id, actorStateOf(actor)]));
  const activeCombatantId = game.combat?.combatant?.actor?.uuid;
  const applied = applyAttack(result, states, activeCombatantId ? { activeCombatantId } : {});

  const board = Board.current();
  const userToken = board?.tokenOf(actors.get(result.userId));
  const origin = request.blastOrigin ? [request.blastOrigin] : userToken && board ? board.footprint(userToken) : [];
  const lines: AppliedLine[] = [];
  for (const [id, update] of Object.entries(applied.updates)) {
    const actor = actors.get(id)!;
    let health = update.health;
    let moves: ForcedMoveReport[] = [];
    const target = request.targets.find((x) => x.snapshot.id === id);
    const token = board?.tokenByUuid(target?.tokenUuid) ?? null;
    if (board && token && origin.length && applied.movement[id]?.length) {
      moves = await carryOutForcedMoves(board, token, applied.movement[id]!, origin, undo);
      const collision = moves.reduce((sum, m) => sum + m.collisionDamage, 0);
      if (collision) health = applyDamage(health, collision);
    }
    const before = readTrack(systemOf(actor).health);
    // Health, statuses and forced moves (the token's place) are recorded for Undo.
    await undo.update(actor, {
      'system.health.value': health.value,
      'system.statuses': statusesSource(update.statuses),
    });
    await syncStatusEffects(actor);
    if (health.value === 0 && before.value > 0) await onZeroHealth(actor);
    lines.push({
      name: (id === result.userId ? request.userName : target?.name) ?? actor.name ?? '',
      damage: update.damage + moves.reduce((sum, m) => sum + m.collisionDamage, 0),
      healing: update.healing,
      blockSpent: update.blockSpent,
      statuses: update.statusChanges.map(describeChange).filter(Boolean),
      moves,
      health,
    });
  }
  return lines;
}
