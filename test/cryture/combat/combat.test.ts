/**
 * Combat by the cryture rules: initiative as the sum of (Speed + Reflexes)d10 with roll-offs among
 * the tied (CRY-3), also against totals rolled earlier; a combatant joining a running combat rolls
 * at once and acts right away if it beats the next combatant; actions spent only by the owner, on
 * its own turn, through the GM.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant } from '../fixtures';
import { enlist, fakeCombat, scriptUniform, startAt, type FakeCombat } from '../fake-combat';
import {
  rollInitiative,
  rollInitiativeAsGM,
  trackerExtras,
  onRoundStart,
} from '../../../src/rulesets/cryture/combat/rules';
import { economyOf, writeEconomy } from '../../../src/rulesets/cryture/combat/turn-state';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import type { CrytureInitiativeRoll } from '../../../src/rulesets/cryture/dice/initiative-roll';

const order = (combat: FakeCombat) => combat.turns.map((c) => c.name);
const lastInitiative = () => game.messages!.contents.at(-1)!.rolls[0] as unknown as CrytureInitiativeRoll;

async function three() {
  const a = await combatant({ name: 'A', owner: standIn.users.player, system: { speed: 2, reflexes: 1 } });
  const b = await combatant({ name: 'B', type: 'cryture-npc', system: { speed: 1, reflexes: 1 } });
  const c = await combatant({ name: 'C', type: 'cryture-npc', system: { speed: 1, reflexes: 2 } });
  const combat = fakeCombat();
  return { combat, actors: [a, b, c], combatants: enlist(combat, a, b, c) };
}

/** A 27, B 10 and C 3 rolled, and A's turn running: B is next. */
async function underway(): Promise<FakeCombat> {
  const { combat, combatants } = await three();
  const restore = scriptUniform(9, 9, 9, 5, 5, 1, 1, 1);
  await rollInitiativeAsGM(
    combat,
    combatants.map((c) => c.id!),
  );
  restore();
  startAt(combat, combatants[0]!);
  return combat;
}

/** D joins the running combat and rolls these faces; returns what restores the dice. */
async function join(combat: FakeCombat, system: { speed: number; reflexes: number }, ...faces: number[]) {
  const d = await combatant({ name: 'D', type: 'cryture-npc', system });
  const restore = scriptUniform(...faces);
  await combat.createEmbeddedDocuments('Combatant', [{ actorId: d.id }] as never);
  await standIn.settled();
  return restore;
}

