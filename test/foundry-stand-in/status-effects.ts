/**
 * Actor#toggleStatusEffect and ActiveEffect.fromStatusEffect as Foundry v13 does them: the status
 * must be registered in CONFIG.statusEffects (else it throws); an existing single-status effect
 * (or the effect with the status's fixed `_id`) is deleted, or kept when `active: true`; a new one
 * is built from the registered entry with only its `name` localised, then created (keepId) through
 * the actor's embedded-document path, so `createActiveEffect`/`deleteActiveEffect` fire.
 * The ActiveEffect class is CONFIG.ActiveEffect.documentClass when the system registers one.
 */
import { effectClass, type StandInActiveEffect, type StandInActor } from './documents';

interface StatusEffectConfig {
  id: string;
  _id?: string;
  name: string;
  img?: string;
  hud?: unknown;
  statuses?: string[];
  [key: string]: unknown;
}

type Globals = {
  CONFIG: { statusEffects: StatusEffectConfig[] };
  game: { i18n: { localize(key: string): string } };
};
const globals = () => globalThis as unknown as Globals;

/** The registered statuses: v13 registers an array, v14 an object keyed by status id (v14.ts). */
function registeredEntries(): StatusEffectConfig[] {
  const registered = globals().CONFIG.statusEffects as StatusEffectConfig[] | Record<string, StatusEffectConfig>;
  return Array.isArray(registered) ? registered : Object.values(registered ?? {});
}

export function registeredStatus(statusId: string): StatusEffectConfig {
  const status = registeredEntries().find((s) => s.id === statusId);
  if (!status) throw new Error(`Invalid status ID "${statusId}" provided to ActiveEffect.fromStatusEffect`);
  return status;
}

/** The data core builds from a registered status (ActiveEffect.fromStatusEffect): name localised, nothing else. */
export function statusEffectData(statusId: string): Record<string, unknown> {
  const { id, hud: _hud, ...data } = structuredClone(registeredStatus(statusId));
  data.name = globals().game.i18n.localize(data.name);
  data.statuses = [...new Set([id, ...(data.statuses ?? [])])];
  return data;
}

export async function toggleStatusEffect(
  actor: StandInActor,
  statusId: string,
  { active, overlay = false }: { active?: boolean; overlay?: boolean } = {},
): Promise<unknown> {
  const status = registeredStatus(statusId);
  const existing = [...actor.effects]
    .map((e) => e as unknown as StandInActiveEffect)
    .filter((e) => (status._id ? e.id === status._id : e.statuses.size === 1 && e.statuses.has(statusId)));
  if (existing.length) {
    if (active) return true;
    await actor.deleteEmbeddedDocuments(
      'ActiveEffect',
      existing.map((e) => e.id),
    );
    return false;
  }
  if (active === false) return undefined;
  const effect = await effectClass().fromStatusEffect(statusId);
  const data = effect.toObject();
  if (overlay) data.flags = { ...(data.flags as object), core: { overlay: true } };
  const [created] = await actor.createEmbeddedDocuments('ActiveEffect', [data], { keepId: true });
  return created;
}

/**
 * The stored source of a status toggled on through Foundry (for fixtures that build actors already
 * bearing statuses): the registered entry's data with its fixed `_id`, or a bare single-status
 * effect when the status is not registered.
 */
export function statusEffectSource(statusId: string): Record<string, unknown> {
  const status = registeredEntries().find((s) => s.id === statusId);
  if (!status) return { name: statusId, statuses: [statusId] };
  return { ...statusEffectData(statusId), ...(status._id ? { _id: status._id } : {}) };
}
