/**
 * The sheets: a power printed in the document's "Reading a Power" format (lines in order, empty
 * ones omitted), pasted as printed through the engine's parser, its status grants added and
 * removed; the actor sheet's stats by the game's own names, its basic actions and turn display,
 * its powers on a tab of their own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combatant, power, sys } from '../fixtures';
import { clearScene, useScene } from '../fake-scene';
import { enlist, fakeCombat, startAt } from '../fake-combat';
import { CryturePowerSheet } from '../../../src/rulesets/cryture/sheets/power-sheet';
import { CrytureActorSheet } from '../../../src/rulesets/cryture/sheets/actor-sheet';
import { statusesView } from '../../../src/rulesets/cryture/sheets/actor-context';
import { economyOf } from '../../../src/rulesets/cryture/combat/turn-state';
import { showTab } from '../../foundry/sheet-tabs';
import { cardText } from '../../foundry/cards';
import { RollDialog, type RollDialogConfig } from '../../../src/foundry/rolls/roll-dialog';
import { settings, SETTINGS, SYSTEM_ID } from '../../../src/foundry/settings';

type Sheet = {
  render(o: unknown): Promise<unknown>;
  clickAction(el: HTMLElement): Promise<void>;
  element: HTMLElement;
};
const open = async (Cls: unknown, document: unknown) => {
  const sheet = new (Cls as new (o: unknown) => Sheet)({ document });
  await sheet.render({ force: true });
  return sheet;
};
const dialog = () => foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown };
const linesOf = (sheet: Sheet) =>
  [...sheet.element.querySelectorAll('.power-preview .power-line')].map(
    (l) => `${l.querySelector('dt')!.textContent}: ${l.querySelector('dd')!.textContent}`,
  );

describe('the power sheet', () => {
  beforeEach(() => standIn.reset());

  it('prints the power as the document does: Cost, Type, Action, Range, Attack, Hit, Crit, Effect', async () => {
    const item = (await Item.create(
      power('Fire Rain', {
        cost: { stamina: 1, mana: 2 },
        powerType: 'Fire',
        action: 'concentrated',
        range: { form: 'rangedBlast', x: 8, y: 1 },
        check: { kind: 'attack', first: 'Focus', second: 'Focus', difficulty: 'Reflexes' },
        hit: { text: '', damagePerHit: 2, statuses: [{ status: 'weakened', stacks: 1, to: 'target' }] },
        crit: { text: 'An extra hit', extraHits: 1 },
        effect: {
          text: '',
          statuses: [{ status: 'block', stacks: 2, to: 'user' }],
          movement: { kind: 'push', spaces: 1 },
        },
      }) as never,
    )) as Item.Implementation;
    expect(linesOf(await open(CryturePowerSheet, item))).toEqual([
      'Cost: 1 Stamina, 2 Mana',
      'Type: Fire',
      'Action: Concentrated Action',
      'Range: Ranged 8 Blast 1',
      'Attack: Focus + Focus vs Reflexes',
      'Hit: 2 damage per hit; Weakened 1',
      'Crit: An extra hit',
      'Effect: the user gains Block 2; Push 1',
    ]);
  });

  it('omits the lines a power does not have; a Roll reads Success', async () => {
    const item = (await Item.create(
      power('Mend', {
        range: { form: 'personal' },
        check: { kind: 'roll', first: 'Focus', second: 'Focus', difficulty: 'Reflexes' },
        hit: { damagePerHit: 0, healingPerHit: 2 },
        crit: { extraHits: 0 },
      }) as never,
    )) as Item.Implementation;
    expect(linesOf(await open(CryturePowerSheet, item))).toEqual([
      'Action: Major Action',
      'Range: Personal',
      'Roll: Focus + Focus vs Reflexes',
      'Success: 2 healing per success',
    ]);
  });

  it('reads a pasted power through the engine, and names what it cannot read', async () => {
    const item = (await Item.create(power('New') as never)) as Item.Implementation;
    const sheet = await open(CryturePowerSheet, item);
    dialog().nextAnswer = {
      text: 'Tidal Crash\nCost: 2 Mana\nType: Water\nAction: Major Action\nRange: Melee Blast 2\nAttack: Might + Focus vs Defense\nHit: 3 damage per hit\nCrit: An extra hit\nEffect: You are Slowed',
    };
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="importText"]')!);
    expect(item.name).toBe('Tidal Crash');
    expect(sys(item as never)).toMatchObject({
      cost: { stamina: 0, mana: 2 },
      powerType: 'Water',
      range: { form: 'meleeBlast', y: 2 },
      check: { kind: 'attack', first: 'Might', second: 'Focus', difficulty: 'Defense' },
      hit: { text: '3 damage per hit', damagePerHit: 3 },
      crit: { text: 'An extra hit', extraHits: 1 },
      effect: { text: 'You are Slowed' },
    });
    dialog().nextAnswer = { text: 'Broken\nAction: Sometimes\nRange: Blast 2' };
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="importText"]')!);
    expect(standIn.notifications.at(-1)?.message).toContain('The Action must be Major Action');
    expect(standIn.notifications.at(-1)?.message).toContain('A Blast must say its origin');
    expect(item.name).toBe('Tidal Crash');
  });

  it('adds and removes status grants line by line', async () => {
    const item = (await Item.create(power('Hex') as never)) as Item.Implementation;
    const sheet = await open(CryturePowerSheet, item);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="addGrant"][data-line="crit"]')!);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="addGrant"][data-line="crit"]')!);
    expect(sys(item as never).crit.statuses).toHaveLength(2);
    await sheet.render({ force: true });
    await sheet.clickAction(
      sheet.element.querySelector<HTMLElement>('[data-action="removeGrant"][data-line="crit"][data-index="0"]')!,
    );
    expect(sys(item as never).crit.statuses).toEqual([{ status: 'block', stacks: 1, to: 'target' }]);
  });
});

describe('the actor sheet', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('rolls a stat only with another: its control opens the stat check with that stat first, never skipped', async () => {
    const actor = await combatant();
    const sheet = await open(CrytureActorSheet, actor);
    // No single-stat roll: a stat row's control names the check, not a rollable of its own.
    expect(sheet.element.querySelector('[data-rollable^="stat"]')).toBeNull();
    const control = sheet.element.querySelector<HTMLElement>(
      '.manifold-roll[data-action="statCheck"][data-stat="Might"]',
    )!;
    expect(control.getAttribute('aria-label')).toBe('Roll Might with another stat…');
    // Even a player who skips roll dialogs by default gets this one: the other stat is theirs to pick.
    await settings().set(SYSTEM_ID, SETTINGS.skipRollDialog, true);
    const asked: RollDialogConfig[] = [];
    vi.spyOn(RollDialog, 'prompt').mockImplementation(async (config) => {
      asked.push(config);
      return null;
    });
    await sheet.clickAction(control);
    expect(asked).toHaveLength(1);
    const chosen = Object.fromEntries(asked[0]!.fields.map((f) => [f.name, f.value]));
    expect(chosen.statA).toBe('Might');
    expect(chosen.statB).not.toBe('Might');
    expect(
      [...sheet.element.querySelectorAll<HTMLElement>('.stat-list .manifold-roll')].map((b) => b.dataset.stat),
    ).toEqual(['Speed', 'Reflexes', 'Agility', 'Defense', 'Might']);
  });

  it('adds stats by the game’s own names and refuses names a pool line cannot read', async () => {
    const actor = await combatant();
    const sheet = await open(CrytureActorSheet, actor);
    dialog().nextAnswer = { name: 'Sp. Atk' };
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="addStat"]')!);
    expect(standIn.notifications.at(-1)?.level).toBe('warn');
    dialog().nextAnswer = { name: 'Reflexes' };
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="addStat"]')!);
    dialog().nextAnswer = { name: 'Spirit' };
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="addStat"]')!);
    expect(sys(actor).stats).toEqual({ Might: 3, Agility: 2, Defense: 5, Spirit: 0 });
    await sheet.render({ force: true });
    await sheet.clickAction(
      sheet.element.querySelector<HTMLElement>('[data-action="removeStat"][data-stat="Agility"]')!,
    );
    expect(Object.keys(sys(actor).stats).sort()).toEqual(['Defense', 'Might', 'Spirit']);
  });

  it('lists the powers on a Powers tab of their own, shown when a player asks for it', async () => {
    const actor = await combatant({ items: [power('Strike', { basicAttack: true }), power('Ember Lance')] });
    const sheet = await open(CrytureActorSheet, actor);
    const tabs = [...sheet.element.querySelectorAll<HTMLElement>('nav.tabs [data-tab]')].map((a) => a.dataset.tab);
    expect(tabs).toEqual(['main', 'powers', 'notes', 'effects']);
    // Combat keeps the Basic Attack one click away; the power cards are not on the opening tab.
    expect(sheet.element.querySelector('.tab.active .manifold-roll[data-rollable="basicAttack"]')).not.toBeNull();
    expect(sheet.element.querySelector('.tab.active .power-card')).toBeNull();
    await showTab(sheet, 'powers');
    const cards = [...sheet.element.querySelectorAll('.tab[data-tab="powers"] .power-card')];
    expect(cards.map((c) => c.querySelector('[data-action="roll"]')?.getAttribute('data-roll-label'))).toEqual([
      'Strike',
      'Ember Lance',
    ]);
  });

  it('counts a 1-turn status’s turn ends left in words that agree with the number', async () => {
    const actor = await combatant({
      system: { statuses: { block: { stacks: 2, turnEnds: 2 }, stunned: { stacks: 1, turnEnds: 1 } } },
    });
    const view = Object.fromEntries(statusesView(actor).map((s) => [s.id, s.turnEnds]));
    expect(view).toMatchObject({ block: '2 turn ends left', stunned: '1 turn end left', empowered: '' });
  });

  it('shows the turn’s actions and spends a Minor Action for Move, then the Major for a second Move', async () => {
    useScene().place(await combatant({ name: 'placeholder', type: 'cryture-npc' }), { x: 9, y: 9 });
    const actor = await combatant({ owner: standIn.users.player });
    const combat = fakeCombat();
    const [me] = enlist(combat, actor);
    startAt(combat, me!);
    standIn.actAs(standIn.users.player);
    const sheet = await open(CrytureActorSheet, actor);
    expect(sheet.element.querySelectorAll('.economy .cryture-pip:not(.spent)')).toHaveLength(2);
    const move = sheet.element.querySelector<HTMLElement>('[data-action="basicAction"][data-basic="move"]')!;
    await sheet.clickAction(move);
    expect(economyOf(me!)).toEqual({ major: true, minor: false });
    expect(await cardText(game.messages!.contents.at(-1)!)).toContain('Up to 4 spaces.');
    await sheet.clickAction(move);
    expect(economyOf(me!)).toEqual({ major: false, minor: false });
    await sheet.clickAction(move);
    expect(standIn.notifications.at(-1)?.message).toBe('No action left this turn for a minor action.');
    await sheet.render({ force: true });
    expect(sheet.element.querySelectorAll('.economy .cryture-pip.spent')).toHaveLength(2);
  });
});
