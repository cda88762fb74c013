import { cardText } from '../cards';
import { describe, it } from 'vitest';
import { boot } from '../boot';
import { expect } from 'vitest';
import { pendingCheckOf } from '../../../src/rulesets/hitdice/flows/resolve';
import { enemyEffectAction } from '../../../src/rulesets/hitdice/flows/universal';
import { requestOf } from '../../../src/foundry/requests/state';
import { switchRuleset } from '../boot';
import { makeActor } from '../../hitdice/fixtures';
import { rollAction } from '../../hitdice/rolls';
import { rollKey } from '../roll-key';
import { runRequestScenario } from './harness';

boot();

const character = (name: string, owner: typeof standIn.users.player) =>
  makeActor({ name, owner, system: { level: 1, resolve: { value: 5 } } });

describe('hitdice roll requests', () => {
  it('a skill roll with its requirement: owners roll it, the card lists results, refusals change nothing', async () => {
    await runRequestScenario({
      ruleset: 'hitdice',
      request: { kind: 'skill', options: { skill: 'lore', required: 1 } },
      actor: character,
      // Level 1: one Proficiency die; a 5 meets the tierless threshold of 5 once (a 6 would count twice, HD-1).
      faces: [5],
      result: 'Met: 1 of 1 success',
      tone: 'success',
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
      tone: 'success',
      otherRoll: (actor) => rollAction(actor, { kind: 'skill', skill: 'craft', label: 'Craft' }, { fastForward: true }),
    });
  });

  it('a Resolve prompt the round raises (HD-7) is a request card for the owners; rolled from the sheet, the card is marked too', async () => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
    await switchRuleset('hitdice');
    const sorah = await character('Sorah', standIn.users.player);
    await enemyEffectAction(sorah);
    const prompt = game.messages!.contents.at(-1) as ChatMessage.Implementation;
    expect(pendingCheckOf(sorah)?.messageId).toBe(prompt.id);
    expect(requestOf(prompt)).toMatchObject({ kind: 'resolve', title: 'Resolve check — Enemy effect' });
    expect((prompt as unknown as { whisper: string[] }).whisper).toContain(standIn.users.player.id);
    expect(await cardText(prompt)).toContain('0 of 1 rolled');
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(4); // 4 or less: lose 1
    await rollKey(sorah, 'resolveCheck', { fastForward: true });
    expect(pendingCheckOf(sorah)).toBeNull();
    expect(requestOf(prompt)!.rows[0]!.result).toBe('Lose 1 Resolve (Resolve 4)');
    expect(await cardText(prompt)).toContain('1 of 1 rolled');
  });
});
