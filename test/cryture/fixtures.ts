/**
 * Shared set-up of the cryture glue tests: the system booted with cryture active, sample actors
 * and powers, a fake scene (fake-scene.ts) and a combat with turns.
 */
import { afterEach, beforeEach } from 'vitest';
import { boot } from '../foundry/boot';
import { clearScene } from './fake-scene';
import type { PowerSystem } from '../../src/rulesets/cryture/data/power';
import { activateCryture } from '../../src/rulesets/cryture/hooks';
import type { CrytureAttackRoll } from '../../src/rulesets/cryture/dice/attack-roll';

boot({ ruleset: 'cryture' });
// The hooks the ruleset registers at `ready` while it is active.
activateCryture();

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export function power(name: string, system: DeepPartial<PowerSystem> = {}) {
  return {
    name,
    type: 'cryture-power',
    system: {
      action: 'major',
      range: { form: 'melee', x: 1, y: 1 },
      check: { kind: 'attack', first: 'Might', second: 'Agility', difficulty: 'Defense' },
      hit: { damagePerHit: 2 },
      crit: { extraHits: 1 },
      ...system,
    },
  };
}

export interface CombatantOptions {
  name?: string;
  type?: 'cryture-trainer' | 'cryture-npc' | 'cryture-cryture';
  owner?: { id: string };
  system?: Record<string, unknown>;
  items?: unknown[];
}

export async function combatant({
  name = 'Ash',
  type = 'cryture-trainer',
  owner,
  system = {},
  items = [],
}: CombatantOptions = {}) {
  return (await Actor.create({
    name,
    type,
    ownership: owner ? { [owner.id]: 3 } : {},
    system: {
      speed: 4,
      reflexes: 2,
      stats: { Might: 3, Agility: 2, Defense: 5 },
      health: { value: 30, max: 30 },
      stamina: { value: 5, max: 5 },
      mana: { value: 3, max: 6 },
      ...system,
    },
    items,
  } as never)) as Actor.Implementation;
}

export const sys = (actor: Actor.Implementation) => actor.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An actor's items, in order. */
export const itemsOf = (actor: Actor.Implementation) => [...actor.items];

/** The attack rolls posted so far, oldest first. */
export const attackRolls = () =>
  game.messages!.contents.filter((m) => m.rolls.length).map((m) => m.rolls[0] as unknown as CrytureAttackRoll);

/** The GM's world setting that skips roll dialogs (buttons then roll at once). */
export const skipRollDialog = (skip: boolean) => game.settings!.set('manifold', 'skipRollDialog', skip);

/** A fresh world per test with roll dialogs skipped, the scene cleared and the setting put back after. */
export function rollWithoutDialogs(): void {
  beforeEach(async () => {
    standIn.reset();
    await skipRollDialog(true);
  });
  afterEach(async () => {
    clearScene();
    await skipRollDialog(false);
  });
}
