import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';

export class DifferenceCharacterSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = { classes: ['difference'] };
  static override PARTS = {
    main: { template: 'systems/manifold/templates/difference/character-sheet.hbs' },
  };
}
