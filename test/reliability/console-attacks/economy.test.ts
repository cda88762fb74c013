/**
 * Console attacks on the per-round economy. A player may write the Combatant of an actor they own
 * (its flags included), so a limit kept there could be reset from the browser console; a Combat only
 * a GM may update (the stand-in's README: BaseCombat permissions). Each test spends what a round
 * allows, then, as the player, writes their own combatant's flags where the economy used to live
 * and tries to write the Combat's; the Combat is refused, the combat document is unchanged and the
 * next spending is still refused. A new round still gives the economy back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import type { RulesetId } from '../../../src/foundry/ruleset';
import { combatantOf } from '../../../src/foundry/documents/combatant-of';
import { switchRuleset } from '../../foundry/boot';
// Relic
import { economyOf as relicEconomyOf } from '../../../src/rulesets/relic/combat/turn-state';
import { buildResonanceAction, counterstepAction, simpleAction } from '../../../src/rulesets/relic/flows/actions';
import { combatantFor, combatOf, seeker } from '../../relic/fixtures';
// Cryture
import { economyOf as crytureEconomyOf, spentFor } from '../../../src/rulesets/cryture/combat/turn-state';
import { opportunitiesUsed, opportunityCheck } from '../../../src/rulesets/cryture/combat/opportunity';
import { combatant } from '../../cryture/fixtures';
import { clearScene } from '../../cryture/fake-scene';
import { enlist, fakeCombat, startAt } from '../../cryture/fake-combat';
import { guardProvoked } from '../situations';
import { marksOf, prepareWorld, storedData } from './console';
import { entriesOf, UNDO } from '../../../src/foundry/chat/undo';
import { relayAs } from '../../foundry/undo-checks';
import { rollMessages } from '../situations';
import { target, useScene } from '../../cryture/fake-scene';
import { power } from '../../cryture/fixtures';
import { resolvedAttackRoll, usePower } from '../../cryture/rolls';
import { attackRollOf } from '../../../src/rulesets/cryture/chat/apply-hits';
import { engineRequest, type AttackRollRequest } from '../../../src/rulesets/cryture/dice/attack-roll';
import { planAttack } from '../../../src/rulesets/cryture/rules';
import { Board } from '../../../src/rulesets/cryture/canvas/board';

const { gm, player, other } = standIn.users;

/** What a console reaches: any flag of any document by name, and a raw update. */
interface ConsoleDocument {
  id: string | null;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  unsetFlag(scope: string, key: string): Promise<unknown>;
  update(data: object): Promise<unknown>;
  toObject(): unknown;
}
// fvtt-types: flag keys and update data are typed per document; a console names any key.
const raw = (doc: object) => doc as unknown as ConsoleDocument;
// fvtt-types: the stand-in's user is not User.Implementation.
const asUser = (user: object) => user as unknown as User.Implementation;

/** The world's cap on opportunity attacks a round (as the GM). */
async function opportunityLimit(limit: number): Promise<void> {
  standIn.actAs(gm);
  // fvtt-types: SettingConfig types `manifold.cryture.*`, not the namespace and key apart.
  await game.settings!.set('manifold' as never, 'cryture.opportunityAttacksPerRound' as never, limit as never);
}

const snapshot = storedData;

/**
 * As the player: resets their own combatant's `key` where the economy used to live (allowed: they
 * own it), then tries the Combat's, where it lives now (refused, and the Combat is unchanged).
 */
async function consoleReset(combat: object, mine: object, key: string, old: unknown, fresh: object): Promise<void> {
  const before = snapshot(combat);
  standIn.actAs(player);
  await raw(mine).setFlag('manifold', key, old);
  expect(raw(mine).getFlag('manifold', key)).toEqual(old);
  const id = raw(mine).id!;
  await expect(raw(combat).setFlag('manifold', key, { [id]: fresh })).rejects.toThrow('lacks permission');
  await expect(raw(combat).update({ [`flags.manifold.${key}.${id}`]: fresh })).rejects.toThrow('lacks permission');
  await expect(raw(combat).unsetFlag('manifold', key)).rejects.toThrow('lacks permission');
  await standIn.settled();
  expect(snapshot(combat)).toEqual(before);
}

async function prepare(ruleset: RulesetId): Promise<void> {
  standIn.reset();
  clearScene();
  standIn.actAs(gm);
  await switchRuleset(ruleset);
}

const lastNotice = () => standIn.notifications.at(-1)?.message;

