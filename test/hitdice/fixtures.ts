/** Shared set-up of the hitdice glue tests: boot with hitdice active, documents, users, rendered cards. */
import { boot, ready } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { cardAs, press } from '../foundry/cards';
import type { ActionRollRequest } from '../../src/rulesets/hitdice/dice/action-roll';
import { EMPTY_ROUND } from '../../src/rulesets/hitdice/rules';

import { roundStateOf } from '../../src/rulesets/hitdice/combat/turn-state';
import { actionDialogConfig, type ActionSource } from '../../src/rulesets/hitdice/flows/action';
import { drawnActionRoll, rollAction } from './rolls';

export { registry };

let readied = false;

/** Boots the system with hitdice as the active ruleset (and its ready-time hooks). */
export async function bootHitdice(): Promise<void> {
  boot({ ruleset: 'hitdice' });
  if (!readied) {
    await ready();
    readied = true;
  }
}

export type StandInUser = (typeof standIn.users)['gm'];

export interface CharacterOptions {
  name?: string;
  owner?: StandInUser;
  system?: Record<string, unknown>;
  items?: { name: string; type: string; system?: Record<string, unknown> }[];
  type?: 'hitdice-character' | 'hitdice-npc';
}

export async function makeActor({
  name = 'Sorah',
  owner = standIn.users.player,
  system = {},
  items = [],
  type = 'hitdice-character',
}: CharacterOptions = {}): Promise<Actor.Implementation> {
  return (await Actor.create({
    name,
    type,
    ownership: { [owner.id]: 3 },
    system,
    items,
  } as never)) as Actor.Implementation;
}

export const sys = (actor: Actor.Implementation) => actor.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The last chat message posted. */
export function lastMessage(): ChatMessage.Implementation {
  const all = [...(game.messages as unknown as Map<string, ChatMessage.Implementation>).values()];
  return all.at(-1)!;
}

export function messages(): ChatMessage.Implementation[] {
  return [...(game.messages as unknown as Map<string, ChatMessage.Implementation>).values()];
}

/** A message's card as this user sees it, with its buttons wired (and those they may not use removed). */
export async function cardFor(message: ChatMessage.Implementation, user: StandInUser): Promise<HTMLElement> {
  const previous = game.user;
  const html = await cardAs(message, user);
  standIn.actAs(previous as never);
  return html;
}

/** Clicks a wired card button and waits for its handler. */
export async function click(button: HTMLElement | null, user: StandInUser): Promise<void> {
  standIn.actAs(user);
  await press(button);
}

/** An attack card posted by the GM's goblin (a Basic axe at `level`) against `targets`, its dice scripted. */
export async function goblinAttack(
  targets: Actor.Implementation[],
  faces: number[],
  level = 1,
): Promise<ChatMessage.Implementation> {
  standIn.actAs(standIn.users.gm);
  const request: ActionRollRequest = {
    actor: { level, body: 5, resolve: 5, npc: true },
    tier: 'basic',
    round: EMPTY_ROUND,
    label: 'Rusty Axe',
    actorName: 'Goblin',
    source: 'weapon',
    attack: true,
    targets: targets.map((t) => ({ uuid: t.uuid, name: t.name! })),
  };
  standIn.queueFaces(...faces);
  const roll = await drawnActionRoll(request);
  // Posted as the roll pipeline posts a weapon attack: a hitdice roll card, whose button is Defend.
  return (await roll.toMessage({
    type: 'hitdice-roll',
    system: { kind: 'hitdice.weapon' },
  })) as ChatMessage.Implementation;
}

/** Rolls an action with the dialog's defaults changed by `values` (the dialog itself is not drawn). */
export async function rollActionWith(
  actor: Actor.Implementation,
  source: ActionSource,
  values: Record<string, unknown> = {},
): Promise<ChatMessage.Implementation | null> {
  const config = actionDialogConfig(actor, source, roundStateOf(actor));
  const { RollDialog } = await import('../../src/foundry/rolls/roll-dialog');
  const original = RollDialog.prompt;
  RollDialog.prompt = async () =>
    ({ ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), ...values }) as never;
  try {
    return await rollAction(actor, source);
  } finally {
    RollDialog.prompt = original;
  }
}
