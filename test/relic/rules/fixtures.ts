/** Small builders for relic tests. */
import { Distribution, Finite, ScriptedDice, allRolls, type OddsSummary } from '../../../src/core';
import type { AttackRequest, HealthState } from '../../../src/rulesets/relic/rules';

/** Runs `run` on exactly these faces: every scripted die must be rolled. */
export function scripted<T>(faces: readonly number[], run: (dice: ScriptedDice) => T): T {
  const dice = new ScriptedDice(faces);
  const result = run(dice);
  dice.assertConsumed();
  return result;
}

export const health = (hp: number, maxHp: number, conditions: HealthState['conditions'] = []): HealthState => ({
  hp,
  maxHp,
  conditions,
});

/** A seeker with FIT +3 and DEX +2 swinging a heavy-tagged martial weapon (1d8) from the frontline. */
export function seekerAttack(over: Partial<AttackRequest> = {}): AttackRequest {
  return {
    attacker: { side: 'seeker', attributes: { fit: 3, dex: 2, wis: 0, int: 1 }, row: 'frontline' },
    weapon: { tag: 'heavy', weaponClass: 'martial' },
    target: { side: 'enemy', ac: 14, resistance: 1 },
    formationBroken: false,
    ...over,
  };
}

/** An enemy with DEX +1 shooting a light ranged weapon (1d6) at a seeker with AC 13. */
export function enemyAttack(over: Partial<AttackRequest> = {}): AttackRequest {
  return {
    attacker: { side: 'enemy', attributes: { fit: 2, dex: 1 } },
    weapon: { tag: 'ranged', weaponClass: 'light' },
    target: { side: 'seeker', ac: 13, resistance: 0, row: 'backline' },
    formationBroken: false,
    ...over,
  };
}

/**
 * Brute force through the resolution itself: every way the given dice can land, each equally
 * likely, fed to `resolve` as scripted dice (dice it does not use are marginalised away).
 */
export function enumerate<T>(faces: readonly number[], resolve: (dice: ScriptedDice) => T): Finite<T> {
  const pairs: [T, number][] = [];
  for (const rolls of allRolls(faces)) pairs.push([resolve(new ScriptedDice(rolls)), 1]);
  return Finite.of(pairs);
}

/** A Finite of numbers as a Distribution. */
export function asDistribution(finite: Finite<number>): Distribution {
  return Distribution.fromWeights(finite.entries());
}

/** The probability of the bar whose label has this key (or text). */
export function bar(odds: OddsSummary, keyOrText: string): number {
  const found = odds.bars.find((b) => ('key' in b.label ? b.label.key : b.label.text) === keyOrText);
  if (!found) throw new Error(`No bar ${keyOrText} in ${JSON.stringify(odds.bars)}`);
  return found.probability;
}

export const sumBars = (odds: OddsSummary) => odds.bars.reduce((t, b) => t + b.probability, 0);
