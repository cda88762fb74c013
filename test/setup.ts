/**
 * Every test file gets the Foundry stand-in (test/foundry-stand-in) as globals before it imports
 * anything from src/, because Manifold's classes extend Foundry's at import time. Pure rules tests
 * never touch it.
 */
import { installFoundryStandIn, type StandIn } from './foundry-stand-in';

declare global {
  var standIn: StandIn;
}

globalThis.standIn = installFoundryStandIn();
