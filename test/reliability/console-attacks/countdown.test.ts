/**
 * Console attacks on countdown's cards. A player may rewrite every part of a message they wrote —
 * its rolls' options (the request: attacker, weapon, target, damage), its dice, its flags — and
 * keep the stored outcome in step with the dice so the card reads as a true roll. The GM's side of
 * each card rebuilds what happened from its own copy of the roll and the world, so each forged
 * card is either refused in words or applied exactly as the true roll and the world say, and
 * nothing else moves.
 */
import { rollAttackWith, rollCheckWith, useHealingItem } from '../../countdown/rolls';
import { rollKey } from '../../foundry/roll-key';
import { rollRollable } from '../../../src/foundry/rolls/pipeline';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveWith, ScriptedDice, type Resolution } from '../../../src/core/dice';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { trackerState } from '../../../src/rulesets/countdown/apps/world-panel-state';
import { CountdownAttackRoll } from '../../../src/rulesets/countdown/dice/attack-roll';
import { CountdownCheckRoll } from '../../../src/rulesets/countdown/dice/check-roll';
import { CountdownDefenseRoll } from '../../../src/rulesets/countdown/dice/defense-roll';
import { CountdownHealingRoll } from '../../../src/rulesets/countdown/dice/healing-roll';
import { attackDialog, type WeaponItem } from '../../../src/rulesets/countdown/flows/attack';
import { skillCheck } from '../../../src/rulesets/countdown/flows/check';
import { type GearItem } from '../../../src/rulesets/countdown/flows/healing';
import { switchRuleset } from '../../foundry/boot';
import { cardAs, drawnCard, press } from '../../foundry/cards';
import { character, classItem, gear, monster, skills, weapon } from '../../countdown/fixtures';
import {
  DYING,
  heroFailsDodge,
  lastMessage,
  named,
  setTargets,
  surgeonOnPatient,
  wardenHitsGoblin,
  withoutGM,
} from '../situations';
import { raw } from './console';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';

const { gm, player, other } = standIn.users;

const NOT_SEEN = 'MANIFOLD.relay.notRecorded';
const NOT_PERMITTED = 'MANIFOLD.relay.notPermitted';

/** The documents' stored data, to compare before and after. */
const snapshot = (docs: object[]) => docs.map((doc) => JSON.stringify(raw(doc).toObject()));

interface RollJSON {
  class: string;
  terms: { faces?: number; results?: { result: number; active?: boolean; discarded?: boolean }[] }[];
  options: { request: Record<string, unknown>; outcome: unknown; [key: string]: unknown };
}

type Resolver = { resolve(request: unknown): Resolution<unknown> };

/**
 * As the player, from the console: rewrites the card's roll (`edit` changes its options or faces),
 * and stores the outcome its new dice and request give, so it reads as a true roll.
 */
async function forge(message: ChatMessage.Implementation, Cls: Resolver, edit: (roll: RollJSON) => void) {
  standIn.actAs(player);
  const roll = structuredClone(message.rolls[0]!.toJSON()) as unknown as RollJSON;
  edit(roll);
  const faces = roll.terms.flatMap((t) =>
    (t.results ?? []).filter((r) => r.active !== false && !r.discarded).map((r) => r.result),
  );
  roll.options.outcome = resolveWith(Cls.resolve(roll.options.request), new ScriptedDice(faces));
  await raw(message).update({ rolls: [JSON.stringify(roll)] });
  await standIn.settled();
}

/** Every die of the roll at its highest face. */
const maxFaces = (roll: RollJSON) => {
  for (const term of roll.terms) for (const r of term.results ?? []) r.result = term.faces ?? r.result;
};

/** As the player: the card's flags and system data rewritten from the console. */
async function forgeFlags(message: ChatMessage.Implementation) {
  standIn.actAs(player);
  await raw(message).update({
    flags: { [SYSTEM_ID]: { applied: false, outcome: { damage: { dealt: 999 } }, healed: 999 } },
    system: { damage: 999, healed: 999 },
  });
  await standIn.settled();
}

const ask = (name: string, message: ChatMessage.Implementation) => {
  standIn.actAs(player);
  return askGM(registry, 'countdown', name, { messageId: message.id });
};

const hp = (actor: Actor.Implementation) => (actor.system as { hp: { value: number } }).hp.value;
const status = (actor: Actor.Implementation) => (actor.system as { vitals: { status: string } }).vitals.status;

beforeEach(async () => {
  standIn.reset();
  standIn.actAs(gm);
  await switchRuleset('countdown');
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
});

