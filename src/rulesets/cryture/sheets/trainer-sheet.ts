import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';

export class TrainerSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = { classes: ['cryture'] };
  static override PARTS = {
    main: { template: 'systems/manifold/templates/cryture/trainer-sheet.hbs' },
  };
}
