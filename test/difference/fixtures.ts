/** Shared set-up for the difference glue tests: boot with difference active, make actors and effects. */
import { boot } from '../foundry/boot';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { effectData } from '../../src/rulesets/difference/data/conditions';
import type { Condition } from '../../src/rulesets/difference/rules';
import { systemOf } from '../../src/rulesets/difference/data/snapshot';
import { storeMomentum } from '../../src/rulesets/difference/flows/momentum';
import { checkDialogConfig } from '../../src/rulesets/difference/flows/check-dialog';
import { rollCheck } from './rolls';

boot({ ruleset: 'difference' });

export async function setSetting(key: string, value: unknown): Promise<void> {
  const user = game.user;
  standIn.actAs(standIn.users.gm);
  await settings().set(SYSTEM_ID, `difference.${key}`, value);
  standIn.actAs(user as never);
}

export interface HeroOptions {
  name?: string;
  type?: 'difference-character' | 'difference-npc';
  owner?: { id: string };
  system?: Record<string, unknown>;
  conditions?: Condition[];
  items?: Record<string, unknown>[];
}

/** A character with Agility 3, Athletics 2, Evasion 1 unless told otherwise. */
export async function hero(o: HeroOptions = {}): Promise<Actor.Implementation> {
  const actor = (await Actor.create({
    name: o.name ?? 'Ilsa',
    type: o.type ?? 'difference-character',
    ownership: o.owner ? { [o.owner.id]: 3 } : {},
    system: {
      attributes: { agility: 3, strength: 2, fortitude: 2, composure: 2, resolve: 2, intellect: 2 },
      skills: { athletics: 2, evasion: 1, crafting: 3 },
      ...o.system,
    },
    items: o.items ?? [],
    effects: (o.conditions ?? []).map((c) => effectData(c, c.id, 'icons/svg/aura.svg')),
  } as never)) as Actor.Implementation;
  return actor;
}

/** An actor's data as its model declares it (derived data included). */
export const sys = systemOf;

/** A world for checks: no Momentum yet, Momentum offered, Difficulty Rank 4 (a suite's beforeEach). */
export async function resetChecks(): Promise<void> {
  standIn.reset();
  await storeMomentum({ players: 0, gm: 0 });
  await setSetting('momentumMode', 'offered');
  await setSetting('defaultDifficulty', 4);
}

/** The check dialog for Agility + Athletics, with the values it opens with. */
export function checkDialogDefaults(actor: Actor.Implementation, target: Actor.Implementation | null = null) {
  const config = checkDialogConfig(actor, { attribute: 'agility', skill: 'athletics' }, target);
  return { config, values: Object.fromEntries(config.fields.map((f) => [f.name, f.value])) };
}

/** Rolls Agility + Athletics at once (no dialog). */
export const rollAgility = (actor: Actor.Implementation) =>
  rollCheck(actor, { attribute: 'agility', skill: 'athletics' }, { fastForward: true });

/** Renders a message's roll and wires its buttons as `user` would see them. */
export { cardAs as cardFor } from '../foundry/cards';

/** A character (Intellect 2 + Crafting 3 = 5) holding one task; DR 5 → x 0 → TN 51. */
export async function taskOn(system: Record<string, unknown>, conditions: { id: 'determined' }[] = []) {
  const actor = await hero({
    owner: standIn.users.player,
    conditions,
    items: [
      {
        name: 'Forge the blade',
        type: 'difference-task',
        system: {
          attribute: 'intellect',
          skill: 'crafting',
          difficulty: 5,
          interval: { amount: 2, unit: 'days' },
          ...system,
        },
      },
    ],
  });
  return { actor, item: [...actor.items][0]! };
}
