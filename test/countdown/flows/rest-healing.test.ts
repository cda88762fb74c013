/**
 * Resting and healing: the long rest (a ration eaten; each interruption a Resolve check at
 * Difficulty 12; an unspoiled rest recovers HP, abilities, spell slots and exhaustion), the short
 * rest (one use of a healing item), Field Surgery on an ally through the GM, and the Surgeon's
 * poultice once per rest.
 */
import { longRest, fieldSurgery, shortRest, useHealingItem } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { longRestDialog, restOdds } from '../../../src/rulesets/countdown/flows/rest';
import { craftPoultice, type GearItem } from '../../../src/rulesets/countdown/flows/healing';
import { cardMarked, rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownRestRoll } from '../../../src/rulesets/countdown/dice/rest-roll';
import { CountdownHealingRoll } from '../../../src/rulesets/countdown/dice/healing-roll';
import { answerDialog, character, classItem, gear, lastMessage, registry, skills } from '../fixtures';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';

const itemOf = (actor: Actor.Implementation, catalogueId: string) =>
  [...actor.items].find(
    (i) => (i.system as unknown as { catalogueId: string }).catalogueId === catalogueId,
  ) as GearItem;

describe('the long rest', () => {
  beforeEach(() => standIn.reset());

  const tired = () =>
    character({ hp: { value: 3, max: 10 }, uses: { wardenBrace: true }, spellSlots: { value: 0, max: 2 } }, [
      classItem('warden'),
      gear('rations', 1),
    ]);

  it('without interruptions: a ration eaten, all HP, abilities, spell slots and exhaustion recovered', async () => {
    const actor = await tired();
    await actor.toggleStatusEffect('exhaustion', { active: true });
    standIn.queueFaces(5);
    await longRest(actor, { fastForward: true });
    const roll = rollOf<CountdownRestRoll>(lastMessage())!;
    expect(roll.formula).toBe('1d8[countdown]'); // the rations die (cd8 for 3)
    expect(actor.system).toMatchObject({ hp: { value: 10 }, uses: { wardenBrace: false }, spellSlots: { value: 2 } });
    expect(actor.statuses.has('exhaustion')).toBe(false);
  });

  it('a failed interruption check spoils it: the ration is eaten, nothing recovered', async () => {
    const actor = await tired();
    answerDialog({ interruptions: 2 });
    standIn.queueFaces(14, 3, 1);
    await longRest(actor, { fastForward: false });
    const roll = rollOf<CountdownRestRoll>(lastMessage())!;
    expect(roll.formula).toBe('1d20[check] + 1d20[check] + 1d8[countdown]');
    expect(roll.resolved).toMatchObject({
      benefit: false,
      checks: [{ difficulty: 12, outcome: 'pass' }, { outcome: 'fail' }],
    });
    expect(actor.system.hp.value).toBe(3);
    expect(itemOf(actor, 'rations').system.countdown.die).toBe(6); // a 1: the die steps down
  });

  it('the dialog says the chance the rest is not spoiled, and refuses the dying and those without rations', async () => {
    const actor = await tired();
    const config = longRestDialog(actor);
    // Each interruption passes on 12+: 9/20; two of them: (9/20)².
    expect(config.evaluate({ ...dialogDefaults(config), interruptions: 2 }).odds!.headline.probability).toBeCloseTo(
      (9 / 20) ** 2,
      12,
    );
    expect(restOdds(2, true).headline.probability).toBeCloseTo(9 / 20, 12); // the first braced
    const hungry = await character();
    expect(longRestDialog(hungry).evaluate({ interruptions: 0 }).error).toMatch(/ration/);
    const dying = await character({ hp: { value: 0, max: 5 }, vitals: { status: 'dying', deathClock: 1, cause: '' } }, [
      gear('rations'),
    ]);
    expect(longRestDialog(dying).evaluate({ interruptions: 0 }).error).toMatch(/dying/);
  });

  it('fast-forwarded, a rest the dialog refuses stops with the reason and rolls nothing', async () => {
    const dying = await character({ hp: { value: 0, max: 5 }, vitals: { status: 'dying', deathClock: 1, cause: '' } }, [
      gear('rations'),
    ]);
    expect(await longRest(dying, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'A dying character cannot rest.' });
    expect(game.messages!.size).toBe(0);
  });

  it('through the dialog, a rest the dialog refuses is not rolled: the reason is shown', async () => {
    const hungry = await character({}, [classItem('warden')]);
    answerDialog({ interruptions: 1 });
    expect(await longRest(hungry, { fastForward: false })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'A long rest needs a ration.' });
    expect(game.messages!.size).toBe(0);
  });
});

