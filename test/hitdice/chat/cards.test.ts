/**
 * hitdice's cards that are not rolls are chat message types: each message is of its type, its
 * model draws the card from `system` (never from the message's content), and it offers only the
 * buttons its model carries.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HitdiceNoticeCard } from '../../../src/rulesets/hitdice/chat/notice-card';
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
});
