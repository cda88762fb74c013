/** Each item type's default image, as its ruleset's descriptor names it: what a pack item without its own image gets. */
import { RULESETS } from '../../src/rulesets';

const TYPE_IMG: Record<string, string | undefined> = Object.fromEntries(
  RULESETS.flatMap((r) => Object.entries(r.Item).map(([type, t]) => [type, t.img])),
);

export function typeImage(type: string): string {
  const img = TYPE_IMG[type];
  if (!img) throw new Error(`item type ${type} names no default image`);
  return img;
}
