/**
 * DIF-6 through the flows: an Unconscious character's check, extended-task roll (a contest too) and
 * Reaction talent are refused with the reason, the GM may override; "End the scene" reaches the
 * synthetic actors of the viewed scene's unlinked tokens.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rollCheck, rollTask } from '../rolls';
import { endScene, sceneActors } from '../../../src/rulesets/difference/flows/scene';
import { storedState } from '../../../src/rulesets/difference/flows/task';
import { hero, taskOn } from '../fixtures';

const dialogs = foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown };
const REFUSED = 'An Unconscious character makes no checks and takes no actions or Reactions.';
const lastWarning = () => standIn.notifications.at(-1)?.message;

describe('DIF-6 the Unconscious make no checks', () => {
  beforeEach(() => standIn.reset());

  it('an extended-task roll is refused with the reason and the task is untouched; awake, it rolls', async () => {
    const { actor, item } = await taskOn({ model: 'persistence', successThreshold: 2 });
    standIn.actAs(standIn.users.gm);
    await actor.toggleStatusEffect('unconscious', { active: true });
    standIn.actAs(standIn.users.player);
    const before = storedState(item);
    expect(await rollTask(item, { fastForward: true })).toBeNull();
    expect(lastWarning()).toBe(REFUSED);
    expect(storedState(item)).toEqual(before);
    standIn.actAs(standIn.users.gm);
    await actor.toggleStatusEffect('unconscious', { active: false });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(90);
    expect(await rollTask(item, { fastForward: true })).not.toBeNull();
  });

  it('a contest (contested task) is refused too; the GM may override, and declining keeps the refusal', async () => {
    const { actor, item } = await taskOn({ model: 'contested', successThreshold: 2 });
    standIn.actAs(standIn.users.gm);
    await actor.toggleStatusEffect('unconscious', { active: true });
    dialogs.nextAnswer = false;
    expect(await rollTask(item, { fastForward: true })).toBeNull();
    expect(lastWarning()).toBe(REFUSED);
    dialogs.nextAnswer = true;
    standIn.queueFaces(90, 10);
    expect(await rollTask(item, { fastForward: true })).not.toBeNull();
  });

  it('a check: refused for the player; the GM may let it through', async () => {
    const sleeper = await hero({ owner: standIn.users.player, conditions: [{ id: 'unconscious' }] });
    standIn.actAs(standIn.users.player);
    expect(await rollCheck(sleeper, { attribute: 'agility', skill: 'athletics' }, { fastForward: true })).toBeNull();
    expect(lastWarning()).toBe(REFUSED);
    standIn.actAs(standIn.users.gm);
    dialogs.nextAnswer = true;
    standIn.queueFaces(50);
    expect(
      await rollCheck(sleeper, { attribute: 'agility', skill: 'athletics' }, { fastForward: true }),
    ).not.toBeNull();
  });
});

describe('DIF-6 "End the scene" reaches every actor in it', () => {
  beforeEach(() => standIn.reset());

  it('Empowered ends on an unlinked token’s synthetic actor too', async () => {
    standIn.actAs(standIn.users.gm);
    const linked = await hero({ name: 'Ilsa', conditions: [{ id: 'empowered' }] });
    // An unlinked token's actor is synthetic: made from the prototype, not in game.actors.
    const synthetic = new Actor({
      name: 'Orc',
      type: 'difference-npc',
      system: {},
      effects: [{ name: 'empowered', statuses: ['empowered'] }],
    } as never) as Actor.Implementation;
    expect(game.actors!.contents).not.toContain(synthetic);
    const previous = game.scenes;
    (game as unknown as { scenes: unknown }).scenes = {
      viewed: {
        tokens: [
          { actorLink: false, actor: synthetic },
          { actorLink: true, actor: linked },
        ],
      },
    };
    try {
      expect(sceneActors()).toEqual([linked, synthetic]);
      expect(await endScene()).toBe(2);
      expect(linked.statuses.has('empowered')).toBe(false);
      expect(synthetic.statuses.has('empowered')).toBe(false);
    } finally {
      (game as unknown as { scenes: unknown }).scenes = previous;
    }
  });
});
