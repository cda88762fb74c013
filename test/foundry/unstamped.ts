/**
 * A relayed request whose stamp never comes: the GM waits for it up to `ARRIVAL_LIMIT_MS`
 * (src/foundry/arrival.ts), then refuses. The wait runs on fake timers advanced by exactly that
 * limit, so the refusal the test waits for comes at once instead of a second later.
 */
import { expect, vi } from 'vitest';
import { ARRIVAL_LIMIT_MS } from '../../src/foundry/arrival';

export async function refusedUnstamped(send: () => Promise<unknown>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const refused = expect(send()).rejects.toThrow('MANIFOLD.relay.unverified');
    await vi.advanceTimersByTimeAsync(ARRIVAL_LIMIT_MS);
    await refused;
  } finally {
    vi.useRealTimers();
  }
}
