/**
 * Group rolls: the GM opens the card, each participant's owner rolls their own part from it, the
 * GM records each part (the successes read from the part's own roll), and the card pools them in
 * contest or threshold mode — with the refused cases.
 */
import { localize } from '../../../src/foundry/i18n';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { groupPartQuery } from '../../../src/rulesets/hitdice/chat/queries';
import {
  groupCardContext,
  groupOf,
  startGroupRoll,
  type GroupCardData,
} from '../../../src/rulesets/hitdice/flows/group';
import { bootHitdice, cardFor, click, makeActor, messages } from '../fixtures';

beforeAll(async () => {
  await bootHitdice();
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
});

/** Sorah (who has a wilderness ability) and Bram, and the group card the GM opens for both. */
async function openGroup() {
  const sorah = await makeActor({
    name: 'Sorah',
    system: { level: 3 },
    items: [{ name: 'Tracker', type: 'hitdice-ability', system: { tier: 'basic', skill: 'wilderness', bonusDice: 1 } }],
  });
  const bram = await makeActor({ name: 'Bram', owner: standIn.users.other, system: { level: 1 } });
  const message = (await startGroupRoll({
    fastForward: true,
    candidates: [sorah, bram],
  })) as ChatMessage.Implementation;
  return { sorah, message };
}

/** The group as its card shows it (the message's system, which the GM rewrites with each part). */
const shownGroup = (message: ChatMessage.Implementation) => message.system as GroupCardData;

describe('group rolls', () => {
  beforeEach(() => standIn.reset());

  it('everyone rolls their part from one card; the successes pool against the requirement', async () => {
    const { sorah, message } = await openGroup();
    expect(groupOf(message)).toMatchObject({
      mode: 'threshold',
      required: 2,
      participants: [{ name: 'Sorah' }, { name: 'Bram' }],
    });
    // Each player sees only their own participant's button.
    const forSorah = await cardFor(message, standIn.users.player);
    expect([...forSorah.querySelectorAll<HTMLElement>('[data-action]')].map((b) => b.dataset.actor)).toEqual([
      sorah.uuid,
    ]);
    standIn.queueFaces(5, 6); // Sorah: Proficiency 2 at 5+ → 3 successes
    await click(forSorah.querySelector('[data-action]'), standIn.users.player);
    expect(groupOf(message)!.participants[0]!.part).toMatchObject({ successes: 3, burned: 0 });
    const context = groupCardContext(shownGroup(message), localize);
    expect(context.total).toBe('Pooled: 3 of 2');
    expect(context.outcome).toBeNull(); // Bram has not rolled
    standIn.queueFaces(2);
    await click((await cardFor(message, standIn.users.other)).querySelector('[data-action]'), standIn.users.other);
    const done = groupCardContext(shownGroup(message), localize);
    expect(done.outcome).toEqual({
      label: 'The group succeeds — 1 extra successes of quality or speed',
      tone: 'success',
    });
    // The parts are ordinary action cards, each spoken by its participant.
    expect(messages().filter((m) => m.rolls?.length)).toHaveLength(2);
  });

  it('refuses a part that is not the requester’s, not of this group, or already recorded', async () => {
    const { message: group } = await openGroup();
    standIn.queueFaces(5, 5);
    await click((await cardFor(group, standIn.users.player)).querySelector('[data-action]'), standIn.users.player);
    const part = messages().find((m) => m.rolls?.length)!;
    const payload = { groupMessageId: group.id!, partMessageId: part.id! };
    expect(await groupPartQuery.permitted(payload, standIn.users.player as never)).toBe(false); // already recorded
    expect(await groupPartQuery.permitted(payload, standIn.users.other as never)).toBe(false); // not theirs
    expect(
      await groupPartQuery.permitted({ ...payload, groupMessageId: part.id! }, standIn.users.player as never),
    ).toBe(false);
  });
});
