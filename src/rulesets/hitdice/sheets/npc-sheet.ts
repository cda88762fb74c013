/** The NPC's sheet: its own body pool, Resolve and actions per turn, then the same Combat, Abilities and Notes tabs. */
import { actorParts, HitdiceActorSheet, primaryTabs } from './actor-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';

const TABS = ['combat', 'abilities', 'inventory', 'notes'];

export class HitdiceNpcSheet extends HitdiceActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice-npc'],
    position: { width: 720, height: 760 },
  };

  static override PARTS = withLimitedView(actorParts('npc-header', TABS));
  static override TABS = primaryTabs(TABS);
}
