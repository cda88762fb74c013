/** Glossary health: pools, Soak, Wounds at 0, Defeated at Resistance, Afflicted, Unconscious. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, bruteForce, resolveWith } from '../../../src/core';
import {
  DEFAULT_ATTRIBUTES,
  DEFAULT_RESISTANCE,
  DEFAULT_SKILLS,
  WOUND_TRACK,
  afflictionOdds,
  applyDamage,
  canRegainConsciousness,
  defeatedTracks,
  fallUnconscious,
  parseDamageDice,
  formatDamageDice,
  readHealth,
  regainConsciousness,
  resolveAfflictions,
  type ActorSnapshot,
} from '../../../src/rulesets/difference/rules';

const hero = (more: Partial<ActorSnapshot> = {}): ActorSnapshot => ({
  isPC: true,
  attributes: { fortitude: 2, composure: 3, resolve: 1 },
  pools: { vitality: { value: 10, max: 10 }, poise: { value: 6, max: 8 }, clarity: { value: 4, max: 4 } },
  wounds: { injuries: 0, burdens: 0, traumas: 0 },
  soak: 2,
  ...more,
});

describe('damage and Soak', () => {
  it('Soak reduces Vitality damage from an attack', () => {
    expect(applyDamage(hero(), { pool: 'vitality', amount: 5, fromAttack: true })).toMatchObject({
      soaked: 2,
      dealt: 3,
      before: 10,
      after: 7,
      wound: null,
    });
  });

  it('Soak does not reduce damage that is not from an attack, nor Poise or Clarity damage', () => {
    expect(applyDamage(hero(), { pool: 'vitality', amount: 5 }).dealt).toBe(5);
    expect(applyDamage(hero(), { pool: 'poise', amount: 5, fromAttack: true }).dealt).toBe(5);
  });

  it('Soak larger than the damage leaves 0, never a heal', () => {
    expect(applyDamage(hero({ soak: 9 }), { pool: 'vitality', amount: 5, fromAttack: true })).toMatchObject({
      dealt: 0,
      after: 10,
    });
  });
});

describe('Wounds and Defeated', () => {
  it('a pool reduced to 0 gives a Wound of its type: Injury, Burden, Trauma', () => {
    expect(applyDamage(hero(), { pool: 'vitality', amount: 12 })).toMatchObject({
      after: 0,
      wound: 'injuries',
      wounds: 1,
    });
    expect(applyDamage(hero(), { pool: 'poise', amount: 6 })).toMatchObject({ after: 0, wound: 'burdens' });
    expect(applyDamage(hero(), { pool: 'clarity', amount: 4 })).toMatchObject({ after: 0, wound: 'traumas' });
    expect(applyDamage(hero(), { pool: 'clarity', amount: 3 }).wound).toBeNull();
  });

  it('Defeated when the wounds of one track equal its Resistance attribute (DIF-3)', () => {
    const r = applyDamage(hero({ wounds: { injuries: 1 } }), { pool: 'vitality', amount: 10 });
    expect(r).toMatchObject({ wounds: 2, resistance: 2, defeated: true, newlyDefeated: true });
    expect(defeatedTracks(hero({ wounds: { injuries: 2, traumas: 1, burdens: 2 } }))).toEqual(['injuries', 'traumas']);
    expect(defeatedTracks(hero())).toEqual([]);
  });

  it('the default attributes include Agility and one Resistance per pool (DIF-3)', () => {
    const ids = DEFAULT_ATTRIBUTES.map((a) => a.id);
    expect(ids).toContain('agility');
    expect(Object.values(DEFAULT_RESISTANCE).every((id) => ids.includes(id))).toBe(true);
    expect(new Set(Object.values(DEFAULT_RESISTANCE)).size).toBe(3);
    expect(WOUND_TRACK).toEqual({ vitality: 'injuries', poise: 'burdens', clarity: 'traumas' });
    expect(DEFAULT_SKILLS.filter((s) => s.defense).length).toBeGreaterThan(0);
    expect(DEFAULT_SKILLS.find((s) => s.id === 'perception')?.sensory).toBe(true);
  });

  it('the Resistance attribute of each track is a setting', () => {
    const opts = { resistance: { vitality: 'strength', poise: 'composure', clarity: 'resolve' } };
    expect(defeatedTracks(hero({ attributes: { strength: 3 }, wounds: { injuries: 2 } }), opts)).toEqual([]);
  });

  it('at 0, further damage wounds again by default; the option turns that off', () => {
    const down = hero({ pools: { vitality: { value: 0, max: 10 } } });
    expect(applyDamage(down, { pool: 'vitality', amount: 1 })).toMatchObject({ after: 0, wound: 'injuries' });
    expect(applyDamage(down, { pool: 'vitality', amount: 1 }, { woundOnDamageAtZero: false }).wound).toBeNull();
    expect(applyDamage(down, { pool: 'vitality', amount: 2, fromAttack: true }).wound).toBeNull(); // all soaked
  });

  it('property: a pool never leaves 0..max and wounds only grow by at most one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        (amount, value, attack) => {
          const r = applyDamage(hero({ pools: { vitality: { value, max: 10 } } }), {
            pool: 'vitality',
            amount,
            fromAttack: attack,
          });
          expect(r.after).toBeGreaterThanOrEqual(0);
          expect(r.after).toBeLessThanOrEqual(10);
          expect(r.wounds).toBeLessThanOrEqual(1);
          expect(r.health.pools.vitality.value).toBe(r.after);
        },
      ),
    );
  });

  it('hostile stored pools are read safely', () => {
    const h = readHealth({ pools: { vitality: { value: 99, max: 7 }, poise: { value: Number.NaN, max: 5 } } });
    expect(h.pools.vitality).toEqual({ value: 7, max: 7 });
    expect(h.pools.poise).toEqual({ value: 5, max: 5 });
    expect(h.pools.clarity).toEqual({ value: 0, max: 0 });
  });
});

describe('Afflicted', () => {
  it('parses the bracket: "1d6", "2d4+1", "3"', () => {
    expect(parseDamageDice('1d6')).toEqual({ count: 1, faces: 6, bonus: 0 });
    expect(parseDamageDice('2d4+1')).toEqual({ count: 2, faces: 4, bonus: 1 });
    expect(parseDamageDice('d8')).toEqual({ count: 1, faces: 8, bonus: 0 });
    expect(parseDamageDice('3')).toEqual({ count: 0, faces: 1, bonus: 3 });
    expect(parseDamageDice('fire')).toBeNull();
    expect(formatDamageDice({ count: 2, faces: 4, bonus: -1 })).toBe('2d4-1');
  });

  it('each instance deals its direct damage (no Soak) separately, in order', () => {
    const actor = hero({
      conditions: [
        { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'vitality' },
        { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'vitality' },
        { id: 'afflicted', damage: { count: 1, faces: 4, bonus: 0 }, pool: 'clarity' },
      ],
    });
    const dice = new ScriptedDice([6, 5, 4]);
    const r = resolveWith(resolveAfflictions(actor), dice);
    dice.assertConsumed();
    expect(r.instances.map((i) => [i.pool, i.total, i.result.after, i.result.wound])).toEqual([
      ['vitality', 6, 4, null],
      ['vitality', 5, 0, 'injuries'],
      ['clarity', 4, 0, 'traumas'],
    ]);
    expect(r.health.pools.vitality.value).toBe(0);
    expect(r.health.wounds).toEqual({ injuries: 1, burdens: 0, traumas: 1 });
  });

  it('odds of a Wound this turn match brute force over the dice', () => {
    const actor = hero({
      pools: { vitality: { value: 7, max: 10 } },
      conditions: [
        { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'vitality' },
        { id: 'afflicted', damage: { count: 1, faces: 4, bonus: 0 }, pool: 'vitality' },
      ],
    });
    const brute = bruteForce([6, 4], (faces) => {
      const r = resolveWith(resolveAfflictions(actor), new ScriptedDice(faces));
      return r.instances.filter((i) => i.result.wound).length;
    });
    const odds = afflictionOdds(actor);
    expect(odds.headline.probability).toBeCloseTo(1 - brute.p(0), 12);
    for (let n = 0; n <= 2; n++) expect(odds.bars[n]!.probability).toBeCloseTo(brute.p(n), 12);
    expect(odds.expected![0]!.value).toBeCloseTo(
      bruteForce(
        [6, 4],
        (f) => 7 - resolveWith(resolveAfflictions(actor), new ScriptedDice(f)).health.pools.vitality.value,
      ).mean(),
      12,
    );
  });

  it('no Afflicted: nothing rolled, no odds of a wound', () => {
    const dice = new ScriptedDice([]);
    expect(resolveWith(resolveAfflictions(hero()), dice).instances).toEqual([]);
    expect(afflictionOdds(hero()).headline.probability).toBe(0);
  });
});

describe('Unconscious', () => {
  it('falls Prone and drops what it holds', () => {
    expect(fallUnconscious()).toEqual({
      conditions: { add: [{ id: 'unconscious' }, { id: 'prone' }], remove: [] },
      dropHeldItems: true,
    });
  });

  it('a PC may regain consciousness with 1 Vitality, still Prone', () => {
    const out = hero({ pools: { vitality: { value: 0, max: 10 } }, conditions: [{ id: 'unconscious' }] });
    expect(canRegainConsciousness(out)).toBe(true);
    expect(regainConsciousness(out)).toEqual({
      ok: true,
      vitality: 1,
      conditions: { add: [{ id: 'prone' }], remove: ['unconscious'] },
    });
  });

  it('an NPC, or a conscious PC, cannot', () => {
    const npc = hero({ isPC: false, conditions: [{ id: 'unconscious' }] });
    expect(canRegainConsciousness(npc)).toBe(false);
    expect(regainConsciousness(npc).ok).toBe(false);
    expect(regainConsciousness(hero()).ok).toBe(false);
  });
});
