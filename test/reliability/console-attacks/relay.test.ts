/**
 * The console attacker, the relay's part: a player who types in the browser console instead of
 * clicking. They may stamp their own User, send the GM's relay query any payload as often and as
 * fast as they like, and name any message id. None of it may change more than their clicks could.
 *
 *  A. copies of one stamped query sent at once run once; so does the GM's own double click;
 *  B. a stamp or message arriving after the query is waited for through its hook, and nothing
 *     arriving is refused with a reason, after one time limit;
 *  C. a question about a message the asker cannot see is refused;
 *  D. every refusal the relay can give has words for the player, and a refused click shows them.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_LIMIT_MS } from '../../../src/foundry/arrival';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { registry } from '../../../src/foundry/registry';
import { askGM, RELAY_QUERY, requestText, tryAskGM, type RelayPayload } from '../../../src/foundry/relay';
import { entriesOf } from '../../../src/foundry/chat/undo';
import type { RulesetId } from '../../../src/foundry/ruleset';
import { SYSTEM_ID } from '../../../src/foundry/settings';
import { hooks } from '../../foundry/boot';
import { setChatMode } from '../../foundry/visibility-modes';
import { ashStrikesFoe, orenHitsWolf, withoutGM, wolfBitesOren } from '../situations';
import { prepareWorld } from './console';

const { gm, player, other } = standIn.users;
type User = typeof gm;
type Doc = { toObject(): object };

/** Each document's stored data, to compare before and after (ids differ from one world to the next). */
const snapshot = (docs: Doc[]) =>
  docs.map((d) => JSON.stringify(d.toObject(), (key, value: unknown) => (key === '_id' ? undefined : value)));

/** Oren hits a wolf with 40 HP: one hit leaves it standing, three would not. */
async function orenHitsBigWolf() {
  const situation = await orenHitsWolf();
  standIn.actAs(gm);
  await situation.wolf.update({ 'system.hp': { value: 40, max: 40 } } as never);
  standIn.actAs(player);
  return situation;
}

/** What the attacker types: stamp their own User once, then send the GM the relay query. */
async function stamp(user: User, ruleset: RulesetId, name: string, data: unknown, nonce = `console-${user.id}`) {
  standIn.actAs(user);
  await user.setFlag(SYSTEM_ID, 'relay', { nonce, request: requestText(ruleset, name, data) });
  return { userId: user.id, nonce, ruleset, name, data } satisfies RelayPayload;
}
const send = (payload: RelayPayload) => gm.query(RELAY_QUERY as never, payload as never) as Promise<unknown>;

const outcomes = (results: PromiseSettledResult<unknown>[]) => results.map((r) => r.status);

