/** Quench's API as Manifold's batches use it (the module ships no types). */
export interface QuenchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: () => Promise<void> | void): void;
  after(fn: () => Promise<void> | void): void;
  assert: {
    ok(value: unknown, message?: string): void;
    equal(a: unknown, b: unknown, message?: string): void;
    deepEqual(a: unknown, b: unknown, message?: string): void;
  };
}

export interface Quench {
  registerBatch(key: string, fn: (context: QuenchContext) => void, options?: { displayName?: string }): void;
}
