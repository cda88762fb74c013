import { describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { rollStatCheck } from '../../cryture/rolls';
import { resolveStatCheck, statCheckOdds } from '../../../src/rulesets/cryture/rules';
import { combatant } from '../../cryture/fixtures';
import { runRequestScenario } from './harness';
import { resolveWith } from '../../../src/core';

boot();

describe('cryture roll requests', () => {
  it('a stat check, two named stats against the GM’s difficulty: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'cryture',
      request: { kind: 'stat', options: { statA: 'Might', statB: 'Agility', difficulty: 6 } },
      actor: (name, owner) => combatant({ name, owner }),
      // Might 3 + Agility 2: five d10 against 6 — 10 (hit and crit), 7 and 6 hit, 5 and 1 miss (CRY-1).
      faces: [10, 7, 6, 5, 1],
      result: 'Success (hits: 3, crits: 1)',
      tone: 'success',
      otherRoll: (actor) => rollStatCheck(actor, { stats: ['Might', 'Agility'], difficulty: 8 }, { fastForward: true }),
    });
  });

  it('the check’s odds are its resolution’s: the same pool and die reading, computed exactly', () => {
    const user = { id: 'a', stats: { Might: 3, Agility: 2 } };
    const request = { user, stats: ['Might', 'Agility'] as const, difficulty: 6 };
    const faces = [10, 7, 6, 5, 1];
    const result = resolveWith(resolveStatCheck(request), { roll: () => faces.shift()! });
    expect(result).toMatchObject({ hits: 3, crits: 1, difficulty: 6 });
    expect(result.pool.dice).toBe(5);
    // Below 1 die the pool rolls nothing and cannot hit.
    const empty = { ...request, extraDice: -9 };
    expect(resolveWith(resolveStatCheck(empty), { roll: () => 10 }).hits).toBe(0);
    expect(statCheckOdds(empty).headline.probability).toBe(0);
    // Five d10 against 6: a die misses on 1–5, so at least one hit is 1 − (5/10)^5.
    expect(statCheckOdds(request).headline.probability).toBeCloseTo(1 - 0.5 ** 5, 12);
  });
});
