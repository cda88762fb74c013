/**
 * The stand-in's Foundry v14 mode: what v14 changes in the APIs Manifold touches, over the v13
 * baseline. Installed by generation.ts when the vitest project is `v14`. Each behaviour cites its
 * reference in README.md ("Generations"); where v14 still accepts the v13 form it records the
 * deprecation warning Foundry would print, and the v14 project fails a test that leaves one.
 */
import { StandInActiveEffect, StandInActor, StandInDocument } from './documents';
import { toggleStatusEffect } from './status-effects';
import { installV14EffectApplication, installV14EffectChanges } from './effect-changes-v14';

/** CONST.ACTIVE_EFFECT_SHOW_ICON (v14; the numbers are the stand-in's, code reads them from CONST). */
export const V14_SHOW_ICON = { NEVER: 0, CONDITIONAL: 1, ALWAYS: 2 } as const;

/** foundry.data.operators.ForcedDeletion: the global `_del`. */
export class ForcedDeletion {}
/** foundry.data.operators.ForcedReplacement: what the global `_replace(value)` returns. */
export class ForcedReplacement {
  constructor(readonly value: unknown) {}
}
const DEL = new ForcedDeletion();

/** v14 message modes (CONFIG.ChatMessage.modes) and the visibility each applies. */
const MESSAGE_MODES = {
  public: { label: 'CHAT.MODES.public', icon: 'fa-solid fa-globe', kind: 'public' },
  ic: { label: 'CHAT.MODES.ic', icon: 'fa-solid fa-user', kind: 'public' },
  gm: { label: 'CHAT.MODES.gm', icon: 'fa-solid fa-user-secret', kind: 'gm' },
  blind: { label: 'CHAT.MODES.blind', icon: 'fa-solid fa-eye-slash', kind: 'blind' },
  self: { label: 'CHAT.MODES.self', icon: 'fa-solid fa-user-lock', kind: 'self' },
} as const;

type Visibility = 'public' | 'gm' | 'blind' | 'self';
interface Deps {
  record(message: string): void;
  applyVisibility(data: Record<string, unknown>, kind: Visibility): void;
}

type Listener = (...args: unknown[]) => unknown;

/** Whether any key of an update uses the v13 `-=` / `==` forms (flat or nested). */
function legacyKeys(changes: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (key.split('.').some((part) => part.startsWith('-=') || part.startsWith('=='))) out.push(prefix + key);
    if (value && typeof value === 'object' && value.constructor === Object) {
      out.push(...legacyKeys(value as Record<string, unknown>, `${prefix}${key}.`));
    }
  }
  return out;
}

/** v14 still applies the v13 `-=` / `==` update keys, and warns once for each. */
export function warnLegacyKeys(changes: Record<string, unknown>, record: (message: string) => void): void {
  for (const key of legacyKeys(changes)) record(`The update key "${key}" is deprecated in v14: use _del or _replace`);
}

/**
 * Turns v14 operators into the forms the stand-in's (v13) update applies: `_del` → a `-=key`
 * deletion, `_replace(v)` → a `==key` forced replacement.
 */
export function lowerOperators(expanded: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(expanded)) {
    if (value instanceof ForcedDeletion) out[`-=${key}`] = null;
    else if (value instanceof ForcedReplacement) {
      // v13's forced replacement (`==key`) replaces the object whole at any depth, as `_replace` does.
      out[`==${key}`] = value.value;
    } else if (value && typeof value === 'object' && value.constructor === Object) {
      out[key] = lowerOperators(value as Record<string, unknown>);
    } else out[key] = value;
  }
  return out;
}

/** Applies flat update entries to a plain object the way v14 does (for fakes outside documents.ts). */
export function applyUpdateV14(target: Record<string, unknown>, changes: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(changes)) {
    const parts = path.split('.');
    const last = parts.pop()!;
    let cursor = target;
    for (const part of parts) cursor = (cursor[part] ??= {}) as Record<string, unknown>;
    if (value instanceof ForcedDeletion || last.startsWith('-=')) delete cursor[last.replace(/^-=/, '')];
    else if (value instanceof ForcedReplacement) cursor[last] = structuredClone(value.value);
    else cursor[last.replace(/^==/, '')] = structuredClone(value);
  }
}

let installedOnce = false;

