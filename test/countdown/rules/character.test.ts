import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bruteForce, Distribution, type OddsSummary, resolveWith, ScriptedDice, SeededDice } from '../../../src/core';
import {
  assignStats,
  creationSkills,
  hpDieOdds,
  levelUp,
  levelUpSkillChoices,
  rollBackgroundExtras,
  rollStats,
  startingGear,
  startingHp,
  statRollOdds,
  upgradeWeapon,
  type AdvancingCharacter,
  type BackgroundExtras,
  type ItemRef,
} from '../../../src/rulesets/countdown/rules';
import { ok } from './helpers';

/** Faces for one set of six 3d6 stats with the given totals (each split as evenly as possible). */
function setFor(totals: number[]): number[] {
  return totals.flatMap((t) => {
    const a = Math.ceil(t / 3);
    const b = Math.ceil((t - a) / 2);
    return [a, b, t - a - b];
  });
}

describe('stat generation', () => {
  it('roll: 3d6 six times', () => {
    const dice = new ScriptedDice(setFor([12, 7, 9, 5, 14, 8]));
    const r = resolveWith(rollStats(), dice);
    dice.assertConsumed();
    expect(r.values).toEqual([12, 7, 9, 5, 14, 8]);
    expect(r.sets).toHaveLength(1);
    expect(r.sets[0]!.dice).toHaveLength(18);
  });

  it('no stat 7+: discard and reroll all six (scripted reroll-all case, twice)', () => {
    const dice = new ScriptedDice([
      ...setFor([6, 6, 5, 4, 3, 6]),
      ...setFor([3, 3, 3, 3, 3, 3]),
      ...setFor([6, 5, 4, 3, 3, 7]),
    ]);
    const r = resolveWith(rollStats(), dice);
    dice.assertConsumed();
    expect(r.sets.map((s) => s.discarded)).toEqual([true, true, false]);
    expect(r.values).toEqual([6, 5, 4, 3, 3, 7]);
  });

  it('a single 7 is enough to keep the set', () => {
    const r = resolveWith(rollStats(), new ScriptedDice(setFor([7, 3, 3, 3, 3, 3])));
    expect(r.sets).toHaveLength(1);
  });

  it('property: the kept set always has a 7+, every discarded set none', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = resolveWith(rollStats(), new SeededDice(seed));
        expect(r.values.some((v) => v >= 7)).toBe(true);
        for (const s of r.sets.slice(0, -1)) expect(s.values.every((v) => v < 7)).toBe(true);
        for (const v of r.values) expect(v >= 3 && v <= 18).toBe(true);
      }),
    );
  });

  it('array: [8, 7, 6, 5, 4, 3] in any order; anything else refused', () => {
    const order = ['lore', 'wits', 'reflex', 'vigor', 'presence', 'resolve'] as const;
    const t = ok(assignStats([8, 7, 6, 5, 4, 3], order, 'array'));
    expect(t.state).toEqual({ lore: 8, wits: 7, reflex: 6, vigor: 5, presence: 4, resolve: 3 });
    expect(assignStats([8, 7, 6, 5, 4, 4], order, 'array').ok).toBe(false);
    expect(
      assignStats([8, 7, 6, 5, 4, 3], ['lore', 'lore', 'reflex', 'vigor', 'presence', 'resolve'], 'array').ok,
    ).toBe(false);
    expect(assignStats([6, 6, 6, 6, 6, 6], order, 'roll').ok).toBe(false);
  });

  it('rolled values above the 1–10 scale are capped at 10 and reported', () => {
    const t = ok(
      assignStats([18, 7, 11, 5, 10, 3], ['vigor', 'reflex', 'wits', 'resolve', 'presence', 'lore'], 'roll'),
    );
    expect(t.state.vigor).toBe(10);
    expect(t.state.wits).toBe(10);
    expect(t.capped).toEqual(['vigor', 'wits']);
  });

  it('odds: 3d6 per stat, and the chance a set is kept = 1 − P(3d6 ≤ 6)^6', () => {
    const odds = statRollOdds();
    const brute = bruteForce([6, 6, 6], (r) => r[0]! + r[1]! + r[2]!);
    for (const bar of odds.bars)
      expect(bar.probability).toBeCloseTo(brute.p(Number((bar.label as { text: string }).text)), 12);
    expect(odds.headline.probability).toBeCloseTo(1 - (20 / 216) ** 6, 12);
    expect(odds.expected![0]!.value).toBeCloseTo(10.5, 12);
  });
});

