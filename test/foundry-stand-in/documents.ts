/**
 * Stand-ins for Foundry's documents: enough of Actor, Item, ChatMessage, User, Combat, Combatant
 * and Macro for the glue to run. Data lives in `_source`; `system` is the registered
 * TypeDataModel for the document's type; updates are validated, applied and re-prepared, and fire
 * the update hooks with the acting user's id. Permissions are explicit per user (`ownership`).
 */
import { DataModel, deepMerge, expandObject, TypeDataModel } from './data-model';
import { rebuiltRolls, storedRolls } from './chat-rolls';
import { createEmbedded, deleteEmbedded } from './embedded';
import { statusEffectData, toggleStatusEffect } from './status-effects';
import { diffAgainst } from './updates';
import type { DataField } from './fields';

let nextId = 1;
export function randomID(): string {
  return `sid${String(nextId++).padStart(13, '0')}`;
}

export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

export class Collection<T extends { id: string }> extends Map<string, T> {
  find(fn: (v: T) => boolean): T | undefined {
    for (const v of this.values()) if (fn(v)) return v;
    return undefined;
  }
  filter(fn: (v: T) => boolean): T[] {
    return [...this.values()].filter(fn);
  }
  map<U>(fn: (v: T) => U): U[] {
    return [...this.values()].map(fn);
  }
  some(fn: (v: T) => boolean): boolean {
    return [...this.values()].some(fn);
  }
  get contents(): T[] {
    return [...this.values()];
  }
  getName(name: string): T | undefined {
    return this.find((v) => (v as unknown as { name: string }).name === name);
  }
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return super[Symbol.iterator]();
  }
}

/** Iterating a collection in Foundry yields its documents, not entries. */
export class DocumentCollection<T extends { id: string }> extends Collection<T> {
  // As Foundry's Collection: the map's own values iterator (a generator here would cost every
  // derived-data pass far more than Foundry does, and the benchmarks time those passes).
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return super.values() as unknown as MapIterator<[string, T]>;
  }
}

type Env = {
  currentUser(): StandInUser;
  hooks: { callAll(name: string, ...args: unknown[]): void; call(name: string, ...args: unknown[]): boolean };
  dataModels(documentName: string): Record<string, typeof TypeDataModel>;
  /** game.documentTypes[documentName]: the sub-types the manifest declares, `base` first. */
  documentTypes?(documentName: string): readonly string[] | undefined;
  effectClass?(): typeof StandInActiveEffect | undefined;
  /** CONFIG.Item.documentClass: the class of an actor's own items, as Foundry builds them. */
  itemClass?(): typeof StandInItem | undefined;
  /** game.packs, for a pack document's `compendium`. */
  packs?(): Map<string, { locked: boolean }>;
  /** The sheet class registered for a document (DocumentSheetConfig), for `Document#sheet`. */
  sheetClass?(doc: StandInDocument): (new (options: Record<string, unknown>) => DocumentSheet) | undefined;
};

type DocumentSheet = { render(force?: boolean): Promise<unknown>; rendered?: boolean; close(): Promise<unknown> };

/** Where a document is built: under a parent, or in a compendium pack (its collection id). */
export type DocumentContext = { parent?: StandInDocument | null; pack?: string | null };

let env: Env;
export function bindDocumentEnvironment(e: Env): void {
  env = e;
}

export abstract class StandInDocument {
  static documentName = 'Document';
  id: string;
  _id: string;
  _source: Record<string, unknown>;
  parent: StandInDocument | null;
  /** The collection id of the compendium pack holding this (top-level) document, if any. */
  pack: string | null;
  ownership: Record<string, number>;
  flags: Record<string, Record<string, unknown>> = {};
  #sheet: DocumentSheet | null | undefined;

  constructor(data: Record<string, unknown> = {}, { parent = null, pack = null }: DocumentContext = {}) {
    this.id = this._id = String(data._id ?? randomID());
    this.parent = parent;
    this.pack = parent ? parent.pack : pack;
    this.ownership = { default: OWNERSHIP.NONE, ...((data.ownership as Record<string, number>) ?? {}) };
    this._source = structuredClone({ ...data, _id: this.id });
    this.flags = structuredClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
  }