export function installV14({ record, applyVisibility }: Deps): void {
  installV14EffectChanges(record);
  installV14EffectApplication(record);
  const g = globalThis as unknown as Record<string, unknown> & {
    CONST: Record<string, unknown>;
    CONFIG: Record<string, unknown> & { ChatMessage?: Record<string, unknown> };
    game: {
      settings: {
        register(ns: string, key: string, config: Record<string, unknown>): void;
        get(ns: string, key: string): unknown;
        set(ns: string, key: string, value: unknown): Promise<unknown>;
      };
    };
    ChatMessage: Record<string, unknown>;
    foundry: { data: Record<string, unknown> };
  };

  g.CONST.ACTIVE_EFFECT_SHOW_ICON = V14_SHOW_ICON;
  g._del = DEL;
  g._replace = (value: unknown) => new ForcedReplacement(value);
  g.foundry.data.operators = { ForcedDeletion, ForcedReplacement };

  // CONFIG.statusEffects is an id-keyed registry; an array is still taken (converted) with a warning.
  let registry: Record<string, Record<string, unknown>> = {};
  const initial = g.CONFIG.statusEffects as Record<string, unknown>[] | Record<string, Record<string, unknown>>;
  const toRegistry = (value: unknown) => {
    if (Array.isArray(value)) {
      record('CONFIG.statusEffects is an object keyed by status id in v14; an array was assigned');
      return Object.fromEntries(value.map((s: Record<string, unknown>) => [String(s.id), s]));
    }
    return (value ?? {}) as Record<string, Record<string, unknown>>;
  };
  registry = Array.isArray(initial) ? Object.fromEntries(initial.map((s) => [String(s.id), s])) : initial;
  Object.defineProperty(g.CONFIG, 'statusEffects', {
    configurable: true,
    enumerable: true,
    get: () => registry,
    set: (value) => (registry = toRegistry(value)),
  });

  // Message modes replace roll modes: core.messageMode and CONFIG.ChatMessage.modes.
  g.CONFIG.ChatMessage = { ...(g.CONFIG.ChatMessage ?? {}), modes: MESSAGE_MODES };
  g.game.settings.register('core', 'messageMode', {
    scope: 'client',
    config: false,
    type: String,
    default: 'public',
    choices: MESSAGE_MODES,
  });
  const settings = g.game.settings;
  const get = settings.get.bind(settings);
  const set = settings.set.bind(settings);
  settings.get = (ns, key) => {
    if (ns === 'core' && key === 'rollMode')
      record('The core.rollMode setting is deprecated in v14: use core.messageMode');
    return get(ns, key);
  };
  settings.set = (ns, key, value) => {
    if (ns === 'core' && key === 'rollMode')
      record('The core.rollMode setting is deprecated in v14: use core.messageMode');
    return set(ns, key, value);
  };
  g.ChatMessage.applyMode = (data: Record<string, unknown>, mode: string) => {
    const entry = MESSAGE_MODES[mode as keyof typeof MESSAGE_MODES];
    if (!entry) throw new Error(`Invalid message mode ${mode}`);
    applyVisibility(data, entry.kind);
    return data;
  };
  const applyRollMode = g.ChatMessage.applyRollMode as Listener;
  g.ChatMessage.applyRollMode = (...args: unknown[]) => {
    record('ChatMessage.applyRollMode is deprecated in v14: use ChatMessage.applyMode');
    return applyRollMode(...args);
  };

  if (installedOnce) return;
  installedOnce = true;

  // Updates: the operators apply; the `-=`/`==` keys still work but warn (removed in v16).
  const update = StandInDocument.prototype.update;
  StandInDocument.prototype.update = async function (this: StandInDocument, changes, options) {
    warnLegacyKeys(changes, record);
    const expanded = (
      g.foundry as unknown as { utils: { expandObject(o: object): Record<string, unknown> } }
    ).utils.expandObject(changes);
    return update.call(this, lowerOperators(expanded), options) as never;
  };
  StandInDocument.prototype.unsetFlag = async function (this: StandInDocument, scope: string, key: string) {
    return this.update({ [`flags.${scope}.${key}`]: DEL });
  };

  // Active Effects: showIcon defaults to CONDITIONAL; the v13 duration keys are migrated, with a warning.
  const create = StandInActor.prototype.createEmbeddedDocuments;
  StandInActor.prototype.createEmbeddedDocuments = async function (this: StandInActor, name, data, ...rest) {
    const shaped = name === 'ActiveEffect' ? data.map((d) => v14EffectSource(d, record)) : data;
    return create.call(this, name, shaped, ...rest);
  };

  // An effect given inline with its actor has the schema's showIcon default too (v14's ActiveEffect#showIcon).
  const actorProto = StandInActor.prototype as unknown as { readEffects(data: Record<string, unknown>): void };
  const readEffects = actorProto.readEffects;
  actorProto.readEffects = function (this: StandInActor, data: Record<string, unknown>) {
    const effects = (data.effects as Record<string, unknown>[] | undefined)?.map((e) => ({
      showIcon: V14_SHOW_ICON.CONDITIONAL,
      ...e,
    }));
    readEffects.call(this, effects ? { ...data, effects } : data);
  };

  // v14's `start` (EffectStartData) is read from the source. An effect is temporary when its
  // duration has an expiry event or a finite value (an indefinite one has value null): statuses no
  // longer count. It is suppressed when its system data says so, else when its duration has
  // expired — what v14's default expiry action (`CONFIG.ActiveEffect.expiryAction` "update") marks.
  Object.defineProperty(StandInActiveEffect.prototype, 'start', {
    configurable: true,
    get(this: StandInActiveEffect) {
      return (this._source.start as Record<string, unknown> | undefined) ?? { round: null, turn: null };
    },
  });
  Object.defineProperty(StandInActiveEffect.prototype, 'isTemporary', {
    configurable: true,
    get(this: StandInActiveEffect) {
      const d = this.duration as Record<string, unknown>;
      // Data still in v13's duration keys (given inline with its actor) reads as v14 migrates it.
      if (typeof d.units !== 'string')
        return ['seconds', 'rounds', 'turns'].some((k) => typeof d[k] === 'number' && (d[k] as number) > 0);
      return !!d.expiry || (typeof d.value === 'number' && Number.isFinite(d.value));
    },
  });
  // ActiveEffect.getEffectStart(): where an effect starting now starts (EffectStartData: the
  // active combat and its combatant, round, turn and initiative, and the world time).
  const getEffectStart = () => {
    const combat = (globalThis as { game?: { combat?: Record<string, unknown> | null } }).game?.combat;
    const combatant = combat?.combatant as { id?: string; initiative?: number | null } | undefined;
    return {
      combat: (combat?.id as string | undefined) ?? null,
      combatant: combatant?.id ?? null,
      initiative: combatant?.initiative ?? null,
      round: (combat?.round as number | undefined) ?? null,
      turn: (combat?.turn as number | undefined) ?? null,
      time: 0,
    };
  };
  Object.assign(StandInActiveEffect, { getEffectStart });
  Object.defineProperty(StandInActiveEffect.prototype, 'isSuppressed', {
    configurable: true,
    get(this: StandInActiveEffect) {
      const system = this._source.system as { isSuppressed?: boolean } | undefined;
      return !!(system?.isSuppressed ?? (this.duration as { expired?: boolean }).expired);
    },
  });

  // An effect's showIcon and duration are fields of its source, which updates change.
  const effectProto = StandInActiveEffect.prototype as unknown as { _applyUpdate(e: Record<string, unknown>): void };
  const applyEffectUpdate = effectProto._applyUpdate;
  effectProto._applyUpdate = function (this: StandInActiveEffect, expanded: Record<string, unknown>) {
    applyEffectUpdate.call(this, expanded);
    for (const key of ['showIcon', 'duration', 'start'] as const)
      if (key in expanded) this._source[key] = expanded[key];
  };

  // toggleStatusEffect builds the effect from the registry entry (its showIcon included), through
  // ActiveEffect.fromStatusEffect as in v13 (status-effects.ts reads the id-keyed registry).
  StandInActor.prototype.toggleStatusEffect = async function (
    this: StandInActor,
    id: string,
    options: { active?: boolean; overlay?: boolean } = {},
  ) {
    if (registry[id]) return toggleStatusEffect(this, id, options);
    // An id the registry lacks (a test that switched rulesets without the reload) gets a plain
    // effect, as the v13 stand-in gives: how strict to be is the v13 stand-in's call.
    const existing = [...this.effects].find((e) => (e as unknown as StandInActiveEffect).statuses.has(id)) as
      StandInActiveEffect | undefined;
    const want = options.active ?? !existing;
    // As Foundry's: the effect is created or deleted as an embedded document (its hooks fire).
    if (want && !existing) await this.createEmbeddedDocuments('ActiveEffect', [{ name: id, statuses: [id] }]);
    else if (!want && existing) await this.deleteEmbeddedDocuments('ActiveEffect', [existing.id]);
    return want;
  };
}

/** An effect's source as v14 stores it: showIcon present, the duration in value/units/expiry. */
function v14EffectSource(data: Record<string, unknown>, record: (m: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = { showIcon: V14_SHOW_ICON.CONDITIONAL, ...data };
  const duration = data.duration as Record<string, unknown> | undefined;
  if (duration && ['rounds', 'turns', 'seconds'].some((k) => k in duration)) {
    record('ActiveEffect duration {rounds, turns, seconds} is deprecated in v14: use {value, units, expiry}');
    const units = (['rounds', 'turns', 'seconds'] as const).find((k) => Number(duration[k]) > 0);
    out.duration = units
      ? { value: Number(duration[units]), units, expiry: null }
      : { value: null, units: 'seconds', expiry: null };
    // v13's start on the tracker moves to `start` (EffectStartData: round, turn).
    if (!data.start && ('startRound' in duration || 'startTurn' in duration))
      out.start = { round: duration.startRound ?? null, turn: duration.startTurn ?? null };
  }
  return out;
}
