/**
 * The stand-in's UI life cycle (README: the UI life cycle): the scene controls are prepared, and
 * `getSceneControlButtons` fires, on the first render and on `render({reset: true})` only; the
 * combat tracker draws the active combat's rows and fires `renderCombatTracker`.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerTestModels } from './test-model';
import type { CombatTracker, SceneControls } from './ui';
import type { SceneControlGroup } from '../../src/foundry/data/config';

beforeAll(registerTestModels);

const stage = () => (globalThis as unknown as { ui: { controls: SceneControls; combat: CombatTracker } }).ui;

describe('scene controls', () => {
  beforeEach(() => standIn.reset());

  it('a tool added after the first render appears only when the controls are reset', async () => {
    const controls = stage().controls;
    await controls.render({ force: true });
    expect(Object.keys(controls.controls.tokens!.tools)).toEqual(['select', 'target', 'ruler']);
    const late = (c: Record<string, SceneControlGroup>) => {
      c.tokens!.tools!.late = { name: 'late', order: 9, title: 'Late', icon: 'fa-solid fa-clock', button: true };
    };
    Hooks.on('getSceneControlButtons', late);
    await controls.render();
    expect(controls.controls.tokens!.tools.late).toBeUndefined();
    expect(controls.element.querySelector('[data-tool="late"]')).toBeNull();
    await controls.render({ reset: true });
    expect(controls.controls.tokens!.tools.late).toBeDefined();
    expect(controls.element.querySelector('[data-tool="late"]')).not.toBeNull();
    expect(controls.prepared).toBe(2);
    Hooks.off('getSceneControlButtons', late);
  });

  it('a tool that is not visible is dropped, and a button tool runs its onChange when clicked', async () => {
    let clicked = 0;
    const add = (c: Record<string, SceneControlGroup>) => {
      c.tokens!.tools!.hidden = { name: 'hidden', order: 4, title: 'Hidden', icon: 'x', visible: false };
      c.tokens!.tools!.press = {
        name: 'press',
        order: 5,
        title: 'Press',
        icon: 'x',
        button: true,
        onChange: () => clicked++,
      };
    };
    Hooks.on('getSceneControlButtons', add);
    const controls = stage().controls;
    await controls.render({ force: true });
    Hooks.off('getSceneControlButtons', add);
    expect(controls.controls.tokens!.tools.hidden).toBeUndefined();
    await controls.clickAction(controls.element.querySelector<HTMLElement>('[data-tool="press"]')!);
    expect(clicked).toBe(1);
  });
});

describe('combat tracker', () => {
  beforeEach(() => standIn.reset());

  it('draws a row per turn of the active combat and fires renderCombatTracker with its element', async () => {
    const actor = await Actor.create({ name: 'Ada', type: 'stand-in-test' } as never);
    const combat = new (Combat as unknown as new (d: object) => { addCombatants(d: object[]): { id: string }[] })({});
    const [combatant] = combat.addCombatants([{ actor, name: 'Ada' }]);
    (game as unknown as { combat: unknown }).combat = combat;
    const seen: HTMLElement[] = [];
    const hook = (_app: unknown, html: HTMLElement) => void seen.push(html);
    Hooks.on('renderCombatTracker', hook);
    await stage().combat.render({ force: true });
    Hooks.off('renderCombatTracker', hook);
    expect(seen).toEqual([stage().combat.element]);
    const row = seen[0]!.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${combatant!.id}"]`)!;
    expect(row.querySelector('.token-name .name')!.textContent).toBe('Ada');
    expect(row.querySelector('.token-initiative')).not.toBeNull();
    expect(seen[0]!.querySelector('.combat-tracker-header')).not.toBeNull();
  });
});
