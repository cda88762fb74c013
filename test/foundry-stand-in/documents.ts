/**
 * Stand-ins for Foundry's documents: enough of Actor, Item, ChatMessage, User, Combat, Combatant
 * and Macro for the glue to run. Data lives in `_source`; `system` is the registered
 * TypeDataModel for the document's type; updates are validated, applied and re-prepared, and fire
 * the update hooks with the acting user's id. Permissions are explicit per user (`ownership`).
 */
import { DataModel, expandObject, type TypeDataModel } from './data-model';

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
  hooks: { callAll(name: string, ...args: unknown[]): void };
  dataModels(documentName: string): Record<string, typeof TypeDataModel>;
};

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
  ownership: Record<string, number>;
  flags: Record<string, Record<string, unknown>> = {};
  sheet: { render(force?: boolean): Promise<unknown>; rendered?: boolean; close(): Promise<unknown> } | null = null;

  constructor(data: Record<string, unknown> = {}, { parent = null }: { parent?: StandInDocument | null } = {}) {
    this.id = this._id = String(data._id ?? randomID());
    this.parent = parent;
    this.ownership = { default: OWNERSHIP.NONE, ...((data.ownership as Record<string, number>) ?? {}) };
    this._source = structuredClone({ ...data, _id: this.id });
    this.flags = structuredClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
  }

  get documentName(): string {
    return (this.constructor as typeof StandInDocument).documentName;
  }
  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
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
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string): Promise<this> {
    return this.update({ [`flags.${scope}.-=${key}`]: null });
  }

  /** Applies an update as the current user, refusing it without permission as Foundry's server would. */
  async update(changes: Record<string, unknown>, _options: Record<string, unknown> = {}): Promise<this> {
    const user = env.currentUser();
    if (!this.canUserModify(user, 'update')) {
      throw new Error(`User ${user.name} lacks permission to update ${this.documentName} ${this.id}`);
    }
    const expanded = expandObject(changes);
    this._applyUpdate(expanded);
    env.hooks.callAll(`update${this.documentName}`, this, expanded, {}, user.id);
    return this;
  }

  protected _applyUpdate(expanded: Record<string, unknown>): void {
    if (expanded.flags) {
      for (const [scope, values] of Object.entries(expanded.flags as Record<string, Record<string, unknown>>)) {
        const target = (this.flags[scope] ??= {});
        for (const [k, v] of Object.entries(values)) {
          if (k.startsWith('-=')) delete target[k.slice(2)];
          else if (k.startsWith('==')) target[k.slice(2)] = structuredClone(v);
          else target[k] = structuredClone(v);
        }
      }
      this._source.flags = structuredClone(this.flags);
    }
    if ('name' in expanded) (this as unknown as { name: unknown }).name = this._source.name = expanded.name;
    if ('img' in expanded) (this as unknown as { img: unknown }).img = this._source.img = expanded.img;
  }

  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }

  async delete(): Promise<this> {
    return this;
  }
}

/** A document with a `type` and a TypeDataModel `system`. */
export abstract class TypedDocument extends StandInDocument {
  type: string;
  name: string;
  img: string;
  system!: TypeDataModel & Record<string, unknown>;

  constructor(data: Record<string, unknown> = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    this.type = String(data.type ?? 'base');
    this.name = String(data.name ?? '');
    this.img = String(data.img ?? 'icons/svg/mystery-man.svg');
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

  validate(options: { changes?: Record<string, unknown>; strict?: boolean } = {}): boolean {
    const systemChanges = options.changes?.system as Record<string, unknown> | undefined;
    return this.system.validate({ ...options, ...(options.changes ? { changes: systemChanges ?? {} } : {}) });
  }

  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    if (expanded['==system']) {
      // Foundry's forced replacement: the whole system object is swapped for the given one.
      const Model = this.system.constructor as new (data: unknown, o: unknown) => TypedDocument['system'];
      this.system = new Model(expanded['==system'], { parent: this });
      this._source.system = this.system._source;
    }
    if (expanded.system) {
      this.system.updateSource(expanded.system as Record<string, unknown>);
      this._source.system = this.system._source;
    }
    this.prepareData();
  }

  prepareData(): void {
    this.system._initialize();
    this.system.prepareBaseData();
    this.prepareEmbedded();
    this.system.prepareDerivedData();
  }

  protected prepareEmbedded(): void {}
}

