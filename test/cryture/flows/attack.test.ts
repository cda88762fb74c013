/**
 * Using a power: one pool per target from its own stat (CRY-1), situations counted once each
 * (CRY-2) — ticked, measured from the tokens, or from the target's types — the action and cost
 * spent, one roll with one card row per target, and exact odds in the dialog.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant, itemsOf, power, sys } from '../fixtures';
import { clearScene, FakeScene, target, useScene } from '../fake-scene';
import { enlist, fakeCombat, startAt } from '../fake-combat';
import { usePower } from '../rolls';
import {
  CrytureAttackRoll,
  engineRequest,
  type AttackRollRequest,
} from '../../../src/rulesets/cryture/dice/attack-roll';
import {
  CrytureRollDialog,
  groupedDialogContext,
  poolDialogConfig,
  requestWithValues,
} from '../../../src/rulesets/cryture/flows/pool-dialog';
import { answerNextRollDialog } from '../../foundry/dialog-answers';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';
import { VISIBILITY_FIELD } from '../../../src/foundry/rolls/visibility';
import { economyOf } from '../../../src/rulesets/cryture/combat/turn-state';
import { planAttack, type CombatantSnapshot } from '../../../src/rulesets/cryture/rules';
import { strike } from '../rules/fixtures';

const lastRoll = () => game.messages!.contents.at(-1)!.rolls[0] as unknown as CrytureAttackRoll;

async function arena() {
  const scene = useScene(new FakeScene());
  const ash = await combatant({
    name: 'Ash',
    owner: standIn.users.player,
    items: [power('Strike'), power('Bolt', { cost: { mana: 2 }, range: { form: 'ranged', x: 3 }, powerType: 'Fire' })],
  });
  const bandit = await combatant({
    name: 'Bandit',
    type: 'cryture-npc',
    system: { stats: { Defense: 6 }, weaknesses: 'Fire' },
  });
  const brute = await combatant({ name: 'Brute', type: 'cryture-npc', system: { stats: { Defense: 9 } } });
  const ally = await combatant({ name: 'Ally', type: 'cryture-npc' });
  const tokens = {
    ash: scene.place(ash, { x: 2, y: 2 }, { elevation: 5 }),
    bandit: scene.place(bandit, { x: 3, y: 2 }, { disposition: -1 }),
    brute: scene.place(brute, { x: 2, y: 3 }, { disposition: -1 }),
    ally: scene.place(ally, { x: 4, y: 2 }),
  };
  return { scene, ash, bandit, brute, tokens };
}

describe('using a power', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('rolls the largest pool once and reads each target’s first dice against its own difficulty (CRY-1)', async () => {
    const { ash, tokens } = await arena();
    standIn.actAs(standIn.users.player);
    target(tokens.bandit, tokens.brute);
    // Bandit: 3 + 2 = 5, +2 ally opposite, +2 higher elevation = 9 dice vs Defense 6.
    // Brute:  5, +2 higher elevation = 7 dice vs Defense 9 (no ally beyond it).
    standIn.queueFaces(10, 6, 5, 9, 1, 2, 10, 8, 3);
    await usePower(ash, itemsOf(ash)[0]!, { fastForward: true });
    const roll = lastRoll();
    expect(roll).toBeInstanceOf(CrytureAttackRoll);
    expect(roll.attack.faces).toEqual([10, 6, 5, 9, 1, 2, 10, 8, 3]);
    const [bandit, brute] = roll.attack.targets;
    expect(bandit!.pool.entries.map((e) => [e.part, e.dice])).toEqual([
      ['stats', 5],
      ['flanking', 2],
      ['higherElevation', 2],
    ]);
    expect(bandit).toMatchObject({ difficulty: 6, hits: 5, crits: 2 }); // 10, 6, 9, 10, 8
    expect(bandit!.settlement).toMatchObject({ totalHits: 7, landedHits: 7, damage: 14, outcome: 'hit' });
    expect(brute!.dice.map((d) => d.role)).toEqual(['crit', 'miss', 'miss', 'hit', 'miss', 'miss', 'crit']);
    expect(brute).toMatchObject({ difficulty: 9, hits: 3, crits: 2 });
    const html = await roll.render();
    expect(html.match(/class="cryture-target"/g)).toHaveLength(2);
    expect(html).toContain('9 dice vs 6');
    expect(html).toContain('7 dice vs 9');
  });

  it('rolls Foundry’s dice as the user configured them; the card’s roll holds each die the rules read, with its role', async () => {
    const { ash, tokens } = await arena();
    standIn.actAs(standIn.users.player);
    target(tokens.brute);
    // Brute: 5, +2 higher elevation = 7 dice vs Defense 9, entered by hand.
    standIn.setDiceMethod('d10', 'manual');
    standIn.enterResolverFaces(10, 9, 5, 9, 1, 2, 3);
    await usePower(ash, itemsOf(ash)[0]!, { fastForward: true });
    const roll = lastRoll();
    expect(roll.attack.faces).toEqual([10, 9, 5, 9, 1, 2, 3]);
    expect(roll.attack.targets[0]).toMatchObject({ hits: 3, crits: 1 });
    expect(roll.dice.flatMap((d) => d.results.map((r) => [r.result, d.options.flavor]))).toEqual(
      [10, 9, 5, 9, 1, 2, 3].map((face) => [face, 'attack']),
    );
    expect(roll.total).toBe(39);
  });

  it('counts each situation once however it comes: ticked, measured or from the target’s types (CRY-2)', async () => {
    const { ash, tokens } = await arena();
    target(tokens.bandit);
    const item = itemsOf(ash)[1]!; // Bolt: Fire, Ranged 3
    let captured: AttackRollRequest | null = null;
    standIn.queueFaces(...Array(11).fill(5));
    await usePower(ash, item, { fastForward: true });
    captured = lastRoll().request;
    // Measured: ally opposite and higher elevation; weak comes from the bandit's types.
    expect(captured.targets[0]!.situations).toEqual(['flanking', 'higherElevation']);
    const config = poolDialogConfig({ request: captured });
    const values = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
    const ticked = requestWithValues(captured, { ...values, t0_flanking: true, t0_cover: true, t0_distance: 5 });
    const planned = planAttack(engineRequest(ticked));
    if (!planned.ok) throw new Error('refused');
    expect(planned.plan.targets[0]!.pool.entries.map((e) => [e.part, e.dice])).toEqual([
      ['stats', 5],
      ['flanking', 2],
      ['higherElevation', 2],
      ['weak', 2],
      ['cover', -2],
      ['range', -2],
    ]);
    expect(config.fields.some((f) => f.name === 't0_weak')).toBe(false);
    // The dialog's line for the target names what made its dice, not just how many are left.
    const notes = config.evaluate({ ...values, t0_flanking: true, t0_cover: true, t0_distance: 5 }).notes ?? [];
    expect(notes.map((n) => n.value)).toContainEqual(
      expect.stringContaining('7 dice (5 + 2 flanking + 2 higher ground + 2 weak − 2 cover − 2 range) vs 6'),
    );
  });

  it('spends the action on the combatant and pays the cost; refuses out of turn and without Mana', async () => {
    const { ash, bandit, tokens } = await arena();
    const combat = fakeCombat();
    const [ashC, banditC] = enlist(combat, ash, bandit);
    startAt(combat, banditC!);
    standIn.actAs(standIn.users.player);
    target(tokens.bandit);
    const bolt = itemsOf(ash)[1]!;
    expect(await usePower(ash, bolt, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)?.message).toBe("It is not this combatant's turn.");
    startAt(combat, ashC!);
    standIn.queueFaces(...Array(11).fill(4));
    expect(await usePower(ash, bolt, { fastForward: true })).toBeInstanceOf(CrytureAttackRoll);
    expect(economyOf(ashC!)).toEqual({ major: false, minor: true });
    expect(sys(ash).mana.value).toBe(1);
    // The Major Action is gone and 1 Mana is not enough for Bolt.
    expect(await usePower(ash, bolt, { fastForward: true })).toBeNull();
    expect(game.messages!.contents.filter((m) => m.rolls.length)).toHaveLength(1);
  });

  it('fast-forwarded, a power whose dialog defaults are refused stops with the reason and rolls nothing', async () => {
    const { ash } = await arena();
    standIn.actAs(standIn.users.player);
    // Strike is a Melee power and nothing is targeted.
    target();
    expect(await usePower(ash, itemsOf(ash)[0]!, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'This power needs a target.' });
    expect(game.messages!.size).toBe(0);
  });

  it('through the dialog, chosen values the dialog refuses are not rolled: the reason is shown', async () => {
    const { ash, tokens } = await arena();
    standIn.actAs(standIn.users.player);
    target(tokens.bandit);
    answerNextRollDialog({ t0_distance: 9 }, CrytureRollDialog);
    expect(await usePower(ash, itemsOf(ash)[0]!)).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({
      level: 'warn',
      message: "The target is beyond the melee power's reach.",
    });
    expect(game.messages!.size).toBe(0);
  });

  it('a card survives a reload (JSON) and escapes names', async () => {
    const ash = await combatant({ name: '<img src=x onerror=alert(1)>', items: [power('<b>Strike</b>')] });
    const foe = await combatant({ name: 'Foe', type: 'cryture-npc', system: { stats: { Defense: 4 } } });
    const scene = useScene();
    scene.place(ash, { x: 0, y: 0 });
    target(scene.place(foe, { x: 1, y: 0 }, { name: '<i>Foe</i>', disposition: -1 }));
    standIn.queueFaces(1, 2, 3, 4, 5);
    await usePower(ash, itemsOf(ash)[0]!, { fastForward: true });
    const roll = lastRoll();
    const html = await roll.render();
    expect(html).not.toContain('<b>Strike');
    expect(html).not.toContain('<i>Foe');
    expect(html).toContain('&lt;i&gt;Foe');
    const again = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as never) as unknown as CrytureAttackRoll;
    expect(again.attack).toEqual(roll.attack);
    expect(await again.render()).toBe(html);
  });
});

describe('odds in the dialog', () => {
  const user: CombatantSnapshot = { id: 'u', stats: { A: 2, B: 1 }, statuses: {} };
  const melee = strike({ check: { kind: 'attack', pool: ['A', 'B'], difficulty: 'D' } });
  const request = (block: number): AttackRollRequest => ({
    userName: 'U',
    power: melee,
    lines: [],
    user,
    targets: [
      {
        snapshot: { id: 't', stats: { D: 7 }, statuses: { block: { stacks: block, turnEnds: 1 } } },
        name: 'T',
        situations: [],
        extraDice: 0,
      },
    ],
  });

  it('equal an enumeration of every roll: chance a hit lands after Block, and each number of hits', () => {
    for (const block of [0, 1, 3]) {
      const config = poolDialogConfig({ request: request(block) });
      const values = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
      const odds = config.evaluate({ ...values, t0_distance: 1 }).odds!;
      // 3 d10 against 7: faces 7–9 hit, 10 hits and crits (+1 hit); Block negates hits.
      let lands = 0;
      const byHits = [0, 0, 0, 0];
      for (let a = 1; a <= 10; a++)
        for (let b = 1; b <= 10; b++)
          for (let c = 1; c <= 10; c++) {
            const faces = [a, b, c];
            const hits = faces.filter((f) => f >= 7).length;
            const crits = faces.filter((f) => f === 10).length;
            byHits[hits]! += 1 / 1000;
            if (hits + crits - block > 0) lands += 1 / 1000;
          }
      expect(odds.headline.probability).toBeCloseTo(lands, 12);
      odds.bars.forEach((bar, hits) => expect(bar.probability).toBeCloseTo(byHits[hits]!, 12));
      const crits = config.evaluate({ ...values, chart: 'crits' }).odds!;
      expect(crits.bars.map((b) => b.probability)).toEqual(
        [0.729, 0.243, 0.027, 0.001].map((p) => expect.closeTo(p, 12)),
      );
    }
  });

  it('asks who sees the roll among the roll’s own options, under their heading', () => {
    for (const power of [melee, strike({})]) {
      const config = poolDialogConfig({ request: { ...request(0), power } });
      const { groups } = groupedDialogContext(config, dialogDefaults(config));
      const holding = groups.filter((g) => g.fields.some((f) => f.name === VISIBILITY_FIELD));
      expect(holding.map((g) => [g.id, g.label])).toEqual([['roll', 'Roll']]);
      expect(groups.filter((g) => g.id === 'roll')).toHaveLength(1);
    }
  });

  it('blocks rolling, with the engine’s reason, when the target is out of reach', () => {
    const config = poolDialogConfig({ request: request(0) });
    const values = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
    const evaluation = config.evaluate({ ...values, t0_distance: 3 });
    expect(evaluation.error).toBe("The target is beyond the melee power's reach.");
    expect(evaluation.odds).toBeNull();
  });
});
