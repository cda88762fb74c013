/**
 * Keybindings: skip-dialog, advantage and disadvantage are Foundry keybindings whose
 * defaults are the old Shift, Alt and Ctrl/⌘; rebinding one changes what a click does.
 */
import { rollRollable } from '../../src/foundry/rolls/pipeline';
import { beforeEach, describe, expect, it } from 'vitest';
import { boot, switchRuleset } from './boot';
import { registerKeybindings, rollKeyHeld } from '../../src/foundry/keybindings';
import { applyKeyboardShortcuts } from '../../src/foundry/rolls/configure';
import {
  dialogDefaults,
  RollDialog,
  type RollDialogConfig,
  type RollDialogValues,
} from '../../src/foundry/rolls/roll-dialog';
import { shouldSkipDialog } from '../../src/foundry/settings';
import { registry } from '../../src/foundry/registry';
import type { Rollable, RulesetId } from '../../src/foundry/ruleset';
import { character } from '../countdown/fixtures';
import { hero } from '../difference/fixtures';
import { makeActor } from '../hitdice/fixtures';
import { actorStateOf } from '../../src/rulesets/hitdice/data/snapshot';

boot();

type Bindings = {
  register(n: string, a: string, d: object): void;
  get(n: string, a: string): { key: string; modifiers: string[] }[];
};
const keybindings = () => game.keybindings as unknown as Bindings;
const downKeys = () => (game as unknown as { keyboard: { downKeys: Set<string> } }).keyboard.downKeys;

const config: RollDialogConfig = {
  title: 'Probe',
  fields: [
    { name: 'advantage', label: 'MANIFOLD.roll.roll', kind: 'checkbox', value: false, keyPresets: { advantage: true } },
    {
      name: 'disadvantage',
      label: 'MANIFOLD.roll.roll',
      kind: 'checkbox',
      value: false,
      keyPresets: { disadvantage: true },
    },
  ],
  evaluate: () => ({ odds: null }),
};
const presets = (event: object) =>
  Object.fromEntries(applyKeyboardShortcuts(config, event).fields.map((f) => [f.name, f.value]));

describe('roll keybindings', () => {
  beforeEach(() => {
    standIn.reset();
    downKeys().clear();
    // Every test starts from the defaults, whatever an earlier one rebound.
    registerKeybindings();
  });

  it('are registered for Configure Controls with the old modifiers as defaults', () => {
    expect(
      keybindings()
        .get('manifold', 'skipDialog')
        .map((b) => b.key),
    ).toEqual(['ShiftLeft', 'ShiftRight']);
    expect(
      keybindings()
        .get('manifold', 'advantage')
        .map((b) => b.key),
    ).toEqual(['AltLeft', 'AltRight']);
    expect(
      keybindings()
        .get('manifold', 'disadvantage')
        .map((b) => b.key),
    ).toContain('ControlLeft');
    expect(game.i18n!.has('MANIFOLD.keybindings.skipDialog.name')).toBe(true);
  });

  it('by default Shift skips the dialog and Alt / Ctrl preset advantage / disadvantage', () => {
    expect(shouldSkipDialog({ shiftKey: true })).toBe(true);
    expect(shouldSkipDialog({ altKey: true })).toBe(false);
    expect(presets({ altKey: true })).toEqual({ advantage: true, disadvantage: false });
    expect(presets({ metaKey: true })).toEqual({ advantage: false, disadvantage: true });
  });

  it('rebound, the new key does it and Shift no longer does', () => {
    keybindings().register('manifold', 'skipDialog', { editable: [{ key: 'KeyQ' }] });
    expect(shouldSkipDialog({ shiftKey: true })).toBe(false);
    downKeys().add('KeyQ');
    expect(shouldSkipDialog({})).toBe(true);
    expect(rollKeyHeld({}, 'advantage')).toBe(false);
  });
});

describe('the advantage and disadvantage keys preset each ruleset’s own equivalent', () => {
  /** The values the roll dialog opened with when `rollable` was clicked with these modifiers (then closed). */
  async function opened(rollable: Rollable, event: object): Promise<RollDialogValues> {
    let seen: RollDialogValues | null = null;
    const original = RollDialog.prompt;
    RollDialog.prompt = async (config: RollDialogConfig) => {
      RollDialog.prompt = original;
      seen = dialogDefaults(config);
      return null;
    };
    try {
      await rollRollable(rollable, { fastForward: false, event: event as Event });
    } finally {
      RollDialog.prompt = original;
    }
    if (!seen) throw new Error(`${rollable.key}: no dialog opened`);
    return seen;
  }
  const rollableOf = async (ruleset: RulesetId, actor: Actor.Implementation, key: string) => {
    expect(registry.rulesetOfType(actor.type)?.id).toBe(ruleset);
    const found = registry.rollablesOf(actor).find((r) => r.key === key);
    if (!found) throw new Error(`no rollable ${key}`);
    return found;
  };

  beforeEach(() => {
    standIn.reset();
    downKeys().clear();
    registerKeybindings();
    standIn.actAs(standIn.users.gm);
  });

  it('countdown: Alt ticks the GM’s advantage, Ctrl/⌘ the disadvantage', async () => {
    await switchRuleset('countdown');
    const check = await rollableOf('countdown', await character(), 'stat.vigor');
    standIn.actAs(standIn.users.player);
    expect(await opened(check, {})).toMatchObject({ advantage: false, disadvantage: false });
    expect(await opened(check, { altKey: true })).toMatchObject({ advantage: true, disadvantage: false });
    expect(await opened(check, { ctrlKey: true })).toMatchObject({ advantage: false, disadvantage: true });
  });

  it('difference: Alt presets a Minor situational Edge, Ctrl/⌘ a Minor Setback — on checks and extended tasks', async () => {
    await switchRuleset('difference');
    const ilsa = await hero({ owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    const check = await rollableOf('difference', ilsa, 'attribute.agility');
    expect(await opened(check, {})).toMatchObject({ edge: 'none', setback: 'none' });
    expect(await opened(check, { altKey: true })).toMatchObject({ edge: 'minor', setback: 'none' });
    expect(await opened(check, { metaKey: true })).toMatchObject({ edge: 'none', setback: 'minor' });
  });

  it('hitdice: Alt presets all the exertion the action may take (Proficiency); Ctrl has no equivalent', async () => {
    await switchRuleset('hitdice');
    const sorah = await makeActor({ name: 'Sorah' });
    standIn.actAs(standIn.users.player);
    const { proficiency } = actorStateOf(sorah);
    expect(proficiency).toBeGreaterThan(0);
    const skill = await rollableOf('hitdice', sorah, 'skill.agility');
    expect(await opened(skill, {})).toMatchObject({ exertion: 0 });
    expect(await opened(skill, { altKey: true })).toMatchObject({ exertion: proficiency });
    expect(await opened(skill, { ctrlKey: true })).toMatchObject({ exertion: 0 });
  });

  it('rebound, the new key presets it and Alt no longer does', async () => {
    await switchRuleset('difference');
    keybindings().register('manifold', 'advantage', { editable: [{ key: 'KeyE' }] });
    const check = await rollableOf('difference', await hero({ owner: standIn.users.player }), 'attribute.agility');
    standIn.actAs(standIn.users.player);
    expect(await opened(check, { altKey: true })).toMatchObject({ edge: 'none' });
    downKeys().add('KeyE');
    expect(await opened(check, {})).toMatchObject({ edge: 'minor' });
  });
});
