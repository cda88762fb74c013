/**
 * Where every roll's values come from, the same for every ruleset: the roll dialog, opened with
 * its live odds, or — fast-forwarded (the skip key or the client setting) — the dialog's defaults.
 * Either way the keys held on the click preset their fields first, a GM's request locks the
 * fields it set, and values the dialog's `evaluate` refuses are never rolled: the refusal is shown
 * and the roll stops.
 */
import { rollKeyHeld, type ModifierEvent } from '../keybindings';
import { dialogDefaults, presetFields, RollDialog, type RollDialogConfig, type RollDialogValues } from './roll-dialog';

export interface ConfigureOptions {
  /** Skip the dialog and roll with its defaults. */
  fastForward: boolean;
  /** The click (or drop) that asked for the roll: the keys held on it preset fields. */
  event?: ModifierEvent | Event | null | undefined;
  /** Values a GM's request set: shown, locked. */
  preset?: RollDialogValues | undefined;
  /** The dialog to open, when a ruleset draws its fields its own way. */
  dialog?: { prompt(config: RollDialogConfig): Promise<RollDialogValues | null> };
}

/**
 * The advantage key (Alt unless rebound in Configure Controls) on the click that opened a roll
 * presets each field that names a value for it — advantage, an Edge, full exertion — and the
 * disadvantage key (Ctrl/⌘) likewise; with the skip key too, the roll is made at once with them.
 */
export function applyKeyboardShortcuts(config: RollDialogConfig, event?: ModifierEvent | null): RollDialogConfig {
  const held = (['advantage', 'disadvantage'] as const).filter((key) => rollKeyHeld(event, key));
  if (!held.length) return config;
  return {
    ...config,
    fields: config.fields.map((f) => {
      const key = held.find((k) => f.keyPresets?.[k] !== undefined);
      return key && !f.locked ? { ...f, value: f.keyPresets![key]! } : f;
    }),
  };
}

/** The values to roll with, or null when the dialog was closed or the values cannot be rolled. */
export async function configureRoll(
  given: RollDialogConfig,
  { fastForward, event, preset, dialog = RollDialog }: ConfigureOptions,
): Promise<RollDialogValues | null> {
  const shortcuts = applyKeyboardShortcuts(given, event as ModifierEvent | null | undefined);
  const config = preset ? presetFields(shortcuts, preset) : shortcuts;
  // A dialog with nothing to choose (no field, no visibility select) is never opened.
  const asksNothing = !config.fields.length && config.visibility === false;
  const values = fastForward || asksNothing ? dialogDefaults(config) : await dialog.prompt(config);
  if (!values) return null;
  // The dialog disables its Roll button on an error; defaults and scripted answers meet it here.
  const error = config.evaluate(values).error;
  if (error) {
    ui.notifications?.warn(error);
    return null;
  }
  return values;
}
