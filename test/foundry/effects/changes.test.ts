/** The changes shape of both Foundry generations, Foundry's modes and our bounds as recorded, and combat durations. */
import { beforeEach, describe, expect, it } from 'vitest';
import { readChanges, writeChanges } from '../../../src/foundry/effects/changes';
import { durationExpired, remainingTurns } from '../../../src/foundry/effects/expiry';
import { effectReportOf } from '../../../src/foundry/effects/list';
import { registry } from '../../../src/foundry/registry';
import { seeker } from '../../relic/fixtures';

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

describe('Foundry applies, our record reads', () => {
  // Relic's WIS: a stored number from −1 to +4, stored at 0 here.
  const wis = 'system.attributes.wis';
  type Change = { key: string; mode: number; value: string; priority?: number };
  async function actor(...changes: Change[]) {
    return seeker('Oren', { attributes: { fit: 0, dex: 0, wis: 0, int: 0 } }, {}).then(async (a) => {
      await a.createEmbeddedDocuments(
        'ActiveEffect',
        changes.map((c, i) => ({ name: `E${i}`, changes: [c] })) as never,
      );
      return a;
    });
  }
  const record = (a: Actor.Implementation) => effectReportOf(a, registry.get('relic'))!;
  const wisOf = (a: Actor.Implementation) => (a.system as unknown as { attributes: { wis: number } }).attributes.wis;

  beforeEach(() => standIn.reset());

  it('applies in Foundry’s priority order: adds, then upgrades, then overrides', async () => {
    const a = await actor(
      { key: wis, mode: 5, value: '3' },
      { key: wis, mode: 2, value: '1' },
      { key: wis, mode: 4, value: '2' },
    );
    expect(wisOf(a)).toBe(3);
    expect(record(a).sources[wis]).toEqual({
      base: 0,
      parts: [
        { effect: 'E1', mode: 'add', value: 1 },
        { effect: 'E2', mode: 'upgrade', value: 2 },
        { effect: 'E0', mode: 'override', value: 3 },
      ],
      total: 3,
    });
  });

  it('keeps changes of equal priority in the order the effects were walked, as Foundry’s stable sort does', async () => {
    // Override, then add, at one priority: 2 + 1; in the other order 0 + 1 → 2.
    expect(
      wisOf(
        await actor({ key: wis, mode: 5, value: '2', priority: 20 }, { key: wis, mode: 2, value: '1', priority: 20 }),
      ),
    ).toBe(3);
    standIn.reset();
    expect(
      wisOf(
        await actor({ key: wis, mode: 2, value: '1', priority: 20 }, { key: wis, mode: 5, value: '2', priority: 20 }),
      ),
    ).toBe(2);
    standIn.reset();
    // A lower priority goes first wherever it was walked.
    const third = await actor(
      { key: wis, mode: 5, value: '2', priority: 20 },
      { key: wis, mode: 2, value: '1', priority: 10 },
    );
    expect(wisOf(third)).toBe(2);
    expect(record(third).sources[wis]!.parts.map((p) => p.effect)).toEqual(['E1', 'E0']);
  });

  it('refuses a change that would leave the field’s bounds and keeps the rest', async () => {
    const a = await actor({ key: wis, mode: 2, value: '9' }, { key: wis, mode: 2, value: '1' });
    expect(wisOf(a)).toBe(1);
    expect(record(a).ignored).toEqual([
      { effectId: [...a.effects][0]!.id, effect: 'E0', key: wis, value: '9', reason: 'outOfBounds' },
    ]);
    expect(record(a).sources[wis]!.parts.map((p) => p.effect)).toEqual(['E1']);
  });

  it('an actor no effect touches has nothing to report', async () => {
    const a = await actor();
    expect(record(a)).toEqual({ sources: {}, ignored: [] });
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