describe('relic: the tracker is the Combat’s', () => {
  beforeEach(() => prepare('relic'));

  it('after a reset from the console a player still cannot take a second reaction this round', async () => {
    const oren = await seeker('Oren', {}, { owner: player });
    const mira = await seeker('Mira', { row: 'backline' }, { owner: other });
    const combat = combatOf([oren, mira]);
    const mine = combatantFor(combat, oren);
    standIn.actAs(player);
    expect(await counterstepAction(oren)).toBe(true);
    await standIn.settled();
    expect(relicEconomyOf(mine)).toEqual({ actions: 2, reactions: 0 });

    await consoleReset(combat, mine, 'relicEconomy', { actions: 2, reactions: 1 }, { actions: 2, reactions: 1 });
    const before = snapshot(combat);
    expect(relicEconomyOf(mine)).toEqual({ actions: 2, reactions: 0 });
    expect(await counterstepAction(oren)).toBe(false);
    expect(lastNotice()).toBe('The reaction for this round is already spent.');
    // Asking the GM directly, past the client's own check, is refused by the GM's.
    await expect(askGM(registry, 'relic', 'spend', { actorUuid: oren.uuid, reaction: 'snapShot' })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect(snapshot(combat)).toEqual(before);

    // A new round gives the reaction back.
    standIn.actAs(gm);
    await combat.startCombat();
    await standIn.settled();
    expect(relicEconomyOf(mine).reactions).toBe(1);
  });

  it('after a reset from the console a player still cannot spend a third action this turn', async () => {
    const oren = await seeker('Oren', { resonance: 1 }, { owner: player });
    const combat = combatOf([oren]);
    const mine = combatantFor(combat, oren);
    standIn.actAs(player);
    expect(await buildResonanceAction(oren)).toBe(true);
    await standIn.settled();
    expect(relicEconomyOf(mine)).toEqual({ actions: 0, reactions: 1 });

    await consoleReset(combat, mine, 'relicEconomy', { actions: 2, reactions: 1 }, { actions: 2, reactions: 1 });
    const before = [snapshot(combat), snapshot(oren)];
    expect(await buildResonanceAction(oren)).toBe(false);
    expect(await simpleAction(oren, 'defend')).toBe(false);
    expect(lastNotice()).toBe('That costs 1 actions and only 0 are left.');
    await expect(askGM(registry, 'relic', 'spend', { actorUuid: oren.uuid, action: 'defend' })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    await standIn.settled();
    expect([snapshot(combat), snapshot(oren)]).toEqual(before);
    expect(relicEconomyOf(mine)).toEqual({ actions: 0, reactions: 1 });
  });
});

describe('cryture: the actions and the opportunity attacks are the Combat’s', () => {
  beforeEach(() => prepare('cryture'));
  afterEach(() => opportunityLimit(0));

  it('after a reset from the console a player still cannot spend a spent Major or Minor Action', async () => {
    const ash = await combatant({ name: 'Ash', owner: player });
    const foe = await combatant({ name: 'Foe', type: 'cryture-npc' });
    const combat = fakeCombat();
    const [mine] = enlist(combat, ash, foe);
    startAt(combat, mine!);
    standIn.actAs(player);
    const spend = (kind: string) =>
      askGM(registry, 'cryture', 'spendAction', { combatId: combat.id, combatantId: mine!.id, what: { kind } });
    await spend('major');
    await spend('minor');
    await standIn.settled();
    expect(crytureEconomyOf(mine!)).toEqual({ major: false, minor: false });

    await consoleReset(combat, mine!, 'crytureEconomy', { major: true, minor: true }, { major: true, minor: true });
    const before = snapshot(combat);
    await expect(spend('major')).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await expect(spend('minor')).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await standIn.settled();
    expect(snapshot(combat)).toEqual(before);
    expect(crytureEconomyOf(mine!)).toEqual({ major: false, minor: false });

    // Ash's next turn gives both back (the foe's turn, then round 2).
    standIn.actAs(gm);
    await combat.nextTurn();
    await combat.nextTurn();
    await standIn.settled();
    expect(combat.combatant?.id).toBe(mine!.id);
    expect(crytureEconomyOf(mine!)).toEqual({ major: true, minor: true });
  });

  it('after a reset from the console a player still cannot exceed the round’s opportunity attacks', async () => {
    await opportunityLimit(1);
    const { guard, combat, message } = await guardProvoked();
    const mine = combatantOf(guard, combat)!;
    const ask = () => askGM(registry, 'cryture', 'opportunity', { messageId: message.id, attackerUuid: guard.uuid });
    standIn.actAs(other);
    await ask();
    await standIn.settled();
    expect(opportunitiesUsed(mine)).toBe(1);

    // The player is Player Two here (the guard's owner).
    standIn.actAs(other);
    const before = snapshot(combat);
    await raw(mine).setFlag('manifold', 'crytureOpportunities', 0);
    await expect(raw(combat).setFlag('manifold', 'crytureOpportunities', {})).rejects.toThrow('lacks permission');
    await expect(raw(combat).unsetFlag('manifold', 'crytureOpportunities')).rejects.toThrow('lacks permission');
    await expect(
      raw(combat).update({ [`flags.manifold.crytureOpportunities.${mine.id}`]: { count: 0 } }),
    ).rejects.toThrow('lacks permission');
    expect(opportunityCheck(message, guard.uuid, asUser(other))).toEqual({
      ok: false,
      key: 'MANIFOLD.cryture.refused.noOpportunityLeft',
    });
    await expect(ask()).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await standIn.settled();
    expect(snapshot(combat)).toEqual(before);
    expect(opportunitiesUsed(mine)).toBe(1);

    // A new round clears the count.
    standIn.actAs(gm);
    startAt(combat, combat.turns[0]!);
    await combat.nextRound();
    await standIn.settled();
    expect(opportunitiesUsed(mine)).toBe(0);
    expect(opportunityCheck(message, guard.uuid, asUser(other)).ok).toBe(true);
  });
});

/** Player One's Ash, on its turn, uses its `used`-th power on the foe beside it (the flow spends the action). */
async function ashStrikesFoe(items = [power('Strike')], used = 0) {
  const scene = useScene();
  const ash = await combatant({ name: 'Ash', owner: player, items });
  const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 6 } } });
  scene.place(ash, { x: 0, y: 0 });
  const foeToken = scene.place(foe, { x: 1, y: 0 }, { disposition: -1 });
  const combat = fakeCombat();
  const [mine] = enlist(combat, ash, foe);
  startAt(combat, mine!);
  standIn.actAs(player);
  target(foeToken);
  await usePower(ash, [...ash.items][used]!, { fastForward: true });
  await standIn.settled();
  return { ash, foe, combat, mine, card: rollMessages().at(-1)! };
}