describe('countdown.applyAttack', () => {
  // The true roll: 12 hits the goblin (Armor 1), the longsword's 5 deals 4 of its 9 HP.
  async function situation() {
    const hit = await wardenHitsGoblin();
    const bystander = await character({ hp: { value: 10, max: 10 } }, [], other, 'Bystander');
    await standIn.settled();
    return { ...hit, bystander };
  }

  it('a forged attacker, weapon, target and Armor: the GM deals what the true roll does to the true target', async () => {
    const { goblin, warden, bystander, message } = await situation();
    const before = snapshot([warden, bystander]);
    await forge(message, CountdownAttackRoll, (roll) => {
      const request = roll.options.request as { attack: Record<string, never>; target: { uuid: string } };
      const attack = request.attack as unknown as {
        attacker: { stats: Record<string, number> };
        weapon: { damage: number };
        target: { armor: number };
      };
      attack.attacker.stats.vigor = 10;
      attack.weapon.damage = 12;
      attack.target.armor = 0;
      request.target.uuid = bystander.uuid;
      roll.terms.at(-1)!.faces = 12;
      roll.terms.at(-1)!.results![0]!.result = 12;
    });
    await expect(ask('applyAttack', message)).resolves.toBe(true);
    expect(hp(goblin)).toBe(5);
    expect(snapshot([warden, bystander])).toEqual(before);
  });

  it('the dice set to their highest: the GM deals what the true dice do', async () => {
    const { goblin, warden, message } = await situation();
    const before = snapshot([warden]);
    await forge(message, CountdownAttackRoll, maxFaces);
    await expect(ask('applyAttack', message)).resolves.toBe(true);
    expect(hp(goblin)).toBe(5);
    expect(snapshot([warden])).toEqual(before);
  });

  it('the flags, system data and target rewritten: the GM deals the true damage to the goblin, by the button', async () => {
    const { goblin, warden, bystander, message } = await situation();
    const before = snapshot([warden, bystander]);
    await forgeFlags(message);
    await forge(message, CountdownAttackRoll, (roll) => {
      (roll.options.request.target as { uuid: string }).uuid = bystander.uuid;
    });
    await press((await cardAs(message, player)).querySelector<HTMLElement>('[data-action="countdown.applyAttack"]'));
    expect(hp(goblin)).toBe(5);
    expect(snapshot([warden, bystander])).toEqual(before);
  });

  it('a hit rolled while no GM saw it: refused in words', async () => {
    const goblin = await monster({ hp: { value: 9, max: 9 }, armor: 1 });
    const warden = await character({ stats: { vigor: 6 } }, [
      classItem('warden'),
      weapon('longsword', { equipped: true }),
    ]);
    standIn.actAs(player);
    const sword = named(warden, 'Longsword') as unknown as WeaponItem;
    const info = { uuid: goblin.uuid, name: goblin.name!, armor: 1 };
    standIn.queueFaces(20);
    const message = (await withoutGM(() =>
      rollAttackWith(warden, sword, info, dialogDefaults(attackDialog(warden, sword, info, 'bright'))),
    ))! as ChatMessage.Implementation;
    await standIn.settled();
    const before = snapshot([goblin, warden]);
    await expect(ask('applyAttack', message)).rejects.toThrow(NOT_SEEN);
    expect(snapshot([goblin, warden])).toEqual(before);
  });
});

describe('countdown.applyDefense', () => {
  // The true roll: 7 fails the dodge, the raider's 5 minus leather's 1 takes 4 of the hero's 8 HP.
  it('forged Armor on the defender: the GM applies what the true roll and the world say', async () => {
    const { defender, message } = await heroFailsDodge();
    await forge(message, CountdownDefenseRoll, (roll) => {
      const defense = roll.options.request.defense as { defender: { armor: { bodyArmor: number } } };
      defense.defender.armor.bodyArmor = 10;
    });
    await expect(ask('applyDefense', message)).resolves.toBe(true);
    expect(hp(defender)).toBe(4);
  });

  it('the dice forged down to a glancing blow: the GM applies the true damage', async () => {
    const { defender, message } = await heroFailsDodge();
    await forge(message, CountdownDefenseRoll, (roll) => {
      roll.terms.at(-1)!.results![0]!.result = 1;
    });
    await expect(ask('applyDefense', message)).resolves.toBe(true);
    expect(hp(defender)).toBe(4);
  });

  it('the flags, system data and Armor bonus rewritten: the GM applies the true damage', async () => {
    const { defender, message } = await heroFailsDodge();
    await forgeFlags(message);
    await forge(message, CountdownDefenseRoll, (roll) => {
      (roll.options.request.defense as { defender: { armor: { bonus: number } } }).defender.armor.bonus = 5;
    });
    await expect(ask('applyDefense', message)).resolves.toBe(true);
    expect(hp(defender)).toBe(4);
  });
});