describe('healing', () => {
  beforeEach(() => standIn.reset());

  it('a short rest spends one use of healing herbs: 1 HP', async () => {
    const actor = await character({ hp: { value: 4, max: 8 } }, [gear('healingHerbs')]);
    standIn.actAs(standIn.users.player);
    answerDialog({ healing: `item:${itemOf(actor, 'healingHerbs').id}` });
    await shortRest(actor, { fastForward: false });
    expect(actor.system.hp.value).toBe(5);
    expect(itemOf(actor, 'healingHerbs').system.uses.value).toBe(2);
    // The rest's own card (the exploration turn it passes may roll for an encounter after it).
    const card = game.messages!.contents.findLast((m) => m.rolls[0] instanceof CountdownHealingRoll)!;
    expect(await rollOf(card)!.render()).toContain('A short rest takes one exploration turn');
  });

  it('a poultice, crafted once per rest, heals 1d4', async () => {
    const surgeon = await character({ hp: { value: 1, max: 8 } }, [classItem('surgeon')]);
    standIn.actAs(standIn.users.player);
    await craftPoultice(surgeon);
    await craftPoultice(surgeon);
    expect([...surgeon.items].filter((i) => i.name === 'Poultice')).toHaveLength(1);
    expect(standIn.notifications.at(-1)!.message).toMatch(/Already used/);
    standIn.queueFaces(3);
    await useHealingItem(surgeon, itemOf(surgeon, 'poultice'));
    expect(surgeon.system.hp.value).toBe(4);
    expect(rollOf(lastMessage())!.formula).toBe('1d4[healing]');
  });

  it('Field Surgery on another player’s character: Lore via Medicine, then 1d6, applied through the GM by its author only', async () => {
    const patient = await character({ hp: { value: 2, max: 10 } }, [], standIn.users.other, 'Patient');
    const surgeon = await character(
      { stats: { lore: 6 }, skills: skills(['medicine']) },
      [classItem('surgeon'), gear('surgeonsKit')],
      standIn.users.player,
      'Surgeon',
    );
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(11, 5);
    await fieldSurgery(surgeon, patient, { fastForward: true });
    // The surgery's exploration turn may come round to an encounter check, posted after the card.
    const message = [...game.messages!].findLast((m) => rollOf(m) instanceof CountdownHealingRoll)!;
    expect(rollOf<CountdownHealingRoll>(message)!.resolved).toMatchObject({
      healed: 5,
      check: { difficulty: 8, outcome: 'pass' },
    });
    expect(itemOf(surgeon, 'surgeonsKit').system.uses.value).toBe(2);
    expect(patient.system.hp.value).toBe(2); // not the surgeon's to change
    standIn.actAs(standIn.users.other);
    await expect(askGM(registry, 'countdown', 'applyHealing', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    standIn.actAs(standIn.users.player);
    const html = document.createElement('div');
    html.innerHTML = await rollOf(message)!.render();
    await wireCardActions(registry, message, html, standIn.users.player as never);
    html.querySelector<HTMLElement>('[data-action="countdown.applyHealing"]')!.click();
    await standIn.settled();
    expect(patient.system.hp.value).toBe(7);
    expect(cardMarked(message, 'applied')).toBe(true);
    await expect(askGM(registry, 'countdown', 'applyHealing', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
  });

  it('a short rest with Field Surgery asks the surgery’s own dialog next, and rolls with what it chose', async () => {
    const surgeon = await character({ hp: { value: 2, max: 10 }, stats: { lore: 6 }, skills: skills(['medicine']) }, [
      classItem('surgeon'),
      gear('surgeonsKit'),
    ]);
    standIn.actAs(standIn.users.player);
    // The rest's window, then the surgery's dialog with its advantage (each answer replaces the one set before it).
    answerDialog({ advantage: true });
    answerDialog({ healing: 'surgery' });
    // Advantage: two d20s, the 11 kept against Difficulty 8; then the d6.
    standIn.queueFaces(3, 11, 5);
    await shortRest(surgeon, { fastForward: false });
    const cards = game.messages!.contents.filter((m) => m.rolls[0] instanceof CountdownHealingRoll);
    expect(cards).toHaveLength(1);
    const roll = rollOf<CountdownHealingRoll>(cards[0])!;
    expect(roll.request).toMatchObject({
      kind: 'surgery',
      shortRest: true,
      surgery: { advantages: [expect.any(String)] },
    });
    expect(roll.resolved).toMatchObject({ healed: 5, check: { natural: 11, outcome: 'pass' } });
    expect(itemOf(surgeon, 'surgeonsKit').system.uses.value).toBe(2);
    expect(surgeon.system.hp.value).toBe(7); // one's own character: applied at once
  });

  it('a failed Field Surgery heals nothing; the kit is spent on the attempt, unless the world says otherwise', async () => {
    const patient = await character({ hp: { value: 2, max: 10 } });
    const surgeon = await character({ stats: { lore: 2 } }, [classItem('surgeon'), gear('surgeonsKit')]);
    standIn.queueFaces(4);
    await fieldSurgery(surgeon, patient, { fastForward: true });
    expect(itemOf(surgeon, 'surgeonsKit').system.uses.value).toBe(2);
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'fieldSurgeryKit'), 'success');
    standIn.queueFaces(4);
    await fieldSurgery(surgeon, patient, { fastForward: true });
    expect(itemOf(surgeon, 'surgeonsKit').system.uses.value).toBe(2);
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'fieldSurgeryKit'), 'attempt');
    expect(patient.system.hp.value).toBe(2);
  });
});
