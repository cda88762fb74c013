/**
 * The NPC's sheet. It opens on the shared statblock; behind it, the header with its own body pool,
 * Resolve and actions per turn (each empty meaning "as the tables say"), the same Combat,
 * Abilities and Inventory tabs as a character's, and the shared Notes and Effects tabs.
 */
import { actorParts, HitdiceActorSheet, tabOf } from './actor-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { npcParts, npcTabs } from '../../../foundry/sheets/statblock';
import type { SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { npcStatblock } from './statblock';

/** The tabs behind the statblock (then the shared Notes and Effects). */
const EDITING = ['combat', 'abilities', 'inventory'];
const { header, tabs: _tabs, effects: _effects, ...panels } = actorParts('npc-header', EDITING);

export class HitdiceNpcSheet extends HitdiceActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice-npc', 'manifold-npc-sheet'],
    position: { width: 720, height: 760 },
  };

  static override PARTS = withLimitedView(npcParts({ header }, panels));
  static override TABS = npcTabs(EDITING.map(tabOf), 'MANIFOLD.hitdice.tab');

  override async _prepareContext(options: SheetRenderOptions) {
    const context = await super._prepareContext(options);
    return { ...context, statblock: npcStatblock(this.document, context.hd) };
  }
}
