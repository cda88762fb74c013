/**
 * Forced movement from a power (Moving… › Push, Pull, Slide): pushes and pulls follow the path the
 * engine plans (as straight as possible, each space away from or towards the origin); a push that
 * runs out of room deals 3 damage per space left. A slide goes wherever the user wants, so it is
 * left to the user's hand and its next move does not provoke. None of them provoke (the moves
 * carry FORCED_OPTION). Each is recorded for the card's Undo: the token's place before the move.
 */
import { UndoRecorder } from '../../../foundry/chat/undo';
import { planForcedMove, type AppliedMovement, type Footprint } from '../rules';
import type { Board, TokenLike } from './board';

export const FORCED_OPTION = 'manifoldForcedMove';
/** Spaces of a slide the token may still be moved without provoking. */
export const SLIDE_FLAG = 'crytureSlide';

export interface ForcedMoveReport {
  kind: AppliedMovement['kind'];
  spaces: number;
  moved: number;
  spacesLeft: number;
  collisionDamage: number;
}

export async function carryOutForcedMoves(
  board: Board,
  token: TokenLike,
  moves: readonly AppliedMovement[],
  origin: Footprint,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<ForcedMoveReport[]> {
  const reports: ForcedMoveReport[] = [];
  for (const move of moves) {
    if (move.kind === 'slide') {
      await undo.update(token, { [`flags.manifold.${SLIDE_FLAG}`]: move.spaces });
      reports.push({ kind: 'slide', spaces: move.spaces, moved: 0, spacesLeft: 0, collisionDamage: 0 });
      continue;
    }
    const plan = planForcedMove({
      kind: move.kind,
      origin,
      start: board.cellAt(token),
      spaces: move.spaces,
      canEnter: board.canEnter(token.id, board.shape(token)),
      metric: board.metric,
    });
    // Undo puts the token back where it stood, as a forced move too (it provokes nothing).
    await undo.around(token, ['x', 'y'], () => board.moveAlong(token, plan.path, { [FORCED_OPTION]: true }), {
      [FORCED_OPTION]: true,
    });
    reports.push({
      kind: move.kind,
      spaces: move.spaces,
      moved: plan.moved,
      spacesLeft: plan.spacesLeft,
      collisionDamage: plan.collisionDamage,
    });
  }
  return reports;
}
