/**
 * Console attacks on what a hitdice roll claims about its actor when it answers a roll request or
 * is read again by the GM. A roll made from the console carries whatever its maker wrote into it —
 * a Resolve of 8, a stabilized character, Affinity dice never paid for — and the GM's copy keeps
 * it as made, so the GM's side reads from that copy only the dice and the dialog's choices, bounded
 * as the dialog bounds them, and everything else from the world. Each test compares the GM's card
 * with what the dice and the world say; nothing else changes.
 */
import { rollRequested } from '../../foundry/roll-key';
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import { postRequest } from '../../../src/foundry/requests/card';
import { REQUEST_REPORT } from '../../../src/foundry/requests/report';
import { requestOf } from '../../../src/foundry/requests/state';
import type { RollRequest } from '../../../src/foundry/ruleset';
import { snapshotOf } from '../../../src/rulesets/hitdice/data/snapshot';
import type { ActionRollRequest } from '../../../src/rulesets/hitdice/dice/action-roll';
import { actionRequestOf, type ActionSource } from '../../../src/rulesets/hitdice/flows/action';
import { groupOf } from '../../../src/rulesets/hitdice/flows/group';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { SKILLS } from '../../../src/rulesets/hitdice/rules';
import { makeActor, rollActionWith, sys } from '../../hitdice/fixtures';
import { drawnActionRoll, drawnResolveRoll } from '../../hitdice/rolls';
import { hitdiceParty, lastMessage } from '../situations';
import { marksOf, prepareWorld, raw, storedData } from './console';

const { player } = standIn.users;

