/**
 * Who sees a roll: public, private to the GM, blind to the roller, or the roller alone — the
 * roll dialogs' select and what it does to the message. Every read and write of the mode goes
 * through the v13/v14 helper (src/foundry/compat.ts): a roll mode on v13 (`CONFIG.Dice.rollModes`,
 * `core.rollMode`, `toMessage(data, { rollMode })`), a message mode on v14
 * (`CONFIG.ChatMessage.modes`, `core.messageMode`, `toMessage(data, { messageMode })`).
 */
import { applyMessageMode, currentMessageMode, gmMessageMode, messageModeChoices, messageModeOptions } from '../compat';
import type { RollDialogConfig, RollDialogField, RollDialogValues } from './roll-dialog';

/** `Roll#toMessage`'s options for a visibility, as fvtt-types (v13) names them. */
type MessageVisibility = { rollMode?: keyof CONFIG.Dice.RollModes };

/** The dialog field's name, and the key the chosen mode has in a dialog's values. */
export const VISIBILITY_FIELD = 'rollMode';

/** Our labels for Foundry's four modes, by their v13 and v14 keys; any other mode keeps Foundry's label. */
const LABELS: Record<string, string> = {
  publicroll: 'MANIFOLD.visibility.publicroll',
  gmroll: 'MANIFOLD.visibility.gmroll',
  blindroll: 'MANIFOLD.visibility.blindroll',
  selfroll: 'MANIFOLD.visibility.selfroll',
  public: 'MANIFOLD.visibility.publicroll',
  gm: 'MANIFOLD.visibility.gmroll',
  blind: 'MANIFOLD.visibility.blindroll',
  self: 'MANIFOLD.visibility.selfroll',
};

function modes(): string[] {
  return messageModeChoices().map((c) => c.value);
}

/** The chat's current mode (the select under the chat log); the first mode when it is unknown. */
export function chatVisibility(): string {
  const mode = currentMessageMode();
  const known = modes();
  return known.includes(mode) ? mode : (known[0] ?? mode);
}

/** The dialog's select, defaulting to the chat's current mode. */
export function visibilityField(): RollDialogField {
  return {
    name: VISIBILITY_FIELD,
    label: 'MANIFOLD.visibility.label',
    kind: 'select',
    value: chatVisibility(),
    options: messageModeChoices().map(({ value, label }) => ({ value, label: LABELS[value] ?? label })),
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
export function messageVisibility(values: RollDialogValues | null | undefined): MessageVisibility {
  const mode = chosenMode(values);
  // fvtt-types 13.345 types toMessage's options with v13's roll modes only; v14's messageMode is not in them.
  return mode ? (messageModeOptions(mode) as MessageVisibility) : {};
}

/** A roll the GM alone sees, whatever the chat's mode (a GM-side roll the document makes). */
export function gmOnlyVisibility(): MessageVisibility {
  // fvtt-types 13.345 types toMessage's options with v13's roll modes only; v14's messageMode is not in them.
  return messageModeOptions(gmMessageMode()) as MessageVisibility;
}

function chosenMode(values: RollDialogValues | null | undefined): string | null {
  const mode = values?.[VISIBILITY_FIELD];
  return typeof mode === 'string' && modes().includes(mode) ? mode : null;
}

/** Applies a chosen mode to the data of a message that has no Roll (a card posted on its own). */
export function applyVisibility<T extends object>(data: T, values: RollDialogValues | null | undefined): T {
  const mode = chosenMode(values);
  if (mode) applyMessageMode(data as Record<string, unknown>, mode);
  return data;
}

/** A blind message's result and buttons are for the GM only. */
export function hiddenFrom(message: { blind?: boolean } | null | undefined, user: { isGM: boolean }): boolean {
  return Boolean(message?.blind) && !user.isGM;
}

/**
 * Whether `user` may read a message, as Foundry decides for the user at the keyboard
 * (`ChatMessage#visible`, `#isContentVisible`): a GM reads everything; a whisper is read by its
 * recipients and its author, but not by the author of a blind roll; a blind message is the GM's.
 */
export function seenBy(
  message: { whisper?: readonly (string | null)[]; blind?: boolean; author?: { id?: string | null } | null },
  user: { id?: string | null; isGM: boolean },
): boolean {
  if (user.isGM) return true;
  if (hiddenFrom(message, user)) return false;
  const whisper = message.whisper ?? [];
  if (!whisper.length) return true;
  return whisper.includes(user.id ?? '') || message.author?.id === user.id;
}