  /**
   * ClientDocumentMixin#sheet: built on first read from the sheet class registered for the
   * document's type (DocumentSheetConfig.registerSheet, the default one first), then kept; null
   * when none is registered. API: https://foundryvtt.com/api/classes/foundry.documents.Actor.html#sheet
   * ("Lazily obtain an Application instance used to configure this Document, or null").
   */
  get sheet(): DocumentSheet | null {
    if (this.#sheet === undefined) {
      const Sheet = env.sheetClass?.(this);
      this.#sheet = Sheet ? new Sheet({ document: this }) : null;
    }
    return this.#sheet;
  }
  set sheet(sheet: DocumentSheet | null) {
    this.#sheet = sheet;
  }

  get documentName(): string {
    return (this.constructor as typeof StandInDocument).documentName;
  }
  get uuid(): string {
    if (this.parent) return `${this.parent.uuid}.${this.documentName}.${this.id}`;
    return this.pack ? `Compendium.${this.pack}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }
  /** The compendium pack holding this document (or its parent), if any. */
  get compendium(): { locked: boolean } | null {
    return this.pack ? (env.packs?.().get(this.pack) ?? null) : null;
  }
  /** As Foundry's database: nothing in a locked compendium may change. */
  assertUnlocked(): void {
    if (this.compendium?.locked)
      throw new Error(`You may not modify the ${this.pack} Compendium which is currently locked.`);
  }

  /**
   * Foundry's pre-creation step, on the creating client only, after the pending document is built
   * and before it is stored: changes go through `updateSource`; `false` cancels the creation.
   */
  async _preCreate(
    _data: Record<string, unknown>,
    _options: Record<string, unknown>,
    _user: StandInUser,
  ): Promise<boolean | void> {}

  /** Changes the source in place, without a database operation or hooks (a pending document's edits). */
  updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    const expanded = expandObject(changes);
    this._applyUpdate(expanded);
    return expanded;
  }

  getUserLevel(user: StandInUser): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    return this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE;
  }
  testUserPermission(user: StandInUser, level: keyof typeof OWNERSHIP | number): boolean {
    const needed = typeof level === 'number' ? level : OWNERSHIP[level];
    return this.getUserLevel(user) >= needed;
  }
  get isOwner(): boolean {
    return this.testUserPermission(env.currentUser(), 'OWNER');
  }
  get limited(): boolean {
    return this.getUserLevel(env.currentUser()) === OWNERSHIP.LIMITED;
  }
  canUserModify(user: StandInUser, _action: string): boolean {
    return this.testUserPermission(user, 'OWNER');
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update({ [`flags.${scope}.-=${key}`]: null });
  }

  /**
   * Applies an update as the current user, refusing it without permission as Foundry's server
   * would. As in Foundry the changes are differenced against the source first (unless
   * `diff: false`): nothing changed means no update and no hooks; otherwise `preUpdate<Doc>` may
   * veto it on this client and `update<Doc>` receives the diff (with `_id`) and the caller's
   * options, custom keys included.
   */
  async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this | undefined> {
    const user = env.currentUser();
    this.assertUnlocked();
    if (!this.canUserModify(user, 'update')) {
      throw new Error(`User ${user.name} lacks permission to update ${this.documentName} ${this.id}`);
    }
    const expanded = expandObject(changes);
    const diff = options.diff === false ? expanded : diffAgainst(this.toObject(), expanded);
    if (!Object.keys(diff).length) return undefined;
    const operation = { diff: true, recursive: true, render: true, ...options };
    if (env.hooks.call(`preUpdate${this.documentName}`, this, diff, operation, user.id) === false) return undefined;
    this._applyUpdate(diff);
    env.hooks.callAll(`update${this.documentName}`, this, { ...diff, _id: this.id }, operation, user.id);
    await this._onUpdateDone(diff, operation, user.id);
    return this;
  }

  /**
   * After an update, as every client's `_onUpdate` (a Combat's turn events; see combat.ts). The
   * stand-in awaits it before `update` resolves, so tests see its effects; Foundry does not wait.
   */
  protected async _onUpdateDone(
    _diff: Record<string, unknown>,
    _operation: Record<string, unknown>,
    _userId: string,
  ): Promise<void> {}

  protected _applyUpdate(expanded: Record<string, unknown>): void {
    if (expanded.flags) {
      // Merged recursively (the update is a diff, so nested objects carry only what changed).
      deepMerge(this.flags as Record<string, unknown>, expanded.flags as Record<string, unknown>);
      this._source.flags = structuredClone(this.flags);
    }
    if ('name' in expanded) (this as unknown as { name: unknown }).name = this._source.name = expanded.name;
    if ('img' in expanded) (this as unknown as { img: unknown }).img = this._source.img = expanded.img;
    if ('sort' in expanded && 'sort' in this._source)
      (this as unknown as { sort: number }).sort = this._source.sort = Math.trunc(Number(expanded.sort)) || 0;
  }

  /** ClientDocumentMixin#toDragData: a stored document is dragged by its uuid. */
  toDragData(): Record<string, unknown> {
    return { type: this.documentName, uuid: this.uuid };
  }

  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }

  /** An embedded document is deleted through its parent (with the delete hooks); see embedded.ts. */
  async delete(options: Record<string, unknown> = {}): Promise<this> {
    const parent = this.parent as {
      deleteEmbeddedDocuments?(n: string, ids: string[], o: object): Promise<unknown>;
    } | null;
    if (parent?.deleteEmbeddedDocuments) await parent.deleteEmbeddedDocuments(this.documentName, [this.id], options);
    return this;
  }
}

/**
 * The system model of a document after an update to it, shared by every document with sub-types.
 * Foundry re-initialises a document after every change to its source (DataModel#updateSource),
 * and TypeDataField#initialize builds a new system model each time: a reference to the old one
 * keeps the old values (API docs of both). `==system` replaces the whole system object (Foundry's
 * forced replacement) before the rest of the update applies.
 */
export function systemAfterUpdate(
  current: TypeDataModel,
  expanded: Record<string, unknown>,
  parent: StandInDocument,
): TypeDataModel {
  const Model = current.constructor as new (data: unknown, o: unknown) => TypeDataModel;
  const base = expanded['==system'] ? new Model(expanded['==system'], { parent }) : current;
  const next = new Model(base._source, { parent });
  if (expanded.system) next.updateSource(expanded.system as Record<string, unknown>);
  return next;
}

/** A document with a `type` and a TypeDataModel `system`. */
export abstract class TypedDocument extends StandInDocument {
  /** Foundry's default image of the document class (its `img` field's initial value comes from getDefaultArtwork). */
  static DEFAULT_ICON = 'icons/svg/mystery-man.svg';
  static getDefaultArtwork(_data?: Record<string, unknown>): { img: string } {
    return { img: this.DEFAULT_ICON };
  }
  type: string;
  name: string;
  img: string;
  /** The integer sort key (IntegerSortField, initial 0): the order of an actor's items on its sheet. */
  sort: number;
  system!: TypeDataModel & Record<string, unknown>;

  constructor(data: Record<string, unknown> = {}, context: DocumentContext = {}) {
    super(data, context);
    this.sort = this._source.sort = Math.trunc(Number(data.sort ?? 0)) || 0;
    this.type = String(data.type ?? 'base');
    this.name = String(data.name ?? '');
    this.img = String(data.img ?? (this.constructor as typeof TypedDocument).getDefaultArtwork(data).img);
    const Model = env.dataModels(this.documentName)[this.type];
    if (!Model) throw new Error(`No data model is registered for ${this.documentName} type ${this.type}`);
    this.system = new Model((data.system as Record<string, unknown>) ?? {}, {
      parent: this,
    }) as TypedDocument['system'];
    this._source.system = this.system._source;
    this._source.name = this.name;
    this._source.type = this.type;
    this._source.img = this.img;
  }

  get schema() {
    return {
      getField: (path: string) => (path.startsWith('system.') ? this.system.schema.getField(path.slice(7)) : undefined),
    };
  }

  /**
   * DataModel#updateSource on a document: the changes are expanded and validated (the
   * changes, not the rest of the source) and stored, with no database operation and no hooks.
   */
  override updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    const { system, ...rest } = expandObject(changes);
    if (system && typeof system === 'object') {
      this.system.validate({ changes: system as Record<string, unknown> });
      deepMerge(this.system._source, system as Record<string, unknown>);
      this._source.system = this.system._source;
    }
    this._applyUpdate(rest);
    return { ...rest, ...(system ? { system } : {}) };
  }

  validate(options: { changes?: Record<string, unknown>; strict?: boolean } = {}): boolean {
    const systemChanges = options.changes?.system as Record<string, unknown> | undefined;
    return this.system.validate({ ...options, ...(options.changes ? { changes: systemChanges ?? {} } : {}) });
  }

  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    this.system = systemAfterUpdate(this.system, expanded, this) as TypedDocument['system'];
    this._source.system = this.system._source;
    this.prepareData();
  }

  /**
   * ClientDocumentMixin#prepareData: the system model's `prepareBaseData`, then the document's,
   * the embedded documents (an actor's effects apply here), the model's `prepareDerivedData`, then
   * the document's (https://foundryvtt.com/api/classes/foundry.documents.abstract.ClientDocumentMixin.html#preparedata).
   */
  prepareData(): void {
    this.system._initialize();
    this.system.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbedded();
    this.system.prepareDerivedData();
    this.prepareDerivedData();
  }

  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  protected prepareEmbedded(): void {}

  /** Embedded ActiveEffects (actors and items both hold them). */
  effects = new DocumentCollection<StandInActiveEffect>();

  protected readEffects(data: Record<string, unknown>): void {
    for (const effect of (data.effects as Record<string, unknown>[]) ?? []) {
      const doc = new (effectClass())(effect, { parent: this });
      this.effects.set(doc.id, doc);
    }
  }

  /** The document whose preparation an embedded change re-runs (an owned item's actor, as in Foundry). */
  get preparedRoot(): TypedDocument {
    return this;
  }

  /** Creates and deletes embedded Items and ActiveEffects with their hooks (embedded.ts). */
  async createEmbeddedDocuments(
    documentName: string,
    data: Record<string, unknown>[],
    options: Record<string, unknown> = {},
  ): Promise<StandInDocument[]> {
    return createEmbedded(this, documentName, data, options);
  }

  async updateEmbeddedDocuments(
    _documentName: string,
    updates: Record<string, unknown>[],
    options: Record<string, unknown> = {},
  ): Promise<unknown[]> {
    const out = [];
    for (const { _id, ...changes } of updates) out.push(await this.effects.get(String(_id))?.update(changes, options));
    return out;
  }

  async deleteEmbeddedDocuments(
    documentName: string,
    ids: string[],
    options: Record<string, unknown> = {},
  ): Promise<StandInDocument[]> {
    return deleteEmbedded(this, documentName, ids, options);
  }

  override toObject(): Record<string, unknown> {
    return {
      ...super.toObject(),
      effects: [...this.effects].map((e) => (e as unknown as StandInActiveEffect).toObject()),
    };
  }
}

export class StandInItem extends TypedDocument {
  static override documentName = 'Item';
  static override DEFAULT_ICON = 'icons/svg/item-bag.svg';
  constructor(data: Record<string, unknown> = {}, context: DocumentContext = {}) {
    super(data, context);
    this.readEffects(data);
  }
  get actor(): StandInActor | null {
    return this.parent instanceof StandInActor ? this.parent : null;
  }
  override get preparedRoot(): TypedDocument {
    return this.actor ?? this;
  }
  /** As in Foundry, an owned item's update re-prepares its actor (which reads the item's state). */
  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    this.actor?.prepareData();
  }
  async deleteDialog(): Promise<this> {
    return this;
  }
}

/** Foundry's v13 change modes by number (CONST.ACTIVE_EFFECT_MODES). */
const MODE = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;

function getPath(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined),
      root,
    );
}
function setPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = root;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/**
 * A change written onto the target's prepared data by mode (numbers: add, multiply, upgrade…),
 * where the key leads: a key with no field is written all the same, creating the objects on its
 * path (core's legacy / unguided application). Returns `{key: value}`, or nothing for `custom`.
 */
export function applyChangeTo(target: object, key: string, mode: number, value: string): Record<string, unknown> {
  const current = getPath(target, key);
  const numeric = value.trim() !== '' && Number.isFinite(Number(value));
  const delta = typeof current === 'number' || (current === undefined && numeric) ? Number(value) : value;
  let next: unknown;
  switch (mode) {
    case MODE.ADD:
      next = typeof current === 'number' ? current + (delta as number) : delta;
      break;
    case MODE.MULTIPLY:
      next = (current as number) * (delta as number);
      break;
    case MODE.UPGRADE:
      next = Math.max(current as number, delta as number);
      break;
    case MODE.DOWNGRADE:
      next = Math.min(current as number, delta as number);
      break;
    case MODE.OVERRIDE:
      next = delta;
      break;
    default:
      return {};
  }
  setPath(target as Record<string, unknown>, key, next);
  return { [key]: next };
}

/**
 * One change onto a document's prepared data as v13's `ActiveEffect#apply` makes it: for a
 * `system.` key the actor's system schema is asked for the field (`actor.system.schema.getField`);
 * with one, `ActiveEffect.applyField` sets what the field's `applyChange` returns (no cleaning, no
 * bounds), without one the legacy path guesses from the current value (applyChangeTo). References:
 * core's `ActiveEffect#apply` and static `applyField` as peers quote them in the code index
 * (e.g. a v13 system's `apply(actor, change)`: "if ( field ) changes[change.key] =
 * this.constructor.applyField(actor, change, field); else this._applyLegacy(actor, change, changes)").
 */
export function applyChange(target: object, key: string, mode: number, value: string): Record<string, unknown> {
  const system = (target as { system?: { schema?: { getField(path: string): DataField | undefined } } }).system;
  const field = key.startsWith('system.') ? system?.schema?.getField(key.slice(7)) : undefined;
  if (!field) return applyChangeTo(target, key, mode, value);
  const update = field.applyChange(getPath(target, key), target, { mode, value });
  setPath(target as Record<string, unknown>, key, update);
  return { [key]: update };
}

type StandInChange = { key: string; mode: number; value: string; priority?: number | null };

/**
 * Where an effect keeps its changes. v13 (here): `changes`, each with a numeric `mode`; v14.ts
 * installs `system.changes` with string `type`s. The stand-in applies the v13 form either way.
 */
export interface EffectChangeStore {
  /** The changes of creation data, in the form the stand-in applies. */
  read(data: Record<string, unknown>): StandInChange[];
  /** Writes the changes into the effect's source, in the generation's shape. */
  write(source: Record<string, unknown>, changes: StandInChange[]): void;
  /** The changes an update sets, if it sets them. */
  fromUpdate(expanded: Record<string, unknown>): StandInChange[] | undefined;
}

export const effectChangeStore: { current: EffectChangeStore } = {
  current: {
    read: (data) => structuredClone((data.changes as StandInChange[]) ?? []),
    write: (source, changes) => {
      source.changes = structuredClone(changes);
    },
    fromUpdate: (expanded) =>
      Array.isArray(expanded.changes) ? structuredClone(expanded.changes as StandInChange[]) : undefined,
  },
};

/**
 * An ActiveEffect on an actor or an item: name, img, disabled, transfer, changes (see EffectChangeStore),
 * duration, origin, statuses. `active` is `!disabled && !isSuppressed` (systems override
 * isSuppressed); `apply` writes one change onto the actor's prepared data as Foundry's does.
 */
export class StandInActiveEffect extends StandInDocument {
  static override documentName = 'ActiveEffect';
  statuses: Set<string>;
  name: string;
  img: string;
  disabled: boolean;
  transfer: boolean;
  changes: StandInChange[];
  duration: Record<string, number | null>;
  origin: string | null;
  description: string;
  constructor(data: Record<string, unknown> = {}, context: DocumentContext = {}) {
    super(data, context);
    this.statuses = new Set((data.statuses as string[]) ?? []);
    this.name = String(data.name ?? '');
    this.img = String(data.img ?? 'icons/svg/aura.svg');
    this.disabled = data.disabled === true;
    // Foundry's default: an effect created on an item transfers to its owner.
    this.transfer = data.transfer === undefined ? true : data.transfer === true;
    this.changes = effectChangeStore.current.read(data);
    effectChangeStore.current.write(this._source, this.changes);
    this.duration = { ...((data.duration as Record<string, number | null>) ?? {}) };
    this.origin = (data.origin as string | undefined) ?? null;
    this.description = String(data.description ?? '');
    Object.assign(this._source, { name: this.name, img: this.img, description: this.description });
    this._source.statuses = [...this.statuses];
  }
  /** Foundry's ActiveEffect.fromStatusEffect → _fromStatusEffect (systems override the latter). */
  static async fromStatusEffect(statusId: string, options: Record<string, unknown> = {}): Promise<StandInActiveEffect> {
    return this._fromStatusEffect(statusId, statusEffectData(statusId), options);
  }
  static async _fromStatusEffect(
    _statusId: string,
    effectData: Record<string, unknown>,
    options: Record<string, unknown>,
  ): Promise<StandInActiveEffect> {
    return new this(effectData, options);
  }
  get isSuppressed(): boolean {
    return false;
  }
  /** ActiveEffect#target: the document it modifies — its actor, or the owner of the item that transfers it. */
  get target(): unknown {
    const parent = this.parent as (StandInDocument & { parent?: unknown }) | null;
    if (parent?.documentName === 'Item' && this.transfer && parent.parent) return parent.parent;
    return parent;
  }
  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }
  /** As in v13: a duration in seconds, rounds or turns, or any status, makes an effect temporary. */
  get isTemporary(): boolean {
    const d = this.duration;
    return (d.seconds ?? 0) > 0 || (d.rounds ?? 0) > 0 || (d.turns ?? 0) > 0 || this.statuses.size > 0;
  }
  /**
   * Foundry's change application on the actor's prepared data: a `system.` key with a field in the
   * actor's schema goes through the field (`applyField`), any other key the legacy way.
   */
  apply(actor: TypedDocument, change: { key: string; mode: number; value: string }): Record<string, unknown> {
    return applyChange(actor, change.key, Number(change.mode), change.value);
  }
  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    for (const key of ['disabled', 'transfer', 'origin', 'description'] as const) {
      if (key in expanded) (this as Record<string, unknown>)[key] = this._source[key] = expanded[key];
    }
    const changes = effectChangeStore.current.fromUpdate(expanded);
    if (changes) effectChangeStore.current.write(this._source, (this.changes = changes));
    if (expanded.duration)
      this.duration = { ...this.duration, ...(expanded.duration as Record<string, number | null>) };
    this._source.duration = { ...this.duration };
    // SetField#initialize builds a new Set each time the data is initialised, and
    // DataModel#updateSource re-initialises after every update (API docs of both).
    if (expanded.statuses) this._source.statuses = [...new Set(expanded.statuses as string[])];
    this.statuses = new Set(this._source.statuses as string[]);
    (this.parent as TypedDocument | null)?.prepareData();
  }
  /**
   * Core's `Actor#_onUpdateDescendantDocuments` (with legacyTransferral off): an update to an effect
   * whose parent is an owned Item re-prepares the actor as well, after the update hooks, so what
   * the effect changes on the actor follows (the item alone was reset before the hooks).
   */
  protected override async _onUpdateDone(): Promise<void> {
    const parent = this.parent as (StandInDocument & { actor?: TypedDocument | null }) | null;
    if (parent?.documentName === 'Item') parent.actor?.prepareData();
  }
  override async delete(): Promise<this> {
    const parent = this.parent as (TypedDocument & { effects: DocumentCollection<StandInActiveEffect> }) | null;
    if (parent) await parent.deleteEmbeddedDocuments('ActiveEffect', [this.id]);
    return this;
  }
}

