/**
 * The twelve statuses on the table (CRY-4): stacks up to their caps (Block unlimited), negation
 * pairs cancelling stack by stack, 1-turn statuses ending when the combatant's next turn ends and
 * the rest with the encounter; Regenerating/Wounded at the end of each turn, Stunned taking the
 * next Minor Action. Each shows on the token with the icon for its stack count, and one toggled
 * from the Token HUD goes through the same rules.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { combatant, sys } from './fixtures';
import { enlist, fakeCombat, startAt } from './fake-combat';
import { CrytureActorSheet } from '../../src/rulesets/cryture/sheets/actor-sheet';
import { onCombatEnded, onTurnEnd, onTurnStart } from '../../src/rulesets/cryture/combat/rules';
import { economyOf } from '../../src/rulesets/cryture/combat/turn-state';
import { cardText } from '../foundry/cards';
import { STATUSES, STATUS_IDS, maxStacks, type StatusId } from '../../src/rulesets/cryture/rules';

type Sheet = {
  render(o: unknown): Promise<unknown>;
  clickAction(el: HTMLElement): Promise<void>;
  element: HTMLElement;
};

async function sheetOf(actor: Actor.Implementation) {
  const sheet = new (CrytureActorSheet as unknown as new (o: unknown) => Sheet)({ document: actor });
  await sheet.render({ force: true });
  return sheet;
}

/** Clicks a status's − or + button (the handler reads the actor's state at each click). */
async function step(sheet: Sheet, status: StatusId, dir: 'up' | 'down', times = 1) {
  const button = sheet.element.querySelector<HTMLElement>(
    `[data-action="statusStep"][data-status="${status}"][data-step="${dir}"]`,
  )!;
  for (let i = 0; i < times; i++) await sheet.clickAction(button);
}

const stacks = (actor: Actor.Implementation, status: StatusId) => sys(actor).statuses[status].stacks as number;
const effects = (actor: Actor.Implementation) => [
  ...(actor.effects as unknown as Iterable<{ id: string; img: string; name: string; statuses: Set<string> }>),
];

