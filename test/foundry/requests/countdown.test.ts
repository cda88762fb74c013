import { describe, it } from 'vitest';
import { boot } from '../boot';
import { rollCheck, skillCheck, statCheck } from '../../../src/rulesets/countdown/flows/check';
import { character } from '../../countdown/fixtures';
import { runRequestScenario } from './harness';

boot();

const hero = (name: string, owner: typeof standIn.users.player) =>
  character({ stats: { vigor: 3, reflex: 2, wits: 2, resolve: 2, presence: 2, lore: 2 } }, [], owner, name);

describe('countdown roll requests (issue 18 §5)', () => {
  it('a stat check at the GM’s Difficulty: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'countdown',
      request: { kind: 'stat', options: { stat: 'vigor', difficulty: 12 } },
      actor: hero,
      // A d20 of 15 against the GM's Difficulty 12 (CD-1, Improvise).
      faces: [15],
      result: 'Pass: 15 against Difficulty 12',
      otherRoll: (actor) => rollCheck(actor as never, statCheck('vigor'), { fastForward: true }),
    });
  });

  it('a skill check at its own stat’s Difficulty', async () => {
    await runRequestScenario({
      ruleset: 'countdown',
      request: { kind: 'skill', options: { skill: 'athletics', difficulty: 0 } },
      actor: hero,
      // Athletics is a Vigor skill, untrained here: Difficulty 20 − 3 = 17, so a 15 fails (CD-1).
      faces: [15],
      result: 'Fail: 15 against Difficulty 17',
      otherRoll: (actor) => rollCheck(actor as never, skillCheck(actor as never, 'stealth'), { fastForward: true }),
    });
  });
});
