import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, SeededDice } from '../../../src/core';
import {
  activationOdds,
  deriveSeeker,
  isSynchronized,
  relicActivationRequest,
  resolveActivation,
  strainOdds,
  type ActivationRequest,
} from '../../../src/rulesets/relic/rules';
import { bar, enumerate, scripted, sumBars } from './fixtures';
import { resolveWith } from '../../../src/core';

const strainTable = [
  { kind: 'damage', text: 'Take 1d4 damage' },
  { kind: 'minorCondition', text: 'Disoriented' },
  { kind: 'lockout', text: 'Relic locked for 1 round' },
  { kind: 'arcDamage', text: 'Arc: 1 damage to an adjacent ally' },
  { kind: 'nonsense', text: 'Odd entry' },
  'not an entry',
];

const relic = (over: Partial<ActivationRequest> = {}): ActivationRequest => ({
  attributes: { wis: 2 },
  attribute: 'wis',
  synchronized: false,
  strainTable,
  ...over,
});

const activate = (request: ActivationRequest, faces: number[]) =>
  scripted(faces, (d) => resolveWith(resolveActivation(request), d));

describe('§7.1 relic activation (REL-3)', () => {
  it('reads d20 + attribute on the four tiers', () => {
    expect(activate(relic(), [18])).toMatchObject({ total: 20, tier: 'criticalSuccess', strain: null });
    expect(activate(relic(), [17])).toMatchObject({ total: 19, tier: 'success' });
    expect(activate(relic(), [10])).toMatchObject({ total: 12, tier: 'success' });
    expect(activate(relic(), [9])).toMatchObject({ total: 11, tier: 'partial' });
    expect(activate(relic(), [4])).toMatchObject({ total: 6, tier: 'partial' });
  });

  it('§7.3 Synchronized adds +3', () => {
    const r = activate(relic({ synchronized: true }), [15]);
    expect(r.modifiers).toEqual([{ id: 'synchronized', value: 3 }]);
    expect(r).toMatchObject({ total: 20, tier: 'criticalSuccess' });
    expect(isSynchronized('glyph', ['combat', 'glyph'])).toBe(true);
    expect(isSynchronized('utility', ['combat', 'glyph'])).toBe(false);
  });

  it('§7.2 a Critical Failure rolls 1d6 on the relic’s own strain table', () => {
    const r = activate(relic(), [3, 4]);
    expect(r).toMatchObject({ total: 5, tier: 'criticalFailure' });
    expect(r.strain).toEqual({ face: 4, entry: { kind: 'arcDamage', text: 'Arc: 1 damage to an adjacent ally' } });
    expect(r.dice).toEqual([
      { faces: 20, result: 3, role: 'activation' },
      { faces: 6, result: 4, role: 'strain' },
    ]);
    // Unknown kinds keep their text; rows that are not entries read as null (ALL-3: relic data).
    expect(activate(relic(), [1, 5]).strain).toEqual({ face: 5, entry: { kind: null, text: 'Odd entry' } });
    expect(activate(relic(), [1, 6]).strain).toEqual({ face: 6, entry: null });
    expect(activate(relic({ strainTable: undefined }), [1, 1]).strain).toEqual({ face: 1, entry: null });
  });

  it('REL-3 totals below 1 count as 1–5; natural 1 reads its total (ALL-1)', () => {
    const low = relic({ attributes: { wis: -1 }, effects: { disruption: 3, situational: -2 } });
    // Disruption penalises attacks and saves only (§8.2), not activations.
    const r = activate(low, [1, 2]);
    expect(r.modifiers).toEqual([{ id: 'situational', value: -2 }]);
    expect(r).toMatchObject({ total: -2, tier: 'criticalFailure' });
    expect(activate(relic({ attributes: { wis: 4 }, synchronized: true }), [1])).toMatchObject({
      total: 8,
      tier: 'partial',
    });
  });
});

describe('a seeker’s relic', () => {
  const seeker = deriveSeeker({
    id: 's',
    attributes: { int: 3, wis: 1 },
    hp: { value: 5, max: 5 },
    role: 'support',
    resonance: 0,
    row: 'backline',
    armor: 'none',
    shield: false,
    resistance: 0,
    conditions: [],
    synchronizations: ['glyph'],
  });
  it('is synchronized when a Synchronization matches its type, and uses its own attribute and strain table', () => {
    expect(relicActivationRequest(seeker, { type: 'glyph', attribute: 'int', strainTable })).toMatchObject({
      attribute: 'int',
      synchronized: true,
      strainTable,
    });
    const request = relicActivationRequest(seeker, { type: 'combat', attribute: 'wis' }, { restoration: 2 });
    expect(request).toMatchObject({ attribute: 'wis', synchronized: false });
    expect(activate(request, [9])).toMatchObject({ total: 12, tier: 'success', spentEffects: ['restoration'] });
  });
});

describe('activation odds', () => {
  it('a hand count: +2 unsynchronized → 3 / 8 / 6 / 3 in twentieths', () => {
    const odds = activationOdds(relic());
    expect(bar(odds, 'MANIFOLD.relic.tier.criticalSuccess')).toBeCloseTo(3 / 20, 12);
    expect(bar(odds, 'MANIFOLD.relic.tier.success')).toBeCloseTo(8 / 20, 12);
    expect(bar(odds, 'MANIFOLD.relic.tier.partial')).toBeCloseTo(6 / 20, 12);
    expect(bar(odds, 'MANIFOLD.relic.tier.criticalFailure')).toBeCloseTo(3 / 20, 12);
    expect(odds.headline.probability).toBeCloseTo(11 / 20, 12);
  });

  it('matches brute force through the resolution, strain rows included', () => {
    for (const wis of [-1, 0, 1, 2, 3, 4]) {
      for (const synchronized of [false, true]) {
        const request = relic({ attributes: { wis }, synchronized, effects: { restoration: wis + 1 } });
        const brute = enumerate([20, 6], (d) => resolveWith(resolveActivation(request), d));
        const odds = activationOdds(request);
        for (const tier of ['criticalSuccess', 'success', 'partial', 'criticalFailure'] as const) {
          expect(bar(odds, `MANIFOLD.relic.tier.${tier}`)).toBeCloseTo(
            brute.probability((r) => r.tier === tier),
            12,
          );
        }
        const strain = strainOdds(request);
        expect(strain.headline.probability).toBeCloseTo(
          brute.probability((r) => r.strain !== null),
          12,
        );
        expect(bar(strain, 'Relic locked for 1 round')).toBeCloseTo(
          brute.probability((r) => r.strain?.face === 3),
          12,
        );
        expect(bar(strain, 'MANIFOLD.relic.odds.strainRow')).toBeCloseTo(
          brute.probability((r) => r.strain?.face === 6),
          12,
        );
      }
    }
  });

  it('property: tiers never get worse with a higher total; odds sum to 1', () => {
    const rank = { criticalFailure: 0, partial: 1, success: 2, criticalSuccess: 3 };
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 4 }), fc.boolean(), fc.integer(), (wis, synchronized, seed) => {
        const request = relic({ attributes: { wis }, synchronized });
        expect(sumBars(activationOdds(request))).toBeCloseTo(1, 12);
        const dice = new SeededDice(seed);
        const r = resolveWith(resolveActivation(request), dice);
        const better = resolveWith(
          resolveActivation({ ...request, effects: { situational: 1 } }),
          new ScriptedDice([r.natural, 1]),
        );
        expect(rank[better.tier]).toBeGreaterThanOrEqual(rank[r.tier]);
        expect(JSON.parse(JSON.stringify(r))).toEqual(r);
      }),
    );
  });
});