describe('countdown.stabilize', () => {
  /** Player One's medic (Lore 6, trained: Difficulty 8) rolls `face` on Medicine for a dying patient. */
  async function medicRolls(face: number) {
    const patient = await character(DYING, [], other, 'Patient');
    const stranger = await character(DYING, [], other, 'Stranger');
    const medic = await character({ stats: { lore: 6 }, skills: skills(['medicine']) });
    standIn.actAs(player);
    setTargets(player, [patient]);
    standIn.queueFaces(face);
    await rollKey(medic, 'skill.medicine', { fastForward: true });
    setTargets(player, undefined);
    await standIn.settled();
    return { patient, stranger, medic, message: lastMessage() };
  }

  it('a failed check forged to a higher Lore: refused, and nobody is stabilized', async () => {
    const { patient, stranger, medic, message } = await medicRolls(3);
    const before = snapshot([patient, stranger, medic]);
    await forge(message, CountdownCheckRoll, (roll) => {
      const check = roll.options.request.check as { target: { value: number } };
      check.target.value = 20;
    });
    await expect(ask('stabilize', message)).rejects.toThrow(NOT_PERMITTED);
    expect(snapshot([patient, stranger, medic])).toEqual(before);
  });

  it('a failed check forged to a natural 20: refused', async () => {
    const { patient, medic, message } = await medicRolls(3);
    const before = snapshot([patient, medic]);
    await forge(message, CountdownCheckRoll, maxFaces);
    await expect(ask('stabilize', message)).rejects.toThrow(NOT_PERMITTED);
    expect(snapshot([patient, medic])).toEqual(before);
  });

  it.each([
    ['a Difficulty of 1', { difficulty: 1 }, NOT_PERMITTED],
    ['training the medic lacks', { trained: true }, NOT_PERMITTED],
    // A routine pass rolls no die: the check the rules ask for cannot be read from it.
    ['a routine pass', { trained: true, routine: true }, 'MANIFOLD.countdown.refusal.rollDoesNotFit'],
    ['a higher stat than Lore', { stat: 'vigor' }, NOT_PERMITTED],
  ])('a failed Medicine check made with %s in its dialog stabilizes nobody', async (_what, chosen, refusal) => {
    const patient = await character(DYING, [], other, 'Patient');
    // Lore 2 and untrained: Difficulty 18, so a 17 fails (trained it would be 16; on Vigor 9, 11).
    const medic = await character({ stats: { lore: 2, vigor: 9 } });
    standIn.actAs(player);
    const base = { ...skillCheck(medic, 'medicine'), stabilizeTarget: { uuid: patient.uuid, name: 'Patient' } };
    standIn.queueFaces(17);
    await rollCheckWith(medic, base, { difficulty: 0, ...chosen });
    await standIn.settled();
    const message = lastMessage();
    const before = snapshot([patient, medic]);
    await expect(ask('stabilize', message)).rejects.toThrow(refusal);
    expect(snapshot([patient, medic])).toEqual(before);
  });

  it('an honest Warden braces Medicine on Vigor: the GM stabilizes, though the roll spent the brace', async () => {
    const patient = await character(DYING, [], other, 'Patient');
    const medic = await character({ stats: { vigor: 6 } }, [classItem('warden')]);
    standIn.actAs(player);
    const base = { ...skillCheck(medic, 'medicine'), stabilizeTarget: { uuid: patient.uuid, name: 'Patient' } };
    await rollCheckWith(medic, base, { stat: 'vigor', brace: true, difficulty: 0 });
    await standIn.settled();
    expect(medic.system.uses.wardenBrace).toBe(true);
    const message = lastMessage();
    const before = snapshot([medic]);
    await expect(ask('stabilize', message)).resolves.toBe(true);
    expect(status(patient)).not.toBe('dying');
    expect(snapshot([medic])).toEqual(before);
  });

  it('a passed check forged onto another dying character: the true patient is stabilized, only', async () => {
    const { patient, stranger, medic, message } = await medicRolls(15);
    const before = snapshot([stranger, medic]);
    await forge(message, CountdownCheckRoll, (roll) => {
      (roll.options.request.stabilizeTarget as { uuid: string }).uuid = stranger.uuid;
    });
    await forgeFlags(message);
    await expect(ask('stabilize', message)).resolves.toBe(true);
    expect(status(patient)).not.toBe('dying');
    expect(snapshot([stranger, medic])).toEqual(before);
  });
});

