/**
 * Console attacks on what a roll message says about itself: its dice, its request and its stored
 * outcome. A player may rewrite their own message's rolls at any time, so the GM's side of a
 * difference card (Momentum, Determined, the task clock) and of every ruleset's roll request reads
 * only its own copy of the roll (src/foundry/chat/roll-record.ts) and the world: each test makes a
 * real roll, rewrites it from the console, then asks the GM. Refused, or the GM does exactly what
 * the true roll and the world say; nothing else changes.
 */
import { rollRequested } from '../../foundry/roll-key';
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import { postRequest } from '../../../src/foundry/requests/card';
import { REQUEST_REPORT } from '../../../src/foundry/requests/report';
import { requestOf } from '../../../src/foundry/requests/state';
import type { RollRequest, RulesetId } from '../../../src/foundry/ruleset';
import { ScriptedDice } from '../../../src/core/dice';
import { currentMomentum } from '../../../src/rulesets/difference/flows/momentum';
import { extendedTask } from '../../../src/rulesets/difference/flows/task';
import { elapsedTime, resolveCheck, type CheckRequest } from '../../../src/rulesets/difference/rules';
import { hero } from '../../difference/fixtures';
import { rollCheckRequest } from '../../difference/rolls';
import type { CheckRollRequest } from '../../../src/rulesets/difference/dice/check-roll';
import { seeker } from '../../relic/fixtures';
import { makeActor } from '../../hitdice/fixtures';
import { drawnActionRoll } from '../../hitdice/rolls';
import { character } from '../../countdown/fixtures';
import { combatant } from '../../cryture/fixtures';
import { differenceSetting, ilsaRolls, ilsaRollsTaskWatchingClock, lastMessage, withoutGM } from '../situations';
import { prepareWorld } from './console';
import { testRequest } from '../../../src/rulesets/relic/flows/test';
import { resolveAttributeTest, type AttributeTestRequest } from '../../../src/rulesets/relic/rules';
import {
  resolveCheck as resolveCountdownCheck,
  type CheckRequest as CountdownCheck,
} from '../../../src/rulesets/countdown/rules';
import { actorSnapshot as crytureSnapshot } from '../../../src/rulesets/cryture/data/snapshot';
import { statCheckPool } from '../../../src/rulesets/cryture/rules';
import { resolvedCheckRoll } from '../../cryture/rolls';
import { actionRequestOf } from '../../../src/rulesets/hitdice/flows/action';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { planAction, SKILLS } from '../../../src/rulesets/hitdice/rules';
import { resolveWith } from '../../../src/core';

const { player } = standIn.users;

interface RollData {
  terms: { faces?: number; results?: { result: number }[] }[];
  options: Record<string, unknown> & { request?: unknown; outcome?: unknown };
}

// fvtt-types: a console writes any document data; these read and write it raw.
const raw = (doc: object) => doc as unknown as { toObject(): unknown; update(data: object): Promise<unknown> };
const snapshot = (docs: object[]) => docs.map((doc) => JSON.stringify(raw(doc).toObject()));

/** As the player, from the console: rewrites the first roll of their own message. */
async function forgeRoll(message: ChatMessage.Implementation, edit: (roll: RollData) => void): Promise<void> {
  standIn.actAs(player);
  const rolls = (message.rolls as Roll[]).map((r) => r.toJSON() as unknown as RollData);
  edit(rolls[0]!);
  await raw(message).update({ rolls: rolls.map((r) => JSON.stringify(r)) });
  await standIn.settled();
}

/** Every die of the roll on its highest face. */
const maxFaces = (roll: RollData) => {
  for (const term of roll.terms) for (const r of term.results ?? []) r.result = term.faces ?? r.result;
};

/** A check's result with these d100 faces, as the engine reads them. */
const checkWith = (check: CheckRequest, face: number) => resolveWith(resolveCheck(check), new ScriptedDice([face]));

