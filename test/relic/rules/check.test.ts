import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeededDice } from '../../../src/core';
import { attributeTestOdds, resolveAttributeTest, type AttributeTestRequest } from '../../../src/rulesets/relic/rules';
import { bar, enumerate, scripted, sumBars } from './fixtures';
import { resolveWith } from '../../../src/core';

const hero = { fit: 1, dex: 3, wis: -1, int: 4 };

const test = (request: AttributeTestRequest, face: number) =>
  scripted([face], (d) => resolveWith(resolveAttributeTest(request), d));

describe('§1.1 attribute test: 1d20 + Attribute vs DN', () => {
  it('succeeds when the total meets the DN, fails one below', () => {
    const request: AttributeTestRequest = { attributes: hero, attribute: 'dex', difficulty: 'hard' };
    expect(test(request, 12)).toMatchObject({ natural: 12, total: 15, dn: 15, outcome: 'success' });
    expect(test(request, 11)).toMatchObject({ total: 14, outcome: 'failure' });
    expect(test(request, 12).dice).toEqual([{ faces: 20, result: 12, role: 'test' }]);
  });

  it('Extreme takes the DN the GM picks, 20–24', () => {
    const request: AttributeTestRequest = { attributes: hero, attribute: 'int', difficulty: 'extreme', dn: 23 };
    expect(test(request, 19)).toMatchObject({ dn: 23, total: 23, outcome: 'success' });
    expect(test({ ...request, dn: 99 }, 19)).toMatchObject({ dn: 24, outcome: 'failure' });
  });

  it('a negative attribute lowers the total; unknown attribute values read as 0', () => {
    expect(test({ attributes: hero, attribute: 'wis', difficulty: 'easy' }, 10)).toMatchObject({
      total: 9,
      outcome: 'failure',
    });
    expect(test({ attributes: { wis: 'lots' }, attribute: 'wis', difficulty: 'easy' }, 10).attribute.value).toBe(0);
  });

  it('REL-1 "Natural 1 always fails" applies to tests when on', () => {
    const low = { attributes: { int: 4 }, attribute: 'int' as const, difficulty: 'easy' as const };
    expect(test(low, 6)).toMatchObject({ total: 10, outcome: 'success' });
    expect(test({ ...low, effects: { situational: 10 } }, 1)).toMatchObject({
      outcome: 'success',
      naturalOneFailed: false,
    });
    expect(test({ ...low, effects: { situational: 10 }, options: { naturalOneFails: true } }, 1)).toMatchObject({
      outcome: 'failure',
      naturalOneFailed: true,
    });
  });

  it('§8.2 Disruption penalises saves, not other tests; Restoration adds to the next roll and is used up', () => {
    const save: AttributeTestRequest = {
      attributes: hero,
      attribute: 'fit',
      difficulty: 'standard',
      kind: 'save',
      effects: { disruption: 2 },
    };
    expect(test(save, 12)).toMatchObject({
      kind: 'save',
      total: 11,
      modifiers: [{ id: 'disruptionSurge', value: -2 }],
    });
    expect(test({ ...save, kind: 'test' }, 12)).toMatchObject({ kind: 'test', total: 13, modifiers: [] });
    const restored = test(
      { attributes: hero, attribute: 'fit', difficulty: 'standard', effects: { restoration: 4 } },
      7,
    );
    expect(restored).toMatchObject({ total: 12, outcome: 'success', spentEffects: ['restoration'] });
  });
});

describe('attribute test odds', () => {
  it('a hand count: DEX +3 vs Standard 12 succeeds on 9–20', () => {
    const odds = attributeTestOdds({ attributes: hero, attribute: 'dex', difficulty: 'standard' });
    expect(odds.headline.probability).toBeCloseTo(12 / 20, 12);
    expect(odds.headline.label).toEqual({ key: 'MANIFOLD.relic.odds.success', data: { dn: 12 } });
  });

  it('matches brute force through the resolution for every attribute, DN and option', () => {
    for (const difficulty of ['easy', 'standard', 'hard', 'severe', 'extreme'] as const) {
      for (const value of [-1, 0, 2, 4]) {
        for (const naturalOneFails of [false, true]) {
          const request: AttributeTestRequest = {
            attributes: { wis: value },
            attribute: 'wis',
            difficulty,
            dn: 22,
            effects: { situational: value * 3 },
            options: { naturalOneFails },
          };
          const brute = enumerate([20], (d) => resolveWith(resolveAttributeTest(request), d).outcome);
          const odds = attributeTestOdds(request);
          expect(odds.headline.probability).toBeCloseTo(
            brute.probability((o) => o === 'success'),
            12,
          );
          expect(bar(odds, 'MANIFOLD.relic.outcome.failure')).toBeCloseTo(
            brute.probability((o) => o === 'failure'),
            12,
          );
        }
      }
    }
  });

  it('property: odds sum to 1; the result is JSON-safe', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 4 }),
        fc.constantFrom('easy', 'standard', 'hard', 'severe', 'extreme'),
        fc.integer(),
        (v, difficulty, seed) => {
          const request: AttributeTestRequest = { attributes: { fit: v }, attribute: 'fit', difficulty };
          expect(sumBars(attributeTestOdds(request))).toBeCloseTo(1, 12);
          const r = resolveWith(resolveAttributeTest(request), new SeededDice(seed));
          expect(r.outcome === 'success').toBe(r.total >= r.dn);
          expect(JSON.parse(JSON.stringify(r))).toEqual(r);
        },
      ),
    );
  });
});