describe('A. one stamped request runs once, however many copies are sent at once', () => {
  beforeEach(() => prepareWorld('relic'));

  it('relic: three copies of a stamped applyDamage hit the wolf once and record one undo', async () => {
    // What one honest click does, for comparison.
    const honest = await orenHitsBigWolf();
    await askGM(registry, 'relic', 'applyDamage', { messageId: honest.message.id });
    const once = snapshot([honest.wolf]);
    expect(entriesOf(honest.message.id)).toHaveLength(1);

    await prepareWorld('relic');
    const { wolf, message } = await orenHitsBigWolf();
    const before = snapshot([wolf]);
    const payload = await stamp(player, 'relic', 'applyDamage', { messageId: message.id });
    const results = await Promise.allSettled([send(payload), send(payload), send(payload)]);
    await standIn.settled();

    expect(outcomes(results).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(snapshot([wolf])).not.toEqual(before);
    expect(snapshot([wolf])).toEqual(once);
    expect(entriesOf(message.id)).toHaveLength(1);
  });

  it('relic: the same request stamped again after it ran is not run again', async () => {
    const { wolf, message } = await orenHitsBigWolf();
    const payload = await stamp(player, 'relic', 'applyDamage', { messageId: message.id });
    await send(payload);
    const after = snapshot([wolf, message]);
    await stamp(player, 'relic', 'applyDamage', { messageId: message.id });
    // A new stamp is a new request, as a second click would be: the card is already applied.
    await expect(send(payload)).rejects.toThrow('MANIFOLD.relay.notPermitted');
    expect(snapshot([wolf, message])).toEqual(after);
  });

  it('cryture: three copies of a stamped applyHits apply the hits once', async () => {
    await prepareWorld('cryture');
    const honest = await ashStrikesFoe();
    await askGM(registry, 'cryture', 'applyHits', { messageId: honest.message.id });
    const once = snapshot([honest.foe]);

    await prepareWorld('cryture');
    const { foe, message } = await ashStrikesFoe();
    const before = snapshot([foe]);
    const payload = await stamp(player, 'cryture', 'applyHits', { messageId: message.id });
    const results = await Promise.allSettled([send(payload), send(payload), send(payload)]);
    await standIn.settled();

    expect(outcomes(results).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(snapshot([foe])).not.toEqual(before);
    expect(snapshot([foe])).toEqual(once);
    expect(entriesOf(message.id)).toHaveLength(1);
  });

  it('the GM’s own double click applies the damage once', async () => {
    const honest = await orenHitsBigWolf();
    standIn.actAs(gm);
    await askGM(registry, 'relic', 'applyDamage', { messageId: honest.message.id });
    const once = snapshot([honest.wolf]);

    await prepareWorld('relic');
    const { wolf, message } = await orenHitsBigWolf();
    standIn.actAs(gm);
    const results = await Promise.allSettled([
      askGM(registry, 'relic', 'applyDamage', { messageId: message.id }),
      askGM(registry, 'relic', 'applyDamage', { messageId: message.id }),
    ]);
    await standIn.settled();

    expect(outcomes(results).sort()).toEqual(['fulfilled', 'rejected']);
    expect(snapshot([wolf])).toEqual(once);
    expect(entriesOf(message.id)).toHaveLength(1);
  });

  it('the GM’s click and a player’s request for the same card at once share one queue: it applies once', async () => {
    const honest = await orenHitsBigWolf();
    await askGM(registry, 'relic', 'applyDamage', { messageId: honest.message.id });
    const once = snapshot([honest.wolf]);

    await prepareWorld('relic');
    const { wolf, message } = await orenHitsBigWolf();
    const payload = await stamp(player, 'relic', 'applyDamage', { messageId: message.id });
    const fromPlayer = send(payload);
    standIn.actAs(gm);
    const results = await Promise.allSettled([
      askGM(registry, 'relic', 'applyDamage', { messageId: message.id }),
      fromPlayer,
    ]);
    await standIn.settled();

    expect(outcomes(results).sort()).toEqual(['fulfilled', 'rejected']);
    expect(snapshot([wolf])).toEqual(once);
    expect(entriesOf(message.id)).toHaveLength(1);
  });
});

describe('B. a stamp or message still on its way is waited for through its hook, once', () => {
  beforeEach(() => prepareWorld('relic'));
  afterEach(() => vi.useRealTimers());

  it('a stamp written after its query arrives is taken when updateUser brings it', async () => {
    const { wolf, message } = await orenHitsBigWolf();
    const before = snapshot([wolf]);
    const data = { messageId: message.id };
    const payload: RelayPayload = {
      userId: player.id,
      nonce: 'late-stamp',
      ruleset: 'relic',
      name: 'applyDamage',
      data,
    };
    const answer = send(payload);
    await player.setFlag(SYSTEM_ID, 'relay', {
      nonce: 'late-stamp',
      request: requestText('relic', 'applyDamage', data),
    });
    await answer;
    expect(snapshot([wolf])).not.toEqual(before);
    expect(hooks.listeners('updateUser')).toEqual([]);
  });

  it('a message the GM’s client gets after the query is taken when createChatMessage brings it', async () => {
    const { wolf, message } = await orenHitsBigWolf();
    const before = snapshot([wolf]);
    // The message has not reached the GM's client yet.
    game.messages!.delete(message.id!);
    const answer = send(await stamp(player, 'relic', 'applyDamage', { messageId: message.id }));
    // fvtt-types' collection wants a stored message (id a string); this one is, typed before storing.
    game.messages!.set(message.id!, message as never);
    hooks.listeners('createChatMessage').forEach((fn) => fn(message, {}, player.id));
    await answer;
    expect(snapshot([wolf])).not.toEqual(before);
    expect(entriesOf(message.id)).toHaveLength(1);
  });

  it('a stamp that never comes: one timer, then the click is refused in words, and nothing is left waiting', async () => {
    const { wolf, message } = await orenHitsBigWolf();
    const before = snapshot([wolf, message]);
    standIn.actAs(player);
    // The player's stamp is lost on its way to the GM.
    vi.spyOn(player, 'setFlag').mockResolvedValue(player as never);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const on = Hooks.on.bind(Hooks);
    const waiting = new Promise<void>((resolve) => {
      // fvtt-types types Hooks.on per hook name; the spy forwards any name.
      vi.spyOn(Hooks, 'on').mockImplementation(((name: string, fn: never) => {
        if (name === 'updateUser') resolve();
        return on(name as never, fn);
      }) as never);
    });
    const asked = tryAskGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    await waiting;
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(ARRIVAL_LIMIT_MS);
    expect(await asked).toBeNull();
    await standIn.settled();
    expect(vi.getTimerCount()).toBe(0);
    expect(hooks.listeners('updateUser')).toEqual([]);
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: english('MANIFOLD.relay.unverified') });
    expect(snapshot([wolf, message])).toEqual(before);
  });

  it('no setTimeout loop is left in src/', () => {
    const loops = sourceFiles('src').filter((file) =>
      loopBodies(fs.readFileSync(file, 'utf8')).some((body) => body.includes('setTimeout')),
    );
    expect(loops).toEqual([]);
  });
});

