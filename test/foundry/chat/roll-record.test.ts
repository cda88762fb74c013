/**
 * The GM's own copy of a player's roll (src/foundry/chat/roll-record.ts): taken on the GM's client
 * when the message is created, kept where only the GM writes, and unmoved by the author's later
 * edits to the message's dice or options. A GM's own message is read as it stands.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { trustedRecord } from '../../../src/foundry/chat/roll-record';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { orenHitsWolf, wolfBitesOren } from '../../reliability/situations';

const { gm, player } = standIn.users;

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
