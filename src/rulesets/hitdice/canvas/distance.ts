/**
 * The distance in yards between two actors' tokens on the viewed scene, when both are there (on
 * v14, on the same Scene Level) and the scene's units say what they are; undefined otherwise
 * (then the GM vouches for the range).
 */
import { onLevelOf } from '../../../foundry/compat';

const YARDS_PER_UNIT: Record<string, number> = { ft: 1 / 3, feet: 1 / 3, yd: 1, yards: 1, m: 1.0936, meters: 1.0936 };

export function distanceYards(a: Actor.Implementation, b: Actor.Implementation): number | undefined {
  if (!canvas?.ready || !canvas.grid) return undefined;
  const ta = a.getActiveTokens()[0];
  const tb = ta ? onLevelOf(ta, b.getActiveTokens())[0] : undefined;
  const perUnit = YARDS_PER_UNIT[String(canvas.scene?.grid.units ?? '').toLowerCase()];
  if (!ta || !tb || perUnit === undefined) return undefined;
  return canvas.grid.measurePath([ta.center, tb.center], {}).distance * perUnit;
}