describe('countdown.applyHealing', () => {
  // The true roll: Field Surgery passes on 11, the d6's 5 heals the patient from 2 to 7 of 10.
  it('forged into a big healing item on another character: the true patient heals the true amount', async () => {
    const { patient, surgeon, message } = await surgeonOnPatient();
    const bystander = await character({ hp: { value: 1, max: 40 } }, [], other, 'Bystander');
    await standIn.settled();
    const before = snapshot([surgeon, bystander]);
    await forge(message, CountdownHealingRoll, (roll) => {
      const request = roll.options.request as Record<string, unknown>;
      request.kind = 'item';
      request.item = { usesLeft: 1, heal: { count: 2, faces: 12, bonus: 20 } };
      request.itemName = 'Elixir';
      request.vitals = { hp: 1, maxHp: 40, status: 'conscious', deathClock: null };
      request.target = { uuid: bystander.uuid, name: 'Bystander' };
      for (const term of roll.terms) if (term.faces) term.faces = 12;
    });
    await expect(ask('applyHealing', message)).resolves.toBe(true);
    expect(hp(patient)).toBe(7);
    expect(snapshot([surgeon, bystander])).toEqual(before);
  });

  it('the dice set to their highest: the true amount', async () => {
    const { patient, surgeon, message } = await surgeonOnPatient();
    const before = snapshot([surgeon]);
    await forge(message, CountdownHealingRoll, maxFaces);
    await expect(ask('applyHealing', message)).resolves.toBe(true);
    expect(hp(patient)).toBe(7);
    expect(snapshot([surgeon])).toEqual(before);
  });

  it('the flags, system data and patient rewritten, by the button: the true patient, the true amount', async () => {
    const { patient, surgeon, message } = await surgeonOnPatient();
    const bystander = await character({ hp: { value: 1, max: 10 } }, [], other, 'Bystander');
    await standIn.settled();
    const before = snapshot([surgeon, bystander]);
    await forgeFlags(message);
    await forge(message, CountdownHealingRoll, (roll) => {
      roll.options.request.target = { uuid: bystander.uuid, name: 'Bystander' };
    });
    await press((await cardAs(message, player)).querySelector<HTMLElement>('[data-action="countdown.applyHealing"]'));
    expect(hp(patient)).toBe(7);
    expect(snapshot([surgeon, bystander])).toEqual(before);
  });
});

describe('cards the GM never saw made', () => {
  it('countdown.applyHealing: Field Surgery rolled while no GM was connected is refused in words', async () => {
    const { patient, surgeon, message } = await withoutGM(() => surgeonOnPatient());
    await standIn.settled();
    const before = snapshot([patient, surgeon]);
    await expect(ask('applyHealing', message)).rejects.toThrow(NOT_SEEN);
    expect(snapshot([patient, surgeon])).toEqual(before);
  });

  it('countdown.stabilize: Medicine rolled while no GM was connected is refused in words', async () => {
    const patient = await character(DYING, [], other, 'Patient');
    const medic = await character({ stats: { lore: 6 }, skills: skills(['medicine']) });
    standIn.actAs(player);
    setTargets(player, [patient]);
    standIn.queueFaces(15);
    const medicine = registry.rollablesOf(medic).find((r) => r.key === 'skill.medicine')!;
    await withoutGM(() => rollRollable(medicine, { fastForward: true }));
    setTargets(player, undefined);
    await standIn.settled();
    const message = lastMessage();
    const before = snapshot([patient, medic]);
    await expect(ask('stabilize', message)).rejects.toThrow(NOT_SEEN);
    expect(snapshot([patient, medic])).toEqual(before);
  });
});

describe('countdown.morale', () => {
  it('a morale prompt written by a player: the GM is offered no morale roll on it', async () => {
    const goblin = await monster({ hp: { value: 0, max: 4 } });
    standIn.actAs(player);
    // A note of the morale kind, as the GM's prompt is, with its button: only its author is a player.
    const prompt = (await ChatMessage.implementation.create({
      type: 'countdown-note',
      system: {
        kind: 'morale',
        title: 'Morale',
        buttons: [{ action: 'countdown.morale', label: 'Morale' }],
        monsters: [goblin.uuid],
      },
    }))!;
    expect((await drawnCard(prompt)).querySelector('[data-action="countdown.morale"]')).not.toBeNull();
    await standIn.settled();
    const count = game.messages!.size;
    expect((await cardAs(prompt, gm)).querySelector('[data-action="countdown.morale"]')).toBeNull();
    expect(game.messages!.size).toBe(count);
  });
});

describe('countdown.restTurn', () => {
  it('a plain use of herbs forged into a short rest: no exploration turn passes', async () => {
    const hero = await character({ hp: { value: 3, max: 10 } }, [gear('herbs', 1, { uses: { value: 3, max: 3 } })]);
    standIn.actAs(player);
    const herbs = [...hero.items].find((i) => i.type === 'countdown-gear') as unknown as GearItem;
    await useHealingItem(hero, herbs);
    await standIn.settled();
    const message = lastMessage();
    const turn = structuredClone(trackerState());
    await forge(message, CountdownHealingRoll, (roll) => {
      roll.options.request.shortRest = true;
    });
    await expect(ask('restTurn', message)).rejects.toThrow(NOT_PERMITTED);
    expect(trackerState()).toEqual(turn);
  });
});
