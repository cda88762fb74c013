/**
 * CD-8 "The Light spell's duration die counts down like any countdown die", through the flows on
 * the stand-in: a successful cast starts the spell at its duration die (and lights a party out
 * of light); its Trigger button on the character sheet's spell row and on the item sheet steps it
 * down on a 1 and, exhausted, ends the spell — a last light going out darkens the party; a running
 * Light spell is a carried light, burned by each exploration turn (and so by a short rest, CD-9).
 * A Human's reroll of the cast decides instead of the cast it replaces.
 */
import { drawnCard } from '../../foundry/cards';
import { triggerItem, shortRest, castSpell } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../src/foundry/settings';
import {
  partyLight,
  readTrackerState,
  saveTrackerState,
  trackerState,
} from '../../../src/rulesets/countdown/apps/world-panel-state';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownDieRoll } from '../../../src/rulesets/countdown/dice/countdown-die-roll';
import { applyTrigger, type CountdownItem } from '../../../src/rulesets/countdown/flows/countdown-dice';
import { advanceExplorationTurn } from '../../../src/rulesets/countdown/flows/gm';
import { carriedLights } from '../../../src/rulesets/countdown/flows/light';
import type { DurationSpell } from '../../../src/rulesets/countdown/flows/spell-duration';
import { ancestryItem, character, classItem, gear, lastMessage, openSheet, registry, skills } from '../fixtures';

const lightSpell = (system: Record<string, unknown> = {}) => ({
  name: 'Light',
  type: 'countdown-spell',
  system: { list: 'invoker', tier: 1, requiresComponents: false, duration: 6, light: 'near', ...system },
});
const shield = (system: Record<string, unknown> = {}) => ({
  name: 'Ward',
  type: 'countdown-spell',
  system: { list: 'invoker', tier: 1, requiresComponents: false, duration: 8, ...system },
});
const named = (actor: Actor.Implementation, name: string) => actor.items.find((i) => i.name === name)!;
const spellOf = (actor: Actor.Implementation, name = 'Light') => named(actor, name) as unknown as DurationSpell;
const invoker = (items: { name: string; type: string; system?: Record<string, unknown> }[]) =>
  character({ stats: { lore: 7 }, skills: skills(['arcana']) }, [classItem('invoker'), ...items]);

beforeEach(async () => {
  standIn.reset();
  standIn.actAs(standIn.users.gm);
  await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'lightTriggers'), 'owner');
  await saveTrackerState(readTrackerState({ light: 'bright' }));
});

describe('casting a spell with a duration die', () => {
  it('a successful Light starts its duration die and lights a party that was out of light', async () => {
    await saveTrackerState({ ...trackerState(), outOfLight: true });
    const hero = await invoker([lightSpell()]);
    expect(partyLight()).toBe('dark');
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(9);
    await castSpell(hero, spellOf(hero), { fastForward: true });
    expect(spellOf(hero).system.running).toBe(6);
    expect(carriedLights()).toEqual([{ lit: true }]);
    expect(trackerState().outOfLight).toBe(false);
    expect(partyLight()).toBe('bright');
  });

  it('a failed cast starts nothing; a spell without a duration die never runs', async () => {
    await saveTrackerState({ ...trackerState(), outOfLight: true });
    const hero = await invoker([lightSpell(), lightSpell({ duration: 0 })]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2);
    await castSpell(hero, spellOf(hero), { fastForward: true });
    expect(spellOf(hero).system.running).toBe(0);
    const dieless = [...hero.items].filter((i) => i.name === 'Light')[1] as unknown as DurationSpell;
    standIn.queueFaces(15);
    await castSpell(hero, dieless, { fastForward: true });
    expect(dieless.system.running).toBe(0);
    expect(trackerState().outOfLight).toBe(true);
  });

  it('a Human’s reroll replaces the cast: passing what failed starts it, failing what passed ends it', async () => {
    const hero = await invoker([ancestryItem('human'), lightSpell()]);
    standIn.actAs(standIn.users.player);
    const reroll = async (message: ChatMessage.Implementation, face: number) => {
      const html = document.createElement('div');
      html.innerHTML = await rollOf(message)!.render();
      await wireCardActions(registry, message, html, standIn.users.player as never);
      standIn.queueFaces(face);
      html.querySelector<HTMLElement>('[data-action="countdown.reroll"]')!.click();
      await standIn.settled();
    };
    standIn.queueFaces(2);
    await reroll((await castSpell(hero, spellOf(hero), { fastForward: true }))!, 15);
    expect(spellOf(hero).system.running).toBe(6);
    await hero.update({ 'system.uses.humanReroll': false } as never);
    standIn.queueFaces(12);
    await reroll((await castSpell(hero, spellOf(hero), { fastForward: true }))!, 2);
    expect(spellOf(hero).system.running).toBe(0);
    expect(trackerState().outOfLight).toBe(true);
  });

  it('the duration die is bounded by the schema: only cd4–cd12 or 0', async () => {
    const hero = await invoker([lightSpell()]);
    await expect(spellOf(hero).update({ 'system.running': 7 } as never)).rejects.toThrow();
    expect(spellOf(hero).system.running).toBe(0);
  });
});

