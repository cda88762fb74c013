/**
 * The undo inventory: every chat-card button of every ruleset either records what it
 * changed, so its card offers Undo, or says here why there is nothing to put back. Each undoable
 * row (and each automatic card that changes documents, such as a death-clock tick) builds a real
 * card with the rulesets' own flows and passes the four checks of test/foundry/undo-checks.ts:
 * someone else's undo and a forged relay request are refused and change nothing; an edit in
 * between makes the undo refuse, naming what changed, and change nothing; then Undo puts back
 * exactly what every document held before the action.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/foundry/registry';
import { cardAs, press, registeredCardActions } from '../foundry/cards';
import { REQUEST_ROLL } from '../../src/foundry/requests/card';
import { entriesOf, UndoRecorder } from '../../src/foundry/chat/undo';
import { allCardStates, markCard } from '../../src/foundry/chat/card-state';
import type { RulesetId } from '../../src/foundry/ruleset';
import { switchRuleset } from '../foundry/boot';
import { checkUndo, snapshot, type UndoCase } from '../foundry/undo-checks';
import { advanceExplorationTurn } from '../../src/rulesets/countdown/flows/gm';
import { tickDeathClock } from '../../src/rulesets/countdown/flows/vitals';
import type { CountdownCharacter } from '../../src/rulesets/countdown/data/snapshot';
import { character, gear } from '../countdown/fixtures';
import { clearScene, GRID, target, useScene } from '../cryture/fake-scene';
import { combatant, power } from '../cryture/fixtures';
import { usePower } from '../cryture/rolls';
import { suiteCounter } from './cases';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { currentMomentum, MOMENTUM_SETTING, storeMomentum } from '../../src/rulesets/difference/flows/momentum';
import { enemyEffectAction } from '../../src/rulesets/hitdice/flows/universal';
import { makeActor } from '../hitdice/fixtures';
import { activeCombat } from '../foundry/test-combat';
import { combatantFor } from '../relic/fixtures';
import {
  DYING,
  emberglassStrain,
  goblinAttacksBram,
  ilsaMayWake,
  ilsaRolls,
  rollMessages,
  miraMendsOren,
  orenBurns,
  orenHitsWolf,
  wolfBitesOren,
  heroFailsDodge,
  lastMessage,
  medicOnPatient,
  named,
  surgeonOnPatient,
  wardenHitsGoblin,
} from './situations';

const counter = suiteCounter(
  'undo',
  'every card action that changes documents: Undo puts them back, or it says why not',
);
const { gm, player, other } = standIn.users;
type User = typeof gm;
type Doc = { toObject(): unknown };

/** An undoable action, from a real situation; or why the button has nothing to undo. */
type Row = { undo: () => Promise<UndoCase> } | { nothing: string };

