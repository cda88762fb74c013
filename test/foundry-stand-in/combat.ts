/**
 * Combat and Combatant as Foundry v13 runs them (client/documents/combat.mjs, read for behaviour):
 * `turns` is set by `setupTurns()` (sorted with `_sortCombatants` passed unbound) and the turn is
 * an index into it; `current`/`previous` record round, turn and combatant. When a Combat update or
 * a change to its combatants moves the round, the turn or the combatant standing at the turn,
 * `_manageTurnEvents` runs — unless the operation carries `turnEvents: false`: on the active GM's
 * client `_onEndTurn` → `_onEndRound` → `_onStartRound` → `_onStartTurn` walk every turn passed,
 * then `combatTurnChange` fires on every client. A combatant update that re-sorts the turns keeps
 * the index, so whoever now stands there gets a start of turn (and the one before an end) unless
 * `turnEvents: false`; `combatTurn` in the options sets the index first, as core's does.
 */
import { StandInDocument, type StandInActor, type StandInUser, DocumentCollection, OWNERSHIP } from './documents';

export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

type Operation = Record<string, unknown>;
type Globals = {
  Hooks: { callAll(name: string, ...a: unknown[]): boolean; call(name: string, ...a: unknown[]): boolean };
  game: {
    user: StandInUser & { isActiveGM: boolean };
    system: { initiative?: string };
    actors: Map<string, StandInActor>;
  };
  CONFIG: { Combat: { initiative: { formula: string | null } } };
  Roll: new (formula: string, data?: object) => { evaluate(): Promise<{ total: number | undefined }> };
};
const globals = () => globalThis as unknown as Globals;

/** A Combat embeds Combatants only (its one embedded collection). */
function embedsOnlyCombatants(documentName: string): void {
  if (documentName !== 'Combatant') throw new Error(`The stand-in Combat cannot embed ${documentName}`);
}

export class StandInCombatant extends StandInDocument {
  static override documentName = 'Combatant';
  actor: StandInActor | null;
  initiative: number | null;
  name: string;
  hidden: boolean;
  defeated: boolean;
  tokenId: string | null;
  constructor(data: Record<string, unknown> = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    // Foundry resolves the actor from actorId (world actors); tests may hand the actor itself.
    this.actor = (data.actor as StandInActor) ?? globals().game.actors.get(String(data.actorId)) ?? null;
    this.initiative = (data.initiative as number | null) ?? null;
    this.name = String(data.name ?? this.actor?.name ?? '');
    this.hidden = Boolean(data.hidden);
    this.defeated = Boolean(data.defeated);
    this.tokenId = (data.tokenId as string | null) ?? null;
    delete this._source.actor;
    Object.assign(this._source, {
      actorId: this.actor?.id ?? null,
      initiative: this.initiative,
      name: this.name,
      hidden: this.hidden,
      defeated: this.defeated,
    });
  }
  get combat(): StandInCombat | null {
    return this.parent instanceof StandInCombat ? this.parent : null;
  }
  /** Combatant#token: the TokenDocument of `tokenId` in the combat's scenes (`sceneId` is not modelled). */
  get token(): { clearMovementHistory?(): Promise<void> } | null {
    if (!this.tokenId) return null;
    const scenes = (globals().game as { scenes?: Iterable<{ tokens: { get(id: string): unknown } }> }).scenes;
    for (const scene of scenes instanceof Map ? scenes.values() : (scenes ?? [])) {
      const token = scene.tokens.get(this.tokenId);
      if (token) return token as { clearMovementHistory?(): Promise<void> };
    }
    return null;
  }
  get actorId(): string | null {
    return this.actor?.id ?? null;
  }
  get isNPC(): boolean {
    return !(this.actor as (StandInActor & { hasPlayerOwner?: boolean }) | null)?.hasPlayerOwner;
  }
  get isDefeated(): boolean {
    return this.defeated || !!this.actor?.statuses.has('dead');
  }
  override getUserLevel(user: StandInUser): number {
    return this.actor ? this.actor.getUserLevel(user) : user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.NONE;
  }
  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    for (const key of ['initiative', 'hidden', 'defeated'] as const) {
      if (key in expanded) {
        (this as Record<string, unknown>)[key] = expanded[key];
        this._source[key] = expanded[key];
      }
    }
  }
  protected override async _onUpdateDone(_diff: Operation, operation: Operation): Promise<void> {
    await this.combat?._onCombatantsChanged(operation);
  }
  /** Core's default: the configured formula (or the system's) with the actor's roll data. */
  getInitiativeRoll(formula?: string | null) {
    const { CONFIG, game, Roll } = globals();
    const f = formula ?? CONFIG.Combat.initiative.formula ?? game.system.initiative ?? '1d20';
    return new Roll(String(f), (this.actor as { getRollData?(): object } | null)?.getRollData?.() ?? {});
  }
}

