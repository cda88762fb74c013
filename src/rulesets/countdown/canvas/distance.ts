/**
 * Distances on the canvas as the document's bands (close ~5 ft, near ~30 ft, far within sight),
 * for Shield Wall (allies within close range of a Warden with a shield; on v14 on the same Scene
 * Level). Without a canvas (or a token), nothing is near anything: the sheet's own toggle stands in.
 */
import { onLevelOf } from '../../../foundry/compat';
import { classRow, type Distance } from '../rules';
import { isCharacter, type CountdownCharacter } from '../data/snapshot';

export const CLOSE_FEET = 5;
export const NEAR_FEET = 30;

/** The band a distance in feet falls in. */
export function distanceBand(feet: number): Distance {
  if (feet <= CLOSE_FEET) return 'close';
  if (feet <= NEAR_FEET) return 'near';
  return 'far';
}

interface TokenLike {
  actor?: Actor.Implementation | null;
  center?: { x: number; y: number };
}

function feetBetween(a: TokenLike, b: TokenLike): number | null {
  const grid = canvas?.grid;
  if (!a.center || !b.center || !grid) return null;
  return grid.measurePath([a.center, b.center], {}).distance;
}

/** Shield Wall: another character, a Warden wielding a shield, stands within close range. */
export function shieldWallNearby(actor: CountdownCharacter, tokens?: TokenLike[]): boolean {
  const placed: TokenLike[] = tokens ?? (canvas?.ready ? (canvas.tokens?.placeables ?? []) : []);
  const mine = placed.filter((t) => t.actor?.id === actor.id);
  const wardens = placed.filter((t) => {
    const other = t.actor;
    if (!isCharacter(other) || other.id === actor.id) return false;
    const d = other.system.derived;
    return !!classRow(d.classId)?.features.shieldWallArmor && d.wieldsShield;
  });
  return mine.some((m) =>
    onLevelOf(m, wardens).some((w) => {
      const feet = feetBetween(m, w);
      return feet !== null && distanceBand(feet) === 'close';
    }),
  );
}