/** The class Foundry instantiates for effects: CONFIG.ActiveEffect.documentClass. */
export function effectClass(): typeof StandInActiveEffect {
  return env.effectClass?.() ?? StandInActiveEffect;
}

export class StandInActor extends TypedDocument {
  static override documentName = 'Actor';
  items = new DocumentCollection<StandInItem>();

  constructor(data: Record<string, unknown> = {}, context: DocumentContext = {}) {
    super(data, context);
    for (const item of (data.items as Record<string, unknown>[]) ?? []) {
      const doc = new (env.itemClass?.() ?? StandInItem)(item, { parent: this });
      this.items.set(doc.id, doc);
    }
    this.readEffects(data);
    this.prepareData();
  }

  /** As in Foundry, gathered from the effects once per preparation (applyActiveEffects), not per read. */
  statuses = new Set<string>();
  /** Actor#appliedEffects: a getter that walks the applicable effects for the active ones, as core's does. */
  get appliedEffects(): StandInActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active);
  }

  /**
   * Foundry v11+ with CONFIG.ActiveEffect.legacyTransferral false: the actor's own effects, then
   * each item's effects marked `transfer` (they stay on the item; nothing is copied).
   */
  *allApplicableEffects(): Generator<StandInActiveEffect> {
    for (const e of this.effects) yield e as unknown as StandInActiveEffect;
    for (const item of this.items) {
      for (const e of (item as unknown as StandInItem).effects) {
        if ((e as unknown as StandInActiveEffect).transfer) yield e as unknown as StandInActiveEffect;
      }
    }
  }

  /** Actor#temporaryEffects: the applicable effects that are active and temporary. */
  get temporaryEffects(): StandInActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active && e.isTemporary);
  }

  protected override prepareEmbedded(): void {
    for (const item of this.items) (item as unknown as StandInItem).prepareData();
    this.applyActiveEffects();
  }

  /**
   * Foundry's applyActiveEffects: statuses and changes of the active applicable effects, by
   * priority, read through the actor's own `this.allApplicableEffects()` (a subclass's override is
   * the walk core applies).
   */
  applyActiveEffects(): void {
    this.statuses = new Set();
    const changes: { effect: StandInActiveEffect; change: StandInActiveEffect['changes'][number]; priority: number }[] =
      [];
    for (const e of this.allApplicableEffects()) {
      if (!e.active) continue;
      for (const s of e.statuses) this.statuses.add(s);
      for (const change of e.changes)
        changes.push({ effect: e, change, priority: change.priority ?? Number(change.mode) * 10 });
    }
    changes.sort((a, b) => a.priority - b.priority);
    const applied: Record<string, unknown> = {};
    for (const { effect, change } of changes) Object.assign(applied, effect.apply(this, change));
    this.overrides = expandObject(applied);
  }

  /** Actor#overrides: what the effects' changes wrote in the latest preparation, by key, expanded. */
  overrides: Record<string, unknown> = {};

  async toggleStatusEffect(id: string, options: { active?: boolean; overlay?: boolean } = {}): Promise<unknown> {
    return toggleStatusEffect(this, id, options);
  }

  override async updateEmbeddedDocuments(
    documentName: string,
    updates: Record<string, unknown>[],
    options: Record<string, unknown> = {},
  ): Promise<unknown[]> {
    const collection: DocumentCollection<StandInItem> | DocumentCollection<StandInActiveEffect> =
      documentName === 'Item' ? this.items : this.effects;
    const out = [];
    for (const { _id, ...changes } of updates) out.push(await collection.get(String(_id))?.update(changes, options));
    return out;
  }

  getRollData(): Record<string, unknown> {
    return structuredClone(this.system._source);
  }

  override toObject(): Record<string, unknown> {
    return { ...super.toObject(), items: [...this.items].map((i) => (i as unknown as StandInItem).toObject()) };
  }
}

