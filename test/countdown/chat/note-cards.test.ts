/**
 * countdown's notes (cards that are not rolls) are `countdown-note` messages: nothing is rendered
 * into their content, the model draws the card from `system`, and a note offers only its own
 * buttons (trigger, morale) as a roll card offers only its own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cardAs, cardText, drawnCard } from '../../foundry/cards';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { cardModelOf } from '../../../src/foundry/chat/card-model';
import { triggerItem } from '../rolls';
import { requestTriggers } from '../../../src/rulesets/countdown/chat/requests';
import { promptMorale } from '../../../src/rulesets/countdown/hooks';
import { tickDeathClock } from '../../../src/rulesets/countdown/flows/vitals';
import { CountdownRollCard } from '../../../src/rulesets/countdown/chat/cards';
import { CountdownNoteCard } from '../../../src/rulesets/countdown/chat/note-card';
import { noteOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownItem } from '../../../src/rulesets/countdown/flows/countdown-dice';
import { activeCombat } from '../../foundry/test-combat';
import { character, gear, lastMessage, monster, registry } from '../fixtures';

const { gm, player } = standIn.users;

const actionsOf = (html: HTMLElement) =>
  [...html.querySelectorAll<HTMLElement>('[data-action]')].map((b) => b.dataset.action);

/** A band of four monsters in the active combat, two of them down: morale comes due. */
async function bandAtHalf() {
  const band = [];
  for (const hp of [0, 4, 0, 4]) band.push(await monster({ hp: { value: hp, max: 4 } }));
  activeCombat(band);
  return band;
}

describe('countdown notes are chat message types', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(gm);
  });

  it('the model owns the note buttons, the roll card the roll buttons', () => {
    expect(Object.keys(CountdownNoteCard.actions).sort()).toEqual(['countdown.morale', 'countdown.triggerItem']);
    expect(Object.keys(CountdownRollCard.actions).sort()).toEqual([
      'countdown.applyAttack',
      'countdown.applyDefense',
      'countdown.applyHealing',
      'countdown.backlash',
      'countdown.reroll',
      'countdown.stabilize',
    ]);
  });

  it('a trigger request is a note drawn from its system; its trigger buttons are its own', async () => {
    const hero = await character({}, [gear('torch', 1, { lit: true })]);
    const torch = [...hero.items][0] as CountdownItem;
    const request = (await requestTriggers('turnStart', [{ actor: hero, item: torch }]))!;
    expect(request.type).toBe('countdown-note');
    expect(request.system).toBeInstanceOf(CountdownNoteCard);
    expect(request.content, 'nothing is rendered into the content').toBe('');
    expect(noteOf(request)).toMatchObject({ kind: 'trigger', items: [torch.uuid] });
    expect(await cardText(request)).toContain('Trigger Torch');
    const button = (await drawnCard(request)).querySelector<HTMLElement>('[data-action="countdown.triggerItem"]');
    expect(button?.dataset.item).toBe(torch.uuid);
    // The body follows the note's data.
    await request.update({ system: { title: 'Renamed request' } });
    expect(await cardText(request)).toContain('Renamed request');
    expect(actionsOf(await cardAs(request, player))).toEqual(['countdown.triggerItem']);
  });

  it('a roll card’s button written into a note is never offered; nor a note’s into a roll card', async () => {
    const hero = await character({}, [gear('torch', 1, { lit: true })]);
    const torch = [...hero.items][0] as CountdownItem;
    const request = (await requestTriggers('turnStart', [{ actor: hero, item: torch }]))!;
    const buttons = [
      ...noteOf(request)!.buttons,
      { action: 'countdown.applyAttack', label: 'Apply', icon: '', item: '' },
    ];
    await request.update({ system: { buttons } });
    expect(noteOf(request)!.action('countdown.applyAttack'), 'not a note’s action').toBeUndefined();
    expect(noteOf(request)!.action('countdown.triggerItem')).toBe(CountdownNoteCard.actions['countdown.triggerItem']);
    expect(actionsOf(await drawnCard(request))).toEqual(['countdown.triggerItem', 'countdown.applyAttack']);
    expect(actionsOf(await cardAs(request, gm))).toEqual(['countdown.triggerItem']);

    standIn.queueFaces(3);
    const roll = (await triggerItem(torch))!;
    expect(roll.type).toBe('countdown-roll');
    expect(noteOf(roll), 'a roll card is no note').toBeNull();
    expect(cardModelOf(roll)!.action('countdown.morale'), 'not a roll card’s action').toBeUndefined();
    const html = await drawnCard(roll);
    html
      .querySelector('.manifold-card')!
      .insertAdjacentHTML(
        'beforeend',
        '<div class="card-buttons"><button type="button" data-action="countdown.morale">Morale</button></div>',
      );
    await wireCardActions(registry, roll, html, gm as never);
    expect(html.querySelector('[data-action="countdown.morale"]')).toBeNull();
  });

  it('the morale prompt is a note holding its monsters, with the GM’s morale button', async () => {
    const band = await bandAtHalf();
    expect(await promptMorale(band[0]!)).toBe(true);
    const prompt = lastMessage();
    expect(prompt.type).toBe('countdown-note');
    expect(noteOf(prompt)).toMatchObject({ kind: 'morale', monsters: band.map((m) => m.uuid) });
    expect(await cardText(prompt)).toContain('2 / 4');
    expect(actionsOf(await cardAs(prompt, gm))).toEqual(['countdown.morale']);
  });

  it('a notice is a note with a clock drawn from its segments, and no buttons', async () => {
    const dying = await character({ hp: { value: 0, max: 8 }, vitals: { status: 'dying', deathClock: 0, cause: '' } });
    await tickDeathClock(dying);
    const notice = lastMessage();
    expect(notice.type).toBe('countdown-note');
    expect(noteOf(notice)).toMatchObject({ kind: 'notice', clock: { segments: 4, filled: 1 }, buttons: [] });
    const html = await drawnCard(notice);
    expect(html.querySelectorAll('.clock-wedge')).toHaveLength(4);
    expect(html.querySelectorAll('.clock-wedge.filled')).toHaveLength(1);
    expect(html.textContent).toContain('The death clock ticks: 1 of 4.');
    expect(actionsOf(await cardAs(notice, gm))).toEqual([]);
  });
});
