/**
 * The i18n key of a text about a number of things. English words one thing differently ("1 die
 * lost", "2 dice lost"), so such a text has a sibling key ending in `One`, read for exactly one;
 * every other count reads the key itself. (The language files of other languages give both keys
 * and word them as their grammar needs.)
 */
export function countKey(key: string, count: number): string {
  return count === 1 ? `${key}One` : key;
}
