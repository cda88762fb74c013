/**
 * Chat cards in tests, the same for every ruleset: a card as one user's client shows it, and a
 * click on one of its buttons with what it starts (updates, GM queries through the relay) run out.
 */
import { expect, vi } from 'vitest';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { registry } from '../../src/foundry/registry';

type StandInUser = (typeof standIn.users)['gm'];

/** One turn of the event loop: what a handler started without awaiting gets to run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
 * Clicks a wired card button and lets what it starts run out: the button is busy (`aria-busy`)
 * until its action has run, which may first load the ruleset's modules on demand (issue 21 §3).
 */
export async function press(button: HTMLElement | null): Promise<void> {
  if (!button) throw new Error('No such button');
  button.click();
  await vi.waitFor(() => expect(button.getAttribute('aria-busy')).not.toBe('true'), { timeout: 10_000 });
  for (let i = 0; i < 20; i++) await settle();
}
