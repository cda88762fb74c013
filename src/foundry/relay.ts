/**
 * The GM relay: how a click asks the active GM to make a change the clicking user may not make.
 *
 * Foundry v13 query handlers are not told who sent a query, so the sender is authenticated through
 * a document only they (or a GM) can write: before querying, the sender stamps their own User with
 * a one-time nonce and the exact request. The GM accepts the query only if the named user's stamp
 * matches it, clears the stamp, and then asks the ruleset's GmQuery whether *that user* may do it.
 * A payload crafted by hand that names another user finds no matching stamp and is refused.
 *
 * Every relayed job — a player's request and the active GM's own click alike — runs on the GM's
 * one queue, one at a time: the stamp is checked and spent, `permitted` asked and `run` done in the
 * same job, so a copy sent at once, or sent again later, finds the stamp spent or the change made.
 * A stamp or message still on its way is waited for through its hook, once (src/foundry/arrival.ts).
 */
import { arrival, arrivedMessage } from './arrival';
import type { RulesetRegistry } from './registry';
import { seenBy } from './rolls/visibility';
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

/** A ruleset's own query by name, else a shared one. */
function ownQuery(registry: RulesetRegistry, ruleset: RulesetId, name: string): GmQuery | undefined {
  return registry.query(ruleset, name) ?? sharedQueries.get(name);
}

/** The user's stamp, when it vouches for this nonce. */
function stampOf(user: User.Implementation, nonce: string): RelayStamp | undefined {
  const stamp = user.getFlag(SYSTEM_ID, STAMP_FLAG);
  return stamp?.nonce === nonce ? stamp : undefined;
}

/** The message ids a payload names (`messageId`, `groupMessageId`, …). */
function messageIdsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data)
    .filter(([key, value]) => (key === 'messageId' || key.endsWith('MessageId')) && typeof value === 'string')
    .map(([, value]) => value as string);
}

/** The GM's one queue: each relayed job runs alone, from its first check to its last write. */
let gmQueue: Promise<unknown> = Promise.resolve();

function onGMQueue<T>(job: () => Promise<T>): Promise<T> {
  const result = gmQueue.then(job, job);
  gmQueue = result.catch(() => undefined);
  return result;
}

/** The checks and the change, inside a queued job: what a copy sent meanwhile sees is what this job left. */
async function decide(
  registry: RulesetRegistry,
  ruleset: RulesetId,
  name: string,
  data: unknown,
  requester: User.Implementation,
): Promise<unknown> {
  const query = ownQuery(registry, ruleset, name);
  if (!query) throw new RelayRefused('MANIFOLD.relay.unknownRequest');
  // Nobody may ask about a message they cannot read (a blind roll, a whisper to others).
  for (const id of messageIdsOf(data)) {
    const message = game.messages?.get(id);
    if (!message || !seenBy(message, requester)) throw new RelayRefused('MANIFOLD.relay.unseen');
  }
  if (!(await query.permitted(data, requester))) throw new RelayRefused('MANIFOLD.relay.notPermitted');
  return query.run(data, requester);
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
  const request = requestText(ruleset, name, data);
  // The stamp and the messages named may reach this client just after the query: waited for
  // outside the queue, so a request that never comes true holds up no other.
  const stamp = await arrival('updateUser', () => stampOf(requester, nonce));
  if (stamp?.request !== request) throw new RelayRefused('MANIFOLD.relay.unverified');
  await Promise.all(messageIdsOf(data).map((id) => arrivedMessage(id)));
  return onGMQueue(async () => {
    // Checked again and spent inside the job: of copies sent at once, only the first finds it.
    if (stampOf(requester, nonce)?.request !== request) throw new RelayRefused('MANIFOLD.relay.unverified');
    await requester.unsetFlag(SYSTEM_ID, STAMP_FLAG);
    try {
      return await decide(registry, ruleset, name, data, requester);
    } catch (error) {
      if (error instanceof RelayRefused) throw error;
      if (error instanceof Error && game.i18n!.has(error.message)) throw new RelayRefused(error.message);
      // What went wrong is the GM's to read; the sender hears that it failed.
      console.error(error);
      throw new RelayRefused('MANIFOLD.relay.failed');
    }
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Asks for a ruleset's GmQuery to be run: on the GM's queue here if this user is the active GM,
 * otherwise by the active GM after the stamp. Relays from one client run one at a time (one
 * stamp at a time). A refusal rejects with its reason's key (`refusalText` gives its words).
 */
export function askGM(registry: RulesetRegistry, ruleset: RulesetId, name: string, data: unknown): Promise<unknown> {
  const run = async () => {
    const user = game.user!;
    if (user.isActiveGM) return onGMQueue(() => decide(registry, ruleset, name, data, user));
    if (!ownQuery(registry, ruleset, name)) throw new RelayRefused('MANIFOLD.relay.unknownRequest');
    const gm = game.users?.activeGM;
    if (!gm) throw new RelayRefused('MANIFOLD.relay.noGM');
    const nonce = foundry.utils.randomID(16);
    const stamp: RelayStamp = { nonce, request: requestText(ruleset, name, data) };
    await user.setFlag(SYSTEM_ID, STAMP_FLAG, stamp);
    const payload: RelayPayload = { userId: user.id!, nonce, ruleset, name, data };
    try {
      return await gm.query(RELAY_QUERY, payload, { timeout: 15_000 });
    } catch (error) {
      // A query's error arrives as its text alone: the GM's reason, or Foundry's (a time-out).
      throw error instanceof RelayRefused
        ? error
        : new RelayRefused(error instanceof Error ? error.message : String(error));
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The words a user reads for a failed request: a reason's key in their language, a refusal the GM
 * already put in words (the undo's) as it is, and anything else as a plain failure — never a key
 * or a programmer's message.
 */
export function refusalText(error: unknown): string {
  const reason = error instanceof Error ? error.message : '';
  const i18n = game.i18n!;
  if (reason && i18n.has(reason)) return i18n.localize(reason);
  const inWords = error instanceof RelayRefused && /\s/.test(reason.trim());
  return inWords ? reason : i18n.localize('MANIFOLD.relay.failed');
}

/** Tells the user why their request failed, in their words: the one place a refusal is shown. */
export function tellRefusal(error: unknown): void {
  if (!(error instanceof RelayRefused)) console.error(error);
  ui.notifications?.warn(refusalText(error));
}

/** Asks the GM as `askGM` does; a refusal is told to the user (`tellRefusal`) and gives null. */
export async function tryAskGM(
  registry: RulesetRegistry,
  ruleset: RulesetId,
  name: string,
  data: unknown,
): Promise<unknown> {
  try {
    return await askGM(registry, ruleset, name, data);
  } catch (error) {
    tellRefusal(error);
    return null;
  }
}

/** Registers the relay handler on every client (a query must be known to the sender too). */
export function registerRelay(registry: RulesetRegistry): void {
  CONFIG.queries[RELAY_QUERY] = (data: RelayPayload) => handleRelay(registry, data);
}
