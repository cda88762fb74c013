/**
 * Boots Manifold in the stand-in as Foundry would: imports the entry, fires `init` (and `ready`
 * when asked); `bootWorld` walks the whole load, UI included. Tests import this instead of
 * repeating the sequence.
 */
import '../../src/manifold';
import { registerActiveStatusEffects } from '../../src/foundry/register';
import { registry } from '../../src/foundry/registry';
import type { RulesetId } from '../../src/foundry/ruleset';
import { settings, SETTINGS, SYSTEM_ID } from '../../src/foundry/settings';
import type { CombatTracker, SceneControls } from '../foundry-stand-in/ui';

/** The stand-in's Hooks can list listeners, so tests fire the system's hooks as Foundry would. */
export const hooks = Hooks as unknown as { listeners(name: string): ((...args: unknown[]) => unknown)[] };

let booted = false;

export function boot({ ruleset }: { ruleset?: string } = {}): void {
  if (!booted) {
    // The world's stored ruleset is read at init, as Foundry does after the reload a switch asks for.
    if (ruleset) standIn.storeSetting(`${SYSTEM_ID}.ruleset`, ruleset);
    for (const fn of hooks.listeners('init')) fn();
    booted = true;
  }
  if (ruleset) void settings().set(SYSTEM_ID, 'ruleset', ruleset);
}

export async function ready(): Promise<void> {
  for (const fn of hooks.listeners('ready')) await fn();
}

/**
 * Switches the world's ruleset as a GM does, and what the reload Foundry then asks for re-reads
 * at init: the active ruleset's status effects.
 */
export async function switchRuleset(id: RulesetId): Promise<void> {
  await settings().set(SYSTEM_ID, 'ruleset', id);
  registerActiveStatusEffects(registry.get(id));
}

/** The UI the stand-in builds as Foundry does (test/foundry-stand-in/ui.ts). */
type StandInUI = { controls: SceneControls; combat: CombatTracker };
export const standInUI = () => (globalThis as unknown as { ui: StandInUI }).ui;

/**
 * Loads the world as Foundry's Game does, from `init` to `ready` (README "the UI life cycle"):
 * `init`, `i18nInit`; the world's documents (`world`: what was there before the reload, e.g. a
 * running combat); `setup`; the UI renders, the sidebar's combat tracker among it; the canvas
 * draws, and the scene controls are built; then `ready`. A test file uses this or `boot()`, not
 * both (each fires `init` once).
 */
export async function bootWorld({
  ruleset,
  world,
}: { ruleset?: RulesetId; world?: () => Promise<void> } = {}): Promise<void> {
  if (ruleset) standIn.storeSetting(`${SYSTEM_ID}.ruleset`, ruleset);
  // A world whose GM has chosen its ruleset: no chooser opens at ready.
  standIn.storeSetting(`${SYSTEM_ID}.${SETTINGS.rulesetChosen}`, true);
  Hooks.callAll('init');
  Hooks.callAll('i18nInit');
  await world?.();
  Hooks.callAll('setup');
  await standInUI().combat.render({ force: true });
  await standInUI().controls.render({ force: true });
  Hooks.callAll('ready');
  await standIn.settled();
}
