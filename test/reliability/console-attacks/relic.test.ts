/**
 * Console attacks on relic cards. A player owns the messages they post and may rewrite, from the
 * browser console, their rolls' options (the request: stats, target, bonuses), their dice and their
 * flags. The GM's side of each card action reads only its own copy of the roll, taken when the
 * message was created, and the world now: each test rewrites a real card, asks the GM, and checks
 * that the GM either refused or did exactly what the true roll says — and nothing else.
 */
import { rollActivation, rollAttack, rollBurn } from '../../relic/rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import { SYSTEM_ID } from '../../../src/foundry/settings';
import { type RelicItem } from '../../../src/rulesets/relic/flows/activate';

import { surgeEffectData, surgesOn } from '../../../src/rulesets/relic/data/surges';
import { backlashOutcome } from '../../../src/rulesets/relic/rules/resonance';
import { switchRuleset } from '../../foundry/boot';
import { clearScene } from '../../cryture/fake-scene';
import { adversary, combatantFor, combatOf, hp, itemNamed, longsword, seeker, state } from '../../relic/fixtures';
import { EMBERGLASS, MENDING_THREAD } from '../../relic/sample-data';
import {
  emberglassStrain,
  lastMessage,
  miraMendsOren,
  orenBurns,
  orenHitsWolf,
  relicWeapon,
  setTargets,
  withoutGM,
} from '../situations';
import { marksOf, raw, storedData } from './console';

const { gm, player, other } = standIn.users;

/** The documents' stored data, to compare before and after. */
const snapshot = (docs: object[]): string[] => docs.map(storedData);

interface RollJson {
  terms: { results?: { result: number }[] }[];
  options: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a console writes any shape
}

/** As its author, from the console: rewrites the first roll of their own message (and anything else on it). */
async function rewrite(
  message: ChatMessage.Implementation,
  edit: (roll: RollJson) => void,
  extra: Record<string, unknown> = {},
  author: typeof player = player,
): Promise<void> {
  standIn.actAs(author);
  const roll = message.rolls[0]!.toJSON() as unknown as RollJson;
  edit(roll);
  await raw(message).update({ rolls: [JSON.stringify(roll)], ...extra });
  await standIn.settled();
}

/** Every die of the roll shows its highest face. */
function maxFaces(roll: RollJson): void {
  for (const term of roll.terms as { faces?: number; results?: { result: number }[] }[])
    for (const r of term.results ?? []) r.result = term.faces ?? r.result;
}

const forgedFlags = { flags: { [SYSTEM_ID]: { relicCard: { damage: null } } }, system: { forged: true } };

beforeEach(async () => {
  standIn.reset();
  clearScene();
  standIn.actAs(gm);
  await switchRuleset('relic');
});

