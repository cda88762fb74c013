import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';

export class HitdiceCharacterSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = { classes: ['hitdice'] };
  static override PARTS = {
    main: { template: 'systems/manifold/templates/hitdice/character-sheet.hbs' },
  };
}
