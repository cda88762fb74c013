/**
 * Chat cards in tests, the same for every ruleset: a card as one user's client shows it, and a
 * click on one of its buttons with what it starts (updates, GM queries through the relay) run out.
 */
import { expect } from 'vitest';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { registry } from '../../src/foundry/registry';
import { CardModel, cardModelOf } from '../../src/foundry/chat/card-model';
import type { CardAction } from '../../src/foundry/ruleset';

type StandInUser = (typeof standIn.users)['gm'];

/**
 * A message's card as `user` sees it: its roll rendered (or its content) and its buttons wired as
 * the `renderChatMessageHTML` hook does, those the user may not use removed. The user stays the
 * acting one, as on their own client, so the clicks that follow are theirs.
 */
export async function cardAs(message: ChatMessage.Implementation, user: object = game.user!): Promise<HTMLElement> {
  standIn.actAs(user as StandInUser);
  const html = document.createElement('div');
  const roll = message.rolls[0] as { render(): Promise<string> } | undefined;
  html.innerHTML = roll ? await roll.render() : message.content;
  // The stand-in's users stand in for User.Implementation (test/foundry-stand-in/index.ts).
  await wireCardActions(registry, message, html, user as User.Implementation);
  return html;
}

/**
 * A message's card as Foundry draws it before our hook wires it: its roll rendered (or its
 * content), then the body its card model draws from its data (a roll card keeps its roll).
 */
export async function drawnCard(message: ChatMessage.Implementation): Promise<HTMLElement> {
  const html = document.createElement('div');
  const roll = message.rolls[0] as { render(): Promise<string> } | undefined;
  html.innerHTML = roll ? await roll.render() : message.content;
  const body = await cardModelOf(message)?.renderBody();
  if (body !== undefined && body !== null) html.innerHTML = body;
  return html;
}

/** The text a message's card shows (before our hook wires it: its buttons are all there). */
export async function cardText(message: ChatMessage.Implementation): Promise<string> {
  return (await drawnCard(message)).textContent ?? '';
}

/**
 * Clicks a wired card button and waits for what the click started (its action, the GM queries it
 * sends, the hooks those fire) to finish.
 */
export async function press(button: HTMLElement | null): Promise<void> {
  if (!button) throw new Error('No such button');
  button.click();
  await standIn.settled();
  expect(button.getAttribute('aria-busy'), 'the button is free again once its action has run').not.toBe('true');
}

/** Every button of every registered card type, by name (the permission and undo inventories list them). */
export function registeredCardActions(): Map<string, CardAction> {
  const models = Object.values(CONFIG.ChatMessage.dataModels as Record<string, unknown>);
  const actions = new Map<string, CardAction>();
  for (const model of models)
    if (typeof model === 'function' && model.prototype instanceof CardModel)
      for (const [name, action] of Object.entries((model as typeof CardModel).actions)) actions.set(name, action);
  return actions;
}
