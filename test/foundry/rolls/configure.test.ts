/**
 * The one configure rule: the dialog's values or, fast-forwarded, its defaults with the held keys'
 * presets; an error from `evaluate` stops the roll either way, and a closed dialog gives null.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { answerNextRollDialog } from '../dialog-answers';
import { configureRoll } from '../../../src/foundry/rolls/configure';
import { RollDialog, type RollDialogConfig } from '../../../src/foundry/rolls/roll-dialog';

boot();

/** A roll of `dice` dice: none is refused, and the advantage key presets three. */
const config: RollDialogConfig = {
  title: 'Probe',
  fields: [
    { name: 'dice', label: 'MANIFOLD.roll.roll', kind: 'number', value: 0, keyPresets: { advantage: 3 } },
    { name: 'locked', label: 'MANIFOLD.roll.roll', kind: 'number', value: 1 },
  ],
  evaluate: (values) => (Number(values.dice) > 0 ? { odds: null } : { odds: null, error: 'No dice to roll.' }),
};
const warnings = () => standIn.notifications.filter((n) => n.level === 'warn').map((n) => n.message);

describe('configureRoll', () => {
  beforeEach(() => standIn.reset());

  it('fast-forwarded, rolls the defaults with the held keys’ presets', async () => {
    expect(await configureRoll(config, { fastForward: true, event: { altKey: true } })).toEqual({ dice: 3, locked: 1 });
    expect(warnings()).toEqual([]);
  });

  it('fast-forwarded, stops on the defaults’ error and shows it', async () => {
    expect(await configureRoll(config, { fastForward: true })).toBeNull();
    expect(warnings()).toEqual(['No dice to roll.']);
  });

  it('through the dialog, refuses chosen values with an error and shows it', async () => {
    answerNextRollDialog({ dice: 0 });
    expect(await configureRoll(config, { fastForward: false, event: { altKey: true } })).toBeNull();
    expect(warnings()).toEqual(['No dice to roll.']);
  });

  it('through the dialog, opens it with the presets and returns what it chose', async () => {
    let opened: RollDialogConfig | undefined;
    const dialog = { prompt: async (c: RollDialogConfig) => ((opened = c), { dice: 2, locked: 4 }) };
    const values = await configureRoll(config, {
      fastForward: false,
      event: { altKey: true },
      preset: { locked: 4 },
      dialog,
    });
    expect(values).toEqual({ dice: 2, locked: 4 });
    expect(opened!.fields.map((f) => [f.value, f.locked ?? false])).toEqual([
      [3, false],
      [4, true],
    ]);
  });

  it('returns null, showing nothing, when the dialog is closed', async () => {
    const original = RollDialog.prompt;
    RollDialog.prompt = async () => ((RollDialog.prompt = original), null);
    expect(await configureRoll(config, { fastForward: false })).toBeNull();
    expect(warnings()).toEqual([]);
  });

  it('never opens a dialog that asks nothing (no field, no visibility select)', async () => {
    const opened: unknown[] = [];
    const dialog = { prompt: async (c: RollDialogConfig) => (opened.push(c), null) };
    const nothing: RollDialogConfig = {
      title: 'Trigger',
      fields: [],
      visibility: false,
      evaluate: () => ({ odds: null }),
    };
    expect(await configureRoll(nothing, { fastForward: false, dialog })).toEqual({});
    // A dialog with only its visibility select still asks who sees the roll.
    expect(await configureRoll({ ...nothing, visibility: true }, { fastForward: false, dialog })).toBeNull();
    expect(opened).toHaveLength(1);
  });
});