describe('C. nobody may ask about a message they cannot read', () => {
  beforeEach(() => prepareWorld('relic'));
  afterEach(async () => {
    standIn.actAs(gm);
    await setChatMode('public');
  });

  for (const kind of ['blind', 'gm'] as const) {
    it(`a player asking to guard against the GM’s ${kind} roll is refused, and nothing changes`, async () => {
      standIn.actAs(gm);
      await setChatMode(kind);
      const { oren, mira, wolf, message } = await wolfBitesOren();
      expect(message.whisper).not.toContain(other.id);
      const before = snapshot([oren, mira, wolf, message]);
      const query = registry.query('relic', 'guardAlly')!;
      const asked = vi.spyOn(query, 'permitted');
      const payload = await stamp(other, 'relic', 'guardAlly', { messageId: message.id, guardUuid: mira.uuid });
      await expect(send(payload)).rejects.toThrow('MANIFOLD.relay.unseen');
      expect(asked).not.toHaveBeenCalled();
      expect(snapshot([oren, mira, wolf, message])).toEqual(before);
    });
  }

  it('the same request about a public roll is answered (the refusal is the message’s visibility)', async () => {
    const { mira, message } = await wolfBitesOren();
    const payload = await stamp(other, 'relic', 'guardAlly', { messageId: message.id, guardUuid: mira.uuid });
    await expect(send(payload)).resolves.toBeDefined();
  });

  it('a message that does not exist is refused the same way, after the one wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const asked = send(await stamp(player, 'relic', 'applyDamage', { messageId: 'noSuchMessage000' }));
      const refused = expect(asked).rejects.toThrow('MANIFOLD.relay.unseen');
      await vi.runAllTimersAsync();
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('D. every refusal reaches the player in words', () => {
  beforeEach(() => prepareWorld('countdown'));

  it('every reason the relay can give has an English string', () => {
    const en = JSON.parse(fs.readFileSync('lang/en.json', 'utf8')) as Record<string, unknown>;
    const keys = new Set(
      ['src/foundry/relay.ts', 'src/foundry/arrival.ts'].flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/'(MANIFOLD\.relay\.\w+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
      expect(typeof text, key).toBe('string');
      // Player wording: no key, no developer term.
      expect(text, key).not.toMatch(/MANIFOLD\.|relay|nonce|stamp|payload/i);
    }
  });

  it('a player’s click while no GM is connected shows the reason in words, not its key', async () => {
    const { foe, message } = await ashStrikesFoeIn('cryture');
    const html = document.createElement('div');
    html.innerHTML = await (message.rolls[0] as unknown as { render(): Promise<string> }).render();
    await wireCardActions(registry, message, html, player as never);
    const button = html.querySelector<HTMLElement>('[data-action="cryture.applyHits"]')!;
    const before = snapshot([foe]);
    await withoutGM(async () => {
      button.click();
      await standIn.settled();
    });
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: english('MANIFOLD.relay.noGM') });
    expect(snapshot([foe])).toEqual(before);
  });
});

/** The English string of a key (failing when it has none). */
function english(key: string): string {
  const text = game.i18n!.localize(key);
  expect(text).not.toBe(key);
  return text;
}

async function ashStrikesFoeIn(ruleset: RulesetId) {
  await prepareWorld(ruleset);
  return ashStrikesFoe();
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(`${dir}/${entry.name}`)
        : entry.name.endsWith('.ts')
          ? [`${dir}/${entry.name}`]
          : [],
    );
}

/** The bodies of the `for`/`while` loops in a source text: the block after the header, or its one statement. */
function loopBodies(text: string): string[] {
  const bodies: string[] = [];
  for (const match of text.matchAll(/\b(?:for|while)\s*\(/g)) {
    let at = match.index + match[0].length;
    for (let depth = 1; depth > 0 && at < text.length; at++) depth += text[at] === '(' ? 1 : text[at] === ')' ? -1 : 0;
    const rest = text.slice(at).trimStart();
    if (!rest.startsWith('{')) {
      bodies.push(rest.slice(0, rest.indexOf(';') + 1));
      continue;
    }
    let end = 1;
    for (let depth = 1; depth > 0 && end < rest.length; end++)
      depth += rest[end] === '{' ? 1 : rest[end] === '}' ? -1 : 0;
    bodies.push(rest.slice(0, end));
  }
  return bodies;
}
