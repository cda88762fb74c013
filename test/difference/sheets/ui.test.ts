import { beforeEach, describe, expect, it } from 'vitest';
import { hero, sys } from '../fixtures';
import { registry } from '../../../src/foundry/registry';
import { DifferenceTraitsEditor } from '../../../src/rulesets/difference/apps/traits-editor';
import { DifferenceMomentumWidget } from '../../../src/rulesets/difference/apps/momentum-widget';
import { endScene } from '../../../src/rulesets/difference/flows/scene';
import { currentMomentum, storeMomentum } from '../../../src/rulesets/difference/flows/momentum';
import { onFallUnconscious } from '../../../src/rulesets/difference/flows/health';
import { useTalent } from '../../../src/rulesets/difference/flows/talents';
import { turnStart } from '../../../src/rulesets/difference/combat/rules';
import { turnFlags } from '../../../src/rulesets/difference/combat/turn-state';
import { readTraits } from '../../../src/rulesets/difference/data/traits';
import { samples } from '../samples';
import { LEVEL_RANGE, WOUND_MAX } from '../../../src/rulesets/difference/data/bounds';
import { showAllTabs, showTab } from '../../foundry/sheet-tabs';

type App = {
  render(o?: unknown): Promise<unknown>;
  element: HTMLElement;
  partsHTML: Record<string, string>;
  clickAction(target: HTMLElement): Promise<void>;
  submit(v: Record<string, unknown>): Promise<void>;
  tabGroups: Record<string, string>;
};

