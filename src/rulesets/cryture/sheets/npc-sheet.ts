/**
 * The NPC combatant's sheet. It opens on the shared statblock; behind it, the header with its
 * Health, Stamina and Mana, the Combat and Powers tabs every cryture combatant has, and the shared
 * Notes and Effects tabs.
 */
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { npcParts, npcTabs } from '../../../foundry/sheets/statblock';
import { CrytureActorSheet } from './actor-sheet';
import { npcStatblock } from './statblock';

const PART = (name: string) => `systems/manifold/templates/cryture/actor/${name}.hbs`;

export class CrytureNpcSheet extends CrytureActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['cryture-npc', 'manifold-npc-sheet'],
  };

  static override PARTS = withLimitedView(
    npcParts(
      { header: { template: PART('header') } },
      {
        main: { template: PART('main'), scrollable: [''] },
        powers: { template: PART('powers'), scrollable: [''] },
      },
    ),
  );

  static override TABS = npcTabs(
    [
      { id: 'main', icon: 'fa-solid fa-hand-fist' },
      { id: 'powers', icon: 'fa-solid fa-burst' },
    ],
    'MANIFOLD.cryture.sheet.tab',
  );

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    return { ...context, statblock: npcStatblock(this.document) };
  }
}
