/**
 * The two dialogs around a roll request: the GM's request dialog (whom it offers and
 * what it posts) and the player's roll dialog opened from the card (the GM's options shown and
 * locked, the player's visibility choice kept: a private roll shows only "Rolled (private)").
 */
import { cardAs } from '../cards';
import { beforeEach, describe, expect, it } from 'vitest';
import { boot, switchRuleset } from '../boot';
import { answerNextRollDialog } from '../dialog-answers';
import { registry } from '../../../src/foundry/registry';
import { gmMessageMode } from '../../../src/foundry/compat';
import { RollDialog, readRollValues, type RollDialogConfig } from '../../../src/foundry/rolls/roll-dialog';
import { postRequest } from '../../../src/foundry/requests/card';
import { KIND_FIELD, openRequestDialog, RequestDialog } from '../../../src/foundry/requests/dialog';
import { answerRequest } from '../../../src/foundry/requests/roll';
import { requestOf } from '../../../src/foundry/requests/state';
import { seeker } from '../../relic/fixtures';

boot();
const { gm, player, other } = standIn.users;

describe('the GM’s request dialog', () => {
  beforeEach(async () => {
    standIn.reset();
    standIn.actAs(gm);
    await switchRuleset('relic');
  });

  it('does not offer a kind only the rules raise: countdown’s defense needs a monster’s attack', async () => {
    await switchRuleset('countdown');
    const dialog = openRequestDialog(registry, 'countdown')!;
    await dialog.render({ force: true });
    expect(
      [...dialog.element.querySelectorAll(`select[name="${KIND_FIELD}"] option`)].map((o) => o.textContent),
    ).toEqual(['Skill check', 'Stat check']);
    expect(
      registry
        .requestsOf('countdown')!
        .kinds()
        .map((k) => k.id),
    ).toContain('defense');
    await dialog.close();
  });

  it('offers the players’ characters (checked when no token is selected) and posts one card for the checked', async () => {
    const oren = await seeker('Oren', {}, { owner: player });
    const mira = await seeker('Mira', {}, { owner: other });
    (player as unknown as { character: unknown }).character = oren;
    (other as unknown as { character: unknown }).character = mira;
    try {
      const dialog = openRequestDialog(registry, 'relic')!;
      expect(dialog).toBeInstanceOf(RequestDialog);
      await dialog.render({ force: true });
      const html = dialog.element;
      expect([...html.querySelectorAll(`select[name="${KIND_FIELD}"] option`)].map((o) => o.textContent)).toEqual([
        'Attribute test or save',
      ]);
      const boxes = [...html.querySelectorAll<HTMLInputElement>('.manifold-request-actors input[type="checkbox"]')];
      expect(boxes.map((b) => [html.querySelector(`label[for="${b.id}"]`)?.textContent, b.checked])).toEqual([
        ['Oren', true],
        ['Mira', true],
      ]);
      // The GM unticks Mira and asks for a Hard WIS save.
      await (dialog as unknown as { submit(v: Record<string, unknown>): Promise<void> }).submit({
        [KIND_FIELD]: 'test',
        attribute: 'wis',
        difficulty: 'hard',
        dn: 20,
        kind: 'save',
        [boxes[0]!.name]: true,
        [boxes[1]!.name]: false,
      });
      const card = game.messages!.contents.at(-1) as ChatMessage.Implementation;
      const state = requestOf(card)!;
      expect(state).toMatchObject({ ruleset: 'relic', kind: 'test', title: 'WIS save, Hard — DN 15' });
      expect(state.options).toMatchObject({ attribute: 'wis', difficulty: 'hard', kind: 'save' });
      expect(state.rows.map((r) => r.name)).toEqual(['Oren']);
    } finally {
      (player as unknown as { character: unknown }).character = null;
      (other as unknown as { character: unknown }).character = null;
    }
  });

  it('is the GM’s: a player is told so and nothing opens', async () => {
    standIn.actAs(player);
    expect(openRequestDialog(registry, 'relic')).toBeNull();
    expect(standIn.notifications.at(-1)).toMatchObject({ level: 'warn', message: 'Only a GM can ask for rolls.' });
  });
});

describe('the player’s roll dialog from the card', () => {
  it('shows the GM’s options locked; a private roll marks the card without its result', async () => {
    standIn.reset();
    standIn.actAs(gm);
    await switchRuleset('relic');
    const oren = await seeker('Oren', {}, { owner: player });
    const request = { kind: 'test', options: { attribute: 'dex', difficulty: 'hard', dn: 20, kind: 'test' } };
    const card = (await postRequest(registry, 'relic', request, [oren]))!;
    let shown: RollDialogConfig | null = null;
    const real = RollDialog.prompt;
    answerNextRollDialog({ rollMode: gmMessageMode() });
    const answer = RollDialog.prompt;
    RollDialog.prompt = (config) => {
      shown = config;
      return answer(config);
    };
    try {
      standIn.actAs(player);
      standIn.queueFaces(14);
      await answerRequest(registry, card, oren.uuid);
    } finally {
      RollDialog.prompt = real;
    }
    const locked = shown!.fields.filter((f) => f.locked).map((f) => [f.name, f.value]);
    expect(locked).toEqual([
      ['attribute', 'dex'],
      ['difficulty', 'hard'],
      ['dn', 20],
      ['kind', 'test'],
    ]);
    // The situational modifier stays the player's; a locked field keeps the GM's value whatever the form says.
    expect(shown!.fields.find((f) => f.name === 'situational')?.locked).toBeUndefined();
    expect(readRollValues(shown!.fields, { get: (n) => (n === 'difficulty' ? 'easy' : null) }).difficulty).toBe('hard');
    const row = requestOf(card)!.rows[0]!;
    expect(row).toMatchObject({ hidden: true, result: null });
    expect(row.messageId).toBeTruthy();
    const drawn = (await cardAs(card, gm)).innerHTML;
    expect(drawn).toContain('Rolled (private)');
    expect(drawn).not.toContain('vs DN');
  });
});
