/**
 * Defense in play (HD-4 … HD-6, HD-9): the attack card's button lets the target's owner resolve
 * the attack's effect against their layers, one hit die at a time, with Foundry dice; the card
 * shows every die rolled and lost per layer; the layers update; nobody else may click it.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import type { HitdiceActionRoll } from '../../../src/rulesets/hitdice/dice/action-roll';
import { HitdiceDefenseRoll } from '../../../src/rulesets/hitdice/dice/defense-roll';
import { defenseDialogConfig, defenseRequestOf } from '../../../src/rulesets/hitdice/flows/defense';
import { defendAction } from '../../../src/rulesets/hitdice/chat/card-actions';
import { sustainChance } from '../../../src/rulesets/hitdice/rules';
import { bootHitdice, cardFor, click, goblinAttack, makeActor, messages, sys } from '../fixtures';

beforeAll(async () => {
  await bootHitdice();
  await settings().set(SYSTEM_ID, 'skipRollDialog', true); // card buttons roll without the dialog in these tests
});

/** "Character: 5d8 body + 2d6 armor, Defense Capacity 1" (level 1 Balanced in light armor). */
async function bram(owner = standIn.users.player) {
  return makeActor({
    name: 'Bram',
    owner,
    system: { level: 1, body: { value: 5 }, armor: { value: 2 } },
    items: [{ name: 'Leathers', type: 'hitdice-armor', system: { kind: 'light', equipped: true } }],
  });
}

const defenses = () => messages().filter((m) => m.rolls?.[0] instanceof HitdiceDefenseRoll);

describe('defense against an attack (HD-4)', () => {
  beforeEach(() => standIn.reset());

  it("the document's example, die by die: 3 HD, capacity 1 → 4d8 body, 0 armor", async () => {
    const target = await bram();
    // A level-3 goblin (Proficiency 2), Basic 2+: 6, 6 = 4 successes, 3 beyond the one required → 1 + 2 = 3 HD (HD-2).
    const message = await goblinAttack([target], [6, 6], 3);
    expect((message.rolls[0] as unknown as HitdiceActionRoll).actionResult!.effect).toBe(3);
    const card = await cardFor(message, standIn.users.player);
    standIn.queueFaces(3); // "1st HD: Roll 1d6 armor → 3 ❌"
    await click(card.querySelector<HTMLElement>('[data-action="hitdice.defend"]'), standIn.users.player);
    const defense = defenses().at(-1)!.rolls[0] as unknown as HitdiceDefenseRoll;
    expect(defense.defense!.steps.map((s) => [s.layer, s.face, s.outcome])).toEqual([
      ['armor', 3, 'lost'], // armor 2d6 → 1d6
      ['armor', null, 'autoLost'], // no rolls left: armor 1d6 → 0
      ['body', null, 'autoLost'], // body 5d8 → 4d8
    ]);
    expect(sys(target).body.value).toBe(4);
    expect(sys(target).armor.value).toBe(0);
    expect(defense.formula).toBe('1d6[armor]');
    const html = await defense.render();
    expect(html).toContain('3 dice lost: 2 Armor, 1 Body');
    expect(html).toContain('2 → 0 (lost 2)');
    expect(html).toContain('5 → 4 (lost 1)');
  });

  it('one die lost is worded for one: "1 die lost", not "1 dice lost"', async () => {
    const target = await bram();
    // A level-1 goblin, Basic 2+: a 2 is one success, the one required → 1 HD.
    const message = await goblinAttack([target], [2]);
    const card = await cardFor(message, standIn.users.player);
    standIn.queueFaces(3); // armor d6 → 3, lost
    await click(card.querySelector<HTMLElement>('[data-action="hitdice.defend"]'), standIn.users.player);
    const html = await (defenses().at(-1)!.rolls[0] as unknown as HitdiceDefenseRoll).render();
    expect(html).toContain('1 die lost: 1 Armor');
    expect(html).not.toContain('dice lost');
  });

  it('only the target’s owner sees and may use the button; a target defends once', async () => {
    const target = await bram(standIn.users.player);
    const message = await goblinAttack([target], [6]);
    expect((await cardFor(message, standIn.users.other)).querySelector('[data-action="hitdice.defend"]')).toBeNull();
    const forOwner = await cardFor(message, standIn.users.player);
    const button = forOwner.querySelector<HTMLElement>('[data-action="hitdice.defend"]')!;
    expect(button).not.toBeNull();
    // The rule itself, for another user, and a card wired for the owner but clicked by someone else.
    expect(defendAction.permitted({ message, button, user: standIn.users.other as never })).toBe(false);
    const stale = await cardFor(message, standIn.users.player);
    await click(stale.querySelector<HTMLElement>('[data-action="hitdice.defend"]'), standIn.users.other);
    expect(defenses()).toHaveLength(0);
    expect(sys(target).armor.value).toBe(2);
    standIn.queueFaces(1, 1);
    await click(button, standIn.users.player);
    expect(defenses()).toHaveLength(1);
    // Defended: the button is gone for everyone.
    expect((await cardFor(message, standIn.users.player)).querySelector('[data-action="hitdice.defend"]')).toBeNull();
  });

  it('an attack with no targets lets a player defend with their own character, not someone else’s', async () => {
    const mine = await bram(standIn.users.player);
    (standIn.users.player as unknown as { character: unknown }).character = mine;
    const message = await goblinAttack([], [6]);
    expect((await cardFor(message, standIn.users.other)).querySelector('[data-action="hitdice.defend"]')).toBeNull();
    const card = await cardFor(message, standIn.users.player);
    standIn.queueFaces(6);
    await click(card.querySelector<HTMLElement>('[data-action="hitdice.defend"]'), standIn.users.player);
    const result = (defenses()[0]!.rolls[0] as unknown as HitdiceDefenseRoll).defense!;
    expect(result.damage).toBe(2);
    expect(sys(mine).armor.value).toBe(1); // 6 sustains the first, the second is lost without a roll
    (standIn.users.player as unknown as { character: unknown }).character = null;
  });

  it('a failed attack offers no defense, and the damage always comes from the attack’s own roll', async () => {
    const target = await bram();
    const missed = await goblinAttack([target], [1]);
    expect((await cardFor(missed, standIn.users.player)).querySelector('[data-action="hitdice.defend"]')).toBeNull();
  });

  it('losing a body die raises the Resolve check (lost HD this round), which a setting can leave out', async () => {
    const target = await bram();
    let message = await goblinAttack([target], [6]);
    standIn.queueFaces(1);
    await click(
      (await cardFor(message, standIn.users.player)).querySelector('[data-action="hitdice.defend"]'),
      standIn.users.player,
    );
    expect(target.getFlag('manifold' as never, 'hitdiceCheck' as never)).toBeTruthy();
    standIn.actAs(standIn.users.gm);
    await settings().set(SYSTEM_ID, 'hitdice.hdLostTrigger', false);
    // Level 3 (Proficiency 2): two armor dice lost are not a heavy loss (that takes 3).
    const other = await makeActor({
      system: { level: 3, body: { value: 8 }, armor: { value: 2 } },
      items: [{ name: 'Leathers', type: 'hitdice-armor', system: { kind: 'light', equipped: true } }],
    });
    message = await goblinAttack([other], [6]);
    standIn.queueFaces(1, 1);
    await click(
      (await cardFor(message, standIn.users.player)).querySelector('[data-action="hitdice.defend"]'),
      standIn.users.player,
    );
    expect(sys(other).armor.value).toBe(0);
    expect(other.getFlag('manifold' as never, 'hitdiceCheck' as never)).toBeUndefined();
    standIn.actAs(standIn.users.gm);
    await settings().set(SYSTEM_ID, 'hitdice.hdLostTrigger', true);
  });
});