describe('the duration die’s Trigger button', () => {
  it('on the spell row: a real d6 for a cd6; a 1 steps it down to cd4 and the row shows it', async () => {
    const hero = await invoker([lightSpell({ running: 6 })]);
    standIn.actAs(standIn.users.player);
    const sheet = await openSheet(hero);
    expect(sheet.partsHTML.features).toContain('cd6');
    expect(sheet.partsHTML.features).toContain('≈ 10 triggers left');
    standIn.queueFaces(1);
    await sheet.clickAction(
      sheet.element.querySelector<HTMLElement>(`[data-rollable="duration.${spellOf(hero).id}"]`)!,
      { shiftKey: true },
    );
    const roll = rollOf<CountdownDieRoll>(lastMessage())!;
    expect(roll.formula).toBe('1d6[countdown]');
    expect(roll.resolved.result).toMatchObject({ before: 6, face: 1, steppedDown: true, exhausted: false });
    expect(spellOf(hero).system.running).toBe(4);
    const html = await roll.render();
    expect(html).toContain('Spell duration');
    expect(html).toContain('Rolled a 1: steps down to cd4');
    expect((await openSheet(hero)).partsHTML.features).toContain('cd4');
  });

  it('exhausted, the spell ends: the last light out darkens the party; it cannot be triggered again', async () => {
    const hero = await invoker([lightSpell({ running: 4 })]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(1);
    await triggerItem(spellOf(hero));
    expect(spellOf(hero).system.running).toBe(0);
    expect(await rollOf(lastMessage())!.render()).toContain('Exhausted &#x3D; the spell ends');
    expect(trackerState().outOfLight).toBe(true);
    expect(partyLight()).toBe('dark');
    const count = game.messages!.size;
    expect(await triggerItem(spellOf(hero))).toBeNull();
    expect(game.messages!.size).toBe(count);
    expect(standIn.notifications.at(-1)!.message).toMatch(/not running/);
    const sheet = await openSheet(hero);
    expect(sheet.element.querySelector(`[data-rollable="duration.${spellOf(hero).id}"]`)).toBeNull();
  });

  it('on the item sheet: Trigger rolls the running die; End ends the spell and its light', async () => {
    const hero = await invoker([lightSpell({ running: 8 })]);
    standIn.actAs(standIn.users.player);
    const sheet = await openSheet(spellOf(hero) as unknown as Item.Implementation);
    expect(sheet.element.textContent).toContain('cd8');
    standIn.queueFaces(5);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="trigger"]')!);
    expect(await rollOf(lastMessage())!.render()).toContain('Holds at cd8');
    await sheet.render();
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="endSpell"]')!);
    expect(spellOf(hero).system.running).toBe(0);
    expect(partyLight()).toBe('dark');
    await sheet.render();
    expect(sheet.element.querySelector<HTMLButtonElement>('[data-action="trigger"]')!.disabled).toBe(true);
  });

  it('a spell that is not a light leaves the party’s light alone when it ends', async () => {
    const hero = await invoker([shield({ running: 4 })]);
    standIn.queueFaces(1);
    await triggerItem(spellOf(hero, 'Ward'));
    expect(spellOf(hero, 'Ward').system.running).toBe(0);
    expect(trackerState().outOfLight).toBe(false);
  });
});

describe('a running Light spell is a carried light (CD-8)', () => {
  it('while it runs, a torch going out leaves the party in light; when it ends too, darkness', async () => {
    const hero = await invoker([gear('torch', 1, { lit: true }), lightSpell({ running: 4 })]);
    await applyTrigger(named(hero, 'Torch') as unknown as CountdownItem, null);
    expect(trackerState().outOfLight).toBe(false);
    standIn.queueFaces(1);
    await triggerItem(spellOf(hero));
    expect(trackerState().outOfLight).toBe(true);
  });

  it('each exploration turn asks its caster to trigger it with the torches, and only lit, running lights', async () => {
    const hero = await invoker([
      gear('torch', 1, { lit: true }),
      lightSpell({ running: 6 }),
      lightSpell({ running: 0 }),
      shield({ running: 8 }),
    ]);
    await advanceExplorationTurn();
    const request = lastMessage();
    const html = await drawnCard(request);
    await wireCardActions(registry, request, html, standIn.users.player as never);
    const buttons = [...html.querySelectorAll<HTMLElement>('[data-action="countdown.triggerItem"]')];
    expect(buttons.map((b) => b.dataset.item)).toEqual([named(hero, 'Torch').uuid, spellOf(hero).uuid]);
    expect(buttons[1]!.textContent).toContain('cd6');
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(1);
    buttons[1]!.click();
    await standIn.settled();
    expect(rollOf<CountdownDieRoll>(lastMessage())!.request).toMatchObject({
      forRequest: request.id,
      itemUuid: spellOf(hero).uuid,
      spellDuration: true,
    });
    expect(spellOf(hero).system.running).toBe(4);
  });

  it('a player’s short rest passes the turn, and the GM’s client burns the spell at once (world setting)', async () => {
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'lightTriggers'), 'automatic');
    const hero = await invoker([lightSpell({ running: 4 })]);
    await hero.update({ 'system.hp.value': 5 } as never);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(1);
    await shortRest(hero, { fastForward: true });
    expect(trackerState().exploration.turn).toBe(1);
    expect(spellOf(hero).system.running).toBe(0);
    expect(trackerState().outOfLight).toBe(true);
  });
});
