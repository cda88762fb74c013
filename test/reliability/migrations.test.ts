/**
 * Worlds made by the first stub, brought to the current shape: every fixture migrates, validates
 * against the current model with no failures, keeps every old value at its new place, and does
 * not change when migrated again; the runner runs on the active GM only, with a progress bar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../foundry/boot';
import { currentVersion, migrateSource, migrateSystem, runMigrations } from '../../src/foundry/migrations';
import { registry } from '../../src/foundry/registry';
import type { RulesetDescriptor } from '../../src/foundry/ruleset';
import fixtureFile from './fixtures/stub-actors.json';

boot();

interface Fixture {
  name: string;
  type: string;
  system: Record<string, unknown>;
  moves: Record<string, string>;
  notes: string[];
}
const FIXTURES = (fixtureFile as { fixtures: Fixture[] }).fixtures;

interface Schema {
  clean(value: unknown): unknown;
  childFailures(value: Record<string, unknown>, partial: boolean): string[];
}
type ModelClass = { schema: Schema; cleanData(source: Record<string, unknown>): Record<string, unknown> };

function descriptorOf(type: string): RulesetDescriptor {
  const found = registry.all().find((d) => type in d.Actor || type in d.Item);
  if (!found) throw new Error(`No ruleset has the type ${type}`);
  return found;
}
const modelOf = (type: string) => {
  const d = descriptorOf(type);
  return (d.Actor[type] ?? d.Item[type])!.model as unknown as ModelClass;
};

function at(data: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

/** Every leaf of a stored object, as dotted paths. */
function leaves(data: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(data).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? leaves(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const counted = { fixtures: 0, migrated: 0, documents: 0 };

describe('stub-world fixtures migrate to the current shape', () => {
  beforeEach(() => standIn.reset());

  it('every stub actor type and every ruleset has fixtures', () => {
    const stubTypes = [
      'relic-seeker',
      'hitdice-character',
      'difference-character',
      'countdown-character',
      'cryture-trainer',
    ];
    expect(new Set(FIXTURES.map((f) => f.type))).toEqual(new Set(stubTypes));
    for (const f of FIXTURES) {
      // The fixture lists every old leaf: a field it forgot could be lost unnoticed.
      const old = leaves(f.system)
        .map(([p]) => p)
        .filter((p) => p !== 'schemaVersion');
      const placed = [
        ...Object.keys(f.moves),
        ...(f.notes.length ? ['hp', 'level'].filter((k) => !(k in f.moves) && old.some((p) => p.startsWith(k))) : []),
      ];
      for (const p of old)
        expect(
          placed.some((q) => p === q || p.startsWith(`${q}.`)),
          `${f.name}: ${p}`,
        ).toBe(true);
    }
  });

  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    counted.fixtures++;
    const descriptor = descriptorOf(f.type);
    const Model = modelOf(f.type);
    const { changed, system } = migrateSystem(f.type, f.system, descriptor.migrations);
    const target = currentVersion(descriptor.migrations);
    if (changed) counted.migrated++;
    expect(system.schemaVersion).toBe(changed ? target : f.system.schemaVersion);

    // Validates against the current model: cleaned (defaults for the fields the stub never had), no failures.
    const cleaned = Model.cleanData(structuredClone(system));
    expect(Model.schema.childFailures(cleaned, false)).toEqual([]);

    // Every old value is at its new place, after cleaning too (no clamping, no dropped key).
    for (const [from, to] of Object.entries(f.moves)) {
      const old = at(f.system, from);
      if (to === 'notes') expect(String(at(cleaned, to)).startsWith(String(old)), `${from} → ${to}`).toBe(true);
      else expect(at(cleaned, to), `${from} → ${to}`).toEqual(old);
    }
    for (const line of f.notes) expect(String(cleaned.notes)).toContain(line);
    // Nothing the stub stored is left where the current model would silently drop it.
    for (const key of Object.keys(system)) expect(Model.schema.childFailures({ [key]: system[key] }, true)).toEqual([]);
    for (const key of Object.keys(system))
      expect(key in (Model.schema as unknown as { fields: object }).fields, key).toBe(true);

    // Idempotent: migrating the result (or the cleaned document) again changes nothing.
    const again = migrateSystem(f.type, system, descriptor.migrations);
    expect(again.changed).toBe(false);
    expect(again.system).toEqual(system);
    expect(migrateSystem(f.type, cleaned, descriptor.migrations).changed).toBe(false);

    // Foundry builds the document from the stored source: the model's migrateData applies the
    // steps before cleaning, so a real document loaded from the stub world keeps every value.
    const actor = (await Actor.create({
      name: f.name,
      type: f.type,
      system: structuredClone(f.system),
    } as never)) as Actor.Implementation;
    counted.documents++;
    const stored = actor.toObject().system as Record<string, unknown>;
    expect(stored).toEqual(cleaned);
    expect(() => actor.prepareData()).not.toThrow();
    expect(actor.validate({ strict: false } as never)).toBe(true);
  });

  it('migrateSource leaves partial update data and data without a version alone, and changes a whole source in place', () => {
    const steps = descriptorOf('difference-character').migrations;
    const diff = { hp: { value: 1 } };
    expect(migrateSource('difference-character', diff, steps)).toEqual({ hp: { value: 1 } });
    const source = { schemaVersion: 1, hp: { value: 2, max: 3 } };
    const same = migrateSource('difference-character', source, steps);
    expect(same).toBe(source);
    expect(source).toEqual({ schemaVersion: 2, vitality: { value: 2, max: 3 } });
    expect(migrateSource('difference-character', null, steps)).toBeNull();
  });

  it('a rename never overwrites a value already at the new place: the old one goes to the notes', () => {
    const steps = descriptorOf('difference-character').migrations;
    const { system } = migrateSystem(
      'difference-character',
      { schemaVersion: 1, hp: { value: 1, max: 2 }, vitality: { value: 5, max: 9 }, notes: '' },
      steps,
    );
    expect(system).toEqual({ schemaVersion: 2, vitality: { value: 5, max: 9 }, notes: '<p>hp: 1/2</p>' });
  });
});

