/**
 * Countdown dice (CD-3, CD-6): starting sizes by quantity from each item's own die, the Trigger
 * button's Roll over an ordinary die, the step down on a 1, the exhausted card and what
 * exhaustion means, expected triggers left computed exactly, and the requests that ask holders
 * to trigger their dice.
 */
import { cardText, drawnCard } from '../../foundry/cards';
import { triggerItem } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { startingCountdown } from '../../../src/rulesets/countdown/data/catalogue';
import { countdownSummary, type CountdownItem } from '../../../src/rulesets/countdown/flows/countdown-dice';
import { requestTriggers } from '../../../src/rulesets/countdown/chat/requests';
import { advanceExplorationTurn } from '../../../src/rulesets/countdown/flows/gm';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownDieRoll } from '../../../src/rulesets/countdown/dice/countdown-die-roll';
import { DIE_SIZES } from '../../../src/rulesets/countdown/rules';
import { character, gear, lastMessage, openSheet, registry } from '../fixtures';

const itemOf = (actor: Actor.Implementation, catalogueId: string) =>
  [...actor.items].find(
    (i) => (i.system as unknown as { catalogueId: string }).catalogueId === catalogueId,
  ) as CountdownItem;

/** Expected triggers until exhaustion by value iteration on the chain (independent of the engine). */
function expectedByIteration(start: number): number {
  const sizes = [...DIE_SIZES];
  const e: Record<number, number> = {};
  for (const n of sizes) {
    const smaller = sizes.filter((s) => s < n);
    const below = smaller.length ? e[smaller[smaller.length - 1]!]! : 0;
    // E(n) = 1 + (1/n)·E(below) + ((n−1)/n)·E(n)  ⇒  E(n) = n + E(below)
    let x = 0;
    for (let i = 0; i < 10_000; i++) x = 1 + (1 / n) * below + ((n - 1) / n) * x;
    e[n] = x;
  }
  return e[start]!;
}

describe('starting sizes by quantity (CD-6)', () => {
  // Steps up from the item's own die: 1 unit +0, 2 +1, 3 +2, 4–5 +3, 6+ +4, never above cd12.
  const table: [string, number, number, number][] = [
    ['torch', 1, 1, 6],
    ['torch', 2, 1, 8],
    ['torch', 3, 1, 10], // "Carrying 3 torches? Start at cd10"
    ['torch', 4, 1, 12],
    ['torch', 6, 1, 12],
    ['lantern', 1, 1, 8],
    ['lantern', 2, 1, 10],
    ['rations', 1, 3, 8], // "Rations (3) … cd8 for 3"
    ['rations', 2, 3, 12],
    ['ammunition', 1, 20, 8],
    ['ammunition', 2, 20, 10],
    ['spellComponents', 1, 1, 6],
    ['morale', 1, 1, 8],
    ['custom', 1, 1, 4], // no die of its own: the table as printed
    ['custom', 2, 1, 6],
    ['custom', 3, 1, 8],
    ['custom', 4, 1, 10],
    ['custom', 5, 1, 10],
    ['custom', 6, 1, 12],
    ['custom', 0, 1, 0],
  ];
  for (const [resource, quantity, bundle, die] of table) {
    it(`${quantity} × ${resource} (bundle ${bundle}) starts at ${die ? `cd${die}` : 'exhausted'}`, () => {
      expect(startingCountdown(resource as never, quantity, bundle)).toBe(die);
    });
  }

  it('catalogue items start at their size: two torches of the Crawling Kit are cd8', () => {
    expect((gear('torch', 2).system as { countdown: { die: number } }).countdown.die).toBe(8);
  });
});

describe('expected triggers left, exactly', () => {
  for (const size of DIE_SIZES) {
    it(`cd${size}`, () => {
      const summary = countdownSummary({
        countdown: { enabled: true, die: size, resource: 'custom', onTurn: false },
      } as never);
      expect(summary.expected).toBeCloseTo(expectedByIteration(size), 9);
      expect(summary.odds.headline.probability).toBe(1 - 1 / size);
    });
  }
});

