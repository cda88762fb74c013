/**
 * What Foundry's `applyActiveEffects` did in an actor's latest preparation, kept beside the actor
 * (a WeakMap, so the document's type stays Foundry's) for the ledger that runs in the same
 * preparation's derived data:
 * - `effects`: the applicable effects Foundry walked (`Actor#allApplicableEffects`) that carry
 *   changes. The ledger reads this list instead of walking the actor's and its items' effect
 *   collections a second time: it is the walk whose changes Foundry just applied, so the two can
 *   never disagree.
 * - `skipped`: free-key changes Foundry's application skipped (ManifoldActiveEffect#apply).
 */
import type { IgnoredChange } from './ledger';

interface Preparation {
  /** The walked effects with changes, or null until Foundry's walk has run to its end in this preparation. */
  effects: unknown[] | null;
  skipped: IgnoredChange[];
  /** Inside Foundry's applyActiveEffects: a walk now is Foundry's own. */
  applying: boolean;
}

const preparations = new WeakMap<object, Preparation>();

/** A preparation's effect step begins (ManifoldActor#applyActiveEffects): nothing walked or skipped yet. */
export function startPreparation(actor: object): void {
  preparations.set(actor, { effects: null, skipped: [], applying: true });
}

/** The effect step is over: a later walk (a sheet listing effects) is not recorded. */
export function endPreparation(actor: object): void {
  const preparation = preparations.get(actor);
  if (preparation) preparation.applying = false;
}

/** Foundry's walk of this preparation ran to its end and yielded these effects. */
export function recordWalk(actor: object, effects: unknown[]): void {
  const preparation = preparations.get(actor);
  // The first complete walk is the one Foundry applied; a later walk in the same step adds nothing.
  if (preparation?.applying && !preparation.effects) preparation.effects = effects;
}

/** Whether a walk of this actor's effects is Foundry's own (in its effect step, not yet recorded). */
export function isRecording(actor: object): boolean {
  const preparation = preparations.get(actor);
  return !!preparation?.applying && !preparation.effects;
}

/** The effects with changes Foundry walked in the actor's latest preparation, when it walked them. */
export function walkedEffects(actor: object): readonly unknown[] | null {
  return preparations.get(actor)?.effects ?? null;
}

/** Foundry's application skipped this free-key change. */
export function recordSkippedFreeKey(actor: object, change: IgnoredChange): void {
  const preparation = preparations.get(actor);
  if (preparation) preparation.skipped.push(change);
  else preparations.set(actor, { effects: null, skipped: [change], applying: false });
}

/** The free-key changes Foundry skipped in the actor's latest preparation, if it has run one. */
export function skippedFreeKeys(actor: object): readonly IgnoredChange[] | undefined {
  return preparations.get(actor)?.skipped;
}