describe('the migration runner, with the real rulesets', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
  });

  it('runs only on the active GM, shows a progress bar to the end, and a second run changes nothing', async () => {
    // Documents stored at schema 1 (their models' initial version), as a world made before the
    // steps holds them: loaded, not created (a new document is born at the current version).
    for (const d of registry.all())
      standIn.loadDocument('Actor', { name: `Now ${d.id}`, type: d.primaryActorType, system: { schemaVersion: 1 } });
    const target = Math.max(...registry.all().map((d) => currentVersion(d.migrations)));
    expect(target).toBe(2);
    const due = game.actors!.filter((a) => {
      const steps = registry.all().find((d) => a.type in d.Actor)!.migrations;
      return migrateSystem(
        a.type,
        (a as unknown as { _source: { system: Record<string, unknown> } })._source.system,
        steps,
      ).changed;
    }).length;
    expect(due).toBeGreaterThan(0);

    standIn.actAs(standIn.users.player);
    expect(await runMigrations(registry.all(), 1)).toBe(0);
    standIn.actAs(standIn.users.gm);
    standIn.users.gm.active = false; // a GM, but not the active one
    try {
      expect(await runMigrations(registry.all(), 1)).toBe(0);
    } finally {
      standIn.users.gm.active = true;
    }
    expect(await runMigrations(registry.all(), target)).toBe(0);

    const progress = { update: vi.fn(), remove: vi.fn() };
    const info = vi.spyOn(ui.notifications!, 'info');
    const remove = vi.spyOn(ui.notifications!, 'remove');
    info.mockImplementationOnce(() => progress as never);
    let calls: unknown[][] = [];
    try {
      expect(await runMigrations(registry.all(), 1)).toBe(due);
    } finally {
      calls = info.mock.calls.map((c) => [...c]);
      info.mockRestore();
    }
    expect(calls[0]![1]).toMatchObject({ progress: true });
    expect(remove).toHaveBeenCalledWith(progress); // the bar closes when done
    remove.mockRestore();
    const pcts = progress.update.mock.calls.map(([p]) => (p as { pct: number }).pct);
    expect(pcts.length).toBe(game.actors!.size);
    expect(pcts.at(-1)).toBe(1);
    expect([...pcts].sort((a, b) => a - b)).toEqual(pcts);
    for (const a of game.actors!)
      expect((a.system as unknown as { schemaVersion: number }).schemaVersion).toBeLessThanOrEqual(target);

    const before = JSON.stringify(game.actors!.map((a) => a.toObject()));
    expect(await runMigrations(registry.all(), 1)).toBe(0);
    expect(JSON.stringify(game.actors!.map((a) => a.toObject()))).toBe(before);
  });
});

afterAll(() => {
  const dir = path.resolve(__dirname, '..', '..', 'artifacts', 'reliability');
  fs.mkdirSync(dir, { recursive: true });
  const steps = registry
    .all()
    .flatMap((d) => (d.migrations ?? []).map((m) => ({ ruleset: d.id, version: m.version, types: m.types })));
  fs.writeFileSync(
    path.join(dir, 'migrations.json'),
    `${JSON.stringify(
      {
        migrationsCovered: steps.length,
        steps,
        fixtures: FIXTURES.length,
        fixturesRun: counted.fixtures,
        fixturesChangedByAStep: counted.migrated,
        documentsBuiltFromFixtures: counted.documents,
        stubTypes: [...new Set(FIXTURES.map((f) => f.type))],
      },
      null,
      2,
    )}\n`,
  );
});