describe('the Trigger button', () => {
  beforeEach(() => standIn.reset());

  it('rolls a real d6 for a cd6; a 1 steps it down to cd4; the sheet shows the new die and its expectation', async () => {
    const actor = await character({}, [gear('torch', 1, { lit: true })]);
    standIn.actAs(standIn.users.player);
    const torch = itemOf(actor, 'torch');
    const sheet = await openSheet(torch);
    standIn.queueFaces(1);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="trigger"]')!);
    const roll = rollOf<CountdownDieRoll>(lastMessage())!;
    expect(roll.formula).toBe('1d6[countdown]');
    expect(roll.resolved.result).toMatchObject({ before: 6, face: 1, steppedDown: true, exhausted: false });
    expect(torch.system.countdown.die).toBe(4);
    const html = await roll.render();
    expect(html).toContain('cd6');
    expect(html).toContain('Rolled a 1: steps down to cd4');
    const actorSheet = await openSheet(actor);
    expect(actorSheet.partsHTML.inventory).toContain('cd4');
    expect(actorSheet.partsHTML.inventory).toContain('≈ 4 triggers left');
  });

  it('any other face holds the size', async () => {
    const actor = await character({}, [gear('lantern')]);
    standIn.queueFaces(5);
    await triggerItem(itemOf(actor, 'lantern'));
    expect(itemOf(actor, 'lantern').system.countdown.die).toBe(8);
    expect(await rollOf(lastMessage())!.render()).toContain('Holds at cd8');
  });

  it('a 1 on cd4 exhausts it: the torch goes dark, rations leave the holder starving, the die cannot be triggered again', async () => {
    const actor = await character({}, [
      gear('torch', 1, { lit: true, countdown: { enabled: true, die: 4, resource: 'torch', onTurn: false } }),
      gear('rations', 1, { countdown: { enabled: true, die: 4, resource: 'rations', onTurn: false } }),
    ]);
    standIn.queueFaces(1, 1);
    await triggerItem(itemOf(actor, 'torch'));
    expect(itemOf(actor, 'torch').system).toMatchObject({ lit: false, countdown: { die: 0 } });
    expect(await rollOf(lastMessage())!.render()).toContain('Exhausted &#x3D; darkness');
    await triggerItem(itemOf(actor, 'rations'));
    expect(actor.statuses.has('starving')).toBe(true);
    const count = game.messages!.size;
    expect(await triggerItem(itemOf(actor, 'torch'))).toBeNull();
    expect(game.messages!.size).toBe(count);
    expect(standIn.notifications.at(-1)!.message).toMatch(/exhausted/);
  });
});

describe('requests to trigger', () => {
  beforeEach(async () => {
    standIn.reset();
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'lightTriggers'), 'owner');
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'tracker'), {});
  });

  async function buttons(message: ChatMessage.Implementation, user = game.user!) {
    const html = await drawnCard(message);
    await wireCardActions(registry, message, html, user as never);
    return [...html.querySelectorAll<HTMLElement>('[data-action="countdown.triggerItem"]')];
  }

  it('an exploration turn asks each holder of a lit light to trigger it, once, and no one else', async () => {
    const mine = await character({}, [gear('torch', 2, { lit: true }), gear('lantern')]);
    const theirs = await character({}, [gear('torch', 1, { lit: true })], standIn.users.other, 'Other');
    await advanceExplorationTurn();
    const request = lastMessage();
    expect(await buttons(request, standIn.users.gm as never)).toHaveLength(2);
    const forPlayer = await buttons(request, standIn.users.player as never);
    expect(forPlayer.map((b) => b.dataset.item)).toEqual([itemOf(mine, 'torch').uuid]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(3);
    forPlayer[0]!.click();
    await standIn.settled();
    expect(rollOf<CountdownDieRoll>(lastMessage())!.request).toMatchObject({
      forRequest: request.id,
      itemUuid: itemOf(mine, 'torch').uuid,
    });
    expect(await buttons(request, standIn.users.player as never)).toHaveLength(0);
    expect((await buttons(request, standIn.users.other as never)).map((b) => b.dataset.item)).toEqual([
      itemOf(theirs, 'torch').uuid,
    ]);
  });

  it('or the GM’s client triggers them at once (world setting)', async () => {
    const mine = await character({}, [gear('torch', 1, { lit: true })]);
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'lightTriggers'), 'automatic');
    standIn.queueFaces(1);
    await advanceExplorationTurn();
    expect(itemOf(mine, 'torch').system.countdown.die).toBe(4);
  });

  it('a start-of-turn request lists only dice marked to trigger on the holder’s turn', async () => {
    const actor = await character({}, [
      gear('torch', 1, { countdown: { enabled: true, die: 6, resource: 'torch', onTurn: true } }),
      gear('lantern'),
    ]);
    const message = await requestTriggers('turnStart', [{ actor, item: itemOf(actor, 'torch') }]);
    expect(await buttons(message!, standIn.users.player as never)).toHaveLength(1);
    expect(await requestTriggers('turnStart', [])).toBeNull();
  });
});

describe('a campfire', () => {
  beforeEach(() => standIn.reset());

  it('takes 3 torches and lights near distance with no countdown; refused with fewer', async () => {
    const { campfire } = await import('../../../src/rulesets/countdown/flows/campfire');
    const actor = await character({}, [gear('torch', 2, { lit: true }), gear('torch', 2)]);
    await campfire(actor);
    const torches = [...actor.items].map((i) => i.system as unknown as { quantity: number; lit: boolean });
    expect(torches.map((t) => t.quantity)).toEqual([0, 1]);
    expect(torches[0]!.lit).toBe(false);
    expect(await cardText(lastMessage())).toContain('The campfire is lit');
    await campfire(actor);
    expect(standIn.notifications.at(-1)!.message).toMatch(/3 torches \(1 carried\)/);
  });
});
