/**
 * Scenes and their Tokens, as Foundry v11+ represents them: a TokenDocument is embedded in its
 * Scene and names the world Actor it represents (`actorId`). A linked token (`actorLink`) is that
 * actor; an unlinked one carries an ActorDelta (`token.delta`) whose source holds only what differs
 * from the base actor (its `system` a partial object, not a data model), and its actor is a
 * synthetic one built from the base actor merged with the delta. References in README.md.
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
   * actor's source merged with the delta (ActorDelta#apply), rebuilt when either changes. The
   * stand-in routes no update through it: update `token.delta`.
   */
  get actor(): StandInActor | null {
    const base = this.baseActor;
    if (!base || this.actorLink || !this.delta) return base;
    const overrides = this.delta.toObject();
    const key = JSON.stringify([base._source, overrides]);
    if (this.#synthetic?.key !== key) {
      const { _id: _ignored, ...changes } = overrides;
      const merged = deepMerge(base.toObject(), changes);
      const actor = new (env!.actorClass())(merged, { parent: this });
      actor.update = async () => {
        throw new Error('The stand-in routes no synthetic-actor update to its delta: update token.delta');
      };
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