export class StandInItem extends TypedDocument {
  static override documentName = 'Item';
  get actor(): StandInActor | null {
    return this.parent instanceof StandInActor ? this.parent : null;
  }
  async deleteDialog(): Promise<this> {
    return this;
  }
}

export class StandInActiveEffect extends StandInDocument {
  static override documentName = 'ActiveEffect';
  statuses: Set<string>;
  name: string;
  constructor(data: Record<string, unknown> = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    this.statuses = new Set((data.statuses as string[]) ?? []);
    this.name = String(data.name ?? '');
  }
}

export class StandInActor extends TypedDocument {
  static override documentName = 'Actor';
  items = new DocumentCollection<StandInItem>();
  effects = new DocumentCollection<StandInActiveEffect>();

  constructor(data: Record<string, unknown> = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    for (const item of (data.items as Record<string, unknown>[]) ?? []) {
      const doc = new StandInItem(item, { parent: this });
      this.items.set(doc.id, doc);
    }
    for (const effect of (data.effects as Record<string, unknown>[]) ?? []) {
      const doc = new StandInActiveEffect(effect, { parent: this });
      this.effects.set(doc.id, doc);
    }
    this.prepareData();
  }

  /** As in Foundry, gathered from the effects once per preparation (applyActiveEffects), not per read. */
  statuses = new Set<string>();

  protected override prepareEmbedded(): void {
    for (const item of this.items) (item as unknown as StandInItem).prepareData();
    this.statuses = new Set();
    for (const e of this.effects) for (const s of (e as unknown as StandInActiveEffect).statuses) this.statuses.add(s);
  }

  async toggleStatusEffect(id: string, { active }: { active?: boolean } = {}): Promise<boolean> {
    const existing = [...this.effects].find((e) =>
      (e as unknown as StandInActiveEffect).statuses.has(id),
    ) as unknown as StandInActiveEffect | undefined;
    const want = active ?? !existing;
    if (want && !existing) {
      const effect = new StandInActiveEffect({ name: id, statuses: [id] }, { parent: this });
      this.effects.set(effect.id, effect);
    } else if (!want && existing) this.effects.delete(existing.id);
    this.prepareData();
    return want;
  }

  async createEmbeddedDocuments(documentName: string, data: Record<string, unknown>[]): Promise<StandInDocument[]> {
    if (!this.canUserModify(env.currentUser(), 'update')) throw new Error('No permission to create embedded documents');
    if (documentName === 'Item') {
      const created = data.map((d) => new StandInItem(d, { parent: this }));
      for (const item of created) this.items.set(item.id, item);
      this.prepareData();
      return created;
    }
    if (documentName === 'ActiveEffect') {
      const created = data.map((d) => new StandInActiveEffect(d, { parent: this }));
      for (const effect of created) this.effects.set(effect.id, effect);
      this.prepareData();
      return created;
    }
    throw new Error(`The stand-in cannot embed ${documentName}`);
  }

  async updateEmbeddedDocuments(documentName: string, updates: Record<string, unknown>[]): Promise<unknown[]> {
    const collection = documentName === 'Item' ? this.items : this.effects;
    const out = [];
    for (const { _id, ...changes } of updates) out.push(await collection.get(String(_id))?.update(changes));
    return out;
  }

  async deleteEmbeddedDocuments(documentName: string, ids: string[]): Promise<void> {
    const collection = documentName === 'Item' ? this.items : this.effects;
    for (const id of ids) collection.delete(id);
    this.prepareData();
  }

  getRollData(): Record<string, unknown> {
    return structuredClone(this.system._source);
  }

