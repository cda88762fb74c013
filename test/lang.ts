/** A ruleset's language file, for the tests that check the engine's i18n keys exist. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function languageFile(ruleset: string) {
  const lang = JSON.parse(readFileSync(join(__dirname, '..', 'lang', 'en', `${ruleset}.json`), 'utf8'));
  /** Whether `key` names a non-empty string of the file. */
  const has = (key: string): boolean => {
    let node: unknown = lang;
    for (const part of key.split('.')) {
      if (!node || typeof node !== 'object' || !(part in node)) return false;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' && node.length > 0;
  };
  return { lang, has };
}
