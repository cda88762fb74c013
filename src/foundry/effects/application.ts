/**
 * Foundry applies every effect change (v13 through `ActiveEffect#apply`, v14 through the static
 * `applyChange`); ManifoldActiveEffect asks `applyGuarded` first, so a change to an actor applies
 * only where it can stand: a path to one value of the actor's system data (or a module's flag),
 * a number for a number, and a result the field's own validation accepts (its bounds, whole or
 * not). Anything else is refused — the actor's data keeps its value — and recorded with its
 * reason for the Effects tab. The record is started afresh by each preparation
 * (ManifoldActor#prepareBaseData, before Foundry's effect step) and kept beside the actor, so the
 * document's type stays Foundry's.
 */
import { readChange } from './changes';
import { changeField, changeProblem, isFlagKey, resultProblem, type IgnoreReason } from './validate';

/** One change an actor's preparation refused. */
export interface IgnoredChange {
  effectId: string;
  effect: string;
  key: string;
  value: string;
  reason: IgnoreReason;
}

const refusals = new WeakMap<object, IgnoredChange[]>();

/** A preparation begins: nothing refused yet. */
export function startEffectRecord(actor: object): void {
  refusals.set(actor, []);
}

/** The changes the actor's latest preparation refused, in the order Foundry applied them. */
export function refusedChanges(actor: object): readonly IgnoredChange[] {
  return refusals.get(actor) ?? [];
}

function refuse(actor: object, effect: EffectLike | undefined, key: string, value: string, reason: IgnoreReason) {
  let list = refusals.get(actor);
  if (!list) refusals.set(actor, (list = []));
  list.push({ effectId: String(effect?.id ?? ''), effect: String(effect?.name ?? ''), key, value, reason });
  return {};
}

interface EffectLike {
  id?: string | null;
  name?: string;
}

function read(target: object, path: string): unknown {
  let node: unknown = target;
  for (const part of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

function write(target: object, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/**
 * Foundry's application of one change (`core`), where it can stand. Only an actor's changes are
 * ours to judge (v14 hands a token's changes to the token).
 */
export function applyGuarded(
  effect: EffectLike | undefined,
  target: unknown,
  raw: unknown,
  core: () => Record<string, unknown>,
): Record<string, unknown> {
  if ((target as { documentName?: string } | null)?.documentName !== 'Actor') return core();
  const actor = target as object;
  const change = readChange(raw);
  if (!change) return {};
  const problem = changeProblem(actor, change);
  if (problem) return refuse(actor, effect, change.key, change.value, problem);
  if (isFlagKey(change.key)) return core();
  const field = changeField(actor, change.key)!;
  const before = read(actor, change.key);
  const applied = core();
  const late = resultProblem(field, read(actor, change.key));
  if (!late) return applied;
  write(actor, change.key, before);
  return refuse(actor, effect, change.key, change.value, late);
}
