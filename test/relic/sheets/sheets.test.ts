/** The relic sheets, the formation panel and the descriptor's registration, as a user drives them. */
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { statusEffectConfig } from '../../../src/foundry/register';
import { RelicFormationPanel, openFormationPanel } from '../../../src/rulesets/relic/apps/formation-panel';
import { CONDITIONS } from '../../../src/rulesets/relic/rules';
import { ASH_WOLF, OREN } from '../sample-data';
import { combatOf, itemNamed, lastMessage, seeker, state, sys, type Doc } from '../fixtures';
import { showTab } from '../../foundry/sheet-tabs';

const { player, other } = standIn.users;

type Sheet = {
  render(o?: unknown): Promise<unknown>;
  element: HTMLElement;
  tabGroups: Record<string, string>;
  clickAction(target: HTMLElement, event?: Partial<PointerEvent>): Promise<void>;
};

async function open(actor: Doc): Promise<Sheet> {
  const Sheet = registry.get('relic').Actor[String(actor.type)]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  return sheet;
}

const create = async (data: object, owner = player) =>
  (await Actor.create({ ...structuredClone(data), ownership: { [owner.id]: 3 } } as never)) as Doc;

describe('seeker sheet', () => {
  beforeEach(() => standIn.reset());

  it('offers every rollable as a button (tests, attacks, Snap Shot for ranged weapons, relics, Burn), with no missing string', async () => {
    const oren = await create(OREN);
    const sheet = await open(oren);
    await showTab(sheet, 'arsenal'); // the weapons' and relics' own tab; Combat's panel stays
    const onSheet = [...sheet.element.querySelectorAll<HTMLElement>('[data-rollable]')]
      .map((b) => b.dataset.rollable)
      .sort();
    const rollables = registry.rollablesOf(oren);
    const keys = rollables.map((r) => r.key).sort();
    expect(onSheet).toEqual(keys);
    expect(keys.filter((k) => k.startsWith('snapShot.'))).toHaveLength(1);
    expect(keys).toEqual(expect.arrayContaining(['test.fit', 'test.dex', 'test.wis', 'test.int', 'burn']));
    for (const r of rollables) expect(r.odds?.(), r.key).toBeTruthy();
    expect([...standIn.i18n.missing]).toEqual([]);
  });

  it('shows AC with its parts, Resistance with its surge, the surges, the formation and the locked relic', async () => {
    const oren = await create(OREN);
    const sheet = await open(oren);
    const text = sheet.element.textContent!;
    expect(state(oren).ac).toBe(10 + 1 + 2 + 1 + 2);
    expect(sheet.element.querySelector('.relic-vital.ac')!.getAttribute('data-tooltip-text')).toBe(
      'Base 10 · DEX +1 · Medium armor +2 · Shield +1 · Bulwark Surge +2',
    );
    expect(text).toContain('Formation holds');
    await showTab(sheet, 'arsenal');
    expect(sheet.element.textContent).toContain('Locked out');
    expect(sheet.element.querySelector('[data-rollable^="relic."][disabled]')).toBeTruthy();
  });

  it('lists weapons and relics on a Weapons & Relics tab of their own, shown when a player asks for it', async () => {
    const oren = await create(OREN);
    const sheet = await open(oren);
    const tabs = [...sheet.element.querySelectorAll<HTMLElement>('nav.tabs [data-tab]')].map((a) => a.dataset.tab);
    expect(tabs).toEqual(['combat', 'arsenal', 'equipment', 'notes', 'effects']);
    // Combat keeps the attribute tests and Burn; no weapon or relic row is on the opening tab.
    expect(sheet.element.querySelector('.tab.active [data-rollable="test.fit"]')).not.toBeNull();
    expect(sheet.element.querySelector('.tab.active [data-rollable="burn"]')).not.toBeNull();
    expect(sheet.element.querySelector('.tab.active [data-item-id]')).toBeNull();
    await showTab(sheet, 'arsenal');
    const panel = sheet.element.querySelector('.tab[data-tab="arsenal"]')!;
    const rows = (kind: string) =>
      [...panel.querySelectorAll(`[data-rollable^="${kind}."]`)].map((b) => b.getAttribute('data-roll-label'));
    expect(rows('attack')).toEqual(['Longsword', 'Shortbow']);
    expect(rows('snapShot')).toEqual(['Snap Shot']);
    expect(rows('relic')).toEqual(['Emberglass Lens', 'Mending Thread', 'Wardstone']);
    expect([...standIn.i18n.missing]).toEqual([]);
  });

  it('a roll button rolls through the ruleset (Shift-click skips the dialog) and posts a card', async () => {
    const oren = await create(OREN);
    const sheet = await open(oren);
    standIn.actAs(player);
    await showTab(sheet, 'arsenal');
    standIn.queueFaces(12, 4);
    await sheet.clickAction(
      sheet.element.querySelector<HTMLElement>(`[data-rollable="attack.${itemNamed(oren, 'Longsword').id}"]`)!,
      {
        shiftKey: true,
      },
    );
    expect(lastMessage().rolls).toHaveLength(1);
  });

  it('conditions are toggled as status effects; armor worn is one at a time', async () => {
    const oren = await create(OREN);
    const sheet = await open(oren);
    standIn.actAs(player);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-condition="entangled"]')!);
    expect(state(oren).health.conditions).toContain('entangled');
    sheet.tabGroups.primary = 'equipment';
    await sheet.render();
    const plate = itemNamed(oren, 'Old plate');
    await sheet.clickAction(
      sheet.element.querySelector<HTMLElement>(`[data-item-id="${plate.id}"] [data-action="toggleEquipped"]`)!,
    );
    expect(sys(itemNamed(oren, 'Chain coat') as never).equipped).toBe(false);
    // Foundry prepares the actor again after an embedded item changes; the stand-in leaves that to us.
    (oren as unknown as { prepareData(): void }).prepareData();
    expect(state(oren).armor).toBe('heavy');
  });

  it('a feature’s Aid chip names the Aid variant it changes, unless the feature is named after it', async () => {
    const oren = await seeker(
      'Oren',
      {},
      {
        items: [
          { name: 'Twilight Healer', type: 'relic-feature', system: { aid: 'twilightHealer' } },
          { name: 'Dusk Mending', type: 'relic-feature', system: { aid: 'twilightHealer' } },
        ] as never,
      },
    );
    const sheet = await open(oren);
    sheet.tabGroups.primary = 'equipment';
    await sheet.render();
    const chips = (name: string) =>
      [...sheet.element.querySelectorAll(`[data-item-id="${itemNamed(oren, name).id}"] .relic-chip`)].map((c) =>
        c.textContent!.trim(),
      );
    expect(chips('Twilight Healer')).toEqual([]);
    expect(chips('Dusk Mending')).toEqual(['Twilight Healer']);
  });

  it('in combat a player changes row and Resonance through the actions (REL-7); the GM may still edit them', async () => {
    const oren = await create(OREN);
    combatOf([oren]);
    standIn.actAs(player);
    const sheet = await open(oren);
    expect(sheet.element.querySelector('select[name="system.row"]')!.hasAttribute('disabled')).toBe(true);
    expect(sheet.element.querySelector('input[name="system.resonance"]')!.hasAttribute('disabled')).toBe(true);
    standIn.actAs(standIn.users.gm);
    const gmSheet = await open(oren);
    expect(gmSheet.element.querySelector('select[name="system.row"]')!.hasAttribute('disabled')).toBe(false);
  });

  it('a player who observes (does not own) the seeker gets a sheet with nothing to change', async () => {
    // Foundry refuses the sheet to a user below LIMITED; an observer sees it and cannot edit.
    const oren = (await Actor.create({
      ...structuredClone(OREN),
      ownership: { [other.id]: 3, [player.id]: 2 },
    } as never)) as Doc;
    standIn.actAs(player);
    const sheet = await open(oren);
    expect(sheet.element.querySelector('[data-action="deleteItem"]')).toBeNull();
    expect(sheet.element.querySelector('[data-condition]:not([disabled])')).toBeNull();
  });
});

