import type { IgnoredChange } from '../effects/ledger';
import { withActiveTypes } from './active-types';

/** The system's Actor: Foundry's, with the create dialog limited to the active ruleset's types. */
export class ManifoldActor extends Actor {
  static override async createDialog(
    data?: Parameters<typeof Actor.createDialog>[0],
    createOptions?: Parameters<typeof Actor.createDialog>[1],
    options?: Parameters<typeof Actor.createDialog>[2],
  ) {
    return super.createDialog(data, createOptions, withActiveTypes('Actor', options));
  }

  /** Free-key changes skipped in this preparation (ManifoldActiveEffect#apply), for the ledger's report. */
  // Declared, not initialised: Foundry prepares data inside the constructor, before field initialisers run.
  declare manifoldIgnoredChanges: IgnoredChange[];

  override applyActiveEffects(...args: Parameters<Actor['applyActiveEffects']>) {
    this.manifoldIgnoredChanges = [];
    return super.applyActiveEffects(...args);
  }
}
