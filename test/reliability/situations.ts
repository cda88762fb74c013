/**
 * Real situations on cards, built with the rulesets' own flows and fixtures: an attack waiting to
 * be applied, a Burn waiting for the GM, a failed dodge, a dying patient… The permissions and undo
 * inventories (permissions.test.ts, undo.test.ts) check who may do what in them.
 */

import { rollAttackWith, fieldSurgery, castSpell } from '../countdown/rolls';
import { rollKey } from '../foundry/roll-key';
import { rollActivation, rollBurn } from '../relic/rolls';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { registry } from '../../src/foundry/registry';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';

// Relic
import { type RelicItem } from '../../src/rulesets/relic/flows/activate';
import type { WeaponItem } from '../../src/rulesets/relic/flows/attack';
import { rollAttack as relicAttack } from '../relic/rolls';

import { adversary, combatOf, itemNamed, longsword, seeker } from '../relic/fixtures';
import { EMBERGLASS, MENDING_THREAD } from '../relic/sample-data';
// Hitdice
import { startGroupRoll } from '../../src/rulesets/hitdice/flows/group';
import { rollAction } from '../hitdice/rolls';
import { STABILIZE_TIER } from '../../src/rulesets/hitdice/rules';
import { goblinAttack, makeActor } from '../hitdice/fixtures';
// Difference
import { postNote } from '../../src/rulesets/difference/chat/post';
import { storeMomentum } from '../../src/rulesets/difference/flows/momentum';
import { rollCheck as differenceCheck, rollTask } from '../difference/rolls';
import { hero, taskOn } from '../difference/fixtures';
// Countdown
import { attackDialog, type WeaponItem as CountdownWeapon } from '../../src/rulesets/countdown/flows/attack';
import { monsterAttack } from '../../src/rulesets/countdown/flows/gm';
import { armor, character, classItem, gear, monster, skills, weapon } from '../countdown/fixtures';
// Cryture
import { usePower } from '../cryture/rolls';
import { combatant, power } from '../cryture/fixtures';
import { target, useScene } from '../cryture/fake-scene';
import { enlist, fakeCombat } from '../cryture/fake-combat';
import { withTokenDocuments } from '../cryture/fake-scene';
import { dialogDefaults } from '../../src/foundry/rolls/roll-dialog';

const { gm, player, other } = standIn.users;
type User = typeof gm;

export const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;
export const rollMessages = () => game.messages!.contents.filter((m) => (m.rolls as unknown[]).length > 0);
export const setTargets = (user: User, actors: Actor.Implementation[] | undefined) => {
  (user as unknown as { targets?: unknown }).targets = actors ? new Set(actors.map((actor) => ({ actor }))) : undefined;
};
/** Runs a flow while no GM is connected: what it would have asked the GM for stays undone. */
export async function withoutGM<T>(fn: () => Promise<T>): Promise<T> {
  (gm as unknown as { active: boolean }).active = false;
  try {
    return await fn();
  } finally {
    (gm as unknown as { active: boolean }).active = true;
  }
}

// ---------------------------------------------------------------------------------------------
// Relic
// ---------------------------------------------------------------------------------------------

export const relicWeapon = (actor: Actor.Implementation, name: string) =>
  itemNamed(actor, name) as unknown as WeaponItem;

/** Player One's Oren hits the GM's wolf. */
export async function orenHitsWolf() {
  const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
  const wolf = await adversary('Wolf');
  combatOf([oren, wolf]);
  standIn.actAs(player);
  setTargets(player, [wolf]);
  standIn.queueFaces(15, 6);
  await relicAttack(oren, relicWeapon(oren, 'Longsword'), { fastForward: true });
  setTargets(player, undefined);
  return { oren, wolf, message: lastMessage() };
}

/** The GM's wolf bites Player One's Oren; Player Two's Mira stands in his row. */
export async function wolfBitesOren() {
  const oren = await seeker('Oren', { row: 'frontline' }, { owner: player });
  const mira = await seeker('Mira', { row: 'frontline' }, { owner: other });
  const wolf = await adversary('Wolf', { attributes: { fit: 1, dex: 0, wis: 0, int: 0 } });
  const combat = combatOf([oren, mira, wolf]);
  standIn.actAs(gm);
  setTargets(gm, [oren]);
  standIn.queueFaces(18, 6);
  await relicAttack(wolf, relicWeapon(wolf, 'Longsword'), { fastForward: true });
  setTargets(gm, undefined);
  return { oren, mira, wolf, combat, message: lastMessage() };
}

