/**
 * Work that Foundry and the browser start and then drop: the promise an async hook listener
 * returns (core's `Hooks.callAll` and `Hooks.call` ignore a listener's return value beyond
 * `false`), the promise an async DOM event listener returns (the browser ignores it), and a GM
 * query in flight (`User#query`). The stand-in keeps each one until it settles, so a test waits for
 * exactly what its click, hook or query started — `await standIn.settled()` — and never a number
 * of ticks or milliseconds.
 *
 * A rejected promise is kept as a failure and thrown by the next `settled()` (the browser would
 * print it as an uncaught error; a test should see it).
 */
const pending = new Set<Promise<unknown>>();
const failures: unknown[] = [];

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Keeps `value` until it settles, when it is a promise; returns it unchanged. Work nobody awaits
 * (a listener's) keeps its failure; work its caller awaits (a query) leaves failures to the caller.
 */
export function track<T>(value: T, { awaited = false }: { awaited?: boolean } = {}): T {
  if (!isThenable(value)) return value;
  const promise = Promise.resolve(value);
  pending.add(promise);
  promise.then(
    () => pending.delete(promise),
    (error: unknown) => {
      pending.delete(promise);
      if (!awaited) failures.push(error);
    },
  );
  return value;
}

/**
 * Resolves once every kept promise has settled, including those started while waiting (a click
 * that asks the GM, whose handler updates a document, whose hook starts more work). Throws the
 * first failure, if any work failed.
 */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
  if (failures.length > 0) {
    const [first] = failures.splice(0);
    throw first instanceof Error ? first : new Error(String(first));
  }
}

/** Work still in flight (a test of the helpers reads it). */
export function pendingCount(): number {
  return pending.size;
}

/** Forgets kept work and failures: a new test starts with none. */
export function forgetPending(): void {
  pending.clear();
  failures.length = 0;
}

type Listener = EventListenerOrEventListenerObject;
/**
 * happy-dom's classes load once per worker while the stand-in's modules load anew for each test
 * file (test/setup.ts): the prototype is patched once, and its wrappers report to the `track` of
 * the file running now.
 */
const TRACKER = Symbol.for('manifold.stand-in.listener-tracker');

/**
 * Makes every DOM listener added through `target` (happy-dom's EventTarget prototype) keep the
 * promise it returns. `removeEventListener` finds the wrapper by the listener it was given.
 */
export function trackEventListeners(target: {
  addEventListener(type: string, listener: Listener | null, options?: unknown): void;
  removeEventListener(type: string, listener: Listener | null, options?: unknown): void;
}): void {
  const holder = target as { [TRACKER]?: { track: typeof track } };
  if (holder[TRACKER]) {
    holder[TRACKER].track = track;
    return;
  }
  const tracker = { track };
  holder[TRACKER] = tracker;
  const wrappers = new WeakMap<object, EventListener>();
  const add = target.addEventListener;
  const remove = target.removeEventListener;
  const wrapperOf = (listener: Listener): EventListener => {
    let wrapper = wrappers.get(listener);
    if (!wrapper) {
      wrapper = function (this: unknown, event: Event) {
        return tracker.track(
          typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event),
        ) as undefined;
      };
      wrappers.set(listener, wrapper);
    }
    return wrapper;
  };
  target.addEventListener = function (this: unknown, type, listener, options) {
    return add.call(this, type, listener ? wrapperOf(listener) : listener, options);
  };
  target.removeEventListener = function (this: unknown, type, listener, options) {
    return remove.call(this, type, listener ? (wrappers.get(listener) ?? listener) : listener, options);
  };
}