describe('sheets, widget and editor', () => {
  beforeEach(async () => {
    standIn.reset();
    standIn.i18n.missing.clear();
    await storeMomentum({ players: 0, gm: 0 });
  });

  it('every sheet renders every part with the fullest sample and no missing string', async () => {
    const d = registry.get('difference');
    const actor = (await Actor.create(samples.actors![0] as never)) as Actor.Implementation;
    const Sheet = d.Actor['difference-character']!.sheet as unknown as new (o: unknown) => App;
    const sheet = new Sheet({ document: actor });
    await sheet.render(true);
    await showAllTabs(sheet);
    const html = Object.values(sheet.partsHTML).join('');
    expect(html).toContain('Forge the masterwork blade');
    // An ongoing task's exact outlook says what its percentage is.
    expect(html).toMatch(/\d+% to succeed/);
    expect(html).toContain('Afflicted [1d4 Clarity]');
    expect(html).toMatch(/data-rollable=['"]skill.perception['"]/);
    const rendered = [sheet.element];
    for (const item of actor.items) {
      const ItemSheet = d.Item[item.type]!.sheet as unknown as new (o: unknown) => App;
      const itemSheet = new ItemSheet({ document: item });
      await itemSheet.render(true);
      rendered.push(itemSheet.element);
    }
    expect([...standIn.i18n.missing]).toEqual([]);
    // The inputs offer the models' bounds (data/bounds.ts), never an empty or stray limit.
    const level = sheet.element.querySelector<HTMLInputElement>('input[name="system.level"]')!;
    expect([level.min, level.max]).toEqual([String(LEVEL_RANGE.min), String(LEVEL_RANGE.max)]);
    const wounds = sheet.element.querySelector<HTMLInputElement>('input[name="system.wounds.injuries"]')!;
    expect(wounds.max).toBe(String(WOUND_MAX));
    for (const element of rendered) {
      for (const input of element.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
        for (const limit of ['min', 'max']) expect(input.getAttribute(limit), `${input.name} ${limit}`).not.toBe('');
      }
    }
  });

  it('a talent’s action glyph says its cost in words, as tooltip and to screen readers', async () => {
    const actor = await hero({
      items: [
        { name: 'Strike', type: 'difference-talent', system: { action: 'action', actionPoints: 2 } },
        { name: 'Jab', type: 'difference-talent', system: { action: 'action', actionPoints: 1 } },
        { name: 'Shrug', type: 'difference-talent', system: { action: 'free' } },
      ],
    });
    const Sheet = registry.get('difference').Actor['difference-character']!.sheet as unknown as new (o: unknown) => App;
    const sheet = new Sheet({ document: actor });
    await sheet.render(true);
    const glyph = (name: string) => {
      const id = actor.items.find((i) => i.name === name)!.id;
      return sheet.element.querySelector<HTMLElement>(`[data-item-id="${id}"] .dg-tag`)!;
    };
    expect(glyph('Strike').dataset.tooltipText).toBe('Action cost: 2 action points');
    expect(glyph('Jab').dataset.tooltipText).toBe('Action cost: 1 action point');
    expect(glyph('Shrug').dataset.tooltipText).toBe('Action cost: Free Action (▷)');
    expect(glyph('Strike').querySelector('.sr-only')!.textContent).toBe('Action cost: 2 action points');
  });

  it('the sheet toggles conditions and edits their brackets on the effect', async () => {
    const actor = await hero();
    const Sheet = registry.get('difference').Actor['difference-character']!.sheet as unknown as new (o: unknown) => App;
    const sheet = new Sheet({ document: actor });
    await sheet.render(true);
    await showTab(sheet, 'conditions');
    const toggle = sheet.element.querySelector<HTMLElement>(
      '[data-condition="exhausted"] [data-action="toggleCondition"]',
    )!;
    await sheet.clickAction(toggle);
    expect(actor.statuses.has('exhausted')).toBe(true);
    await sheet.render(true);
    const input = sheet.element.querySelector<HTMLInputElement>('[data-bracket="value"]')!;
    input.value = '3';
    input.dispatchEvent(new Event('change'));
    await standIn.settled();
    const { conditionsOf } = await import('../../../src/rulesets/difference/data/conditions');
    expect(conditionsOf(actor as never)).toEqual([{ id: 'exhausted', value: 3 }]);
    input.value = 'two';
    input.dispatchEvent(new Event('change'));
    await standIn.settled();
    expect(standIn.notifications.at(-1)).toMatchObject({ level: 'error' });
    expect(conditionsOf(actor as never)).toEqual([{ id: 'exhausted', value: 3 }]);
  });

  it('the Momentum widget: the GM adds and removes, a player spends the players’ pool only', async () => {
    const widget = new DifferenceMomentumWidget() as unknown as App;
    await widget.render(true);
    const button = (action: string, side: string) =>
      widget.element.querySelector<HTMLElement>(`[data-action="${action}"][data-side="${side}"]`);
    await widget.clickAction(button('gain', 'players')!);
    await widget.clickAction(button('gain', 'gm')!);
    expect(currentMomentum()).toEqual({ players: 1, gm: 1 });
    standIn.actAs(standIn.users.player);
    await widget.render(true);
    expect(button('gain', 'players')).toBeNull();
    expect(button('spend', 'gm')!.hasAttribute('disabled')).toBe(true);
    await widget.clickAction(button('spend', 'players')!);
    expect(currentMomentum()).toEqual({ players: 0, gm: 1 });
    expect([...standIn.i18n.missing]).toEqual([]);
  });

  it('the GM ends the scene: Empowered ends everywhere', async () => {
    const actor = await hero({ conditions: [{ id: 'empowered' }, { id: 'dazed' }] });
    expect(await endScene()).toBe(1);
    expect(actor.statuses.has('empowered')).toBe(false);
    expect(actor.statuses.has('dazed')).toBe(true);
  });

  it('the traits editor renders, adds a skill and saves the world setting', async () => {
    const editor = new DifferenceTraitsEditor() as unknown as App;
    await editor.render(true);
    expect(editor.element.querySelectorAll('.traits-row.skill')).toHaveLength(17);
    await editor.clickAction(editor.element.querySelector<HTMLElement>('[data-action="addSkill"]')!);
    expect(editor.element.querySelectorAll('.traits-row.skill')).toHaveLength(18);
    // The whole form is submitted (FormDataExtended): every row kept, the first attribute renamed, the new row named.
    await editor.submit({ 'attributes.0.name': 'Might', 'skills.17.name': 'Sailing' });
    const { attributes, skills } = readTraits();
    expect(attributes).toHaveLength(9);
    expect(attributes[0]).toEqual({ id: 'strength', name: 'Might' });
    expect(skills).toHaveLength(18);
    expect(skills[17]).toMatchObject({ id: 'sailing', name: 'Sailing', attribute: 'strength' });
    expect([...standIn.i18n.missing]).toEqual([]);
    await (await import('../../../src/foundry/settings')).settings().set('manifold', 'difference.traits', null);
  });

  it('falling Unconscious: Prone too, and held items are dropped', async () => {
    const actor = await hero({
      items: [{ name: 'Torch', type: 'difference-equipment', system: { held: true } }],
      conditions: [{ id: 'unconscious' }],
    });
    await onFallUnconscious(actor);
    expect(actor.statuses.has('prone')).toBe(true);
    expect(([...actor.items][0]!.system as unknown as { held: boolean }).held).toBe(false);
  });

  it('using a talent spends its Focus (Focused: 1 less) and, in combat, its action points or the Reaction', async () => {
    const actor = await hero({
      owner: standIn.users.player,
      system: { focus: { value: 2, max: 3 } },
      conditions: [{ id: 'focused' }],
      items: [
        { name: 'Strike', type: 'difference-talent', system: { focusCost: 2, action: 'action', actionPoints: 2 } },
        { name: 'Parry', type: 'difference-talent', system: { focusCost: 1, action: 'reaction' } },
      ],
    });
    const [strike, parry] = [...actor.items];
    const combat = new Combat({}) as unknown as Combat.Implementation & { round: number };
    combat.round = 1;
    const combatant = new Combatant(
      { actor, name: 'Ilsa' } as never,
      { parent: combat } as never,
    ) as unknown as Combatant.Implementation;
    await combatant.setFlag('manifold' as never, 'difference' as never, { turn: 'fast' } as never);
    (combat.combatants as unknown as Map<string, unknown>).set(combatant.id!, combatant);
    (game as unknown as { combat: unknown }).combat = combat;
    await turnStart(combat, combatant);
    standIn.actAs(standIn.users.player);
    expect(await useTalent(actor, strike!)).toEqual({ ok: true, focusSpent: 1 });
    expect(turnFlags(combatant).ap).toBe(0);
    expect(sys(actor).focus.value).toBe(1);
    expect(await useTalent(actor, strike!)).toMatchObject({ ok: false });
    expect(await useTalent(actor, parry!)).toEqual({ ok: true, focusSpent: 0 });
    expect(await useTalent(actor, parry!)).toMatchObject({ ok: false, reason: 'MANIFOLD.difference.refusal.reaction' });
  });
});
