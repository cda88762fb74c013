/**
 * A token's movement as Foundry reports it (the `moveToken` hook's TokenMovementOperation), read
 * as grid cells. Foundry splits a drag at each checkpoint into several updates — legs of one
 * movement, chained: each leg's `chain` lists the ids of the legs before it, and those legs'
 * waypoints are in its `history` (recorded while the token's combat runs, else carried along as
 * unrecorded history). The engine judges the whole movement (rules/movement.ts chainPath).
 */
import type { Cell } from '../rules';
import type { Board } from './board';
import type { TokenMovement } from '../../../foundry/documents/token-movement';

/** Foundry's movement operation, as the `moveToken` hook hands it. */
export type MovementLike = TokenMovement;

export interface MovementCells {
  /** Where the whole movement started. */
  start: Cell;
  /** The cells the movement's earlier legs passed through. */
  earlier: Cell[];
  /** Where this leg started, and the cells it passed through. */
  legStart: Cell;
  leg: Cell[];
}

/**
 * The movement this leg belongs to, in cells. The earlier legs are the history waypoints whose
 * movement id is in the chain; the movement started at the waypoint before the first of them —
 * or at that first one itself when Foundry put the origin into the history (the history's first
 * waypoint, or a "displace" after a gap).
 */
export function movementCells(board: Board, movement: MovementLike): MovementCells {
  const legStart = board.cellAt(movement.origin);
  const leg = movement.passed.waypoints.map((w) => board.cellAt(w));
  const history = [...movement.history.recorded.waypoints, ...movement.history.unrecorded.waypoints];
  const chain = new Set(movement.chain);
  const first = history.findIndex((w) => chain.has(w.movementId ?? ''));
  if (first < 0) return { start: legStart, earlier: [], legStart, leg };
  const originInHistory = first === 0 || history[first]!.action === 'displace';
  const start = originInHistory ? history[first]! : history[first - 1]!;
  const earlier = history.slice(originInHistory ? first + 1 : first).filter((w) => chain.has(w.movementId ?? ''));
  return { start: board.cellAt(start), earlier: earlier.map((w) => board.cellAt(w)), legStart, leg };
}

/** The first movement of a chain: the key every leg of one movement shares. */
export const movementKey = (movement: Pick<MovementLike, 'id' | 'chain'>): string => movement.chain[0] ?? movement.id;
