/**
 * The one roll pipeline: build → configure → evaluate (each die the rules ask for drawn from
 * Foundry, in order, only when asked) → commit → post, with `manifold.<step>` hooks that may stop
 * the roll before anything is paid or posted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { die, dice, type Resolution } from '../../../src/core/dice';
import { noChoices, runRoll, type MadeRoll, type RollPlan } from '../../../src/foundry/rolls/pipeline';
import { rollOfRecordedDice } from '../../../src/foundry/rolls/foundry-dice';

boot();

interface Hit {
  natural: number;
  damage: number[];
}

/** d20 against 10; 2d6 damage only on a hit. */
function* attack({ ac }: { ac: number }): Resolution<Hit> {
  const natural = yield* die(20, 'attack');
  return { natural, damage: natural >= ac ? yield* dice(2, 6, 'damage') : [] };
}

function plan(paid: MadeRoll[] = [], pays = true): RollPlan<{ ac: number }, Hit> {
  return {
    kind: 'test.attack',
    actor: null,
    dialog: noChoices('Probe'),
    request: () => ({ ac: 10 }),
    resolve: attack,
    mostDice: 3,
    async commit(made) {
      paid.push(made);
      return pays;
    },
    chatRoll: (made) =>
      rollOfRecordedDice(Roll, made.dice, { ruleset: 'relic', request: made.request, outcome: made.result }),
  };
}

const messages = () => game.messages!.contents.length;

describe('runRoll', () => {
  beforeEach(() => standIn.reset());

  it('draws each die the rules ask for, records them as the roll’s terms in order, pays, then posts', async () => {
    standIn.queueFaces(14, 3, 5);
    const paid: MadeRoll[] = [];
    const done = (await runRoll(plan(paid), { fastForward: true }))!;
    expect(done.made.result).toEqual({ natural: 14, damage: [3, 5] });
    expect(done.made.dice.map((d) => [d.faces, d.result, d.flavor])).toEqual([
      [20, 14, 'attack'],
      [6, 3, 'damage'],
      [6, 5, 'damage'],
    ]);
    expect(paid).toHaveLength(1);
    const posted = done.message.rolls[0]!;
    expect(posted.dice.flatMap((d) => d.results.map((r) => r.result))).toEqual([14, 3, 5]);
  });

  it('asks for no damage dice on a miss', async () => {
    standIn.queueFaces(4);
    const done = (await runRoll(plan(), { fastForward: true }))!;
    expect(done.made.dice).toHaveLength(1);
    expect(done.made.result.damage).toEqual([]);
  });

  it('posts nothing when the cost cannot be paid', async () => {
    standIn.queueFaces(14, 3, 5);
    const before = messages();
    expect(await runRoll(plan([], false), { fastForward: true })).toBeNull();
    expect(messages()).toBe(before);
  });

  it('stops when the build refused (null plan) or a hook returns false, before anything is paid or posted', async () => {
    expect(await runRoll(null, { fastForward: true })).toBeNull();
    for (const step of ['manifold.build', 'manifold.configure', 'manifold.evaluate'] as const) {
      const paid: MadeRoll[] = [];
      const id = Hooks.on(step, () => false);
      try {
        standIn.queueFaces(14, 3, 5);
        const before = messages();
        expect(await runRoll(plan(paid), { fastForward: true })).toBeNull();
        expect([step, paid.length, messages()]).toEqual([step, 0, before]);
      } finally {
        Hooks.off(step, id);
        standIn.reset(); // the faces a stopped roll never drew
      }
    }
  });

  it('tells the commit and post hooks what was made and posted', async () => {
    const seen: string[] = [];
    const commit = Hooks.on('manifold.commit', (p, made) => void seen.push(`commit ${p.kind} ${made.dice.length}`));
    const post = Hooks.on('manifold.post', (p, _made, message) => void seen.push(`post ${p.kind} ${message.id}`));
    try {
      standIn.queueFaces(2);
      const done = (await runRoll(plan(), { fastForward: true }))!;
      expect(seen).toEqual(['commit test.attack 1', `post test.attack ${done.message.id}`]);
    } finally {
      Hooks.off('manifold.commit', commit);
      Hooks.off('manifold.post', post);
    }
  });

  it('posts the plan’s own message data, and to the GMs alone when the plan says so', async () => {
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2);
    const done = (await runRoll(
      {
        ...plan(),
        messageData: () => ({ speaker: { alias: 'The table' }, flags: { manifold: { probe: 1 } } }),
        gmOnly: true,
      },
      { fastForward: true },
    ))!;
    expect(done.message.speaker?.alias).toBe('The table');
    expect((done.message.flags as Record<string, Record<string, unknown>>).manifold?.probe).toBe(1);
    const gms = game.users!.filter((u) => u.isGM).map((u) => u.id);
    expect([...(done.message.whisper ?? [])].sort()).toEqual(gms.sort());
  });

  it('refuses a resolution that asks for more dice than it may', async () => {
    standIn.queueFaces(14, 3, 5);
    await expect(runRoll({ ...plan(), mostDice: 2 }, { fastForward: true })).rejects.toThrow('more than 2 dice');
  });
});
