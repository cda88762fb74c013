/**
 * The system's entry: Foundry hooks only. Everything is handed to the ruleset registry and the
 * shared glue in src/foundry; this file names no ruleset.
 */
import { decorateEffectEditor } from './foundry/effects/editor';
import { manifoldApi, publishApi } from './foundry/api';
import { rulesetOfEffect } from './foundry/effects/ruleset-of';
import { filterCompendiumDirectory } from './foundry/compendium-visibility';
import { decorateCombatTracker } from './foundry/combat';
import { registerDiceSoNice } from './foundry/dice-so-nice';
import { listenForInlineChecks } from './foundry/enrichers/inline-check';
import { registerTextEnrichers } from './foundry/enrichers/text-enrichers';
import { wireCardActions } from './foundry/chat/card-actions';
import { onHotbarDrop, onItemHotbarDrop, rollFromMacro, rollItemFromMacro } from './foundry/macros';
import { formerKeysStamp, formerKeyTable } from './foundry/effects/former-keys';
import { currentVersion, runEffectKeyMigration, runMigrations } from './foundry/migrations';
import { registerRulesets } from './foundry/register';
import { registry } from './foundry/registry';
import { addSceneTools } from './foundry/scene-controls';
import { RulesetChooser } from './foundry/ruleset-chooser';
import { describeStatusControls } from './foundry/status-hover';
import {
  activeRulesetId,
  registerRulesetSettings,
  registerSystemSettings,
  SETTINGS,
  settings,
  SYSTEM_ID,
} from './foundry/settings';
import { RULESETS } from './rulesets';
import { registerQuenchBatches } from './foundry/quench';

for (const descriptor of RULESETS) registry.register(descriptor);

Hooks.once('init', () => {
  registerSystemSettings(registry);
  const active = activeRulesetId();
  registerRulesetSettings(registry.all(), active);
  registerRulesets(registry, active);
  registerTextEnrichers(registry);
  manifoldApi.registry = registry;
  manifoldApi.rollFromMacro = (key, label, event) => rollFromMacro(registry, key, label, event);
  manifoldApi.rollItemFromMacro = (uuid, event) => rollItemFromMacro(registry, uuid, event);
  publishApi();
});

Hooks.once('ready', async () => {
  const active = activeRulesetId();
  await registry.get(active).activate?.();
  listenForInlineChecks(registry);
  if (!game.user?.isGM) return;
  if (!settings().get(SYSTEM_ID, SETTINGS.rulesetChosen)) void new RulesetChooser(registry).render({ force: true });
  const stored = Number(settings().get(SYSTEM_ID, SETTINGS.schemaVersion)) || 0;
  if (game.user.isActiveGM) {
    await runMigrations(registry.all(), stored);
    const target = Math.max(...registry.all().map((d) => currentVersion(d.migrations)));
    if (stored < target) await settings().set(SYSTEM_ID, SETTINGS.schemaVersion, target);
    const migratedFor = String(settings().get(SYSTEM_ID, SETTINGS.effectKeysMigrated) ?? '');
    await runEffectKeyMigration(registry.all(), migratedFor);
    const formerKeys = formerKeysStamp(formerKeyTable(registry.all()));
    if (migratedFor !== formerKeys) await settings().set(SYSTEM_ID, SETTINGS.effectKeysMigrated, formerKeys);
  }
});

Hooks.on('renderChatMessageHTML', (message, html) => {
  if (game.user) return wireCardActions(registry, message as ChatMessage.Implementation, html, game.user);
});

Hooks.on('renderCompendiumDirectory', (_app: unknown, html: HTMLElement) => {
  filterCompendiumDirectory(registry, html, activeRulesetId(), Boolean(game.user?.isGM));
});

Hooks.on('renderTokenHUD', (_app: unknown, html: HTMLElement) => describeStatusControls(html));

Hooks.on('renderCombatTracker', (_app: unknown, html: HTMLElement) => decorateCombatTracker(html));

Hooks.on('renderActiveEffectConfig', (app, html) =>
  decorateEffectEditor(html, app.document, rulesetOfEffect(app.document)),
);

// Registered at import: Foundry builds the scene controls as the canvas draws, before `ready`.
Hooks.on('getSceneControlButtons', (controls) => addSceneTools(controls, registry, activeRulesetId()));

Hooks.on(
  'hotbarDrop',
  (_bar: unknown, data: unknown, slot: number) => onHotbarDrop(data, slot) ?? onItemHotbarDrop(registry, data, slot),
);

// Module hooks, declared beside our other fvtt-types declarations (src/foundry/data/config.ts).
Hooks.once('diceSoNiceReady', (dice3d) => registerDiceSoNice(dice3d));
// Quench batches register in Quench's own hook: they exist only in a world where Quench is active.
Hooks.on('quenchReady', (quench) => registerQuenchBatches(registry, quench));
