/**
 * Boots Manifold in the stand-in as Foundry would: imports the entry, fires `init` (and `ready`
 * when asked). Tests import this instead of repeating the sequence.
 */
import '../../src/manifold';
import { registerActiveStatusEffects } from '../../src/foundry/register';
import { registry } from '../../src/foundry/registry';
import type { RulesetId } from '../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';

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
