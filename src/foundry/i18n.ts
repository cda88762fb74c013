/**
 * Localising a key, formatted with data when there is any: the one helper every ruleset's text goes through.
 *
 * A sheet asks for the same few hundred keys on every render, and Foundry's `localize` walks the
 * translation tree part by part each time (`getProperty` over the dotted key). So each key found
 * is kept, per `game.i18n` (a new Localization starts afresh), and formatting substitutes the
 * data into the kept text as Foundry's `format` does. A key not found is not kept: asked before
 * the translations load, it is looked up again once they have.
 */
const known = new WeakMap<object, Map<string, string>>();

function localized(i18n: NonNullable<typeof game.i18n>, key: string): string {
  let texts = known.get(i18n);
  if (!texts) known.set(i18n, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    text = i18n.localize(key);
    if (text !== key) texts.set(key, text);
  }
  return text;
}

/** A text's literal runs and placeholder names, alternating (`split` with a capture group). */
const patterns = new Map<string, string[]>();

/** `{name}` placeholders filled from data, as Foundry's `Localization#format`; an unknown one is left as it is. */
function substitute(text: string, data: Record<string, string | number>): string {
  let parts = patterns.get(text);
  if (!parts) patterns.set(text, (parts = text.split(/{([^}]+)}/)));
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    out += (name in data ? String(data[name]) : `{${name}}`) + parts[i + 1]!;
  }
  return out;
}

export function localize(key: string, data?: Record<string, string | number>): string {
  const text = localized(game.i18n!, key);
  return data ? substitute(text, data) : text;
}
