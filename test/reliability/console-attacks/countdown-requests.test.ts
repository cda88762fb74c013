/**
 * Console attacks on countdown's roll-request answers: a defense against a monster's attack, and a
 * skill or stat check the GM asked for. A player may make their answering roll from the console
 * with any request inside it (the GM's copy then holds the forgery), or rewrite it after posting.
 * The GM records on its card only what the dice and the world say: the defender and the checker as
 * they are, the monster and its damage and the check's locked options from the GM's own card, the
 * player's dialog choices as the dialog bounds them. Otherwise the answer is refused in words, the
 * row waits, and nothing else changes. An honest Human reroll still answers.
 */
import { rollRequested } from '../../foundry/roll-key';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveWith, ScriptedDice, type Resolution } from '../../../src/core/dice';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import { postRequest } from '../../../src/foundry/requests/card';
import { REQUEST_REPORT } from '../../../src/foundry/requests/report';
import { requestOf } from '../../../src/foundry/requests/state';
import type { RollRequest } from '../../../src/foundry/ruleset';
import { rollFromConsole } from '../../countdown/rolls';
import { CountdownCheckRoll, type CheckRollRequest } from '../../../src/rulesets/countdown/dice/check-roll';
import type { CountdownRoll, CountdownRollClass } from '../../../src/rulesets/countdown/dice/countdown-roll';
import { CountdownDefenseRoll, type DefenseRollRequest } from '../../../src/rulesets/countdown/dice/defense-roll';
import type { DefenseRequest } from '../../../src/rulesets/countdown/rules';
import { cardAs, press } from '../../foundry/cards';
import { ancestryItem, armor, character, skills } from '../../countdown/fixtures';
import { lastMessage, raiderAttacksHero } from '../situations';
import { prepareWorld, raw, storedData } from './console';

const { player } = standIn.users;

const UNFIT = 'MANIFOLD.requests.refused.unfit';

interface RollData {
  terms: { faces?: number; results?: { result: number; active?: boolean; discarded?: boolean }[] }[];
  options: Record<string, unknown> & { request: Record<string, unknown>; outcome?: unknown };
}

type Resolver = { resolve(request: unknown): Resolution<unknown> };

const snapshot = (docs: object[]) => docs.map(storedData);

// fvtt-types: a countdown character is not typed as an Actor.Implementation.
const asActor = (actor: object) => actor as unknown as Actor.Implementation;

/** Gives the character more items (fvtt-types: embedded create data is typed per item type). */
async function give(actor: Actor.Implementation, items: object[]) {
  await actor.createEmbeddedDocuments('Item', items as never);
  await standIn.settled();
}

type Answered = { request?: unknown; outcome?: unknown };

/** The options of a message's roll: its request and outcome as the message says them now. */
const optionsOf = <T = unknown>(message: ChatMessage.Implementation) =>
  message.rolls[0]!.options as { request: T; outcome: unknown };

/** The active faces of a roll's data, as the engine reads them. */
const facesOf = (roll: RollData) =>
  roll.terms.flatMap((t) => (t.results ?? []).filter((r) => r.active !== false && !r.discarded).map((r) => r.result));

/** As the player, from the console: rewrites their own message's roll, its outcome kept in step. */
async function forgeRoll(message: ChatMessage.Implementation, Cls: Resolver, edit: (roll: RollData) => void) {
  standIn.actAs(player);
  // fvtt-types: a roll's JSON is typed without its terms' results.
  const roll = structuredClone(message.rolls[0]!.toJSON()) as unknown as RollData;
  edit(roll);
  roll.options.outcome = resolveWith(Cls.resolve(roll.options.request), new ScriptedDice(facesOf(roll)));
  await raw(message).update({ rolls: [JSON.stringify(roll)] });
  await standIn.settled();
}

/** As the player, from the console: a roll made with this request and these faces, posted as their own. */
async function madeFromConsole<R extends CountdownRoll>(
  Cls: CountdownRollClass<R>,
  request: object,
  actor: Actor.Implementation,
  faces: number[],
): Promise<ChatMessage.Implementation> {
  standIn.actAs(player);
  standIn.queueFaces(...faces);
  const { message } = await rollFromConsole(Cls, request, actor);
  await standIn.settled();
  return message;
}

/** As the player: asks the GM to record this message as the actor's answer on the card. */
function report(card: ChatMessage.Implementation, actor: Actor.Implementation, message: ChatMessage.Implementation) {
  standIn.actAs(player);
  return askGM(registry, 'countdown', REQUEST_REPORT, {
    cardId: card.id,
    actorUuid: actor.uuid,
    messageId: message.id,
  });
}

