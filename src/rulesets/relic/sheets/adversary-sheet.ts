/**
 * The Adversary sheet: one page, the way a GM reads a stat block — HP, AC, Resistance and group,
 * the four attributes with their tests, attacks from its weapons, conditions and surges.
 */
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { makeRollablesDraggable } from '../../../foundry/macros';
import { signed } from '../../../foundry/templates';
import { conditionsOf, stateOf } from '../glue/derive';
import { surgesOn } from '../glue/effects';
import { itemsOf, RELIC_TYPES_OF } from '../glue/types';
import { ATTRIBUTES, CONDITIONS, DOWN_CONDITIONS, readWeapon } from '../rules';
import { relicSheetActions } from './actions';
import { L } from './labels';
import { enrichedNotes } from './notes';

export class AdversarySheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['relic', 'relic-adversary-sheet'],
    position: { width: 560, height: 700 },
    actions: relicSheetActions,
  };

  static override PARTS = {
    main: { template: 'systems/manifold/templates/relic/adversary-sheet.hbs', scrollable: [''] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const state = stateOf(actor);
    const conditions = conditionsOf(actor);
    return {
      ...context,
      types: RELIC_TYPES_OF,
      attributes: ATTRIBUTES.map((id) => ({
        id,
        label: L(`attribute.${id}`),
        value: state?.attributes[id] ?? 0,
        name: `system.attributes.${id}`,
      })),
      weapons: itemsOf<{ tag: string; weaponClass: string }>(actor, 'weapon').map((w) => {
        const weapon = readWeapon(w.system);
        return {
          id: w.id,
          name: w.name,
          img: w.img,
          summary: L('sheet.weaponSummary', {
            tag: L(`weaponTag.${weapon.tag}`),
            die: `d${weapon.faces}`,
            attribute: L(`attribute.${weapon.attribute}`),
          }),
        };
      }),
      conditions: CONDITIONS.map((id) => ({
        id,
        label: L(`condition.${id}`),
        on: conditions.includes(id),
        down: DOWN_CONDITIONS.includes(id),
      })),
      surges: surgesOn(actor).map((s) => ({
        id: s.id,
        label: L(`surge.${s.surge}`),
        effect: L(`surgeEffect.${s.kind}`),
        value: signed(s.kind === 'disruption' ? -s.value : s.value),
      })),
      notesHTML: await enrichedNotes(actor),
    };
  }

  override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    makeRollablesDraggable(this.element);
  }
}
