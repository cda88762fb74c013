/**
 * Who sees a roll: public, private to the GM, blind to the roller, or the roller alone. The ONE
 * module that reads and applies Foundry's roll mode, so a v13/v14 switch (roll mode on v13,
 * message mode on v14) lives here only. v13: the modes are `CONFIG.Dice.rollModes`, the chat's
 * current mode the client setting `core.rollMode`, and `Roll#toMessage(data, { rollMode })` or
 * `ChatMessage.applyRollMode(data, mode)` turn a mode into `whisper` and `blind`.
 */
import type { RollDialogConfig, RollDialogField, RollDialogValues } from './roll-dialog';

type RollMode = keyof CONFIG.Dice.RollModes;

/** The dialog field's name, and the key the chosen mode has in a dialog's values. */
export const VISIBILITY_FIELD = 'rollMode';

/** Our labels for Foundry's four modes; any other mode (a module's) keeps Foundry's own label. */
const LABELS: Record<string, string> = {
  publicroll: 'MANIFOLD.visibility.publicroll',
  gmroll: 'MANIFOLD.visibility.gmroll',
  blindroll: 'MANIFOLD.visibility.blindroll',
  selfroll: 'MANIFOLD.visibility.selfroll',
};

function modes(): Record<string, unknown> {
  return CONFIG.Dice.rollModes ?? {};
}

function labelOf(mode: string, config: unknown): string {
  if (LABELS[mode]) return LABELS[mode];
  return typeof config === 'string' ? config : String((config as { label?: string } | null)?.label ?? mode);
}

/** The chat's current mode (the select under the chat log). */
export function chatVisibility(): string {
  const mode = String(game.settings?.get('core', 'rollMode') ?? '');
  return mode in modes() ? mode : 'publicroll';
}

/** The dialog's select, defaulting to the chat's current mode. */
export function visibilityField(): RollDialogField {
  return {
    name: VISIBILITY_FIELD,
    label: 'MANIFOLD.visibility.label',
    kind: 'select',
    value: chatVisibility(),
    options: Object.entries(modes()).map(([value, config]) => ({ value, label: labelOf(value, config) })),
  };
}

/** The dialog's config with the visibility select last (once, whoever calls it twice). */
export function withVisibility(config: RollDialogConfig): RollDialogConfig {
  if (config.visibility === false || config.fields.some((f) => f.name === VISIBILITY_FIELD)) return config;
  return { ...config, fields: [...config.fields, visibilityField()] };
}

/**
 * What `Roll#toMessage`'s second argument needs for the mode the dialog chose. No dialog (the
 * roll was fast-forwarded) or an unknown mode gives nothing: Foundry then uses the chat's mode.
 */
export function messageVisibility(values: RollDialogValues | null | undefined): { rollMode?: RollMode } {
  const mode = values?.[VISIBILITY_FIELD];
  return typeof mode === 'string' && mode in modes() ? { rollMode: mode as RollMode } : {};
}

/** Applies a chosen mode to the data of a message that has no Roll (a card posted on its own). */
export function applyVisibility<T extends object>(data: T, values: RollDialogValues | null | undefined): T {
  const { rollMode } = messageVisibility(values);
  if (rollMode) ChatMessage.applyRollMode(data as ChatMessage.CreateData, rollMode);
  return data;
}

/** A blind message's result and buttons are for the GM only. */
export function hiddenFrom(message: { blind?: boolean } | null | undefined, user: { isGM: boolean }): boolean {
  return Boolean(message?.blind) && !user.isGM;
}
