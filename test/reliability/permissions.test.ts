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
import { rollCheck as countdownCheck, shortRest as countdownShortRest } from '../countdown/rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { drawnCard, registeredCardActions } from '../foundry/cards';
import { registry } from '../../src/foundry/registry';
import { askGM, handleRelay, requestText, type RelayPayload } from '../../src/foundry/relay';
import { entriesOf, RECORD, UNDO } from '../../src/foundry/chat/undo';
import { allCardStates, markCard } from '../../src/foundry/chat/card-state';
import type { RulesetId } from '../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { CountdownHealingRoll } from '../../src/rulesets/countdown/dice/healing-roll';
import { postRequest, REQUEST_ROLL } from '../../src/foundry/requests/card';
import { REQUEST_REPORT } from '../../src/foundry/requests/report';
import { answerRequest } from '../../src/foundry/requests/roll';
import type { RollRequest } from '../../src/foundry/ruleset';
import { refusedUnstamped } from '../foundry/unstamped';
import { switchRuleset } from '../foundry/boot';
// Relic
import { adversary, combatantFor, combatOf, itemNamed, seeker } from '../relic/fixtures';
import { LAY_ON_HANDS, TWILIGHT_HEALER } from '../relic/sample-data';
// Hitdice
import { makeActor } from '../hitdice/fixtures';
import { rollAction } from '../hitdice/rolls';
// Difference
import { storeMomentum } from '../../src/rulesets/difference/flows/momentum';
import { rollTask } from '../difference/rolls';
import { hero, taskOn } from '../difference/fixtures';
// Countdown
import { statCheck } from '../../src/rulesets/countdown/flows/check';
import { advanceExplorationTurn } from '../../src/rulesets/countdown/flows/gm';
import { promptMorale } from '../../src/rulesets/countdown/hooks';
import { ancestryItem, character, classItem, gear, monster } from '../countdown/fixtures';
// Cryture
import { combatant } from '../cryture/fixtures';
import { clearScene } from '../cryture/fake-scene';
import { enlist, fakeCombat, startAt } from '../cryture/fake-combat';
import { suiteCounter } from './cases';
import {
  lastMessage,
  rollMessages,
  withoutGM,
  orenHitsWolf,
  wolfBitesOren,
  orenBurns,
  miraMendsOren,
  emberglassStrain,
  goblinAttacksBram,
  hitdiceParty,
  ilseStabilizesBram,
  differenceSetting,
  ilsaRolls,
  ilsaMayWake,
  DYING,
  named,
  wardenHitsGoblin,
  heroFailsDodge,
  medicOnPatient,
  surgeonOnPatient,
  ashStrikesFoe,
  guardProvoked,
  rowanCamp,
  invokerBacklash,
} from './situations';
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
      const { invoker, message } = await invokerBacklash();
      return shows(message, [invoker, message]);
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
        [oren, mira, message, combat, combatantFor(combat, mira)],
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
  'relic.lockRelic': {
    who: 'the owner of the relic’s user, once',
    async setup() {
      const { oren, relic, message } = await emberglassStrain();
      return asks({ messageId: message.id }, [oren, relic, message]);
    },
  },
  'relic.aid': {
    who: 'the owner of the aider, on an Unconscious ally, with the actions',
    async setup() {
      const aider = await seeker('Sera', {}, { owner: player, items: [TWILIGHT_HEALER] });
      const down = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['unconscious'] });
      const combat = combatOf([aider, down]);
      return asks({ aiderUuid: aider.uuid, targetUuid: down.uuid }, [aider, down, combat, combatantFor(combat, aider)]);
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
        combat,
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
      return asks({ actorUuid: oren.uuid }, [oren, combat, combatantFor(combat, oren)]);
    },
  },
  'relic.spend': {
    who: 'the owner of the actor, in combat, with the action or reaction left (its tracker is on the Combat)',
    async setup() {
      const oren = await seeker('Oren', {}, { owner: player });
      const mira = await seeker('Mira', { row: 'backline' }, { owner: other });
      const combat = combatOf([oren, mira]);
      return asks({ actorUuid: oren.uuid, action: 'defend' }, [oren, combat, combatantFor(combat, oren)]);
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
      standIn.actAs(player);
      // The part's roll only (the GM sees it made), as the card's button makes it: the test asks the GM.
      standIn.queueFaces(5, 5);
      const part = (await rollAction(
        sorah,
        { kind: 'skill', label: 'Part', groupMessageId: group.id!, required: null },
        { fastForward: true },
      ))!;
      await standIn.settled();
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
  'difference.useDetermined': {
    who: 'the roll’s author who owns the Determined actor (or a GM), on a failure, once',
    async setup() {
      const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);
      return asks({ messageId: message.id }, [ilsa, message, marksOf(message)]);
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
  'countdown.applyDefense': {
    who: 'the card’s author who owns the defender, once',
    async setup() {
      const { defender, message } = await heroFailsDodge();
      return asks({ messageId: message.id }, [defender, message]);
    },
  },
  'countdown.markDone': {
    who: 'the card’s author, once, for a reroll made or a backlash drawn',
    async setup() {
      const { invoker, message } = await invokerBacklash();
      return asks({ messageId: message.id, key: 'backlashDrawn' }, [invoker, message]);
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
      // The rest's own card (the exploration turn it passes may roll for an encounter after it).
      const message = rollMessages().find((m) => m.rolls[0] instanceof CountdownHealingRoll)!;
      // The flow already passed its turn; the GM clears the mark (ALL-2) so the card counts again.
      standIn.actAs(gm);
      await markCard(message, 'explorationTurnPassed', null);
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
        guarded: [ash, combat, a!],
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
      const { guard, combat, message } = await guardProvoked();
      return asks({ messageId: message.id, attackerUuid: guard.uuid }, [guard, combat, message], other, [player]);
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

/** Every ruleset's card buttons (their card models' actions), `<ruleset>.<name>`. */
const cardButtons = () => [...registeredCardActions().keys()].filter((name) => !name.startsWith('manifold.'));
/** Every ruleset's GM queries, `<ruleset>.<name>`. */
const registeredQueries = () =>
  registry.all().flatMap((d) => Object.keys(d.queries ?? {}).map((name) => `${d.id}.${name}`));
/** Each document's stored data (a combatant's copy holds its parent: cycles are cut). */
/** A card's marks (a world setting, card-state.ts) as a snapshot reads documents. */
const marksOf = (message: ChatMessage.Implementation): Doc => ({ toObject: () => allCardStates()[message.id!] ?? {} });

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
  // The situations press card buttons that roll: without the dialog, whichever test ran before.
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
}

/** The card's HTML as a user's client would render it. */
/** The button in a rendered card with the same action and data as `button`. */
const sameButton = (html: HTMLElement, key: string, button: HTMLElement) =>
  [...html.querySelectorAll<HTMLElement>(`[data-action="${key}"]`)].find(
    (b) => JSON.stringify({ ...b.dataset }) === JSON.stringify({ ...button.dataset }),
  ) ?? null;

const cardHtml = drawnCard;

describe('the inventory', () => {
  it('every card button and GM query of every ruleset states who may use it, and nothing else is listed', async () => {
    expect(registry.all().map((d) => d.id)).toEqual(['relic', 'hitdice', 'difference', 'countdown', 'cryture']);
    const buttons = cardButtons();
    const queries = registeredQueries();
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
      const action = registeredCardActions().get(key)!;
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
        await refusedUnstamped(() => handleRelay(registry, forged));
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
      const action = registeredCardActions().get(key)!;
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

describe('shared GM queries (undo): someone else’s undo and a forged record change nothing', () => {
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
    await refusedUnstamped(() =>
      handleRelay(registry, {
        userId: player.id,
        nonce: 'forged',
        ruleset: 'relic',
        name: UNDO,
        data: { entryId: entry!.id },
      }),
    );
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

describe('sheet drops: a drop on an actor the user may not edit changes nothing', () => {
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

describe('roll requests: only owners roll for an actor; a forged report changes nothing', () => {
  // One request per ruleset, asked of Player One's actor; Player Two owns nothing on the card.
  const cases: Record<RulesetId, { request: RollRequest; actor(): Promise<Actor.Implementation> }> = {
    relic: {
      request: { kind: 'test', options: { attribute: 'fit', difficulty: 'standard', dn: 20, kind: 'test' } },
      actor: () => seeker('Oren', {}, { owner: player }),
    },
    hitdice: { request: { kind: 'resolve', options: {} }, actor: () => makeActor({ name: 'Bram' }) },
    difference: {
      request: { kind: 'check', options: { attribute: 'agility', skill: '', difficulty: 5 } },
      actor: () => hero({ name: 'Ilsa', owner: player }),
    },
    countdown: {
      request: { kind: 'stat', options: { stat: 'vigor', difficulty: 10 } },
      actor: async () => (await character({}, [], player, 'Warden')) as unknown as Actor.Implementation,
    },
    cryture: {
      request: { kind: 'stat', options: { statA: 'Might', statB: 'Agility', difficulty: 6 } },
      actor: () => combatant({ name: 'Ash', owner: player }),
    },
  };

  // Countdown's defense against a monster (CD-2) is a request the monster's attack raises: the same rules hold.
  const defense: [RulesetId, (typeof cases)[RulesetId]] = [
    'countdown',
    {
      request: {
        kind: 'defense',
        options: { monster: 'Actor.raider', monsterName: 'Raider', count: 1, faces: 6, bonus: 0, darkvision: false },
      },
      actor: async () => (await character({}, [], player, 'Warden')) as unknown as Actor.Implementation,
    },
  ];
  for (const [ruleset, c] of [...(Object.entries(cases) as [RulesetId, (typeof cases)[RulesetId]][]), defense]) {
    it(`${ruleset} ${c.request.kind}: ${REQUEST_ROLL} and ${REQUEST_REPORT} — the actor's owners (and the GM)`, async () => {
      await prepare(`${ruleset}.request`);
      const actor = await c.actor();
      const card = (await postRequest(registry, ruleset, c.request, [actor]))!;
      const before = snapshot([actor, card]);
      const action = registeredCardActions().get(REQUEST_ROLL)!;
      const button = (await cardHtml(card)).querySelector<HTMLElement>(`[data-action="${REQUEST_ROLL}"]`)!;
      // The button: hidden from Player Two, kept for Player One and the GM.
      for (const [user, allowed] of [
        [other, false],
        [player, true],
        [gm, true],
      ] as const) {
        standIn.actAs(user);
        expect(await action.permitted({ message: card, button, user: user as never })).toBe(allowed);
        const seen = await cardHtml(card);
        await wireCardActions(registry, card, seen, user as never);
        expect(Boolean(seen.querySelector(`[data-action="${REQUEST_ROLL}"]`)), `${user.name}`).toBe(allowed);
      }
      // Player Two's roll for Player One's actor: refused with a message; nothing rolled, nothing changed.
      const messages = game.messages!.contents.length;
      standIn.actAs(other);
      expect(await answerRequest(registry, card, actor.uuid, { fastForward: true })).toBeNull();
      expect(standIn.notifications.at(-1)).toMatchObject({ level: 'warn' });
      expect(standIn.notifications.at(-1)!.message).toContain('You do not own');
      expect(game.messages!.contents).toHaveLength(messages);
      expect(snapshot([actor, card])).toEqual(before);
      counter.add('refused');
      // Player One rolls (the GM is away): then reports by hand as Player Two, and as themself without a stamp.
      standIn.actAs(player);
      const roll = await withoutGM(() => answerRequest(registry, card, actor.uuid, { fastForward: true }));
      expect(roll).not.toBeNull();
      expect(standIn.notifications.at(-1)!.message).toContain('could not be marked');
      const rolled = snapshot([card]);
      const report = { cardId: card.id, actorUuid: actor.uuid, messageId: roll!.id };
      standIn.actAs(other);
      await other.setFlag(SYSTEM_ID, 'relay', {
        nonce: 'n-other',
        request: requestText(ruleset, REQUEST_REPORT, report),
      });
      standIn.actAs(gm);
      await expect(
        handleRelay(registry, { userId: other.id, nonce: 'n-other', ruleset, name: REQUEST_REPORT, data: report }),
      ).rejects.toThrow('MANIFOLD.relay.notPermitted');
      await refusedUnstamped(() =>
        handleRelay(registry, { userId: player.id, nonce: 'forged', ruleset, name: REQUEST_REPORT, data: report }),
      );
      expect(snapshot([card])).toEqual(rolled);
      counter.add('refused', 2);
      // The owner's own report of that roll is refused too: the GM never saw it being made.
      standIn.actAs(player);
      await expect(askGM(registry, ruleset, REQUEST_REPORT, report)).rejects.toThrow('MANIFOLD.relay.notRecorded');
      expect(snapshot([card])).toEqual(rolled);
      counter.add('refused');
      // Rolled again with the GM there, the owner's answer is recorded.
      expect(await answerRequest(registry, card, actor.uuid, { fastForward: true })).not.toBeNull();
      expect(snapshot([card])).not.toEqual(rolled);
      counter.tick('query permitted');
    });
  }
});
