/** A pool's make-up as words: "Stats +5", "Empowered +1"; a situation's label already carries its ±2. */
import { localize } from '../../../foundry/i18n';
import { SITUATION_IDS, type PoolEntry } from '../rules';

export function poolEntryText(entry: PoolEntry): string {
  if ((SITUATION_IDS as readonly string[]).includes(entry.part)) return localize(entry.key);
  return `${localize(entry.key)} ${entry.dice >= 0 ? '+' : '−'}${Math.abs(entry.dice)}`;
}
