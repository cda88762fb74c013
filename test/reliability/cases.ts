/**
 * Counts the cases each reliability suite runs and writes them to artifacts/reliability/<suite>.json
 * when the file's tests are done; docs/dev/testing.md's figures are read from these files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';

export const ARTIFACTS = path.resolve(__dirname, '..', '..', 'artifacts', 'reliability');

export interface SuiteCounts {
  /** What each property (or group of checks) is called, and how many cases it ran. */
  properties: Record<string, number>;
  /** Anything else the README reports (hostile strings tried, refused cases, migrations…). */
  figures: Record<string, number>;
}

/** A counter for one suite; its totals are written after the file's tests. */
export function suiteCounter(suite: string, describe: string) {
  const counts: SuiteCounts = { properties: {}, figures: {} };
  afterAll(() => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const cases = Object.values(counts.properties).reduce((a, b) => a + b, 0);
    const out = {
      suite,
      describe,
      propertyCount: Object.keys(counts.properties).length,
      cases,
      properties: counts.properties,
      figures: counts.figures,
    };
    fs.writeFileSync(path.join(ARTIFACTS, `${suite}.json`), `${JSON.stringify(out, null, 2)}\n`);
  });
  return {
    /** One more case of this property. */
    tick(property: string, n = 1): void {
      counts.properties[property] = (counts.properties[property] ?? 0) + n;
    },
    figure(name: string, value: number): void {
      counts.figures[name] = value;
    },
    add(name: string, n = 1): void {
      counts.figures[name] = (counts.figures[name] ?? 0) + n;
    },
    counts,
  };
}

/**
 * Returns to the event loop. Node keeps every WeakRef target created during a job alive until the
 * job ends, and happy-dom caches each querySelectorAll result behind a WeakRef: thousands of
 * renders awaited only through promises would keep every detached sheet alive (4 GB and out).
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
