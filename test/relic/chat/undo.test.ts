/**
 * Undo on relic cards: applied damage and restored HP put back exactly, statuses
 * included, by the GM or the user who applied it — all or nothing, refused when the target
 * changed since, and refused to anyone else.
 */
import { rollAttack } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { entriesOf, UNDO } from '../../../src/foundry/chat/undo';

import {
  adversary,
  buttons,
  cardFor,
  clickAs,
  combatOf,
  hp,
  lastMessage,
  longsword,
  seeker,
  weapon,
} from '../fixtures';

const { gm, player, other } = standIn.users;
const undoButtons = (html: HTMLElement) => [...html.querySelectorAll<HTMLElement>('[data-undo]')];

async function orenHitsWolf(wolfHp = 10) {
  const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
  const wolf = await adversary('Wolf', { resistance: 1, hp: { value: wolfHp, max: 10 } });
  combatOf([oren, wolf]);
  standIn.actAs(player);
  standIn.queueFaces(15, 6);
  await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
  const message = lastMessage();
  await clickAs(player, (await cardFor(message, player)).querySelector('[data-action="relic.applyDamage"]'));
  return { oren, wolf, message };
}

describe('undo on relic cards', () => {
  beforeEach(() => standIn.reset());

  it('the player who applied the damage undoes it through the GM: HP, statuses and the Apply button come back', async () => {
    const { wolf, message } = await orenHitsWolf(5);
    expect(hp(wolf)).toBe(0);
    const downed = [...(wolf as unknown as { statuses: Set<string> }).statuses];
    expect(downed.length).toBeGreaterThan(0);
    // Only the GM and the player who applied it see Undo.
    expect(undoButtons(await cardFor(message, other))).toEqual([]);
    expect(undoButtons(await cardFor(message, gm))).toHaveLength(1);
    const card = await cardFor(message, player);
    expect(undoButtons(card)[0]!.textContent).toContain('Undo: apply damage');
    await clickAs(player, undoButtons(card)[0]!);
    expect(hp(wolf)).toBe(5);
    expect([...(wolf as unknown as { statuses: Set<string> }).statuses]).toEqual([]);
    expect(buttons(await cardFor(message, player))).toEqual(['relic.applyDamage']);
    expect((await cardFor(message, other)).querySelector('.card-undone')!.textContent).toContain(
      'Undone by Player One: apply damage',
    );
    // Once only.
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', UNDO, { entryId: entriesOf(message.id)[0]!.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
  });

  it('someone else’s undo, or a forged one, changes nothing', async () => {
    const { wolf, message } = await orenHitsWolf();
    expect(hp(wolf)).toBe(1);
    const [entry] = entriesOf(message.id);
    standIn.actAs(other);
    await expect(askGM(registry, 'relic', UNDO, { entryId: entry!.id })).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await expect(askGM(registry, 'relic', UNDO, { entryId: 'forged0000000000' })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    expect(hp(wolf)).toBe(1);
  });

  it('when the target changed since, nothing is undone and the refusal says what changed', async () => {
    const { wolf, message } = await orenHitsWolf();
    standIn.actAs(gm);
    await wolf.update({ 'system.hp.value': 4 } as never);
    await clickAs(gm, undoButtons(await cardFor(message, gm))[0]!);
    expect(hp(wolf)).toBe(4);
    const warning = standIn.notifications.at(-1)!;
    expect(warning.level).toBe('warn');
    expect(warning.message).toContain('Wolf: system.hp.value is now 4 (was left at 1)');
    expect(buttons(await cardFor(message, gm))).toEqual([]);
  });
});
