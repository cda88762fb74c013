/**
 * The Seeker sheet: a header with the numbers a fight needs (HP, AC, Resistance, Resonance, row),
 * a Combat tab (attributes, the turn's actions and reactions, conditions, surges, formation), a
 * Weapons & Relics tab (each weapon's Attack and Snap Shot, each relic's Activate), an Equipment tab
 * (discipline, features, armor, shields), Notes and Effects. Weapons and relics have a tab of their
 * own as every ruleset's items do: a seeker carrying many opens without laying out every row.
 */
import { EFFECTS_PART, EFFECTS_TAB } from '../../../foundry/effects/sheet-actions';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { openFormationPanel } from '../apps/formation-panel';
import { actorStateOf } from '../data/snapshot';
import { RELIC_TYPES_OF } from '../data/types';
import { seekerContext } from './seeker-context';
import { relicSheetActions } from './actions';
import { NOTES_PART, NOTES_TAB } from '../../../foundry/sheets/statblock';

const templatePath = (name: string) => `systems/manifold/templates/relic/seeker/${name}.hbs`;

export class SeekerSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['relic', 'relic-seeker-sheet'],
    position: { width: 780, height: 820 },
    actions: { ...relicSheetActions, openFormation: () => openFormationPanel() },
  };

  static override PARTS = withLimitedView({
    header: { template: templatePath('header') },
    tabs: { template: 'templates/generic/tab-navigation.hbs' },
    combat: { template: templatePath('combat'), scrollable: [''] },
    arsenal: { template: templatePath('arsenal'), scrollable: [''] },
    equipment: { template: templatePath('equipment'), scrollable: [''] },
    notes: NOTES_PART,
    effects: EFFECTS_PART,
  });

  static override TABS = {
    primary: {
      tabs: [
        { id: 'combat', icon: 'fa-solid fa-hand-fist' },
        { id: 'arsenal', icon: 'fa-solid fa-crosshairs' },
        { id: 'equipment', icon: 'fa-solid fa-toolbox' },
        NOTES_TAB,
        EFFECTS_TAB,
      ],
      initial: 'combat',
      labelPrefix: 'MANIFOLD.relic.sheet.tab',
    },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const state = actorStateOf(this.document);
    return {
      ...context,
      types: RELIC_TYPES_OF,
      relic: state?.side === 'seeker' ? seekerContext(this.document, state) : null,
    };
  }
}