describe('relic.applyDamage: the GM applies the attack it saw rolled, on the target the player chose', () => {
  /** Oren's hit on the wolf, with Player Two's Mira nearby: the true damage is on the card before any edit. */
  async function hitWithBystander() {
    const mira = await seeker('Mira', {}, { owner: other });
    const { oren, wolf, message } = await orenHitsWolf();
    await standIn.settled();
    const damage = (message.rolls[0]!.options as { outcome: { apply: { damage: number } } }).outcome.apply.damage;
    expect(damage).toBeGreaterThan(0);
    return { oren, wolf, mira, message, damage, wolfHp: hp(wolf) };
  }

  it('a damage bonus of 999, a stronger attacker and another player’s seeker as the target change nothing', async () => {
    const { oren, wolf, mira, message, damage, wolfHp } = await hitWithBystander();
    const before = snapshot([oren, mira]);
    await rewrite(
      message,
      (roll) => {
        const request = roll.options.request;
        request.damageBonus = 999;
        request.attacker.attributes = { fit: 30, dex: 30, wis: 30, int: 30 };
        request.target = { side: 'seeker', ac: 0, resistance: 0, row: 'frontline' };
        roll.options.actorUuid = oren.uuid;
        roll.options.relic.targetUuid = mira.uuid;
        roll.options.outcome.apply.damage = 999;
      },
      forgedFlags,
    );
    standIn.actAs(player);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    await standIn.settled();
    expect(hp(mira)).toBe(12);
    expect(hp(wolf)).toBe(wolfHp - damage);
    // The true hit takes the wolf to 0: Unconscious, as the rules say, and no further.
    expect(state(wolf).health.conditions).toEqual(['unconscious']);
    expect(snapshot([oren, mira])).toEqual(before);
  });

  it('dice rewritten to their highest faces deal the damage of the dice rolled', async () => {
    const { oren, wolf, mira, message, damage, wolfHp } = await hitWithBystander();
    const before = snapshot([oren, mira]);
    await rewrite(message, maxFaces, forgedFlags);
    expect(message.rolls[0]!.dice[0]!.results[0]!.result).toBe(20);
    standIn.actAs(player);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    await standIn.settled();
    expect(hp(wolf)).toBe(wolfHp - damage);
    // The true hit takes the wolf to 0: Unconscious, as the rules say, and no further.
    expect(state(wolf).health.conditions).toEqual(['unconscious']);
    expect(snapshot([oren, mira])).toEqual(before);
  });

  it('a miss rewritten into a critical hit deals nothing', async () => {
    const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
    const wolf = await adversary('Wolf');
    combatOf([oren, wolf]);
    standIn.actAs(player);
    setTargets(player, [wolf]);
    standIn.queueFaces(2);
    await rollAttack(oren, relicWeapon(oren, 'Longsword'), { fastForward: true });
    setTargets(player, undefined);
    const message = lastMessage();
    await standIn.settled();
    await rewrite(message, (roll) => {
      roll.terms[0]!.results![0]!.result = 20;
      roll.options.request.damageBonus = 999;
    });
    const before = snapshot([oren, wolf, message, marksOf(message)]);
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', 'applyDamage', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(snapshot([oren, wolf, message, marksOf(message)])).toEqual(before);
  });

  it('an attack the GM never saw rolled is refused', async () => {
    const mira = await seeker('Mira', {}, { owner: other });
    const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
    // Out of combat: the roll itself needs no GM.
    standIn.actAs(player);
    setTargets(player, [mira]);
    standIn.queueFaces(20, 8);
    await withoutGM(() => rollAttack(oren, relicWeapon(oren, 'Longsword'), { fastForward: true }));
    setTargets(player, undefined);
    const message = lastMessage();
    await standIn.settled();
    const before = snapshot([oren, mira, message, marksOf(message)]);
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', 'applyDamage', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notRecorded',
    );
    await standIn.settled();
    expect(snapshot([oren, mira, message, marksOf(message)])).toEqual(before);
  });
});

describe('relic.guardAlly: only a seeker the true roll hit can be guarded', () => {
  it('an attack on the wolf rewritten onto a seeker cannot be guarded', async () => {
    const bo = await seeker('Bo', { row: 'frontline' }, { owner: player });
    const mira = await seeker('Mira', { row: 'frontline' }, { owner: other });
    const { oren, wolf, message } = await orenHitsWolf();
    const combat = combatOf([oren, bo, mira, wolf]);
    await standIn.settled();
    await rewrite(message, (roll) => {
      roll.options.relic.targetUuid = mira.uuid;
      roll.options.request.target = { side: 'seeker', ac: 10, resistance: 0, row: 'frontline' };
    });
    const guarded = [bo, mira, wolf, combat, combatantFor(combat, bo), message, marksOf(message)];
    const before = snapshot(guarded);
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', 'guardAlly', { messageId: message.id, guardUuid: bo.uuid })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(snapshot(guarded)).toEqual(before);
  });
});

