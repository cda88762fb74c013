/**
 * The situations a map can tell (CRY-2): distance for Melee X and Ranged X, elevation, and an ally
 * on the opposite side of the target. Cover, obscurement and whether the target can see the
 * attacker are the GM's call: the dialog leaves them to be ticked.
 */
import { distance, elevationSituation, isFlanking, type SituationId } from '../rules';
import { areEnemies, type Board, type TokenLike } from './board';

export interface Measured {
  distance: number;
  situations: SituationId[];
}

export function measureTarget(board: Board, user: TokenLike, target: TokenLike): Measured {
  const userCells = board.footprint(user);
  const targetCells = board.footprint(target);
  const situations: SituationId[] = [];
  const elevation = elevationSituation(Number(user.elevation) || 0, Number(target.elevation) || 0);
  if (elevation) situations.push(elevation);
  // Flanking needs a space exactly opposite: none on a gridless scene (the dialog leaves it to tick).
  const single = userCells.length === 1 && targetCells.length === 1 && board.metric !== 'gridless';
  const flanked =
    single &&
    board
      .tokensOnLevelOf(user)
      .filter(
        (ally) =>
          ally.id !== user.id &&
          ally.id !== target.id &&
          !areEnemies(ally, user) &&
          ally.disposition === user.disposition,
      )
      .some((ally) => {
        const cells = board.footprint(ally);
        return cells.length === 1 && isFlanking(userCells[0]!, targetCells[0]!, cells[0]!);
      });
  if (flanked) situations.push('flanking');
  return { distance: distance(userCells, targetCells, board.metric), situations };
}
