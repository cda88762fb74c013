/**
 * hitdice's cards that are not rolls are chat message types: each message is of its type, its
 * model draws the card from `system` (never from the message's content), and it offers only the
 * buttons its model carries.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HitdiceRollCard } from '../../../src/rulesets/hitdice/chat/cards';
import { HitdiceGroupCard } from '../../../src/rulesets/hitdice/chat/group-card';
import { HitdiceNoticeCard } from '../../../src/rulesets/hitdice/chat/notice-card';
import { GROUP_CARD_TYPE, groupCardData, startGroupRoll } from '../../../src/rulesets/hitdice/flows/group';
import { restAction } from '../../../src/rulesets/hitdice/flows/universal';
import { cardAs, cardText } from '../../foundry/cards';
import { bootHitdice, makeActor } from '../fixtures';

beforeAll(bootHitdice);

describe('hitdice chat card types', () => {
  beforeEach(() => standIn.reset());

  it('a notice is a hitdice-notice drawn from its system, with no buttons', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { level: 3, body: { value: 4 } } });
    standIn.actAs(standIn.users.player);
    const notice = (await restAction(sorah))!;
    expect(notice.type).toBe('hitdice-notice');
    expect(notice.system).toBeInstanceOf(HitdiceNoticeCard);
    expect(notice.system).toMatchObject({ title: 'Sorah rests', tone: 'neutral' });
    expect(notice.content).toBe('');
    expect(await cardText(notice)).toContain('Sorah rests');

    // What the card shows is its system: rewritten, the card reads the new words (escaped).
    await notice.update({ system: { lines: ['<button data-action="hitdice.defend">Defend</button>'] } });
    const card = await cardAs(notice, standIn.users.player);
    expect(card.querySelector('.hd-notice-lines')!.textContent).toBe(
      '<button data-action="hitdice.defend">Defend</button>',
    );
    expect(card.querySelector('[data-action]')).toBeNull();
    expect(HitdiceNoticeCard.actions).toEqual({});
  });

  it('a group roll is a hitdice-group drawn from its system, offering only its part buttons', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { level: 3 } });
    const bram = await makeActor({ name: 'Bram', owner: standIn.users.other, system: { level: 1 } });
    standIn.actAs(standIn.users.gm);
    const group = (await startGroupRoll({ fastForward: true, candidates: [sorah, bram] }))!;
    expect(group.type).toBe('hitdice-group');
    expect(group.system).toBeInstanceOf(HitdiceGroupCard);
    expect(group.system).toMatchObject({
      mode: 'threshold',
      skill: 'none',
      required: 2,
      participants: [
        { uuid: sorah.uuid, name: 'Sorah', part: null },
        { uuid: bram.uuid, name: 'Bram', part: null },
      ],
    });
    expect(group.content).toBe('');
    expect(await cardText(group)).toContain('Pooled: 0 of 2');

    // Its one button is a participant's part; a roll card's is the defense.
    expect(Object.keys(HitdiceGroupCard.actions)).toEqual(['hitdice.groupRoll']);
    expect(Object.keys(HitdiceRollCard.actions)).toEqual(['hitdice.defend']);
    const forSorah = await cardAs(group, standIn.users.player);
    expect([...forSorah.querySelectorAll<HTMLElement>('[data-action]')].map((b) => b.dataset.action)).toEqual([
      'hitdice.groupRoll',
    ]);

    // A group card a player posts with a Defend button in its content: the card is its system's.
    standIn.actAs(standIn.users.player);
    const own = (await ChatMessage.implementation.create({
      type: GROUP_CARD_TYPE,
      system: groupCardData({ mode: 'contest', skill: 'none', required: 1, participants: [] }),
      content: `<article class="manifold-card"><button data-action="hitdice.defend" data-target="${sorah.uuid}">Defend</button></article>`,
    }))!;
    const drawn = await cardAs(own, standIn.users.player);
    expect(drawn.textContent).toContain('Pooled: 0 of 1');
    expect(drawn.querySelector('[data-action]')).toBeNull();
  });
});
