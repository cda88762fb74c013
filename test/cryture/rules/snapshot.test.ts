import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_STAT,
  canMakeOpportunityAttacks,
  readStat,
  readTrack,
  statKey,
  typeAffinity,
} from '../../../src/rulesets/cryture/rules';

describe('reading a snapshot', () => {
  it('stats by name, whatever the letter case or spacing; missing stats read 0', () => {
    const snap = { stats: { Speed: 4, 'Spirit  Power': '3', reflexes: 2.9 } };
    expect(readStat(snap, 'speed')).toBe(4);
    expect(readStat(snap, ' SPEED ')).toBe(4);
    expect(readStat(snap, 'spirit power')).toBe(3);
    expect(readStat(snap, 'Reflexes')).toBe(2);
    expect(readStat(snap, 'Might')).toBe(0);
    expect(statKey('  Spirit   Power ')).toBe('spirit power');
  });

  it('property: any stored stat reads as a whole number in 0..MAX_STAT', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const stat = readStat({ stats: { Might: value } }, 'Might');
        expect(Number.isInteger(stat)).toBe(true);
        expect(stat).toBeGreaterThanOrEqual(0);
        expect(stat).toBeLessThanOrEqual(MAX_STAT);
      }),
    );
  });

  it('tracks keep 0 ≤ value ≤ max', () => {
    expect(readTrack({ value: 50, max: 30 })).toEqual({ value: 30, max: 30 });
    expect(readTrack({ value: -4, max: 'x' })).toEqual({ value: 0, max: 0 });
    expect(readTrack(undefined)).toEqual({ value: 0, max: 0 });
  });

  it('weakness and resistance to a power type', () => {
    const target = { weaknesses: ['Water'], resistances: ['fire', 'Earth'] };
    expect(typeAffinity(target, 'water')).toEqual({ weak: true, resistant: false });
    expect(typeAffinity(target, 'FIRE')).toEqual({ weak: false, resistant: true });
    expect(typeAffinity(target, 'Air')).toEqual({ weak: false, resistant: false });
    expect(typeAffinity(target, undefined)).toEqual({ weak: false, resistant: false });
    expect(typeAffinity({}, 'Water')).toEqual({ weak: false, resistant: false });
  });

  it('Distracted combatants can’t make opportunity attacks', () => {
    expect(canMakeOpportunityAttacks({ statuses: { distracted: 1 } })).toBe(false);
    expect(canMakeOpportunityAttacks({ statuses: {} })).toBe(true);
  });
});
