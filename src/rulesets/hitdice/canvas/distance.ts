/**
 * The distance in yards between two actors' tokens on the viewed scene, when both are there and
 * the scene's units say what they are; undefined otherwise (then the GM vouches for the range).
 */
const YARDS_PER_UNIT: Record<string, number> = { ft: 1 / 3, feet: 1 / 3, yd: 1, yards: 1, m: 1.0936, meters: 1.0936 };

interface Placed {
  center: { x: number; y: number };
}

function tokenOf(actor: Actor.Implementation): Placed | undefined {
  return (actor.getActiveTokens?.() as unknown as Placed[] | undefined)?.[0];
}

export function distanceYards(a: Actor.Implementation, b: Actor.Implementation): number | undefined {
  const c = canvas as unknown as {
    ready?: boolean;
    grid?: { measurePath(path: { x: number; y: number }[]): { distance: number } };
    scene?: { grid?: { units?: string } };
  };
  if (!c?.ready || !c.grid) return undefined;
  const ta = tokenOf(a);
  const tb = tokenOf(b);
  const perUnit = YARDS_PER_UNIT[String(c.scene?.grid?.units ?? '').toLowerCase()];
  if (!ta || !tb || perUnit === undefined) return undefined;
  return c.grid.measurePath([ta.center, tb.center]).distance * perUnit;
}