/**
 * A card rolled from the console, past the flow that spends its action (or counts its opportunity
 * attack) first. The GM applies a power's card only against an action spent on that power this
 * turn, and an opportunity attack's only against one it counted this round; one spend pays for one
 * card.
 */
describe('cryture: a card is applied only when its action was spent', () => {
  beforeEach(() => prepareWorld('cryture'));
  afterEach(() => opportunityLimit(0));

  /** As `user`, from the console: the same attack rolled again and posted, spending nothing. */
  async function consoleRoll(user: object, actor: Actor.Implementation, request: AttackRollRequest) {
    standIn.actAs(user as never); // fvtt-types: the stand-in's user is not User.Implementation.
    const planned = planAttack(engineRequest(request));
    if (!planned.ok) throw new Error('the attack does not plan');
    const roll = await resolvedAttackRoll(request, actor.uuid);
    await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }) });
    await standIn.settled();
    return rollMessages().at(-1)!;
  }

  const apply = (message: ChatMessage.Implementation) =>
    askGM(registry, 'cryture', 'applyHits', { messageId: message.id });

  it('refuses a power’s card whose Major Action was never spent, and changes nothing', async () => {
    // Honest play: the flow spends the action, then the card is applied.
    const { ash, foe, combat, mine, card: honest } = await ashStrikesFoe();
    expect(crytureEconomyOf(mine!).major).toBe(false);
    await apply(honest);
    await standIn.settled();
    expect(marksOf(honest).toObject()).toMatchObject({ crytureApplied: true });
    // Its Undo gives the spent action back to that card: applied again, it still goes through.
    await relayAs(standIn.users.player, 'cryture', UNDO, { entryId: entriesOf(honest.id).at(-1)!.id });
    await standIn.settled();
    expect(marksOf(honest).toObject()).not.toMatchObject({ crytureApplied: true });
    expect(spentFor(mine!)).toEqual([[...ash.items][0]!.id]);
    standIn.actAs(player);
    await apply(honest);
    await standIn.settled();
    expect(marksOf(honest).toObject()).toMatchObject({ crytureApplied: true });

    expect(spentFor(mine!)).toEqual([]);

    // The same power rolled again from the console: no action spent for it.
    const forged = await consoleRoll(player, ash, attackRollOf(honest)!.request);
    const before = [storedData(ash), storedData(foe), storedData(combat), storedData(marksOf(forged))];
    await expect(apply(forged)).rejects.toThrow('MANIFOLD.cryture.refused.actionNotSpent');
    await standIn.settled();
    expect([storedData(ash), storedData(foe), storedData(combat), storedData(marksOf(forged))]).toEqual(before);
    expect(game.i18n!.localize('MANIFOLD.cryture.refused.actionNotSpent')).toMatch(/No action was spent/);
  });

  it('a Minor Action spent from the console does not pay for a Major power’s card', async () => {
    const { ash, foe, combat, mine, card } = await ashStrikesFoe(
      [power('Strike'), power('Jab', { action: 'minor' })],
      1,
    );
    const [strike, jab] = [...ash.items];
    const jabRequest = attackRollOf(card)!.request;

    // The spend names the Major power, but the action is a Minor one: refused.
    standIn.actAs(player);
    const ask = (itemId: string) =>
      askGM(registry, 'cryture', 'spendAction', {
        combatId: combat.id,
        combatantId: mine!.id,
        what: { kind: 'major' },
        itemId,
      });
    await expect(ask(jab!.id!)).rejects.toThrow('MANIFOLD.relay.notPermitted');
    await expect(ask('notAnItem000000')).rejects.toThrow('MANIFOLD.relay.notPermitted');
    // The Strike rolled from the console with the Jab's spend (its request is the Jab's, its item the Strike's).
    const forged = await consoleRoll(player, ash, { ...jabRequest, itemId: strike!.id! });
    const before = [storedData(ash), storedData(foe), storedData(combat)];
    await expect(apply(forged)).rejects.toThrow('MANIFOLD.cryture.refused.actionNotSpent');
    await standIn.settled();
    expect([storedData(ash), storedData(foe), storedData(combat)]).toEqual(before);
    expect(spentFor(mine!)).toEqual([jab!.id]);
  });

  it('refuses an opportunity attack’s card beyond the round’s limit, and changes nothing', async () => {
    await opportunityLimit(1);
    const { mover, guard, combat, message: prompt } = await guardProvoked();
    startAt(combat, combat.turns[0]!);
    const moverToken = Board.current()!.tokenOf(mover)!;
    const club = [...guard.items][0]!;

    // Honest play: the guard's owner rolls, the GM counts it, the card is applied.
    standIn.actAs(other);
    await usePower(guard, club, { opportunityAgainst: moverToken, fastForward: true });
    await askGM(registry, 'cryture', 'opportunity', { messageId: prompt.id, attackerUuid: guard.uuid });
    await standIn.settled();
    const honest = rollMessages().at(-1)!;
    await apply(honest);
    await standIn.settled();
    expect(opportunitiesUsed(combatantOf(guard, combat))).toBe(1);

    // A second one from the console: the GM will not count it, so its card is not applied.
    const forged = await consoleRoll(other, guard, attackRollOf(honest)!.request);
    await expect(
      askGM(registry, 'cryture', 'opportunity', { messageId: prompt.id, attackerUuid: guard.uuid }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    const before = [storedData(mover), storedData(guard), storedData(combat), storedData(marksOf(forged))];
    await expect(apply(forged)).rejects.toThrow('MANIFOLD.cryture.refused.opportunityNotCounted');
    await standIn.settled();
    expect([storedData(mover), storedData(guard), storedData(combat), storedData(marksOf(forged))]).toEqual(before);
  });
});

