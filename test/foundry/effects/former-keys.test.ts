/**
 * The rewrite of an effect's stored changes from former keys to the fields' paths, in both
 * generations' shapes: only a former key changes, each change keeps everything else it stored, and
 * a second pass finds nothing to do.
 */
import { describe, expect, it } from 'vitest';
import {
  currentKey,
  formerKeysStamp,
  formerKeyTable,
  migrateEffectSource,
} from '../../../src/foundry/effects/former-keys';
import type { EffectField } from '../../../src/foundry/effects/fields';
import { RULESETS } from '../../../src/rulesets';

const field = (path: string, formerKey?: string): EffectField => ({
  path,
  label: 'x',
  ...(formerKey ? { formerKey } : {}),
});
const table = formerKeyTable([
  { effectFields: [field('system.bonuses.ac', 'relic.ac'), field('system.stats.*', 'cryture.stat.*')] },
  { effectFields: [field('system.attributes.dex', 'relic.attribute.dex'), field('system.hp.max')] },
  {},
]);

describe('the former-key table', () => {
  it("is every descriptor's former keys with the paths that replaced them", () => {
    expect([...table]).toEqual([
      ['relic.ac', 'system.bonuses.ac'],
      ['cryture.stat.*', 'system.stats.*'],
      ['relic.attribute.dex', 'system.attributes.dex'],
    ]);
    expect(formerKeysStamp(table)).toBe('cryture.stat.* relic.ac relic.attribute.dex');
    expect(formerKeysStamp(formerKeyTable([]))).toBe('');
  });

  it("maps a key, a family's member with its name, and nothing else", () => {
    expect(currentKey(table, 'relic.ac')).toBe('system.bonuses.ac');
    expect(currentKey(table, 'cryture.stat.Might')).toBe('system.stats.Might');
    for (const left of [
      'system.bonuses.ac',
      'system.stats.Might',
      'flags.some-module.bonus',
      'relic.nothing',
      'cryture.stat.*',
      'cryture.stat.',
      'cryture.stat.a.b',
      'cryture.stat',
      'ac',
      '',
    ])
      expect(currentKey(table, left), left).toBeNull();
  });

  it("holds every registered ruleset's former keys, each mapped onto its own field", () => {
    const all = formerKeyTable(RULESETS);
    for (const d of RULESETS)
      for (const f of d.effectFields ?? []) if (f.formerKey) expect(all.get(f.formerKey), f.formerKey).toBe(f.path);
    // Relic's are converted on this branch.
    expect(all.get('relic.ac')).toBe('system.bonuses.ac');
  });
});

describe('rewriting an effect’s stored changes', () => {
  it('v13: `changes`, each keeping its numeric mode, value and priority', () => {
    const source = {
      name: 'Ring',
      changes: [
        { key: 'relic.ac', mode: 2, value: '1', priority: 25 },
        { key: 'system.hp.max', mode: 2, value: '5', priority: null },
        { key: 'cryture.stat.Might', mode: 5, value: '3', priority: 50 },
      ],
    };
    const before = structuredClone(source);
    expect(migrateEffectSource(source, table)).toEqual({
      changes: [
        { key: 'system.bonuses.ac', mode: 2, value: '1', priority: 25 },
        { key: 'system.hp.max', mode: 2, value: '5', priority: null },
        { key: 'system.stats.Might', mode: 5, value: '3', priority: 50 },
      ],
    });
    expect(source).toEqual(before);
  });

  it('v14: `system.changes`, each keeping its type (a subtract too), value, priority and phase', () => {
    const source = {
      name: 'Ring',
      type: 'base',
      system: {
        changes: [
          { key: 'relic.attribute.dex', type: 'subtract', value: '1', priority: 5, phase: 'final' },
          { key: 'relic.ac', type: 'custom', value: 'x', priority: null },
        ],
      },
    };
    expect(migrateEffectSource(source, table)).toEqual({
      'system.changes': [
        { key: 'system.attributes.dex', type: 'subtract', value: '1', priority: 5, phase: 'final' },
        { key: 'system.bonuses.ac', type: 'custom', value: 'x', priority: null },
      ],
    });
  });

  it('v14 data is read where v14 keeps it, even beside a leftover top-level list', () => {
    const source = { changes: [{ key: 'relic.ac', mode: 2, value: '1' }], system: { changes: [] } };
    expect(migrateEffectSource(source, table)).toBeNull();
  });

  it('a change already on a path, a flag or an unknown key is left alone: nothing to update', () => {
    const source = {
      changes: [
        { key: 'system.bonuses.ac', mode: 2, value: '1', priority: null },
        { key: 'flags.some-module.bonus', mode: 2, value: '1', priority: null },
        { key: 'relic.nothing', mode: 2, value: '1', priority: null },
      ],
    };
    expect(migrateEffectSource(source, table)).toBeNull();
  });

  it('is idempotent: the rewritten effect needs no second update', () => {
    for (const source of [
      { changes: [{ key: 'relic.ac', mode: 2, value: '1', priority: null }] },
      { system: { changes: [{ key: 'cryture.stat.Grace', type: 'add', value: '1', phase: 'initial' }] } },
    ]) {
      const update = migrateEffectSource(source, table)!;
      const [path, list] = Object.entries(update)[0]!;
      const once = path === 'changes' ? { changes: list } : { system: { changes: list } };
      expect(migrateEffectSource(once, table)).toBeNull();
    }
  });

  it('survives garbage: no list, entries that are not changes, keys that are not text', () => {
    for (const source of [null, undefined, 7, 'relic.ac', {}, { changes: 'relic.ac' }, { system: { changes: {} } }])
      expect(migrateEffectSource(source, table)).toBeNull();
    const source = {
      changes: [null, 7, 'relic.ac', { mode: 2, value: '1' }, { key: 5 }, { key: ' relic.ac ', mode: 2, value: '1' }],
    };
    expect(migrateEffectSource(source, table)).toEqual({
      changes: [
        null,
        7,
        'relic.ac',
        { mode: 2, value: '1' },
        { key: 5 },
        { key: 'system.bonuses.ac', mode: 2, value: '1' },
      ],
    });
  });
});