/**
 * Runs a flow during which the GM disconnects right after seeing a message created (its copy of
 * the roll is kept): what the flow then asks the GM for stays undone.
 */
export async function withGMLeavingAfterRoll<T>(fn: () => Promise<T>): Promise<T> {
  const leave = () => {
    if (game.user?.isGM) (gm as unknown as { active: boolean }).active = false;
  };
  Hooks.on('createChatMessage', leave);
  try {
    return await fn();
  } finally {
    Hooks.off('createChatMessage', leave);
    (gm as unknown as { active: boolean }).active = true;
  }
}

/** Player One's Oren burns and the GM disconnects before applying it: the Burn waits on its card. */
export async function orenBurns() {
  const oren = await seeker('Oren', { role: 'frontline', resonance: 3 }, { owner: player });
  combatOf([oren, await adversary('Wolf')]);
  standIn.actAs(player);
  standIn.queueFaces(2);
  await withGMLeavingAfterRoll(() => rollBurn(oren, { fastForward: true }));
  await standIn.settled();
  return { oren, message: lastMessage() };
}

/** Player Two's Mira mends Player One's dying Oren with a relic. */
export async function miraMendsOren() {
  const oren = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: player, statuses: ['dying'] });
  const mira = await seeker('Mira', {}, { owner: other, items: [MENDING_THREAD] });
  combatOf([oren, mira]);
  standIn.actAs(other);
  setTargets(other, [oren]);
  standIn.queueFaces(12);
  await rollActivation(mira, itemNamed(mira, 'Mending Thread') as unknown as RelicItem, { fastForward: true });
  setTargets(other, undefined);
  return { oren, mira, message: lastMessage() };
}

/** Player One's Oren rolls a Critical Failure on the Emberglass Lens: the strain locks it out. */
export async function emberglassStrain() {
  const oren = await seeker('Oren', {}, { owner: player, items: [EMBERGLASS] });
  standIn.actAs(player);
  standIn.queueFaces(1, 4);
  await rollActivation(oren, itemNamed(oren, 'Emberglass Lens') as unknown as RelicItem, { fastForward: true });
  return { oren, relic: itemNamed(oren, 'Emberglass Lens'), message: lastMessage() };
}

// ---------------------------------------------------------------------------------------------
// Hitdice
// ---------------------------------------------------------------------------------------------

/** The GM's goblin attacks Player One's Bram. */
export async function goblinAttacksBram() {
  const bram = await makeActor({ name: 'Bram', system: { level: 1, body: { value: 5 }, armor: { value: 2 } } });
  const message = await goblinAttack([bram], [6, 6], 3);
  return { bram, message };
}

/** A group roll of Player One's Sorah and Player Two's Bram. */
export async function hitdiceParty() {
  const sorah = await makeActor({ name: 'Sorah', system: { level: 3 } });
  const bram = await makeActor({ name: 'Bram', owner: other, system: { level: 1 } });
  standIn.actAs(gm);
  const group = (await startGroupRoll({ fastForward: true, candidates: [sorah, bram] })) as ChatMessage.Implementation;
  return { sorah, bram, group };
}

/**
 * Player One's Ilse rolls to stabilize Player Two's dying Bram (the GM sees the roll made); the
 * roll only, as the Stabilize button makes it, so a test asks the GM itself.
 */
export async function ilseStabilizesBram() {
  const healer = await makeActor({ name: 'Ilse', system: { level: 1 } });
  const ally = await makeActor({
    name: 'Bram',
    owner: other,
    system: { body: { value: 0 }, resolve: { value: 3 } },
  });
  standIn.actAs(player);
  standIn.queueFaces(6);
  const stabilize = { kind: 'stabilize' as const, label: 'Stabilize', tier: STABILIZE_TIER };
  await rollAction(healer, { ...stabilize, targets: [{ uuid: ally.uuid, name: 'Bram' }] }, { fastForward: true });
  await standIn.settled();
  return { healer, ally, message: rollMessages().at(-1)! };
}

// ---------------------------------------------------------------------------------------------
// Difference
// ---------------------------------------------------------------------------------------------

export async function differenceSetting(key: string, value: unknown) {
  standIn.actAs(gm);
  await settings().set(SYSTEM_ID, `difference.${key}`, value);
}

