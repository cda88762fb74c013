/**
 * CD-8 and CD-9 through the flows on the stand-in: the party's last light going out darkens sight
 * checks until a source is lit or the GM sets the light; a short rest and Field Surgery pass an
 * exploration turn; a day of overland travel asks for the rations; a campfire leaves the torches
 * at the starting die of their new quantity.
 */
import { cardText } from '../../foundry/cards';
import { shortRest } from '../rolls';
import { cardMarked } from '../../../src/rulesets/countdown/chat/post';
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../src/foundry/settings';
import {
  partyLight,
  readTrackerState,
  saveTrackerState,
  trackerSteps,
  trackerState,
} from '../../../src/rulesets/countdown/apps/world-panel-state';
import { applyTrigger, type CountdownItem } from '../../../src/rulesets/countdown/flows/countdown-dice';
import { advanceExplorationTurn } from '../../../src/rulesets/countdown/flows/gm';
import { reportLight } from '../../../src/rulesets/countdown/flows/light';
import { character, gear, lastMessage, registry } from '../fixtures';

const itemOf = (actor: Actor.Implementation, catalogueId: string) =>
  actor.items.find(
    (i) => (i.system as unknown as { catalogueId?: string }).catalogueId === catalogueId,
  ) as unknown as CountdownItem;
const sys = (item: unknown) => (item as { system: Record<string, any> }).system; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('CD-8 light is what the party carries', () => {
  beforeEach(async () => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
    await saveTrackerState(readTrackerState({ light: 'bright' }));
  });

  it('the last lit torch running out darkens sight checks; lighting another ends it', async () => {
    const hero = await character({}, [gear('torch', 1, { lit: true }), gear('lantern', 1)]);
    const torch = itemOf(hero, 'torch');
    standIn.actAs(standIn.users.player);
    await applyTrigger(torch, null);
    expect(sys(torch).lit).toBe(false);
    expect(trackerState().outOfLight).toBe(true);
    expect(partyLight()).toBe('dark');
    await (itemOf(hero, 'lantern') as unknown as Item.Implementation).update({ 'system.lit': true } as never);
    await reportLight('lit');
    expect(trackerState().outOfLight).toBe(false);
    expect(partyLight()).toBe('bright');
  });

  it('while another carried source burns, a torch going out leaves the light as it was', async () => {
    const hero = await character({}, [gear('torch', 1, { lit: true })]);
    await character({}, [gear('lantern', 1, { lit: true })], standIn.users.other, 'Other');
    await applyTrigger(itemOf(hero, 'torch'), null);
    expect(trackerState().outOfLight).toBe(false);
    expect(partyLight()).toBe('bright');
  });

  it('the GM setting the light ends the darkness', async () => {
    const hero = await character({}, [gear('torch', 1, { lit: true })]);
    await applyTrigger(itemOf(hero, 'torch'), null);
    expect(partyLight()).toBe('dark');
    const set = trackerSteps.setLight(trackerState(), 'dim');
    expect(set.ok).toBe(true);
    if (set.ok) await saveTrackerState(set.state);
    expect(partyLight()).toBe('dim');
  });

  it('the query only settles the light from the world: a player cannot darken a lit party', async () => {
    await character({}, [gear('torch', 1, { lit: true })]);
    standIn.actAs(standIn.users.player);
    await askGM(registry, 'countdown', 'partyLight', { event: 'out' });
    expect(trackerState().outOfLight).toBe(false);
    await expect(askGM(registry, 'countdown', 'partyLight', { event: 'darkness' })).rejects.toThrow();
  });
});

describe('CD-9 time passes on its own', () => {
  beforeEach(async () => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
    await saveTrackerState(readTrackerState({}));
  });

  it('a player’s short rest passes an exploration turn, once, and its torch is asked to burn', async () => {
    const hero = await character({ hp: { value: 5, max: 8 } }, [gear('torch', 1, { lit: true })]);
    standIn.actAs(standIn.users.player);
    await shortRest(hero, { fastForward: true });
    expect(trackerState().exploration.turn).toBe(1);
    expect(await cardText(lastMessage())).toContain('An exploration turn passes');
    const restCard = game.messages!.contents.find((m) => cardMarked(m, 'explorationTurnPassed'))!;
    await expect(askGM(registry, 'countdown', 'restTurn', { messageId: restCard.id })).rejects.toThrow();
    expect(trackerState().exploration.turn).toBe(1);
  });

  it('the hour that ends a day of overland travel asks the party for its rations', async () => {
    await character({}, [gear('rations', 3)]);
    await saveTrackerState(readTrackerState({ exploration: { unit: 'hour', hoursToday: 22 } }));
    await advanceExplorationTurn();
    const texts = await Promise.all(game.messages!.contents.map(cardText));
    expect(texts.some((text) => text.includes('A day of travel'))).toBe(false);
    await advanceExplorationTurn();
    expect(await cardText(lastMessage())).toContain('A day of travel: the party eats its rations');
    expect(trackerState().exploration.hoursToday).toBe(0);
  });

  it('a world whose travel day is a march of 8 hours asks for rations every 8th hour (setting)', async () => {
    await character({}, [gear('rations', 3)]);
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'travelDayHours'), 8);
    await saveTrackerState(readTrackerState({ exploration: { unit: 'hour', hoursToday: 7 } }));
    await advanceExplorationTurn();
    expect(await cardText(lastMessage())).toContain('A day of travel');
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'travelDayHours'), 24);
  });

  it('a campfire leaves the torches left at the starting die of their new quantity (CD-6)', async () => {
    const { campfire } = await import('../../../src/rulesets/countdown/flows/campfire');
    const hero = await character({}, [gear('torch', 5)]);
    await campfire(hero);
    expect(sys(itemOf(hero, 'torch'))).toMatchObject({ quantity: 2, countdown: { die: 8 } });
  });
});
