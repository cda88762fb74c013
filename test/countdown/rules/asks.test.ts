import { describe, expect, it } from 'vitest';
import { rollMany, ScriptedDice, type DiceAsk, type Resolution } from '../../../src/core';
import {
  POULTICE,
  readVitals,
  resolveAttack,
  resolveCheck,
  resolveDefense,
  resolveInitiative,
  rollBackgroundExtras,
  rollStats,
  triggerCountdown,
  useHealingItem,
  weaponRow,
  type AttackRequest,
} from '../../../src/rulesets/countdown/rules';

/** Every ask a resolution makes, answered in order from `faces` (all of which it must read). */
function asksOf<T>(resolution: Resolution<T>, faces: number[]): DiceAsk[] {
  const dice = new ScriptedDice(faces);
  const asks: DiceAsk[] = [];
  let step = resolution.next();
  while (!step.done) {
    asks.push(step.value);
    step = resolution.next(rollMany(dice, step.value.count, step.value.faces));
  }
  dice.assertConsumed();
  return asks;
}

const ask = (count: number, faces: number, role: string): DiceAsk => ({ count, faces, role });

describe('the dice a resolution asks for, in the order the rules read them', () => {
  const target = { stat: 'vigor', value: 5, trained: false } as const;

  it('a check asks for its d20, an advantage or disadvantage pair at once, an automatic pass for none', () => {
    expect(asksOf(resolveCheck({ target }), [10])).toEqual([ask(1, 20, 'check')]);
    expect(asksOf(resolveCheck({ target, advantages: ['a'] }), [3, 17])).toEqual([ask(2, 20, 'check')]);
    expect(asksOf(resolveCheck({ target, disadvantages: ['d'] }), [3, 17])).toEqual([ask(2, 20, 'check')]);
    expect(asksOf(resolveCheck({ target, automatic: 'brace' }), [])).toEqual([]);
  });

  it('an attack asks for its damage only on a hit, each damage role a pool of its own', () => {
    const rogue: AttackRequest = {
      attacker: { stats: { vigor: 3, reflex: 7 }, classId: 'rogue' },
      weapon: weaponRow('shortsword')!,
      mode: 'melee',
      range: 'close',
      target: { armor: 0, compromised: true },
    };
    expect(asksOf(resolveAttack(rogue), [18, 4, 6])).toEqual([
      ask(1, 20, 'check'),
      ask(1, 6, 'damage'),
      ask(1, 6, 'damageExtra'),
    ]);
    expect(asksOf(resolveAttack(rogue), [1])).toEqual([ask(1, 20, 'check')]);
  });

  it('Ambush asks for the damage twice, one roll after the other', () => {
    const scout: AttackRequest = {
      attacker: { stats: { vigor: 3, reflex: 7 }, classId: 'scout' },
      weapon: weaponRow('shortsword')!,
      mode: 'melee',
      range: 'close',
      target: { armor: 0, unaware: true },
    };
    expect(asksOf(resolveAttack(scout), [18, 2, 5])).toEqual([
      ask(1, 20, 'check'),
      ask(1, 6, 'damage'),
      ask(1, 6, 'damage'),
    ]);
  });

  it("a failed defense asks for the monster's damage dice at once", () => {
    const defense = {
      defender: { stats: { reflex: 5 } },
      method: 'dodge',
      damage: { count: 2, faces: 6, bonus: 1 },
    } as const;
    expect(asksOf(resolveDefense(defense), [2, 3, 4])).toEqual([ask(1, 20, 'check'), ask(2, 6, 'damage')]);
    expect(asksOf(resolveDefense(defense), [19])).toEqual([ask(1, 20, 'check')]);
  });

  it('initiative asks for each side in turn; healing, countdown dice, stats and coin in their roles', () => {
    const initiative = { characters: [{ id: 's', reflex: 4, classId: 'scout' }], monsterReflexes: [3] };
    expect(asksOf(resolveInitiative(initiative), [5, 9, 12])).toEqual([
      ask(2, 20, 'initiative'),
      ask(1, 20, 'initiative'),
    ]);
    const hurt = readVitals({ hp: 2, maxHp: 10 });
    expect(asksOf(useHealingItem({ usesLeft: 1, heal: POULTICE.heal }, hurt), [3])).toEqual([ask(1, 4, 'healing')]);
    expect(asksOf(triggerCountdown({ die: 8 }), [5])).toEqual([ask(1, 8, 'countdown')]);
    expect(asksOf(rollStats(), Array<number>(18).fill(4))).toEqual(Array(6).fill(ask(3, 6, 'stat')));
    expect(asksOf(rollBackgroundExtras('refugee'), [2, 5])).toEqual([ask(2, 6, 'coin')]);
    expect(asksOf(rollBackgroundExtras('scholar'), [3])).toEqual([ask(1, 4, 'loreEntries')]);
  });
});
