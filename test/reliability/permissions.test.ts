/**
 * The permissions inventory: every chat-card button and every GM query of every ruleset, each with
 * who may use it, stated here. A button or query added without a row here fails the first test.
 * Each row builds a real message or payload (the rulesets' own flows and fixtures) and shows:
 *  - buttons: refused users are refused by `permitted` and lose the button when the card is wired,
 *    the permitted user keeps it;
 *  - queries: through the relay (`handleRelay`, as the GM's query handler runs it), a request by a
 *    user who may not make it and a payload claiming to come from the permitted user are refused,
 *    and every document involved is unchanged; the permitted user's request then succeeds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { registry } from '../../src/foundry/registry';
import { askGM, handleRelay, requestText, type RelayPayload } from '../../src/foundry/relay';
import { entriesOf, RECORD, UNDO } from '../../src/foundry/chat/undo';
import type { RulesetId } from '../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { switchRuleset } from '../foundry/boot';
// Relic
import { rollActivation, type RelicItem } from '../../src/rulesets/relic/flows/activate';
import { rollAttack as relicAttack, type WeaponItem } from '../../src/rulesets/relic/flows/attack';
import { rollBurn } from '../../src/rulesets/relic/flows/burn';
import { adversary, combatantFor, combatOf, itemNamed, longsword, seeker } from '../relic/fixtures';
import { EMBERGLASS, LAY_ON_HANDS, MENDING_THREAD, TWILIGHT_HEALER } from '../relic/sample-data';
// Hitdice
import { startGroupRoll } from '../../src/rulesets/hitdice/flows/group';
import { stabilizeAction } from '../../src/rulesets/hitdice/flows/stabilize';
import { enemyEffectAction } from '../../src/rulesets/hitdice/flows/universal';
import { goblinAttack, makeActor } from '../hitdice/fixtures';
// Difference
import { postNote } from '../../src/rulesets/difference/chat/post';
import { storeMomentum } from '../../src/rulesets/difference/flows/momentum';
import { rollCheck as differenceCheck } from '../../src/rulesets/difference/flows/roll-check';
import { rollTask } from '../../src/rulesets/difference/flows/roll-task';
import { hero, taskOn } from '../difference/fixtures';
// Countdown
import {
  attackDialog,
  rollAttackWith,
  type WeaponItem as CountdownWeapon,
} from '../../src/rulesets/countdown/flows/attack';
import { rollCheck as countdownCheck, statCheck } from '../../src/rulesets/countdown/flows/check';
import { defaultsOf } from '../../src/rulesets/countdown/flows/dialog';
import { advanceExplorationTurn, monsterAttack } from '../../src/rulesets/countdown/flows/gm';
import { fieldSurgery, shortRest as countdownShortRest } from '../../src/rulesets/countdown/flows/healing';
import { castSpell } from '../../src/rulesets/countdown/flows/spell';
import { countdown } from '../../src/rulesets/countdown';
import { promptMorale } from '../../src/rulesets/countdown/hooks';
import { ancestryItem, armor, character, classItem, gear, monster, skills, weapon } from '../countdown/fixtures';
// Cryture
import { usePower } from '../../src/rulesets/cryture/flows/use-power';
import { combatant, power } from '../cryture/fixtures';
import { clearScene, target, useScene } from '../cryture/fake-scene';
import { enlist, fakeCombat, startAt } from '../cryture/fake-combat';
import { withTokenDocuments } from '../cryture/fake-scene';
import { suiteCounter } from './cases';
import { dragDataOf, dragRow, dropOn, openSheet } from '../foundry/sheet-drag';

const counter = suiteCounter(
  'permissions',
  'every card button and GM query: who may use it; refused and forged requests change nothing',
);
const { gm, player, other } = standIn.users;
type User = typeof gm;
type Doc = { uuid?: string | null; toObject(): unknown };

/** Who may do it, in words, and a real situation in which to check it. */
interface Rule<S> {
  who: string;
  setup(): Promise<S>;
}
interface Situation {
  /** The user the rule permits (in this situation). */
  allowed: User;
  /** Users it must refuse (in this situation). */
  refused: User[];
  /** Every document a refused attempt must leave as it was. */
  guarded: Doc[];
}
interface ButtonSituation extends Situation {
  message: ChatMessage.Implementation;
  /** Which of the card's buttons of this action (several participants, several items). */
  nth?: number;
}
interface QuerySituation extends Situation {
  payload: unknown;
}

