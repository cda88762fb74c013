/**
 * cryture's cards that are not rolls are chat message types: what Apply changed and the notices are
 * `cryture-note`, the opportunity prompt `cryture-opportunity`. Each is posted with its data as
 * `system` and no rendered content, draws its body from that data, and offers only its own buttons.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearScene, useScene } from '../fake-scene';
import { duel } from '../canvas/duel';
import { ashStrikesFoe } from '../../reliability/situations';
import { cardAs, cardText, press } from '../../foundry/cards';
import { postNotice } from '../../../src/rulesets/cryture/chat/post';
import { CrytureRollCard } from '../../../src/rulesets/cryture/chat/cards';
import { CrytureNoteCard } from '../../../src/rulesets/cryture/chat/note-card';
import { CrytureOpportunityCard } from '../../../src/rulesets/cryture/chat/opportunity-card';
import { promptOf } from '../../../src/rulesets/cryture/combat/opportunity';

const { gm, player, other } = standIn.users;
const last = () => game.messages!.contents.at(-1)!;
const buttonsOn = async (message: ChatMessage.Implementation, user: object) =>
  [...(await cardAs(message, user)).querySelectorAll<HTMLElement>('[data-action]')].map((b) => b.dataset.action);

/** The player's Mover beside Player Two's hostile Guard, on the Mover's turn. */
async function provoking() {
  const scene = useScene();
  const { mover, guard } = await duel();
  const moverToken = scene.place(mover, { x: 5, y: 5 });
  const guardToken = scene.place(guard, { x: 6, y: 5 }, { disposition: -1 });
  return { mover, guard, moverToken, guardToken };
}

/** The GM rewrites a card's data: every client then draws the card from it. */
async function rewrite(message: ChatMessage.Implementation, system: Record<string, unknown>) {
  standIn.actAs(gm);
  // fvtt-types: update data is typed per message type; this helper rewrites either card's.
  await message.update({ system } as never);
  await standIn.settled();
}

describe('cryture cards as chat message types', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('each card type carries only its own buttons', () => {
    expect(Object.keys(CrytureRollCard.actions)).toEqual(['cryture.applyHits']);
    expect(Object.keys(CrytureNoteCard.actions)).toEqual([]);
    expect(Object.keys(CrytureOpportunityCard.actions)).toEqual(['cryture.opportunityAttack']);
  });

  it('what Apply changed is a note drawn from its targets, with no buttons', async () => {
    const { message: roll } = await ashStrikesFoe();
    await press((await cardAs(roll, player)).querySelector<HTMLElement>('[data-action="cryture.applyHits"]'));

    const applied = last();
    expect(applied.type).toBe('cryture-note');
    expect(applied.content ?? '').toBe('');
    expect(applied.system).toBeInstanceOf(CrytureNoteCard);
    expect(applied.system).toMatchObject({ kind: 'applied', targets: [{ name: 'Foe', damage: 8 }, { name: 'Ash' }] });
    expect(await cardText(applied)).toContain('8 damage');
    await rewrite(applied, { targets: [{ name: 'Foe', damage: 5, health: { value: 25, max: 30 } }] });
    expect(await cardText(applied)).toContain('5 damage');
    expect(await cardText(applied)).not.toContain('8 damage');
    expect(await buttonsOn(applied, gm)).toEqual([]);
  });

  it('a notice is a note drawn from its title and lines, with no buttons', async () => {
    standIn.actAs(gm);
    const notice = await postNotice('Rowan’s turn', ['No Minor Action this turn.']);
    expect(notice.type).toBe('cryture-note');
    expect(notice.content ?? '').toBe('');
    expect(notice.system).toMatchObject({
      kind: 'notice',
      title: 'Rowan’s turn',
      lines: ['No Minor Action this turn.'],
    });
    expect(await cardText(notice)).toContain('No Minor Action this turn.');
    await rewrite(notice, { lines: ['Regenerating: +4 Health.'] });
    expect(await cardText(notice)).toContain('Regenerating: +4 Health.');
    expect(await cardText(notice)).not.toContain('No Minor Action');
    expect(await buttonsOn(notice, gm)).toEqual([]);
  });

  it('an opportunity prompt carries its prompt as system and offers the attacker’s owner its one button', async () => {
    const { mover, guard, moverToken, guardToken } = await provoking();
    standIn.actAs(player);
    await moverToken.update({ x: 500, y: 800 });
    await standIn.settled();

    const prompt = last();
    expect(prompt.type).toBe('cryture-opportunity');
    expect(prompt.content ?? '').toBe('');
    expect((prompt.flags as Record<string, object | undefined>).manifold ?? {}).not.toHaveProperty(
      'crytureOpportunity',
    );
    expect(promptOf(prompt)).toEqual({
      moverUuid: mover.uuid,
      moverTokenUuid: moverToken.uuid,
      attackers: [{ uuid: guard.uuid, name: 'Guard', tokenUuid: guardToken.uuid }],
    });
    expect(await cardText(prompt)).toContain('Attack with Guard');
    await rewrite(prompt, { barred: ['Sleepy'] });
    expect(await cardText(prompt)).toContain('Distracted, can’t attack: Sleepy.');
    expect(await buttonsOn(prompt, other)).toEqual(['cryture.opportunityAttack']);
    expect(await buttonsOn(prompt, player)).toEqual([]); // the mover's player does not own the Guard
  });

  it('a message of another type carrying the old prompt flag names no provocation', async () => {
    const { mover, guard, moverToken, guardToken } = await provoking();
    standIn.actAs(gm);
    // fvtt-types: create data is typed per document; the first prompts were plain messages with a flag.
    const old = (await ChatMessage.implementation.create({
      content: `<div class="manifold-card"><div class="card-buttons"><button type="button" data-action="cryture.opportunityAttack" data-attacker="${guard.uuid}">Attack</button></div></div>`,
      flags: {
        manifold: {
          crytureOpportunity: {
            moverUuid: mover.uuid,
            moverTokenUuid: moverToken.uuid,
            attackers: [{ uuid: guard.uuid, name: 'Guard', tokenUuid: guardToken.uuid }],
          },
        },
      },
    } as never)) as ChatMessage.Implementation;
    expect(promptOf(old)).toBeNull();
    expect(await buttonsOn(old, other)).toEqual([]);
  });
});
