import { describe, expect, it } from 'vitest';
import { bruteForce, type OddsSummary, resolveWith, ScriptedDice } from '../../../src/core';
import {
  advanceExploration,
  encounterOdds,
  fieldSurgery,
  initiativeOdds,
  longRest,
  moraleDue,
  moraleOdds,
  readExploration,
  regainUses,
  resolveEncounterCheck,
  resolveInitiative,
  resolveInterruption,
  resolveMorale,
  resolveSpellCast,
  setDanger,
  shortRest,
  spendUse,
  useHealingItem,
  usesFor,
  POULTICE,
  healingOdds,
  spellCastOdds,
  fieldSurgeryOdds,
  craftPoultice,
  deriveCharacter,
  damageMonster,
  readMonster,
  type ExplorationState,
  type LongRestSubject,
  type Vitals,
} from '../../../src/rulesets/countdown/rules';
import { ok } from './helpers';

describe('initiative (CD-4)', () => {
  it('d20 + Reflex each; the monster side rolls once with the highest Reflex; highest first', () => {
    const dice = new ScriptedDice([10, 14, 9]);
    const r = resolveWith(
      resolveInitiative({
        characters: [
          { id: 'ash', reflex: 5 },
          { id: 'bo', reflex: 2 },
        ],
        monsterReflexes: [3, 7, 4],
      }),
      dice,
    );
    dice.assertConsumed();
    expect(r.rolls.map((x) => [x.id, x.total])).toEqual([
      ['ash', 15],
      ['bo', 16],
      ['monsters', 16],
    ]);
    expect(r.order).toEqual([
      { id: 'bo', total: 16, tied: true },
      { id: 'monsters', total: 16, tied: true },
      { id: 'ash', total: 15, tied: false },
    ]);
  });

  it('Scouts roll with advantage', () => {
    const dice = new ScriptedDice([3, 18]);
    const r = resolveWith(
      resolveInitiative({ characters: [{ id: 's', reflex: 4, classId: 'scout' }], monsterReflexes: [] }),
      dice,
    );
    dice.assertConsumed();
    expect(r.rolls[0]).toMatchObject({ mode: 'advantage', natural: 18, total: 22 });
    expect(r.rolls[0]!.dice.map((d) => d.role)).toEqual(['initiativeDropped', 'initiative']);
  });

  it('odds against brute force', () => {
    for (const [subject, faces] of [
      [{ reflex: 5 }, [20, 20]],
      [{ reflex: 3, classId: 'scout' }, [20, 20, 20]],
    ] as const) {
      const odds = initiativeOdds(subject, [2, 6]);
      const brute = bruteForce([...faces], (r) => {
        const mine = (faces.length === 3 ? Math.max(r[0]!, r[1]!) : r[0]!) + subject.reflex;
        const theirs = r[r.length - 1]! + 6;
        return Math.sign(mine - theirs);
      });
      expect(odds.headline.probability).toBeCloseTo(brute.p(1), 12);
      expect(odds.bars[1]!.probability).toBeCloseTo(brute.p(0), 12);
      expect(odds.bars[2]!.probability).toBeCloseTo(brute.p(-1), 12);
    }
  });
});

describe('morale', () => {
  it('d20 ≥ 15 holds, else flee or surrender; immune creatures are refused', () => {
    expect(resolveWith(resolveMorale({}), new ScriptedDice([15]))).toMatchObject({ holds: true });
    expect(resolveWith(resolveMorale({}), new ScriptedDice([14]))).toMatchObject({ holds: false });
    expect(resolveWith(resolveMorale({ immune: true }), new ScriptedDice([]))).toMatchObject({ ok: false });
    expect(moraleOdds().headline.probability).toBeCloseTo(6 / 20, 12);
  });

  it('prompted at half their number, or a solo enemy at half HP; once; never for the immune', () => {
    expect(moraleDue({ startingCount: 6, currentCount: 4 })).toBe(false);
    expect(moraleDue({ startingCount: 6, currentCount: 3 })).toBe(true);
    expect(moraleDue({ startingCount: 5, currentCount: 3 })).toBe(false);
    expect(moraleDue({ startingCount: 5, currentCount: 2 })).toBe(true);
    expect(moraleDue({ startingCount: 6, currentCount: 3, checked: true })).toBe(false);
    expect(moraleDue({ startingCount: 6, currentCount: 3, immune: true })).toBe(false);
    expect(moraleDue({ solo: true, hp: 11, maxHp: 20 })).toBe(false);
    expect(moraleDue({ solo: true, hp: 10, maxHp: 20 })).toBe(true);
    expect(moraleDue({ solo: true, hp: 0, maxHp: 20 })).toBe(false);
  });
});