/** A roll as its JSON reaches the console. */
interface RollJSON {
  terms: { faces?: number; results?: { result: number; active?: boolean }[] }[];
  // The roll's options: its request and outcome, written freely from the console.
  options: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const snapshot = (docs: object[]) => docs.map(storedData);

/** The GM's request card for the actor. */
async function asked(request: RollRequest, actor: Actor.Implementation) {
  standIn.actAs(standIn.users.gm);
  const card = (await postRequest(registry, 'hitdice', request, [actor]))!;
  await standIn.settled();
  return card;
}

/** As the player, from the console: posts a roll they built themselves (no change to the actor). */
async function postFromConsole(resolve: () => Promise<Roll>, faces: number[]): Promise<ChatMessage.Implementation> {
  standIn.actAs(player);
  standIn.queueFaces(...faces);
  const roll = await resolve();
  const message = (await roll.toMessage({}, {})) as ChatMessage.Implementation;
  await standIn.settled();
  return message;
}

/** The player reports the message as their answer on the card. */
async function report(
  card: ChatMessage.Implementation,
  actor: Actor.Implementation,
  message: ChatMessage.Implementation,
) {
  standIn.actAs(player);
  return askGM(registry, 'hitdice', REQUEST_REPORT, {
    cardId: card.id,
    actorUuid: actor.uuid,
    messageId: message.id,
  });
}

/** What the card's row for the actor now says. */
const rowOf = (card: ChatMessage.Implementation) => requestOf(card)!.rows[0]!;

const RESOLVE: RollRequest = { kind: 'resolve', options: {} };

/** A Resolve check of Bram's built from the console: his snapshot with `forged` written over it. */
function resolveRollOf(bram: Actor.Implementation, forged: Record<string, unknown>) {
  return () =>
    drawnResolveRoll(
      { actor: { ...snapshotOf(bram), ...forged }, round: {}, actorName: 'Bram', triggers: [] },
      bram.uuid,
    );
}

describe('hitdice: a Resolve check answers its request with its die and Bram’s Resolve as the world holds it', () => {
  beforeEach(() => prepareWorld('hitdice'));

  it('a check made from the console with Resolve 8 of 9 reports the 6 it rolled against his own Resolve 3', async () => {
    const bram = await makeActor({ name: 'Bram', system: { resolve: { value: 3 } } });
    const card = await asked(RESOLVE, bram);
    const message = await postFromConsole(resolveRollOf(bram, { resolve: 8, resolveMax: 9 }), [6]);
    // The roll itself says Resolve 9: the GM's card must not.
    expect((message.rolls[0] as Roll).options).toMatchObject({ outcome: { outcome: 'gain', resolveAfter: 9 } });
    const before = snapshot([bram, message]);

    await report(card, bram, message);
    await standIn.settled();
    expect(rowOf(card)).toMatchObject({ messageId: message.id, result: 'Gain 1 Resolve (Resolve 3)', hidden: false });
    expect(snapshot([bram, message])).toEqual(before);
  });

  it('a check made from the console as stabilized, with no die, is refused while Bram is not dying', async () => {
    const bram = await makeActor({ name: 'Bram', system: { resolve: { value: 3 } } });
    const card = await asked(RESOLVE, bram);
    const message = await postFromConsole(resolveRollOf(bram, { stabilized: true }), []);
    expect((message.rolls[0] as Roll).options).toMatchObject({ outcome: { outcome: 'hold', face: null } });
    const before = snapshot([bram, message, card]);

    await expect(report(card, bram, message)).rejects.toThrow('MANIFOLD.requests.refused.unfit');
    await standIn.settled();
    expect(rowOf(card).messageId).toBeNull();
    expect(snapshot([bram, message, card])).toEqual(before);
  });

  it('a stabilized dying Bram’s check holds without a die, and the card says so', async () => {
    const bram = await makeActor({
      name: 'Bram',
      system: { body: { value: 0 }, resolve: { value: 3 }, stabilized: true },
    });
    const card = await asked(RESOLVE, bram);
    const requests = registry.requestsOf('hitdice')!;
    standIn.actAs(player);
    await rollRequested(requests, bram, requestOf(card)!, { fastForward: true });
    await standIn.settled();
    const message = lastMessage();
    expect((message.rolls[0] as Roll).dice).toHaveLength(0);
    expect(sys(bram).stabilized).toBe(false);

    await report(card, bram, message);
    await standIn.settled();
    expect(rowOf(card)).toMatchObject({ messageId: message.id, result: 'Hold (Resolve 3)' });
  });

  it('a lost check rewritten after posting to a 6 and Resolve 9 is recorded as the loss it was', async () => {
    const bram = await makeActor({ name: 'Bram', system: { resolve: { value: 3 } } });
    const card = await asked(RESOLVE, bram);
    const requests = registry.requestsOf('hitdice')!;
    standIn.actAs(player);
    standIn.queueFaces(1);
    await rollRequested(requests, bram, requestOf(card)!, { fastForward: true });
    await standIn.settled();
    const message = lastMessage();
    expect(sys(bram).resolve.value).toBe(2);

    standIn.actAs(player);
    const forged = (message.rolls[0] as Roll).toJSON() as unknown as RollJSON;
    for (const term of forged.terms) for (const r of term.results ?? []) r.result = 6;
    forged.options.request.actor = { ...forged.options.request.actor, resolve: 8, resolveMax: 9 };
    forged.options.outcome = { ...forged.options.outcome, face: 6, outcome: 'gain', resolveAfter: 9 };
    await raw(message).update({ rolls: [JSON.stringify(forged)] });
    await standIn.settled();
    const before = snapshot([bram, message]);

    await report(card, bram, message);
    await standIn.settled();
    expect(rowOf(card)).toMatchObject({ messageId: message.id, result: 'Lose 1 Resolve (Resolve 2)' });
    expect(snapshot([bram, message])).toEqual(before);
  });
});

/** Player One's Sorah: Level 3 (Proficiency 2, at most 3 Affinity dice stored), her store full. */
const sorahWithFullStore = () =>
  makeActor({ name: 'Sorah', system: { level: 3, affinity: { stored: 3, gainedToday: 0 } } });

const SKILL_ROLL: RollRequest = { kind: 'skill', options: { skill: SKILLS[0], required: 1 } };
const skillSource: ActionSource = { kind: 'skill', skill: SKILLS[0], label: '', required: 1 };

/** A skill roll spending `affinity` dice, made from the console: nothing is taken from her store. */
function unpaidSkillRoll(sorah: Actor.Implementation, source: ActionSource, affinity: number) {
  standIn.actAs(player);
  const request: ActionRollRequest = actionRequestOf(sorah, source, { exertion: 0, affinity }, roundStateOf(sorah));
  return () => drawnActionRoll(request, sorah.uuid);
}

describe('hitdice: Affinity dice a roll spent are given back only as far as her store had room', () => {
  beforeEach(() => prepareWorld('hitdice'));

  it('an honest skill roll spending her 3 Affinity dice answers the request', async () => {
    const sorah = await sorahWithFullStore();
    const card = await asked(SKILL_ROLL, sorah);
    standIn.actAs(player);
    standIn.queueFaces(1, 1, 6, 6, 6);
    const message = (await rollActionWith(sorah, skillSource, { affinity: 3 }))!;
    await standIn.settled();
    expect(sys(sorah).affinity.stored).toBe(0);

    await report(card, sorah, message);
    await standIn.settled();
    expect(rowOf(card)).toMatchObject({ messageId: message.id, result: 'Met: 6 of 1 success' });
  });

  it('a skill roll from the console spending 3 Affinity dice she still holds is refused', async () => {
    const sorah = await sorahWithFullStore();
    const card = await asked(SKILL_ROLL, sorah);
    const message = await postFromConsole(unpaidSkillRoll(sorah, skillSource, 3), [1, 1, 6, 6, 6]);
    expect(sys(sorah).affinity.stored).toBe(3);
    const before = snapshot([sorah, message, card]);

    await expect(report(card, sorah, message)).rejects.toThrow('MANIFOLD.requests.refused.unfit');
    await standIn.settled();
    expect(rowOf(card).messageId).toBeNull();
    expect(snapshot([sorah, message, card])).toEqual(before);
  });

  it('a group part from the console spending 3 Affinity dice she still holds is refused', async () => {
    const party = await hitdiceParty();
    const sorah = party.sorah;
    standIn.actAs(standIn.users.gm);
    await sorah.update({ system: { affinity: { stored: 3 } } } as never); // fvtt-types: a partial system update
    const part = await postFromConsole(
      unpaidSkillRoll(sorah, { kind: 'skill', label: 'Part', groupMessageId: party.group.id!, required: null }, 3),
      [1, 1, 6, 6, 6],
    );
    const before = snapshot([sorah, part, party.group, marksOf(party.group)]);

    standIn.actAs(player);
    await expect(
      askGM(registry, 'hitdice', 'groupPart', { groupMessageId: party.group.id, partMessageId: part.id }),
    ).rejects.toThrow('MANIFOLD.hitdice.replay.mismatch');
    await standIn.settled();
    expect(groupOf(party.group)!.participants[0]!.part).toBeNull();
    expect(snapshot([sorah, part, party.group, marksOf(party.group)])).toEqual(before);
  });

  it('a skill roll from the console with 5 exertion dice at Proficiency 2 is refused', async () => {
    const sorah = await sorahWithFullStore();
    const card = await asked(SKILL_ROLL, sorah);
    standIn.actAs(player);
    const request = actionRequestOf(sorah, skillSource, { exertion: 5, affinity: 0 }, roundStateOf(sorah));
    const message = await postFromConsole(
      () => drawnActionRoll({ ...request, actor: { ...request.actor, level: 10 } }, sorah.uuid),
      [6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    );
    const before = snapshot([sorah, message, card]);

    await expect(report(card, sorah, message)).rejects.toThrow('MANIFOLD.requests.refused.unfit');
    await standIn.settled();
    expect(rowOf(card).messageId).toBeNull();
    expect(snapshot([sorah, message, card])).toEqual(before);
  });

  it('an honest skill roll whose exertion burns her last hit die answers the request', async () => {
    const sorah = await makeActor({ name: 'Sorah', system: { level: 3, body: { value: 1 } } });
    const card = await asked(SKILL_ROLL, sorah);
    standIn.actAs(player);
    standIn.queueFaces(6, 6, 1, 1);
    const message = (await rollActionWith(sorah, skillSource, { exertion: 2 }))!;
    await standIn.settled();
    expect(sys(sorah).body.value).toBe(0);

    await report(card, sorah, message);
    await standIn.settled();
    expect(rowOf(card)).toMatchObject({ messageId: message.id, result: 'Met: 4 of 1 success' });
  });
});