/** The player's honest answer to the card, rolled but not yet reported, and the line it earns. */
async function honestAnswer(card: ChatMessage.Implementation, actor: Actor.Implementation, faces: number[]) {
  const state = requestOf(card)!;
  const requests = registry.requestsOf('countdown')!;
  standIn.actAs(player);
  standIn.queueFaces(...faces);
  await rollRequested(requests, actor, state, { fastForward: true });
  await standIn.settled();
  const message = lastMessage();
  const options = message.rolls[0]!.options as { request: unknown; outcome: unknown };
  const truth = requests.answer(options, state)?.text ?? null;
  expect(truth).not.toBeNull();
  /** What the card would say if it believed this request and outcome. */
  const believed = (request: unknown, outcome: unknown) => requests.answer({ request, outcome }, state)?.text ?? null;
  return { message, truth: truth!, believed };
}

/** The report is recorded with exactly `truth`, and nothing else moved. */
async function recordedAs(
  truth: string,
  card: ChatMessage.Implementation,
  actor: Actor.Implementation,
  message: ChatMessage.Implementation,
  others: object[] = [],
) {
  const before = snapshot([actor, message, ...others]);
  await report(card, actor, message);
  await standIn.settled();
  expect(requestOf(card)!.rows.find((r) => r.uuid === actor.uuid)).toMatchObject({
    messageId: message.id,
    result: truth,
  });
  expect(snapshot([actor, message, ...others])).toEqual(before);
}

/** The report is refused in words, the row waits, and nothing changed. */
async function refused(
  card: ChatMessage.Implementation,
  actor: Actor.Implementation,
  message: ChatMessage.Implementation,
  others: object[] = [],
) {
  const before = snapshot([actor, card, message, ...others]);
  await expect(report(card, actor, message)).rejects.toThrow(UNFIT);
  await standIn.settled();
  expect(requestOf(card)!.rows[0]!.messageId).toBeNull();
  expect(snapshot([actor, card, message, ...others])).toEqual(before);
}

beforeEach(() => prepareWorld('countdown'));

describe('a defense answering a monster’s attack request', () => {
  // The true roll: Reflex 5 dodges on 8; a 7 fails, and the raider's 5 minus leather's 1 deals 4.
  async function attacked() {
    const { raider, defender, request: card } = await raiderAttacksHero();
    const actor = asActor(defender);
    const honest = await honestAnswer(card, actor, [7, 5]);
    expect(honest.truth).toContain('4');
    return { raider, actor, card, ...honest };
  }

  /** As the player, from the console: the honest defense made again with `edit` applied to its request. */
  async function forgedDefense(
    honest: ChatMessage.Implementation,
    actor: Actor.Implementation,
    edit: (d: DefenseRequest) => void,
  ) {
    const request = structuredClone(optionsOf(honest).request) as DefenseRollRequest;
    edit(request.defense);
    return madeFromConsole(CountdownDefenseRoll, request, actor, [7, 5]);
  }

  it('Armor and Reflex written into the defense as it is made: the true hit is recorded', async () => {
    const { raider, actor, card, message: honest, truth, believed } = await attacked();
    const forged = await forgedDefense(honest, actor, (defense) => {
      defense.defender.stats.reflex = 20;
      defense.defender.armor = { ...defense.defender.armor!, bodyArmor: 10 };
    });
    // The forgery would read otherwise: the card must still say what the world gives.
    const options = forged.rolls[0]!.options as Answered;
    expect(believed(options.request, options.outcome)).not.toBe(truth);
    await recordedAs(truth, card, actor, forged, [raider]);
  });

  it('the raider’s damage written down as the defense is made: the damage on the GM’s card is recorded', async () => {
    const { raider, actor, card, message: honest, truth } = await attacked();
    const forged = await forgedDefense(honest, actor, (defense) => {
      defense.damage = { count: 1, faces: 6, bonus: -4 };
    });
    expect((optionsOf(forged).outcome as { damage: { dealt: number } }).damage.dealt).toBe(1);
    await recordedAs(truth, card, actor, forged, [raider]);
  });

  it('the monster’s damage and the defender’s Armor rewritten after posting, dice at their best: recorded as rolled', async () => {
    const { raider, actor, card, message, truth } = await attacked();
    await forgeRoll(message, CountdownDefenseRoll, (roll) => {
      const defense = roll.options.request.defense as {
        defender: { armor: { bodyArmor: number } };
        damage: { count: number; faces: number; bonus: number };
      };
      defense.defender.armor.bodyArmor = 10;
      defense.damage = { count: 1, faces: 1, bonus: 0 };
      for (const term of roll.terms) for (const r of term.results ?? []) r.result = term.faces ?? r.result;
    });
    await recordedAs(truth, card, actor, message, [raider]);
  });

  it('a Warden’s brace written into a hero’s block as it is made: refused, the row waits', async () => {
    const { raider, defender, request: card } = await raiderAttacksHero();
    await give(asActor(defender), [armor('shield', { equipped: true })]);
    const actor = asActor(defender);
    const { message: honest } = await honestAnswer(card, actor, [3, 5]);
    const request = structuredClone(optionsOf(honest).request) as DefenseRollRequest;
    request.defense = { ...request.defense, method: 'block', brace: true };
    const forged = await madeFromConsole(CountdownDefenseRoll, request, actor, []);
    expect((optionsOf(forged).outcome as { avoided: boolean }).avoided).toBe(true);
    await refused(card, actor, forged, [raider]);
  });
});