describe('hit points', () => {
  it('the class HP die, +2 for a Dwerrow', () => {
    expect(resolveWith(startingHp('warden', 'human'), new ScriptedDice([7]))).toMatchObject({ maxHp: 7, bonus: 0 });
    expect(resolveWith(startingHp('invoker', 'dwerrow'), new ScriptedDice([1]))).toMatchObject({ maxHp: 3, bonus: 2 });
    expect(resolveWith(startingHp('scout', 'dwerrow', 'max'), new ScriptedDice([]))).toMatchObject({ maxHp: 8 });
    expect(() => resolveWith(startingHp('invoker', 'human'), new ScriptedDice([5]))).toThrow(); // a d4 cannot show 5
  });

  it('HP die odds for every class', () => {
    for (const [cls, faces] of [
      ['warden', 10],
      ['scout', 6],
      ['invoker', 4],
    ] as const) {
      const odds = hpDieOdds(cls) as OddsSummary;
      expect(odds.bars).toHaveLength(faces);
      expect(odds.expected![0]!.value).toBeCloseTo(Distribution.die(faces).mean(), 12);
      expect(odds.headline.probability).toBeCloseTo(0.5, 12);
    }
  });
});

describe('character creation', () => {
  it('trained skills: class, background, Invoker choice, Human extra', () => {
    const t = ok(
      creationSkills({
        classId: 'invoker',
        ancestryId: 'human',
        backgroundId: 'exile',
        invokerSkill: 'medicine',
        humanSkill: 'stealth',
      }),
    );
    expect(t.state.map((s) => `${s.source}:${s.skill}`)).toEqual([
      'class:arcana',
      'class:history',
      'classChoice:medicine',
      'background:deception',
      'ancestry:stealth',
    ]);
    expect(t.duplicates).toEqual([]);
  });

  it('refuses a missing or illegal choice', () => {
    expect(
      creationSkills({ classId: 'invoker', ancestryId: 'goblin', backgroundId: 'exile', invokerSkill: 'stealth' }).ok,
    ).toBe(false);
    expect(
      creationSkills({ classId: 'invoker', ancestryId: 'goblin', backgroundId: 'exile', invokerSkill: 'arcana' }).ok,
    ).toBe(false);
    expect(creationSkills({ classId: 'scout', ancestryId: 'human', backgroundId: 'exile' }).ok).toBe(false);
    expect(
      creationSkills({ classId: 'scout', ancestryId: 'human', backgroundId: 'exile', humanSkill: 'stealth' }).ok,
    ).toBe(false);
    expect(creationSkills({ classId: 'scout', ancestryId: 'beastkin', backgroundId: 'exile' }).ok).toBe(false);
    expect(
      creationSkills({ classId: 'scout', ancestryId: 'beastkin', backgroundId: 'exile', beastkinAspect: 'owl' }).ok,
    ).toBe(false);
    expect(
      creationSkills({ classId: 'scout', ancestryId: 'beastkin', backgroundId: 'exile', beastkinAspect: 'hawk' }).ok,
    ).toBe(true);
    expect(creationSkills({ classId: 'bard', ancestryId: 'human', backgroundId: 'exile' }).ok).toBe(false);
  });

  it('a background skill the class already trains is reported as a duplicate', () => {
    const t = ok(creationSkills({ classId: 'scout', ancestryId: 'eldren', backgroundId: 'refugee' }));
    expect(t.duplicates).toEqual(['survival']);
    expect(t.state.filter((s) => s.skill === 'survival')).toHaveLength(1);
  });

  it('starting gear: class kit, background gear, the Crawling Kit expanded', () => {
    const gear = startingGear('warden', 'pilgrim') as ItemRef[];
    expect(gear.map((g) => g.id)).toEqual([
      'longsword',
      'shield',
      'chainmail',
      'prayerBeads',
      'pilgrimsStaff',
      'healingHerbs',
      'almsBowl',
      'backpack',
      'flintAndSteel',
      'torch',
      'rations',
      'ironSpikes',
      'grapplingHook',
      'rope',
    ]);
    expect(gear.find((g) => g.id === 'torch')!.quantity).toBe(2);
  });

  it('Deserter: the stolen weapon is one die size up (d12 stays d12)', () => {
    expect(upgradeWeapon('longsword')).toEqual({ damage: 10 });
    expect(upgradeWeapon('spear')).toEqual({ damage: 8, versatileDamage: 10 });
    expect(upgradeWeapon('greatsword')).toEqual({ damage: 12 });
  });

  it('extra coin rolled at creation: Refugee 2d6 gp, Prospector 1d6 gp, Exile 1d6 gp; Scholar 1d4 lore entries', () => {
    const roll = (id: string, faces: number[]) => {
      const dice = new ScriptedDice(faces);
      const r = resolveWith(rollBackgroundExtras(id), dice) as BackgroundExtras;
      dice.assertConsumed();
      return r;
    };
    expect(roll('refugee', [3, 5]).coins).toEqual({ gp: 8, sp: 0, cp: 0 });
    expect(roll('prospector', [6]).coins.gp).toBe(6);
    expect(roll('exile', [2]).coins.gp).toBe(2);
    expect(roll('scholar', [3])).toMatchObject({ coins: { gp: 0 }, loreEntries: 3 });
    expect(roll('deserter', [])).toMatchObject({ coins: { gp: 0 }, loreEntries: null, dice: [] });
    expect(roll('refugee', [1, 1]).dice.map((d) => d.role)).toEqual(['coin', 'coin']);
  });
});

