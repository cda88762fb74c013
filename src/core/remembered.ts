/**
 * A function of a text, remembered per text: for what derived data works out on every
 * preparation from texts that seldom change (stat names, comma-separated lists). At most `kept`
 * texts are remembered; past that (a flood of distinct texts) a text is worked out each time, so
 * memory stays bounded. `work` must be pure, and what it returns is shared between callers.
 */
export function rememberedByText<T>(work: (text: string) => T, kept: number): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = work(text);
    if (known.size < kept) known.set(text, value);
    return value;
  };
}