  override toObject(): Record<string, unknown> {
    return {
      ...super.toObject(),
      items: [...this.items].map((i) => (i as unknown as StandInItem).toObject()),
      effects: [...this.effects].map((e) => (e as unknown as StandInActiveEffect).toObject()),
    };
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
  async assignHotbarMacro(_macro: unknown, _slot: number): Promise<void> {}
}

let activeGM: () => StandInUser | null = () => null;
let queryRouter: (target: StandInUser, name: string, data: unknown) => Promise<unknown> = async () => undefined;
export function bindUsers(gm: () => StandInUser | null, router: typeof queryRouter): void {
  activeGM = gm;
  queryRouter = router;
}

export class StandInChatMessage extends StandInDocument {
  static override documentName = 'ChatMessage';
  author: StandInUser;
  content: string;
  rolls: unknown[];
  speaker: Record<string, unknown>;
  flavor: string;
  system: Record<string, unknown>;
  /** User ids the message is whispered to (empty: public). */
  whisper: string[];
  /** A blind roll: its author does not see the result either. */
  blind: boolean;
  constructor(data: Record<string, unknown> = {}) {
    super(data);
    this.author = (data.author as StandInUser) ?? env.currentUser();
    this.whisper = [...((data.whisper as string[] | undefined) ?? [])];
    this.blind = Boolean(data.blind);
    this.content = String(data.content ?? '');
    this.rolls = (data.rolls as unknown[]) ?? [];
    this.speaker = (data.speaker as Record<string, unknown>) ?? {};
    this.flavor = String(data.flavor ?? '');
    this.system = (data.system as Record<string, unknown>) ?? {};
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

export class StandInCombatant extends StandInDocument {
  static override documentName = 'Combatant';
  actor: StandInActor | null;
  initiative: number | null;
  name: string;
  constructor(data: Record<string, unknown> = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    this.actor = (data.actor as StandInActor) ?? null;
    this.initiative = (data.initiative as number | null) ?? null;
    this.name = String(data.name ?? this.actor?.name ?? '');
  }
  get isNPC(): boolean {
    return !(this.actor as (StandInActor & { hasPlayerOwner?: boolean }) | null)?.hasPlayerOwner;
  }
  override getUserLevel(user: StandInUser): number {
    return this.actor ? this.actor.getUserLevel(user) : user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.NONE;
  }
  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    if ('initiative' in expanded) this.initiative = expanded.initiative as number | null;
  }
}

export class StandInCombat extends StandInDocument {
  static override documentName = 'Combat';
  combatants = new DocumentCollection<StandInCombatant>();
  round = 0;
  turn: number | null = null;
  override getUserLevel(user: StandInUser): number {
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }

  /** Adds combatants (test helper; Foundry creates Combatant documents). */
  addCombatants(data: Record<string, unknown>[]): StandInCombatant[] {
    const created = data.map((d) => new StandInCombatant(d, { parent: this }));
    for (const c of created) this.combatants.set(c.id, c);
    return created;
  }

  /** Foundry's order: initiative descending, unrolled last, then by id. Called unbound, as in Foundry. */
  _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    const ia = typeof a.initiative === 'number' ? a.initiative : -Infinity;
    const ib = typeof b.initiative === 'number' ? b.initiative : -Infinity;
    return ib - ia || (a.id > b.id ? 1 : -1);
  }

  /** The turn order, sorted the way Foundry's setupTurns does (comparator passed unbound). */
  get turns(): StandInCombatant[] {
    const sort = this._sortCombatants;
    return [...this.combatants.values()].sort((a, b) => sort(a, b));
  }

  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  /** Default initiative: 1d20 per combatant (Foundry uses the system's formula). */
  async rollInitiative(ids: string | string[]): Promise<this> {
    for (const id of typeof ids === 'string' ? [ids] : ids) {
      const c = this.combatants.get(id);
      if (c) c.initiative = Math.floor(Math.random() * 20) + 1;
    }
    return this;
  }

  async _onStartTurn(_combatant: StandInCombatant, _context: unknown): Promise<void> {}
  async _onEndTurn(_combatant: StandInCombatant, _context: unknown): Promise<void> {}
  async _onStartRound(_context: unknown): Promise<void> {}
  async _onEndRound(_context: unknown): Promise<void> {}

  /**
   * Advances one turn and runs the turn events on this client, as Foundry's designated GM does
   * after a Combat update: end of the current turn, then (when the round wraps) start of round,
   * then start of the next turn.
   */
  async nextTurn(): Promise<this> {
    const turns = this.turns;
    const previous = this.combatant;
    if (previous) await this._onEndTurn(previous, { round: this.round, turn: this.turn, skipped: false });
    let next = this.turn === null ? 0 : this.turn + 1;
    if (next >= turns.length || this.round === 0) {
      next = 0;
      this.round += 1;
      await this._onStartRound({ round: this.round, turn: 0, skipped: false });
    }
    this.turn = next;
    const current = this.combatant;
    if (current) await this._onStartTurn(current, { round: this.round, turn: this.turn, skipped: false });
    return this;
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