describe('difference: Momentum and Determined come from the GM’s copy of the roll', () => {
  beforeEach(() => prepareWorld('difference'));

  const forgeries: [string, (check: CheckRequest) => (roll: RollData) => void][] = [
    ['a success written into the outcome', (check) => (roll) => void (roll.options.outcome = checkWith(check, 100))],
    [
      'the die set to 100 and the outcome to match',
      (check) => (roll) => {
        maxFaces(roll);
        roll.options.outcome = checkWith(check, 100);
      },
    ],
    [
      'a higher Attribute in the request and the outcome to match',
      (check) => (roll) => {
        const higher = { ...check, attributeScore: 30, skillScore: 30 };
        roll.options.request = { ...(roll.options.request as object), check: higher };
        roll.options.outcome = checkWith(higher, 5);
      },
    ],
  ];

  for (const [what, forge] of forgeries) {
    it(`a failure cannot claim Momentum with ${what}`, async () => {
      const { ilsa, message } = await ilsaRolls(5);
      await standIn.settled();
      const check = (message.rolls[0]!.options as { request: { check: CheckRequest } }).request.check;
      // Her failure earns the players nothing (its point is the GM's).
      expect(checkWith(check, 5).momentum?.side).not.toBe('players');
      await forgeRoll(message, forge(check));
      const before = snapshot([ilsa, message]);
      await expect(
        askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'players' }),
      ).rejects.toThrow('MANIFOLD.relay.notPermitted');
      await standIn.settled();
      expect(currentMomentum()).toEqual({ players: 0, gm: 0 });
      expect(snapshot([ilsa, message])).toEqual(before);
    });
  }

  it('a success rewritten as a failure cannot use Determined', async () => {
    const { ilsa, message } = await ilsaRolls(90, [{ id: 'determined' }]);
    await standIn.settled();
    const check = (message.rolls[0]!.options as { request: { check: CheckRequest } }).request.check;
    await forgeRoll(message, (roll) => {
      for (const term of roll.terms) for (const r of term.results ?? []) r.result = 2;
      roll.options.outcome = checkWith(check, 2);
    });
    const before = snapshot([ilsa, message]);
    const count = game.messages!.size;
    await expect(askGM(registry, 'difference', 'useDetermined', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(ilsa.statuses.has('determined')).toBe(true);
    expect(snapshot([ilsa, message])).toEqual(before);
    expect(game.messages!.size).toBe(count);
  });

  it('a roll the GM never saw being made earns nothing, whatever it says', async () => {
    const { ilsa, message } = await withoutGM(() => ilsaRolls(90));
    await standIn.settled();
    const before = snapshot([ilsa, message]);
    standIn.actAs(player);
    await expect(
      askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'players' }),
    ).rejects.toThrow('MANIFOLD.relay.notRecorded');
    await standIn.settled();
    expect(currentMomentum()).toEqual({ players: 0, gm: 0 });
    expect(snapshot([ilsa, message])).toEqual(before);
  });
});