/** Player One's Ilsa rolls a check (d100 face given). */
export async function ilsaRolls(face: number, conditions: { id: 'determined' }[] = []) {
  await differenceSetting('momentumMode', 'offered');
  await differenceSetting('defaultDifficulty', 4);
  await storeMomentum({ players: 0, gm: 0 });
  const ilsa = await hero({ owner: player, conditions });
  standIn.actAs(player);
  setTargets(player, []);
  standIn.queueFaces(face);
  await differenceCheck(ilsa, { attribute: 'agility', skill: 'athletics' }, { fastForward: true });
  return { ilsa, message: lastMessage() };
}

/** Player One's unconscious Ilsa is offered to wake (as at the end of her turn). */
export async function ilsaMayWake() {
  const ilsa = await hero({ owner: player, conditions: [{ id: 'unconscious' }], system: { vitality: { value: 0 } } });
  standIn.actAs(gm);
  // The note the end of her turn posts (combat/rules.ts), with the same button and state.
  const message = await postNote(
    {
      title: 'Wake',
      subtitle: ilsa.name ?? '',
      lines: [],
      buttons: [{ action: 'difference.wake', label: 'Wake', icon: 'fa-solid fa-eye' }],
    },
    { wakeFor: ilsa.uuid },
  );
  return { ilsa, message: message! };
}

// ---------------------------------------------------------------------------------------------
// Countdown
// ---------------------------------------------------------------------------------------------

export const DYING = { hp: { value: 0, max: 6 }, vitals: { status: 'dying', deathClock: 1, cause: '' } };
export const named = (actor: Actor.Implementation, name: string) => [...actor.items].find((i) => i.name === name)!;

/** Player One's warden hits the GM's goblin. */
export async function wardenHitsGoblin() {
  const goblin = await monster({ hp: { value: 9, max: 9 }, armor: 1 });
  const warden = await character({ stats: { vigor: 6 } }, [
    classItem('warden'),
    weapon('longsword', { equipped: true }),
  ]);
  standIn.actAs(player);
  const sword = named(warden, 'Longsword') as unknown as CountdownWeapon;
  const info = { uuid: goblin.uuid, name: goblin.name!, armor: 1 };
  standIn.queueFaces(12, 5);
  const message = (await rollAttackWith(
    warden,
    sword,
    info,
    dialogDefaults(attackDialog(warden, sword, info, 'bright')),
  ))!;
  return { goblin, warden, message: message as ChatMessage.Implementation };
}

/** The GM's raider attacks Player One's hero: the defense request card. */
export async function raiderAttacksHero() {
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
  const raider = await monster({ damage: { count: 1, faces: 6, bonus: 0 } });
  const defender = await character({ stats: { reflex: 5, vigor: 6 }, hp: { value: 8, max: 8 } }, [
    armor('leather', { worn: true }),
  ]);
  standIn.actAs(gm);
  const request = (await monsterAttack(raider, [defender]))!;
  return { raider, defender, request };
}

/** …and Player One's failed dodge: the damage waits on the defense card. */
export async function heroFailsDodge() {
  const { defender, request } = await raiderAttacksHero();
  standIn.actAs(player);
  const html = document.createElement('div');
  html.innerHTML = request.content;
  await wireCardActions(registry, request, html, player as never);
  standIn.queueFaces(7, 5);
  html.querySelector<HTMLElement>(`[data-action="manifold.requestRoll"][data-actor="${defender.uuid}"]`)!.click();
  await standIn.settled();
  return { defender, message: lastMessage() };
}

/** Player One's medic passes Medicine on Player Two's dying patient. */
export async function medicOnPatient() {
  const patient = await character(DYING, [], other, 'Patient');
  const medic = await character({ stats: { lore: 6 }, skills: skills(['medicine']) });
  standIn.actAs(player);
  setTargets(player, [patient]);
  standIn.queueFaces(15);
  await rollKey(medic, 'skill.medicine', { fastForward: true });
  setTargets(player, undefined);
  return { patient, medic, message: lastMessage() };
}

/**
 * Player One's Ilsa rolls her task (a success), with the world clock watched: `advanced()` says
 * how many seconds the GM has moved it since. `roll` wraps the roll (to make it with no GM).
 */
export async function ilsaRollsTaskWatchingClock(
  roll: (make: () => Promise<unknown>) => Promise<unknown> = (m) => m(),
) {
  let advanced = 0;
  // The stand-in has no world clock: a fake one counts what the GM adds.
  (game as unknown as { time: unknown }).time = { advance: async (seconds: number) => void (advanced += seconds) };
  const { actor: ilsa, item } = await taskOn({ model: 'persistence', successThreshold: 3 });
  standIn.actAs(player);
  standIn.queueFaces(90);
  await roll(() => rollTask(item, { fastForward: true }));
  await standIn.settled();
  return { ilsa, item, message: rollMessages().at(-1)!, advanced: () => advanced };
}