/** Presses the card's button as `applier`, with the documents it touches snapshotted first. */
async function pressed(key: string, message: ChatMessage.Implementation, applier: User, docs: Doc[]) {
  const before = snapshot(docs);
  const button = (await cardAs(message, applier)).querySelector<HTMLElement>(`[data-action="${key}"]`);
  expect(button, `${key}: ${applier.name} sees the button`).not.toBeNull();
  await press(button);
  return { ruleset: key.slice(0, key.indexOf('.')) as RulesetId, message, applier, docs, before };
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

/** The Momentum pools (a world setting) as a snapshot reads documents. */
const momentumPools: Doc = { toObject: () => currentMomentum() };

/** A card's marks (a world setting, card-state.ts) as a snapshot reads documents. */
const marksOf = (message: ChatMessage.Implementation): Doc => ({ toObject: () => allCardStates()[message.id!] ?? {} });

/** Every actor, combatant and card in the world: what a Burn may touch. */
const world = (): Doc[] => [
  ...game.actors!.contents,
  ...(game.combat?.combatants.contents ?? []),
  ...game.messages!.contents,
];

const BUTTONS: Record<string, Row> = {
  // Relic
  'relic.applyDamage': {
    async undo() {
      const { wolf, message } = await orenHitsWolf();
      return pressed('relic.applyDamage', message, player, [wolf, message]);
    },
  },
  'relic.guardAlly': {
    async undo() {
      const { mira, combat, message } = await wolfBitesOren();
      return pressed('relic.guardAlly', message, other, [combat, combatantFor(combat, mira), message]);
    },
  },
  'relic.applyBurn': {
    async undo() {
      const { message } = await orenBurns();
      return pressed('relic.applyBurn', message, player, world());
    },
  },
  'relic.relicHeal': {
    async undo() {
      const { oren, message } = await miraMendsOren();
      return pressed('relic.relicHeal', message, other, [oren, message]);
    },
  },
  'relic.lockRelic': {
    async undo() {
      const { relic, message } = await emberglassStrain();
      return pressed('relic.lockRelic', message, player, [relic, message]);
    },
  },
  // Hitdice
  'hitdice.defend': {
    async undo() {
      await settings().set(SYSTEM_ID, 'skipRollDialog', true);
      const { bram, message } = await goblinAttacksBram();
      // In combat, so the round's tally (a flag on Bram's combatant) is written and recorded too.
      const combat = activeCombat([bram]);
      standIn.actAs(gm);
      await combat.startCombat();
      standIn.queueFaces(1, 1, 1, 1, 1, 1);
      const defense = await pressed('hitdice.defend', message, player, [bram, combat.combatants.contents[0]!]);
      // The result is recorded on the defense card the button posts.
      return { ...defense, message: rollMessages().at(-1)! };
    },
  },
  // Shared buttons (every ruleset's cards)
  [REQUEST_ROLL]: {
    nothing:
      'rolls the ruleset’s own roll for the actor; what that roll changes is undone on the roll’s own card (a Resolve check below; a countdown defense’s damage on its defense card), and the request card only lists it',
  },
  'hitdice.groupRoll': { nothing: 'rolls one participant’s part; the group card only tallies the parts rolled' },
  // Difference
  'difference.determined': {
    async undo() {
      const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);
      const c = await pressed('difference.determined', message, player, [ilsa, message, marksOf(message)]);
      // What the action left that the GM can nudge is the card's mark (a world setting): the GM clears it.
      const edit = async () => {
        standIn.actAs(gm);
        await markCard(message, 'determinedUsed', null);
        return { words: 'The card: determinedUsed', revert: () => markCard(message, 'determinedUsed', true) };
      };
      return { ...c, edit };
    },
  },
  'difference.momentum': {
    async undo() {
      const { message } = await ilsaRolls(90);
      const c = await pressed('difference.momentum', message, player, [momentumPools, message, marksOf(message)]);
      // The pools are a world setting, not a document: the GM gives the players a point meanwhile.
      const edit = async () => {
        const pools = currentMomentum();
        await storeMomentum({ ...pools, players: pools.players + 1 });
        return { words: `${MOMENTUM_SETTING}: value`, revert: () => storeMomentum(pools) };
      };
      return { ...c, edit };
    },
  },
  'difference.wake': {
    async undo() {
      const { ilsa, message } = await ilsaMayWake();
      const woken = await pressed('difference.wake', message, player, [ilsa]);
      // Recorded on the note the wake-up posts.
      return { ...woken, message: lastMessage() };
    },
  },
  // Countdown
  'countdown.reroll': { nothing: 'a new roll in place of the old: the reroll was seen, so it stays spent' },
  'countdown.applyAttack': {
    async undo() {
      const { goblin, message } = await wardenHitsGoblin();
      return pressed('countdown.applyAttack', message, player, [goblin, message]);
    },
  },
  'countdown.applyDefense': {
    async undo() {
      const { defender, message } = await heroFailsDodge();
      return pressed('countdown.applyDefense', message, player, [defender, message]);
    },
  },
  'countdown.triggerItem': {
    async undo() {
      const mine = await character({}, [gear('torch', 1, { lit: true })]);
      standIn.actAs(gm);
      await advanceExplorationTurn();
      const torch = named(mine, 'Torch');
      standIn.queueFaces(1);
      const step = await pressed('countdown.triggerItem', lastMessage(), player, [mine, torch]);
      // The step is recorded on the die's own card, which the trigger posts.
      return { ...step, message: lastMessage() };
    },
  },
  'countdown.stabilize': {
    async undo() {
      const { patient, message } = await medicOnPatient();
      return pressed('countdown.stabilize', message, player, [patient, message]);
    },
  },
  'countdown.applyHealing': {
    async undo() {
      const { patient, message } = await surgeonOnPatient();
      // The surgeon's player owns the patient too: the healing is applied on their own client.
      (patient as unknown as { ownership: Record<string, number> }).ownership[player.id] = 3;
      return pressed('countdown.applyHealing', message, player, [patient, message]);
    },
  },
  'countdown.backlash': { nothing: 'a draw from the backlash table: the GM’s table result is a new card' },
  'countdown.morale': { nothing: 'the GM’s morale roll: a new roll, the monsters’ flight is the GM’s to play' },
  // Cryture
  'cryture.applyHits': {
    async undo() {
      // A Shove: 3 damage a hit and a push of 2 spaces, away from Ash.
      const scene = useScene();
      const shove = power('Shove', { hit: { damagePerHit: 3, movement: { kind: 'push', spaces: 2 } } });
      const ash = await combatant({ name: 'Ash', owner: player, items: [shove] });
      const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 6 } } });
      scene.place(ash, { x: 0, y: 0 });
      const foeToken = scene.place(foe, { x: 1, y: 0 }, { disposition: -1 });
      standIn.actAs(player);
      target(foeToken);
      standIn.queueFaces(9, 1, 1, 1, 1);
      await usePower(ash, [...ash.items][0]!, { fastForward: true });
      const message = rollMessages().at(-1)!;
      const c = await pressed('cryture.applyHits', message, player, [foe, foeToken, message]);
      expect(foeToken.cell).toEqual({ x: 3, y: 0 });
      // Someone drags the pushed token a space on: Undo will not put it back over that.
      const edit = async () => {
        const { x } = foeToken;
        await foeToken.update({ x: x + GRID });
        return { words: 'Foe: x', revert: async () => void (await foeToken.update({ x })) };
      };
      return { ...c, edit };
    },
  },
  'cryture.opportunityAttack': {
    nothing: 'rolls the provoked enemy’s Basic Attack; its hits are applied, and undone, on that attack’s card',
  },
};

