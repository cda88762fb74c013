import { beforeEach, describe, expect, it } from 'vitest';
import { cardFor, setSetting, taskOn } from '../fixtures';
import { abandon } from '../../../src/rulesets/difference/flows/roll-task';
import { rollTask } from '../rolls';
import { storedState } from '../../../src/rulesets/difference/flows/task';
import { DifferenceTaskRoll } from '../../../src/rulesets/difference/dice/task-roll';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';

const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;

async function rollAll(item: Item.Implementation, faces: number[][]) {
  const rolls: DifferenceTaskRoll[] = [];
  for (const f of faces) {
    standIn.queueFaces(...f);
    rolls.push((await rollTask(item, { fastForward: true }))!);
  }
  return rolls;
}

describe('extended tasks (§1.5) as Items', () => {
  beforeEach(async () => {
    standIn.reset();
    await setSetting('contestedTie', 'continue');
    standIn.actAs(standIn.users.player);
  });

  it('persistence: failures only cost time; success at the threshold, with the elapsed time on the card', async () => {
    const { item } = await taskOn({ model: 'persistence', successThreshold: 2 });
    const rolls = await rollAll(item, [[51], [50], [99]]);
    expect(storedState(item)).toMatchObject({ rolls: 3, successes: 2, status: 'completed' });
    const html = await rolls[2]!.render();
    expect(html).toContain('6 days spent (3 rolls)');
    expect(html).toContain('Completed');
    standIn.queueFaces(99);
    expect(await rollTask(item, { fastForward: true })).toBeNull();
  });

  it('persistence never fails by itself; giving up ends it', async () => {
    const { item } = await taskOn({ model: 'persistence', successThreshold: 3 });
    await rollAll(item, [[1], [1], [1], [1]]);
    expect(storedState(item).status).toBe('ongoing');
    await abandon(item);
    expect(storedState(item).status).toBe('abandoned');
  });

  it('complications: each failure is one; the Failure Threshold first fails the task', async () => {
    const { item } = await taskOn({ model: 'complications', successThreshold: 3, failureThreshold: 2 });
    const rolls = await rollAll(item, [[60], [10], [20]]);
    expect(storedState(item)).toMatchObject({ successes: 1, complications: 2, status: 'failed' });
    expect(await rolls[1]!.render()).toContain('Complication');
    const { item: other } = await taskOn({ model: 'complications', successThreshold: 2, failureThreshold: 2 });
    await rollAll(other, [[10], [60], [70]]);
    expect(storedState(other)).toMatchObject({ successes: 2, complications: 1, status: 'completed' });
  });

  it('a mechanical Complication imposes a Minor Setback on later rolls of the task', async () => {
    const { item } = await taskOn({
      model: 'complications',
      successThreshold: 3,
      failureThreshold: 3,
      complicationSetback: true,
    });
    const [first, second] = await rollAll(item, [[10], [62]]);
    expect(first!.resolved.check.assessment.tn).toBe(51);
    expect(second!.resolved.check.assessment.tn).toBe(63);
    expect(second!.resolved.check.outcome).toBe('failure');
  });

  it('time limit: the vault — 5 successes within 5 rolls, or it fails', async () => {
    const { item } = await taskOn({
      model: 'timeLimit',
      successThreshold: 5,
      maxRolls: 5,
      interval: { amount: 1, unit: 'minutes' },
    });
    await rollAll(item, [[90], [90], [90], [90], [90]]);
    expect(storedState(item).status).toBe('completed');
    const { item: late } = await taskOn({ model: 'timeLimit', successThreshold: 2, maxRolls: 2 });
    await rollAll(late, [[90], [10]]);
    expect(storedState(late)).toMatchObject({ rolls: 2, successes: 1, status: 'failed' });
  });

  it('contested: both roll each interval (character, then opponent); the first to the threshold wins', async () => {
    const opponent = { name: 'Rival smith', attributeScore: 2, skillScore: 3 };
    const { item } = await taskOn({ model: 'contested', successThreshold: 2, opponentThreshold: 2, opponent });
    const rolls = await rollAll(item, [
      [60, 10],
      [60, 90],
    ]);
    expect(storedState(item)).toMatchObject({ successes: 2, opponentSuccesses: 1, status: 'completed' });
    expect(await rolls[1]!.render()).toContain('Rival smith');
    const { item: lost } = await taskOn({ model: 'contested', successThreshold: 2, opponentThreshold: 1, opponent });
    await rollAll(lost, [[10, 90]]);
    expect(storedState(lost).status).toBe('failed');
  });

  it('contested: a simultaneous finish rolls on by default, and is a draw when the world says so', async () => {
    const opponent = { name: 'Rival', attributeScore: 2, skillScore: 3 };
    const { item } = await taskOn({ model: 'contested', successThreshold: 1, opponentThreshold: 1, opponent });
    await rollAll(item, [[90, 90]]);
    expect(storedState(item)).toMatchObject({ status: 'ongoing', tieBreak: true });
    await rollAll(item, [[90, 10]]);
    expect(storedState(item).status).toBe('completed');
    standIn.actAs(standIn.users.gm);
    await setSetting('contestedTie', 'draw');
    standIn.actAs(standIn.users.player);
    const { item: drawn } = await taskOn({ model: 'contested', successThreshold: 1, opponentThreshold: 1, opponent });
    await rollAll(drawn, [[90, 90]]);
    expect(storedState(drawn).status).toBe('drawn');
  });

  it('Determined on a task roll re-reads that interval as a success, only while it is the latest roll', async () => {
    const { actor, item } = await taskOn({ model: 'complications', successThreshold: 2, failureThreshold: 3 }, [
      { id: 'determined' },
    ]);
    await rollAll(item, [[10]]);
    expect(storedState(item).complications).toBe(1);
    const card = await cardFor(lastMessage(), standIn.users.player);
    card.querySelector<HTMLElement>('[data-action="difference.determined"]')!.click();
    await standIn.settled();
    expect(storedState(item)).toMatchObject({ successes: 1, complications: 0 });
    expect(actor.statuses.has('determined')).toBe(false);
  });

  it('a task not held by a character cannot be rolled', async () => {
    standIn.actAs(standIn.users.gm);
    const loose = (await Item.create({ name: 'Loose', type: 'difference-task' } as never)) as Item.Implementation;
    expect(await rollTask(loose, { fastForward: true })).toBeNull();
    expect(standIn.notifications.at(-1)?.message).toMatch(/character/);
  });

  it('with the world setting on, each task roll advances the world clock by one interval, once', async () => {
    const advanced: number[] = [];
    (game as unknown as { time: unknown }).time = { advance: async (s: number) => advanced.push(s) };
    const { item } = await taskOn({ model: 'persistence', successThreshold: 3 });
    await rollAll(item, [[90]]);
    expect(advanced).toEqual([]);
    standIn.actAs(standIn.users.gm);
    await setSetting('advanceWorldTime', true);
    standIn.actAs(standIn.users.player);
    await rollAll(item, [[90]]);
    expect(advanced).toEqual([2 * 86400]);
    const message = lastMessage();
    await expect(askGM(registry, 'difference', 'advanceTime', { messageId: message.id })).rejects.toThrow();
    standIn.actAs(standIn.users.other);
    await expect(askGM(registry, 'difference', 'advanceTime', { messageId: message.id })).rejects.toThrow();
    expect(advanced).toHaveLength(1);
    standIn.actAs(standIn.users.gm);
    await setSetting('advanceWorldTime', false);
  });
});
