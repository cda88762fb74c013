/**
 * Statuses live in the actor's `system.statuses` (bounded, validated, editable by the GM: ALL-2).
 * Tokens show them through ActiveEffects mirrored from it — one per status, named with its stacks
 * and drawn with the icon for that stack count — and a status toggled from the Token HUD is read
 * back into `system.statuses` through the engine (CRY-4 negation included).
 */
import { effectNeedsIcon, effectWithIcon } from '../../foundry/compat';
import {
  applyStatus,
  removeStacks,
  STATUSES,
  STATUS_IDS,
  isStatusId,
  statusKey,
  type StatusId,
  type StatusState,
} from './rules';
import { statusStateOf } from './data/snapshot';
import { statusIconPath } from './canvas/status-icons';

/** The ActiveEffect id of a status: the one Foundry's status config gives it, so the HUD finds it. */
export function statusEffectId(status: StatusId): string {
  return `mf${status}`
    .replace(/[^a-zA-Z0-9]/g, '')
    .padEnd(16, '0')
    .slice(0, 16);
}

/** The full `system.statuses` object for a state (absent statuses written as 0 stacks). */
export function statusesSource(state: StatusState): Record<StatusId, { stacks: number; turnEnds?: number }> {
  const out = {} as Record<StatusId, { stacks: number; turnEnds?: number }>;
  for (const id of STATUS_IDS) {
    const entry = state[id];
    out[id] =
      STATUSES[id].duration === 'turn'
        ? { stacks: entry?.stacks ?? 0, turnEnds: entry ? (entry.turnEnds ?? 1) : 0 }
        : { stacks: entry?.stacks ?? 0 };
  }
  return out;
}

/** The update writing a status state. */
export function statusesUpdate(state: StatusState) {
  return { system: { statuses: statusesSource(state) } };
}

/** The icon setting an effect has stored (v14; none on v13). */
function storedIcon(effect: ActiveEffect.Implementation): { showIcon?: number } {
  // fvtt-types gap: v14's ActiveEffect#showIcon is missing from the 13.345 types, so it is read from the source.
  const source: object = effect._source;
  return 'showIcon' in source && typeof source.showIcon === 'number' ? { showIcon: source.showIcon } : {};
}

/** The effect a status with these stacks should have on the actor (its icon shown on tokens). */
export function mirroredEffect(status: StatusId, stacks: number) {
  const name = game.i18n!.localize(statusKey(status));
  return effectWithIcon({
    _id: statusEffectId(status),
    name: stacks > 1 ? `${name} ${stacks}` : name,
    img: statusIconPath(status, stacks),
    statuses: [status],
    description: game.i18n!.localize(`MANIFOLD.cryture.statusRules.${status}`),
    flags: { manifold: { crytureStatus: status, stacks } },
  });
}

export const SYNC_OPTION = 'manifoldStatusSync';

const queues = new Map<string, Promise<void>>();

/**
 * Makes the actor's status effects match its `system.statuses`: creates, re-images and deletes as
 * needed. Syncs of one actor run one after another (each reads the state when it runs), so an
 * explicit sync and the update hook's never race to create the same effect.
 */
export function syncStatusEffects(actor: Actor.Implementation): Promise<void> {
  const key = actor.uuid;
  const next = (queues.get(key) ?? Promise.resolve()).then(() => syncNow(actor)).catch((error) => console.error(error));
  queues.set(key, next);
  void next.then(() => {
    if (queues.get(key) === next) queues.delete(key);
  });
  return next;
}

async function syncNow(actor: Actor.Implementation): Promise<void> {
  const state = statusStateOf(actor);
  const effects = [...actor.effects];
  const ours = (status: StatusId) => effects.filter((e) => e.statuses.has(status));
  const create: ReturnType<typeof mirroredEffect>[] = [];
  const update: ({ _id: string } & Pick<ReturnType<typeof mirroredEffect>, 'name' | 'img' | 'flags'>)[] = [];
  const remove: string[] = [];
  for (const status of STATUS_IDS) {
    const stacks = state[status]?.stacks ?? 0;
    const [first, ...extra] = ours(status);
    remove.push(...extra.map((e) => e.id!));
    if (stacks === 0) {
      if (first) remove.push(first.id!);
      continue;
    }
    const want = mirroredEffect(status, stacks);
    if (!first) create.push(want);
    else if (
      first.img !== want.img ||
      first.name !== want.name ||
      first.getFlag('manifold', 'stacks') !== stacks ||
      effectNeedsIcon({ _source: storedIcon(first) })
    ) {
      update.push({ _id: first.id!, name: want.name, img: want.img, flags: want.flags, ...effectWithIcon({}) });
    }
  }
  // fvtt-types gap: operation options declare no custom keys; with a declared one (render, as Foundry
  // defaults it) the object may carry SYNC_OPTION, which Foundry hands on to the hooks.
  const options = { [SYNC_OPTION]: true, render: true };
  if (remove.length) await actor.deleteEmbeddedDocuments('ActiveEffect', remove, options);
  if (update.length) await actor.updateEmbeddedDocuments('ActiveEffect', update, options);
  if (create.length) await actor.createEmbeddedDocuments('ActiveEffect', create, { ...options, keepId: true });
}

/** The cryture status an effect stands for, if any. */
export function statusOfEffect(effect: { statuses?: Set<string> | string[] }): StatusId | null {
  for (const s of effect.statuses ?? []) if (isStatusId(s)) return s;
  return null;
}

/**
 * A status added from outside the sheet (the Token HUD, a macro) is applied as one stack through
 * the engine, so it negates its opposite (CRY-4) and respects caps and durations.
 */
export function stateWithToggledOn(state: StatusState, status: StatusId, duringOwnTurn: boolean): StatusState {
  return applyStatus(state, status, 1, { duringOwnTurn }).state;
}

/** A status removed from outside the sheet loses every stack. */
export function stateWithToggledOff(state: StatusState, status: StatusId): StatusState {
  return removeStacks(state, status, state[status]?.stacks ?? 0).state;
}
