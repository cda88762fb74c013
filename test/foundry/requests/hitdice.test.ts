import { describe, it } from 'vitest';
import { boot } from '../boot';
import { rollAction } from '../../../src/rulesets/hitdice/flows/action';
import { makeActor } from '../../hitdice/fixtures';
import { runRequestScenario } from './harness';

boot();

const character = (name: string, owner: typeof standIn.users.player) =>
  makeActor({ name, owner, system: { level: 1, resolve: { value: 5 } } });

describe('hitdice roll requests (issue 18 §5)', () => {
  it('a skill roll with its requirement: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'hitdice',
      request: { kind: 'skill', options: { skill: 'lore', required: 1 } },
      actor: character,
      // Level 1: one Proficiency die; a 5 meets the tierless threshold of 5 once (a 6 would count twice, HD-1).
      faces: [5],
      result: 'Met: 1 of 1 successes',
      otherRoll: (actor) => rollAction(actor, { kind: 'skill', skill: 'craft', label: 'Craft' }, { fastForward: true }),
    });
  });

  it('a Resolve check (HD-7), asked of anyone by the GM', async () => {
    await runRequestScenario({
      ruleset: 'hitdice',
      request: { kind: 'resolve', options: {} },
      actor: character,
      faces: [6],
      result: /^Gain 1 Resolve \(Resolve \d+\)$/,
      otherRoll: (actor) => rollAction(actor, { kind: 'skill', skill: 'craft', label: 'Craft' }, { fastForward: true }),
    });
  });
});
