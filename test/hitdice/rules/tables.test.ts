/**
 * Every printed table of hitdice.md, transcribed here again from the document (not imported from
 * the code under test) and compared with the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_TIERS,
  ARMOR_TYPES,
  DEFENSE_ROLLS_PRINTED,
  HIT_DIE_FACES,
  RESOLVE_CHECK_TABLE,
  SKILLS,
  bodyDiceForLevel,
  defenseRollsOf,
  proficiencyForLevel,
  readActor,
  readResolveCheck,
  requiredSuccesses,
  resolveStage,
  tierOf,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';

describe('Character Resources', () => {
  // | Level | Proficiency | Resolve |
  const printed: [string, number, number][] = [
    ['1-2', 1, 5],
    ['3-4', 2, 5],
    ['5-6', 3, 5],
    ['7-8', 4, 5],
    ['9-10', 5, 5],
  ];
  it.each(printed)('levels %s: Proficiency %i, Resolve %i', (levels, proficiency, resolve) => {
    const [lo, hi] = levels.split('-').map(Number) as [number, number];
    for (let level = lo; level <= hi; level++) {
      expect(proficiencyForLevel(level)).toBe(proficiency);
      const actor = readActor({ level, body: 1, resolve: undefined });
      expect(actor.resolveMax).toBe(resolve);
      expect(actor.resolve).toBe(resolve);
    }
  });
});

describe('Hit Dice by Level', () => {
  // | Level | Tough (d10) | Balanced (d8) | Fragile (d6) |
  const printed = `
| 1 | 5 | 5 | 4 |
| 2 | 7 | 7 | 5 |
| 3 | 9 | 8 | 6 |
| 4 | 11 | 10 | 8 |
| 5 | 13 | 12 | 9 |
| 6 | 15 | 13 | 11 |
| 7 | 17 | 15 | 12 |
| 8 | 19 | 17 | 14 |
| 9 | 21 | 18 | 15 |
| 10 | 23 | 20 | 17 |`
    .trim()
    .split('\n')
    .map(
      (line) =>
        line
          .split('|')
          .filter((c) => c.trim() !== '')
          .map(Number) as [number, number, number, number],
    );

  it('has ten rows', () => expect(printed).toHaveLength(10));
  it.each(printed)('level %i: tough %i, balanced %i, fragile %i', (level, tough, balanced, fragile) => {
    expect(bodyDiceForLevel(level, 'tough')).toBe(tough);
    expect(bodyDiceForLevel(level, 'balanced')).toBe(balanced);
    expect(bodyDiceForLevel(level, 'fragile')).toBe(fragile);
    expect(readActor({ level, hitDie: 'fragile', body: undefined, resolve: 5 }).body).toBe(fragile);
  });
  it('die types: Tough d10, Balanced d8, Fragile d6', () => {
    expect(HIT_DIE_FACES).toEqual({ tough: 10, balanced: 8, fragile: 6 });
    expect(readActor(pc({ hitDie: 'tough' })).bodyFaces).toBe(10);
  });
});

describe('Action Tiers (HD-1, HD-2)', () => {
  // | Tier | Threshold | Required | Base Impact |
  const printed: [string, number, number, number][] = [
    ['basic', 2, 1, 1],
    ['advanced', 3, 2, 2],
    ['expert', 4, 3, 3],
    ['legendary', 5, 3, 4],
    ['ultimate', 6, 4, 5], // "6 only"
  ];
  it.each(printed)('%s: %i+, %i required, %i HD', (id, threshold, required, baseImpact) => {
    const tier = tierOf(id)!;
    expect(tier).toMatchObject({ threshold, required, baseImpact });
  });
  it('lists exactly the five tiers, in order', () => {
    expect(ACTION_TIERS.map((t) => t.id)).toEqual(printed.map((p) => p[0]));
  });
  it('"Expert tier or higher" is Expert, Legendary and Ultimate', () => {
    expect(ACTION_TIERS.filter((t) => t.expertPlus).map((t) => t.id)).toEqual(['expert', 'legendary', 'ultimate']);
    expect(ACTION_TIERS.filter((t) => t.advancedPlus).map((t) => t.id)).toEqual([
      'advanced',
      'expert',
      'legendary',
      'ultimate',
    ]);
  });
});

describe('Resolve Stage Penalties (HD-7)', () => {
  // | Resolve | Penalties |
  const printed: [number, string, boolean, number, number][] = [
    // resolve, stage, no Expert+, Advanced+ extra success, defense dice penalty
    [5, 'full', false, 0, 0],
    [4, 'pressured', true, 0, 0],
    [3, 'shaken', true, 0, 1],
    [2, 'weakened', true, 1, 1],
    [1, 'staggering', true, 1, 2],
  ];
  it.each(printed)('Resolve %i: %s', (resolve, id, noExpert, extra, defense) => {
    const stage = resolveStage(resolve);
    expect(stage).toMatchObject({
      id,
      noExpert,
      advancedExtraSuccess: extra,
      defensePenalty: defense,
      unconscious: false,
    });
  });
  it('Resolve 0: Collapse, unconscious; "At 0 Resolve: Cannot initiate Expert+ actions"', () => {
    expect(resolveStage(0)).toMatchObject({ id: 'collapse', unconscious: true, noExpert: true });
  });
  it('applies the penalties: required successes and defense rolls', () => {
    const advanced = tierOf('advanced')!;
    const basic = tierOf('basic')!;
    expect(requiredSuccesses(advanced, readActor(pc({ resolve: 3 })))).toBe(2);
    expect(requiredSuccesses(advanced, readActor(pc({ resolve: 2 })))).toBe(3);
    expect(requiredSuccesses(basic, readActor(pc({ resolve: 1 })))).toBe(1);
    expect(defenseRollsOf(readActor(pc({ level: 10, resolve: 4 })))).toBe(5);
    expect(defenseRollsOf(readActor(pc({ level: 10, resolve: 3 })))).toBe(4);
    expect(defenseRollsOf(readActor(pc({ level: 10, resolve: 1 })))).toBe(3);
    expect(defenseRollsOf(readActor(pc({ level: 1, resolve: 1 })))).toBe(0); // min 0 (HD-4)
  });
  it('NPC Resolve above 5 reads as Full', () => {
    expect(resolveStage(7).id).toBe('full');
  });
});

describe('Defense Rolls per attack (HD-4)', () => {
  // | Level | Prof | Defense Rolls Per Attack |
  const printed: [string, string, string][] = [
    ['1-2', '1', '1 roll'],
    ['3-4', '2', '2 rolls'],
    ['5-6', '3', '3 rolls'],
    ['7-8', '4', '4 rolls'],
    ['9-10', '5-6', '5-6 rolls'],
  ];
  it.each(printed)('levels %s: Prof %s, %s', (levels, prof, rolls) => {
    const [lo, hi] = levels.split('-').map(Number) as [number, number];
    const [rollLo, rollHi = rollLo] = rolls.split(' ')[0]!.split('-').map(Number) as [number, number?];
    for (let level = lo; level <= hi; level++) {
      const actor = readActor(pc({ level }));
      expect(defenseRollsOf(actor)).toBe(actor.proficiency); // Defense Capacity = Proficiency
      expect(defenseRollsOf(actor)).toBeGreaterThanOrEqual(rollLo);
      expect(defenseRollsOf(actor)).toBeLessThanOrEqual(rollHi!);
      expect(String(actor.proficiency)).toBe(prof.split('-')[0]);
    }
  });
  it('the engine keeps the printed table as data, "5-6" included', () => {
    expect(DEFENSE_ROLLS_PRINTED.map((r) => [r.minLevel, r.maxLevel, ...r.rolls])).toEqual([
      [1, 2, 1, 1],
      [3, 4, 2, 2],
      [5, 6, 3, 3],
      [7, 8, 4, 4],
      [9, 10, 5, 6],
    ]);
  });
  it('documents the discrepancy: Character Resources gives Proficiency 5 at 9–10, so 6 rolls never follow', () => {
    expect(defenseRollsOf(readActor(pc({ level: 10 })))).toBe(5);
  });
  it('the printed reading (a world setting) gives 5 at level 9 and 6 at level 10, the rest as Proficiency', () => {
    const printedRolls = (level: number, resolve = 5) => defenseRollsOf(readActor(pc({ level, resolve })), 'printed');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((l) => printedRolls(l))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 6]);
    expect(printedRolls(10, 1)).toBe(4); // the Resolve penalty still applies (HD-4)
    expect(defenseRollsOf(readActor(pc({ level: 10 })), 'junk')).toBe(5); // anything else reads as Proficiency
  });
});

describe('smaller tables', () => {
  it('armor: Light 2d6, Medium 2d8, Heavy 2d10', () => {
    expect(ARMOR_TYPES).toEqual({
      light: { dice: 2, faces: 6 },
      medium: { dice: 2, faces: 8 },
      heavy: { dice: 2, faces: 10 },
    });
  });
  it('Resolve check: 4 or less lose 1, 5 stay, 6 gain 1', () => {
    const read = [1, 2, 3, 4, 5, 6].map((f) => readResolveCheck(f).change);
    expect(read).toEqual([-1, -1, -1, -1, 0, 1]);
    expect(RESOLVE_CHECK_TABLE).toHaveLength(3);
  });
  it('the eight skills', () => {
    expect([...SKILLS]).toEqual([
      'agility',
      'awareness',
      'fortitude',
      'wilderness',
      'influence',
      'lore',
      'medicine',
      'craft',
    ]);
  });
});
