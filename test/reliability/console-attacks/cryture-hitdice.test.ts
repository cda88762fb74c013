/**
 * Console attacks on what a roll's message says it rolled. A message's author may rewrite it at
 * any time — its rolls' options and stored outcome, their dice, its flags — then ask the GM to act
 * on it. The GM reads only its own copy of the roll, taken when the message was created, and the
 * world as it is now; the engine reads the copied dice again. Each attack is compared with what an
 * honest click does in the same situation: the GM applies exactly that, or refuses, and nothing
 * else changes. A roll the GM never saw made is refused.
 *
 *  cryture: the Apply button of a power's card (applyHits), and the opportunity-attack prompt;
 *  hitdice: a group roll's part (groupPart), a Stabilize (stabilize), and the damage a target's
 *  owner defends against (the Defend button, on their own client, reads the GM's copy too; only a
 *  defense the target's owner made stops it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveWith, ScriptedDice } from '../../../src/core';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import type { RulesetId } from '../../../src/foundry/ruleset';
import { SYSTEM_ID } from '../../../src/foundry/settings';
import { useScene } from '../../cryture/fake-scene';
import { enlist, fakeCombat } from '../../cryture/fake-combat';
import { combatant, power } from '../../cryture/fixtures';
import { opportunitiesUsed } from '../../../src/rulesets/cryture/combat/opportunity';
import { combatantOf } from '../../../src/rulesets/cryture/combat/turn-state';
import { engineRequest } from '../../../src/rulesets/cryture/dice/attack-roll';
import { resolveAttack } from '../../../src/rulesets/cryture/rules';
import type { HitdiceActionRoll } from '../../../src/rulesets/hitdice/dice/action-roll';
import { defenseRequestOf } from '../../../src/rulesets/hitdice/flows/defense';
import { groupOf } from '../../../src/rulesets/hitdice/flows/group';
import { resolveAction, STABILIZE_TIER } from '../../../src/rulesets/hitdice/rules';
import { makeActor, sys } from '../../hitdice/fixtures';
import { defendAgainst, drawnDefenseRoll, rollAction } from '../../hitdice/rolls';
import { ashStrikesFoe, hitdiceParty, postPrompt, withoutGM } from '../situations';
import { marksOf, prepareWorld } from './console';

const { gm, player, other } = standIn.users;

/** A roll as its JSON reaches the console. */
interface RollJSON {
  terms: { faces?: number; results?: { result: number; active?: boolean }[] }[];
  // The roll's options: each ruleset's request and outcome, written freely from the console.
  options: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What a console reaches: a raw update of a document, and its stored data. */
interface ConsoleDocument {
  update(data: object): Promise<unknown>;
  toObject(): object;
}
// fvtt-types: update data is typed per document; a console writes any field.
const raw = (doc: object) => doc as unknown as ConsoleDocument;

/** Each document's stored data, to compare before and after (ids differ from one world to the next). */
const snapshot = (docs: object[]) =>
  docs.map((d) =>
    JSON.stringify(raw(d).toObject(), (key, value: unknown) =>
      key === '_id' || key === 'messageId' ? undefined : value,
    ),
  );

/** As the author: rewrites the message's roll (and its flags) from the console. */
async function rewrite(message: ChatMessage.Implementation, edit: (roll: RollJSON) => void): Promise<void> {
  standIn.actAs(player);
  // fvtt-types: Roll's JSON type does not name its terms' results.
  const forged = (message.rolls[0] as Roll).toJSON() as unknown as RollJSON;
  edit(forged);
  await raw(message).update({
    rolls: [JSON.stringify(forged)],
    flags: { [SYSTEM_ID]: { outcome: 'success', successes: 40, damage: 999 } },
  });
  await standIn.settled();
}

/** Every die of the roll shows its highest face; the stored outcome is what those faces would read. */
function maxFaces(roll: RollJSON): number[] {
  const faces: number[] = [];
  for (const term of roll.terms)
    for (const r of term.results ?? []) {
      r.result = term.faces ?? r.result;
      if (r.active !== false) faces.push(r.result);
    }
  return faces;
}

/** What the player's click sends, as the player. */
const ask = (name: string, payload: object, ruleset: RulesetId) => {
  standIn.actAs(player);
  return askGM(registry, ruleset, name, payload);
};

// ---------------------------------------------------------------------------------------------
// Cryture: Apply
// ---------------------------------------------------------------------------------------------

/** Ash strikes the foe; Player Two's Wren (30 Health) stands by. */
async function ashStrikesWithWrenNearby() {
  const situation = await ashStrikesFoe();
  standIn.actAs(gm);
  const wren = await combatant({ name: 'Wren', owner: other });
  return { ...situation, wren };
}

/** The foe and Ash after an honest Apply of the same strike. */
async function honestStrike(): Promise<string[]> {
  await prepareWorld('cryture');
  const { ash, foe, message } = await ashStrikesFoe();
  await ask('applyHits', { messageId: message.id }, 'cryture');
  await standIn.settled();
  const after = snapshot([foe, ash]);
  await prepareWorld('cryture');
  return after;
}

describe('cryture: the Apply button settles the GM’s copy of the roll again', () => {
  beforeEach(() => prepareWorld('cryture'));

  it('a card rewritten to hit another player’s combatant hard hits the foe as the dice said', async () => {
    const honest = await honestStrike();
    const { ash, foe, wren, message } = await ashStrikesWithWrenNearby();
    const before = snapshot([wren]);
    await rewrite(message, (roll) => {
      const request = roll.options.request;
      const outcome = roll.options.outcome;
      request.targets[0].snapshot.id = wren.uuid;
      request.targets[0].extraDice = 999;
      request.user.stats = { Might: 99, Agility: 99, Defense: 99 };
      outcome.targets[0].targetId = wren.uuid;
      outcome.targets[0].hits = 30;
      outcome.targets[0].settlement.totalHits = 30;
      outcome.targets[0].settlement.landedHits = 30;
      outcome.targets[0].settlement.damage = 999;
    });

    await ask('applyHits', { messageId: message.id }, 'cryture');
    await standIn.settled();
    expect(snapshot([wren])).toEqual(before);
    expect(snapshot([foe, ash])).toEqual(honest);
  });

  it('a card whose dice are rewritten to all 10s hits the foe as the rolled dice said', async () => {
    const honest = await honestStrike();
    const { ash, foe, message } = await ashStrikesFoe();
    await rewrite(message, (roll) => {
      const faces = maxFaces(roll);
      roll.options.outcome = resolveWith(resolveAttack(engineRequest(roll.options.request)), new ScriptedDice(faces));
    });

    await ask('applyHits', { messageId: message.id }, 'cryture');
    await standIn.settled();
    expect(snapshot([foe, ash])).toEqual(honest);
  });

  it('a power card the GM never saw made is refused, and nothing changes', async () => {
    const { ash, foe, message } = await withoutGM(() => ashStrikesFoe());
    await standIn.settled();
    const before = snapshot([foe, ash, message, marksOf(message)]);

    await expect(ask('applyHits', { messageId: message.id }, 'cryture')).rejects.toThrow('MANIFOLD.relay.notRecorded');
    await standIn.settled();
    expect(snapshot([foe, ash, message, marksOf(message)])).toEqual(before);
  });
});

describe('cryture: an opportunity attack is counted only from a prompt its mover’s side posted', () => {
  beforeEach(() => prepareWorld('cryture'));

  it('a prompt written from the console naming the GM’s foe as the mover is refused, and nothing is counted', async () => {
    const scene = useScene();
    const mine = await combatant({ name: 'Mine', owner: player, items: [power('Club', { basicAttack: true })] });
    const foe = await combatant({ name: 'Foe', type: 'cryture-npc' });
    const combat = fakeCombat();
    enlist(combat, mine, foe);
    const mineToken = scene.place(mine, { x: 6, y: 5 });
    const foeToken = scene.place(foe, { x: 5, y: 5 }, { disposition: -1 });
    standIn.actAs(player);
    // A console posts any card data: a prompt naming the GM's foe as the mover.
    const message = await postPrompt([foe, foeToken], [mine, mineToken]);
    await standIn.settled();
    const before = snapshot([combat, mine, foe]);

    await expect(ask('opportunity', { messageId: message.id, attackerUuid: mine.uuid }, 'cryture')).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(opportunitiesUsed(combatantOf(mine, combat))).toBe(0);
    expect(snapshot([combat, mine, foe])).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Hitdice: a group part, a Stabilize
// ---------------------------------------------------------------------------------------------

/** Sorah rolls her part of the party's group roll (faces given); the GM records none yet. */
async function sorahRollsPart(...faces: number[]) {
  const party = await hitdiceParty();
  standIn.actAs(player);
  standIn.queueFaces(...faces);
  const part = (await rollAction(
    party.sorah,
    { kind: 'skill', label: 'Part', groupMessageId: party.group.id!, required: null },
    { fastForward: true },
  ))!;
  await standIn.settled();
  return { ...party, part };
}

/** Player One's Ilse rolls to stabilize Player Two's dying Bram (faces given). */
async function ilseTriesToStabilize(face: number) {
  const healer = await makeActor({ name: 'Ilse', system: { level: 1 } });
  const ally = await makeActor({ name: 'Bram', owner: other, system: { body: { value: 0 }, resolve: { value: 3 } } });
  standIn.actAs(player);
  standIn.queueFaces(face);
  const message = (await rollAction(
    healer,
    { kind: 'stabilize', label: 'Stabilize', tier: STABILIZE_TIER, targets: [{ uuid: ally.uuid, name: 'Bram' }] },
    { fastForward: true },
  ))!;
  await standIn.settled();
  return { healer, ally, message };
}

describe('hitdice: the GM reads a part or a Stabilize from its own copy of the roll', () => {
  beforeEach(() => prepareWorld('hitdice'));

  it('a failed part rewritten to 40 successes is recorded as the failure it was', async () => {
    const { sorah, bram, group, part } = await sorahRollsPart(1, 2);
    expect((part.rolls[0] as Roll & { options: RollJSON['options'] }).options.outcome.successes).toBe(0);
    await rewrite(part, (roll) => {
      roll.options.outcome.successes = 40;
      roll.options.outcome.met = true;
      roll.options.request.actor.level = 20;
      roll.options.request.bonusDice = 30;
    });
    const before = snapshot([sorah, bram, part]);

    await ask('groupPart', { groupMessageId: group.id, partMessageId: part.id }, 'hitdice');
    await standIn.settled();
    expect(groupOf(group)!.participants[0]!.part).toEqual({ successes: 0, burned: 0, messageId: part.id });
    expect(snapshot([sorah, bram, part])).toEqual(before);
  });

  it('a part whose dice are rewritten to all 6s is recorded with the dice rolled', async () => {
    const { group, part } = await sorahRollsPart(1, 5);
    await rewrite(part, (roll) => {
      const faces = maxFaces(roll);
      roll.options.outcome = resolveWith(resolveAction(roll.options.request), new ScriptedDice(faces));
    });

    await ask('groupPart', { groupMessageId: group.id, partMessageId: part.id }, 'hitdice');
    await standIn.settled();
    expect(groupOf(group)!.participants[0]!.part).toEqual({ successes: 1, burned: 0, messageId: part.id });
  });

  it('a part the GM never saw made is refused, and the group card waits for it', async () => {
    const party = await hitdiceParty();
    standIn.actAs(player);
    standIn.queueFaces(6, 6);
    const part = (await withoutGM(() =>
      rollAction(
        party.sorah,
        { kind: 'skill', label: 'Part', groupMessageId: party.group.id!, required: null },
        { fastForward: true },
      ),
    ))!;
    await standIn.settled();
    const before = snapshot([party.sorah, party.bram, party.group, marksOf(party.group)]);

    await expect(
      ask('groupPart', { groupMessageId: party.group.id, partMessageId: part.id }, 'hitdice'),
    ).rejects.toThrow('MANIFOLD.relay.notRecorded');
    await standIn.settled();
    expect(snapshot([party.sorah, party.bram, party.group, marksOf(party.group)])).toEqual(before);
  });

  it('a failed Stabilize rewritten to a success (its die too) is refused, and Bram is not stabilized', async () => {
    const { healer, ally, message } = await ilseTriesToStabilize(1);
    await rewrite(message, (roll) => {
      const faces = maxFaces(roll);
      roll.options.outcome = resolveWith(resolveAction(roll.options.request), new ScriptedDice(faces));
    });
    expect((message.rolls[0] as Roll & { options: RollJSON['options'] }).options.outcome.met).toBe(true);
    const before = snapshot([healer, ally, message, marksOf(message)]);

    await expect(ask('stabilize', { messageId: message.id }, 'hitdice')).rejects.toThrow(
      'MANIFOLD.hitdice.replay.notMet',
    );
    await standIn.settled();
    expect(sys(ally).stabilized).toBe(false);
    expect(snapshot([healer, ally, message, marksOf(message)])).toEqual(before);
  });

  it('a Stabilize aimed again at another actor stabilizes the ally the roll was made for', async () => {
    const { ally, message } = await ilseTriesToStabilize(6);
    standIn.actAs(gm);
    const stranger = await makeActor({
      name: 'Stranger',
      owner: other,
      system: { body: { value: 0 }, resolve: { value: 3 } },
    });
    const before = snapshot([stranger]);
    await rewrite(message, (roll) => {
      roll.options.request.targets = [{ uuid: stranger.uuid, name: 'Stranger' }];
    });

    await ask('stabilize', { messageId: message.id }, 'hitdice');
    await standIn.settled();
    expect(sys(ally).stabilized).toBe(true);
    expect(snapshot([stranger])).toEqual(before);
  });

  it('a Stabilize the GM never saw made is refused, and nothing changes', async () => {
    const { healer, ally, message } = await withoutGM(() => ilseTriesToStabilize(6));
    const before = snapshot([healer, ally, message, marksOf(message)]);

    await expect(ask('stabilize', { messageId: message.id }, 'hitdice')).rejects.toThrow('MANIFOLD.relay.notRecorded');
    await standIn.settled();
    expect(sys(ally).stabilized).toBe(false);
    expect(snapshot([healer, ally, message, marksOf(message)])).toEqual(before);
  });
});

/** Player One's Sorah swings her longsword at Player Two's Bram (faces given). */
async function sorahAttacksBram(...faces: number[]) {
  const sorah = await makeActor({
    name: 'Sorah',
    system: { level: 3 },
    items: [{ name: 'Longsword', type: 'hitdice-weapon', system: { tier: 'basic' } }],
  });
  const bram = await makeActor({
    name: 'Bram',
    owner: other,
    system: { level: 1, body: { value: 5 }, armor: { value: 2 } },
  });
  standIn.actAs(player);
  standIn.queueFaces(...faces);
  const sword = [...sorah.items][0]!;
  const message = (await rollAction(
    sorah,
    { kind: 'weapon', item: sword, label: 'Longsword', targets: [{ uuid: bram.uuid, name: 'Bram' }] },
    { fastForward: true },
  ))!;
  await standIn.settled();
  return { sorah, bram, message };
}

/** Bram's owner defends against the attack on the card (their dice given). */
async function bramDefends(message: ChatMessage.Implementation, bram: Actor.Implementation, ...faces: number[]) {
  standIn.actAs(other);
  standIn.queueFaces(...faces);
  const defense = await defendAgainst(message, bram, { fastForward: true });
  await standIn.settled();
  return defense;
}

describe('hitdice: a target defends against the attack its dice made, not what its card says', () => {
  const DEFENSE = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
  beforeEach(() => prepareWorld('hitdice'));

  it('an attack rewritten to 40 damage costs Bram what the rolled dice dealt', async () => {
    const honest = await sorahAttacksBram(6, 6);
    expect(await bramDefends(honest.message, honest.bram, ...DEFENSE)).toBeTruthy();
    const expected = snapshot([honest.bram, honest.sorah]);

    await prepareWorld('hitdice');
    const { sorah, bram, message } = await sorahAttacksBram(6, 6);
    await rewrite(message, (roll) => {
      roll.options.outcome.effect = 40;
      roll.options.outcome.bonus = 38;
      roll.options.request.actor.level = 20;
    });
    await bramDefends(message, bram, ...DEFENSE);
    expect(snapshot([bram, sorah])).toEqual(expected);
  });

  it('a missed attack rewritten to a hit (its dice too) costs Bram nothing', async () => {
    const { sorah, bram, message } = await sorahAttacksBram(1, 1);
    await rewrite(message, (roll) => {
      const faces = maxFaces(roll);
      roll.options.outcome = resolveWith(resolveAction(roll.options.request), new ScriptedDice(faces));
    });
    expect((message.rolls[0] as Roll & { options: RollJSON['options'] }).options.outcome.effect).toBeGreaterThan(0);
    const before = snapshot([bram, sorah]);

    expect(await bramDefends(message, bram, ...DEFENSE)).toBeNull();
    expect(snapshot([bram, sorah])).toEqual(before);
  });

  it('a defense card Player One posts from the console for Bram does not stop Bram defending', async () => {
    const honest = await sorahAttacksBram(6, 6);
    expect(await bramDefends(honest.message, honest.bram, ...DEFENSE)).toBeTruthy();
    const expected = snapshot([honest.bram, honest.sorah]);

    await prepareWorld('hitdice');
    const { sorah, bram, message } = await sorahAttacksBram(6, 6);
    // As Player One: a defense of Bram's against the attack, made and posted from the console.
    standIn.actAs(player);
    const attack = message.rolls[0] as HitdiceActionRoll;
    const { request } = defenseRequestOf(bram, attack, message.id!);
    standIn.queueFaces(...DEFENSE);
    const forged = await drawnDefenseRoll(request, bram.uuid);
    await forged.toMessage({}, {});
    await standIn.settled();
    expect(snapshot([bram, sorah])).not.toEqual(expected);

    expect(await bramDefends(message, bram, ...DEFENSE)).toBeTruthy();
    expect(snapshot([bram, sorah])).toEqual(expected);
  });

  it('an attack the GM never saw made is not defended against, with the reason', async () => {
    const { sorah, bram, message } = await withoutGM(() => sorahAttacksBram(6, 6));
    const before = snapshot([bram, sorah]);

    expect(await bramDefends(message, bram, ...DEFENSE)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe(game.i18n!.localize('MANIFOLD.relay.notRecorded'));
    expect(snapshot([bram, sorah])).toEqual(before);
  });
});