describe('level up', () => {
  const hero: AdvancingCharacter = {
    level: 2,
    maxHp: 9,
    stats: { vigor: 6, reflex: 10, wits: 5, resolve: 4, presence: 3, lore: 2 },
    trainedSkills: ['athletics', 'endurance', 'fortitude', 'tinker'],
    classId: 'warden',
    backgroundId: 'prospector',
    talents: [],
  };

  it('roll the class die onto max HP, +1 stat, a new skill, a talent at level 3', () => {
    const t = ok(
      resolveWith(levelUp(hero, { stat: 'vigor', skill: 'awareness', talent: 'placeholder' }), new ScriptedDice([7])),
    );
    expect(t.state).toMatchObject({ level: 3, maxHp: 16, talents: ['placeholder'] });
    expect(t.state.stats.vigor).toBe(7);
    expect(t.state.trainedSkills).toContain('awareness');
    expect(t.hpGained).toBe(7);
    expect(t.dice).toEqual([{ faces: 10, result: 7, role: 'hp' }]);
    expect(t.fromList).toBe(false);
  });

  it('talents exactly at 3, 5, 7 and 9', () => {
    for (let level = 1; level < 10; level++) {
      const next = level + 1;
      const withTalent = resolveWith(
        levelUp({ ...hero, level }, { stat: 'wits', skill: 'history', talent: 't' }),
        new ScriptedDice([1]),
      );
      const without = resolveWith(
        levelUp({ ...hero, level }, { stat: 'wits', skill: 'history' }),
        new ScriptedDice([1]),
      );
      const talentLevel = [3, 5, 7, 9].includes(next);
      expect(withTalent.ok).toBe(talentLevel);
      expect(without.ok).toBe(!talentLevel);
    }
  });

  it('refused at level 10, for a stat at 10, for a skill already trained', () => {
    expect(
      resolveWith(levelUp({ ...hero, level: 10 }, { stat: 'wits', skill: 'history' }), new ScriptedDice([])),
    ).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.maxLevel',
    });
    expect(
      resolveWith(levelUp({ ...hero, level: 1 }, { stat: 'reflex', skill: 'history' }), new ScriptedDice([])),
    ).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.statAtMax',
    });
    expect(
      resolveWith(levelUp({ ...hero, level: 1 }, { stat: 'wits', skill: 'athletics' }), new ScriptedDice([])),
    ).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.skillTrained',
    });
  });

  it('class/background list choices left untrained', () => {
    expect(levelUpSkillChoices(hero)).toEqual([]);
    expect(levelUpSkillChoices({ ...hero, trainedSkills: ['athletics'] })).toEqual([
      'endurance',
      'tinker',
      'fortitude',
    ]);
  });

  it('property: level goes up by one and max HP by the die, never past 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (level, face) => {
        const talent = [3, 5, 7, 9].includes(level + 1) ? 't' : undefined;
        const t = resolveWith(
          levelUp({ ...hero, level }, { stat: 'lore', skill: 'history', talent }),
          new ScriptedDice([face]),
        );
        if (level === 10) expect(t.ok).toBe(false);
        else {
          const s = ok(t);
          expect(s.state.level).toBe(level + 1);
          expect(s.state.maxHp).toBe(9 + face);
        }
      }),
    );
  });
});