/** Player One's invoker casts Quiet Step and rolls a natural 1: the backlash card. */
export async function invokerBacklash() {
  const invoker = await character({ stats: { lore: 7 } }, [
    classItem('invoker'),
    { name: 'Quiet Step', type: 'countdown-spell', system: { list: 'invoker', tier: 1, requiresComponents: false } },
  ]);
  standIn.actAs(player);
  standIn.queueFaces(1);
  await castSpell(invoker, named(invoker, 'Quiet Step') as never, { fastForward: true });
  return { invoker, message: [...game.messages!].at(-1) as ChatMessage.Implementation };
}

/** Player One's surgeon operates on Player Two's wounded patient. */
export async function surgeonOnPatient() {
  const patient = await character({ hp: { value: 2, max: 10 } }, [], other, 'Patient');
  const surgeon = await character(
    { stats: { lore: 6 }, skills: skills(['medicine']) },
    [classItem('surgeon'), gear('surgeonsKit')],
    player,
    'Surgeon',
  );
  standIn.actAs(player);
  standIn.queueFaces(11, 5);
  const before = game.messages!.contents.length;
  await fieldSurgery(surgeon, patient, { fastForward: true });
  // Field Surgery takes an exploration turn (CD-9), whose cards may follow the healing card.
  const message = game.messages!.contents[before] as ChatMessage.Implementation;
  return { patient, surgeon, message };
}

// ---------------------------------------------------------------------------------------------
// Cryture
// ---------------------------------------------------------------------------------------------

/** Player One's Ash strikes the GM's foe. */
export async function ashStrikesFoe() {
  const scene = useScene();
  const ash = await combatant({ name: 'Ash', owner: player, items: [power('Strike')] });
  const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 6 } } });
  scene.place(ash, { x: 0, y: 0 });
  const foeToken = scene.place(foe, { x: 1, y: 0 }, { disposition: -1 });
  standIn.actAs(player);
  target(foeToken);
  standIn.queueFaces(10, 6, 2, 7, 1);
  await usePower(ash, [...ash.items][0]!, { fastForward: true });
  return { ash, foe, message: rollMessages().at(-1)! };
}

/** Player One's mover provoked Player Two's guard: the opportunity prompt. */
export async function guardProvoked() {
  const scene = useScene();
  const mover = await combatant({ name: 'Mover', owner: player });
  const guard = await combatant({
    name: 'Guard',
    type: 'cryture-npc',
    owner: other,
    items: [power('Club', { basicAttack: true })],
  });
  const combat = fakeCombat();
  enlist(combat, mover, guard);
  const moverToken = scene.place(mover, { x: 5, y: 5 });
  const guardToken = scene.place(guard, { x: 6, y: 5 }, { disposition: -1 });
  standIn.actAs(gm);
  const message = await postPrompt([mover, moverToken], [guard, guardToken]);
  return { mover, guard, combat, message };
}

/**
 * An opportunity prompt posted by the acting user, naming a mover and the one enemy it provoked, each
 * with its token: as the rules post it, or as a console could write it.
 */
export async function postPrompt(
  [mover, moverToken]: [Actor.Implementation, { uuid: string }],
  [attacker, attackerToken]: [Actor.Implementation, { uuid: string }],
): Promise<ChatMessage.Implementation> {
  return (await ChatMessage.implementation.create({
    type: 'cryture-opportunity',
    system: {
      title: `${mover.name} provokes opportunity attacks`,
      moverUuid: mover.uuid,
      moverTokenUuid: moverToken.uuid,
      attackers: [{ uuid: attacker.uuid, name: attacker.name ?? '', tokenUuid: attackerToken.uuid }],
      barred: [],
    },
  })) as ChatMessage.Implementation;
}

/** Player One's trainer Rowan with a linked cryture, on the scene. */
export async function rowanCamp() {
  const scene = useScene();
  const trainer = await combatant({ name: 'Rowan', owner: player, system: { mana: { value: 2, max: 6 } } });
  const cryture = withTokenDocuments(
    await combatant({
      name: 'Cindermaw',
      type: 'cryture-cryture',
      system: { trainer: trainer.id, mana: { value: 4, max: 5 } },
    }),
  );
  scene.place(trainer, { x: 5, y: 5 });
  return { scene, trainer, cryture };
}