describe('statuses (CRY-4)', () => {
  beforeEach(() => standIn.reset());

  it.each(STATUS_IDS)('%s stacks up to its cap and shows its stacks on the token', async (status) => {
    const actor = await combatant();
    const sheet = await sheetOf(actor);
    const cap = status === 'block' ? 12 : maxStacks(status);
    await step(sheet, status, 'up', cap + 1);
    expect(stacks(actor, status)).toBe(status === 'block' ? 13 : cap);
    const [effect, ...rest] = effects(actor);
    expect(rest).toEqual([]);
    expect([...effect!.statuses]).toEqual([status]);
    const shown = Math.min(stacks(actor, status), 10);
    const file = shown === 1 ? `${status}.svg` : shown === 10 ? `${status}-9plus.svg` : `${status}-${shown}.svg`;
    expect(effect!.img).toBe(`systems/manifold/assets/cryture/status/${file}`);
    await step(sheet, status, 'down');
    expect(stacks(actor, status)).toBe((status === 'block' ? 13 : cap) - 1);
    if (stacks(actor, status) === 0) expect(effects(actor)).toEqual([]);
  });

  it.each(STATUS_IDS.filter((id) => STATUSES[id].negates))('%s negates its opposite stack by stack', async (status) => {
    const opposite = STATUSES[status].negates!;
    const actor = await combatant();
    const sheet = await sheetOf(actor);
    const have = Math.min(2, maxStacks(opposite));
    await step(sheet, opposite, 'up', have);
    await step(sheet, status, 'up');
    expect(stacks(actor, opposite)).toBe(have - 1);
    expect(stacks(actor, status)).toBe(0);
    await step(sheet, status, 'up', have);
    expect(stacks(actor, opposite)).toBe(0);
    expect(stacks(actor, status)).toBe(have - (have - 1));
    expect(effects(actor).map((e) => [...e.statuses][0])).toEqual([status]);
  });

  it.each(STATUS_IDS)('%s lasts as long as the document says', async (status) => {
    const actor = await combatant();
    const other = await combatant({ name: 'Other' });
    const combat = fakeCombat();
    const [me, them] = enlist(combat, actor, other);
    // Applied during another combatant's turn: a 1-turn status ends when my next turn ends.
    startAt(combat, them!);
    const sheet = await sheetOf(actor);
    await step(sheet, status, 'up');
    await onTurnEnd(combat, them!);
    expect(stacks(actor, status), 'after their turn').toBe(1);
    startAt(combat, me!);
    await onTurnEnd(combat, me!);
    expect(stacks(actor, status), 'after my turn').toBe(STATUSES[status].duration === 'turn' ? 0 : 1);
    // Applied during my own turn: it outlasts this turn and ends with the next one.
    if (STATUSES[status].duration === 'turn') {
      await step(sheet, status, 'up');
      await onTurnEnd(combat, me!);
      expect(stacks(actor, status), 'own turn, first end').toBe(1);
      await onTurnEnd(combat, me!);
      expect(stacks(actor, status), 'own turn, second end').toBe(0);
    } else {
      for (let i = 0; i < 5; i++) await onTurnEnd(combat, me!);
      expect(stacks(actor, status), 'five more turns').toBe(1);
      await onCombatEnded(combat);
      expect(stacks(actor, status), 'end of the encounter').toBe(0);
      expect(effects(actor)).toEqual([]);
    }
  });

  it('Regenerating and Wounded change Health by 1/10 of its maximum at the end of each turn', async () => {
    const healer = await combatant({
      system: { health: { value: 20, max: 47 }, statuses: { regenerating: { stacks: 1 } } },
    });
    const bleeder = await combatant({
      system: { health: { value: 3, max: 47 }, statuses: { wounded: { stacks: 1 } } },
    });
    const both = await combatant({
      system: { health: { value: 47, max: 47 }, statuses: { wounded: { stacks: 1 }, regenerating: { stacks: 1 } } },
    });
    const combat = fakeCombat();
    const list = enlist(combat, healer, bleeder, both);
    for (const c of list) await onTurnEnd(combat, c);
    expect(sys(healer).health.value).toBe(24);
    expect(sys(bleeder).health.value).toBe(0);
    expect(sys(both).health.value).toBe(47);
    expect((await Promise.all(game.messages!.contents.map(cardText))).join('')).toContain('Regenerating: +4 Health.');
  });

  it('Stunned: the next turn starts without a Minor Action', async () => {
    const actor = await combatant({ system: { statuses: { stunned: { stacks: 1, turnEnds: 1 } } } });
    const combat = fakeCombat();
    const [me] = enlist(combat, actor);
    startAt(combat, me!);
    await onTurnStart(combat, me!);
    expect(economyOf(me!)).toEqual({ major: true, minor: false });
    expect(await cardText(game.messages!.contents.at(-1)!)).toContain('No Minor Action this turn.');
    await onTurnEnd(combat, me!);
    await onTurnStart(combat, me!);
    expect(economyOf(me!)).toEqual({ major: true, minor: true });
  });

  it('a status toggled from the Token HUD is one stack through the rules; toggled off, all of it goes', async () => {
    const actor = await combatant({ system: { statuses: { hastened: { stacks: 1 } } } });
    // Foundry creates the effect, then fires createActiveEffect on every client (the toggling user's acts).
    await actor.toggleStatusEffect('slowed');
    await standIn.settled();
    expect(stacks(actor, 'hastened')).toBe(0);
    expect(stacks(actor, 'slowed')).toBe(0);
    expect(effects(actor)).toEqual([]);
    await actor.toggleStatusEffect('empowered');
    await standIn.settled();
    expect(stacks(actor, 'empowered')).toBe(1);
    expect(effects(actor)[0]!.name).toBe('Empowered');
    await actor.update({ 'system.statuses.empowered.stacks': 3 } as never);
    await standIn.settled();
    const effect = effects(actor)[0]!;
    expect(effect.img).toContain('empowered-3.svg');
    await actor.toggleStatusEffect('empowered'); // off from the HUD: deleteActiveEffect
    await standIn.settled();
    expect(stacks(actor, 'empowered')).toBe(0);
  });
});
