/**
 * A ruleset's `checkLabel` for inline checks: the checks any character can make, by rollable key
 * (`<prefix>.<id>`, or a key on its own), each named after its stat or skill ("DEX check"). Ids and
 * names are read when asked, so world-configured traits (difference, DIF-3) count.
 */
type Groups = Record<string, { ids: () => readonly string[]; name: (id: string) => string }>;

/** `name` gives the display name (localized); `singles` maps whole keys to i18n keys of their names. */
export function checkLabels(groups: Groups, singles: Record<string, string> = {}): (key: string) => string | null {
  const label = (name: string) => game.i18n!.format('MANIFOLD.enrichers.checkOf', { name });
  return (key) => {
    if (Object.hasOwn(singles, key)) return label(game.i18n!.localize(singles[key]!));
    const dot = key.indexOf('.');
    const group = dot > 0 ? groups[key.slice(0, dot)] : undefined;
    const id = key.slice(dot + 1);
    return group?.ids().includes(id) ? label(group.name(id)) : null;
  };
}
