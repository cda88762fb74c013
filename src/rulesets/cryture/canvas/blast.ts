/**
 * Blast powers on the board (Reading a Power › Blast Y): the engine gives the area — around the
 * user for a Personal Blast (without the user unless the power says so), around the targeted space
 * for Ranged X Blast Y, next to the user for a Melee Blast (its origin Y + 1 spaces away) — and
 * every token inside is a target. A measured template marks the area for the table.
 */
import { blastArea, distance, meleeBlastOrigins, occupantsIn, type Cell, type RangeSpec } from '../rules';
import type { Board, TokenLike } from './board';

export interface BlastTargets {
  cells: Cell[];
  /** The targeted space of a Ranged Blast (pushes and pulls move away from / towards it). */
  origin?: Cell;
  /** Ranged Blast: spaces from the user to the targeted space (beyond X costs dice). */
  originDistance?: number;
  targets: TokenLike[];
}

/** Where a Ranged or Melee Blast is aimed: a cell the user chooses (or null: cancelled). */
export type OriginPicker = (candidates: Cell[] | null) => Promise<Cell | null>;

/**
 * The aim that needs no click: for a Ranged Blast the space of the first targeted token, for a
 * Melee Blast the legal origin nearest to it. Null when nothing is targeted.
 */
export function aimFromTargets(board: Board, user: TokenLike, range: RangeSpec, targeted: TokenLike[]): Cell | null {
  const first = targeted[0];
  if (!first) return null;
  const at = board.cellAt(first);
  if (range.form === 'rangedBlast') return at;
  if (range.form !== 'meleeBlast') return null;
  const origins = meleeBlastOrigins(board.footprint(user), range.blast, board.metric);
  let best: Cell | null = null;
  for (const o of origins)
    if (!best || distance([o], [at], board.metric) < distance([best], [at], board.metric)) best = o;
  return best;
}

export async function blastTargets(
  board: Board,
  user: TokenLike,
  range: RangeSpec,
  options: { includeUser: boolean; origin?: Cell | null },
): Promise<BlastTargets | { error: string }> {
  const userCells = board.footprint(user);
  const area = blastArea(range, userCells, options.origin ?? undefined, {
    includeUser: options.includeUser,
    metric: board.metric,
  });
  if (!area.ok) return { error: area.key };
  const inside = new Set(occupantsIn(area.cells, board.occupants([], user)));
  const targets = board.tokensOnLevelOf(user).filter((t) => inside.has(t.id));
  const origin = range.form === 'personalBlast' ? undefined : (options.origin ?? undefined);
  return {
    cells: area.cells,
    ...(range.form === 'rangedBlast' && origin
      ? { origin, originDistance: distance(userCells, [origin], board.metric) }
      : {}),
    targets,
  };
}

/** Waits for a left click on the canvas and returns the grid space clicked (null after a minute or on Escape). */
export function pickCellOnCanvas(board: Board): Promise<Cell | null> {
  const c = (globalThis as { canvas?: { stage?: PointerTarget; mousePosition?: { x: number; y: number } } }).canvas;
  const stage = c?.stage;
  if (!stage) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (cell: Cell | null) => {
      stage.off('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
      clearTimeout(timer);
      resolve(cell);
    };
    const onDown = (event: { getLocalPosition?: (s: unknown) => { x: number; y: number } }) =>
      done(board.cellUnder(event.getLocalPosition?.(stage) ?? c.mousePosition ?? { x: 0, y: 0 }));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done(null);
    };
    const timer = setTimeout(() => done(null), 60_000);
    stage.on('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
  });
}

interface PointerTarget {
  on(event: string, fn: (event: never) => void): void;
  off(event: string, fn: (event: never) => void): void;
}
