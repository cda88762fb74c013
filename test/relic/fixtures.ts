/** Builders for relic glue tests against the Foundry stand-in. */
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { drawnCard, press } from '../foundry/cards';
import { relicItemOf, type RelicItemKind } from '../../src/rulesets/relic/data/types';

boot();

export type Doc = Actor.Implementation;

type ItemData = { name: string; type: string; system?: Record<string, unknown> };

export const longsword: ItemData = {
  name: 'Longsword',
  type: 'relic-weapon',
  system: { tag: 'heavy', weaponClass: 'martial' },
};
export const bow: ItemData = {
  name: 'Shortbow',
  type: 'relic-weapon',
  system: { tag: 'ranged', weaponClass: 'light' },
};

/** A seeker owned by `owner` (FIT 3, DEX 2, WIS 1, INT 0; HP 12). */
export async function seeker(
  name: string,
  system: Record<string, unknown> = {},
  { owner = standIn.users.player, items = [] as ItemData[], statuses = [] as string[] } = {},
): Promise<Doc> {
  return (await Actor.create({
    name,
    type: 'relic-seeker',
    ownership: { [owner.id]: 3 },
    system: { attributes: { fit: 3, dex: 2, wis: 1, int: 0 }, hp: { value: 12, max: 12 }, ...system },
    items,
    // Stored as Foundry's toggle stores them (the status's fixed _id), so toggling off finds them.
    effects: statuses.map((s) => standIn.statusEffectSource(s)),
  } as never)) as Doc;
}

/** A GM-owned adversary (DEX 1, AC 13, HP 10) in `group`. */
export async function adversary(
  name: string,
  system: Record<string, unknown> = {},
  items: ItemData[] = [longsword],
): Promise<Doc> {
  return (await Actor.create({
    name,
    type: 'relic-adversary',
    system: { attributes: { fit: 2, dex: 1, wis: 0, int: 0 }, ac: 13, hp: { value: 10, max: 10 }, ...system },
    items,
  } as never)) as Doc;
}

export const sys = (actor: Doc) => actor.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export const state = (actor: Doc) => sys(actor).state;
export const hp = (actor: Doc) => sys(actor).hp.value as number;
export const itemNamed = (actor: Doc, name: string) => actor.items.find((i) => i.name === name)!;

/** The actor's item of that name, read as that relic kind (a test naming the wrong one fails here). */
function itemOfKind<K extends RelicItemKind>(actor: Doc, name: string, kind: K) {
  const item = relicItemOf(itemNamed(actor, name), kind);
  if (!item) throw new Error(`${actor.name} has no ${kind} named ${name}`);
  return item;
}
export const weapon = (actor: Doc, name: string) => itemOfKind(actor, name, 'weapon');
export const relicNamed = (actor: Doc, name: string) => itemOfKind(actor, name, 'relic');

export { combatOf, rollEveryone, type TestCombat } from './stand-in-combat';

export const combatantFor = (combat: Combat.Implementation, actor: Doc) =>
  combat.combatants.find((c) => c.actor === actor) as Combatant.Implementation;

/** The newest chat message. */
export const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;

/** A message's card as `user` sees it: rendered, decorated, with the buttons they may use wired. */
export async function cardFor(message: ChatMessage.Implementation, as: object): Promise<HTMLElement> {
  const user = as as User.Implementation;
  const previous = game.user!;
  standIn.actAs(user as never);
  const html = await drawnCard(message);
  for (const hook of (Hooks as unknown as { listeners(n: string): ((...a: unknown[]) => unknown)[] }).listeners(
    'renderChatMessageHTML',
  ))
    if (hook.toString().includes('decorateRelicCard')) hook(message, html);
  await wireCardActions(registry, message, html, user);
  standIn.actAs(previous as never);
  return html;
}

/** Clicks a card button as `user` and waits for what it starts. */
export async function clickAs(user: object, button: HTMLElement | null): Promise<void> {
  standIn.actAs(user as never);
  await press(button);
}

export const buttons = (html: HTMLElement) =>
  [...html.querySelectorAll<HTMLElement>('[data-action]')].map((b) => b.dataset.action);
