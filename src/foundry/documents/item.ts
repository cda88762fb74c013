import { withActiveTypes } from './active-types';

/** The system's Item: Foundry's, with the create dialog limited to the active ruleset's types. */
export class ManifoldItem extends Item {
  static override async createDialog(
    data?: Parameters<typeof Item.createDialog>[0],
    createOptions?: Parameters<typeof Item.createDialog>[1],
    options?: Parameters<typeof Item.createDialog>[2],
  ) {
    return super.createDialog(data, createOptions, withActiveTypes('Item', options));
  }
}
