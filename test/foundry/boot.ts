/**
 * Boots Manifold in the stand-in as Foundry would: imports the entry, fires `init` (and `ready`
 * when asked). Tests import this instead of repeating the sequence.
 */
import '../../src/manifold';
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
