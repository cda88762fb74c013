/**
 * Every test file gets the Foundry stand-in (test/foundry-stand-in) as globals before it imports
 * anything from src/, because Manifold's classes extend Foundry's at import time. Pure rules tests
 * never touch it. The vitest project decides which Foundry generation it plays (v13 or v14).
 */
import { installFoundryStandIn, type StandIn } from './foundry-stand-in';
import { installGeneration } from './foundry-stand-in/generation';

declare global {
  var standIn: StandIn;
}

globalThis.standIn = installFoundryStandIn();
installGeneration();
