import { beforeEach, describe, expect, it } from 'vitest';
import { cardFor, hero, setSetting, sys } from '../fixtures';
import { roundStart, turnEnd, turnStart } from '../../../src/rulesets/difference/combat/rules';
import {
  chooseTurn,
  react,
  spendAction,
  standUpAction,
  initiativeHint,
  trackerExtras,
} from '../../../src/rulesets/difference/combat/tracker';
import { sortCombatants, turnFlags, turnView } from '../../../src/rulesets/difference/combat/turn-state';
import type { Condition } from '../../../src/rulesets/difference/rules';

const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;

async function fight(specs: { name: string; pc: boolean; turn?: 'fast' | 'slow'; conditions?: Condition[] }[]) {
  const combat = new Combat({}) as unknown as Combat.Implementation & { round: number };
  combat.round = 1;
  for (const spec of specs) {
    const actor = await hero({
      name: spec.name,
      type: spec.pc ? 'difference-character' : 'difference-npc',
      owner: spec.pc ? standIn.users.player : undefined,
      conditions: spec.conditions ?? [],
    });
    const combatant = new Combatant(
      { actor, name: spec.name } as never,
      {
        parent: combat,
      } as never,
    ) as unknown as Combatant.Implementation;
    if (spec.turn) await combatant.setFlag('manifold' as never, 'difference' as never, { turn: spec.turn } as never);
    (combat.combatants as unknown as Map<string, unknown>).set(combatant.id!, combatant);
  }
  (game as unknown as { combat: unknown }).combat = combat;
  const byName = (name: string) => [...combat.combatants].find((c) => c.name === name) as Combatant.Implementation;
  const order = () => [...combat.combatants].sort(sortCombatants).map((c) => c.name);
  return { combat, byName, order };
}