describe('adversary sheet and the formation panel', () => {
  beforeEach(() => standIn.reset());

  it('the adversary sheet lists its attacks and tests; names are escaped', async () => {
    const wolf = (await Actor.create({ ...structuredClone(ASH_WOLF), name: '<b>Wolf</b>' } as never)) as Doc;
    const sheet = await open(wolf);
    expect(Object.values((sheet as unknown as { partsHTML: Record<string, string> }).partsHTML).join('')).toContain(
      '&lt;b&gt;Wolf&lt;/b&gt;',
    );
    expect(sheet.element.querySelector('b')).toBeNull();
    expect(
      [...sheet.element.querySelectorAll<HTMLElement>('[data-rollable]')].map((b) => b.dataset.rollable),
    ).toHaveLength(5);
  });

  it('the formation panel shows both rows, why the formation broke, and what enemies gain', async () => {
    const oren = await seeker('Oren', { row: 'frontline' }, { statuses: ['unconscious'] });
    await seeker('Mira', { row: 'backline' });
    combatOf([oren]);
    const panel = openFormationPanel();
    expect(panel).toBeInstanceOf(RelicFormationPanel);
    await panel.render({ force: true });
    const text = (panel as unknown as { element: HTMLElement }).element.textContent!;
    expect(text).toContain('Formation broken');
    expect(text).toContain('Everyone in the frontline is Unconscious or Dying.');
    expect(text).toContain('Enemies +1 to all attacks.');
  });
});

describe('registration', () => {
  it('every condition is a status effect with a rules description', () => {
    const effects = statusEffectConfig(registry.get('relic').statusEffects!);
    expect(effects.map((e) => e.id)).toEqual([...CONDITIONS]);
    expect(new Set(effects.map((e) => e._id)).size).toBe(CONDITIONS.length);
    for (const e of effects) expect(standIn.i18n.has(e.description), e.id).toBe(true);
  });
});
