/**
 * Hotbar macros for items: a rollable item dropped on the hotbar becomes a macro that
 * rolls it; the macro says why when the item can no longer be rolled.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { itemMacroCommand, onItemHotbarDrop, rollItemFromMacro } from '../../src/foundry/macros';
import { registry } from '../../src/foundry/registry';
import { bow, seeker } from '../relic/fixtures';

const armor = { name: 'Mail', type: 'relic-armor', system: {} };

describe('item hotbar macros', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('a rollable item of the user’s actor becomes a macro; other items are left to Foundry', async () => {
    const mira = await seeker('Mira', {}, { items: [bow, armor] });
    const other = await seeker('Oren', {}, { owner: standIn.users.other, items: [bow] });
    const weapon = mira.items.find((i) => i.type === 'relic-weapon')!;
    const mail = mira.items.find((i) => i.type === 'relic-armor')!;
    const notMine = other.items.find((i) => i.type === 'relic-weapon')!;
    expect(onItemHotbarDrop(registry, { type: 'Item', uuid: weapon.uuid }, 3)).toBe(false);
    await standIn.settled();
    const macro = game.macros!.find((m) => m.command === itemMacroCommand(weapon.uuid));
    expect(macro?.name).toBe(bow.name);
    expect((standIn.users.player as unknown as { hotbar: Record<number, string> }).hotbar[3]).toBe(macro!.id);
    expect(onItemHotbarDrop(registry, { type: 'Item', uuid: mail.uuid }, 4)).toBeUndefined();
    expect(onItemHotbarDrop(registry, { type: 'Item', uuid: notMine.uuid }, 5)).toBeUndefined();
  });

  it('the macro rolls the item, or says why it cannot', async () => {
    const mira = await seeker('Mira', {}, { items: [bow, armor] });
    const weapon = mira.items.find((i) => i.type === 'relic-weapon')!;
    const mail = mira.items.find((i) => i.type === 'relic-armor')!;
    standIn.queueFaces(12);
    await rollItemFromMacro(registry, weapon.uuid, new MouseEvent('click', { shiftKey: true })); // no dialog
    const message = game.messages!.contents.at(-1) as unknown as { rolls: unknown[]; speaker: { actor: string } };
    expect(message.rolls).toHaveLength(1);
    expect(message.speaker.actor).toBe(mira.id);
    expect(await rollItemFromMacro(registry, mail.uuid)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe(`You cannot roll ${armor.name} from this macro.`);
    await weapon.delete();
    expect(await rollItemFromMacro(registry, weapon.uuid)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe(standIn.i18n.localize('MANIFOLD.macro.itemGone'));
  });
});