export class StandInUser extends StandInDocument {
  static override documentName = 'User';
  name: string;
  role: number;
  active = true;
  character: StandInActor | null = null;
  constructor(data: { _id?: string; name: string; role: number }) {
    super(data);
    this.name = data.name;
    this.role = data.role;
  }
  get isGM(): boolean {
    return this.role >= 4;
  }
  get isSelf(): boolean {
    return env.currentUser() === this;
  }
  get isActiveGM(): boolean {
    return this.isGM && this.isSelf && this === activeGM();
  }
  override canUserModify(user: StandInUser): boolean {
    return user.isGM || user === this;
  }
  async query(name: string, data: unknown): Promise<unknown> {
    return queryRouter(this, name, data);
  }
  /** Macro ids by hotbar slot (User#hotbar), written by assignHotbarMacro. */
  hotbar: Record<number, string> = {};
  async assignHotbarMacro(macro: { id: string } | null, slot: number): Promise<void> {
    if (macro) this.hotbar[slot] = macro.id;
    else delete this.hotbar[slot];
  }
}

let activeGM: () => StandInUser | null = () => null;
let queryRouter: (target: StandInUser, name: string, data: unknown) => Promise<unknown> = async () => undefined;
export function bindUsers(gm: () => StandInUser | null, router: typeof queryRouter): void {
  activeGM = gm;
  queryRouter = router;
}

