/**
 * A natural 20 while dying stabilizes as Stabilize does (CD-10): from the sheet, on a defense
 * answering a monster's attack (the hit avoided) and on a check answering the GM's request, the
 * roller ends stable — unconscious at 1 HP, the death clock stopped, the Stable status on the token —
 * and the card says so; healing or a rest wakes them, as after a Medicine check.
 */
import { cardAs, cardText, press } from '../../foundry/cards';
import { fieldSurgery, longRest, useHealingItem } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { postRequest } from '../../../src/foundry/requests/card';
import { answerRequest } from '../../../src/foundry/requests/roll';
import { requestOf } from '../../../src/foundry/requests/state';
import { monsterAttack } from '../../../src/rulesets/countdown/flows/gm';
import { tickDeathClock } from '../../../src/rulesets/countdown/flows/vitals';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { GearItem } from '../../../src/rulesets/countdown/flows/healing';
import { CountdownHealingRoll } from '../../../src/rulesets/countdown/dice/healing-roll';
import type { CountdownDefenseRoll } from '../../../src/rulesets/countdown/dice/defense-roll';
import type { CountdownCharacter } from '../../../src/rulesets/countdown/data/snapshot';
import { tokenIconEffects } from '../../foundry-stand-in/generation';
import type { StandInActor } from '../../foundry-stand-in/documents';
import { character, classItem, gear, lastMessage, monster, openSheet, registry, skills } from '../fixtures';

const STABILIZED =
  'Natural 20 while dying: stabilized. The death clock stops; unconscious at 1 HP until healed or rested.';

const dying = (items: Parameters<typeof character>[1] = []) =>
  character(
    {
      stats: { reflex: 5, resolve: 4 },
      hp: { value: 0, max: 8 },
      vitals: { status: 'dying', deathClock: 2, cause: '' },
    },
    items,
  );

const tokenStatuses = (actor: Actor.Implementation) =>
  tokenIconEffects(actor as unknown as StandInActor).flatMap((e) => [...e.statuses]);

const itemOf = (actor: Actor.Implementation, catalogueId: string) =>
  [...actor.items].find(
    (i) => (i.system as unknown as { catalogueId: string }).catalogueId === catalogueId,
  ) as GearItem;

/** Stable: unconscious at 1 HP, the clock stopped (a turn start ticks nothing), shown on the token. */
async function expectStable(actor: CountdownCharacter) {
  expect(actor.system.hp.value).toBe(1);
  expect(actor.system.vitals).toMatchObject({ status: 'stable', deathClock: 0 });
  expect(actor.statuses.has('stable')).toBe(true);
  expect(actor.statuses.has('dying')).toBe(false);
  expect(tokenStatuses(actor)).toContain('stable');
  expect(tokenStatuses(actor)).not.toContain('dying');
  const count = game.messages!.contents.length;
  expect(await tickDeathClock(actor)).toMatchObject({ ok: false });
  expect(game.messages!.contents).toHaveLength(count);
  expect(actor.system.vitals.status).toBe('stable');
}

function expectAwake(actor: CountdownCharacter, hp: number) {
  expect(actor.system.hp.value).toBe(hp);
  expect(actor.system.vitals.status).toBe('conscious');
  expect(actor.statuses.has('stable')).toBe(false);
  expect(tokenStatuses(actor)).not.toContain('stable');
}

describe('a natural 20 while dying stabilizes, as Stabilize does (CD-10)', () => {
  beforeEach(async () => {
    standIn.reset();
    await settings().set(SYSTEM_ID, 'skipRollDialog', true);
  });

  it('on a check from the sheet; a healing item then wakes them', async () => {
    const hero = await dying([gear('healingHerbs')]);
    standIn.actAs(standIn.users.player);
    const sheet = await openSheet(hero);
    standIn.queueFaces(20);
    await sheet.clickAction(
      sheet.element.querySelector<HTMLElement>('[data-action="roll"][data-rollable="stat.resolve"]')!,
    );
    await standIn.settled();
    await expectStable(hero);
    expect(await cardText(lastMessage())).toContain(STABILIZED);
    await useHealingItem(hero, itemOf(hero, 'healingHerbs'));
    expectAwake(hero, 2);
  });

  it('on a defense answering a monster’s attack: the hit avoided; Field Surgery then wakes them', async () => {
    const raider = await monster({ damage: { count: 1, faces: 6, bonus: 0 } });
    const hero = await dying();
    const request = (await monsterAttack(raider, [hero]))!;
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(20);
    await press(
      (await cardAs(request, standIn.users.player)).querySelector<HTMLElement>(
        `[data-action="manifold.requestRoll"][data-actor="${hero.uuid}"]`,
      ),
    );
    const answer = lastMessage();
    expect(rollOf<CountdownDefenseRoll>(answer)!.resolved).toMatchObject({ avoided: true, damage: null });
    expect(requestOf(request)!.rows[0]!.result).toBe('Dodged (20 against Difficulty 15)');
    expect(
      (await cardAs(answer, standIn.users.player)).querySelector('[data-action="countdown.applyDefense"]'),
    ).toBeNull();
    expect(await cardText(answer)).toContain(STABILIZED);
    await expectStable(hero);

    const surgeon = await character(
      { stats: { lore: 6 }, skills: skills(['medicine']) },
      [classItem('surgeon'), gear('surgeonsKit')],
      standIn.users.other,
      'Surgeon',
    );
    standIn.actAs(standIn.users.other);
    standIn.queueFaces(11, 5);
    await fieldSurgery(surgeon, hero, { fastForward: true });
    const surgery = game.messages!.contents.findLast((m) => rollOf(m) instanceof CountdownHealingRoll)!;
    await press(
      (await cardAs(surgery, standIn.users.other)).querySelector<HTMLElement>('[data-action="countdown.applyHealing"]'),
    );
    expectAwake(hero, 6);
  });

  it('on a check answering the GM’s request; a long rest then wakes them', async () => {
    const hero = await dying([gear('rations', 1)]);
    standIn.actAs(standIn.users.gm);
    const request = (await postRequest(
      registry,
      'countdown',
      { kind: 'stat', options: { stat: 'resolve', difficulty: 0 } },
      [hero],
    ))!;
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(20);
    const answer = (await answerRequest(registry, request, hero.uuid, { fastForward: true }))!;
    await standIn.settled();
    expect(requestOf(request)!.rows[0]!.result).toBe('Critical: 20 against Difficulty 16');
    expect(await cardText(answer)).toContain(STABILIZED);
    await expectStable(hero);
    standIn.queueFaces(3);
    await longRest(hero, { fastForward: true });
    expectAwake(hero, 8);
  });
});