describe('exploration turns and random encounters', () => {
  const run = (danger: string, turns: number) => {
    let state: ExplorationState = readExploration({ danger });
    const due: number[] = [];
    for (let i = 0; i < turns; i++) {
      const t = ok(advanceExploration(state));
      if (t.encounterCheck) due.push(t.state.turn);
      expect(t.triggerLight).toBe(true);
      state = t.state;
    }
    return due;
  };

  it('unsafe every 3 turns, risky every 2, deadly every turn', () => {
    expect(run('unsafe', 9)).toEqual([3, 6, 9]);
    expect(run('risky', 6)).toEqual([2, 4, 6]);
    expect(run('deadly', 3)).toEqual([1, 2, 3]);
  });

  it('changing danger keeps the count below the new cadence; overland hours trigger no light', () => {
    const s = ok(setDanger({ turn: 5, sinceCheck: 2, danger: 'unsafe', unit: 'turn' }, 'risky')).state;
    expect(s.sinceCheck).toBe(1);
    expect(ok(advanceExploration(s)).encounterCheck).toBe(true);
    expect(setDanger(s, 'safe').ok).toBe(false);
    expect(ok(advanceExploration({ ...s, unit: 'hour' })).triggerLight).toBe(false);
  });

  it('an encounter on a 1 on a d6', () => {
    expect(resolveWith(resolveEncounterCheck(), new ScriptedDice([1])).encounter).toBe(true);
    for (let f = 2; f <= 6; f++)
      expect(resolveWith(resolveEncounterCheck(), new ScriptedDice([f])).encounter).toBe(false);
    const odds = encounterOdds('unsafe');
    expect(odds.headline.probability).toBeCloseTo(1 / 6, 12);
    expect(odds.expected![0]!.value).toBeCloseTo(18, 12);
    expect(encounterOdds('deadly').expected![0]!.value).toBeCloseTo(6, 12);
  });
});

