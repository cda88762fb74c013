/**
 * How many cases a fast-check property runs, and from which seed.
 *
 * `npm test` runs each property 100 times from a fixed seed, so a run is quick and the same every
 * time. A deep run, `MANIFOLD_PROPERTY_RUNS=<n> npm run test:unit`, runs each property at least
 * its deep count (what it ran before the suite was made fast: 400 for the engines, 300 for
 * derived data, …) and at least n; `MANIFOLD_PROPERTY_SEED=<seed>` starts every property from
 * another seed, to look for new counterexamples.
 */
const asked = Number.parseInt(process.env.MANIFOLD_PROPERTY_RUNS ?? '', 10);

/** A deep run was asked for. */
export const DEEP = Number.isInteger(asked) && asked > 0;

/** The runs of a property in everyday runs. */
export const EVERYDAY_RUNS = 100;

/** The seed every property starts from (fast-check's global `seed`). */
export const PROPERTY_SEED = Number.parseInt(process.env.MANIFOLD_PROPERTY_SEED ?? '', 10) || 20_261_129;

/** The runs for a property whose deep count is `deep`. */
export function propertyRuns(deep: number): number {
  return DEEP ? Math.max(deep, asked) : EVERYDAY_RUNS;
}
