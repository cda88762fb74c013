import { readChanges } from '../effects/changes';
import { endPreparation, isRecording, recordWalk, startPreparation } from '../effects/preparation';
import { withActiveTypes } from './active-types';
import { stampBornCurrent } from './born-current';

/** The system's Actor: Foundry's, with the create dialog limited to the active ruleset's types. */
export class ManifoldActor extends Actor {
  // New documents are born at the ruleset's current schema version (born-current.ts says why that is safe).
  static {
    Hooks.on('preCreateActor', (document) => stampBornCurrent(document));
  }

  static override async createDialog(
    data?: Parameters<typeof Actor.createDialog>[0],
    createOptions?: Parameters<typeof Actor.createDialog>[1],
    options?: Parameters<typeof Actor.createDialog>[2],
  ) {
    return super.createDialog(data, createOptions, withActiveTypes('Actor', options));
  }

  /**
   * A new preparation's effect step: the free-key changes Foundry skips are counted afresh, and
   * the effects Foundry walks are recorded for the ledger (effects/preparation.ts says why). v14
   * runs the step in phases, `initial` before derived data and `final` after it: the record is
   * started by the first, which the ledger reads.
   */
  override applyActiveEffects(...args: Parameters<Actor['applyActiveEffects']>) {
    // v14 passes the phase; fvtt-types' v13 signature takes no argument.
    const phase: unknown = (args as unknown[])[0];
    if (phase !== undefined && phase !== 'initial') return super.applyActiveEffects(...args);
    startPreparation(this);
    try {
      return super.applyActiveEffects(...args);
    } finally {
      endPreparation(this);
    }
  }

  /**
   * Foundry's walk; inside its effect step the effects that carry changes are kept for the ledger
   * (the others, statuses mostly, give it nothing to read).
   */
  override *allApplicableEffects(): ReturnType<Actor['allApplicableEffects']> {
    if (!isRecording(this)) return yield* super.allApplicableEffects();
    const walked: unknown[] = [];
    for (const effect of super.allApplicableEffects()) {
      if (readChanges(effect).length) walked.push(effect);
      yield effect;
    }
    recordWalk(this, walked);
  }
}
