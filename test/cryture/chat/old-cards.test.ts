/**
 * The first cryture cards' flags, read for an old card: applied when a power's card says so, never
 * for an opportunity prompt (it recorded no answer), and nothing from garbage.
 */
import { describe, expect, it } from 'vitest';
import { oldCardDone } from '../../../src/rulesets/cryture/chat/old-cards';
import { cryture } from '../../../src/rulesets/cryture';

const prompt = {
  moverUuid: 'Actor.mover',
  moverTokenUuid: 'Scene.s.Token.mover',
  attackers: [{ uuid: 'Actor.guard', name: 'Guard', tokenUuid: 'Scene.s.Token.guard' }],
};

describe('cryture: what an old card’s flags say was done', () => {
  it('is the descriptor’s reading', () => {
    expect(cryture.oldCardDone).toBe(oldCardDone);
  });

  it('a power’s card whose hits were applied (crytureApplied) is done; one not yet applied is not', () => {
    expect(oldCardDone({ crytureApplied: true })).toBe(true);
    expect(oldCardDone({ crytureApplied: false })).toBe(false);
    expect(oldCardDone({})).toBe(false);
  });

  it('an opportunity prompt (crytureOpportunity) records no answer: never done', () => {
    expect(oldCardDone({ crytureOpportunity: prompt })).toBe(false);
  });

  it('garbage in the flags reads as not done', () => {
    for (const value of ['true', 1, {}, [], null, { applied: true }, [true]])
      expect(oldCardDone({ crytureApplied: value }), JSON.stringify(value)).toBe(false);
    expect(oldCardDone({ crytureOpportunity: 'taken' })).toBe(false);
    expect(oldCardDone({ crytureOpportunity: { ...prompt, used: true } })).toBe(false);
    expect(oldCardDone({ cryture: { applied: true } })).toBe(false);
    // Not a flags Record: what a console may have stored as `flags.manifold` instead is no mark.
    expect(oldCardDone(null as unknown as Record<string, unknown>)).toBe(false);
    expect(oldCardDone('crytureApplied' as unknown as Record<string, unknown>)).toBe(false);
  });
});
