/**
 * Roll visibility: every roll dialog asks who sees the roll, defaulting to the chat's
 * mode; the choice reaches the message as Foundry's roll modes do (whisper, blind); a skipped
 * dialog keeps the chat's mode; a blind roll's result and buttons are the GM's alone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { ManifoldRoll } from '../../src/foundry/rolls/manifold-roll';
import { RollDialog, rollDialogContext, type RollDialogConfig } from '../../src/foundry/rolls/roll-dialog';
import { messageVisibility, VISIBILITY_FIELD } from '../../src/foundry/rolls/visibility';
import { rollOfRecordedDice } from '../../src/foundry/rolls/foundry-dice';
import { ranActions, testRegistry, useAuthorOnlyRollCard } from './fixtures';
import { mode, setChatMode } from './visibility-modes';

boot();
const registry = testRegistry();
useAuthorOnlyRollCard();

/** One d6 whose card carries a result row and a button. */
class VisibilityProbeRoll extends ManifoldRoll {
  protected cardContext() {
    return {
      title: 'Probe',
      rows: [{ label: 'Face', value: (this.outcome as { face: number }).face }],
      buttons: [{ action: 'relic.authorOnly', label: 'Apply', icon: 'fa-solid fa-check', data: {} }],
    };
  }
}
(CONFIG.Dice.rolls as unknown[]).push(VisibilityProbeRoll);

const config: RollDialogConfig = {
  title: 'Probe',
  fields: [{ name: 'bonus', label: 'MANIFOLD.roll.roll', kind: 'number', value: 0 }],
  evaluate: () => ({ odds: null }),
};

async function post(values: Record<string, unknown> | null) {
  const roll = rollOfRecordedDice<VisibilityProbeRoll>(VisibilityProbeRoll, [{ faces: 6, result: 5 }], {
    ruleset: 'relic',
    request: {},
    outcome: { face: 5 },
  });
  // Posted as the roll pipeline posts a relic roll: a relic roll card.
  const data = { type: 'relic-roll' as const, system: { kind: 'test.probe' } };
  const message = (await roll.toMessage(data, messageVisibility(values as never))) as ChatMessage.Implementation;
  return { roll, message };
}

describe('roll visibility', () => {
  beforeEach(() => {
    standIn.reset();
    ranActions.length = 0;
  });

  it('adds one select of the four modes to every roll dialog, preset to the chat’s current mode', async () => {
    await setChatMode('gm');
    const context = rollDialogContext(config, { bonus: 0 });
    const select = context.fields.find((f) => f.name === VISIBILITY_FIELD)!;
    expect(select.isSelect).toBe(true);
    expect(select.value).toBe(mode('gm'));
    expect(select.options!.map((o) => o.value)).toEqual((['public', 'gm', 'blind', 'self'] as const).map(mode));
    expect(select.options!.every((o) => game.i18n!.has(o.label))).toBe(true);
    // Dialogs that post no roll of their own (a damage form, a group card) have none.
    expect(rollDialogContext({ ...config, visibility: false }, {}).fields.map((f) => f.name)).toEqual(['bonus']);
  });

  it('the real dialog returns the mode chosen, and only one of the modes Foundry knows', async () => {
    const answer = new Promise((resolve) => {
      const dialog = new RollDialog(config, resolve);
      void dialog
        .render({ force: true })
        .then(() =>
          (dialog as unknown as { submit(v: object): Promise<void> }).submit({ bonus: 2, rollMode: mode('blind') }),
        );
    });
    expect(await answer).toEqual({ bonus: 2, rollMode: mode('blind') });
    expect(messageVisibility({ rollMode: 'everyone-but-bob' })).toEqual({});
  });

  it('the chosen mode reaches the message; without a dialog the chat’s mode applies', async () => {
    standIn.actAs(standIn.users.player);
    const gm = standIn.users.gm.id;
    expect((await post({ rollMode: mode('gm') })).message).toMatchObject({ whisper: [gm], blind: false });
    expect((await post({ rollMode: mode('blind') })).message).toMatchObject({ whisper: [gm], blind: true });
    expect((await post({ rollMode: mode('self') })).message).toMatchObject({ whisper: [standIn.users.player.id] });
    expect((await post({ rollMode: mode('public') })).message).toMatchObject({ whisper: [], blind: false });
    await setChatMode('self');
    expect((await post(null)).message).toMatchObject({ whisper: [standIn.users.player.id] });
  });

  it('a blind roll shows its result and buttons to the GM only, never to the player who rolled it', async () => {
    standIn.actAs(standIn.users.player);
    const { roll, message } = await post({ rollMode: mode('blind') });
    const view = async () => {
      const html = document.createElement('div');
      html.innerHTML = await roll.render({ isPrivate: !message.isContentVisible });
      await wireCardActions(registry, message, html, game.user!);
      return html;
    };
    const forPlayer = await view();
    expect(forPlayer.textContent).toContain('Probe');
    expect(forPlayer.textContent).not.toContain('Face');
    expect(forPlayer.querySelector('[data-action]')).toBeNull();
    standIn.actAs(standIn.users.gm);
    const forGM = await view();
    expect(forGM.textContent).toContain('Face');
    expect(forGM.querySelector('[data-action="relic.authorOnly"]')).not.toBeNull();
  });
});
