/**
 * The Foundry hooks the relic ruleset listens to while it is active (the combat tracker's rows,
 * with the seekers' places, rows and action pips, are drawn and wired by the system's
 * renderCombatTracker hook through combat/rules.ts); whatever may break or restore the
 * formation (a seeker's row or conditions, a forced-movement mark, the turn) keeps its REL-9
 * record on the combat (combat/formation.ts).
 */
import { keepFormationRecord } from './combat/formation';
import { isSeeker } from './data/types';

const keepIfSeeker = (doc: { type?: unknown } | null | undefined) => {
  if (isSeeker(doc)) return keepFormationRecord();
};

export function activateRelic(): void {
  Hooks.on('updateActor', (actor) => keepIfSeeker(actor));
  Hooks.on('createActiveEffect', (effect) => keepIfSeeker(effect.parent));
  Hooks.on('deleteActiveEffect', (effect) => keepIfSeeker(effect.parent));
  Hooks.on('updateCombat', (combat) => keepFormationRecord(combat));
}
