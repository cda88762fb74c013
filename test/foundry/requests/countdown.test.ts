import { rollCheck, rollDefense } from '../../countdown/rolls';
import { describe, it } from 'vitest';
import { boot } from '../boot';
import { skillCheck, statCheck } from '../../../src/rulesets/countdown/flows/check';
import { attackOf } from '../../../src/rulesets/countdown/flows/requests';
import { character } from '../../countdown/fixtures';
import { runRequestScenario } from './harness';

boot();

const hero = (name: string, owner: typeof standIn.users.player) =>
  character({ stats: { vigor: 3, reflex: 2, wits: 2, resolve: 2, presence: 2, lore: 2 } }, [], owner, name);

describe('countdown roll requests', () => {
  it('a stat check at the GM’s Difficulty: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'countdown',
      request: { kind: 'stat', options: { stat: 'vigor', difficulty: 12 } },
      actor: hero,
      // A d20 of 15 against the GM's Difficulty 12 (CD-1, Improvise).
      faces: [15],
      result: 'Pass: 15 against Difficulty 12',
      tone: 'success',
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
      tone: 'failure',
      otherRoll: (actor) => rollCheck(actor as never, skillCheck(actor as never, 'stealth'), { fastForward: true }),
    });
  });

  it('a defense against a monster’s attack (CD-2): only the defender’s owner rolls it, forged reports mark nothing', async () => {
    // The scenario resets the world, so the monster is named by the request's options alone (what the card keeps).
    const request = {
      kind: 'defense',
      options: {
        monster: 'Actor.raider',
        monsterName: 'Raider',
        count: 1,
        faces: 6,
        bonus: 0,
        zone: 'melee',
        darkvision: false,
      },
    };
    await runRequestScenario({
      ruleset: 'countdown',
      request,
      actor: hero,
      // Reflex 2 untrained: Difficulty 18; a 19 dodges (no damage die).
      faces: [19],
      result: 'Dodged (19 against Difficulty 18)',
      tone: 'success',
      // The same dodge against another monster answers nothing on this card.
      otherRoll: (actor) =>
        rollDefense(
          actor as never,
          { ...attackOf(request.options), attackerUuid: 'Actor.another' },
          { fastForward: true },
        ),
    });
  });
});
