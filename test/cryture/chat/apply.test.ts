/**
 * The card's Apply button: run by the GM for the power's user (its owner or the card's author);
 * each target's Block negates hits and is spent (CRY-4), damage and statuses land (negating stack by
 * stack), a Clumsy user takes 3 per 1 rolled (CRY-5), and pushes move tokens with 3 damage per space
 * left. Other players never see the button and a forged request is refused.
 */
import { cardMark } from '../../../src/foundry/chat/card-state';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant, itemsOf, power, sys } from '../fixtures';
import { clearScene, target, useScene } from '../fake-scene';
import { enlist, fakeCombat, startAt } from '../fake-combat';
import { usePower } from '../rolls';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { cardText } from '../../foundry/cards';
import type { CrytureAttackRoll } from '../../../src/rulesets/cryture/dice/attack-roll';

const rollMessage = () => game.messages!.contents.filter((m) => m.rolls.length).at(-1)!;

async function cardFor(message: ChatMessage.Implementation, user = game.user!) {
  const html = document.createElement('div');
  html.innerHTML = await (message.rolls[0] as unknown as CrytureAttackRoll).render();
  await wireCardActions(registry, message, html, user as never);
  return html.querySelector<HTMLButtonElement>('[data-action="cryture.applyHits"]');
}

async function click(button: HTMLButtonElement) {
  button.click();
  await standIn.settled();
}

async function duel(
  userSystem: Record<string, unknown> = {},
  foeSystem: Record<string, unknown> = {},
  strike = power('Strike'),
) {
  const scene = useScene();
  const ash = await combatant({ name: 'Ash', owner: standIn.users.player, items: [strike], system: userSystem });
  const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 6 }, ...foeSystem } });
  scene.place(ash, { x: 0, y: 0 });
  const foeToken = scene.place(foe, { x: 1, y: 0 }, { disposition: -1 });
  return { scene, ash, foe, foeToken, item: itemsOf(ash)[0]! };
}