describe('a check answering the GM’s request', () => {
  async function asked(request: RollRequest, actor: Actor.Implementation) {
    return (await postRequest(registry, 'countdown', request, [actor]))!;
  }

  for (const [what, automatic, trained] of [
    ['a Warden’s brace written into a hero’s check', 'brace', false],
    ['a routine task written into an untrained check', 'routine', false],
  ] as const) {
    it(`${what} as it is made: refused, the row waits`, async () => {
      const actor = asActor(await character({}, [], player, 'Hero'));
      const card = await asked({ kind: 'stat', options: { stat: 'vigor', difficulty: 0 } }, actor);
      const { message: honest } = await honestAnswer(card, actor, [2]);
      const request = structuredClone(optionsOf(honest).request) as CheckRollRequest;
      request.check = {
        ...request.check,
        automatic,
        target: { ...request.check.target, trained } as CheckRollRequest['check']['target'],
      };
      const forged = await madeFromConsole(CountdownCheckRoll, request, actor, []);
      expect((optionsOf(forged).outcome as { outcome: string }).outcome).toBe('pass');
      await refused(card, actor, forged);
    });
  }

  it('chainmail’s disadvantage on Stealth struck out as the check is made: refused, the row waits', async () => {
    const actor = asActor(
      await character({ skills: skills(['stealth']) }, [armor('chainmail', { worn: true })], player),
    );
    const card = await asked({ kind: 'skill', options: { skill: 'stealth', difficulty: 0 } }, actor);
    const { message: honest } = await honestAnswer(card, actor, [18, 3]);
    const request = structuredClone(optionsOf(honest).request) as CheckRollRequest;
    expect(request.check.disadvantages).toHaveLength(1);
    request.check = { ...request.check, disadvantages: [] };
    const forged = await madeFromConsole(CountdownCheckRoll, request, actor, [18]);
    await refused(card, actor, forged);
  });
});

describe('an honest Human reroll answers the request', () => {
  /** Player One rerolls their unreported answer from its card, and reports the reroll. */
  async function rerolled(message: ChatMessage.Implementation, face: number) {
    standIn.queueFaces(face);
    await press((await cardAs(message, player)).querySelector<HTMLElement>('[data-action="countdown.reroll"]'));
    const again = lastMessage();
    expect(again.id).not.toBe(message.id);
    return again;
  }

  it('a check: the reroll’s own result is recorded', async () => {
    const actor = asActor(await character({ stats: { vigor: 4 } }, [ancestryItem('human')], player, 'Ada'));
    const card = (await postRequest(registry, 'countdown', { kind: 'stat', options: { stat: 'vigor' } }, [actor]))!;
    const { message } = await honestAnswer(card, actor, [2]);
    const again = await rerolled(message, 18);
    const requests = registry.requestsOf('countdown')!;
    const truth = requests.answer(again.rolls[0]!.options as Answered, requestOf(card)!)!.text;
    expect(truth).toContain('18');
    await recordedAs(truth, card, actor, again);
  });

  it('a defense: the reroll’s own result is recorded', async () => {
    const { raider, defender, request: card } = await raiderAttacksHero();
    await give(asActor(defender), [ancestryItem('human')]);
    const actor = asActor(defender);
    const { message } = await honestAnswer(card, actor, [2, 5]);
    const again = await rerolled(message, 18);
    const requests = registry.requestsOf('countdown')!;
    const truth = requests.answer(again.rolls[0]!.options as Answered, requestOf(card)!)!.text;
    expect(truth).toContain('18');
    await recordedAs(truth, card, actor, again, [raider]);
  });

  it('a reroll made from the console with chainmail’s disadvantage struck out: refused', async () => {
    const actor = asActor(
      await character({ skills: skills(['stealth']) }, [ancestryItem('human'), armor('chainmail', { worn: true })]),
    );
    const card = (await postRequest(registry, 'countdown', { kind: 'skill', options: { skill: 'stealth' } }, [actor]))!;
    const { message: honest } = await honestAnswer(card, actor, [3, 2]);
    const first = honest.rolls[0]!.options as { request: CheckRollRequest; outcome: never };
    const request: CheckRollRequest = {
      ...first.request,
      check: { ...first.request.check, disadvantages: [] },
      reroll: first.outcome,
    };
    const forged = await madeFromConsole(CountdownCheckRoll, request, actor, [18]);
    await refused(card, actor, forged);
  });
});
