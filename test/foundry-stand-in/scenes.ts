/**
 * Scenes and their Tokens, as Foundry v11+ represents them: a TokenDocument is embedded in its
 * Scene and names the world Actor it represents (`actorId`). A linked token (`actorLink`) is that
 * actor; an unlinked one carries an ActorDelta (`token.delta`) whose source holds only what differs
 * from the base actor (its `system` a partial object, not a data model; its own `items` and
 * `effects`, whole documents), and its actor is a synthetic one built from the base actor merged
 * with the delta. An update to one of the synthetic actor's effects is kept by the delta.
 * References in README.md.
 */
import { deepMerge } from './data-model';
import { DocumentCollection, StandInDocument, type StandInActor } from './documents';

type Data = Record<string, unknown>;
type ActorClass = new (data: Data, context: { parent?: StandInDocument | null }) => StandInActor;

let env: { actors(): Map<string, StandInActor>; actorClass(): ActorClass } | undefined;
export function bindSceneEnvironment(e: NonNullable<typeof env>): void {
  env = e;
}

/** The ActorDelta of an unlinked token: overrides only, updated like any embedded document. */
export class StandInActorDelta extends StandInDocument {
  static override documentName = 'ActorDelta';

  constructor(data: Data = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    // ActorDeltaData#system: "the system data model override" — a plain partial object.
    if (data.system !== undefined) this._source.system = structuredClone(data.system);
  }

  get token(): StandInToken {
    return this.parent as StandInToken;
  }

  /** As Foundry's ActorDelta#type: passed through from the synthetic actor, if it exists. */
  get type(): string | undefined {
    return this.token.actor?.type;
  }

  protected override _applyUpdate(expanded: Data): void {
    super._applyUpdate(expanded);
    const system = Object.fromEntries(Object.entries(expanded).filter(([k]) => /^(==|-=)?system$/.test(k)));
    if (Object.keys(system).length) deepMerge(this._source, system);
  }

  /**
   * An updated effect of the synthetic actor, kept as the delta's own: its source replaces the
   * delta's entry of its id (a base actor's effect is copied in); an effect of an item the delta
   * does not hold yet copies the whole item in.
   */
  keepEffect(effect: StandInDocument): void {
    const holder = effect.parent!;
    if (holder.documentName === 'Actor') {
      this._source.effects = withEntry(this._source.effects, effect.toObject());
      return;
    }
    const items = Array.isArray(this._source.items) ? (this._source.items as Data[]) : [];
    const item = items.find((i) => i._id === holder.id);
    this._source.items = item
      ? withEntry(items, { ...item, effects: withEntry(item.effects, effect.toObject()) })
      : [...items, holder.toObject()];
  }
}

/** A list of documents' sources with this one in place of the entry of its id, or added. */
function withEntry(list: unknown, entry: Data): Data[] {
  const entries = Array.isArray(list) ? (list as Data[]) : [];
  const at = entries.findIndex((e) => e._id === entry._id);
  return at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e));
}

/** The base actor's embedded documents with the delta's own: each replaces the base's of its id, or is added. */
function mergedById(base: unknown, own: unknown): Data[] {
  let merged = Array.isArray(base) ? (base as Data[]) : [];
  for (const entry of Array.isArray(own) ? (own as Data[]) : []) merged = withEntry(merged, entry);
  return merged;
}

/** The synthetic actor's effects and its items' effects, whose updates the delta keeps. */
function embeddedEffects(actor: StandInActor): StandInDocument[] {
  const of = (doc: unknown) => [...(doc as { effects: Iterable<StandInDocument> }).effects];
  return [...of(actor), ...[...actor.items].flatMap(of)];
}

export class StandInToken extends StandInDocument {
  static override documentName = 'Token';
  name: string;
  actorId: string | null;
  actorLink: boolean;
  /** An unlinked token's delta; a linked token has none (its actor is the world actor). */
  delta: StandInActorDelta | null;
  #synthetic: { key: string; actor: StandInActor } | null = null;

  constructor(data: Data = {}, context: { parent?: StandInDocument | null } = {}) {
    super(data, context);
    this.name = String(data.name ?? '');
    this.actorId = (data.actorId as string | null | undefined) ?? null;
    this.actorLink = data.actorLink === true;
    this.delta = this.actorLink
      ? null
      : new StandInActorDelta((data.delta as Data | undefined) ?? {}, { parent: this });
  }

  /** TokenDocument#baseActor: the world actor this token represents. */
  get baseActor(): StandInActor | null {
    return (this.actorId && env?.actors().get(this.actorId)) || null;
  }

  /**
   * TokenDocument#actor: the world actor when linked; when unlinked, a synthetic actor of the base
   * actor's source merged with the delta (ActorDelta#apply; embedded items and effects by id),
   * rebuilt when either changes. The stand-in routes only its effects' updates to the delta (the
   * new synthetic actor has them); the actor's own update throws: update `token.delta`.
   */
  get actor(): StandInActor | null {
    const base = this.baseActor;
    if (!base || this.actorLink || !this.delta) return base;
    const overrides = this.delta.toObject();
    const source = base.toObject();
    const key = JSON.stringify([source, overrides]);
    if (this.#synthetic?.key !== key) {
      const { _id: _ignored, items, effects, ...changes } = overrides;
      const merged = deepMerge(source, changes);
      merged.items = mergedById(source.items, items);
      merged.effects = mergedById(source.effects, effects);
      const actor = new (env!.actorClass())(merged, { parent: this });
      actor.update = async () => {
        throw new Error('The stand-in routes no synthetic-actor update to its delta: update token.delta');
      };
      for (const effect of embeddedEffects(actor)) {
        const update = effect.update.bind(effect);
        effect.update = async (changes, options) => {
          const updated = await update(changes, options);
          if (updated) this.delta?.keepEffect(effect);
          return updated;
        };
      }
      this.#synthetic = { key, actor };
    }
    return this.#synthetic.actor;
  }

  override toObject(): Data {
    return { ...super.toObject(), delta: this.delta?.toObject() ?? null };
  }
}

export class StandInScene extends StandInDocument {
  static override documentName = 'Scene';
  name: string;
  tokens = new DocumentCollection<StandInToken>();

  constructor(data: Data = {}) {
    super(data);
    this.name = String(data.name ?? '');
    for (const token of (data.tokens as Data[] | undefined) ?? []) {
      const doc = new StandInToken(token, { parent: this });
      this.tokens.set(doc.id, doc);
    }
  }

  override toObject(): Data {
    return { ...super.toObject(), tokens: [...this.tokens].map((t) => (t as unknown as StandInToken).toObject()) };
  }
}
