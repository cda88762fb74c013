import { describe, expect, it } from 'vitest';
import { gainAffinity, shareAffinity } from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';

describe('Affinity dice', () => {
  const hero = pc({ level: 3, affinity: { stored: 1, gainedToday: 1 } }); // Proficiency 2, store max 3

  it('gain: 1 at a time, at most Proficiency a day', () => {
    expect(gainAffinity(hero)).toEqual({ ok: true, changes: { affinityStored: 2, affinityGainedToday: 2 } });
    expect(gainAffinity({ ...hero, affinity: { stored: 1, gainedToday: 2 } })).toMatchObject({
      ok: false,
      reason: { id: 'affinityDailyCap', data: { max: 2 } },
    });
  });

  it('store: at most Level', () => {
    expect(gainAffinity({ ...hero, affinity: { stored: 3, gainedToday: 0 } })).toMatchObject({
      ok: false,
      reason: { id: 'affinityStoreFull', data: { max: 3 } },
    });
  });

  it("share: any number to an ally within 30 yards, within the ally's store", () => {
    const ally = pc({ level: 2, affinity: { stored: 0 } });
    expect(shareAffinity({ giver: hero, receiver: ally, count: 1, distanceYards: 30 })).toEqual({
      ok: true,
      giver: { affinityStored: 0 },
      receiver: { affinityStored: 1 },
    });
    expect(shareAffinity({ giver: hero, receiver: ally, count: 1, distanceYards: 31 })).toMatchObject({
      ok: false,
      reason: { id: 'affinityShareRange' },
    });
    expect(shareAffinity({ giver: hero, receiver: ally, count: 2 })).toMatchObject({
      ok: false,
      reason: { id: 'affinityNotEnough' },
    });
    const full = pc({ level: 1, affinity: { stored: 1 } });
    expect(shareAffinity({ giver: hero, receiver: full, count: 1 })).toMatchObject({
      ok: false,
      reason: { id: 'affinityTargetFull', data: { space: 0 } },
    });
  });
});
