import { describe, expect, it } from 'vitest';
import * as countdownRules from '../../../src/rulesets/countdown/rules';
import fc from 'fast-check';
import { bruteForce, type OddsSummary, resolveWith, ScriptedDice } from '../../../src/core';
import {
  armorValue,
  attackOdds,
  attackProfile,
  defenseOdds,
  resolveAttack,
  resolveDefense,
  weaponRow,
  type AttackRequest,
  type AttackResult,
  type DefenseRequest,
  type DefenseResult,
  type Refusal,
} from '../../../src/rulesets/countdown/rules';

const weapon = (id: string) => weaponRow(id)!;

/** The profile of an attack on an unarmored target; refusals fail the test. */
function profileOf(
  attacker: AttackRequest['attacker'],
  weaponId: string,
  mode: AttackRequest['mode'],
  range: AttackRequest['range'],
  extra: Partial<AttackRequest> = {},
) {
  const p = attackProfile({ attacker, weapon: weapon(weaponId), mode, range, target: { armor: 0 }, ...extra });
  if (!p.ok) throw new Error(p.reason);
  return p;
}
const fighter = { stats: { vigor: 6, reflex: 4 }, classId: 'warden', trainedSkills: ['athletics'] };

function attack(req: AttackRequest, faces: number[]): AttackResult {
  const dice = new ScriptedDice(faces);
  const r = resolveWith(resolveAttack(req), dice);
  dice.assertConsumed();
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('attacks', () => {
  const base: AttackRequest = {
    attacker: fighter,
    weapon: weapon('longsword'),
    mode: 'melee',
    range: 'close',
    target: { armor: 2 },
  };

  it('melee uses Vigor, trained with the weapon (Warden: all melee) — Difficulty 8', () => {
    expect(profileOf(fighter, 'longsword', 'melee', 'close', { target: { armor: 2 } })).toMatchObject({
      stat: 'vigor',
      trained: true,
      difficulty: 8,
      armor: 2,
    });
  });

  it('a hit rolls the weapon die; Armor is subtracted; at least 1', () => {
    let r = attack(base, [12, 7]);
    expect(r.hit).toBe(true);
    expect(r.damage).toMatchObject({ raw: 7, armor: 2, dealt: 5 });
    r = attack(base, [12, 1]);
    expect(r.damage!.dealt).toBe(1);
  });

  it('natural 20: maximum damage, ignoring Armor, no damage dice rolled', () => {
    const r = attack({ ...base, target: { armor: 5 } }, [20]);
    expect(r.maximum).toBe(true);
    expect(r.damage).toMatchObject({ raw: 8, armor: 5, dealt: 8, dice: [] });
  });

  it('natural 1: a complete miss, even at Difficulty 0', () => {
    const r = attack({ ...base, attacker: { ...fighter, stats: { vigor: 10 } } }, [1]);
    expect(r.hit).toBe(false);
    expect(r.damage).toBeNull();
  });

  it('ranged uses Reflex; melee untrained without weapon training or Athletics', () => {
    const scout = { stats: { vigor: 3, reflex: 7 }, classId: 'scout' };
    const p = profileOf(scout, 'longbow', 'ranged', 'far');
    expect(p).toMatchObject({ stat: 'reflex', trained: true, difficulty: 6, usesAmmunition: true });
    const q = profileOf(scout, 'longsword', 'melee', 'close');
    expect(q).toMatchObject({ stat: 'vigor', trained: false, difficulty: 17 });
  });

  it('melee is trained through Athletics even without weapon training', () => {
    const invoker = { stats: { vigor: 5 }, classId: 'invoker', trainedSkills: ['athletics'] };
    const p = profileOf(invoker, 'greataxe', 'melee', 'close');
    expect(p).toMatchObject({ trained: true, difficulty: 10 });
    const thrown = profileOf(invoker, 'spear', 'thrown', 'near');
    expect(thrown).toMatchObject({ stat: 'vigor', trained: false });
  });

  it('Finesse: the better of Vigor and Reflex, or the one chosen; Thrown uses Vigor at near', () => {
    const rogue = { stats: { vigor: 3, reflex: 7 }, classId: 'rogue' };
    const p = profileOf(rogue, 'dagger', 'thrown', 'near');
    expect(p).toMatchObject({ stat: 'reflex', trained: true, difficulty: 6 });
    const q = profileOf(rogue, 'dagger', 'melee', 'close', { stat: 'vigor' });
    expect(q).toMatchObject({ stat: 'vigor', difficulty: 14 });
    const spear = profileOf(fighter, 'spear', 'thrown', 'near');
    expect(spear).toMatchObject({ stat: 'vigor', usesAmmunition: false });
  });

  it('refuses attacks the weapon cannot make', () => {
    const refusal = (req: AttackRequest) => (attackProfile(req) as Refusal).reason;
    expect(refusal({ ...base, range: 'near' })).toBe('MANIFOLD.countdown.refusal.outOfRange');
    expect(refusal({ ...base, mode: 'thrown', range: 'near' })).toBe('MANIFOLD.countdown.refusal.weaponCannotAttack');
    expect(refusal({ ...base, weapon: weapon('handCrossbow'), mode: 'ranged', range: 'far' })).toBe(
      'MANIFOLD.countdown.refusal.outOfRange',
    );
    expect(refusal({ ...base, weapon: weapon('crossbow'), mode: 'ranged', range: 'far', loaded: false })).toBe(
      'MANIFOLD.countdown.refusal.notLoaded',
    );
    expect(refusal({ ...base, weapon: weapon('longbow'), mode: 'ranged', range: 'far', outOfAmmunition: true })).toBe(
      'MANIFOLD.countdown.refusal.outOfAmmunition',
    );
    expect(refusal({ ...base, weapon: weapon('greatsword'), attacker: { ...fighter, shield: true } })).toBe(
      'MANIFOLD.countdown.refusal.handsOccupied',
    );
    expect(refusal({ ...base, weapon: weapon('spear'), twoHanded: true, attacker: { ...fighter, shield: true } })).toBe(
      'MANIFOLD.countdown.refusal.handsOccupied',
    );
  });

  it('Versatile: the spear deals d8 two-handed', () => {
    expect(
      attack({ ...base, weapon: weapon('spear'), twoHanded: true, target: { armor: 0 } }, [15, 8]).damage!.raw,
    ).toBe(8);
  });

  it('Loading: the card says to reload', () => {
    const r = attack(
      {
        ...base,
        weapon: weapon('crossbow'),
        mode: 'ranged',
        range: 'far',
        attacker: { stats: { reflex: 5 }, classId: 'warden' },
      },
      [15, 3],
    );
    expect(r.mustReload).toBe(true);
  });

  it('Rogue, Exploit Weakness: +1d6 against an unaware, flanked or compromised target', () => {
    const rogue = { stats: { vigor: 3, reflex: 7 }, classId: 'rogue' };
    for (const flag of ['unaware', 'flanked', 'compromised'] as const) {
      const r = attack(
        {
          attacker: rogue,
          weapon: weapon('shortsword'),
          mode: 'melee',
          range: 'close',
          target: { armor: 1, [flag]: true },
        },
        [15, 4, 6],
      );
      expect(r.damage).toMatchObject({ raw: 10, dealt: 9 });
      expect(r.damage!.dice.map((d) => d.role)).toEqual(['damage', 'damageExtra']);
    }
    const plain = attack(
      { attacker: rogue, weapon: weapon('shortsword'), mode: 'melee', range: 'close', target: { armor: 1 } },
      [15, 4],
    );
    expect(plain.damage!.raw).toBe(4);
    // A natural 20 is maximum damage of every die: 6 + 6.
    const crit = attack(
      {
        attacker: rogue,
        weapon: weapon('shortsword'),
        mode: 'melee',
        range: 'close',
        target: { armor: 3, unaware: true },
      },
      [20],
    );
    expect(crit.damage!.dealt).toBe(12);
  });

  it('Scout, Ambush: against an unaware target, damage rolled twice keeping the higher', () => {
    const scout = { stats: { reflex: 7 }, classId: 'scout' };
    const req: AttackRequest = {
      attacker: scout,
      weapon: weapon('longbow'),
      mode: 'ranged',
      range: 'far',
      target: { armor: 0, unaware: true },
    };
    const r = attack(req, [12, 3, 7]);
    expect(r.damage!.raw).toBe(7);
    expect(r.damage!.dice.map((d) => d.role)).toEqual(['damageDropped', 'damage']);
    expect(attack({ ...req, target: { armor: 0, flanked: true } }, [12, 3]).damage!.raw).toBe(3);
  });

  it('Beastkin Bear: +1 melee damage, not on ranged attacks; Hawk: advantage at far range', () => {
    const bear = { stats: { vigor: 5, reflex: 5 }, ancestryId: 'beastkin', beastkinAspect: 'bear', classId: 'warden' };
    expect(attack({ ...base, attacker: bear, target: { armor: 0 } }, [15, 5]).damage!.raw).toBe(6);
    expect(
      attack(
        { ...base, attacker: bear, weapon: weapon('crossbow'), mode: 'ranged', range: 'near', target: { armor: 0 } },
        [15, 5],
      ).damage!.raw,
    ).toBe(5);
    const hawk = { stats: { reflex: 5 }, ancestryId: 'beastkin', beastkinAspect: 'hawk' };
    expect(profileOf(hawk, 'shortbow', 'ranged', 'far').edges.mode).toBe('advantage');
  });

  it('total darkness: disadvantage on attacks (they require sight)', () => {
    expect(profileOf(fighter, 'longsword', 'melee', 'close', { light: 'dark' }).edges.disadvantages).toEqual([
      'MANIFOLD.countdown.edge.darkness',
    ]);
  });
});

describe('attack odds against brute force', () => {
  const cases: [string, AttackRequest][] = [
    [
      'longsword vs armor 2',
      { attacker: fighter, weapon: weapon('longsword'), mode: 'melee', range: 'close', target: { armor: 2 } },
    ],
    [
      'rogue shortsword vs unaware armor 3',
      {
        attacker: { stats: { reflex: 6 }, classId: 'rogue' },
        weapon: weapon('shortsword'),
        mode: 'melee',
        range: 'close',
        target: { armor: 3, unaware: true },
      },
    ],
    [
      'scout longbow ambush in darkness',
      {
        attacker: { stats: { reflex: 4 }, classId: 'scout' },
        weapon: weapon('shortbow'),
        mode: 'ranged',
        range: 'far',
        light: 'dark',
        target: { armor: 1, unaware: true },
      },
    ],
    [
      'hawk with advantage, bear-free',
      {
        attacker: { stats: { reflex: 3 }, ancestryId: 'beastkin', beastkinAspect: 'hawk' },
        weapon: weapon('handCrossbow'),
        mode: 'ranged',
        range: 'near',
        target: { armor: 0 },
      },
    ],
  ];

  for (const [name, req] of cases) {
    it(name, () => {
      const profile = attackProfile(req);
      if (!profile.ok) throw new Error();
      const d20s = profile.edges.mode === 'normal' ? [20] : [20, 20];
      const dmgDice = profile.damage.dice.map((d) => d.faces);
      const all = [...d20s, ...dmgDice, ...(profile.damage.rollTwice ? dmgDice : [])];
      // Brute force: every face of every die the attack could roll, fed through the resolution.
      const brute = bruteForce(all, (rolls) => {
        const r = resolveWith(resolveAttack(req), new ScriptedDice(rolls.slice()));
        if (!r.ok) throw new Error();
        return r.damage?.dealt ?? 0;
      });
      const odds = attackOdds(req) as OddsSummary;
      expect(odds.headline.probability).toBeCloseTo(1 - brute.p(0), 12);
      expect(odds.bars[0]!.probability).toBeCloseTo(brute.p(0), 12);
      for (const bar of odds.bars.slice(1)) {
        expect(bar.probability).toBeCloseTo(brute.p(Number((bar.label as { text: string }).text)), 12);
      }
      expect(odds.expected![0]!.value).toBeCloseTo(brute.mean(), 12);
    });
  }
});

describe('defense requests (CD-2, CD-7)', () => {
  const defender = { stats: { reflex: 5, vigor: 6 }, armor: { bodyArmor: 1 }, maxHp: 6 };
  const base: DefenseRequest = { defender, method: 'dodge', damage: { count: 1, faces: 8, bonus: 0 } };

  function defend(req: DefenseRequest, faces: number[]): DefenseResult {
    const dice = new ScriptedDice(faces);
    const r = resolveWith(resolveDefense(req), dice);
    dice.assertConsumed();
    if (!r.ok) throw new Error(r.reason);
    return r;
  }

  it('dodge with Reflex: pass avoids the hit, no damage rolled', () => {
    const r = defend(base, [15]);
    expect(r.profile.difficulty).toBe(15);
    expect(r.avoided).toBe(true);
    expect(r.damage).toBeNull();
  });

  it('failure: the listed damage minus Armor, minimum 1', () => {
    expect(defend(base, [14, 6]).damage).toMatchObject({ raw: 6, armor: 1, dealt: 5 });
    expect(defend(base, [14, 1]).damage!.dealt).toBe(1);
    const fixed = defend({ ...base, damage: { count: 0, faces: 0, bonus: 4 } }, [3]);
    expect(fixed.damage).toMatchObject({ raw: 4, dealt: 3, dice: [] });
  });

  it('massive damage: one hit dealing at least maximum HP (CD-5)', () => {
    expect(defend(base, [2, 8]).massive).toBe(true); // 8 − 1 = 7 ≥ 6
    expect(defend(base, [2, 6]).massive).toBe(false); // 5 < 6
  });

  it('block needs a shield and uses Vigor; the shield adds +1 Armor', () => {
    expect(resolveWith(resolveDefense({ ...base, method: 'block' }), new ScriptedDice([]))).toMatchObject({
      ok: false,
    });
    const r = defend(
      { ...base, method: 'block', defender: { ...defender, armor: { bodyArmor: 2, shield: true } } },
      [10, 8],
    );
    expect(r.profile).toMatchObject({ stat: 'vigor', difficulty: 14, armor: 3 });
    expect(r.damage!.dealt).toBe(5);
  });

  it('CD-7: Defend gives the defender advantage on the defense roll', () => {
    const r = defend({ ...base, defending: true }, [3, 17]);
    expect(r.check.mode).toBe('advantage');
    expect(r.avoided).toBe(true);
  });

  it('darkvision monsters in total darkness: disadvantage on the defense roll', () => {
    const r = defend({ ...base, light: 'dark', attackerDarkvision: true }, [17, 3, 2]);
    expect(r.check.mode).toBe('disadvantage');
    expect(r.check.disadvantages).toEqual(['MANIFOLD.countdown.edge.darkness', 'MANIFOLD.countdown.edge.darkvision']);
    expect(r.avoided).toBe(false);
    // Darkvision alone counts only in total darkness.
    expect(defend({ ...base, light: 'dim', attackerDarkvision: true }, [17]).check.disadvantages).toEqual([]);
    // Defend (CD-7) and darkness cancel.
    expect(defend({ ...base, light: 'dark', defending: true }, [15]).check.mode).toBe('normal');
  });

  it("Warden's brace automatically passes a block", () => {
    const r = defend({ ...base, method: 'block', brace: true, defender: { ...defender, armor: { shield: true } } }, []);
    expect(r.avoided).toBe(true);
    expect(r.check.automatic).toBe('brace');
    expect(resolveWith(resolveDefense({ ...base, brace: true }), new ScriptedDice([]))).toMatchObject({ ok: false });
  });

  it('natural 1 always fails, natural 20 always avoids', () => {
    expect(defend({ ...base, defender: { ...defender, stats: { reflex: 10 } }, trained: true }, [1, 3]).avoided).toBe(
      false,
    );
    expect(defend({ ...base, defender: { ...defender, stats: { reflex: 1 } } }, [20]).check.outcome).toBe('critical');
  });

  it('odds match brute force', () => {
    for (const req of [base, { ...base, defending: true }, { ...base, damage: { count: 2, faces: 4, bonus: 1 } }]) {
      const d20s = req.defending ? [20, 20] : [20];
      const dmg = Array<number>(req.damage.count).fill(req.damage.faces);
      const brute = bruteForce([...d20s, ...dmg], (rolls) => {
        const dice = new ScriptedDice(rolls);
        const r = resolveWith(resolveDefense(req), dice) as DefenseResult;
        return r.damage?.dealt ?? 0;
      });
      const massive = bruteForce([...d20s, ...dmg], (rolls) =>
        (resolveWith(resolveDefense(req), new ScriptedDice(rolls)) as DefenseResult).massive ? 1 : 0,
      );
      const odds = defenseOdds(req) as OddsSummary;
      expect(odds.headline.probability).toBeCloseTo(brute.p(0), 12);
      for (const bar of odds.bars.slice(1))
        expect(bar.probability).toBeCloseTo(brute.p(Number((bar.label as { text: string }).text)), 12);
      expect(odds.expected![0]!.value).toBeCloseTo(brute.mean(), 12);
      expect(odds.expected![1]!.value).toBeCloseTo(massive.p(1), 12);
    }
  });
});

describe('Armor', () => {
  it('armor + shield (+1) + Shield Wall (+1)', () => {
    expect(armorValue({ bodyArmor: 2, shield: true }).total).toBe(3);
    expect(armorValue({ bodyArmor: 1, shieldWall: true }).total).toBe(2);
    expect(armorValue({ bodyArmor: 3, shield: true, shieldWall: true }).total).toBe(5);
    expect(armorValue(undefined).total).toBe(0);
    expect(armorValue({ bodyArmor: 'junk', bonus: -5 }).total).toBe(0);
  });

  it('property: damage after armor is at least 1 and never more than raw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 2, max: 19 }),
        fc.integer({ min: 1, max: 8 }),
        (armor, face, dmg) => {
          const r = resolveWith(
            resolveDefense({
              defender: { stats: { reflex: 1 }, armor: { bodyArmor: armor } },
              method: 'dodge',
              damage: { count: 1, faces: 8, bonus: 0 },
            }),
            new ScriptedDice([Math.min(face, 18), dmg]),
          ) as DefenseResult;
          expect(r.damage!.dealt).toBeGreaterThanOrEqual(1);
          expect(r.damage!.dealt).toBeLessThanOrEqual(Math.max(1, dmg));
          expect(r.damage!.dealt).toBe(Math.max(1, dmg - armor));
        },
      ),
    );
  });
});

describe('hostile defenders (found by test/reliability/engines/countdown.property.test.ts)', () => {
  it('null stats and a missing monster damage are read, not thrown on', () => {
    const request = {
      defender: { stats: null as unknown as countdownRules.StatBlock },
      method: 'dodge' as const,
      damage: undefined as unknown as countdownRules.DiceAmount,
    };
    const r = resolveWith(countdownRules.resolveDefense(request), new ScriptedDice([1]));
    expect(r.ok && r.damage?.dealt).toBe(1);
    expect('headline' in countdownRules.defenseOdds(request)).toBe(true);
    expect(countdownRules.damageSpecOf(null as unknown as countdownRules.DiceAmount).dice).toEqual([]);
  });
});
