/**
 * The Adversary sheet: one page, the way a GM reads a stat block — HP, AC, Resistance and group,
 * the four attributes with their tests, attacks from its weapons, conditions and surges.
 */
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { RELIC_TYPES_OF } from '../data/types';
import { relicSheetActions } from './actions';
import { enrichedNotes } from '../../../foundry/sheets/enriched-html';
import { attributesContext, conditionsContext, surgesContext, weaponsContext } from './actor-context';

export class AdversarySheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['relic', 'relic-adversary-sheet'],
    position: { width: 560, height: 700 },
    actions: relicSheetActions,
  };

  static override PARTS = withLimitedView({
    main: { template: 'systems/manifold/templates/relic/adversary-sheet.hbs', scrollable: [''] },
    effects: EFFECTS_PART,
  });

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.document;
    return {
      ...context,
      types: RELIC_TYPES_OF,
      attributes: attributesContext(actor),
      weapons: weaponsContext(actor),
      conditions: conditionsContext(actor),
      surges: surgesContext(actor),
      notesHTML: await enrichedNotes(actor),
    };
  }
}
