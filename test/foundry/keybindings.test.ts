/**
 * Keybindings (issue 18 §2): skip-dialog, advantage and disadvantage are Foundry keybindings whose
 * defaults are the old Shift, Alt and Ctrl/⌘; rebinding one changes what a click does.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { rollKeyHeld } from '../../src/foundry/keybindings';
import { applyKeyboardShortcuts, type RollDialogConfig } from '../../src/foundry/rolls/roll-dialog';
import { shouldSkipDialog } from '../../src/foundry/settings';

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
    { name: 'advantage', label: 'MANIFOLD.roll.roll', kind: 'checkbox', value: false },
    { name: 'disadvantage', label: 'MANIFOLD.roll.roll', kind: 'checkbox', value: false },
  ],
  evaluate: () => ({ odds: null }),
};
const presets = (event: object) =>
  Object.fromEntries(applyKeyboardShortcuts(config, event).fields.map((f) => [f.name, f.value]));

describe('roll keybindings', () => {
  beforeEach(() => {
    standIn.reset();
    downKeys().clear();
    keybindings().register('manifold', 'skipDialog', { editable: [{ key: 'ShiftLeft' }, { key: 'ShiftRight' }] });
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