const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;
const rollMessages = () => game.messages!.contents.filter((m) => (m.rolls as unknown[]).length > 0);
const settle = async (n = 20) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};
const setTargets = (user: User, actors: Actor.Implementation[] | undefined) => {
  (user as unknown as { targets?: unknown }).targets = actors ? new Set(actors.map((actor) => ({ actor }))) : undefined;
};
/** Runs a flow while no GM is connected: what it would have asked the GM for stays undone. */
async function withoutGM<T>(fn: () => Promise<T>): Promise<T> {
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

const relicWeapon = (actor: Actor.Implementation, name: string) => itemNamed(actor, name) as unknown as WeaponItem;

/** Player One's Oren hits the GM's wolf. */
async function orenHitsWolf() {
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
async function wolfBitesOren() {
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

/** Player One's Oren burns while no GM is connected: the Burn waits on its card. */
async function orenBurns() {
  const oren = await seeker('Oren', { role: 'frontline', resonance: 3 }, { owner: player });
  combatOf([oren, await adversary('Wolf')]);
  standIn.actAs(player);
  standIn.queueFaces(2);
  await withoutGM(() => rollBurn(oren, { fastForward: true }));
  return { oren, message: lastMessage() };
}

/** Player Two's Mira mends Player One's dying Oren with a relic. */
async function miraMendsOren() {
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
async function emberglassStrain() {
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
async function goblinAttacksBram() {
  const bram = await makeActor({ name: 'Bram', system: { level: 1, body: { value: 5 }, armor: { value: 2 } } });
  const message = await goblinAttack([bram], [6, 6], 3);
  return { bram, message };
}

/** A group roll of Player One's Sorah and Player Two's Bram. */
async function hitdiceParty() {
  const sorah = await makeActor({ name: 'Sorah', system: { level: 3 } });
  const bram = await makeActor({ name: 'Bram', owner: other, system: { level: 1 } });
  standIn.actAs(gm);
  const group = (await startGroupRoll({ fastForward: true, candidates: [sorah, bram] })) as ChatMessage.Implementation;
  return { sorah, bram, group };
}

/** Player One's Ilse stabilizes Player Two's dying Bram while no GM is connected. */
async function ilseStabilizesBram() {
  const healer = await makeActor({ name: 'Ilse', system: { level: 1 } });
  const ally = await makeActor({
    name: 'Bram',
    owner: other,
    system: { body: { value: 0 }, resolve: { value: 3 } },
  });
  standIn.actAs(player);
  standIn.queueFaces(6);
  await withoutGM(() => stabilizeAction(healer, { fastForward: true, target: { uuid: ally.uuid, name: 'Bram' } }));
  return { healer, ally, message: rollMessages().at(-1)! };
}

// ---------------------------------------------------------------------------------------------
// Difference
// ---------------------------------------------------------------------------------------------

async function differenceSetting(key: string, value: unknown) {
  standIn.actAs(gm);
  await settings().set(SYSTEM_ID, `difference.${key}`, value);
}

/** Player One's Ilsa rolls a check (d100 face given). */
async function ilsaRolls(face: number, conditions: { id: 'determined' }[] = []) {
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
async function ilsaMayWake() {
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
    { state: { wakeFor: ilsa.uuid } },
  );
  return { ilsa, message: message! };
}

// ---------------------------------------------------------------------------------------------
// Countdown
// ---------------------------------------------------------------------------------------------

const DYING = { hp: { value: 0, max: 6 }, vitals: { status: 'dying', deathClock: 1, cause: '' } };
const named = (actor: Actor.Implementation, name: string) => [...actor.items].find((i) => i.name === name)!;

/** Player One's warden hits the GM's goblin. */
async function wardenHitsGoblin() {
  const goblin = await monster({ hp: { value: 9, max: 9 }, armor: 1 });
  const warden = await character({ stats: { vigor: 6 } }, [
    classItem('warden'),
    weapon('longsword', { equipped: true }),
  ]);
  standIn.actAs(player);
  const sword = named(warden, 'Longsword') as unknown as CountdownWeapon;
  const info = { uuid: goblin.uuid, name: goblin.name!, armor: 1 };
  standIn.queueFaces(12, 5);
  const message = (await rollAttackWith(warden, sword, info, defaultsOf(attackDialog(warden, sword, info, 'bright'))))!;
  return { goblin, warden, message: message as ChatMessage.Implementation };
}

/** The GM's raider attacks Player One's hero: the defense request card. */
async function raiderAttacksHero() {
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
  const raider = await monster({ damage: { count: 1, faces: 6, bonus: 0 } });
  const defender = await character({ stats: { reflex: 5, vigor: 6 }, hp: { value: 8, max: 8 } }, [
    armor('leather', { worn: true }),
  ]);
  standIn.actAs(gm);
  const [request] = await monsterAttack(raider, [defender]);
  return { raider, defender, request: request as ChatMessage.Implementation };
}

/** …and Player One's failed dodge: the damage waits on the defense card. */
async function heroFailsDodge() {
  const { defender, request } = await raiderAttacksHero();
  standIn.actAs(player);
  const html = document.createElement('div');
  html.innerHTML = request.content;
  await wireCardActions(registry, request, html, player as never);
  standIn.queueFaces(7, 5);
  html.querySelector<HTMLElement>('[data-action="countdown.defend"]')!.click();
  await settle();
  return { defender, message: lastMessage() };
}

/** Player One's medic passes Medicine on Player Two's dying patient. */
async function medicOnPatient() {
  const patient = await character(DYING, [], other, 'Patient');
  const medic = await character({ stats: { lore: 6 }, skills: skills(['medicine']) });
  standIn.actAs(player);
  setTargets(player, [patient]);
  standIn.queueFaces(15);
  await countdown.rollables!(medic)
    .find((r) => r.key === 'skill.medicine')!
    .roll({ fastForward: true });
  setTargets(player, undefined);
  return { patient, medic, message: lastMessage() };
}

/** Player One's surgeon operates on Player Two's wounded patient. */
async function surgeonOnPatient() {
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
async function ashStrikesFoe() {
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
async function guardProvoked() {
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
  const message = (await ChatMessage.implementation.create({
    content: `<div class="manifold-card"><div class="card-buttons"><button type="button" data-action="cryture.opportunityAttack" data-attacker="${guard.uuid}">Attack</button></div></div>`,
    flags: {
      manifold: {
        crytureOpportunity: {
          moverUuid: mover.uuid,
          moverTokenUuid: moverToken.uuid,
          attackers: [{ uuid: guard.uuid, name: 'Guard', tokenUuid: guardToken.uuid }],
        },
      },
    },
  } as never)) as ChatMessage.Implementation;
  return { mover, guard, message };
}

/** Player One's trainer Rowan with a linked cryture, on the scene. */
async function rowanCamp() {
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

/** A button situation: the permitted user (Player One unless told) and the refused (Player Two). */
const shows = (message: ChatMessage.Implementation, guarded: Doc[], allowed = player, refused = [other]) => ({
  message,
  guarded,
  allowed,
  refused,
});
/** A query situation: the permitted user (Player One unless told) and the refused (Player Two). */
const asks = (payload: unknown, guarded: Doc[], allowed = player, refused = [other]) => ({
  payload,
  guarded,
  allowed,
  refused,
});

/** Summon, Recall, Transfer Mana: Rowan's (Player One's) request about his linked cryture. */
const trainerRule = (who: string, summoned: boolean): Rule<QuerySituation> => ({
  who,
  async setup() {
    const { scene, trainer, cryture } = await rowanCamp();
    if (summoned) scene.place(cryture, { x: 4, y: 4 });
    return asks({ trainerId: trainer.id, crytureId: cryture.id, sceneId: scene.id }, [trainer, cryture]);
  },
});

// ---------------------------------------------------------------------------------------------
// The table: who may use each button
// ---------------------------------------------------------------------------------------------

const BUTTONS: Record<string, Rule<ButtonSituation>> = {
  'relic.applyDamage': {
    who: 'the attacker’s owner (or a GM), once, while the hit has damage and a target',
    async setup() {
      const { wolf, message } = await orenHitsWolf();
      return shows(message, [wolf, message]);
    },
  },
  'relic.guardAlly': {
    who: 'the owner of another standing seeker in the target’s row (or a GM), once',
    async setup() {
      const { oren, mira, message } = await wolfBitesOren();
      // Player One owns only the target himself: he cannot guard himself.
      return shows(message, [oren, mira, message], other, [player]);
    },
  },
  'relic.applyBurn': {
    who: 'the burner’s owner (or a GM), once, while the Resonance burned is still there',
    async setup() {
      const { oren, message } = await orenBurns();
      return shows(message, [oren, message]);
    },
  },
  'relic.relicHeal': {
    who: 'the owner of the relic’s user (or a GM), once',
    async setup() {
      const { oren, mira, message } = await miraMendsOren();
      return shows(message, [oren, mira, message], other, [player]);
    },
  },
  'relic.lockRelic': {
    who: 'the owner of the relic’s user (or a GM), once',
    async setup() {
      const { oren, relic, message } = await emberglassStrain();
      return shows(message, [oren, relic, message]);
    },
  },
  'hitdice.defend': {
    who: 'the owner of the attack’s target, once',
    async setup() {
      const { bram, message } = await goblinAttacksBram();
      return shows(message, [bram, message]);
    },
  },
  'hitdice.resolveCheck': {
    who: 'the owner of the prompted actor, for the pending prompt only',
    async setup() {
      const sorah = await makeActor({ name: 'Sorah' });
      standIn.actAs(gm);
      await enemyEffectAction(sorah);
      return shows(lastMessage(), [sorah]);
    },
  },
  'hitdice.groupRoll': {
    who: 'the owner of that participant, once',
    async setup() {
      const { sorah, bram, group } = await hitdiceParty();
      // The first button is Sorah's (Player One's).
      return shows(group, [sorah, bram, group]);
    },
  },
  'difference.determined': {
    who: 'the roll’s author who owns the Determined actor (or a GM), on a failure, once',
    async setup() {
      const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);
      return shows(message, [ilsa, message]);
    },
  },
  'difference.momentum': {
    who: 'the roll’s author for the players’ point (or a GM), once',
    async setup() {
      const { ilsa, message } = await ilsaRolls(90);
      return shows(message, [ilsa, message]);
    },
  },
  'difference.wake': {
    who: 'the owner of the Unconscious character, on its latest offer',
    async setup() {
      const { ilsa, message } = await ilsaMayWake();
      return shows(message, [ilsa, message]);
    },
  },
  'countdown.reroll': {
    who: 'the owner of the Human who rolled, once per session',
    async setup() {
      const human = await character({}, [ancestryItem('human')]);
      standIn.actAs(player);
      standIn.queueFaces(2);
      await countdownCheck(human, statCheck('wits'), { fastForward: true });
      return shows(lastMessage(), [human, lastMessage()]);
    },
  },
  'countdown.applyAttack': {
    who: 'the card’s author who owns the attacker (or a GM), once',
    async setup() {
      const { goblin, warden, message } = await wardenHitsGoblin();
      return shows(message, [goblin, warden, message]);
    },
  },
  'countdown.applyDefense': {
    who: 'the card’s author who owns the defender, once',
    async setup() {
      const { defender, message } = await heroFailsDodge();
      return shows(message, [defender, message]);
    },
  },
  'countdown.defend': {
    who: 'the owner of the targeted character, once, while alive',
    async setup() {
      const { defender, request } = await raiderAttacksHero();
      return shows(request, [defender, request]);
    },
  },
  'countdown.triggerItem': {
    who: 'the owner of that item, once per request',
    async setup() {
      const mine = await character({}, [gear('torch', 2, { lit: true })]);
      standIn.actAs(gm);
      await advanceExplorationTurn();
      const request = lastMessage();
      return shows(request, [mine, named(mine, 'Torch'), request]);
    },
  },
  'countdown.stabilize': {
    who: 'the Medicine check’s author, once, while the patient is dying',
    async setup() {
      const { patient, message } = await medicOnPatient();
      return shows(message, [patient, message]);
    },
  },
  'countdown.applyHealing': {
    who: 'the healing roll’s author, once',
    async setup() {
      const { patient, message } = await surgeonOnPatient();
      return shows(message, [patient, message]);
    },
  },
  'countdown.backlash': {
    who: 'the caster’s card author (or a GM), once',
    async setup() {
      const invoker = await character({ stats: { lore: 7 } }, [
        classItem('invoker'),
        {
          name: 'Quiet Step',
          type: 'countdown-spell',
          system: { list: 'invoker', tier: 1, requiresComponents: false },
        },
      ]);
      standIn.actAs(player);
      standIn.queueFaces(1);
      await castSpell(invoker, named(invoker, 'Quiet Step') as never, { fastForward: true });
      return shows(lastMessage(), [invoker, lastMessage()]);
    },
  },
  'countdown.morale': {
    who: 'GM only',
    async setup() {
      // A band of four, two of them down: half its number.
      const band: Actor.Implementation[] = [];
      for (const hp of [0, 4, 0, 4]) band.push(await monster({ hp: { value: hp, max: 4 } }));
      combatOf(band);
      standIn.actAs(gm);
      await promptMorale(band[0]!);
      return shows(lastMessage(), [...band, lastMessage()], gm, [player, other]);
    },
  },
  'cryture.applyHits': {
    who: 'a GM, or an owner of the actor that used the power (its author if it names none); once',
    async setup() {
      const { ash, foe, message } = await ashStrikesFoe();
      return shows(message, [ash, foe, message]);
    },
  },
  'cryture.opportunityAttack': {
    who: 'the owner of the provoked attacker named on the prompt, within the round’s limit',
    async setup() {
      const { mover, guard, message } = await guardProvoked();
      return shows(message, [mover, guard, message], other, [player]);
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The table: who may ask the GM for each query
// ---------------------------------------------------------------------------------------------

const QUERIES: Record<string, Rule<QuerySituation>> = {
  'relic.applyDamage': {
    who: 'the attacker’s owner, once, with damage derived from the message’s dice',
    async setup() {
      const { wolf, message } = await orenHitsWolf();
      return asks({ messageId: message.id }, [wolf, message]);
    },
  },
  'relic.guardAlly': {
    who: 'the owner of the named guard, a standing seeker in the target’s row with its reaction',
    async setup() {
      const { oren, mira, combat, message } = await wolfBitesOren();
      return asks(
        { messageId: message.id, guardUuid: mira.uuid },
        [oren, mira, message, combatantFor(combat, mira)],
        other,
        [player],
      );
    },
  },
  'relic.applyBurn': {
    who: 'the burner’s owner, once',
    async setup() {
      const { oren, message } = await orenBurns();
      return asks({ messageId: message.id }, [oren, message]);
    },
  },
  'relic.relicHeal': {
    who: 'the owner of the relic’s user, once',
    async setup() {
      const { oren, mira, message } = await miraMendsOren();
      return asks({ messageId: message.id }, [oren, mira, message], other, [player]);
    },
  },
  'relic.aid': {
    who: 'the owner of the aider, on an Unconscious ally, with the actions',
    async setup() {
      const aider = await seeker('Sera', {}, { owner: player, items: [TWILIGHT_HEALER] });
      const down = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['unconscious'] });
      const combat = combatOf([aider, down]);
      return asks({ aiderUuid: aider.uuid, targetUuid: down.uuid }, [aider, down, combatantFor(combat, aider)]);
    },
  },
  'relic.featureHeal': {
    who: 'the owner of the feature’s seeker, with the action',
    async setup() {
      const healer = await seeker('Sera', {}, { owner: player, items: [LAY_ON_HANDS] });
      const dying = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['dying'] });
      const combat = combatOf([healer, dying]);
      return asks({ featureUuid: itemNamed(healer, 'Ember Touch').uuid, targetUuid: dying.uuid }, [
        healer,
        dying,
        combatantFor(combat, healer),
      ]);
    },
  },
  'relic.counterstep': {
    who: 'the owner of the seeker, with its reaction, in combat',
    async setup() {
      const oren = await seeker('Oren', {}, { owner: player });
      const mira = await seeker('Mira', { row: 'backline' }, { owner: other });
      const combat = combatOf([oren, mira]);
      return asks({ actorUuid: oren.uuid }, [oren, combatantFor(combat, oren)]);
    },
  },
  'relic.moveSeeker': {
    who: 'the owner of the seeker moved, within the seekers’ order',
    async setup() {
      const oren = await seeker('Oren', {}, { owner: player });
      const mira = await seeker('Mira', {}, { owner: other });
      const combat = combatOf([oren, mira]);
      const orens = combatantFor(combat, oren);
      const miras = combatantFor(combat, mira);
      const first = [...combat.turns].findIndex((c) => c.id === orens.id) === 0;
      return asks({ combatantId: orens.id, direction: first ? 'down' : 'up' }, [oren, orens, miras]);
    },
  },
  'hitdice.shareAffinity': {
    who: 'the owner of the giver, within what they hold and the ally can store',
    async setup() {
      const giver = await makeActor({ name: 'Sorah', system: { level: 5, affinity: { stored: 3 } } });
      const ally = await makeActor({ name: 'Bram', owner: other, system: { level: 2, affinity: { stored: 1 } } });
      return asks({ giverUuid: giver.uuid, receiverUuid: ally.uuid, count: 1 }, [giver, ally]);
    },
  },
  'hitdice.stabilize': {
    who: 'the Stabilize roll’s author who owns the roller, once',
    async setup() {
      const { healer, ally, message } = await ilseStabilizesBram();
      return asks({ messageId: message.id }, [healer, ally, message]);
    },
  },
  'hitdice.groupPart': {
    who: 'the part’s author who owns that participant, once',
    async setup() {
      const { sorah, bram, group } = await hitdiceParty();
      const html = document.createElement('div');
      html.innerHTML = group.content;
      standIn.actAs(player);
      await wireCardActions(registry, group, html, player as never);
      standIn.queueFaces(5, 5);
      await withoutGM(async () => {
        html.querySelector<HTMLElement>('[data-action="hitdice.groupRoll"]')!.click();
        await settle();
      });
      const part = rollMessages().at(-1)!;
      return asks({ groupMessageId: group.id, partMessageId: part.id }, [sorah, bram, group, part]);
    },
  },
  'difference.claimMomentum': {
    who: 'the roll’s author for the players’ point (a GM for either), once',
    async setup() {
      const { ilsa, message } = await ilsaRolls(90);
      return asks({ messageId: message.id, side: 'players' }, [ilsa, message]);
    },
  },
  'difference.spendMomentum': {
    who: 'anyone from the players’ pool, GM only from the GM’s pool; never below 0',
    async setup() {
      await storeMomentum({ players: 1, gm: 2 });
      return asks({ side: 'gm' }, [], gm, [player, other]);
    },
  },
  'difference.advanceTime': {
    who: 'the task roll’s author (or a GM), once, when the world setting is on',
    async setup() {
      (game as unknown as { time: unknown }).time = { advance: async () => undefined };
      await differenceSetting('advanceWorldTime', false);
      const { actor: ilsa, item } = await taskOn({ model: 'persistence', successThreshold: 3 });
      standIn.actAs(player);
      standIn.queueFaces(90);
      await rollTask(item, { fastForward: true });
      const message = lastMessage();
      await differenceSetting('advanceWorldTime', true);
      return asks({ messageId: message.id }, [ilsa, message]);
    },
  },
  'countdown.applyAttack': {
    who: 'the attack card’s author who owns the attacker, once, with damage re-derived from its dice',
    async setup() {
      const { goblin, message } = await wardenHitsGoblin();
      return asks({ messageId: message.id }, [goblin, message]);
    },
  },
  'countdown.stabilize': {
    who: 'the Medicine check’s author, once, while the patient is dying',
    async setup() {
      const { patient, message } = await medicOnPatient();
      return asks({ messageId: message.id }, [patient, message]);
    },
  },
  'countdown.applyHealing': {
    who: 'the healing roll’s author, once',
    async setup() {
      const { patient, message } = await surgeonOnPatient();
      return asks({ messageId: message.id }, [patient, message]);
    },
  },
  'countdown.fieldSurgeryStabilize': {
    who: 'the owner of a conscious Surgeon, on a dying character',
    async setup() {
      const patient = await character(DYING, [], other, 'Patient');
      const surgeon = await character({}, [classItem('surgeon')], player, 'Surgeon');
      return asks({ healerUuid: surgeon.uuid, targetUuid: patient.uuid }, [patient, surgeon]);
    },
  },
  'countdown.partyLight': {
    who: 'anyone: the GM settles the party’s light from the world (CD-8); the payload names only the event',
    async setup() {
      await character({}, [gear('torch', 1, { lit: true })], player, 'Torchbearer');
      return asks({ event: 'out' }, [], player, []);
    },
  },
  'countdown.restTurn': {
    who: 'the short rest’s author, once (CD-9: its exploration turn passes)',
    async setup() {
      const rester = await character({ hp: { value: 5, max: 8 } }, [], player, 'Rester');
      standIn.actAs(player);
      await countdownShortRest(rester, { fastForward: true });
      const message = lastMessage();
      // The flow already passed its turn; the GM clears the mark (ALL-2) so the card counts again.
      standIn.actAs(gm);
      await message.update({ 'flags.manifold.countdown.explorationTurnPassed': false } as never);
      return asks({ messageId: message.id }, [message]);
    },
  },
  'cryture.spendAction': {
    who: 'the owner of the combatant, on its own turn, with the action left',
    async setup() {
      const ash = await combatant({ name: 'Ash', owner: player });
      const foe = await combatant({ name: 'Foe', type: 'cryture-npc' });
      const combat = fakeCombat();
      const [a] = enlist(combat, ash, foe);
      startAt(combat, a!);
      return {
        payload: { combatId: combat.id, combatantId: a!.id, what: { kind: 'major' } },
        allowed: player,
        refused: [other],
        guarded: [ash, a!],
      };
    },
  },
  'cryture.applyHits': {
    who: 'a GM, or an owner of the actor that used the power (its author if it names none); once',
    async setup() {
      const { ash, foe, message } = await ashStrikesFoe();
      return asks({ messageId: message.id }, [ash, foe, message]);
    },
  },
  'cryture.summon': trainerRule(
    'the owner of the trainer, for a cryture linked to it, onto a free adjacent space',
    false,
  ),
  'cryture.recall': trainerRule('the owner of the trainer, for its summoned cryture', true),
  'cryture.transferMana': trainerRule('the owner of the trainer, to its summoned cryture, with Mana to give', true),
  'cryture.rollInitiative': {
    who: 'the owner of every combatant named',
    async setup() {
      const ash = await combatant({ name: 'Ash', owner: player });
      const foe = await combatant({ name: 'Foe', type: 'cryture-npc' });
      const combat = fakeCombat();
      const [a, f] = enlist(combat, ash, foe);
      return asks({ combatId: combat.id, ids: [a!.id] }, [a!, f!]);
    },
  },
  'cryture.opportunity': {
    who: 'the owner of the provoked attacker named on the prompt, within the round’s limit',
    async setup() {
      const { guard, message } = await guardProvoked();
      return asks({ messageId: message.id, attackerUuid: guard.uuid }, [guard, message], other, [player]);
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

const registered = (kind: 'cardActions' | 'queries') =>
  registry.all().flatMap((d) => Object.keys(d[kind] ?? {}).map((name) => `${d.id}.${name}`));
/** Each document's stored data (a combatant's copy holds its parent: cycles are cut). */
function snapshot(docs: Doc[]): string[] {
  return docs.map((d) => {
    const seen = new WeakSet<object>();
    return JSON.stringify(d.toObject(), (_key, value: unknown) => {
      if (typeof value !== 'object' || value === null) return value;
      if (seen.has(value)) return '[seen]';
      seen.add(value);
      return value;
    });
  });
}
const rulesetOf = (key: string) => key.slice(0, key.indexOf('.')) as RulesetId;
const nameOf = (key: string) => key.slice(key.indexOf('.') + 1);

async function prepare(key: string) {
  standIn.reset();
  clearScene();
  standIn.actAs(gm);
  await switchRuleset(rulesetOf(key));
}

/** The card's HTML as a user's client would render it. */
/** The button in a rendered card with the same action and data as `button`. */
const sameButton = (html: HTMLElement, key: string, button: HTMLElement) =>
  [...html.querySelectorAll<HTMLElement>(`[data-action="${key}"]`)].find(
    (b) => JSON.stringify({ ...b.dataset }) === JSON.stringify({ ...button.dataset }),
  ) ?? null;

async function cardHtml(message: ChatMessage.Implementation): Promise<HTMLElement> {
  const html = document.createElement('div');
  const roll = (message.rolls as unknown as { render?(): Promise<string> }[])[0];
  html.innerHTML = roll?.render ? await roll.render() : message.content;
  return html;
}

describe('the inventory', () => {
  it('every card button and GM query of every ruleset states who may use it, and nothing else is listed', () => {
    expect(registry.all().map((d) => d.id)).toEqual(['relic', 'hitdice', 'difference', 'countdown', 'cryture']);
    const buttons = registered('cardActions');
    const queries = registered('queries');
    expect(
      buttons.filter((k) => !Object.hasOwn(BUTTONS, k)),
      'buttons without a stated permission',
    ).toEqual([]);
    expect(
      queries.filter((k) => !Object.hasOwn(QUERIES, k)),
      'queries without a stated permission',
    ).toEqual([]);
    expect(
      Object.keys(BUTTONS).filter((k) => !buttons.includes(k)),
      'stale rows',
    ).toEqual([]);
    expect(
      Object.keys(QUERIES).filter((k) => !queries.includes(k)),
      'stale rows',
    ).toEqual([]);
    for (const rule of [...Object.values(BUTTONS), ...Object.values(QUERIES)])
      expect(rule.who.length).toBeGreaterThan(3);
    counter.figure('actions', buttons.length);
    counter.figure('queries', queries.length);
    counter.tick('inventory', buttons.length + queries.length);
  });
});

describe('card buttons: refused users are refused and lose the button; the permitted user keeps it', () => {
  beforeEach(() => clearScene());

  for (const [key, rule] of Object.entries(BUTTONS)) {
    it(`${key} — ${rule.who}`, async () => {
      await prepare(key);
      const situation = await rule.setup();
      const action = registry.cardAction(key)!;
      const rendered = await cardHtml(situation.message);
      const button = [...rendered.querySelectorAll<HTMLElement>(`[data-action="${key}"]`)][situation.nth ?? 0];
      expect(button, `${key}: the card carries the button`).toBeTruthy();
      const before = snapshot(situation.guarded);
      for (const user of situation.refused) {
        standIn.actAs(user);
        expect(await action.permitted({ message: situation.message, button: button!, user: user as never })).toBe(
          false,
        );
        const seen = await cardHtml(situation.message);
        await wireCardActions(registry, situation.message, seen, user as never);
        expect(sameButton(seen, key, button!), `${key}: hidden from ${user.name}`).toBeNull();
        counter.add('refused');
        counter.tick('button refused');
      }
      expect(snapshot(situation.guarded)).toEqual(before);
      standIn.actAs(situation.allowed);
      expect(
        await action.permitted({ message: situation.message, button: button!, user: situation.allowed as never }),
      ).toBe(true);
      const seen = await cardHtml(situation.message);
      await wireCardActions(registry, situation.message, seen, situation.allowed as never);
      expect(sameButton(seen, key, button!), `${key}: shown to ${situation.allowed.name}`).not.toBeNull();
      counter.tick('button permitted');
    });
  }
});

describe('GM queries through the relay: refused and forged requests change nothing; the permitted one runs', () => {
  beforeEach(() => clearScene());

  for (const [key, rule] of Object.entries(QUERIES)) {
    it(`${key} — ${rule.who}`, async () => {
      await prepare(key);
      const ruleset = rulesetOf(key);
      const name = nameOf(key);
      const situation = await rule.setup();
      const before = snapshot(situation.guarded);
      for (const user of situation.refused) {
        // The refused user's own, genuinely stamped request naming documents that are not theirs.
        standIn.actAs(user);
        const nonce = `n-${user.id}`;
        await user.setFlag(SYSTEM_ID, 'relay', { nonce, request: requestText(ruleset, name, situation.payload) });
        standIn.actAs(gm);
        const own: RelayPayload = { userId: user.id, nonce, ruleset, name, data: situation.payload };
        await expect(handleRelay(registry, own)).rejects.toThrow('MANIFOLD.relay.notPermitted');
        expect(snapshot(situation.guarded), `${key}: unchanged after ${user.name}'s request`).toEqual(before);
        counter.add('refused');
        counter.tick('query refused');
        // The same request claiming to come from the permitted user, without their stamp.
        if (situation.allowed.isGM) continue;
        const forged: RelayPayload = {
          userId: situation.allowed.id,
          nonce: 'forged',
          ruleset,
          name,
          data: situation.payload,
        };
        standIn.actAs(gm);
        await expect(handleRelay(registry, forged)).rejects.toThrow('MANIFOLD.relay.unverified');
        expect(snapshot(situation.guarded), `${key}: unchanged after a forged request`).toEqual(before);
        counter.add('refused');
        counter.tick('query forged');
      }
      standIn.actAs(situation.allowed);
      await askGM(registry, ruleset, name, situation.payload);
      counter.tick('query permitted');
    });
  }
});

describe('writing a card does not make its attacker yours', () => {
  beforeEach(() => clearScene());

  // Player One rolled the attack, then the GM gave the attacker to someone else (or Player One
  // hand-wrote a card naming another's actor): the author alone may no longer apply it.
  const cases = {
    'countdown.applyAttack': async () => {
      const { goblin, warden, message } = await wardenHitsGoblin();
      return { attacker: warden, guarded: [goblin, warden, message], message };
    },
    'cryture.applyHits': async () => {
      const { ash, foe, message } = await ashStrikesFoe();
      return { attacker: ash, guarded: [ash, foe, message], message };
    },
  };

  for (const [key, setup] of Object.entries(cases)) {
    it(`${key}: refused to an author who does not own the attacker`, async () => {
      await prepare(key);
      const { attacker, guarded, message } = await setup();
      (attacker as unknown as { ownership: Record<string, number> }).ownership[player.id] = 0;
      const before = snapshot(guarded);
      const button = (await cardHtml(message)).querySelector<HTMLElement>(`[data-action="${key}"]`)!;
      standIn.actAs(player);
      const action = registry.cardAction(key)!;
      expect(await action.permitted({ message, button, user: player as never })).toBe(false);
      const nonce = 'n-author';
      const ruleset = rulesetOf(key);
      const name = nameOf(key);
      const payload = { messageId: message.id };
      await player.setFlag(SYSTEM_ID, 'relay', { nonce, request: requestText(ruleset, name, payload) });
      standIn.actAs(gm);
      await expect(handleRelay(registry, { userId: player.id, nonce, ruleset, name, data: payload })).rejects.toThrow(
        'MANIFOLD.relay.notPermitted',
      );
      expect(snapshot(guarded)).toEqual(before);
      counter.add('refused', 2);
      counter.tick('author without the attacker', 2);
    });
  }
});

describe('shared GM queries (undo, issue 18 §4): someone else’s undo and a forged record change nothing', () => {
  const relayAs = async (user: User, name: string, data: unknown) => {
    standIn.actAs(user);
    const nonce = `n-${user.id}-${name}`;
    await user.setFlag(SYSTEM_ID, 'relay', { nonce, request: requestText('relic', name, data) });
    standIn.actAs(gm);
    return handleRelay(registry, { userId: user.id, nonce, ruleset: 'relic', name, data });
  };

  it(`${UNDO} — the GM or the user who applied the action, once`, async () => {
    await prepare('relic.applyDamage');
    const { wolf, message } = await orenHitsWolf();
    standIn.actAs(player);
    await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
    const [entry] = entriesOf(message.id);
    const before = snapshot([wolf, message]);
    await expect(relayAs(other, UNDO, { entryId: entry!.id })).rejects.toThrow('MANIFOLD.relay.notPermitted');
    standIn.actAs(gm);
    await expect(
      handleRelay(registry, {
        userId: player.id,
        nonce: 'forged',
        ruleset: 'relic',
        name: UNDO,
        data: { entryId: entry!.id },
      }),
    ).rejects.toThrow('MANIFOLD.relay.unverified');
    expect(snapshot([wolf, message])).toEqual(before);
    counter.add('refused', 2);
    await relayAs(player, UNDO, { entryId: entry!.id });
    expect(snapshot([wolf, message])).not.toEqual(before);
    counter.tick('query permitted');
  });

  it(`${RECORD} — only changes to documents the requester owns`, async () => {
    await prepare('relic.applyDamage');
    const { wolf, message } = await orenHitsWolf();
    const forged = {
      id: 'forgedEntry00000',
      messageId: message.id,
      userId: player.id,
      label: 'MANIFOLD.relic.undo.damage',
      changes: [{ uuid: wolf.uuid, name: 'Wolf', before: { 'system.hp.value': 1 }, after: { 'system.hp.value': 10 } }],
    };
    await expect(relayAs(player, RECORD, forged)).rejects.toThrow('MANIFOLD.relay.notPermitted');
    expect(entriesOf(message.id)).toEqual([]);
    counter.add('refused');
  });
});

describe('sheet drops (issue 18 §3): a drop on an actor the user may not edit changes nothing', () => {
  it('a player’s drop on the GM’s adversary is refused with a message and creates nothing', async () => {
    await prepare('relic.applyDamage');
    const wolf = await adversary('Wolf');
    const blade = (await Item.create({ name: 'Blade', type: 'relic-weapon' } as never)) as Item.Implementation;
    const Sheet = registry.rulesetOfType('relic-adversary')!.Actor['relic-adversary']!.sheet as unknown as new (
      o: unknown,
    ) => { render(force: boolean): Promise<unknown>; _onDropItem(e: Event, i: unknown): Promise<unknown> };
    const sheet = new Sheet({ document: wolf });
    await sheet.render(true);
    const before = snapshot([wolf]);
    standIn.actAs(player);
    expect(await sheet._onDropItem(new Event('drop'), blade)).toBeNull();
    expect(standIn.notifications.at(-1)!.level).toBe('warn');
    expect(snapshot([wolf])).toEqual(before);
    counter.add('refused');
  });

  // Through Foundry's own drop path (DragDrop → _onDrop), every actor type of every ruleset.
  const actorTypes = registry.all().flatMap((d) => Object.keys(d.Actor));
  it.each(actorTypes)('%s: a drop and a re-order by a user who only observes it change nothing', async (type) => {
    standIn.reset();
    standIn.actAs(gm);
    const theirs = (await Actor.create({
      name: 'Theirs',
      type,
      ownership: { [player.id]: 2 },
    } as never)) as Actor.Implementation;
    const held = registry.rulesetOfType(type)!.Actor[type]!.holds ?? [];
    if (held[0])
      await theirs.createEmbeddedDocuments('Item', [
        { name: 'A', type: held[0] },
        { name: 'B', type: held[0] },
      ] as never);
    const dropped = (await Item.create({
      name: 'Gift',
      type: held[0] ?? 'relic-weapon',
    } as never)) as Item.Implementation;
    const before = snapshot([theirs, dropped]);
    standIn.actAs(player);
    const sheet = await openSheet(theirs);
    await dropOn(sheet, dragDataOf(dropped));
    expect(standIn.notifications.at(-1)).toEqual({
      level: 'warn',
      message: 'You may not change Theirs: nothing was added.',
    });
    // No move buttons for an observer; a click forged on a row's place moves nothing either.
    expect(sheet.element.querySelector('[data-action="moveItemDown"]')).toBeNull();
    const row = sheet.element.querySelector<HTMLElement>('[data-item-id]:not([data-effect-id])');
    if (row) {
      const forged = Object.assign(document.createElement('button'), { type: 'button' });
      forged.dataset.action = 'moveItemDown';
      row.append(forged);
      await sheet.clickAction(forged);
    }
    expect(snapshot([theirs, dropped])).toEqual(before);
    counter.add('refused');
  });

  it('an item dragged off an actor the user does not own is copied, never taken from it', async () => {
    standIn.reset();
    standIn.actAs(gm);
    const theirs = (await Actor.create({
      name: 'Wolf',
      type: 'relic-adversary',
      ownership: { [player.id]: 2 },
    } as never)) as Actor.Implementation;
    const [fang] =
      (await theirs.createEmbeddedDocuments('Item', [{ name: 'Fang', type: 'relic-weapon' }] as never)) ?? [];
    const mine = (await Actor.create({
      name: 'Oren',
      type: 'relic-seeker',
      ownership: { [player.id]: 3 },
    } as never)) as Actor.Implementation;
    const before = snapshot([theirs]);
    standIn.actAs(player);
    await dropOn(await openSheet(mine), await dragRow(await openSheet(theirs), fang!.id!));
    expect([...mine.items].map((i) => i.name)).toEqual(['Fang']);
    expect(snapshot([theirs])).toEqual(before);
    counter.add('refused');
  });
});