describe('combat (DIF-5)', () => {
  beforeEach(async () => {
    standIn.reset();
    await setSetting('defaultTurn', 'slow');
    await setSetting('reactionsPerRound', 1);
  });

  it('orders fast PCs, fast NPCs, slow PCs, slow NPCs', async () => {
    const { order } = await fight([
      { name: 'Slow NPC', pc: false, turn: 'slow' },
      { name: 'Slow PC', pc: true, turn: 'slow' },
      { name: 'Fast NPC', pc: false, turn: 'fast' },
      { name: 'Fast PC', pc: true, turn: 'fast' },
      { name: 'Unchosen PC', pc: true },
    ]);
    expect(order()).toEqual(['Fast PC', 'Fast NPC', 'Slow PC', 'Unchosen PC', 'Slow NPC']);
  });

  it('each PC’s owner chooses fast or slow; the order follows; others may not choose for them', async () => {
    const { byName, order } = await fight([
      { name: 'Ana', pc: true },
      { name: 'Orc', pc: false, turn: 'fast' },
    ]);
    standIn.actAs(standIn.users.other);
    expect(await chooseTurn(byName('Ana'), 'fast')).toBe(false);
    standIn.actAs(standIn.users.player);
    expect(await chooseTurn(byName('Ana'), 'fast')).toBe(true);
    expect(order()).toEqual(['Ana', 'Orc']);
    expect(byName('Ana').initiative).toBe(4);
  });

  it('action points: fast 2, slow 3, Stunned −2, Surprised −1 and no fast turn', async () => {
    const { combat, byName } = await fight([
      { name: 'Fast', pc: true, turn: 'fast' },
      { name: 'Slow', pc: true, turn: 'slow' },
      { name: 'Stunned', pc: true, turn: 'slow', conditions: [{ id: 'stunned' }] },
      { name: 'Surprised', pc: true, turn: 'fast', conditions: [{ id: 'surprised' }] },
    ]);
    for (const c of combat.combatants) await turnStart(combat, c as Combatant.Implementation);
    expect(turnFlags(byName('Fast')).ap).toBe(2);
    expect(turnFlags(byName('Slow')).ap).toBe(3);
    expect(turnFlags(byName('Stunned')).ap).toBe(1);
    expect(turnFlags(byName('Surprised')).ap).toBe(2);
    expect(turnView(byName('Surprised'), 1)).toMatchObject({ turn: 'slow', forcedSlow: true });
    standIn.actAs(standIn.users.player);
    expect(await chooseTurn(byName('Surprised'), 'fast')).toBe(false);
    expect(trackerExtras(byName('Fast'))!.html).toContain('2/2');
    // The initiative Foundry shows is the phase's rank: its tooltip says so.
    expect(initiativeHint(byName('Slow'))).toBe('Phase 3 of 4: Slow PCs (the order of the round, not a roll)');
  });

  it('spending action points and the one Reaction per round is refused past what is left', async () => {
    const { combat, byName } = await fight([{ name: 'Ana', pc: true, turn: 'fast' }]);
    await turnStart(combat, byName('Ana'));
    standIn.actAs(standIn.users.player);
    expect(await spendAction(byName('Ana'))).toBe(true);
    expect(await spendAction(byName('Ana'))).toBe(true);
    expect(await spendAction(byName('Ana'))).toBe(false);
    expect(await react(byName('Ana'))).toBe(true);
    expect(await react(byName('Ana'))).toBe(false);
    standIn.actAs(standIn.users.gm);
    combat.round = 2;
    await roundStart(combat);
    standIn.actAs(standIn.users.player);
    expect(await react(byName('Ana'))).toBe(true);
  });

  it('an Unconscious combatant takes no Reaction from the tracker; the GM may let one through (DIF-6)', async () => {
    const { byName } = await fight([{ name: 'Sleeper', pc: true, conditions: [{ id: 'unconscious' }] }]);
    const dialogs = foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown };
    standIn.actAs(standIn.users.player);
    expect(await react(byName('Sleeper'))).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toMatch(/Unconscious/);
    standIn.actAs(standIn.users.gm);
    dialogs.nextAnswer = false;
    expect(await react(byName('Sleeper'))).toBe(false);
    dialogs.nextAnswer = true;
    expect(await react(byName('Sleeper'))).toBe(true);
  });

  it('Dazed, Disoriented, Stunned, Surprised take the Reaction away', async () => {
    const { byName } = await fight([{ name: 'Dazed', pc: true, conditions: [{ id: 'dazed' }] }]);
    standIn.actAs(standIn.users.player);
    expect(turnView(byName('Dazed'), 1).reactionsLost).toBe(true);
    expect(await react(byName('Dazed'))).toBe(false);
  });

  it('the end of a turn deals Afflicted damage (no Soak), removes Surprised', async () => {
    const { combat, byName } = await fight([
      {
        name: 'Ana',
        pc: true,
        conditions: [
          { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'vitality' },
          { id: 'afflicted', damage: { count: 0, faces: 1, bonus: 2 }, pool: 'poise' },
          { id: 'surprised' },
        ],
      },
    ]);
    const ana = byName('Ana').actor as Actor.Implementation;
    await ana.update({ 'system.damageReduction': 5 } as never);
    standIn.queueFaces(4);
    await turnEnd(combat, byName('Ana'));
    expect(sys(ana).vitality.value).toBe(6);
    expect(sys(ana).poise.value).toBe(8);
    expect(ana.statuses.has('surprised')).toBe(false);
  });

  it('an Unconscious PC is offered to wake with 1 Vitality at the end of its turn — its owner only, once', async () => {
    const { combat, byName } = await fight([{ name: 'Ana', pc: true, conditions: [{ id: 'unconscious' }] }]);
    const ana = byName('Ana').actor as Actor.Implementation;
    await ana.update({ 'system.vitality.value': 0 } as never);
    await turnEnd(combat, byName('Ana'));
    const offer = lastMessage();
    expect((await cardFor(offer, standIn.users.other)).querySelector('[data-action="difference.wake"]')).toBeNull();
    const card = await cardFor(offer, standIn.users.player);
    card.querySelector<HTMLElement>('[data-action="difference.wake"]')!.click();
    await standIn.settled();
    expect(sys(ana).vitality.value).toBe(1);
    expect(ana.statuses.has('unconscious')).toBe(false);
    expect(ana.statuses.has('prone')).toBe(true);
    expect((await cardFor(offer, standIn.users.player)).querySelector('[data-action="difference.wake"]')).toBeNull();
  });

  it('an NPC is never offered to wake; standing up from Prone costs a Move action', async () => {
    const { combat, byName } = await fight([
      { name: 'Orc', pc: false, conditions: [{ id: 'unconscious' }] },
      { name: 'Ana', pc: true, turn: 'fast', conditions: [{ id: 'prone' }] },
    ]);
    const before = game.messages!.size;
    await turnEnd(combat, byName('Orc'));
    expect(game.messages!.size).toBe(before);
    await turnStart(combat, byName('Ana'));
    standIn.actAs(standIn.users.player);
    expect(await standUpAction(byName('Ana'))).toBe(true);
    expect(turnFlags(byName('Ana')).ap).toBe(1);
    expect((byName('Ana').actor as Actor.Implementation).statuses.has('prone')).toBe(false);
  });

  it('Empowered refills Focus at the start of the turn', async () => {
    const { combat, byName } = await fight([{ name: 'Ana', pc: true, conditions: [{ id: 'empowered' }] }]);
    const ana = byName('Ana').actor as Actor.Implementation;
    await ana.update({ 'system.focus.value': 0 } as never);
    await turnStart(combat, byName('Ana'));
    expect(sys(ana).focus.value).toBe(sys(ana).focus.max);
  });
});
