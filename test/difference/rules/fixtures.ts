import type { CheckRequest, Opposition } from '../../../src/rulesets/difference/rules';

/** An unopposed check with the given scores, e.g. Agility 3 + Stealth 2 against DR 4. */
export function unopposed(
  attributeScore: number,
  skillScore: number,
  difficulty: number,
  more: Partial<CheckRequest> = {},
): CheckRequest {
  return {
    attribute: 'agility',
    attributeScore,
    skill: 'stealth',
    skillScore,
    opposition: { kind: 'unopposed', difficulty },
    ...more,
  };
}

/** An opposed check: actor attribute + skill against the target's attribute + defense skill. */
export function opposed(
  actor: [number, number],
  target: [number, number],
  more: Partial<CheckRequest> = {},
): CheckRequest {
  const opposition: Opposition = {
    kind: 'opposed',
    attribute: 'agility',
    attributeScore: target[0],
    skill: 'evasion',
    skillScore: target[1],
  };
  return { attribute: 'strength', attributeScore: actor[0], skill: 'melee', skillScore: actor[1], opposition, ...more };
}

/** A check whose x is exactly `x` (actor x against DR... or a target of 0 when x is large). */
export function checkWithX(x: number, more: Partial<CheckRequest> = {}): CheckRequest {
  return opposed([x, 0], [0, 0], more);
}
