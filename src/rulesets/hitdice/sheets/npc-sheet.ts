/**
 * The NPC's sheet. It opens on the shared statblock; behind it, the header with its own body pool,
 * Resolve and actions per turn (each empty meaning "as the tables say"), the same Combat,
 * Abilities and Inventory tabs as a character's, and the shared Notes and Effects tabs.
 */
import { actorParts, HitdiceActorSheet, primaryTabs } from './actor-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { STATBLOCK_PART, STATBLOCK_TAB, TAB_NAVIGATION_PART } from '../../../foundry/sheets/statblock';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { npcStatblock } from './statblock';
import type { actorView } from './actor-context';

const TABS = ['combat', 'abilities', 'inventory', 'notes'];

/** The tab bar first (the header is hidden while the statblock is shown), then the header and the statblock. */
function npcParts() {
  const { header, tabs: _tabs, ...panels } = actorParts('npc-header', TABS);
  return { tabs: TAB_NAVIGATION_PART, header, statblock: STATBLOCK_PART, ...panels };
}

function npcTabs() {
  const tabs = primaryTabs(TABS);
  return { primary: { ...tabs.primary, tabs: [STATBLOCK_TAB, ...tabs.primary.tabs], initial: STATBLOCK_TAB.id } };
}

export class HitdiceNpcSheet extends HitdiceActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice-npc', 'manifold-npc-sheet'],
    position: { width: 720, height: 760 },
  };

  static override PARTS = withLimitedView(npcParts());
  static override TABS = npcTabs();

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    return { ...context, statblock: npcStatblock(this.document, context.hd as ReturnType<typeof actorView>) };
  }
}