export class StandInCombat extends StandInDocument {
  static override documentName = 'Combat';
  combatants = new DocumentCollection<StandInCombatant>();
  round: number;
  turn: number | null;
  turns: StandInCombatant[] = [];
  current!: CombatHistoryData;
  previous: CombatHistoryData | undefined = undefined;
  /** While a batch of combatant updates runs, the Combat reacts once, after all of them. */
  private batching = false;

  constructor(data: Record<string, unknown> = {}) {
    super(data);
    this.round = Number(data.round ?? 0);
    this.turn = (data.turn as number | null | undefined) ?? null;
    this.setupTurns();
  }

  override getUserLevel(user: StandInUser): number {
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }
  /** BaseCombat's update permission: GMs only (core's player subset, round and turn, is not modelled). */
  override canUserModify(user: StandInUser, _action: string): boolean {
    return user.isGM;
  }
  get started(): boolean {
    return this.round > 0;
  }
  get combatant(): StandInCombatant | null {
    return this.turn !== null ? (this.turns[this.turn] ?? null) : null;
  }
  get nextCombatant(): StandInCombatant | undefined {
    if (this.turn === this.turns.length - 1) return this.turns[0];
    return this.turns[(this.turn ?? -1) + 1];
  }
  /** The tracker's settings (CombatEncounters.settings); defeated combatants are not skipped. */
  get settings(): { skipDefeated: boolean } {
    return { skipDefeated: false };
  }

