/**
 * Resolve checks in play (HD-7): raised by the printed triggers, prompted on the owner's screen (a
 * whispered card with a button only they can use, and a banner on their sheet), at most one per
 * round; stabilized characters hold without a roll; dying characters check each round; death.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { cardText, registeredCardActions } from '../../foundry/cards';
import { REQUEST_ROLL } from '../../../src/foundry/requests/card';
import { HitdiceResolveRoll } from '../../../src/rulesets/hitdice/dice/resolve-roll';
import { pendingCheckOf, raiseRoundEvent } from '../../../src/rulesets/hitdice/flows/resolve';
import { enemyEffectAction } from '../../../src/rulesets/hitdice/flows/universal';
import { activeCombat } from '../../foundry/test-combat';
import { bootHitdice, cardFor, click, lastMessage, makeActor, messages, sys } from '../fixtures';

beforeAll(async () => {
  await bootHitdice();
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
});

const checks = () => messages().filter((m) => m.rolls?.[0] instanceof HitdiceResolveRoll);
const statuses = (actor: Actor.Implementation) => [...(actor as unknown as { statuses: Set<string> }).statuses].sort();

const inCombat = (actor: Actor.Implementation) => activeCombat([actor]);

describe('Resolve checks (HD-7)', () => {
  beforeEach(() => standIn.reset());

  it('the GM raises one for an enemy effect; the owner rolls it from the prompt, nobody else can', async () => {
    const sorah = await makeActor({ name: 'Sorah' });
    await enemyEffectAction(sorah); // as the GM
    const prompt = lastMessage();
    expect(await cardText(prompt)).toContain('Enemy effect');
    expect(pendingCheckOf(sorah)).toEqual({ messageId: prompt.id, triggers: ['enemyEffect'] });
    expect((await cardFor(prompt, standIn.users.other)).querySelector('[data-action]')).toBeNull();
    const card = await cardFor(prompt, standIn.users.player);
    standIn.queueFaces(4); // 4 or less: lose 1
    await click(card.querySelector<HTMLElement>('[data-action="manifold.requestRoll"]'), standIn.users.player);
    const roll = checks()[0]!.rolls[0] as unknown as HitdiceResolveRoll;
    expect(roll.check).toMatchObject({ face: 4, outcome: 'lose', resolveBefore: 5, resolveAfter: 4 });
    expect(sys(sorah).resolve.value).toBe(4);
    expect(pendingCheckOf(sorah)).toBeNull();
    // The prompt is spent: its button is gone, and a click on an old copy does nothing.
    expect((await cardFor(prompt, standIn.users.player)).querySelector('[data-action]')).toBeNull();
    expect(
      await registeredCardActions()
        .get(REQUEST_ROLL)!
        .permitted({
          message: prompt,
          button: card.querySelector<HTMLElement>('[data-action="manifold.requestRoll"]')!,
          user: standIn.users.player as never,
        }),
    ).toBe(false);
  });

  it('at most one check a round, however many triggers', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { level: 3 } });
    const combat = inCombat(sorah);
    await combat.startCombat();
    const first = await raiseRoundEvent(sorah, { failedExpert: true });
    expect(first.resolveCheck).toBe(true);
    const before = messages().length;
    const second = await raiseRoundEvent(sorah, { enemyEffect: true });
    expect(second).toMatchObject({ resolveCheck: false, triggers: ['enemyEffect'] });
    expect(messages()).toHaveLength(before); // no second prompt
    const card = await cardFor(messages().at(-1)!, standIn.users.player);
    standIn.queueFaces(6);
    await click(card.querySelector<HTMLElement>('[data-action="manifold.requestRoll"]'), standIn.users.player);
    expect(sys(sorah).resolve.value).toBe(5); // a 6 gains, but never above 5
    // Made this round: the next trigger raises nothing until the next round.
    expect((await raiseRoundEvent(sorah, { hitAtZero: true })).resolveCheck).toBe(false);
    standIn.actAs(standIn.users.gm); // the GM advances the tracker (a player may not end the round)
    await combat.nextTurn();
    expect((await raiseRoundEvent(sorah, { hitAtZero: true })).resolveCheck).toBe(true);
  });

  it('a stabilized character holds without a roll, and the mark is used up', async () => {
    const sorah = await makeActor({
      name: 'Sorah',
      system: { body: { value: 0 }, resolve: { value: 2 }, stabilized: true },
    });
    await raiseRoundEvent(sorah, { dying: true });
    await click(
      (await cardFor(lastMessage(), standIn.users.player)).querySelector('[data-action]'),
      standIn.users.player,
    );
    const roll = checks()[0]!.rolls[0] as unknown as HitdiceResolveRoll;
    expect(roll.formula).toBe('0');
    expect(roll.check).toMatchObject({ face: null, automatic: true, outcome: 'hold' });
    expect(sys(sorah)).toMatchObject({ resolve: { value: 2 }, stabilized: false });
  });

  it('a dying character is prompted at the start of each of its turns; 0 Resolve at 0 HD is death', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { body: { value: 0 }, resolve: { value: 1 } } });
    const combat = inCombat(sorah);
    await combat.startCombat(); // the GM's client runs the turn's start
    expect(await cardText(lastMessage())).toContain('Dying');
    standIn.queueFaces(2);
    await click(
      (await cardFor(lastMessage(), standIn.users.player)).querySelector('[data-action]'),
      standIn.users.player,
    );
    expect(sys(sorah)).toMatchObject({ resolve: { value: 0 }, dead: true });
    expect(await (checks()[0]!.rolls[0] as unknown as HitdiceResolveRoll).render()).toContain('Dead');
    // The token says so: the owner's update brought the statuses in line.
    expect(statuses(sorah)).toEqual(['dead']);
  });

  it('losing the last Resolve with hit dice left is a Collapse, shown on the token', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { resolve: { value: 1 } } });
    await enemyEffectAction(sorah);
    standIn.queueFaces(1);
    await click(
      (await cardFor(lastMessage(), standIn.users.player)).querySelector('[data-action]'),
      standIn.users.player,
    );
    expect(sys(sorah).state.life).toBe('collapsed');
    expect(statuses(sorah)).toEqual(['collapsed']);
  });
});
