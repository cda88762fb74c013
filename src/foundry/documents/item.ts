import { withActiveTypes } from './active-types';
import { stampBornCurrent } from './born-current';

/** The system's Item: Foundry's, with the create dialog limited to the active ruleset's types. */
export class ManifoldItem extends Item {
  // New documents are born at the ruleset's current schema version (born-current.ts says why that is safe).
  static {
    Hooks.on('preCreateItem', (document) => stampBornCurrent(document));
  }

  static override async createDialog(
    data?: Parameters<typeof Item.createDialog>[0],
    createOptions?: Parameters<typeof Item.createDialog>[1],
    options?: Parameters<typeof Item.createDialog>[2],
  ) {
    return super.createDialog(data, createOptions, withActiveTypes('Item', options));
  }
}
