import { isAdjacent, passesWithinReach, type Cell, type Footprint, type Metric } from './grid';
import { provokesOpportunityAttack, type RangeSpec } from './power';
import { canMakeOpportunityAttacks, type CombatantSnapshot } from './snapshot';

/**
 * Opportunity Attacks: "You provoke an opportunity attack when you move (without shifting) while
 * adjacent to an enemy, or use a ranged power while adjacent to an enemy." The attack itself is the
 * enemy's basic melee attack (resolveAttack), outside its turn, spending no action.
 */
export interface Enemy extends Pick<CombatantSnapshot, 'statuses'> {
  id: string;
  cells: Footprint;
}

export interface Provocation {
  /** Enemies who may make an opportunity attack, each once, with the path step that provoked it. */
  attackers: { id: string; step: number }[];
  /** Enemies who were provoked but cannot attack (Distracted). */
  barred: { id: string; reason: 'distracted' }[];
}

function sortOut(provoked: { id: string; step: number }[], enemies: readonly Enemy[]): Provocation {
  const out: Provocation = { attackers: [], barred: [] };
  for (const p of provoked) {
    const enemy = enemies.find((e) => e.id === p.id)!;
    if (canMakeOpportunityAttacks(enemy)) out.attackers.push(p);
    else out.barred.push({ id: p.id, reason: 'distracted' });
  }
  return out;
}

/**
 * Move: "A move provokes an opportunity attack when you leave a space that's adjacent to an
 * enemy." Shift, push, pull and slide never provoke. `path` is the cells entered, from `start`,
 * along the way the token really went (movement.ts pathThrough: Foundry's waypoints), so leaving
 * an enemy's side mid-path provokes even when the move ends beside it again; for a token larger
 * than one space they are its anchor cell and `shape` lists the offsets of every cell it covers
 * from that anchor. `metric` says what adjacent is (grid.ts isAdjacent). On a gridless scene a
 * step is a straight segment between waypoints, and every point of it counts: a segment that
 * passes within one space of an enemy and goes on provokes (grid.ts passesWithinReach).
 *
 * A movement Foundry split into legs is judged whole: `fromStep` is where the leg being judged
 * starts in `path` (movement.ts chainPath); enemies provoked by an earlier leg are not provoked again.
 */
export function movementProvokes(
  kind: 'move' | 'shift' | 'push' | 'pull' | 'slide',
  start: Cell,
  path: readonly Cell[],
  enemies: readonly Enemy[],
  shape: Footprint = [{ x: 0, y: 0 }],
  metric?: Metric,
  fromStep = 0,
): Provocation {
  if (kind !== 'move') return { attackers: [], barred: [] };
  const provoked: { id: string; step: number }[] = [];
  const left = [start, ...path.slice(0, -1)];
  const at = (anchor: Cell) => shape.map((o) => ({ x: anchor.x + o.x, y: anchor.y + o.y }));
  const leaves = (step: number, enemy: Enemy) =>
    metric === 'gridless'
      ? shape.some((o) =>
          enemy.cells.some((e) =>
            passesWithinReach(
              { x: left[step]!.x + o.x, y: left[step]!.y + o.y },
              { x: path[step]!.x + o.x, y: path[step]!.y + o.y },
              e,
            ),
          ),
        )
      : isAdjacent(at(left[step]!), enemy.cells, metric);
  left.forEach((_, step) => {
    for (const enemy of enemies) {
      if (!provoked.some((p) => p.id === enemy.id) && leaves(step, enemy)) provoked.push({ id: enemy.id, step });
    }
  });
  return sortOut(
    provoked.filter((p) => p.step >= fromStep),
    enemies,
  );
}

/** A Ranged power (Ranged X or Ranged X Blast Y) provokes every adjacent enemy; Melee and Personal never do. */
export function powerProvokes(
  range: RangeSpec,
  user: Footprint,
  enemies: readonly Enemy[],
  metric?: Metric,
): Provocation {
  if (!provokesOpportunityAttack(range)) return { attackers: [], barred: [] };
  const provoked = enemies.filter((e) => isAdjacent(user, e.cells, metric)).map((e) => ({ id: e.id, step: 0 }));
  return sortOut(provoked, enemies);
}
