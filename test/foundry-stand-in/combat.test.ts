/**
 * The stand-in's Combat runs the turn events the way Foundry v13 does (README: Combat turn events),
 * and only a GM may update it (README, the Combat rows: BaseCombat permissions).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerTestModels } from './test-model';

type AnyCombat = InstanceType<typeof import('./combat').StandInCombat>;

let events: string[];
let combat: AnyCombat;

function tracked(): AnyCombat {
  const c = new (Combat as unknown as new (d: object) => AnyCombat)({});
  Object.assign(c, {
    _onStartTurn: async (x: { name: string }, ctx: { round: number }) =>
      void events.push(`start ${x.name} r${ctx.round}`),
    _onEndTurn: async (x: { name: string }) => void events.push(`end ${x.name}`),
    _onStartRound: async (ctx: { round: number }) => void events.push(`start round ${ctx.round}`),
    _onEndRound: async (ctx: { round: number }) => void events.push(`end round ${ctx.round}`),
  });
  return c;
}

beforeEach(() => {
  standIn.reset();
  events = [];
  combat = tracked();
  combat.addCombatants([
    { name: 'Ada', initiative: 20 },
    { name: 'Bo', initiative: 10 },
    { name: 'Cy', initiative: 5 },
  ]);
});
afterEach(() => standIn.reset());

const names = () => combat.turns.map((c) => c.name);

describe('Combat turn events (Foundry v13 client/documents/combat.mjs)', () => {
  it('a new combat has no turn; startCombat begins round 1 at the first turn with the round events', async () => {
    expect(combat.turn).toBeNull();
    expect(combat.started).toBe(false);
    await combat.startCombat();
    expect(combat.combatant?.name).toBe('Ada');
    expect(events).toEqual(['end round 0', 'start round 1', 'start Ada r1']);
  });

  it('nextTurn ends the current turn and starts the next; past the last it ends and starts a round', async () => {
    await combat.startCombat();
    events = [];
    await combat.nextTurn();
    await combat.nextTurn();
    await combat.nextTurn();
    expect(events).toEqual([
      'end Ada',
      'start Bo r1',
      'end Bo',
      'start Cy r1',
      'end Cy',
      'end round 1',
      'start round 2',
      'start Ada r2',
    ]);
  });

  it('a combatant update that re-sorts keeps the turn index, so the newcomer at it starts a turn', async () => {
    await combat.startCombat();
    await combat.nextTurn(); // Bo's turn, index 1
    events = [];
    const cy = combat.turns[2]!;
    await cy.update({ initiative: 15 });
    expect(names()).toEqual(['Ada', 'Cy', 'Bo']);
    expect(combat.turn).toBe(1);
    expect(combat.combatant?.name).toBe('Cy');
    expect(events).toEqual(['end Bo', 'start Cy r1']);
  });

  it('turnEvents: false re-sorts with no events; combatTurn moves the index with the update', async () => {
    await combat.startCombat();
    await combat.nextTurn();
    events = [];
    const cy = combat.turns[2]!;
    await combat.updateEmbeddedDocuments('Combatant', [{ _id: cy.id, initiative: 15 }], {
      turnEvents: false,
      combatTurn: 2,
    });
    expect(events).toEqual([]);
    expect(combat.combatant?.name).toBe('Bo');
  });

  it('combatTurnChange fires on every client; the turn events only on the active GM', async () => {
    await combat.startCombat();
    events = [];
    const seen: unknown[] = [];
    const listener = (...args: unknown[]) => void seen.push(args);
    Hooks.on('combatTurnChange' as never, listener as never);
    // A player advancing: Foundry's server lets them only on their turn; here we watch whose client runs what.
    standIn.actAs(standIn.users.player);
    await (combat as unknown as { _manageTurnEvents(): Promise<void> })._manageTurnEvents();
    expect(events).toEqual([]);
    expect(seen).toHaveLength(1);
    Hooks.off('combatTurnChange' as never, listener as never);
  });

  it('rollInitiative writes every roll in one batch with turnEvents: false', async () => {
    await combat.startCombat();
    events = [];
    const [late] = combat.addCombatants([{ name: 'Dee' }]);
    standIn.queueFaces(20);
    await combat.rollInitiative(late!.id, { formula: '1d20+5' });
    expect(late!.initiative).toBe(25);
    expect(names()[0]).toBe('Dee');
    expect(events).toEqual([]);
  });
});

describe('who may update a Combat (BaseCombat permissions: GMs only)', () => {
  beforeAll(registerTestModels);

  it('a player may write the Combatant of an actor they own, but not the Combat, its flags included', async () => {
    const { gm, player } = standIn.users;
    const actor = (await Actor.create({
      name: 'Mine',
      type: 'stand-in-test',
      ownership: { [player.id]: 3 },
    } as never)) as unknown as object;
    const [mine] = combat.addCombatants([{ name: 'Mine', actor }]);
    standIn.actAs(player);
    await mine!.setFlag('manifold', 'note', 1);
    expect(mine!.getFlag('manifold', 'note')).toBe(1);
    await expect(combat.setFlag('manifold', 'note', 1)).rejects.toThrow('lacks permission');
    await expect(combat.update({ 'flags.manifold.note': 1 })).rejects.toThrow('lacks permission');
    expect(combat.getFlag('manifold', 'note')).toBeUndefined();
    standIn.actAs(gm);
    await combat.setFlag('manifold', 'note', 2);
    expect(combat.getFlag('manifold', 'note')).toBe(2);
  });
});
