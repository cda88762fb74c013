/**
 * The combat tracker by hitdice's rules: initiative by successes with surprise (HD-8) and +1
 * Resolve, ties by the highest die then the GM; the turn's economy; Guard gone at the defender's
 * turn (HD-5); held actions falling back to Basic at initiative 0; Stabilize lapsing.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { hitdiceCombat } from '../../../src/rulesets/hitdice/combat/rules';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { HitdiceInitiativeRoll } from '../../../src/rulesets/hitdice/dice/initiative-roll';
import { actionDialogConfig } from '../../../src/rulesets/hitdice/flows/action';
import { holdActionFor } from '../../../src/rulesets/hitdice/flows/universal';
import { drawnCard } from '../../foundry/cards';
import { activeCombat, type TestCombat } from '../../foundry/test-combat';
import { bootHitdice, lastMessage, makeActor, messages, sys } from '../fixtures';

beforeAll(async () => {
  await bootHitdice();
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
});

function newCombat(actors: Actor.Implementation[]): { combat: TestCombat; combatants: Combatant.Implementation[] } {
  const combat = activeCombat(actors);
  return { combat, combatants: combat.combatants.contents };
}

const initiativeRolls = () => messages().filter((m) => m.rolls?.[0] instanceof HitdiceInitiativeRoll);

describe('initiative (HD-8)', () => {
  beforeEach(() => standIn.reset());

  it('3d6 counting successes (5+ = 1, 6 = 2), +1 Resolve when not surprised, into the tracker', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { level: 3, resolve: { value: 4 } } });
    const { combat, combatants } = newCombat([sorah]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(6, 5, 2);
    await combat.rollInitiative([combatants[0]!.id!]);
    const roll = initiativeRolls()[0]!.rolls[0] as unknown as HitdiceInitiativeRoll;
    expect(roll.initiative).toMatchObject({ successes: 3, highestDie: 6, resolveGain: 1 });
    expect(combatants[0]!.initiative).toBe(3.6);
    expect(sys(sorah).resolve.value).toBe(5);
  });

  it('surprised (a status the GM sets): two rolls, the lower kept, no exertion, no Resolve', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { level: 3, resolve: { value: 4 } } });
    await sorah.toggleStatusEffect('surprised', { active: true } as never);
    const { combat, combatants } = newCombat([sorah]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(6, 6, 6, 5, 1, 2);
    await combat.rollInitiative([combatants[0]!.id!]);
    const roll = initiativeRolls()[0]!.rolls[0] as unknown as HitdiceInitiativeRoll;
    expect(roll.formula).toBe('3d6[initiative] + 3d6[initiative]');
    expect(roll.initiative).toMatchObject({ surprised: true, kept: 1, successes: 1, resolveGain: 0 });
    expect(sys(sorah).resolve.value).toBe(4);
    expect(await roll.render()).toContain('Surprised: two rolls, the lower kept');
  });

  it('orders by successes, ties by the highest die, and flags true ties for the GM', async () => {
    const [a, b, c] = [
      await makeActor({ name: 'Ada', owner: standIn.users.gm, type: 'hitdice-npc' }),
      await makeActor({ name: 'Bo', owner: standIn.users.gm, type: 'hitdice-npc' }),
      await makeActor({ name: 'Cy', owner: standIn.users.gm, type: 'hitdice-npc' }),
    ];
    const { combat, combatants } = newCombat([a!, b!, c!]);
    standIn.queueFaces(5, 2, 1, 6, 1, 1, 5, 3, 2); // Ada 1 success (5), Bo 2 (6), Cy 1 (5)
    await combat.rollInitiative(combatants.map((x) => x.id!));
    expect(combat.turns.map((x) => x.name)).toEqual(expect.arrayContaining(['Bo']));
    expect(combat.turns[0]!.name).toBe('Bo');
    const tracker = (name: string) => hitdiceCombat.trackerExtras!(combatants.find((x) => x.name === name)!)!.html;
    expect(tracker('Ada')).toContain('Tied: the GM orders');
    expect(tracker('Bo')).not.toContain('Tied');
    // The tracker's number (2.6) says what it counts.
    (game as unknown as { combat: unknown }).combat = combat;
    // Rendered as Foundry renders it: the system's renderCombatTracker hook decorates the rows.
    await ui.combat!.render({ force: true });
    const html = ui.combat!.element;
    const bo = combatants.find((x) => x.name === 'Bo')!;
    expect(
      html.querySelector<HTMLElement>(`[data-combatant-id="${bo.id}"] .token-initiative`)!.dataset.tooltipText,
    ).toBe('Initiative 2.6: successes 2, then the highest die (6) breaks ties');
    // The GM breaks the tie by editing a value; the tracker follows.
    await combatants[2]!.update({ initiative: 1.55 } as never);
    expect(combat.turns.map((x) => x.name)).toEqual(['Bo', 'Cy', 'Ada']);
  });
});

/** Sorah (a Basic and an Advanced ability) and a goblin, in the given order of initiative. */
async function sorahAndGoblin(order: 'sorah first' | 'goblin first') {
  const sorah = await makeActor({
    name: 'Sorah',
    system: { level: 3 },
    items: [
      { name: 'Jab', type: 'hitdice-ability', system: { tier: 'basic' } },
      { name: 'Blast', type: 'hitdice-ability', system: { tier: 'advanced' } },
    ],
  });
  const goblin = await makeActor({ name: 'Goblin', owner: standIn.users.gm, type: 'hitdice-npc' });
  const { combat, combatants } = newCombat(order === 'sorah first' ? [sorah, goblin] : [goblin, sorah]);
  await combatants[0]!.update({ initiative: 3 } as never);
  await combatants[1]!.update({ initiative: 1 } as never);
  return { sorah, combat };
}

