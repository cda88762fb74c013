/**
 * The GM relay: how a click asks the active GM to make a change the clicking user may not make.
 *
 * Foundry v13 query handlers are not told who sent a query, so the sender is authenticated through
 * a document only they (or a GM) can write: before querying, the sender stamps their own User with
 * a one-time nonce and the exact request. The GM accepts the query only if the named user's stamp
 * matches it, clears the stamp, and then asks the ruleset's GmQuery whether *that user* may do it.
 * A payload crafted by hand that names another user finds no matching stamp and is refused.
 */
import type { RulesetRegistry } from './registry';
import { isRulesetId, type GmQuery, type RulesetId } from './ruleset';
import { SYSTEM_ID } from './settings';

export const RELAY_QUERY = `${SYSTEM_ID}.relay` as const;
const STAMP_FLAG = 'relay' as const;

export interface RelayPayload {
  userId: string;
  nonce: string;
  ruleset: RulesetId;
  name: string;
  data: unknown;
}

export interface RelayStamp {
  nonce: string;
  request: string;
}

/** The exact request a stamp vouches for. */
export function requestText(ruleset: string, name: string, data: unknown): string {
  return JSON.stringify([ruleset, name, data ?? null]);
}

export class RelayRefused extends Error {}

/** Queries every ruleset shares (undo), answered under any ruleset's name; names start with `manifold.`. */
const sharedQueries = new Map<string, GmQuery>();

export function registerSharedQuery(name: string, query: GmQuery): void {
  sharedQueries.set(name, query);
}

/** A ruleset's own query by name (loaded on demand), else a shared one. */
async function ownQuery(registry: RulesetRegistry, ruleset: RulesetId, name: string): Promise<GmQuery | undefined> {
  return (await registry.query(ruleset, name)) ?? sharedQueries.get(name);
}

/** Looks up the user's stamp, waiting briefly in case the stamp's update arrives just after the query. */
async function stampOf(user: User.Implementation, nonce: string): Promise<RelayStamp | undefined> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const stamp = user.getFlag(SYSTEM_ID, STAMP_FLAG);
    if (stamp?.nonce === nonce) return stamp;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/**
 * Runs on the active GM for every relayed request. Every refusal throws, so the sender hears why.
 * Exported for tests, which call it as a query handler would be called.
 */
export async function handleRelay(registry: RulesetRegistry, payload: RelayPayload): Promise<unknown> {
  if (!game.user?.isActiveGM) throw new RelayRefused('MANIFOLD.relay.notGM');
  const { userId, nonce, ruleset, name, data } = (payload ?? {}) as Partial<RelayPayload>;
  if (typeof userId !== 'string' || typeof nonce !== 'string' || !isRulesetId(ruleset) || typeof name !== 'string') {
    throw new RelayRefused('MANIFOLD.relay.malformed');
  }
  const requester = game.users?.get(userId);
  if (!requester) throw new RelayRefused('MANIFOLD.relay.unknownUser');
  const stamp = await stampOf(requester, nonce);
  if (!stamp || stamp.request !== requestText(ruleset, name, data)) throw new RelayRefused('MANIFOLD.relay.unverified');
  await requester.unsetFlag(SYSTEM_ID, STAMP_FLAG);
  const query = await ownQuery(registry, ruleset, name);
  if (!query) throw new RelayRefused('MANIFOLD.relay.unknownRequest');
  if (!(await query.permitted(data, requester))) throw new RelayRefused('MANIFOLD.relay.notPermitted');
  return query.run(data, requester);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Asks for a ruleset's GmQuery to be run: here if this user is the active GM, otherwise by the
 * active GM after the stamp. Relays from one client run one at a time (one stamp at a time).
 */
export function askGM(registry: RulesetRegistry, ruleset: RulesetId, name: string, data: unknown): Promise<unknown> {
  const run = async () => {
    const user = game.user!;
    const query = await ownQuery(registry, ruleset, name);
    if (!query) throw new RelayRefused('MANIFOLD.relay.unknownRequest');
    if (user.isActiveGM) {
      if (!(await query.permitted(data, user))) throw new RelayRefused('MANIFOLD.relay.notPermitted');
      return query.run(data, user);
    }
    const gm = game.users?.activeGM;
    if (!gm) throw new RelayRefused('MANIFOLD.relay.noGM');
    const nonce = foundry.utils.randomID(16);
    const stamp: RelayStamp = { nonce, request: requestText(ruleset, name, data) };
    await user.setFlag(SYSTEM_ID, STAMP_FLAG, stamp);
    const payload: RelayPayload = { userId: user.id!, nonce, ruleset, name, data };
    return gm.query(RELAY_QUERY, payload, { timeout: 15_000 });
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Registers the relay handler on every client (a query must be known to the sender too). */
export function registerRelay(registry: RulesetRegistry): void {
  CONFIG.queries[RELAY_QUERY] = (data: RelayPayload) => handleRelay(registry, data);
}
