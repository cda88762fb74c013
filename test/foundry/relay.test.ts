import { beforeEach, describe, expect, it } from 'vitest';
import { refusedUnstamped } from './unstamped';
import { boot } from './boot';
import { askGM, handleRelay, registerRelay, requestText, type RelayPayload } from '../../src/foundry/relay';
import { healQuery, testRegistry } from './fixtures';

boot();
const registry = testRegistry();
// The GM's query handler serves the test ruleset's queries.
registerRelay(registry);

async function hero(owner = standIn.users.player) {
  return (await Actor.create({
    name: 'Hero',
    type: 'relic-seeker',
    ownership: { [owner.id]: 3 },
    system: { hp: { value: 3, max: 10 } },
  } as never)) as Actor.Implementation;
}
const hpOf = (actor: Actor.Implementation) => (actor.system as unknown as { hp: { value: number } }).hp.value;

describe('GM relay (authenticated through the sender’s own User)', () => {
  beforeEach(() => standIn.reset());

  it('carries a permitted request from a player to the active GM', async () => {
    const actor = await hero();
    standIn.actAs(standIn.users.player);
    const result = await askGM(registry, 'relic', 'heal', { actorUuid: actor.uuid, amount: 2 });
    expect(result).toBe(5);
    expect(hpOf(actor)).toBe(5);
    // The one-time stamp is consumed.
    expect(standIn.users.player.getFlag('manifold', 'relay')).toBeUndefined();
  });

  it('runs at once, without a query, when the asker is the active GM', async () => {
    const actor = await hero();
    expect(await askGM(registry, 'relic', 'heal', { actorUuid: actor.uuid, amount: 1 })).toBe(4);
  });

  it('refuses what the rules do not permit the verified requester', async () => {
    const actor = await hero(standIn.users.other);
    standIn.actAs(standIn.users.player);
    await expect(askGM(registry, 'relic', 'heal', { actorUuid: actor.uuid, amount: 2 })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await expect(askGM(registry, 'relic', 'heal', { actorUuid: actor.uuid, amount: 99 })).rejects.toThrow();
    expect(hpOf(actor)).toBe(3);
  });

  it('refuses a hand-crafted payload that claims to come from another user', async () => {
    const actor = await hero(standIn.users.other);
    standIn.actAs(standIn.users.player);
    // Player One sends a query naming Player Two (who owns the actor) without Player Two's stamp.
    const forged: RelayPayload = {
      userId: standIn.users.other.id,
      nonce: 'guessed',
      ruleset: 'relic',
      name: 'heal',
      data: { actorUuid: actor.uuid, amount: 2 },
    };
    await refusedUnstamped(() => game.users!.activeGM!.query('manifold.relay' as never, forged as never));
    expect(hpOf(actor)).toBe(3);
  });

  it('refuses a replayed stamp with different data (the stamp vouches for the exact request)', async () => {
    const actor = await hero(standIn.users.player);
    standIn.actAs(standIn.users.player);
    await standIn.users.player.setFlag('manifold', 'relay', {
      nonce: 'n1',
      request: requestText('relic', 'heal', { actorUuid: actor.uuid, amount: 1 }),
    });
    standIn.actAs(standIn.users.other);
    const tampered: RelayPayload = {
      userId: standIn.users.player.id,
      nonce: 'n1',
      ruleset: 'relic',
      name: 'heal',
      data: { actorUuid: actor.uuid, amount: 5 },
    };
    await expect(game.users!.activeGM!.query('manifold.relay' as never, tampered as never)).rejects.toThrow(
      'MANIFOLD.relay.unverified',
    );
    expect(hpOf(actor)).toBe(3);
  });

  it('refuses malformed payloads, unknown users, unknown requests, and runs only on the active GM', async () => {
    standIn.actAs(standIn.users.gm);
    await expect(handleRelay(registry, null as never)).rejects.toThrow('MANIFOLD.relay.malformed');
    await expect(
      handleRelay(registry, { userId: 1, nonce: 'x', ruleset: 'relic', name: 'heal', data: {} } as never),
    ).rejects.toThrow('malformed');
    await expect(
      handleRelay(registry, { userId: 'nobody', nonce: 'x', ruleset: 'relic', name: 'heal', data: {} }),
    ).rejects.toThrow('unknownUser');
    await expect(
      handleRelay(registry, { userId: 'x', nonce: 'x', ruleset: 'nope', name: 'heal', data: {} } as never),
    ).rejects.toThrow('malformed');
    standIn.actAs(standIn.users.player);
    await expect(
      handleRelay(registry, { userId: standIn.users.player.id, nonce: 'x', ruleset: 'relic', name: 'heal', data: {} }),
    ).rejects.toThrow('notGM');
    await expect(askGM(registry, 'relic', 'nope', {})).rejects.toThrow('unknownRequest');
  });

  it('a player cannot forge the stamp of another user (only they or a GM may write their User)', async () => {
    standIn.actAs(standIn.users.player);
    await expect(standIn.users.other.setFlag('manifold', 'relay', { nonce: 'n', request: '' })).rejects.toThrow(
      /permission/,
    );
  });

  it('the test query itself states who may do it', () => {
    expect(healQuery.permitted).toBeTypeOf('function');
  });
});
