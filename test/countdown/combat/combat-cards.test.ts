/**
 * Attacks and defense (CD-2): a player's attack card applies damage to the monster through the GM
 * (rebuilt from the GM's copy of the roll and the world, refused to anyone but its author); a monster's attack is a
 * card asking the targeted player to dodge or block, whose failure applies damage minus Armor to
 * their own character; Defend gives advantage (CD-7); massive damage kills (CD-5).
 */
import { cardText } from '../../foundry/cards';
import { rollAttackWith } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { attackDialog, type WeaponItem } from '../../../src/rulesets/countdown/flows/attack';
import { defenseDialog, likelierMethod } from '../../../src/rulesets/countdown/flows/defense';
import { monsterAttack } from '../../../src/rulesets/countdown/flows/gm';
import { attackOf } from '../../../src/rulesets/countdown/flows/requests';
import { requestOf, waitingRows } from '../../../src/foundry/requests/state';
import { cardMarked, rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownAttackRoll } from '../../../src/rulesets/countdown/dice/attack-roll';
import type { CountdownDefenseRoll } from '../../../src/rulesets/countdown/dice/defense-roll';
import { armor, character, classItem, gear, lastMessage, monster, registry, weapon } from '../fixtures';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';

async function view(message: ChatMessage.Implementation, user = game.user!) {
  const html = document.createElement('div');
  html.innerHTML = rollOf(message) ? await rollOf(message)!.render() : message.content;
  await wireCardActions(registry, message, html, user as never);
  return html;
}

async function click(
  message: ChatMessage.Implementation,
  action: string,
  user = game.user!,
  actor?: Actor.Implementation,
) {
  const selector = actor
    ? `[data-action="${action}"][data-actor="${actor.uuid}"]`
    : `[data-action="countdown.${action}"]`;
  const button = (await view(message, user)).querySelector<HTMLElement>(selector);
  if (!button) return false;
  button.click();
  await standIn.settled();
  return true;
}

const weaponOf = (actor: Actor.Implementation, name: string) =>
  [...actor.items].find((i) => i.name === name) as WeaponItem;

