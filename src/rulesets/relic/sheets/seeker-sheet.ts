import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';

export class SeekerSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = { classes: ['relic'] };
  static override PARTS = {
    main: { template: 'systems/manifold/templates/relic/seeker-sheet.hbs' },
  };
}
