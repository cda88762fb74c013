/**
 * The stand-in's queries behave as Foundry's `User#query` and `CONFIG.queries` (README: queries):
 * the handler runs on the target's client, is told nothing of the sender, and copies sent at once
 * run side by side — nothing queues them.
 */
import { beforeEach, describe, expect, it } from 'vitest';

const QUERY = 'stand-in.probe';
const { gm, player } = standIn.users;
const queries = CONFIG.queries as unknown as Record<string, (data: unknown, options: unknown) => unknown>;

beforeEach(() => {
  standIn.reset();
  delete queries[QUERY];
});

/** A gate a handler waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('User#query (CONFIG.queries)', () => {
  it('runs the handler as the target user, with the data and options only', async () => {
    const seen: unknown[] = [];
    queries[QUERY] = (data, options) => {
      seen.push(data, options, game.user!.id);
      return 'answer';
    };
    standIn.actAs(player);
    expect(await gm.query(QUERY as never, { a: 1 } as never)).toBe('answer');
    expect(seen).toEqual([{ a: 1 }, { timeout: 15_000 }, gm.id]);
    expect(game.user!.id).toBe(player.id);
  });

  it('runs copies sent at once side by side, each seeing its client while the sender stays itself', async () => {
    const started: number[] = [];
    const users: string[] = [];
    const door = gate();
    const allIn = gate();
    queries[QUERY] = async (data) => {
      started.push((data as { n: number }).n);
      if (started.length === 3) allIn.open();
      await door.opened;
      users.push(game.user!.id!);
      return (data as { n: number }).n;
    };
    standIn.actAs(player);
    const answers = [1, 2, 3].map((n) => gm.query(QUERY as never, { n } as never));
    // All three handlers are inside at once: none waited for another to finish.
    await allIn.opened;
    expect(started).toEqual([1, 2, 3]);
    // Meanwhile the sender's own code is still the player's.
    expect(game.user!.id).toBe(player.id);
    door.open();
    expect(await Promise.all(answers)).toEqual([1, 2, 3]);
    expect(users).toEqual([gm.id, gm.id, gm.id]);
    expect(game.user!.id).toBe(player.id);
  });
});