let lastTimestamp = 0;
/** `Date.now()`, kept strictly increasing so messages made in one millisecond still have an order. */
function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** CONST.BASE_DOCUMENT_TYPE: the sub-type of a document created without one. */
export const BASE_DOCUMENT_TYPE = 'base';

export class StandInChatMessage extends StandInDocument {
  static override documentName = 'ChatMessage';
  author: StandInUser;
  content: string;
  rolls: unknown[];
  speaker: Record<string, unknown>;
  flavor: string;
  /** The message's sub-type: `base`, or one the manifest declares (`game.documentTypes.ChatMessage`). */
  type: string;
  /**
   * The TypeDataModel registered for the type (`CONFIG.ChatMessage.dataModels[type]`), built from
   * the given `system` data with the message as its parent; a plain object for a type without one.
   */
  system: Record<string, unknown>;
  /** User ids the message is whispered to (empty: public). */
  whisper: string[];
  /** A blind roll: its author does not see the result either. */
  blind: boolean;
  /** When the message was made, in milliseconds (the schema's initial value is `Date.now`). */
  timestamp: number;
  constructor(data: Record<string, unknown> = {}) {
    super(data);
    this.type = String(data.type ?? BASE_DOCUMENT_TYPE);
    // DocumentTypeField: a type the world's packages do not declare fails validation, so the
    // message is not created (README: chat message sub-types).
    const declared = env.documentTypes?.(this.documentName) ?? [BASE_DOCUMENT_TYPE];
    if (!declared.includes(this.type))
      throw new Error(
        `ChatMessage validation errors: type: "${this.type}" is not a valid type for the ChatMessage Document class`,
      );
    this._source.type = this.type;
    const Model = env.dataModels(this.documentName)[this.type];
    const given = (data.system as Record<string, unknown> | undefined) ?? {};
    if (Model) {
      const model = new Model(given, { parent: this });
      this.system = model as unknown as Record<string, unknown>;
      this._source.system = model._source;
    } else {
      this.system = structuredClone(given);
      this._source.system = structuredClone(given);
    }
    this.author = (data.author as StandInUser) ?? env.currentUser();
    this.timestamp = typeof data.timestamp === 'number' ? data.timestamp : nextTimestamp();
    this._source.timestamp = this.timestamp;
    this.whisper = [...((data.whisper as string[] | undefined) ?? [])];
    this.blind = Boolean(data.blind);
    this.content = String(data.content ?? '');
    this._source.rolls = storedRolls(data.rolls as unknown[] | undefined);
    this.rolls = rebuiltRolls(this._source.rolls as string[]);
    this.speaker = (data.speaker as Record<string, unknown>) ?? {};
    this.flavor = String(data.flavor ?? '');
    this._source.author = this.author.id;
    this.prepareData();
  }

