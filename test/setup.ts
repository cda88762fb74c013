/**
 * Every test file of the stand-in projects (glue, v13, browser) runs on a new Foundry stand-in
 * (test/foundry-stand-in), installed as globals before anything from src/ is imported, because
 * Manifold's classes extend Foundry's at import time. The project decides which generation it
 * plays (v13 or v14).
 *
 * The projects do not isolate files (vitest's `isolate: false`: one worker runs many files, which
 * saves loading every module again through vitest for each file). Each file still starts from
 * fresh modules: `vi.resetModules()` makes the worker evaluate its cached code anew for this
 * file, so no state of src/, of a test helper or of the stand-in leaks from one file to the next.
 */
import { vi } from 'vitest';
import type { StandIn } from './foundry-stand-in';

declare global {
  var standIn: StandIn;
}

vi.resetModules();
const { installFoundryStandIn } = await import('./foundry-stand-in');
const { installGeneration } = await import('./foundry-stand-in/generation');
globalThis.standIn = installFoundryStandIn();
installGeneration();
