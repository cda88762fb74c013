/**
 * Every vitest project: fast-check properties run from one fixed seed, 100 cases each unless a
 * deep run asks for more (test/properties.ts). A property that names its own seed keeps it.
 */
import fc from 'fast-check';
import { EVERYDAY_RUNS, PROPERTY_SEED, propertyRuns } from './properties';

fc.configureGlobal({ seed: PROPERTY_SEED, numRuns: propertyRuns(EVERYDAY_RUNS) });