describe('difference: a task roll adds the task’s own interval to the clock, once', () => {
  beforeEach(() => prepareWorld('difference'));

  it('an interval of a million weeks written into the roll adds the task’s two days, and only once', async () => {
    const { ilsa, item, message, advanced } = await ilsaRollsTaskWatchingClock();
    expect(advanced()).toBe(0);

    await forgeRoll(message, (roll) => {
      const request = roll.options.request as { task: { interval: object } };
      request.task.interval = { amount: 1_000_000, unit: 'weeks' };
    });
    await differenceSetting('advanceWorldTime', true);
    const before = snapshot([ilsa, item, message]);
    standIn.actAs(player);
    const seconds = elapsedTime(extendedTask(item, ilsa), 1).seconds;
    expect(seconds).toBe(2 * 24 * 3600);
    await expect(askGM(registry, 'difference', 'advanceTime', { messageId: message.id })).resolves.toBe(seconds);
    await standIn.settled();
    expect(advanced()).toBe(seconds);
    expect(snapshot([ilsa, item, message])).toEqual(before);

    // The card's mark is the GM's: asking again adds nothing.
    await expect(askGM(registry, 'difference', 'advanceTime', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(advanced()).toBe(seconds);
  });
  it('a task roll the GM never saw being made adds nothing to the clock', async () => {
    const { ilsa, item, message, advanced } = await ilsaRollsTaskWatchingClock(withoutGM);
    await differenceSetting('advanceWorldTime', true);
    const before = snapshot([ilsa, item, message]);
    standIn.actAs(player);
    await expect(askGM(registry, 'difference', 'advanceTime', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notRecorded',
    );
    await standIn.settled();
    expect(advanced()).toBe(0);
    expect(snapshot([ilsa, item, message])).toEqual(before);
  });
});

interface RequestCase {
  request: RollRequest;
  actor(): Promise<Actor.Implementation>;
  /** Faces of a true answer that does not succeed, and of the best roll its player copies over it. */
  faces: number[];
  best: number[];
}

describe('roll requests: the GM records what its own copy of the answering roll says', () => {
  // One request per ruleset, answered by Player One with faces that do not succeed.
  const cases: Record<RulesetId, RequestCase> = {
    relic: {
      request: { kind: 'test', options: { attribute: 'fit', difficulty: 'standard', dn: 20, kind: 'test' } },
      actor: () => seeker('Oren', {}, { owner: player }),
      faces: [2],
      best: [20],
    },
    hitdice: {
      request: { kind: 'resolve', options: {} },
      actor: () => makeActor({ name: 'Bram' }),
      faces: [1],
      best: [6],
    },
    difference: {
      request: { kind: 'check', options: { attribute: 'agility', skill: '', difficulty: 5 } },
      actor: () => hero({ name: 'Ilsa', owner: player }),
      faces: [5],
      best: [100],
    },
    countdown: {
      request: { kind: 'stat', options: { stat: 'vigor', difficulty: 10 } },
      actor: async () => (await character({}, [], player, 'Warden')) as unknown as Actor.Implementation,
      faces: [2],
      best: [20],
    },
    cryture: {
      request: { kind: 'stat', options: { statA: 'Might', statB: 'Agility', difficulty: 6 } },
      actor: () => combatant({ name: 'Ash', owner: player }),
      faces: [1, 1, 1, 1, 1],
      best: [10, 10, 10, 10, 10],
    },
  };

  /** The GM's card for the actor, and Player One's roll for it (not yet reported). */
  async function answered(ruleset: RulesetId) {
    await prepareWorld(ruleset);
    const c = cases[ruleset];
    const actor = await c.actor();
    const card = (await postRequest(registry, ruleset, c.request, [actor]))!;
    const state = requestOf(card)!;
    const requests = registry.requestsOf(ruleset)!;
    standIn.actAs(player);
    // A best roll of the same request first: the console copies its dice and outcome.
    standIn.queueFaces(...c.best);
    await rollRequested(requests, actor, state, { fastForward: true });
    await standIn.settled();
    const best = lastMessage().rolls[0]!.toJSON() as unknown as RollData;
    standIn.queueFaces(...c.faces);
    await rollRequested(requests, actor, state, { fastForward: true });
    await standIn.settled();
    const message = lastMessage();
    expect(message.id).not.toBe(card.id);
    const options = message.rolls[0]!.options as { request?: unknown; outcome?: unknown };
    const truth = requests.answer({ request: options.request, outcome: options.outcome }, state)?.text ?? null;
    expect(truth).not.toBeNull();
    const forged = requests.answer({ request: options.request, outcome: best.options.outcome }, state)?.text ?? null;
    const report = { cardId: card.id, actorUuid: actor.uuid };
    return { actor, card, message, best, truth: truth!, forged, report };
  }

  for (const ruleset of Object.keys(cases) as RulesetId[]) {
    it(`${ruleset}: a roll rewritten to its best faces and outcome is recorded as it was rolled`, async () => {
      const { actor, card, message, best, truth, forged, report } = await answered(ruleset);
      await forgeRoll(message, (roll) => {
        roll.terms = best.terms;
        roll.options.outcome = best.options.outcome;
      });
      // The forgery would read otherwise: the card must still say what was rolled.
      expect(forged).not.toBeNull();
      expect(forged).not.toBe(truth);
      const before = snapshot([actor, message]);
      await askGM(registry, ruleset, REQUEST_REPORT, { ...report, messageId: message.id });
      await standIn.settled();
      expect(requestOf(card)!.rows[0]).toMatchObject({ messageId: message.id, result: truth, hidden: false });
      expect(snapshot([actor, message])).toEqual(before);
    });
  }

  it('difference: an answer made from the console with a raised Attribute is scored from the actor as she is', async () => {
    const { actor, card, message: honest, report } = await answered('difference');
    const options = honest.rolls[0]!.options as { request: CheckRollRequest };
    const check = options.request.check;
    const raised = { ...check, attributeScore: 30, skillScore: 30 };
    // A face the raised scores pass and her own do not.
    const face = Array.from({ length: 100 }, (_, i) => i + 1).find(
      (f) => checkWith(raised, f).outcome === 'success' && checkWith(check, f).outcome !== 'success',
    )!;
    expect(face).toBeDefined();
    // Made from the console: the GM's copy holds the raised request, as created.
    standIn.actAs(player);
    standIn.queueFaces(face);
    await rollCheckRequest({ ...options.request, check: raised }, actor);
    const message = lastMessage();
    await standIn.settled();
    const before = snapshot([actor, message]);
    await askGM(registry, 'difference', REQUEST_REPORT, { ...report, messageId: message.id });
    await standIn.settled();
    const result = requestOf(card)!.rows[0]!.result;
    expect(result).toMatch(/^Failure/);
    expect(result).toContain(`rolled ${face} `);
    expect(snapshot([actor, message])).toEqual(before);
  });

  it('an answer the GM never saw being rolled is refused, and the card waits', async () => {
    await prepareWorld('difference');
    const c = cases.difference;
    const actor = await c.actor();
    const card = (await postRequest(registry, 'difference', c.request, [actor]))!;
    const state = requestOf(card)!;
    const requests = registry.requestsOf('difference')!;
    standIn.actAs(player);
    standIn.queueFaces(100);
    await withoutGM(() => rollRequested(requests, actor, state, { fastForward: true }));
    await standIn.settled();
    const message = lastMessage();
    const before = snapshot([actor, card, message]);
    await expect(
      askGM(registry, 'difference', REQUEST_REPORT, { cardId: card.id, actorUuid: actor.uuid, messageId: message.id }),
    ).rejects.toThrow('MANIFOLD.relay.notRecorded');
    await standIn.settled();
    expect(snapshot([actor, card, message])).toEqual(before);
    expect(requestOf(card)!.rows[0]!.messageId).toBeNull();
  });
});

describe('roll requests: an answer made from the console is scored from the actor as she is', () => {
  /** The GM's card asking the actor for this roll. */
  async function asked(ruleset: RulesetId, request: RollRequest, actor: Actor.Implementation) {
    const card = (await postRequest(registry, ruleset, request, [actor]))!;
    return { card, state: requestOf(card)!, requests: registry.requestsOf(ruleset)! };
  }

  /** As the player, from the console: a new message holding this roll data, the GM at the table. */
  async function createFromConsole(data: RollData, speaker: object): Promise<ChatMessage.Implementation> {
    standIn.actAs(player);
    // fvtt-types: create data is typed per document; a console writes any roll data.
    const message = (await ChatMessage.implementation.create({
      speaker,
      rolls: [JSON.stringify(data)],
    } as never)) as ChatMessage.Implementation;
    await standIn.settled();
    return message;
  }

  /**
   * The forged answer, created from the console, is reported: the card records `truth` (what the
   * honest roll said) and nothing else changes.
   */
  async function recordedAsTruth(
    ruleset: RulesetId,
    {
      card,
      actor,
      honest,
      data,
      truth,
    }: {
      card: ChatMessage.Implementation;
      actor: Actor.Implementation;
      honest: ChatMessage.Implementation;
      data: RollData;
      truth: string | null;
    },
  ): Promise<void> {
    const message = await createFromConsole(data, honest.speaker);
    const before = snapshot([actor, message, honest]);
    await report(ruleset, card, actor, message.id!);
    await standIn.settled();
    expect(requestOf(card)!.rows[0]).toMatchObject({ messageId: message.id, result: truth });
    expect(snapshot([actor, message, honest])).toEqual(before);
  }

  /** Reports the answer as the player; what the card then says, or the refusal. */
  function report(ruleset: RulesetId, card: ChatMessage.Implementation, actor: Actor.Implementation, id: string) {
    standIn.actAs(player);
    return askGM(registry, ruleset, REQUEST_REPORT, { cardId: card.id, actorUuid: actor.uuid, messageId: id });
  }

  it('relic: an attribute of 30 written into the test as it is made is recorded as her own', async () => {
    await prepareWorld('relic');
    const actor = await seeker('Oren', {}, { owner: player });
    const ask: RollRequest = {
      kind: 'test',
      options: { attribute: 'fit', difficulty: 'standard', dn: 20, kind: 'test' },
    };
    const { card, state, requests } = await asked('relic', ask, actor);
    standIn.actAs(player);
    const own = testRequest(actor, { attribute: 'fit', difficulty: 'standard', dn: 20, kind: 'test', situational: 0 });
    const raised = { ...own, attributes: { ...own.attributes, fit: 30 } };
    const face = Array.from({ length: 20 }, (_, i) => i + 1).find(
      (f) =>
        resolveWith(resolveAttributeTest(raised), new ScriptedDice([f])).outcome === 'success' &&
        resolveWith(resolveAttributeTest(own), new ScriptedDice([f])).outcome !== 'success',
    )!;
    expect(face).toBeDefined();
    standIn.queueFaces(face);
    await rollRequested(requests, actor, state, { fastForward: true });
    await standIn.settled();
    const honest = lastMessage();
    const data = honest.rolls[0]!.toJSON() as unknown as RollData;
    const options = data.options as { request: AttributeTestRequest; outcome: unknown };
    const truth = requests.answer(options, state)?.text ?? null;
    expect(truth).toMatch(/^Failure/);
    options.request = { ...options.request, attributes: { ...options.request.attributes, fit: 30 } };
    options.outcome = resolveWith(resolveAttributeTest(options.request), new ScriptedDice([face]));
    await recordedAsTruth('relic', { card, actor, honest, data, truth });
  });

  it('countdown: a stat of 20 written into the check as it is made is recorded as her own', async () => {
    await prepareWorld('countdown');
    const actor = (await character({}, [], player, 'Warden')) as unknown as Actor.Implementation;
    const ask: RollRequest = { kind: 'stat', options: { stat: 'vigor', difficulty: 0 } };
    const { card, state, requests } = await asked('countdown', ask, actor);
    standIn.actAs(player);
    standIn.queueFaces(20);
    await rollRequested(requests, actor, state, { fastForward: true });
    await standIn.settled();
    const sample = (lastMessage().rolls[0]!.options as { request: { check: CountdownCheck } }).request.check;
    const raised: CountdownCheck = { ...sample, target: { ...sample.target, value: 20 } as CountdownCheck['target'] };
    const face = Array.from({ length: 19 }, (_, i) => i + 1).find(
      (f) =>
        resolveWith(resolveCountdownCheck(raised), new ScriptedDice([f])).outcome !== 'fail' &&
        resolveWith(resolveCountdownCheck(sample), new ScriptedDice([f])).outcome === 'fail',
    )!;
    expect(face).toBeDefined();
    standIn.queueFaces(face);
    await rollRequested(requests, actor, state, { fastForward: true });
    await standIn.settled();
    const honest = lastMessage();
    const data = honest.rolls[0]!.toJSON() as unknown as RollData;
    const options = data.options as { request: { check: CountdownCheck }; outcome: unknown };
    const truth = requests.answer(options, state)?.text ?? null;
    options.request = { ...options.request, check: raised };
    options.outcome = resolveWith(resolveCountdownCheck(raised), new ScriptedDice([face]));
    expect(requests.answer(options, state)?.text ?? null).not.toBe(truth);
    await recordedAsTruth('countdown', { card, actor, honest, data, truth });
  });

  it('cryture: stats of 99 written into the check as it is made, with the dice to match, are refused', async () => {
    await prepareWorld('cryture');
    const actor = await combatant({ name: 'Ash', owner: player });
    const ask: RollRequest = { kind: 'stat', options: { statA: 'Might', statB: 'Agility', difficulty: 6 } };
    const { card } = await asked('cryture', ask, actor);
    standIn.actAs(player);
    const user = crytureSnapshot(actor);
    const own = { user, stats: ['Might', 'Agility'] as const, difficulty: 6, extraDice: 0 };
    const raised = { ...own, user: { ...user, stats: { ...user.stats, Might: 99, Agility: 99 } } };
    const dice = statCheckPool(raised).dice;
    expect(dice).toBeGreaterThan(statCheckPool(own).dice);
    standIn.queueFaces(...Array<number>(dice).fill(10));
    const roll = await resolvedCheckRoll({ ...raised, userName: actor.name ?? '' }, actor.uuid);
    const message = (await roll.toMessage({}, {})) as ChatMessage.Implementation;
    await standIn.settled();
    const before = snapshot([actor, message, card]);
    await expect(report('cryture', card, actor, message.id!)).rejects.toThrow('MANIFOLD.requests.refused.unfit');
    await standIn.settled();
    expect(requestOf(card)!.rows[0]!.messageId).toBeNull();
    expect(snapshot([actor, message, card])).toEqual(before);
  });

  it('hitdice: a pool of 40 dice written into the skill roll as it is made, with the dice to match, is refused', async () => {
    await prepareWorld('hitdice');
    const actor = await makeActor({ name: 'Bram' });
    const ask: RollRequest = { kind: 'skill', options: { skill: SKILLS[0], required: 3 } };
    const { card } = await asked('hitdice', ask, actor);
    standIn.actAs(player);
    const own = actionRequestOf(
      actor,
      { kind: 'skill', skill: SKILLS[0], label: '', required: 3 },
      { exertion: 0, affinity: 0 },
      roundStateOf(actor),
    );
    const raised = { ...own, bonusDice: 40, actor: { ...own.actor, level: 20 } };
    const pool = planAction(raised).plan.pool;
    const dice = pool.proficiency + pool.exertion + pool.bonus + pool.affinity;
    const ownPool = planAction(own).plan.pool;
    expect(dice).toBeGreaterThan(ownPool.proficiency + ownPool.exertion + ownPool.bonus + ownPool.affinity);
    standIn.queueFaces(...Array<number>(dice).fill(6));
    const roll = await drawnActionRoll(raised, actor.uuid);
    const message = (await roll.toMessage({}, {})) as ChatMessage.Implementation;
    await standIn.settled();
    const before = snapshot([actor, message, card]);
    await expect(report('hitdice', card, actor, message.id!)).rejects.toThrow('MANIFOLD.requests.refused.unfit');
    await standIn.settled();
    expect(requestOf(card)!.rows[0]!.messageId).toBeNull();
    expect(snapshot([actor, message, card])).toEqual(before);
  });
});