describe('a player attacks a monster', () => {
  beforeEach(() => standIn.reset());

  async function setUp() {
    const target = await monster({ hp: { value: 9, max: 9 }, armor: 1 });
    const warden = await character({ stats: { vigor: 6 } }, [
      classItem('warden'),
      weapon('longsword', { equipped: true }),
    ]);
    standIn.actAs(standIn.users.player);
    const sword = weaponOf(warden, 'Longsword');
    const info = { uuid: target.uuid, name: target.name!, armor: 1 };
    return { target, warden, sword, info, values: dialogDefaults(attackDialog(warden, sword, info, 'bright')) };
  }

  it('a hit rolls the weapon die after the d20; the author applies it through the GM, once', async () => {
    const { target, warden, sword, info, values } = await setUp();
    standIn.queueFaces(12, 5);
    const message = (await rollAttackWith(warden, sword, info, values))!;
    const roll = rollOf<CountdownAttackRoll>(message)!;
    expect(roll.formula).toBe('1d20[check] + 1d8[damage]');
    expect(roll.resolved).toMatchObject({ hit: true, damage: { raw: 5, armor: 1, dealt: 4 } });
    // Another player has no button, and the GM relay refuses them.
    expect((await view(message, standIn.users.other as never)).querySelector('[data-action]')).toBeNull();
    standIn.actAs(standIn.users.other);
    await expect(askGM(registry, 'countdown', 'applyAttack', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    standIn.actAs(standIn.users.player);
    expect(await click(message, 'applyAttack')).toBe(true);
    expect(target.system.hp.value).toBe(5);
    expect(cardMarked(message, 'applied')).toBe(true);
    // Once: the button is gone, and a hand-made request is refused.
    expect(await click(message, 'applyAttack')).toBe(false);
    await expect(askGM(registry, 'countdown', 'applyAttack', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    expect(target.system.hp.value).toBe(5);
  });

  it('applies the damage its dice give, whatever outcome the card stores', async () => {
    const { target, warden, sword, info, values } = await setUp();
    standIn.queueFaces(12, 5);
    const message = (await rollAttackWith(warden, sword, info, values))!;
    (rollOf<CountdownAttackRoll>(message)!.options.outcome as { damage: { dealt: number } }).damage.dealt = 99;
    await expect(askGM(registry, 'countdown', 'applyAttack', { messageId: message.id })).resolves.toBe(true);
    expect(target.system.hp.value).toBe(5);
  });

  it('a natural 20 deals maximum damage ignoring Armor and rolls no damage die; a miss rolls none', async () => {
    const { warden, sword, info, values } = await setUp();
    standIn.queueFaces(20);
    const crit = rollOf<CountdownAttackRoll>((await rollAttackWith(warden, sword, info, values))!)!;
    expect(crit.formula).toBe('1d20[check]');
    expect(crit.resolved).toMatchObject({ maximum: true, damage: { raw: 8, dealt: 8 } });
    standIn.queueFaces(2);
    const miss = (await rollAttackWith(warden, sword, info, values))!;
    expect(rollOf<CountdownAttackRoll>(miss)!.resolved).toMatchObject({ hit: false, damage: null });
    expect((await view(miss)).querySelector('[data-action="countdown.applyAttack"]')).toBeNull();
  });

  it('Rogue, Exploit Weakness: +1d6 against an unaware target, rolled after the weapon die', async () => {
    const target = await monster({ armor: 0 });
    const rogue = await character({ stats: { reflex: 6 } }, [classItem('rogue'), weapon('shortsword')]);
    const blade = weaponOf(rogue, 'Shortsword');
    const info = { uuid: target.uuid, name: target.name!, armor: 0 };
    const config = attackDialog(rogue, blade, info, 'bright');
    standIn.queueFaces(15, 3, 4);
    const roll = rollOf<CountdownAttackRoll>(
      (await rollAttackWith(rogue, blade, info, { ...dialogDefaults(config), unaware: true }))!,
    )!;
    expect(roll.formula).toBe('1d20[check] + 1d6[damage] + 1d6[damageExtra]');
    expect(roll.resolved.damage).toMatchObject({ raw: 7, dealt: 7 });
  });

  it('Loading: a fired crossbow must be reloaded; a bow without arrows cannot shoot; a shield blocks two hands', async () => {
    const target = await monster();
    const info = { uuid: target.uuid, name: target.name!, armor: 0 };
    const surgeon = await character({ stats: { reflex: 5 } }, [
      classItem('surgeon'),
      weapon('crossbow'),
      gear('crossbowBolts'),
      weapon('longbow'),
      armor('shield', { equipped: true }),
    ]);
    const crossbow = weaponOf(surgeon, 'Crossbow');
    // Two-handed with a shield in one hand.
    expect(
      attackDialog(surgeon, crossbow, info, 'bright').evaluate(
        dialogDefaults(attackDialog(surgeon, crossbow, info, 'bright')),
      ).error,
    ).toMatch(/two-handed grip/i);
    await [...surgeon.items]
      .find((i) => i.type === ('countdown-shield' as never))!
      .update({ 'system.equipped': false } as never);
    surgeon.prepareData();
    standIn.queueFaces(3);
    await rollAttackWith(surgeon, crossbow, info, {
      ...dialogDefaults(attackDialog(surgeon, crossbow, info, 'bright')),
      range: 'far',
    });
    expect(crossbow.system.loaded).toBe(false);
    const again = attackDialog(surgeon, crossbow, info, 'bright');
    expect(again.evaluate({ ...dialogDefaults(again), range: 'far' }).error).toMatch(/reloaded/);
    const bow = weaponOf(surgeon, 'Longbow');
    const bowDialog = attackDialog(surgeon, bow, info, 'bright');
    expect(bowDialog.evaluate({ ...dialogDefaults(bowDialog), range: 'far' }).error).toMatch(/Out of ammunition/);
  });
});

describe('a monster attacks: the targeted player defends (CD-2)', () => {
  beforeEach(async () => {
    standIn.reset();
    await settings().set(SYSTEM_ID, 'skipRollDialog', true);
  });

  async function setUp(system: Record<string, unknown> = {}, items: never[] = []) {
    const raider = await monster({ damage: { count: 1, faces: 6, bonus: 0 } });
    const hero = await character({ stats: { reflex: 5, vigor: 6 }, hp: { value: 8, max: 8 }, ...system }, [
      armor('leather', { worn: true }),
      ...items,
    ]);
    const request = await monsterAttack(raider, [hero]);
    return { raider, hero, request: request! };
  }

  /** The defender's row on the request card, clicked by its player (the dialog skipped: the likelier defense). */
  const defend = (request: ChatMessage.Implementation, hero: Actor.Implementation) =>
    click(request, 'manifold.requestRoll', game.user!, hero);

  it('the card asks the defender’s player, and no one else, to dodge or block', async () => {
    const { raider, hero, request } = await setUp();
    expect(requestOf(request)).toMatchObject({
      ruleset: 'countdown',
      kind: 'defense',
      options: { monster: raider.uuid, count: 1, faces: 6, bonus: 0, darkvision: false },
      rows: [{ uuid: hero.uuid, messageId: null }],
    });
    expect(await cardText(request)).toContain('attacks: 1d6 damage, Melee');
    expect((await view(request, standIn.users.other as never)).querySelector('[data-action]')).toBeNull();
    const mine = await view(request, standIn.users.player as never);
    expect(
      [...mine.querySelectorAll<HTMLElement>('[data-action="manifold.requestRoll"]')].map((b) => b.dataset.actor),
    ).toEqual([hero.uuid]);
    // The player's own choice, in the defense dialog with the odds of each.
    const attack = attackOf(requestOf(request)!.options);
    const dialog = defenseDialog(hero as never, attack, 'dodge', 'bright');
    expect(dialog.fields.find((f) => f.name === 'method')!.options!.map((o) => o.value)).toEqual(['dodge', 'block']);
  });

  it('one card lists every targeted defender; each player rolls from their own row, the card records it', async () => {
    const { raider, hero } = await setUp();
    const second = await character(
      { stats: { reflex: 5 }, hp: { value: 8, max: 8 } },
      [],
      standIn.users.other,
      'Second',
    );
    const request = (await monsterAttack(raider, [hero, second]))!;
    expect(requestOf(request)!.rows.map((r) => r.uuid)).toEqual([hero.uuid, second.uuid]);
    expect(waitingRows(requestOf(request)!)).toHaveLength(2);
    standIn.actAs(standIn.users.player);
    expect(await defend(request, second)).toBe(false); // not theirs
    standIn.queueFaces(7, 5);
    expect(await defend(request, hero)).toBe(true);
    const row = requestOf(request)!.rows[0]!;
    expect(row).toMatchObject({
      messageId: lastMessage().id,
      result: 'Hit: 4 damage after Armor (7 against Difficulty 15)',
    });
    expect(waitingRows(requestOf(request)!).map((r) => r.name)).toEqual(['Second']);
    standIn.actAs(standIn.users.other);
    standIn.queueFaces(16);
    expect(await defend(request, second)).toBe(true);
    expect(requestOf(request)!.rows[1]!.result).toBe('Dodged (16 against Difficulty 15)');
    expect(waitingRows(requestOf(request)!)).toEqual([]);
  });

  it('the dialog starts on the likelier defense: block with a shield and the better Vigor, else dodge', async () => {
    // Vigor 6 vs Reflex 5: blocking (Difficulty 14) beats dodging (15) — with a shield only.
    const { hero, request } = await setUp({}, [armor('shield', { equipped: true }) as never]);
    const attack = attackOf(requestOf(request)!.options);
    expect(likelierMethod(hero as never, attack, 'bright')).toBe('block');
    const bare = await setUp();
    expect(likelierMethod(bare.hero as never, attack, 'bright')).toBe('dodge');
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(14);
    await defend(request, hero);
    expect(rollOf<CountdownDefenseRoll>(lastMessage())!.resolved).toMatchObject({ method: 'block', avoided: true });
    expect(requestOf(request)!.rows[0]!.result).toBe('Blocked (14 against Difficulty 14)');
  });

  it('a dead defender is refused: nothing is rolled', async () => {
    const { hero, request } = await setUp({ vitals: { status: 'dead', cause: 'massiveDamage' } });
    const count = game.messages!.contents.length;
    standIn.actAs(standIn.users.player);
    await defend(request, hero);
    expect(game.messages!.contents).toHaveLength(count);
    expect(standIn.notifications.map((n) => n.message)).toContain('This character is dead.');
  });

  it('a failed dodge rolls the monster’s damage; the player applies it minus Armor to their own character', async () => {
    const { hero, request } = await setUp();
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(7, 5);
    expect(await defend(request, hero)).toBe(true);
    const answer = lastMessage();
    const roll = rollOf<CountdownDefenseRoll>(answer)!;
    expect(roll.formula).toBe('1d20[check] + 1d6[damage]');
    expect(roll.resolved).toMatchObject({ avoided: false, damage: { raw: 5, armor: 1, dealt: 4 } });
    // The request is answered: its row's button is spent.
    expect(await defend(request, hero)).toBe(false);
    expect(
      (await view(answer, standIn.users.other as never)).querySelector('[data-action="countdown.applyDefense"]'),
    ).toBeNull();
    expect(await click(answer, 'applyDefense')).toBe(true);
    expect(hero.system.hp.value).toBe(4);
    expect(await click(answer, 'applyDefense')).toBe(false);
    expect(hero.system.hp.value).toBe(4);
  });

  it('a passed defense deals nothing and offers no damage', async () => {
    const { hero, request } = await setUp();
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(15);
    await defend(request, hero);
    expect(rollOf<CountdownDefenseRoll>(lastMessage())!.resolved).toMatchObject({ avoided: true, damage: null });
    expect(await click(lastMessage(), 'applyDefense')).toBe(false);
    expect(hero.system.hp.value).toBe(8);
  });

  it('Defend gives advantage on the defense roll (CD-7); blocking needs a shield', async () => {
    const { hero } = await setUp();
    await hero.toggleStatusEffect('defending', { active: true });
    const attack = { attackerName: 'Raider', damage: { count: 1, faces: 6, bonus: 0 }, darkvision: false };
    const dodge = defenseDialog(hero, attack, 'dodge', 'bright');
    // Reflex 5 untrained, Difficulty 15, with advantage.
    expect(dodge.evaluate(dialogDefaults(dodge)).odds!.headline.probability).toBeCloseTo(1 - (14 / 20) ** 2, 12);
    const block = defenseDialog(hero, attack, 'block', 'bright');
    expect(block.evaluate(dialogDefaults(block)).error).toMatch(/shield/);
  });

  it('Shield Wall: a Warden with a shield within close range adds +1 to the defender’s Armor', async () => {
    const { shieldWallNearby, distanceBand } = await import('../../../src/rulesets/countdown/canvas/distance');
    expect([5, 6, 30, 31].map(distanceBand)).toEqual(['close', 'near', 'near', 'far']);
    const { hero } = await setUp();
    const warden = await character(
      {},
      [classItem('warden'), armor('shield', { equipped: true })],
      standIn.users.other,
      'Warden',
    );
    const bare = await character({}, [classItem('warden')], standIn.users.other, 'Warden without a shield');
    const feet = {
      grid: { measurePath: (path: { x: number }[]) => ({ distance: Math.abs(path[1]!.x - path[0]!.x) }) },
    };
    const g = globalThis as unknown as { canvas: unknown };
    const saved = g.canvas;
    g.canvas = feet;
    const tokens = (x: number, who = warden) => [
      { actor: hero, center: { x: 0, y: 0 } },
      { actor: who, center: { x, y: 0 } },
    ];
    expect(shieldWallNearby(hero, tokens(5))).toBe(true);
    expect(shieldWallNearby(hero, tokens(10))).toBe(false);
    expect(shieldWallNearby(hero, tokens(5, bare))).toBe(false);
    expect(shieldWallNearby(warden, tokens(5))).toBe(false); // allies, not the Warden
    g.canvas = { ...feet, ready: true, tokens: { placeables: tokens(5) } };
    const attack = { attackerName: 'Raider', damage: { count: 1, faces: 6, bonus: 0 }, darkvision: false };
    const dodge = defenseDialog(hero, attack, 'dodge', 'bright');
    expect(dodge.evaluate(dialogDefaults(dodge)).notes!.find((n) => n.label.endsWith('sheet.armor'))!.value).toBe('2');
    g.canvas = saved;
    expect(dodge.evaluate(dialogDefaults(dodge)).notes!.find((n) => n.label.endsWith('sheet.armor'))!.value).toBe('1');
  });

  it('damage of at least maximum HP in one hit kills outright (CD-5); reaching 0 starts the death clock', async () => {
    const { hero, request } = await setUp({ hp: { value: 8, max: 5 } });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2, 6);
    await defend(request, hero);
    await click(lastMessage(), 'applyDefense');
    expect(hero.system.vitals).toMatchObject({ status: 'dead', cause: 'massiveDamage' });
    expect(hero.statuses.has('dead')).toBe(true);
    const other = await setUp({ hp: { value: 3, max: 10 } });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2, 6);
    await defend(other.request, other.hero);
    await click(lastMessage(), 'applyDefense');
    expect(other.hero.system.vitals).toMatchObject({ status: 'dying', deathClock: 0 });
    expect(other.hero.statuses.has('dying')).toBe(true);
  });
});
