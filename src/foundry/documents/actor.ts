import { startEffectRecord } from '../effects/application';
import { withActiveTypes } from './active-types';
import { stampBornCurrent } from './born-current';

/** The system's Actor: Foundry's, with the create dialog limited to the active ruleset's types. */
export class ManifoldActor extends Actor {
  // New documents are born at the ruleset's current schema version (born-current.ts says why that is safe).
  static {
    Hooks.on('preCreateActor', (document) => stampBornCurrent(document));
  }

  static override async createDialog(
    data?: Parameters<typeof Actor.createDialog>[0],
    createOptions?: Parameters<typeof Actor.createDialog>[1],
    options?: Parameters<typeof Actor.createDialog>[2],
  ) {
    return super.createDialog(data, createOptions, withActiveTypes('Actor', options));
  }

  /** Each preparation records afresh which effect changes could not apply (effects/application.ts). */
  override prepareBaseData() {
    super.prepareBaseData();
    startEffectRecord(this);
  }
}
