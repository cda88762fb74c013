/** Glossary Availability, Wealth and Expertise. */
import { describe, expect, it } from 'vitest';
import { expertTraitsApply, readAvailability, readWealth } from '../../../src/rulesets/difference/rules';

describe('Availability and Wealth', () => {
  it('Availability is a rank from 1 to 5', () => {
    expect([0, 1, 3, 5, 9, Number.NaN].map(readAvailability)).toEqual([1, 1, 3, 5, 5, 1]);
  });

  it('Wealth is a rank from 0 to 5', () => {
    expect([-1, 0, 4, 5, 7, 'x'].map(readWealth)).toEqual([0, 0, 4, 5, 5, 0]);
  });
});

describe('Expertise', () => {
  it("an item's Expert Traits need the Expertise it names", () => {
    expect(expertTraitsApply('Firearms', ['firearms ', 'Lore'])).toBe(true);
    expect(expertTraitsApply('Firearms', ['Swords'])).toBe(false);
    expect(expertTraitsApply(undefined, ['Swords'])).toBe(false);
    expect(expertTraitsApply('  ', [''])).toBe(false);
  });
});
