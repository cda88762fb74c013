/**
 * Console attacks on what a card says was done with it. A player may write a message they wrote
 * (its flags included), so a mark kept there ("Momentum taken", "stabilized") could be cleared from
 * the browser console and the button used again; the marks live in a world setting only a GM may
 * change (src/foundry/chat/card-state.ts). Each test does the action once, then, as the player,
 * edits the flag where the mark used to live on their own message and tries to write the setting
 * (refused), then tries again: refused, and nothing changes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { allCardStates, CARD_STATE_SETTING } from '../../../src/foundry/chat/card-state';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import type { RulesetId } from '../../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { cardAs, press } from '../../foundry/cards';
// Difference
import { currentMomentum } from '../../../src/rulesets/difference/flows/momentum';
// Hitdice
import { GROUP_CARD_TYPE, groupCardData, groupOf } from '../../../src/rulesets/hitdice/flows/group';
import { sys } from '../../hitdice/fixtures';
import { rollAction, rollGroupPart } from '../../hitdice/rolls';
import {
  ashStrikesFoe,
  differenceSetting,
  hitdiceParty,
  ilsaRolls,
  ilsaRollsTaskWatchingClock,
  ilseStabilizesBram,
  orenHitsWolf,
  wardenHitsGoblin,
} from '../situations';
import { marksOf, prepareWorld, raw, storedData } from './console';

const { gm, player } = standIn.users;

/** The documents' stored data, to compare before and after. */
const snapshot = (docs: object[]): string[] => docs.map(storedData);

/**
 * As the player: edits their own message where the mark used to live (allowed: they wrote it),
 * then tries to clear every card's marks in the world setting (refused, and the marks stay).
 */
async function consoleClear(message: ChatMessage.Implementation, flags: Record<string, unknown>): Promise<void> {
  const marks = structuredClone(allCardStates());
  standIn.actAs(player);
  await raw(message).update({ flags: { [SYSTEM_ID]: flags } });
  await expect(settings().set(SYSTEM_ID, CARD_STATE_SETTING, {})).rejects.toThrow('Only a GM');
  const { [message.id!]: _mine, ...others } = marks;
  await expect(settings().set(SYSTEM_ID, CARD_STATE_SETTING, others)).rejects.toThrow('Only a GM');
  await standIn.settled();
  expect(allCardStates()).toEqual(marks);
}

const buttonOf = async (message: ChatMessage.Implementation, action: string) =>
  (await cardAs(message, player)).querySelector<HTMLElement>(`[data-action="${action}"]`);

