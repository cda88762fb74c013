/** The changes shape of both Foundry generations, the ledger's modes and bounds, and combat durations. */
import { describe, expect, it } from 'vitest';
import { readChanges, writeChanges } from '../../../src/foundry/effects/changes';
import { durationExpired, remainingTurns } from '../../../src/foundry/effects/expiry';
import { effectKeyTable } from '../../../src/foundry/effects/keys';
import { EffectLedger } from '../../../src/foundry/effects/ledger';

describe('effect changes in v13 and v14 shapes', () => {
  it('reads v13 `changes` with numeric modes and v14 `system.changes` with string types alike', () => {
    const v13 = { changes: [{ key: 'relic.ac', mode: 2, value: '1', priority: null }] };
    const v14 = { changes: [], system: { changes: [{ key: 'relic.ac', type: 'add', value: '1', priority: null }] } };
    expect(readChanges(v13)).toEqual(readChanges(v14));
    expect(readChanges(v13)).toEqual([{ key: 'relic.ac', mode: 'add', value: '1', priority: null }]);
  });

  it('writes v13 unless told v14; subtract becomes an add of the negated value in v13', () => {
    const changes = [{ key: 'relic.ac', mode: 'subtract' as const, value: '2', priority: null }];
    expect(writeChanges(changes)).toEqual({ changes: [{ key: 'relic.ac', mode: 2, value: '-2', priority: null }] });
    expect(writeChanges(changes, 14)).toEqual({
      'system.changes': [{ key: 'relic.ac', type: 'subtract', value: '2', priority: null }],
    });
  });

  it('drops malformed entries and reads unknown modes as custom', () => {
    expect(readChanges({ changes: [null, 7, { key: 'x', mode: 99, value: 3 }] })).toEqual([
      { key: 'x', mode: 'custom', value: '3', priority: null },
    ]);
  });
});

describe('the ledger', () => {
  const table = effectKeyTable([{ key: 't.n', label: 'n', min: 0, max: 10 }]);
  const actor = (...changes: { key: string; mode: number; value: string; priority?: number }[]) => ({
    effects: changes.map((c, i) => ({ id: `e${i}`, name: `E${i}`, changes: [c] })),
  });

  it('applies in Foundry’s priority order: adds, then upgrades, then overrides', () => {
    const ledger = EffectLedger.of(
      actor(
        { key: 't.n', mode: 5, value: '7' },
        { key: 't.n', mode: 2, value: '2' },
        { key: 't.n', mode: 4, value: '5' },
      ),
      table,
    );
    expect(ledger.apply('t.n', 1)).toBe(7);
    expect(ledger.report().sources['t.n']!.parts.map((p) => p.result)).toEqual([3, 5, 7]);
  });

  it('keeps changes of equal priority in the order the effects were walked, as Foundry’s stable sort does', () => {
    // Override, then add, at one priority: 5 + 1; in the other order 0 + 1 → 5.
    const first = EffectLedger.of(
      actor({ key: 't.n', mode: 5, value: '5', priority: 20 }, { key: 't.n', mode: 2, value: '1', priority: 20 }),
      table,
    );
    expect(first.apply('t.n', 0)).toBe(6);
    const second = EffectLedger.of(
      actor({ key: 't.n', mode: 2, value: '1', priority: 20 }, { key: 't.n', mode: 5, value: '5', priority: 20 }),
      table,
    );
    expect(second.apply('t.n', 0)).toBe(5);
    // A lower priority goes first wherever it was walked.
    const third = EffectLedger.of(
      actor({ key: 't.n', mode: 5, value: '5', priority: 20 }, { key: 't.n', mode: 2, value: '1', priority: 10 }),
      table,
    );
    expect(third.apply('t.n', 0)).toBe(5);
    expect(third.report().sources['t.n']!.parts.map((p) => p.effect)).toEqual(['E1', 'E0']);
  });

  it('a report taken before a number is applied still lists it when read', () => {
    const ledger = EffectLedger.of(actor({ key: 't.n', mode: 2, value: '2' }), table);
    const report = ledger.report();
    expect(ledger.apply('t.n', 3)).toBe(5);
    expect(report.sources['t.n']).toEqual({
      base: 3,
      parts: [{ effect: 'E0', mode: 'add', value: 2, result: 5 }],
      total: 5,
    });
    expect(ledger.bonus('t.n')).toBe(2);
    expect(report.sources['t.n']).toMatchObject({ base: 0, total: 2, bonus: true });
  });

  it('skips a change that would leave the bounds and keeps the rest', () => {
    const ledger = EffectLedger.of(
      actor({ key: 't.n', mode: 2, value: '9' }, { key: 't.n', mode: 2, value: '1' }),
      table,
    );
    expect(ledger.apply('t.n', 4)).toBe(5);
    expect(ledger.report().ignored).toEqual([
      { effectId: 'e0', effect: 'E0', key: 't.n', value: '9', reason: 'outOfBounds' },
    ]);
  });

  it('an untouched key costs nothing and reports nothing', () => {
    const ledger = EffectLedger.of(actor(), table);
    expect(ledger.apply('t.n', 4)).toBe(4);
    const report = ledger.report();
    expect([report.sources, report.ignored]).toEqual([{}, []]);
    // As JSON (a walk of the derived data) it is the report, nothing of the ledger behind it.
    expect(JSON.parse(JSON.stringify(report))).toEqual({ sources: {}, ignored: [] });
  });
});

describe('durations on the tracker', () => {
  it('one round in a combat of three turns runs out three turns after it started', () => {
    const d = { rounds: 1, startRound: 1, startTurn: 1 };
    expect(durationExpired(d, 1, 2, 3)).toBe(false);
    expect(durationExpired(d, 2, 0, 3)).toBe(false);
    expect(durationExpired(d, 2, 1, 3)).toBe(true);
    expect(remainingTurns(d, 2, 0, 3)).toBe(1);
  });

  it('without a start or a length nothing expires', () => {
    expect(durationExpired({ rounds: 1 }, 9, 0, 3)).toBe(false);
    expect(durationExpired({ startRound: 1 }, 9, 0, 3)).toBe(false);
  });
});
