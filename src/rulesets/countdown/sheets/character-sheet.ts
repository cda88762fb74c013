import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';

export class CountdownCharacterSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = { classes: ['countdown'] };
  static override PARTS = {
    main: { template: 'systems/manifold/templates/countdown/character-sheet.hbs' },
  };
}
