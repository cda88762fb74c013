import { describe, it } from 'vitest';
import { boot } from '../boot';
import { rollCheck } from '../../difference/rolls';
import { hero } from '../../difference/fixtures';
import { runRequestScenario } from './harness';

boot();

describe('difference roll requests', () => {
  it('Attribute + Skill against a Difficulty Rank: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'difference',
      request: { kind: 'check', options: { attribute: 'agility', skill: 'athletics', difficulty: 5 } },
      actor: (name, owner) => hero({ name, owner }),
      // Agility 3 + Athletics 2 against Difficulty 5: x = 0, the §1.2 row's TN 51; a 100 meets it.
      faces: [100],
      result: 'Success: rolled 100 against TN 51',
      tone: 'success',
      otherRoll: (actor) => rollCheck(actor, { attribute: 'agility', skill: 'athletics' }, { fastForward: true }),
    });
  });
});