describe('initiative (CRY-3)', () => {
  let done: (() => void) | null = null;
  beforeEach(() => standIn.reset());
  afterEach(() => {
    done?.();
    done = null;
  });

  it('sums each pool, orders highest first and breaks a tie with roll-offs among the tied only', async () => {
    const { combat, combatants } = await three();
    // A 3 dice: 6+6+3 = 15; B 2 dice: 9+6 = 15; C 3 dice: 2+2+1 = 5; A–B roll off 4–4, then 2–7.
    done = scriptUniform(6, 6, 3, 9, 6, 2, 2, 1, 4, 4, 2, 7);
    await rollInitiativeAsGM(
      combat,
      combatants.map((c) => c.id!),
    );
    expect(combatants.map((c) => c.initiative)).toEqual([15, 15, 5]);
    expect(order(combat)).toEqual(['B', 'A', 'C']);
    const roll = lastInitiative();
    expect(roll.initiative.rollOffs).toEqual([
      { among: [combatants[0]!.id, combatants[1]!.id], faces: { [combatants[0]!.id!]: 4, [combatants[1]!.id!]: 4 } },
      { among: [combatants[0]!.id, combatants[1]!.id], faces: { [combatants[0]!.id!]: 2, [combatants[1]!.id!]: 7 } },
    ]);
    expect(roll.dice.flatMap((d) => d.results.map((r) => r.result))).toEqual([6, 6, 3, 9, 6, 2, 2, 1, 4, 4, 2, 7]);
    const html = await roll.render();
    expect(html).toContain('Roll-offs');
    expect(html.indexOf('>B<')).toBeLessThan(html.indexOf('>A<'));
    // No one's roll: the message speaks as its title, not as the GM who rolled it.
    expect(game.messages!.contents.at(-1)!.speaker.alias).toBe('Initiative');
  });

  it('rolls Foundry’s dice as the user configured them: each pool and each roll-off round entered by hand', async () => {
    const { combat, combatants } = await three();
    standIn.setDiceMethod('d10', 'manual');
    // A 6+6+3 = 15, B 9+6 = 15, C 2+2+1 = 5; then A and B roll off 4 against 2.
    standIn.enterResolverFaces(6, 6, 3, 9, 6, 2, 2, 1, 4, 2);
    await rollInitiativeAsGM(
      combat,
      combatants.map((c) => c.id!),
    );
    expect(combatants.map((c) => c.initiative)).toEqual([15, 15, 5]);
    expect(order(combat)).toEqual(['A', 'B', 'C']);
    const roll = lastInitiative();
    expect(roll.dice.flatMap((d) => d.results.map((r) => [r.result, d.options.flavor]))).toEqual([
      ...[6, 6, 3, 9, 6, 2, 2, 1].map((face) => [face, 'initiative']),
      [4, 'rollOff'],
      [2, 'rollOff'],
    ]);
    expect(roll.total).toBe(41);
  });

  it('a total tying one rolled earlier is rolled off against it too', async () => {
    const { combat, combatants } = await three();
    done = scriptUniform(4, 4, 4); // A alone: 12
    await rollInitiativeAsGM(combat, [combatants[0]!.id!]);
    done();
    done = scriptUniform(8, 4, 1, 1, 1, 3, 9); // B 12 ties A: roll-off A 3, B 9; C 3
    await rollInitiativeAsGM(combat, [combatants[1]!.id!, combatants[2]!.id!]);
    expect(order(combat)).toEqual(['B', 'A', 'C']);
  });

  it('a player’s roll goes to the GM for combatants the player owns only', async () => {
    const { combat, combatants } = await three();
    standIn.actAs(standIn.users.player);
    await expect(
      askGM(registry, 'cryture', 'rollInitiative', { combatId: combat.id, ids: [combatants[1]!.id] }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    done = scriptUniform(5, 5, 5);
    await rollInitiative(combat, [combatants[0]!.id!]);
    expect(combatants[0]!.initiative).toBe(15);
    expect(combatants[1]!.initiative).toBeNull();
  });

  it('a combatant joining mid-combat rolls at once and, beating the next one, acts right after this turn', async () => {
    const combat = await underway();
    done = await join(combat, { speed: 3, reflexes: 0 }, 10, 10, 10); // 30: higher than everyone, so it acts next, before B
    expect(lastInitiative().initiative.join).toEqual({ id: expect.any(String), position: 0, actsNow: true });
    expect(game.messages!.contents.at(-1)!.speaker.alias).toBe('Initiative: joining the combat');
    expect(order(combat)).toEqual(['A', 'D', 'B', 'C']);
    combat.round = 2;
    await onRoundStart(combat);
    expect(order(combat)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('a joiner lower than the next combatant takes its place in the order', async () => {
    const combat = await underway();
    done = await join(combat, { speed: 1, reflexes: 0 }, 4);
    expect(lastInitiative().initiative.join?.actsNow).toBe(false);
    expect(order(combat)).toEqual(['A', 'B', 'D', 'C']);
  });
});

describe('actions on the combatant', () => {
  beforeEach(() => standIn.reset());

  it('only the owner, on its own turn, with the action left, may spend it', async () => {
    const { combat, combatants } = await three();
    const [a, b] = combatants;
    startAt(combat, b!);
    standIn.actAs(standIn.users.player);
    const spend = (id: string, what: unknown) =>
      askGM(registry, 'cryture', 'spendAction', { combatId: combat.id, combatantId: id, what });
    await expect(spend(a!.id!, { kind: 'major' })).rejects.toThrow('notPermitted'); // not A's turn
    await expect(spend(b!.id!, { kind: 'major' })).rejects.toThrow('notPermitted'); // not the player's
    startAt(combat, a!);
    await spend(a!.id!, { basic: 'move' });
    await spend(a!.id!, { basic: 'move' }); // the second Move uses the Major Action
    expect(economyOf(a!)).toEqual({ major: false, minor: false });
    await expect(spend(a!.id!, { kind: 'minor' })).rejects.toThrow('notPermitted');
    await expect(spend(a!.id!, { kind: 'sleep' })).rejects.toThrow('notPermitted');
    const extras = trackerExtras(a!)!.html;
    expect(extras).toContain('pip-major spent');
    expect(extras).toContain('pip-minor spent');
  });

  it('a Concentrated Action takes the whole turn by default, or the Major Action where the world says so', async () => {
    const { combat, combatants } = await three();
    const [a] = combatants;
    startAt(combat, a!);
    await askGM(registry, 'cryture', 'spendAction', {
      combatId: combat.id,
      combatantId: a!.id,
      what: { kind: 'concentrated' },
    });
    expect(economyOf(a!)).toEqual({ major: false, minor: false });
    await writeEconomy(a!, { major: true, minor: true });
    await game.settings!.set('manifold' as never, 'cryture.concentratedCost' as never, 'major' as never);
    await askGM(registry, 'cryture', 'spendAction', {
      combatId: combat.id,
      combatantId: a!.id,
      what: { kind: 'concentrated' },
    });
    expect(economyOf(a!)).toEqual({ major: false, minor: true });
    await game.settings!.set('manifold' as never, 'cryture.concentratedCost' as never, 'majorAndMinor' as never);
  });
});
