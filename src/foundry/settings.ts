/**
 * The system's own settings: which ruleset is active (world, GM, reload), whether the GM has
 * chosen it yet, and each user's roll preferences. Ruleset settings are namespaced by id and
 * shown only while their ruleset is active.
 */
import { isRulesetId, type RulesetDescriptor, type RulesetId } from './ruleset';
import type { RulesetRegistry } from './registry';
import { rollKeyHeld, type ModifierEvent } from './keybindings';

export const SYSTEM_ID = 'manifold';

export const SETTINGS = {
  ruleset: 'ruleset',
  rulesetChosen: 'rulesetChosen',
  skipRollDialog: 'skipRollDialog',
  showOdds: 'showOdds',
  schemaVersion: 'schemaVersion',
  effectKeysMigrated: 'effectKeysMigrated',
} as const;

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.ruleset': string;
    'manifold.rulesetChosen': boolean;
    'manifold.skipRollDialog': boolean;
    'manifold.showOdds': boolean;
    'manifold.schemaVersion': number;
    'manifold.effectKeysMigrated': string;
  }
}

/** The ruleset a new world starts with until the GM chooses. */
export const DEFAULT_RULESET: RulesetId = 'relic';

type AnySettings = {
  register(namespace: string, key: string, data: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
};

/** Foundry's settings, typed loosely: our keys are registered at runtime from descriptors. */
export function settings(): AnySettings {
  // fvtt-types gap: ClientSettings is keyed by SettingConfig literals; ruleset keys are built at runtime from descriptors.
  return game.settings as unknown as AnySettings;
}

export function registerSystemSettings(registry: RulesetRegistry): void {
  const s = settings();
  s.register(SYSTEM_ID, SETTINGS.ruleset, {
    name: 'MANIFOLD.settings.ruleset.name',
    hint: 'MANIFOLD.settings.ruleset.hint',
    scope: 'world',
    config: true,
    type: String,
    choices: Object.fromEntries(registry.all().map((d) => [d.id, d.label])),
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
  s.register(SYSTEM_ID, SETTINGS.rulesetChosen, { scope: 'world', config: false, type: Boolean, default: false });
  s.register(SYSTEM_ID, SETTINGS.schemaVersion, { scope: 'world', config: false, type: Number, default: 0 });
  // The former effect keys the world's effects were last migrated for (migrations.ts, runEffectKeyMigration).
  s.register(SYSTEM_ID, SETTINGS.effectKeysMigrated, { scope: 'world', config: false, type: String, default: '' });
  s.register(SYSTEM_ID, SETTINGS.skipRollDialog, {
    name: 'MANIFOLD.settings.skipRollDialog.name',
    hint: 'MANIFOLD.settings.skipRollDialog.hint',
    scope: 'client',
    config: true,
    type: Boolean,
    default: false,
  });
  s.register(SYSTEM_ID, SETTINGS.showOdds, {
    name: 'MANIFOLD.settings.showOdds.name',
    hint: 'MANIFOLD.settings.showOdds.hint',
    scope: 'user',
    config: true,
    type: Boolean,
    default: true,
  });
}

/** Registers every ruleset's own settings; only the active ruleset's appear in the settings window. */
export function registerRulesetSettings(descriptors: RulesetDescriptor[], active: RulesetId): void {
  const s = settings();
  for (const d of descriptors) {
    for (const setting of d.settings ?? []) {
      const { key, ...data } = setting;
      s.register(SYSTEM_ID, rulesetSettingKey(d.id, key), { ...data, config: d.id === active });
    }
  }
}

export function rulesetSettingKey(id: RulesetId, key: string): string {
  return `${id}.${key}`;
}

/** Reads a ruleset's setting. */
export function rulesetSetting<T>(id: RulesetId, key: string): T {
  return settings().get(SYSTEM_ID, rulesetSettingKey(id, key)) as T;
}

/** The active ruleset; a corrupted stored value falls back to the default rather than breaking the world. */
export function activeRulesetId(): RulesetId {
  const value = settings().get(SYSTEM_ID, SETTINGS.ruleset);
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}

/** The skip-dialog key (Shift unless rebound) skips the roll dialog; the client setting inverts that (ALL rulesets). */
export function shouldSkipDialog(event?: ModifierEvent | null): boolean {
  const invert = Boolean(settings().get(SYSTEM_ID, SETTINGS.skipRollDialog));
  return rollKeyHeld(event, 'skipDialog') !== invert;
}

export function oddsVisible(): boolean {
  return Boolean(settings().get(SYSTEM_ID, SETTINGS.showOdds));
}