describe('rests and healing', () => {
  const hurt: Vitals = { hp: 2, maxHp: 9, status: 'conscious', deathClock: null, cause: null };

  it('interruption: a Resolve check at Difficulty 12; the Warden may brace', () => {
    expect(resolveWith(resolveInterruption({}), new ScriptedDice([12])).outcome).toBe('pass');
    expect(resolveWith(resolveInterruption({}), new ScriptedDice([11])).outcome).toBe('fail');
    expect(resolveWith(resolveInterruption({ brace: true }), new ScriptedDice([])).automatic).toBe('brace');
  });

  const subject: LongRestSubject = {
    vitals: hurt,
    uses: { wardenBrace: true, humanReroll: true },
    spellSlots: { value: 0, max: 3 },
    exhaustion: true,
    rations: { die: 8 },
  };

  it('long rest: all HP, class abilities, spell slots, exhaustion; the ration die is triggered', () => {
    const t = ok(resolveWith(longRest(subject, [{ outcome: 'pass' }]), new ScriptedDice([5])));
    expect(t.benefit).toBe(true);
    expect(t.state.vitals.hp).toBe(9);
    expect(t.state.uses).toEqual({ humanReroll: true }); // session uses are not regained by a rest
    expect(t.state.spellSlots).toEqual({ value: 3, max: 3 });
    expect(t.state.exhaustion).toBe(false);
    expect(t.ration).toMatchObject({ before: 8, face: 5, steppedDown: false });
  });

  it('a failed interruption: the ration is consumed, no benefit', () => {
    const t = ok(resolveWith(longRest(subject, [{ outcome: 'pass' }, { outcome: 'fail' }]), new ScriptedDice([1])));
    expect(t.benefit).toBe(false);
    expect(t.state.vitals.hp).toBe(2);
    expect(t.state.uses).toEqual(subject.uses);
    expect(t.state.rations).toEqual({ die: 6 });
  });

  it('no ration, dying or dead: no long rest; a stable character wakes', () => {
    expect(resolveWith(longRest({ ...subject, rations: { die: null } }, []), new ScriptedDice([]))).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.noRations',
    });
    expect(
      resolveWith(longRest({ ...subject, vitals: { ...hurt, hp: 0, status: 'dying' } }, []), new ScriptedDice([])).ok,
    ).toBe(false);
    const stable = ok(
      resolveWith(longRest({ ...subject, vitals: { ...hurt, hp: 1, status: 'stable' } }, []), new ScriptedDice([3])),
    );
    expect(stable.state.vitals).toMatchObject({ hp: 9, status: 'conscious' });
  });

  it('short rest: one exploration turn, one healing item use, no HP otherwise', () => {
    const none = ok(resolveWith(shortRest(hurt, null), new ScriptedDice([])));
    expect(none).toMatchObject({ explorationTurns: 1, healed: 0, state: { vitals: hurt } });
    const herbs = ok(
      resolveWith(
        shortRest(hurt, { item: { usesLeft: 3, heal: { count: 0, faces: 0, bonus: 1 } } }),
        new ScriptedDice([]),
      ),
    );
    expect(herbs.state).toMatchObject({ vitals: { hp: 3 }, usesLeft: 2 });
    expect(
      resolveWith(shortRest(hurt, { item: { usesLeft: 0, heal: POULTICE.heal } }), new ScriptedDice([])),
    ).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.noUsesLeft',
    });
  });

  it('poultice heals 1d4; never above max HP', () => {
    const t = ok(
      resolveWith(useHealingItem({ usesLeft: 1, heal: POULTICE.heal }, { ...hurt, hp: 8 }), new ScriptedDice([4])),
    );
    expect(t.state).toMatchObject({ vitals: { hp: 9 }, usesLeft: 0 });
    expect(t.healed).toBe(1);
  });

  it('Field Surgery: Lore check trained via Medicine, 1d6 HP on a pass, the kit use spent either way', () => {
    const surgeon = { classId: 'surgeon', stats: { lore: 6 }, trainedSkills: ['medicine'] };
    const pass = ok(resolveWith(fieldSurgery({ healer: surgeon, kitUses: 3 }, hurt), new ScriptedDice([8, 5])));
    expect(pass.check.difficulty).toBe(8);
    expect(pass.state).toMatchObject({ vitals: { hp: 7 }, kitUses: 2 });
    expect(pass.explorationTurns).toBe(1);
    const fail = ok(resolveWith(fieldSurgery({ healer: surgeon, kitUses: 1 }, hurt), new ScriptedDice([7])));
    expect(fail.state).toMatchObject({ vitals: { hp: 2 }, kitUses: 0 });
    expect(
      resolveWith(fieldSurgery({ healer: { ...surgeon, classId: 'rogue' }, kitUses: 3 }, hurt), new ScriptedDice([]))
        .ok,
    ).toBe(false);
    expect(resolveWith(fieldSurgery({ healer: surgeon, kitUses: 0 }, hurt), new ScriptedDice([])).ok).toBe(false);
  });
});

describe('once-per-rest and once-per-session uses', () => {
  it('each class and ancestry has the uses the document prints', () => {
    expect(usesFor('warden', 'human')).toEqual(['wardenBrace', 'humanReroll']);
    expect(usesFor('surgeon', 'goblin')).toEqual(['surgeonPoultice']);
    expect(usesFor('seer', 'eldren')).toEqual(['seerSecondSight']);
    expect(usesFor('rogue', 'dwerrow')).toEqual([]);
  });

  it('spent once, refused again, regained by period', () => {
    const available = usesFor('seer', 'human');
    let uses = ok(spendUse({}, 'seerSecondSight', available)).state;
    uses = ok(spendUse(uses, 'humanReroll', available)).state;
    expect(spendUse(uses, 'seerSecondSight', available)).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.useSpent',
    });
    expect(spendUse(uses, 'wardenBrace', available)).toMatchObject({ reason: 'MANIFOLD.countdown.refusal.noSuchUse' });
    expect(regainUses(uses, 'rest')).toEqual({ humanReroll: true });
    expect(regainUses(uses, 'session')).toEqual({ seerSecondSight: true });
  });
});