describe('applying a power’s result', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('spends the Block it negates, deals damage per landed hit, and the player’s click is run by the GM (CRY-4)', async () => {
    const { ash, foe, foeToken, item } = await duel({}, { statuses: { block: { stacks: 3, turnEnds: 1 } } });
    standIn.actAs(standIn.users.player);
    target(foeToken);
    // 5 dice vs 6: 10, 6, 7 hit, the 10 crits (+1 hit): 4 hits; 3 Block leave 1.
    standIn.queueFaces(10, 6, 2, 7, 1);
    await usePower(ash, item, { fastForward: true });
    const message = rollMessage();
    await click((await cardFor(message))!);
    expect(sys(foe).statuses.block).toEqual({ stacks: 0, turnEnds: 0 });
    expect(sys(foe).health.value).toBe(28);
    expect(cardMark(message, 'crytureApplied')).toBe(true);
    expect(await cardFor(message)).toBeNull(); // applied once: the button is gone
    const applied = await cardText(game.messages!.contents.at(-1)!);
    expect(applied).toContain('3 Block spent');
    expect(applied).toContain('2 damage');
  });

  it('Block not yet used is settled when applied: Block gained since the roll still negates', async () => {
    const { ash, foe, foeToken, item } = await duel();
    target(foeToken);
    standIn.queueFaces(8, 9, 1, 1, 1);
    await usePower(ash, item, { fastForward: true });
    await foe.update({ 'system.statuses.block': { stacks: 1, turnEnds: 1 } } as never);
    await click((await cardFor(rollMessage()))!);
    expect(sys(foe).health.value).toBe(28);
    expect(sys(foe).statuses.block.stacks).toBe(0);
  });

  it('a Clumsy user takes 3 damage for each 1 it rolled (CRY-5), even on a miss', async () => {
    const { ash, foe, foeToken, item } = await duel({ statuses: { clumsy: { stacks: 1 } } });
    target(foeToken);
    standIn.queueFaces(1, 1, 2, 3, 1);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    expect(sys(ash).health.value).toBe(21);
    expect(sys(foe).health.value).toBe(30);
  });

  it('statuses from the Hit and Crit lines negate their opposites stack by stack, and show on the token', async () => {
    const hex = power('Hex', {
      hit: { damagePerHit: 0, statuses: [{ status: 'weakened', stacks: 2, to: 'target' }] },
      crit: { extraHits: 0, statuses: [{ status: 'weakened', stacks: 1, to: 'target' }] },
    });
    const { ash, foe, foeToken, item } = await duel({}, { statuses: { empowered: { stacks: 2 } } }, hex);
    target(foeToken);
    standIn.queueFaces(10, 10, 6, 1, 1);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    // 2 + 1 + 1 Weakened: 2 cancel the 2 Empowered, 2 remain.
    expect(sys(foe).statuses.empowered.stacks).toBe(0);
    expect(sys(foe).statuses.weakened.stacks).toBe(2);
    const effects = [...(foe.effects as unknown as Iterable<{ img: string; statuses: Set<string> }>)];
    expect(effects.map((e) => [...e.statuses][0])).toEqual(['weakened']);
    expect(effects[0]!.img).toBe('systems/manifold/assets/cryture/status/weakened-2.svg');
  });

  it('CRY-7 a Personal Blast’s Crit line gives its user once per 10, however many it hits', async () => {
    const nova = power('Nova', {
      range: { form: 'personalBlast', y: 1 },
      hit: { damagePerHit: 1 },
      crit: { extraHits: 0, statuses: [{ status: 'block', stacks: 1, to: 'user' }] },
    });
    const { scene, ash, item } = await duel({}, {}, nova);
    const foes = [];
    for (const [name, cell] of [
      ['Left', { x: 0, y: 1 }],
      ['Right', { x: 1, y: 1 }],
    ] as const) {
      const foe = await combatant({ name, type: 'cryture-npc', system: { stats: { Defense: 6 } } });
      scene.place(foe, cell, { disposition: -1 });
      foes.push(foe);
    }
    standIn.queueFaces(10, 3, 2, 2, 2);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    // Three foes caught, one 10 rolled: one stack of Block for Ash (three before CRY-7).
    expect(sys(ash).statuses.block.stacks).toBe(1);
  });

  it('a push moves the target’s token straight away, and each space it cannot go costs 3 Health', async () => {
    const shove = power('Shove', { hit: { damagePerHit: 0, movement: { kind: 'push', spaces: 3 } } });
    const { scene, ash, foe, foeToken, item } = await duel({}, {}, shove);
    target(foeToken);
    const wall = await combatant({ name: 'Boulder', type: 'cryture-npc' });
    scene.place(wall, { x: 3, y: 0 });
    scene.place(wall, { x: 3, y: 1 });
    scene.place(wall, { x: 3, y: -1 });
    standIn.queueFaces(9, 1, 1, 1, 1);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    expect(foeToken.cell).toEqual({ x: 2, y: 0 });
    expect(foeToken.moves.every((m) => m.options.manifoldForcedMove === true)).toBe(true);
    expect(sys(foe).health.value).toBe(24);
    expect(await cardText(game.messages!.contents.at(-1)!)).toContain('2 more would not fit: 6 damage.');
  });

  it('a Personal power with only an Effect line rolls nothing; Block gained on its own turn lasts through the next', async () => {
    const skin = power('Stone Skin', {
      range: { form: 'personal' },
      check: { kind: 'none', first: '', second: '', difficulty: '' },
      effect: { text: 'You gain 2 Block', statuses: [{ status: 'block', stacks: 2, to: 'target' }] },
    });
    const { ash, item } = await duel({}, {}, skin);
    const combat = fakeCombat();
    const [me] = enlist(combat, ash);
    startAt(combat, me!);
    await usePower(ash, item, { fastForward: true });
    const message = rollMessage();
    expect((message.rolls[0] as unknown as CrytureAttackRoll).attack.faces).toEqual([]);
    await click((await cardFor(message))!);
    expect(sys(ash).statuses.block).toEqual({ stacks: 2, turnEnds: 2 });
  });

  it('a Roll heals per success and Block does not touch it (it is not an attack)', async () => {
    const mend = power('Mend', {
      range: { form: 'melee', x: 1 },
      check: { kind: 'roll', first: 'Might', second: 'Agility', difficulty: 'Defense' },
      hit: { damagePerHit: 0, healingPerHit: 2 },
      crit: { extraHits: 0 },
    });
    const { ash, foe, foeToken, item } = await duel(
      {},
      { health: { value: 10, max: 30 }, statuses: { block: { stacks: 5, turnEnds: 1 } } },
      mend,
    );
    target(foeToken);
    standIn.queueFaces(6, 7, 1, 1, 1);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    expect(sys(foe).health.value).toBe(14);
    expect(sys(foe).statuses.block.stacks).toBe(5);
  });

  it('at 0 Health a combatant is defeated, unless the world leaves that to the table', async () => {
    const { ash, foe, foeToken, item } = await duel({}, { health: { value: 3, max: 30 } });
    target(foeToken);
    standIn.queueFaces(9, 9, 1, 1, 1);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    expect(sys(foe).health.value).toBe(0);
    expect(foe.statuses.has('dead')).toBe(true);

    await game.settings!.set('manifold' as never, 'cryture.zeroHealth' as never, 'none' as never);
    const other = await combatant({ name: 'Other', type: 'cryture-npc', system: { health: { value: 1, max: 30 } } });
    target(useScene().place(other, { x: 2, y: 2 }, { disposition: -1 }));
    standIn.queueFaces(9, 1, 1, 1, 1);
    await usePower(ash, item, { fastForward: true });
    await click((await cardFor(rollMessage()))!);
    expect(sys(other).health.value).toBe(0);
    expect(other.statuses.has('dead')).toBe(false);
    await game.settings!.set('manifold' as never, 'cryture.zeroHealth' as never, 'defeated' as never);
  });

  it('hides the button from other players, and the GM refuses their forged request', async () => {
    const { ash, foe, foeToken, item } = await duel();
    standIn.actAs(standIn.users.player);
    target(foeToken);
    standIn.queueFaces(9, 9, 9, 9, 9);
    await usePower(ash, item, { fastForward: true });
    const message = rollMessage();
    standIn.actAs(standIn.users.other);
    expect(await cardFor(message)).toBeNull();
    await expect(askGM(registry, 'cryture', 'applyHits', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    expect(sys(foe).health.value).toBe(30);
    standIn.actAs(standIn.users.gm);
    expect(await cardFor(message)).not.toBeNull();
    await askGM(registry, 'cryture', 'applyHits', { messageId: message.id });
    expect(sys(foe).health.value).toBe(30 - 5 * 2);
    await expect(askGM(registry, 'cryture', 'applyHits', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    expect(sys(foe).health.value).toBe(20);
  });
});