  /**
   * ClientDocumentMixin#prepareData, as for every client document: the system model's
   * `prepareBaseData`, the message's, then the model's `prepareDerivedData` and the message's.
   */
  prepareData(): void {
    const model = this.system instanceof TypeDataModel ? this.system : null;
    model?.prepareBaseData();
    this.prepareBaseData();
    model?.prepareDerivedData();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    if ('content' in expanded) this.content = this._source.content = String(expanded.content);
    if ('flavor' in expanded) this.flavor = this._source.flavor = String(expanded.flavor);
    if ('rolls' in expanded) {
      this._source.rolls = storedRolls(expanded.rolls as unknown[]);
      this.rolls = rebuiltRolls(this._source.rolls as string[]);
    }
    if (this.system instanceof TypeDataModel) {
      const model = systemAfterUpdate(this.system, expanded, this);
      this.system = model as unknown as Record<string, unknown>;
      this._source.system = model._source;
    } else if (expanded['==system'] || expanded.system) {
      // A type without a model keeps its system as a plain object, merged as any object field.
      const replaced = expanded['==system'] ? structuredClone(expanded['==system']) : this.system;
      this.system = deepMerge(replaced as Record<string, unknown>, (expanded.system as Record<string, unknown>) ?? {});
      this._source.system = structuredClone(this.system);
    }
    this.prepareData();
  }
  override getUserLevel(user: StandInUser): number {
    return user.isGM || user === this.author ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }
  get isAuthor(): boolean {
    return env.currentUser() === this.author;
  }
  /** Whether the current user sees the content (a whispered roll shows others only that it was rolled). */
  get isContentVisible(): boolean {
    const user = env.currentUser();
    if (!this.whisper.length || user.isGM) return true;
    return this.whisper.includes(user.id) || (this.isAuthor && !this.blind);
  }
}

export class StandInMacro extends StandInDocument {
  static override documentName = 'Macro';
  name: string;
  command: string;
  author: StandInUser;
  constructor(data: Record<string, unknown> = {}) {
    super(data);
    this.name = String(data.name ?? '');
    this.command = String(data.command ?? '');
    this.author = env.currentUser();
  }
  get isAuthor(): boolean {
    return env.currentUser() === this.author;
  }
}

export { DataModel };