describe('spell checks', () => {
  const invoker = { classId: 'invoker', stats: { lore: 6 }, trainedSkills: ['arcana'] };

  it('Invoker: Lore trained via Arcana; natural 20 enhanced, natural 1 backlash; components triggered', () => {
    const cast = (face: number) =>
      resolveWith(
        resolveSpellCast({ caster: invoker, requiresComponents: true, components: { die: 6 } }),
        new ScriptedDice([face]),
      );
    expect(cast(8)).toMatchObject({
      ok: true,
      check: { difficulty: 8, outcome: 'pass' },
      triggerComponents: true,
      backlash: false,
    });
    expect(cast(20)).toMatchObject({ enhanced: true });
    expect(cast(1)).toMatchObject({ backlash: true, check: { outcome: 'fail' } });
  });

  it('Seer: Resolve trained via Commune; others cannot cast; exhausted components block component spells', () => {
    const seer = { classId: 'seer', stats: { resolve: 5 }, trainedSkills: ['commune'] };
    expect(
      resolveWith(resolveSpellCast({ caster: seer, requiresComponents: false }), new ScriptedDice([10])),
    ).toMatchObject({
      check: { stat: 'resolve', difficulty: 10 },
      triggerComponents: false,
    });
    expect(
      resolveWith(
        resolveSpellCast({ caster: { classId: 'rogue', stats: {} }, requiresComponents: false }),
        new ScriptedDice([]),
      ).ok,
    ).toBe(false);
    expect(
      resolveWith(
        resolveSpellCast({ caster: invoker, requiresComponents: true, components: { die: null } }),
        new ScriptedDice([]),
      ),
    ).toMatchObject({ reason: 'MANIFOLD.countdown.refusal.noComponents' });
  });
});

describe('monsters', () => {
  it('stored monsters read safely; damage never takes HP below 0', () => {
    const m = readMonster({
      hp: 'x',
      maxHp: 12,
      armor: -1,
      zone: 'far',
      priority: 'leader',
      damage: { count: 1, faces: 8 },
    });
    expect(m).toMatchObject({
      hp: 12,
      armor: 0,
      zone: 'far',
      priority: 'leader',
      damage: { count: 1, faces: 8, bonus: 0 },
      reflex: 1,
    });
    expect(readMonster({ zone: 'orbit' }).zone).toBe('melee');
    expect(damageMonster({ hp: 3 }, 5)).toBe(0);
    expect(damageMonster({ hp: 9 }, 5)).toBe(4);
  });
});

describe('derived character data', () => {
  it('Difficulty per skill and stat, armor, capacity, uses, initiative, surprise', () => {
    const d = deriveCharacter({
      stats: { vigor: 6, reflex: 4, wits: 5, resolve: 3, presence: 7, lore: 2 },
      trainedSkills: ['athletics', 'endurance', 'fortitude', 'deception'],
      classId: 'warden',
      ancestryId: 'goblin',
      armorId: 'chainmail',
      armor: { bodyArmor: 2, shield: true },
    });
    expect(d.skills.find((s) => s.skill === 'athletics')).toEqual({
      skill: 'athletics',
      stat: 'vigor',
      trained: true,
      difficulty: 8,
    });
    expect(d.skills.find((s) => s.skill === 'stealth')).toEqual({
      skill: 'stealth',
      stat: 'reflex',
      trained: false,
      difficulty: 16,
    });
    expect(d.skills.find((s) => s.skill === 'deception')!.difficulty).toBe(6);
    expect(d.statDifficulties.lore).toEqual({ untrained: 18, trained: 16 });
    expect(d).toMatchObject({
      armor: 3,
      armorTrained: true,
      capacity: 11,
      uses: ['wardenBrace'],
      canBeSurprised: false,
      initiative: 'normal',
      maxHpBonus: 0,
    });
  });

  it('armor outside the class training is flagged; Scouts roll initiative with advantage; Dwerrow +2', () => {
    const d = deriveCharacter({
      stats: {},
      trainedSkills: [],
      classId: 'scout',
      ancestryId: 'dwerrow',
      armorId: 'plate',
      armor: { bodyArmor: 3 },
    });
    expect(d).toMatchObject({ armorTrained: false, initiative: 'advantage', maxHpBonus: 2, canBeSurprised: true });
    expect(deriveCharacter({ stats: {}, trainedSkills: [], classId: 'invoker', armorId: 'leather' }).armorTrained).toBe(
      false,
    );
    expect(deriveCharacter({ stats: {}, trainedSkills: [], classId: 'seer', armorId: 'leather' }).armorTrained).toBe(
      true,
    );
    expect(
      deriveCharacter({ stats: {}, trainedSkills: [], classId: 'rogue', armor: { shield: true } }).armorTrained,
    ).toBe(false);
  });
});