/**
 * Honest play across turns and rounds: the GM may press Apply after the turn or the round moved on.
 * The spend or the count that pays for a card stays until that card uses it.
 */
describe('cryture: a card paid for is applied later', () => {
  beforeEach(() => prepareWorld('cryture'));
  afterEach(() => opportunityLimit(0));

  it('a power’s card applied after its user’s next turn has started', async () => {
    const { combat, mine, card } = await ashStrikesFoe();

    // The foe's turn, then round 2 and Ash's turn again, before anyone presses Apply.
    standIn.actAs(gm);
    await combat.nextTurn();
    await combat.nextTurn();
    await standIn.settled();
    expect(combat.combatant?.id).toBe(mine!.id);
    standIn.actAs(player);
    await askGM(registry, 'cryture', 'applyHits', { messageId: card.id });
    await standIn.settled();
    expect(marksOf(card).toObject()).toMatchObject({ crytureApplied: true });
    expect(spentFor(mine!)).toEqual([]);
  });

  it('an opportunity attack counted in one round is applied in the next, and the new round’s limit is fresh', async () => {
    await opportunityLimit(1);
    const { mover, guard, combat, message: prompt } = await guardProvoked();
    startAt(combat, combat.turns[0]!);
    const moverToken = Board.current()!.tokenOf(mover)!;
    standIn.actAs(other);
    await usePower(guard, [...guard.items][0]!, { opportunityAgainst: moverToken, fastForward: true });
    await askGM(registry, 'cryture', 'opportunity', { messageId: prompt.id, attackerUuid: guard.uuid });
    await standIn.settled();
    const card = rollMessages().at(-1)!;

    standIn.actAs(gm);
    await combat.nextRound();
    await standIn.settled();
    const mine = combatantOf(guard, combat)!;
    expect(opportunitiesUsed(mine)).toBe(0);
    standIn.actAs(other);
    await askGM(registry, 'cryture', 'applyHits', { messageId: card.id });
    await standIn.settled();
    expect(marksOf(card).toObject()).toMatchObject({ crytureApplied: true });
    expect(opportunityCheck(prompt, guard.uuid, asUser(other)).ok).toBe(true);
  });
});
