/**
 * difference's cards as chat message types: a note (`difference-note`) is drawn from its `system`,
 * a wake-up offer says in it whom it is for, and each card offers only the buttons its model
 * carries — the roll card Determined and Momentum, the note waking up and the Momentum a
 * Determined success earned.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cardFor, hero, resetChecks, rollAgility, setSetting } from '../fixtures';
import { cardText, drawnCard, press } from '../../foundry/cards';
import { SYSTEM_ID } from '../../../src/foundry/settings';
import { DifferenceNoteCard, DifferenceRollCard } from '../../../src/rulesets/difference/chat/cards';
import { postNote, type Note } from '../../../src/rulesets/difference/chat/post';
import { takeDamage } from '../../../src/rulesets/difference/flows/health';
import { currentMomentum } from '../../../src/rulesets/difference/flows/momentum';

const { gm, player, other } = standIn.users;
const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;
const buttonsOf = async (message: ChatMessage.Implementation, user: { id: string }) =>
  [...(await cardFor(message, user)).querySelectorAll<HTMLElement>('[data-action]')].map((b) => b.dataset.action);

const WAKE_BUTTON = { action: 'difference.wake', label: 'Wake', icon: 'fa-solid fa-eye' };

/** A wake-up offer for `actor`, as the end of its turn posts it (combat/rules.ts). */
const wakeOffer = (actor: Actor.Implementation, note: Partial<Note> = {}) =>
  postNote({ title: 'Unconscious', buttons: [WAKE_BUTTON], ...note }, { wakeFor: actor.uuid });

describe('difference: cards as chat message types', () => {
  beforeEach(async () => {
    await resetChecks();
    standIn.actAs(gm);
  });

  it('each card type carries its own buttons', () => {
    expect(Object.keys(DifferenceRollCard.actions).sort()).toEqual(['difference.determined', 'difference.momentum']);
    expect(Object.keys(DifferenceNoteCard.actions).sort()).toEqual(['difference.momentum', 'difference.wake']);
  });

  it('a note is a difference-note, drawn from its system', async () => {
    const actor = await hero();
    await takeDamage(actor, { pool: 'clarity', amount: 4, fromAttack: false });
    const note = lastMessage();
    expect(note.type).toBe('difference-note');
    expect(note.system).toBeInstanceOf(DifferenceNoteCard);
    expect(note.content, 'no body rendered at post time').toBe('');
    const system = note.system as DifferenceNoteCard;
    expect(system.title).toBe('Damage to Clarity');
    expect(system.subtitle).toBe('Ilsa');
    expect(await cardText(note)).toContain('Damage to Clarity');
    for (const row of system.rows) expect(await cardText(note)).toContain(row.value);
    // The body follows the data: rewritten, the card says what its system says.
    await note.update({ system: { title: 'Rewritten' } } as never);
    expect(await cardText(note)).toContain('Rewritten');
    expect(await cardText(note)).not.toContain('Damage to Clarity');
  });

  it('a note shows its text as text', async () => {
    const note = (await postNote({ title: '<img src=x onerror=alert(1)>', lines: ['<script>alert(1)</script>'] }))!;
    const card = await drawnCard(note);
    expect(card.querySelectorAll('img, script')).toHaveLength(0);
    expect(card.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(card.textContent).toContain('<script>alert(1)</script>');
  });

  it('a wake-up offer says whom it is for in its system; only their owner sees the button', async () => {
    const ilsa = await hero({ owner: player, conditions: [{ id: 'unconscious' }], system: { vitality: { value: 0 } } });
    const offer = (await wakeOffer(ilsa))!;
    expect((offer.system as DifferenceNoteCard).wakeFor).toBe(ilsa.uuid);
    expect(await buttonsOf(offer, player)).toEqual(['difference.wake']);
    expect(await buttonsOf(offer, other)).toEqual([]);
  });

  it('a note offers no button its model does not carry, whatever its data says', async () => {
    const ilsa = await hero({ owner: player, conditions: [{ id: 'unconscious' }], system: { vitality: { value: 0 } } });
    const offer = (await wakeOffer(ilsa, {
      buttons: [WAKE_BUTTON, { action: 'difference.determined', label: 'Determined', icon: '' }],
    }))!;
    expect(await cardText(offer)).toContain('Determined');
    expect((offer.system as DifferenceNoteCard).action('difference.determined')).toBeUndefined();
    expect(await buttonsOf(offer, gm)).toEqual(['difference.wake']);
    expect(await buttonsOf(offer, player)).toEqual(['difference.wake']);
  });

  it('a message of another type is no wake-up offer, whatever its flags say', async () => {
    const ilsa = await hero({ owner: player, conditions: [{ id: 'unconscious' }], system: { vitality: { value: 0 } } });
    const offer = (await wakeOffer(ilsa))!;
    // The first offers' shape: a plain message, its card in its content, whom it is for in its flags.
    const old = (await ChatMessage.create({
      content: (await drawnCard(offer)).innerHTML,
      flags: { [SYSTEM_ID]: { difference: { wakeFor: ilsa.uuid } } },
    } as never))!;
    expect(await buttonsOf(old, player)).toEqual([]);
    expect(await buttonsOf(old, gm)).toEqual([]);
  });

  it('a player’s own note, rewritten to name another’s actor, wakes nobody', async () => {
    const bram = await hero({
      name: 'Bram',
      owner: other,
      conditions: [{ id: 'unconscious' }],
      system: { vitality: { value: 0 } },
    });
    const mine = await hero({ owner: player, conditions: [{ id: 'unconscious' }], system: { vitality: { value: 0 } } });
    standIn.actAs(player);
    const offer = (await wakeOffer(mine))!;
    await offer.update({ system: { wakeFor: bram.uuid } } as never);
    expect((offer.system as DifferenceNoteCard).wakeFor).toBe(bram.uuid);
    expect(await buttonsOf(offer, player)).toEqual([]);
  });

  it('the Momentum a Determined success earns is taken from the note that says so, once', async () => {
    await setSetting('determinedEarnsMomentum', true);
    const actor = await hero({ owner: player, conditions: [{ id: 'determined' }] });
    standIn.actAs(player);
    standIn.queueFaces(2);
    await rollAgility(actor);
    const roll = lastMessage();
    expect(roll.type).toBe('difference-roll');
    expect(await buttonsOf(roll, player)).toEqual(['difference.determined']);
    const determined = (await cardFor(roll, player)).querySelector<HTMLElement>(
      '[data-action="difference.determined"]',
    );
    await press(determined);
    const note = lastMessage();
    expect(note.type).toBe('difference-note');
    expect(await buttonsOf(note, other)).toEqual([]);
    const momentum = (await cardFor(note, player)).querySelector<HTMLElement>('[data-action="difference.momentum"]');
    expect(momentum?.dataset.message).toBe(roll.id);
    await press(momentum);
    expect(currentMomentum()).toEqual({ players: 1, gm: 0 });
    expect(await buttonsOf(note, player)).toEqual([]);
  });
});