describe('relic.applyBurn: the GM applies the Burn it saw rolled, by the burner as it is', () => {
  it('a Backlash die rewritten to 20 and another role in the request change nothing', async () => {
    const { oren, message } = await orenBurns();
    // The true roll: a Frontline Bulwark at Resonance 3, Backlash die 2.
    const backlash = backlashOutcome(2, 3).condition!;
    expect(backlash).toBeTruthy();
    await rewrite(
      message,
      (roll) => {
        maxFaces(roll);
        roll.options.request.burner.role = 'support';
        roll.options.request.burner.economy = { actions: 9, reactions: 9 };
        roll.options.request.restorationHealsBurner = true;
        roll.options.request.gmOverride = true;
      },
      forgedFlags,
    );
    standIn.actAs(player);
    await askGM(registry, 'relic', 'applyBurn', { messageId: message.id });
    await standIn.settled();
    expect(state(oren).resonance).toBe(0);
    expect(state(oren).health.conditions).toContain(backlash);
    expect(surgesOn(oren).map((s) => [s.kind, s.value])).toEqual([
      ['ac', 3],
      ['resistance', 3],
    ]);
  });
});

describe('relic.applyDamage on a Burn: the Execution attack the GM saw rolled', () => {
  it('a damage bonus of 999 and the highest dice on a Striker’s Burn deal the true damage', async () => {
    const kael = await seeker('Kael', { role: 'striker', resonance: 2 }, { owner: player, items: [longsword] });
    const wolf = await adversary('Wolf', { ac: 16, hp: { value: 30, max: 30 } });
    combatOf([kael, wolf]);
    standIn.actAs(player);
    setTargets(player, [wolf]);
    standIn.queueFaces(11, 5, 3);
    await rollBurn(kael, { fastForward: true });
    setTargets(player, undefined);
    const message = lastMessage();
    await standIn.settled();
    const burn = (message.rolls[0]!.options as { outcome: { attack: { apply: { damage: number } } } }).outcome;
    const damage = burn.attack.apply.damage;
    expect(damage).toBeGreaterThan(0);
    const before = snapshot([kael]);
    await rewrite(
      message,
      (roll) => {
        maxFaces(roll);
        roll.options.request.execution.damageBonus = 999;
        roll.options.request.execution.target.resistance = -50;
        roll.options.request.burner.resonance = 9;
      },
      forgedFlags,
    );
    standIn.actAs(player);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    await standIn.settled();
    expect(hp(wolf)).toBe(30 - damage);
    expect(snapshot([kael])).toEqual(before);
  });
});

describe('relic.relicHeal: the tier rolled, of the relic as it is, on the seeker chosen', () => {
  it('a tier healing 999, the highest die and another target change nothing', async () => {
    const { oren, mira, message } = await miraMendsOren();
    await standIn.settled();
    const tier = (message.rolls[0]!.options as { outcome: { tier: 'success' } }).outcome.tier;
    const heal = (itemNamed(mira, 'Mending Thread') as unknown as RelicItem).system.tier(tier).heal;
    const hpBefore = hp(oren);
    const before = snapshot([mira]);
    await rewrite(
      message,
      (roll) => {
        maxFaces(roll);
        for (const t of Object.values(roll.options.relic.tiers as Record<string, { heal: number }>)) t.heal = 999;
        roll.options.relic.targetUuid = mira.uuid;
      },
      forgedFlags,
      other,
    );
    standIn.actAs(other);
    await askGM(registry, 'relic', 'relicHeal', { messageId: message.id });
    await standIn.settled();
    expect(heal).toBeGreaterThan(0);
    expect(hp(oren)).toBe(hpBefore + heal);
    expect(snapshot([mira])).toEqual(before);
  });
});

