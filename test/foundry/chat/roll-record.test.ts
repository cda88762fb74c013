/**
 * The GM's own copy of a player's roll (src/foundry/chat/roll-record.ts): taken on the GM's client
 * when the message is created, kept where only the GM writes, and unmoved by the author's later
 * edits to the message's dice or options. A GM's own message is read as it stands.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { allCardStates, cardMark, markCard } from '../../../src/foundry/chat/card-state';
import { editedSinceRecorded, RECORD_MARK, RECORDS_KEPT, trustedRecord } from '../../../src/foundry/chat/roll-record';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { registry } from '../../../src/foundry/registry';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { orenHitsWolf, wolfBitesOren } from '../../reliability/situations';

const { gm, player, other } = standIn.users;

describe('the GM’s copy of a roll', () => {
  beforeEach(() => standIn.reset());

  it('keeps a player’s dice and options as created, whatever the author writes afterwards', async () => {
    const { message } = await orenHitsWolf();
    await standIn.settled();
    const copy = await trustedRecord(message);
    expect(copy?.author).toBe(player.id);
    expect(copy?.rolls[0]!.faces).toEqual([15, 6]);
    const options = copy!.rolls[0]!.options as { actorUuid?: string; outcome?: unknown };
    expect(options.actorUuid).toBe((message.rolls[0]!.options as { actorUuid?: string }).actorUuid);
    expect(options.outcome).toBeUndefined();

    // The author rewrites the roll's dice and options from the console: the copy does not move.
    standIn.actAs(player);
    const forged = message.rolls[0]!.toJSON() as { terms: { results?: { result: number }[] }[]; options: object };
    for (const term of forged.terms) for (const r of term.results ?? []) r.result = 20;
    forged.options = { ...forged.options, actorUuid: 'Actor.forged' };
    await message.update({ rolls: [JSON.stringify(forged)] } as never);
    expect(message.rolls[0]!.dice[0]!.results[0]!.result).toBe(20);
    await expect(settings().set(SYSTEM_ID, 'cardState', {})).rejects.toThrow('Only a GM');
    const again = await trustedRecord(message);
    expect(again?.rolls[0]!.faces).toEqual([15, 6]);
    expect((again!.rolls[0]!.options as { actorUuid?: string }).actorUuid).toBe(options.actorUuid);
  });

  it('reads a GM’s own message as it stands (no player may edit it)', async () => {
    const { message } = await wolfBitesOren();
    standIn.actAs(gm);
    const record = await trustedRecord(message);
    expect(record?.author).toBe(gm.id);
    expect(record?.rolls[0]!.faces).toEqual([18, 6]);
  });
});

describe('how many copies the GM keeps', () => {
  beforeEach(() => standIn.reset());

  const recordedIds = () =>
    Object.entries(allCardStates())
      .filter(([, marks]) => marks[RECORD_MARK] !== undefined)
      .map(([id]) => id);

  it('keeps the newest hundred player rolls, leaving every other mark in place', async () => {
    const { message: first } = await orenHitsWolf();
    await standIn.settled();
    standIn.actAs(gm);
    await markCard(first, 'applied', { by: gm.id });
    standIn.actAs(player);
    const later: ChatMessage.Implementation[] = [];
    // Any roll a ruleset made is copied: its options name the ruleset (a key fvtt-types' Roll.Options lacks).
    const options = { ruleset: 'relic' } as never;
    for (let i = 0; i < RECORDS_KEPT; i++) {
      const roll = await new Roll('1d20', {}, options).evaluate();
      later.push((await roll.toMessage({})) as ChatMessage.Implementation);
    }
    await standIn.settled();

    expect(recordedIds()).toHaveLength(RECORDS_KEPT);
    expect(await trustedRecord(first)).toBeNull();
    expect(cardMark(first, 'applied')).toEqual({ by: gm.id });
    expect((await trustedRecord(later.at(-1)!))?.rolls[0]!.faces).toHaveLength(1);
    expect(await trustedRecord(later[0]!)).not.toBeNull();
  });
});

describe('a card rewritten after it was rolled', () => {
  beforeEach(() => standIn.reset());

  /** The card as `user` sees it, wired as the chat log wires it. */
  async function seenBy(message: ChatMessage.Implementation, user: typeof gm) {
    standIn.actAs(user);
    const html = document.createElement('div');
    html.innerHTML = `<div class="manifold-card">${await (message.rolls[0] as Roll).render()}</div>`;
    await wireCardActions(registry, message, html, user as never); // fvtt-types: the stand-in's user is not User.Implementation.
    return html.querySelector('.card-edited')?.textContent ?? null;
  }

  it('says so to everyone; an untouched card says nothing', async () => {
    const { message } = await orenHitsWolf();
    await standIn.settled();
    expect(editedSinceRecorded(message)).toBe(false);
    expect(await seenBy(message, other)).toBeNull();

    // The author rewrites only the outcome the card shows (a miss would read as more damage).
    standIn.actAs(player);
    // fvtt-types: a roll's JSON does not type our options.
    const forged = message.rolls[0]!.toJSON() as unknown as { options: { outcome: { apply: { damage: number } } } };
    forged.options.outcome.apply.damage = 99;
    await message.update({ rolls: [JSON.stringify(forged)] } as never);
    expect(editedSinceRecorded(message)).toBe(true);
    for (const user of [gm, player, other])
      expect(await seenBy(message, user)).toBe(game.i18n!.localize('MANIFOLD.card.edited'));
  });

  it('notices rewritten dice and content as well', async () => {
    const { message } = await orenHitsWolf();
    await standIn.settled();
    standIn.actAs(player);
    await message.update({ content: '<p>Critical hit!</p>' } as never);
    expect(editedSinceRecorded(message)).toBe(true);
  });

  it('is not claimed of a GM’s card or of one the GM holds no copy of', async () => {
    const { message: gmCard } = await wolfBitesOren();
    standIn.actAs(gm);
    await gmCard.update({ content: '<p>changed by the GM</p>' } as never);
    expect(editedSinceRecorded(gmCard)).toBe(false);
  });
});