describe('poultice', () => {
  it('once per rest: crafting spends the use and yields a 1d4 poultice', () => {
    const available = usesFor('surgeon', 'human');
    const t = ok(craftPoultice({}, available));
    expect(t.poultice).toEqual({ usesLeft: 1, heal: { count: 1, faces: 4, bonus: 0 } });
    expect(craftPoultice(t.state, available)).toMatchObject({ reason: 'MANIFOLD.countdown.refusal.useSpent' });
    expect(craftPoultice({}, usesFor('rogue', 'human'))).toMatchObject({
      reason: 'MANIFOLD.countdown.refusal.noSuchUse',
    });
  });
});

describe('healing odds', () => {
  it('poultice 1d4 capped by the HP missing; herbs always 1', () => {
    const odds = healingOdds(POULTICE.heal, 2);
    expect(odds.bars.map((b) => [(b.label as { text: string }).text, b.probability])).toEqual([
      ['1', expect.closeTo(0.25, 12)],
      ['2', expect.closeTo(0.75, 12)],
    ]);
    expect(healingOdds({ count: 0, faces: 0, bonus: 1 }).expected![0]!.value).toBe(1);
  });

  it('Field Surgery odds match the resolution over every face', () => {
    const surgeon = { classId: 'surgeon', stats: { lore: 4 }, trainedSkills: ['medicine'] };
    const hurt: Vitals = { hp: 3, maxHp: 7, status: 'conscious', deathClock: null, cause: null };
    const brute = bruteForce(
      [20, 6],
      (rolls) => ok(resolveWith(fieldSurgery({ healer: surgeon, kitUses: 1 }, hurt), new ScriptedDice(rolls))).healed,
    );
    const odds = fieldSurgeryOdds({ healer: surgeon, kitUses: 1 }, 4) as OddsSummary;
    expect(odds.headline.probability).toBeCloseTo(1 - brute.p(0), 12);
    expect(odds.bars[0]!.probability).toBeCloseTo(brute.p(0), 12);
    for (const bar of odds.bars.slice(1))
      expect(bar.probability).toBeCloseTo(brute.p(Number((bar.label as { text: string }).text)), 12);
    expect(odds.expected![0]!.value).toBeCloseTo(brute.mean(), 12);
    expect(fieldSurgeryOdds({ healer: { ...surgeon, classId: 'seer' }, kitUses: 1 })).toMatchObject({ ok: false });
  });
});

describe('spell cast odds', () => {
  it('read the same spell check as the cast, over every face', () => {
    const req = {
      caster: { classId: 'seer', stats: { resolve: 4 }, trainedSkills: ['commune'], ancestryId: 'human' },
      requiresComponents: false,
      light: 'dark' as const,
      advantages: ['x'],
    };
    const odds = spellCastOdds(req) as OddsSummary;
    const brute = bruteForce([20, 20], (rolls) => {
      const r = resolveWith(resolveSpellCast(req), new ScriptedDice(rolls));
      if (!r.ok) throw new Error();
      return r.enhanced ? 4 : r.backlash ? 0 : r.check.outcome === 'critical' ? 3 : r.check.outcome === 'pass' ? 2 : 1;
    });
    expect(odds.bars.map((b) => b.probability)).toEqual([4, 3, 2, 1, 0].map((v) => expect.closeTo(brute.p(v), 12)));
    expect(spellCastOdds({ ...req, caster: { ...req.caster, classId: 'warden' } })).toMatchObject({ ok: false });
  });
});