describe('relic.lockRelic: only the relic rolled, only on a lockout strain', () => {
  it('another player’s relic named in the options is left alone; the relic rolled is locked', async () => {
    const mira = await seeker('Mira', {}, { owner: other, items: [MENDING_THREAD] });
    const { oren, relic, message } = await emberglassStrain();
    await standIn.settled();
    const thread = itemNamed(mira, 'Mending Thread');
    const before = snapshot([mira, thread]);
    await rewrite(message, (roll) => (roll.options.relic.relicUuid = thread.uuid), forgedFlags);
    standIn.actAs(player);
    await askGM(registry, 'relic', 'lockRelic', { messageId: message.id });
    await standIn.settled();
    expect((relic.system as unknown as { locked: boolean }).locked).toBe(true);
    expect(snapshot([mira, thread])).toEqual(before);
    expect(oren.items.size).toBe(1);
  });

  it('a success rewritten into a lockout strain locks nothing', async () => {
    const oren = await seeker('Oren', {}, { owner: player, items: [EMBERGLASS] });
    standIn.actAs(player);
    standIn.queueFaces(15);
    await rollActivation(oren, itemNamed(oren, 'Emberglass Lens') as unknown as RelicItem, { fastForward: true });
    const message = lastMessage();
    await standIn.settled();
    await rewrite(message, (roll) => {
      roll.terms[0]!.results![0]!.result = 1;
      roll.options.outcome.strain = { face: 4, entry: { kind: 'lockout', text: '' } };
    });
    const relic = itemNamed(oren, 'Emberglass Lens');
    const before = snapshot([oren, relic, message, marksOf(message)]);
    standIn.actAs(player);
    await expect(askGM(registry, 'relic', 'lockRelic', { messageId: message.id })).rejects.toThrow(
      /MANIFOLD\.(relay\.notPermitted|relic\.trust\.diceMismatch)/,
    );
    await standIn.settled();
    expect(snapshot([oren, relic, message, marksOf(message)])).toEqual(before);
  });
});

describe('relic.applyDamage after a Restoration bonus: the roll used it, the GM still counts it', () => {
  /** Oren, with a Restoration surge of 3 from Mira's Burn, attacks the wolf: a d20 of 8 hits only thanks to it. */
  async function restoredAttack(face: number) {
    const mira = await seeker('Mira', {}, { owner: other });
    const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
    const wolf = await adversary('Wolf');
    combatOf([oren, mira, wolf]);
    standIn.actAs(gm);
    await oren.createEmbeddedDocuments('ActiveEffect', [
      surgeEffectData(
        { targetId: oren.id!, surge: 'restoration', kind: 'restoration', value: 3, expires: 'startOfBurnerNextTurn' },
        mira.uuid,
        'Restoration',
      ),
    ] as never);
    standIn.actAs(player);
    setTargets(player, [wolf]);
    standIn.queueFaces(face, 6);
    await rollAttack(oren, relicWeapon(oren, 'Longsword'), { fastForward: true });
    setTargets(player, undefined);
    const message = lastMessage();
    await standIn.settled();
    return { oren, wolf, message };
  }

  it('an honest hit that the bonus made is applied as rolled', async () => {
    const { oren, wolf, message } = await restoredAttack(8);
    // The roll used the surge up, so the actor no longer carries it when the GM applies the card.
    expect(surgesOn(oren)).toEqual([]);
    const outcome = (message.rolls[0]!.options as { outcome: { apply: { damage: number } } }).outcome;
    expect(outcome.apply.damage).toBeGreaterThan(0);
    const wolfHp = hp(wolf);
    standIn.actAs(player);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    await standIn.settled();
    expect(hp(wolf)).toBe(Math.max(0, wolfHp - outcome.apply.damage));
  });

  it('a roll made from the console with a bonus of 99 counts no more than one surge gives', async () => {
    const { oren, wolf, message } = await restoredAttack(8);
    // A new message, its roll copied from the honest one: a d20 of 2, the bonus claimed 99.
    const forged = message.rolls[0]!.toJSON() as unknown as RollJson;
    forged.terms[0]!.results![0]!.result = 2;
    forged.options.request.effects.restoration = 99;
    standIn.actAs(player);
    const made = (await ChatMessage.create({ rolls: [JSON.stringify(forged)] } as never)) as ChatMessage.Implementation;
    await standIn.settled();
    const before = snapshot([oren, wolf, marksOf(made)]);
    // Counted as one surge at most, the 2 misses: the damage die it carries does not fit.
    await expect(askGM(registry, 'relic', 'applyDamage', { messageId: made.id })).rejects.toThrow(
      'MANIFOLD.relic.trust.diceMismatch',
    );
    await standIn.settled();
    expect(snapshot([oren, wolf, marksOf(made)])).toEqual(before);
  });
});
