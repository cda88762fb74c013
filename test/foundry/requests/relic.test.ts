import { describe, it } from 'vitest';
import { rollTest } from '../../relic/rolls';
import { boot } from '../boot';

import { seeker } from '../../relic/fixtures';
import { runRequestScenario } from './harness';

boot();

describe('relic roll requests', () => {
  it('an attribute test at a DN row: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'relic',
      request: { kind: 'test', options: { attribute: 'dex', difficulty: 'hard', dn: 20, kind: 'test' } },
      actor: (name, owner) => seeker(name, {}, { owner }),
      // d20 14 + DEX 2 = 16 vs DN 15 (§1.1).
      faces: [14],
      result: 'Success: 16 vs DN 15',
      tone: 'success',
      otherRoll: (actor) => rollTest(actor, 'dex', { fastForward: true }),
    });
  });
});
