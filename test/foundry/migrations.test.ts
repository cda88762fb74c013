import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boot } from './boot';
import { currentVersion, migrateSystem, runMigrations } from '../../src/foundry/migrations';
import type { Migration, RulesetDescriptor } from '../../src/foundry/ruleset';
import { registry } from '../../src/foundry/registry';

boot();

// Version 2 renamed `hp` to `health`; version 3 added `level` from the old `rank` (fixture steps).
const steps: Migration[] = [
  {
    version: 2,
    types: ['relic-seeker'],
    migrate: ({ hp, ...rest }) => (hp === undefined ? rest : { ...rest, health: hp }),
  },
  {
    version: 3,
    types: ['relic-seeker'],
    migrate: ({ rank, ...rest }) => ({ ...rest, level: rest.level ?? rank ?? 1 }),
  },
];

describe('migrations', () => {
  beforeEach(() => standIn.reset());

  it('brings old data to the current shape without losing a field', () => {
    const v1 = { schemaVersion: 1, hp: { value: 3, max: 8 }, rank: 4, notes: 'kept' };
    const { changed, system } = migrateSystem('relic-seeker', v1, steps);
    expect(changed).toBe(true);
    expect(system).toEqual({ schemaVersion: 3, health: { value: 3, max: 8 }, level: 4, notes: 'kept' });
  });

  it('is idempotent and leaves other types alone', () => {
    fc.assert(
      fc.property(fc.record({ hp: fc.anything(), rank: fc.integer(), other: fc.string() }), (data) => {
        const once = migrateSystem('relic-seeker', { schemaVersion: 0, ...data }, steps).system;
        const twice = migrateSystem('relic-seeker', once, steps);
        expect(twice.changed).toBe(false);
        expect(twice.system).toEqual(once);
        expect(migrateSystem('hitdice-character', { schemaVersion: 0, ...data }, steps).changed).toBe(false);
      }),
    );
  });

  it('the current version is the highest step', () => {
    expect(currentVersion(steps)).toBe(3);
    expect(currentVersion(undefined)).toBe(1);
  });

  it('runs on the active GM only, with a progress report, and updates every stored document', async () => {
    const seeker = registry.get('relic');
    const descriptor: RulesetDescriptor = {
      ...seeker,
      migrations: [{ version: 2, types: ['relic-seeker'], migrate: (s) => ({ ...s, level: 7 }) }],
    };
    const actor = standIn.loadDocument('Actor', {
      name: 'Old',
      type: 'relic-seeker',
      system: { schemaVersion: 1, level: 2 },
    }) as Actor.Implementation;
    standIn.actAs(standIn.users.player);
    expect(await runMigrations([descriptor], 1)).toBe(0);
    standIn.actAs(standIn.users.gm);
    expect(await runMigrations([descriptor], 2)).toBe(0);
    expect(await runMigrations([descriptor], 1)).toBe(1);
    expect((actor.system as unknown as { level: number; schemaVersion: number }).level).toBe(7);
    expect((actor.system as unknown as { schemaVersion: number }).schemaVersion).toBe(2);
    expect(standIn.notifications.some((n) => /updated 1 documents/.test(n.message))).toBe(true);
  });
});