/** Cards the system posts on its own that change documents (start-of-turn automation). */
const AUTOMATIC: Record<string, () => Promise<UndoCase>> = {
  // A hitdice Resolve check rolled from its prompt (a roll request card): its changes are on the check's card.
  async 'hitdice.resolveCheck'() {
    await settings().set(SYSTEM_ID, 'skipRollDialog', true);
    const sorah = await makeActor({ name: 'Sorah' });
    standIn.actAs(gm);
    await enemyEffectAction(sorah);
    standIn.queueFaces(4);
    const check = await pressed(REQUEST_ROLL, lastMessage(), player, [sorah]);
    return { ...check, ruleset: 'hitdice', message: rollMessages().at(-1)! };
  },
  async 'countdown.deathClock'() {
    const dying = (await character(DYING, [], player, 'Dying')) as CountdownCharacter;
    standIn.actAs(gm);
    const before = snapshot([dying]);
    await tickDeathClock(dying);
    return { ruleset: 'countdown', message: lastMessage(), applier: gm, docs: [dying], before };
  },
};

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

async function prepare(key: string) {
  standIn.reset();
  clearScene();
  standIn.actAs(gm);
  await switchRuleset(key.slice(0, key.indexOf('.')) as RulesetId);
}

describe('the undo inventory', () => {
  it('every card button of every ruleset is undoable or says why there is nothing to undo', async () => {
    const buttons = [...registeredCardActions().keys()];
    expect(buttons.filter((k) => !Object.hasOwn(BUTTONS, k), 'buttons missing from the undo inventory')).toEqual([]);
    expect(Object.keys(BUTTONS).filter((k) => !buttons.includes(k), 'stale rows')).toEqual([]);
    for (const row of Object.values(BUTTONS)) if ('nothing' in row) expect(row.nothing.length).toBeGreaterThan(10);
    counter.figure(
      'undoable',
      Object.values(BUTTONS).filter((r) => 'undo' in r).length + Object.keys(AUTOMATIC).length,
    );
    counter.tick('inventory', buttons.length);
  });
});

describe('each undoable action: refused to others and to forgeries, refused after an edit, then exact', () => {
  beforeEach(() => clearScene());

  const cases = {
    ...Object.fromEntries(Object.entries(BUTTONS).flatMap(([k, r]) => ('undo' in r ? [[k, r.undo]] : []))),
    ...AUTOMATIC,
  };
  for (const [key, build] of Object.entries(cases)) {
    it(key, async () => {
      await prepare(key);
      await checkUndo(await build());
      counter.add('refused', 4);
      counter.tick('undone exactly');
    });
  }
});

describe('a record the GM refuses', () => {
  it('leaves the action done, says it cannot be undone, and records nothing', async () => {
    await prepare('countdown.applyHealing');
    const hero = (await character({ hp: { value: 8, max: 8 } })) as CountdownCharacter;
    standIn.actAs(player);
    const undo = new UndoRecorder();
    await undo.update(hero, { system: { hp: { value: 3 } } });
    // A card the GM does not know: the GM keeps no entry for it.
    expect(await undo.commit({ id: 'noSuchMessage000' }, 'MANIFOLD.countdown.undo.healing', { registry })).toBeNull();
    expect(standIn.notifications.at(-1)).toMatchObject({ level: 'warn' });
    expect(standIn.notifications.at(-1)!.message).toContain('could not be kept for Undo');
    expect(hero.system.hp.value).toBe(3);
    expect(entriesOf('noSuchMessage000')).toEqual([]);
    counter.add('refused');
  });
});