describe('difference: Momentum, Determined and the clock, once per card', () => {
  beforeEach(() => prepareWorld('difference'));

  it('Momentum taken from a card cannot be taken again after the player clears the mark', async () => {
    const { ilsa, message } = await ilsaRolls(90);
    await press(await buttonOf(message, 'difference.momentum'));
    expect(currentMomentum().players).toBe(1);

    await consoleClear(message, { difference: { momentumTaken: false } });
    const before = snapshot([ilsa, message, marksOf(message)]);
    expect(await buttonOf(message, 'difference.momentum')).toBeNull();
    await expect(
      askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'players' }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await standIn.settled();
    expect(currentMomentum().players).toBe(1);
    expect(snapshot([ilsa, message, marksOf(message)])).toEqual(before);
  });

  it('Determined used on a card cannot be used again after the player clears the mark', async () => {
    const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);
    await press(await buttonOf(message, 'difference.determined'));
    expect(ilsa.statuses.has('determined')).toBe(false);

    await consoleClear(message, { difference: { determinedUsed: false } });
    // She is Determined again (her player may write her), as she was for the first use.
    await ilsa.toggleStatusEffect('determined', { active: true });
    await standIn.settled();
    const before = snapshot([ilsa, message, marksOf(message)]);
    const notes = game.messages!.size;
    expect(await buttonOf(message, 'difference.determined')).toBeNull();
    await expect(askGM(registry, 'difference', 'useDetermined', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(snapshot([ilsa, message, marksOf(message)])).toEqual(before);
    expect(game.messages!.size).toBe(notes);
  });

  it('a failure the player marks as Determined from the console stays a failure and earns no Momentum', async () => {
    await differenceSetting('determinedEarnsMomentum', true);
    const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);

    await consoleClear(message, { difference: { determinedUsed: true } });
    const before = snapshot([ilsa, message, marksOf(message)]);
    expect(await buttonOf(message, 'difference.momentum')).toBeNull();
    await expect(
      askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'players' }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await standIn.settled();
    expect(currentMomentum().players).toBe(0);
    expect(snapshot([ilsa, message, marksOf(message)])).toEqual(before);
  });

  it('a task roll’s time is added to the clock once, whatever the player writes on the card', async () => {
    await differenceSetting('advanceWorldTime', true);
    const { ilsa, item, message, advanced } = await ilsaRollsTaskWatchingClock();
    const once = advanced();
    expect(once).toBeGreaterThan(0);

    await consoleClear(message, { difference: { timeAdvanced: false } });
    const before = snapshot([ilsa, item, message, marksOf(message)]);
    await expect(askGM(registry, 'difference', 'advanceTime', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(advanced()).toBe(once);
    expect(snapshot([ilsa, item, message, marksOf(message)])).toEqual(before);
  });
});

describe('hitdice: a Stabilize and a group part, once per card', () => {
  beforeEach(() => prepareWorld('hitdice'));

  it('a Stabilize applied from a card cannot be applied again after the player clears the mark', async () => {
    const { healer, ally, message } = await ilseStabilizesBram();
    standIn.actAs(player);
    await askGM(registry, 'hitdice', 'stabilize', { messageId: message.id });
    await standIn.settled();
    expect(sys(ally).stabilized).toBe(true);
    // The round ends with the Stabilize unused: it lapses.
    standIn.actAs(gm);
    await ally.update({ system: { stabilized: false } });

    await consoleClear(message, { stabilizeApplied: false });
    const before = snapshot([healer, ally, message, marksOf(message)]);
    await expect(askGM(registry, 'hitdice', 'stabilize', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(sys(ally).stabilized).toBe(false);
    expect(snapshot([healer, ally, message, marksOf(message)])).toEqual(before);
  });

  it('a part is recorded once on the GM’s group card; a group card the player writes records none', async () => {
    const { sorah, bram, group } = await hitdiceParty();
    standIn.queueFaces(5, 5, 5, 5);
    await press(await buttonOf(group, 'hitdice.groupRoll'));
    expect(groupOf(group)!.participants[0]!.part).not.toBeNull();

    // The GM's card is not the player's to write; what it shows is not what the GM goes by anyway.
    standIn.actAs(player);
    const reopened = groupOf(group)!.participants.map((p) => ({ uuid: p.uuid, name: p.name, part: null }));
    await expect(raw(group).update({ system: { participants: reopened } })).rejects.toThrow();
    await expect(settings().set(SYSTEM_ID, CARD_STATE_SETTING, {})).rejects.toThrow('Only a GM');
    expect(await buttonOf(group, 'hitdice.groupRoll')).toBeNull();
    standIn.queueFaces(6, 6, 6, 6);
    const again = (await rollAction(
      sorah,
      { kind: 'skill', label: 'Again', groupMessageId: group.id!, required: null },
      { fastForward: true },
    ))!;
    let before = snapshot([sorah, bram, group, marksOf(group)]);
    await expect(
      askGM(registry, 'hitdice', 'groupPart', { groupMessageId: group.id, partMessageId: again.id }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await standIn.settled();
    expect(snapshot([sorah, bram, group, marksOf(group)])).toEqual(before);

    // A group card of the player's own showing the group, Sorah's part still open.
    const state = {
      mode: 'threshold' as const,
      skill: 'none' as const,
      required: 2,
      participants: [{ ...groupOf(group)!.participants[0]!, part: null }],
    };
    const own = (await ChatMessage.implementation.create({
      type: GROUP_CARD_TYPE,
      system: groupCardData(state),
      flags: { [SYSTEM_ID]: { ruleset: 'hitdice' } },
    }))!;
    await expect(
      settings().set(SYSTEM_ID, CARD_STATE_SETTING, { ...allCardStates(), [own.id!]: { hitdiceGroup: state } }),
    ).rejects.toThrow('Only a GM');
    expect(await buttonOf(own, 'hitdice.groupRoll')).toBeNull();
    expect(await rollGroupPart(own, sorah, true)).toBeNull();
    standIn.queueFaces(6, 6, 6, 6);
    const part = (await rollAction(
      sorah,
      { kind: 'skill', label: 'Mine', groupMessageId: own.id!, required: null },
      { fastForward: true },
    ))!;
    before = snapshot([sorah, own, marksOf(own)]);
    await expect(
      askGM(registry, 'hitdice', 'groupPart', { groupMessageId: own.id, partMessageId: part.id }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await standIn.settled();
    expect(snapshot([sorah, own, marksOf(own)])).toEqual(before);
  });
});

/**
 * Damage applied once: the GM marks the card in the job that applies it. The player then clears
 * the old flag on their own card, fails to clear the setting, and asks again — refused, and the
 * target keeps its HP.
 */
describe('relic, cryture and countdown: damage applied once per card', () => {
  const cases: Record<
    string,
    {
      ruleset: RulesetId;
      query: string;
      oldFlags: Record<string, unknown>;
      situation(): Promise<{ message: ChatMessage.Implementation; victim: object }>;
    }
  > = {
    'relic applyDamage (the old relicCard flag)': {
      ruleset: 'relic',
      query: 'applyDamage',
      oldFlags: { relicCard: null },
      async situation() {
        const { wolf, message } = await orenHitsWolf();
        return { message, victim: wolf };
      },
    },
    'cryture applyHits (the old crytureApplied flag)': {
      ruleset: 'cryture',
      query: 'applyHits',
      oldFlags: { crytureApplied: false },
      async situation() {
        const { foe, message } = await ashStrikesFoe();
        return { message, victim: foe };
      },
    },
    'countdown applyAttack (the old countdown.applied flag)': {
      ruleset: 'countdown',
      query: 'applyAttack',
      oldFlags: { countdown: { applied: false } },
      async situation() {
        const { goblin, message } = await wardenHitsGoblin();
        return { message, victim: goblin };
      },
    },
  };
  for (const [name, c] of Object.entries(cases)) {
    it(name, async () => {
      await prepareWorld(c.ruleset);
      const { message, victim } = await c.situation();
      standIn.actAs(player);
      await askGM(registry, c.ruleset, c.query, { messageId: message.id });
      await standIn.settled();
      const before = snapshot([victim, marksOf(message)]);
      expect(Object.keys(allCardStates()[message.id!] ?? {}).length, 'the card is marked').toBeGreaterThan(0);
      await consoleClear(message, c.oldFlags);
      standIn.actAs(player);
      await expect(askGM(registry, c.ruleset, c.query, { messageId: message.id })).rejects.toThrow(
        'MANIFOLD.relay.notPermitted',
      );
      await standIn.settled();
      expect(snapshot([victim, marksOf(message)])).toEqual(before);
    });
  }
});
