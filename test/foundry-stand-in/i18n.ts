/**
 * Stand-in for game.i18n: the system's language files merged as Foundry merges every file the
 * manifest lists for a language. It records every key asked for that does not exist, so tests and
 * the gallery fail on a missing string instead of showing a raw key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './paths';

export type Translations = Record<string, unknown>;

function merge(target: Translations, source: Translations): Translations {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) merge((target[k] ??= {}) as Translations, v as Translations);
    else target[k] = v;
  }
  return target;
}

/** The language files listed for `lang` in system.json, merged in order. */
export function loadTranslations(lang = 'en'): Translations {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'system.json'), 'utf8')) as {
    languages: { lang: string; path: string }[];
  };
  const out: Translations = {};
  for (const entry of manifest.languages.filter((l) => l.lang === lang)) {
    const file = path.join(REPO, entry.path);
    if (fs.existsSync(file)) merge(out, JSON.parse(fs.readFileSync(file, 'utf8')) as Translations);
  }
  return out;
}

/**
 * The few strings of Foundry's own lang/en.json that our code meets (core's `dead` status, the
 * labels of the effect sheet's tabs, changes tab and footer, the
 * chat's visibility modes: v13 `CONFIG.Dice.rollModes` labels, v14 `CONFIG.ChatMessage.modes`
 * labels); Foundry ships them, so they are not ours to translate.
 */
export const CORE_TRANSLATIONS: Translations = {
  EFFECT: {
    StatusDead: 'Dead',
    // The ActiveEffectConfig changes tab (core-templates/sheets/active-effect/changes.hbs).
    ChangeKey: 'Attribute Key',
    ChangeMode: 'Change Mode',
    ChangeValue: 'Effect Value',
    ChangePriority: 'Priority',
    ChangeAdd: 'Add Change',
    ChangeDelete: 'Delete Change',
    MODE_CUSTOM: 'Custom',
    MODE_MULTIPLY: 'Multiply',
    MODE_ADD: 'Add',
    MODE_DOWNGRADE: 'Downgrade',
    MODE_UPGRADE: 'Upgrade',
    MODE_OVERRIDE: 'Override',
    // Its tab navigation and footer.
    TABS: { details: 'Details', duration: 'Duration', changes: 'Changes' },
    Submit: 'Save Changes',
  },
  CHAT: {
    RollPublic: 'Public Roll',
    RollPrivate: 'Private GM Roll',
    RollBlind: 'Blind GM Roll',
    RollSelf: 'Self Roll',
    MODES: { public: 'Public', ic: 'In Character', gm: 'Private GM', blind: 'Blind GM', self: 'Self' },
  },
};

export class Localization {
  readonly translations: Translations;
  readonly missing = new Set<string>();
  readonly used = new Set<string>();
  lang = 'en';

  constructor(translations: Translations = merge(structuredClone(CORE_TRANSLATIONS), loadTranslations())) {
    this.translations = translations;
  }

  has(key: string): boolean {
    return typeof this.lookup(key) === 'string';
  }

  private lookup(key: string): unknown {
    let cursor: unknown = this.translations;
    for (const part of key.split('.')) {
      if (!cursor || typeof cursor !== 'object') return undefined;
      cursor = (cursor as Translations)[part];
    }
    return cursor;
  }

  localize(key: string): string {
    const value = this.lookup(key);
    if (typeof value === 'string') {
      this.used.add(key);
      return value;
    }
    if (/^[A-Z][A-Z0-9_]*\./.test(key)) this.missing.add(key);
    return key;
  }

  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{([^}]+)}/g, (match, name: string) =>
      name in data ? String(data[name]) : match,
    );
  }
}
