import { withActiveTypes } from './active-types';
import { stampBornCurrent } from './born-current';
import { defaultItemImage } from '../icons';

/** The system's Item: Foundry's, with the create dialog limited to the active ruleset's types. */
export class ManifoldItem extends Item {
  // New documents are born at the ruleset's current schema version (born-current.ts says why that is safe).
  static {
    Hooks.on('preCreateItem', (document) => stampBornCurrent(document));
  }

  /** A new item's image: its type's shipped icon (Foundry's item bag for a type that names none). */
  static override getDefaultArtwork(data?: Parameters<typeof Item.getDefaultArtwork>[0]) {
    const img = defaultItemImage(data?.type);
    return img ? { img } : super.getDefaultArtwork(data);
  }

  static override async createDialog(
    data?: Parameters<typeof Item.createDialog>[0],
    createOptions?: Parameters<typeof Item.createDialog>[1],
    options?: Parameters<typeof Item.createDialog>[2],
  ) {
    return super.createDialog(data, createOptions, withActiveTypes('Item', options));
  }
}