describe('turns and rounds', () => {
  beforeEach(() => standIn.reset());

  it('the Guard layer goes at the start of the defender’s own turn (HD-5)', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { guard: { value: 1, max: 2 } } });
    const { combat } = newCombat([sorah]);
    await combat.startCombat();
    expect(sys(sorah).guard).toEqual({ value: 0, max: 0 });
  });

  it('a held action whose trigger never came may be used as Basic only, and lapses at the next own turn', async () => {
    const { sorah, combat } = await sorahAndGoblin('sorah first');
    await combat.startCombat(); // round 1: Sorah
    standIn.actAs(standIn.users.player);
    await holdActionFor(sorah, 'the <b>ogre</b> charges');
    expect(roundStateOf(sorah).economy!.held).toEqual([{ trigger: 'the <b>ogre</b> charges', basicOnly: false }]);
    standIn.actAs(standIn.users.gm);
    await combat.nextTurn(); // Goblin
    await combat.nextTurn(); // round 2 begins: the held action falls back
    const cards = await Promise.all(messages().map((m) => drawnCard(m)));
    const notice = cards.find((card) => card.textContent?.includes('held actions at initiative 0'))!;
    expect(notice.innerHTML).toContain('the &lt;b&gt;ogre&lt;/b&gt; charges (Basic only)');
    // Round 2 is under way but Sorah's turn has begun: the fallback lapsed.
    expect(roundStateOf(sorah).economy!.held).toEqual([]);
  });

  it('held fallback: Basic only at initiative 0 (before the character’s turn comes again)', async () => {
    const { sorah, combat } = await sorahAndGoblin('goblin first');
    await combat.startCombat(); // Goblin
    await combat.nextTurn(); // Sorah
    standIn.actAs(standIn.users.player);
    await holdActionFor(sorah, 'a door opens');
    standIn.actAs(standIn.users.gm);
    await combat.nextTurn(); // round 2: Goblin first, Sorah's fallback stands
    const state = roundStateOf(sorah);
    expect(state.economy!.held).toEqual([{ trigger: 'a door opens', basicOnly: true }]);
    const evaluate = (name: string) =>
      actionDialogConfig(
        sorah,
        { kind: 'ability', item: sorah.items.getName(name) as never, label: name },
        state,
      ).evaluate({
        timing: 'held:0',
      });
    expect(evaluate('Blast').error).toBe('The trigger never came: the held action may only be Basic.');
    expect(evaluate('Jab').error).toBeUndefined();
  });

  it('an unused Stabilize lapses when the next round begins', async () => {
    const sorah = await makeActor({
      name: 'Sorah',
      system: { body: { value: 0 }, resolve: { value: 2 }, stabilized: true },
    });
    const { combat } = newCombat([sorah]);
    await combat.startCombat(); // round 1
    expect(sys(sorah).stabilized).toBe(true);
    await combat.nextTurn(); // round 2
    expect(sys(sorah).stabilized).toBe(false);
  });

  it('the tracker shows actions left and escapes what it shows', async () => {
    const sorah = await makeActor({ name: 'Sorah' });
    const { combat, combatants } = newCombat([sorah]);
    await combat.startCombat();
    const html = hitdiceCombat.trackerExtras!(combatants[0]!)!.html;
    expect(html).toContain('2 of 2 actions left');
    expect(html.match(/hd-action-pip available/g)).toHaveLength(2);
    expect(lastMessage()).toBeUndefined();
  });
});
