/**
 * The Adversary sheet: it opens on the shared statblock (group, AC and Resistance, HP, the four
 * attribute tests, attacks from its weapons, conditions and surges); the Edit tab behind it holds
 * every field, the weapons and the condition toggles, then the shared Notes and Effects tabs.
 */
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { EDIT_TAB, npcParts, npcTabs } from '../../../foundry/sheets/statblock';
import { RELIC_TYPES_OF } from '../data/types';
import { relicSheetActions } from './actions';
import { attributesContext, conditionsContext, surgesContext, weaponsContext } from './actor-context';
import { adversaryStatblock } from './statblock';

export class AdversarySheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['relic', 'relic-adversary-sheet', 'manifold-npc-sheet'],
    position: { width: 560, height: 700 },
    actions: relicSheetActions,
  };

  static override PARTS = withLimitedView(
    npcParts(
      {},
      {
        edit: { template: 'systems/manifold/templates/relic/adversary-sheet.hbs', scrollable: [''] },
      },
    ),
  );

  static override TABS = npcTabs([EDIT_TAB], 'MANIFOLD.relic.sheet.tab');

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.document;
    return {
      ...context,
      types: RELIC_TYPES_OF,
      statblock: adversaryStatblock(actor),
      attributes: attributesContext(actor),
      weapons: weaponsContext(actor),
      conditions: conditionsContext(actor),
      surges: surgesContext(actor),
    };
  }
}