describe('defense odds and the sustain threshold (HD-9)', () => {
  beforeEach(() => standIn.reset());

  it('the dialog shows, per layer, the chance of losing 0, 1, 2… dice, and they add up', async () => {
    const target = await makeActor({
      system: { level: 5, guard: { value: 2, max: 2 }, barrier: { value: 1, max: 1 }, body: { value: 12 } },
    });
    const message = await goblinAttack([target], [6, 6, 6], 5); // Proficiency 3: 6 successes → 1 + 3 = 4 HD
    const attackRoll = message.rolls[0] as unknown as HitdiceActionRoll;
    expect(attackRoll.actionResult!.effect).toBe(4);
    const { request } = defenseRequestOf(target, attackRoll, message.id!);
    const evaluation = defenseDialogConfig('T', request).evaluate({});
    const guard = evaluation.notes!.find((n) => n.label.startsWith('Guard d6 ×2'))!;
    expect(guard.value).toMatch(/^0: .+ · 1: .+ · 2: .+$/);
    const total = evaluation.odds!.bars.reduce((s, b) => s + b.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(evaluation.odds!.bars).toHaveLength(5); // 0 … 4 dice lost
  });

  it('the sustain threshold is a world setting, default 5, read by the defense and shown exactly', async () => {
    const target = await bram();
    const message = await goblinAttack([target], [6]);
    expect(defenseRequestOf(target, message.rolls[0] as never, message.id!).request.sustainThreshold).toBe(5);
    expect(sustainChance(6, 5)).toBe(2 / 6);
    standIn.actAs(standIn.users.gm);
    await settings().set(SYSTEM_ID, 'hitdice.sustainThreshold', 4);
    expect(defenseRequestOf(target, message.rolls[0] as never, message.id!).request.sustainThreshold).toBe(4);
    standIn.queueFaces(4); // sustains at 4+
    await click(
      (await cardFor(message, standIn.users.player)).querySelector('[data-action="hitdice.defend"]'),
      standIn.users.player,
    );
    const result = (defenses()[0]!.rolls[0] as unknown as HitdiceDefenseRoll).defense!;
    expect(result.steps[0]).toMatchObject({ face: 4, outcome: 'sustained' });
    standIn.actAs(standIn.users.gm);
    await settings().set(SYSTEM_ID, 'hitdice.sustainThreshold', 5);
  });
});
