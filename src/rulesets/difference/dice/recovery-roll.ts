/** A Recovery Roll: the Recovery Dice spent, rolled, restoring one Health Pool or Focus (rules/recovery.ts). */
import { localize } from '../../../foundry/i18n';
import { type Resolution } from '../../../core';
import { DifferenceRoll } from './difference-roll';
import {
  resolveRecovery,
  type ActorSnapshot,
  type RecoveryOptions,
  type RecoveryRequest,
  type RecoveryResult,
} from '../rules';

export interface RecoveryRollRequest extends Record<string, unknown> {
  actor: ActorSnapshot;
  recovery: RecoveryRequest;
  options: RecoveryOptions;
  actorName: string;
}

type Recovered = Extract<RecoveryResult, { ok: true }>;

export class DifferenceRecoveryRoll extends DifferenceRoll<RecoveryRollRequest, Recovered> {
  static *resolve(r: RecoveryRollRequest): Resolution<Recovered> {
    // Rolled only for a request the engine accepted, so its refusal branch cannot come back here.
    return (yield* resolveRecovery(r.actor, r.recovery, r.options)) as Recovered;
  }

  protected cardContext() {
    const r = this.resolved;
    const pool = localize(`MANIFOLD.difference.pool.${r.target}`);
    return {
      title: localize('MANIFOLD.difference.recovery.title'),
      subtitle: this.request.actorName,
      dice: r.rolls.map((result) => ({
        faces: r.faces,
        result,
        role: 'recovery',
        roleLabel: localize('MANIFOLD.difference.recovery.die'),
        tone: 'neutral',
      })),
      rows: [
        { label: localize('MANIFOLD.difference.recovery.spent'), value: `${r.spent}d${r.faces}` },
        { label: localize('MANIFOLD.difference.recovery.total'), value: String(r.total) },
        { label: pool, value: `${r.before} → ${r.after}` },
        { label: localize('MANIFOLD.difference.recovery.diceLeft'), value: String(r.diceLeft) },
      ],
      outcome: {
        label: localize('MANIFOLD.difference.recovery.restored', { amount: r.restored, pool }),
        tone: 'success',
      },
      buttons: [],
    };
  }
}