  /** Foundry's order: initiative descending, unrolled last, then by id. Called unbound, as in Foundry. */
  _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    const ia = typeof a.initiative === 'number' ? a.initiative : -Infinity;
    const ib = typeof b.initiative === 'number' ? b.initiative : -Infinity;
    return ib - ia || (a.id > b.id ? 1 : -1);
  }

  setupTurns(): StandInCombatant[] {
    const sort = this._sortCombatants;
    const turns = [...this.combatants.values()].sort((a, b) => sort(a, b));
    if (this.turn !== null) {
      if (this.turn < 0) this.turn = 0;
      else if (this.turn >= turns.length) {
        this.turn = 0;
        this.round++;
      }
    }
    this.turns = turns;
    this.current = this._getCurrentState(this.turn !== null ? turns[this.turn] : undefined);
    this.previous ??= { ...this.current };
    return turns;
  }

  _getCurrentState(combatant?: StandInCombatant | null): CombatHistoryData {
    combatant ??= this.combatant;
    return { round: this.round, turn: this.turn ?? null, combatantId: combatant?.id ?? null, tokenId: null };
  }

  /** Records the prior state as `previous`; true when round, turn or the combatant at the turn changed. */
  private recordPreviousState(prior: CombatHistoryData): boolean {
    const { round, turn, combatantId } = this.current;
    const changed = combatantId !== prior.combatantId || round !== prior.round || turn !== prior.turn;
    this.previous = { ...prior };
    return changed;
  }

  /** Adds combatants as a combat's set-up (test helper: no hooks, no turn events). */
  addCombatants(data: Record<string, unknown>[]): StandInCombatant[] {
    const created = this.embed(data);
    this.setupTurns();
    return created;
  }

  /** New combatants of this combat, in its collection (no hooks, the turns not yet re-sorted). */
  private embed(data: Record<string, unknown>[]): StandInCombatant[] {
    const created = data.map((d) => new StandInCombatant(d, { parent: this }));
    for (const c of created) this.combatants.set(c.id, c);
    return created;
  }

  async createEmbeddedDocuments(
    documentName: string,
    data: Record<string, unknown>[],
    options: Operation = {},
  ): Promise<StandInCombatant[]> {
    embedsOnlyCombatants(documentName);
    const { Hooks, game } = globals();
    const created = this.embed(data);
    for (const c of created) Hooks.callAll('createCombatant', c, options, game.user.id);
    if (game.user.isActiveGM) for (const c of created) await this._onEnter(c);
    await this._onCombatantsChanged(options);
    return created;
  }

  async updateEmbeddedDocuments(
    documentName: string,
    updates: Record<string, unknown>[],
    options: Operation = {},
  ): Promise<StandInCombatant[]> {
    embedsOnlyCombatants(documentName);
    const updated: StandInCombatant[] = [];
    this.batching = true;
    try {
      for (const { _id, ...changes } of updates) {
        const c = this.combatants.get(String(_id));
        if (c && (await c.update(changes, options))) updated.push(c);
      }
    } finally {
      this.batching = false;
    }
    if (updated.length) await this._onCombatantsChanged(options);
    return updated;
  }

  async deleteEmbeddedDocuments(documentName: string, ids: string[], options: Operation = {}): Promise<string[]> {
    embedsOnlyCombatants(documentName);
    const { Hooks, game } = globals();
    const deleted = ids.map((id) => this.combatants.get(id)).filter((c): c is StandInCombatant => !!c);
    for (const c of deleted) this.combatants.delete(c.id);
    for (const c of deleted) Hooks.callAll('deleteCombatant', c, options, game.user.id);
    if (game.user.isActiveGM) for (const c of deleted) await this._onExit(c);
    await this._onCombatantsChanged(options);
    return deleted.map((c) => c.id);
  }

  /** Core's #onModifyCombatants: re-sort keeping the index (or `combatTurn`), then the turn events. */
  async _onCombatantsChanged(options: Operation): Promise<void> {
    if (this.batching) return;
    const prior = { ...this.current };
    if (typeof options.combatTurn === 'number') this.turn = options.combatTurn;
    this.setupTurns();
    if (this.recordPreviousState(prior) && options.turnEvents !== false) await this._manageTurnEvents();
  }

  protected override _applyUpdate(expanded: Record<string, unknown>): void {
    super._applyUpdate(expanded);
    if ('round' in expanded) this.round = this._source.round = Number(expanded.round);
    if ('turn' in expanded) this.turn = this._source.turn = expanded.turn as number | null;
    if ('active' in expanded) this._source.active = expanded.active;
  }

  /** Core's Combat#_onUpdate: the new state, the previous one recorded, turn events unless told not to. */
  protected override async _onUpdateDone(_diff: Operation, operation: Operation): Promise<void> {
    const prior = { ...this.current };
    this.previous ??= prior;
    this.current = this._getCurrentState();
    if (this.recordPreviousState(prior) && operation.turnEvents !== false) await this._manageTurnEvents();
  }

  async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    const { current, previous } = this;
    const { game, Hooks } = globals();
    if (game.user.isActiveGM) await this.triggerTurnEvents();
    Hooks.callAll('combatTurnChange', this, previous, current);
  }

  /** Every turn between the previous state and the current one ends and starts, in order (core's #triggerTurnEvents). */
  private async triggerTurnEvents(): Promise<void> {
    const { turns, current } = this;
    const previous = this.previous!;
    const intervals: [number, number][] = [];
    let roundDelta = current.round - previous.round;
    if (roundDelta === 0) {
      if (current.round > 0 && (previous.turn ?? -1) < (current.turn ?? -1))
        intervals.push([(previous.turn ?? -1) + 1, current.turn!]);
    } else if (roundDelta > 0) {
      if (previous.round > 0) intervals.push([(previous.turn ?? -1) + 1, turns.length - 1]);
      while (--roundDelta) intervals.push([0, turns.length - 1]);
      intervals.push([0, current.turn ?? 0]);
    }
    if (intervals.length) {
      let prior = {
        combatant: this.combatants.get(previous.combatantId ?? '') ?? null,
        round: previous.round,
        turn: previous.turn,
        skipped: false,
      };
      for (const [from, to] of intervals) {
        for (let turn = from; turn <= to; turn++) {
          const round = prior.round + (turn === 0 ? 1 : 0);
          const next = {
            combatant: turns[turn] ?? null,
            round,
            turn,
            skipped: round !== current.round || turn !== current.turn,
          };
          if (prior.combatant)
            await this._onEndTurn(prior.combatant, { round: prior.round, turn: prior.turn, skipped: prior.skipped });
          if (prior.round !== next.round) {
            await this._onEndRound({ round: prior.round, skipped: prior.round !== previous.round });
            await this._onStartRound({ round: next.round, skipped: next.round !== current.round });
          }
          if (next.combatant) {
            const context = { round: next.round, turn: next.turn, skipped: next.skipped };
            await this._onStartTurn(next.combatant, context);
            await this._clearMovementHistoryOnStartTurn(next.combatant, context);
          }
          prior = next;
        }
      }
      return;
    }
    // The turn order changed under the same round and turn: the one who left the turn ends it.
    const changeCombatant =
      current.combatantId !== previous.combatantId &&
      current.round === previous.round &&
      current.turn === previous.turn;
    if (changeCombatant) {
      const prior = this.combatants.get(previous.combatantId ?? '');
      const next = this.combatant;
      const context = { round: current.round, turn: current.turn, skipped: false };
      if (prior) await this._onEndTurn(prior, context);
      if (next) {
        await this._onStartTurn(next, context);
        await this._clearMovementHistoryOnStartTurn(next, context);
      }
    }
  }

  /** Core's default: the token of the combatant whose turn starts forgets the movement it recorded. */
  async _clearMovementHistoryOnStartTurn(combatant: StandInCombatant, _context: unknown): Promise<void> {
    await combatant.token?.clearMovementHistory?.();
  }

  async _onStartTurn(_combatant: StandInCombatant, _context: unknown): Promise<void> {}
  async _onEndTurn(_combatant: StandInCombatant, _context: unknown): Promise<void> {}
  async _onStartRound(_context: unknown): Promise<void> {}
  async _onEndRound(_context: unknown): Promise<void> {}
  async _onEnter(_combatant: StandInCombatant): Promise<void> {}
  async _onExit(_combatant: StandInCombatant): Promise<void> {}

  /** Begin Combat: round 1, the first turn (the `combatStart` hook may change the data). */
  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    globals().Hooks.callAll('combatStart', this, updateData);
    await this.update(updateData);
    return this;
  }

  async nextRound(): Promise<this> {
    const turn = this.turn === null || this.turns.length === 0 ? null : 0;
    const updateData = { round: this.round + 1, turn };
    const updateOptions = { direction: 1 };
    globals().Hooks.callAll('combatRound', this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async nextTurn(): Promise<this> {
    if (this.round === 0) return this.nextRound();
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = { direction: 1 };
    globals().Hooks.callAll('combatTurn', this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Core's rollInitiative: owned combatants only, one batch of updates with `turnEvents: false`. */
  async rollInitiative(
    ids: string | string[],
    { formula = null, updateTurn = true }: { formula?: string | null; updateTurn?: boolean } = {},
  ): Promise<this> {
    const updates: Record<string, unknown>[] = [];
    for (const id of typeof ids === 'string' ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = await combatant.getInitiativeRoll(formula).evaluate();
      updates.push({ _id: id, initiative: roll.total });
    }
    if (!updates.length) return this;
    const options: Operation = { turnEvents: false };
    if (!updateTurn) options.combatTurn = this.turn;
    await this.updateEmbeddedDocuments('Combatant', updates, options);
    return this;
  }
}
