/**
 * The player character's sheet: header, then Combat (layers, Resolve, Affinity, the universal
 * actions), Abilities (abilities and weapons, each with its Roll), Skills, Inventory, Notes.
 */
import { actorParts, HitdiceActorSheet, primaryTabs } from './actor-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';

const TABS = ['combat', 'abilities', 'skills', 'inventory', 'notes'];

export class HitdiceCharacterSheet extends HitdiceActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice-character'],
    position: { width: 760, height: 820 },
  };

  static override PARTS = withLimitedView(actorParts('header', TABS));
  static override TABS = primaryTabs(TABS);
}
