/**
 * v14 keeps an ActiveEffect's changes in `system.changes`, each with a string `type` (add,
 * subtract, multiply, override, upgrade, downgrade, custom) in place of v13's numeric `mode` and
 * an optional `phase`, stored as written; the effect has a `type` ('base') and a `system`. Data in
 * v13's shape (a pack's stored effects) is
 * migrated when the document is built; an update that writes the top-level `changes` is the
 * deprecated form and is recorded. References: foundryvtt/foundryvtt#13740 ("Migrate
 * `ActiveEffect#changes` to `ActiveEffect#system#changes`"), #13566 (`EffectChangeData#mode` →
 * `type`), as cited by Xacus/demonlord#313 and shipped by Foundryborne/daggerheart#2075 and
 * foundryvtt-dcc/dcc#634 ("Numeric mode values replaced with string type values").
 */
import { expandObject, deepMerge } from './data-model';
import {
  applyChange,
  effectChangeStore,
  effectClass,
  StandInActiveEffect,
  StandInActor,
  TypedDocument,
  type EffectChangeStore,
} from './documents';

type Change = ReturnType<EffectChangeStore['read']>[number];
type V14Change = { key: string; type: string; value: string; priority?: number | null; phase?: string };

/** CONST.ACTIVE_EFFECT_MODES (v13) by v14 change type. v14's subtract is an add of the negated value. */
const MODE_OF_TYPE: Record<string, number> = {
  custom: 0,
  multiply: 1,
  add: 2,
  subtract: 2,
  downgrade: 3,
  upgrade: 4,
  override: 5,
};
const TYPE_OF_MODE: Record<number, string> = {
  0: 'custom',
  1: 'multiply',
  2: 'add',
  3: 'downgrade',
  4: 'upgrade',
  5: 'override',
};

function fromV14(changes: V14Change[]): Change[] {
  return changes.map((c) => ({
    key: c.key,
    mode: MODE_OF_TYPE[c.type] ?? 0,
    value: c.type === 'subtract' && Number.isFinite(Number(c.value)) ? String(-Number(c.value)) : String(c.value ?? ''),
    priority: c.priority ?? null,
  }));
}

function toV14(changes: Change[]): V14Change[] {
  return changes.map((c) => ({
    key: c.key,
    type: TYPE_OF_MODE[Number(c.mode)] ?? 'custom',
    value: c.value,
    priority: c.priority ?? null,
  }));
}

const systemChanges = (data: Record<string, unknown>) =>
  (data.system as { changes?: unknown } | undefined)?.changes as V14Change[] | undefined;

export function installV14EffectChanges(record: (message: string) => void): void {
  // Changes given in v14's shape are stored as written (a subtract stays one, a phase is kept);
  // the list the stand-in applies is read from them.
  const written = new WeakMap<Change[], V14Change[]>();
  const read = (v14: V14Change[]) => {
    const changes = fromV14(v14);
    written.set(changes, structuredClone(v14));
    return changes;
  };
  effectChangeStore.current = {
    read: (data) => {
      const v14 = systemChanges(data);
      if (Array.isArray(v14)) return read(v14);
      return structuredClone((data.changes as Change[]) ?? []);
    },
    write: (source, changes) => {
      delete source.changes;
      source.type ??= 'base';
      source.system = {
        ...((source.system as Record<string, unknown>) ?? {}),
        changes: written.get(changes) ?? toV14(changes),
      };
    },
    fromUpdate: (expanded) => {
      const v14 = systemChanges(expanded);
      if (Array.isArray(v14)) return read(v14);
      if (!Array.isArray(expanded.changes)) return undefined;
      record('ActiveEffect#changes is deprecated in v14: write system.changes');
      return structuredClone(expanded.changes as Change[]);
    },
  };
  Object.defineProperties(StandInActiveEffect.prototype, {
    type: {
      configurable: true,
      get: function (this: StandInActiveEffect) {
        return this._source.type;
      },
    },
    system: {
      configurable: true,
      get: function (this: StandInActiveEffect) {
        return this._source.system;
      },
    },
  });
}

/** A change as v14's Actor#applyActiveEffects hands it to `ActiveEffect.applyChange`: the effect attached. */
type AppliedChange = V14Change & { effect: StandInActiveEffect; priority: number };

/**
 * v14 applies effects in two phases, each once per preparation: `initial` between the embedded
 * documents' preparation and `prepareDerivedData` (statuses gathered here), `final` after
 * `prepareData`. A change runs in the phase it names (`initial` by default). Each change goes to
 * the static `ActiveEffect.applyChange(actor, change)` of the configured effect class with
 * `change.effect` set; the instance `apply` is a deprecated shim nothing calls. A key with no
 * schema field is written where it leads (the unguided path), and what each change wrote joins
 * `actor.overrides`. Calling `applyActiveEffects()` without a phase is deprecated.
 */
export function installV14EffectApplication(record: (message: string) => void): void {
  type Phased = StandInActor & { applyActiveEffects(phase?: string): void };
  const actorProto = StandInActor.prototype as unknown as Phased & { prepareEmbedded(): void };
  actorProto.applyActiveEffects = function (this: Phased, phase?: string) {
    if (phase === undefined) record('Actor#applyActiveEffects() without a phase is deprecated in v14');
    const current = phase ?? 'initial';
    if (current === 'initial') {
      this.statuses = new Set();
      this.overrides = {};
    }
    const changes: AppliedChange[] = [];
    for (const e of this.allApplicableEffects()) {
      if (!e.active) continue;
      if (current === 'initial') for (const s of e.statuses) this.statuses.add(s);
      for (const c of systemChanges(e._source) ?? []) {
        if ((c.phase ?? 'initial') !== current) continue;
        changes.push({ ...c, effect: e, priority: c.priority ?? (MODE_OF_TYPE[c.type] ?? 0) * 10 });
      }
    }
    changes.sort((a, b) => a.priority - b.priority);
    const EffectClass = effectClass() as unknown as { applyChange(doc: object, change: AppliedChange): object };
    const applied: Record<string, unknown> = {};
    for (const change of changes) Object.assign(applied, EffectClass.applyChange(this, change));
    this.overrides = deepMerge(this.overrides, expandObject(applied));
  };
  actorProto.prepareEmbedded = function (this: Phased) {
    for (const item of this.items) (item as unknown as TypedDocument).prepareData();
    this.applyActiveEffects('initial');
  };
  actorProto.prepareData = function (this: Phased) {
    TypedDocument.prototype.prepareData.call(this);
    this.applyActiveEffects('final');
  };
  Object.assign(StandInActiveEffect, {
    applyChange(targetDoc: object, change: AppliedChange): Record<string, unknown> {
      const value = String(change.value ?? '');
      const negated = change.type === 'subtract' && Number.isFinite(Number(value)) ? String(-Number(value)) : value;
      return applyChange(targetDoc, change.key, MODE_OF_TYPE[change.type] ?? 0, negated);
    },
  });
  StandInActiveEffect.prototype.apply = function (this: StandInActiveEffect, actor, change) {
    record('ActiveEffect#apply is deprecated in v14: Foundry calls the static ActiveEffect.applyChange');
    return applyChange(actor, change.key, Number(change.mode), change.value);
  };
}
