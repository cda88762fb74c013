/**
 * Parts of a ruleset that load on demand: what a click, a macro or the GM needs, not
 * what a world needs to start. A descriptor names such a part as a function that imports its
 * module (`() => import('./flows/rollables').then((m) => m.relicRollables)`); the build puts the
 * module in a chunk of its own, fetched the first time the glue asks for it. Documents, sheets and
 * Roll classes never wait for one: they stay in the script every world loads (docs/dev/floor-plan.md).
 */
export type OnDemand<T> = () => Promise<T>;

const loading = new WeakMap<OnDemand<unknown>, Promise<unknown>>();
const ready = new WeakMap<OnDemand<unknown>, unknown>();

/** The part, imported once; a failed fetch (the network) is tried again the next time it is asked for. */
export function load<T>(part: OnDemand<T>): Promise<T> {
  let promise = loading.get(part) as Promise<T> | undefined;
  if (!promise) {
    promise = part().then((value) => {
      ready.set(part, value);
      return value;
    });
    promise.catch(() => loading.delete(part));
    loading.set(part, promise);
  }
  return promise;
}

/**
 * The part if it has already loaded, else undefined: for a Foundry hook that must answer now
 * (`hotbarDrop` is called, not awaited). Whoever can reach such a moment has loaded it before.
 */
export function loaded<T>(part: OnDemand<T>): T | undefined {
  return ready.get(part) as T | undefined;
}
