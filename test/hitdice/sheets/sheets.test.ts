/**
 * The sheets: the defense pool drawn as layers of dice outermost first (there or gone, never a
 * number), Resolve as a track, the buttons wired to their flows, the rollables behind the roll
 * buttons and macros, the token statuses following the dice.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hitdiceRollables } from '../../../src/rulesets/hitdice/flows/rollables';
import { bootHitdice, makeActor, registry, sys } from '../fixtures';
import { MAX_ACTIONS_PER_TURN, MAX_LEVEL, MAX_STORED_DICE } from '../../../src/rulesets/hitdice/rules';
import { showAllTabs } from '../../foundry/sheet-tabs';

beforeAll(bootHitdice);

type Sheet = {
  render(o?: unknown): Promise<unknown>;
  clickAction(target: HTMLElement): Promise<void>;
  element: HTMLElement;
  partsHTML: Record<string, string>;
};

async function open(actor: Actor.Implementation): Promise<Sheet> {
  const Sheet = registry.get('hitdice').Actor[actor.type as string]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  await showAllTabs(sheet);
  return sheet;
}

const FULL = {
  level: 5,
  body: { value: 9 },
  resolve: { value: 3 },
  armor: { value: 1 },
  barrier: { value: 1, max: 2 },
  guard: { value: 2, max: 2 },
};
const MAIL = { name: 'Scale Hauberk', type: 'hitdice-armor', system: { kind: 'medium', equipped: true } };

describe('the character sheet', () => {
  beforeEach(() => standIn.reset());

  it('draws each layer’s dice, outermost first, as dice there or gone', async () => {
    const sheet = await open(await makeActor({ system: FULL, items: [MAIL] }));
    const layers = [...sheet.element.querySelectorAll<HTMLElement>('.hd-layer')];
    expect(layers.map((l) => l.className.match(/layer-(\w+)/)![1])).toEqual(['guard', 'barrier', 'armor', 'body']);
    const count = (layer: HTMLElement, state: string) => layer.querySelectorAll(`.hd-die.${state}`).length;
    expect(layers.map((l) => [count(l, 'present'), count(l, 'gone')])).toEqual([
      [2, 0],
      [1, 1],
      [1, 1],
      [9, 3], // Balanced level 5: 12 body dice
    ]);
    const body = layers[3]!.querySelectorAll<HTMLElement>('.hd-die');
    expect(body[8]!.getAttribute('aria-label')).toBe('Body die 9 of 12: there');
    expect(body[9]!.getAttribute('aria-label')).toBe('Body die 10 of 12: gone');
    expect(body[0]!.querySelector('svg text')!.textContent).toBe('8');
    expect(layers[0]!.textContent).toContain('5+ sustains · 33%'); // HD-9: exact chances
    expect(layers[2]!.textContent).toContain('Scale Hauberk');
    expect(sheet.partsHTML.combat).toContain('[1d6 ×2] → [1d12] → [1d8] → [1d8 ×9]');
    expect([...standIn.i18n.missing]).toEqual([]);
  });

  it('renders every tab with the real templates: abilities, skills with their abilities, inventory, notes', async () => {
    const sheet = await open(
      await makeActor({
        system: { ...FULL, notes: '<p>kept</p>' },
        items: [MAIL, { name: 'Keen Eye', type: 'hitdice-ability', system: { skill: 'awareness', bonusDice: 1 } }],
      }),
    );
    expect(Object.keys(sheet.partsHTML)).toEqual([
      'header',
      'tabs',
      'combat',
      'abilities',
      'skills',
      'inventory',
      'notes',
      'effects',
    ]);
    // Abilities and weapons on a tab of their own, each with its Roll; Combat lists none of them.
    expect(sheet.partsHTML.abilities).toContain('data-rollable="item.');
    expect(sheet.partsHTML.abilities).toContain('Keen Eye');
    expect(sheet.partsHTML.combat).not.toContain('Keen Eye');
    expect(sheet.element.querySelectorAll('.hd-skill')).toHaveLength(8);
    expect(sheet.partsHTML.skills).toContain('Keen Eye');
    expect(sheet.partsHTML.inventory).toContain('Scale Hauberk');
    expect(sheet.element.querySelector('[data-rollable="skill.awareness"]')).not.toBeNull();
    expect([...standIn.i18n.missing]).toEqual([]);
  });

  it('a die clicked is marked there or gone (an ordinary edit, ALL-2)', async () => {
    const actor = await makeActor({ system: FULL, items: [MAIL], owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    const sheet = await open(actor);
    const die = (layer: string, n: number) =>
      sheet.element.querySelector<HTMLElement>(`[data-action="toggleDie"][data-layer="${layer}"][data-index="${n}"]`)!;
    await sheet.clickAction(die('body', 5)); // a present die: it and those after it go
    expect(sys(actor).body.value).toBe(4);
    await sheet.clickAction(die('body', 12)); // a gone die comes back with those before it
    expect(sys(actor).body.value).toBe(12);
    await sheet.clickAction(die('resolve', 1));
    expect(sys(actor).resolve.value).toBe(0);
  });

  it('puts armor on and off, raises a barrier source', async () => {
    const actor = await makeActor({
      items: [
        { name: 'Mail', type: 'hitdice-armor', system: { kind: 'heavy' } },
        { name: 'Sigil', type: 'hitdice-barrier', system: { dice: 2 } },
      ],
    });
    const sheet = await open(actor);
    const button = (action: string) => sheet.element.querySelector<HTMLElement>(`[data-action="${action}"]`)!;
    await sheet.clickAction(button('toggleArmor'));
    expect(sys(actor).state.armor).toEqual({ type: 'heavy', dice: 2, max: 2, faces: 10 });
    await sheet.render();
    await sheet.clickAction(button('raiseBarrier'));
    expect(sys(actor).barrier).toEqual({ value: 2, max: 2 });
    await sheet.render();
    await sheet.clickAction(button('toggleArmor'));
    expect(sys(actor).state.armor.type).toBeNull();
  });

  it('shows a due Resolve check as a banner with its button', async () => {
    const actor = await makeActor();
    await actor.setFlag(
      'manifold' as never,
      'hitdiceCheck' as never,
      { messageId: 'm1', triggers: ['heavyLoss'] } as never,
    );
    const sheet = await open(actor);
    expect(sheet.element.querySelector('.hd-pending')!.textContent).toContain(
      'Lost Proficiency + 1 or more HD this round',
    );
    expect(hitdiceRollables(actor).map((r) => r.key)).toContain('resolveCheck');
  });

  it('offers every ability, weapon and skill as a rollable with exact odds (macros, tooltips)', async () => {
    const actor = await makeActor({
      system: { resolve: { value: 4 } },
      items: [
        { name: 'Axe', type: 'hitdice-weapon' },
        { name: 'Cleave', type: 'hitdice-ability', system: { tier: 'expert' } },
      ],
    });
    const rollables = hitdiceRollables(actor);
    const byLabel = (label: string) => rollables.find((r) => r.label === label)!;
    expect(byLabel('Axe').odds!()!.headline.probability).toBeCloseTo(5 / 6, 12); // Basic 2+, one die
    expect(byLabel('Cleave').odds!()).toBeNull(); // refused at Resolve 4: no odds, the dialog says why
    expect(rollables.filter((r) => r.key.startsWith('skill.'))).toHaveLength(8);
    expect(rollables.map((r) => r.key)).toContain('stabilize');
  });
});

describe('token statuses follow the dice', () => {
  beforeEach(() => standIn.reset());

  it('Guarding, Dying and Stabilized are set and cleared by the updates that cause them', async () => {
    const actor = await makeActor({ owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    const statuses = () => [...(actor as unknown as { statuses: Set<string> }).statuses].sort();
    // The hook runs after the update, one status at a time: wait for it.
    const settled = () => standIn.settled();
    await actor.update({ 'system.guard.value': 2, 'system.guard.max': 2 } as never);
    await settled();
    expect(statuses()).toEqual(['guarding']);
    await actor.update({ 'system.guard.value': 0, 'system.body.value': 0, 'system.stabilized': true } as never);
    await settled();
    expect(statuses()).toEqual(['dying', 'stabilized']);
    await actor.update({ 'system.body.value': 3, 'system.stabilized': false } as never);
    await settled();
    expect(statuses()).toEqual([]);
  });
});

describe('the NPC sheet', () => {
  beforeEach(() => standIn.reset());

  it('shows the NPC’s own pool and Resolve (Proficiency when empty) and its actions', async () => {
    const npc = await makeActor({
      type: 'hitdice-npc',
      owner: standIn.users.gm,
      system: { level: 3, bodyMax: 6, body: { value: 4 }, resolve: { value: 2 } },
      items: [{ name: 'Bite', type: 'hitdice-ability', system: { attack: true } }],
    });
    const sheet = await open(npc);
    const body = sheet.element.querySelector('.hd-layer.layer-body')!;
    expect(body.querySelectorAll('.hd-die.present')).toHaveLength(4);
    expect(body.querySelectorAll('.hd-die.gone')).toHaveLength(2);
    expect(sheet.element.querySelectorAll('.hd-pip')).toHaveLength(2);
    expect(sheet.partsHTML.header).toContain('placeholder="2"'); // Resolve = Proficiency
    expect(sheet.partsHTML.abilities).toContain('Bite');
    expect(sheet.element.querySelector('.hd-affinity-dice')).toBeNull();
    // The header's inputs offer the schema's own bounds (rules/), not numbers of their own.
    const max = (name: string) => sheet.element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.max;
    expect(max('system.level')).toBe(String(MAX_LEVEL));
    expect(max('system.bodyMax')).toBe(String(MAX_STORED_DICE));
    expect(max('system.actionsPerTurn')).toBe(String(MAX_ACTIONS_PER_TURN));
  });
});
