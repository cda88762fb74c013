/**
 * Rules the engine knew and the flows now apply: "Resolve below 2 keeps a character out of social
 * encounters" (an Influence roll, or one marked social; the GM may override), HD-11 no Resolve
 * checks while collapsed, HD-12 a Rest that leaves a collapsed character collapsed, and HD-10 an
 * NPC's stage read from its own maximum on its sheet data.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { actionDialogConfig, type ActionSource } from '../../../src/rulesets/hitdice/flows/action';
import { pendingCheckOf } from '../../../src/rulesets/hitdice/flows/resolve';
import { enemyEffectAction, recoverAction, wakeAction } from '../../../src/rulesets/hitdice/flows/universal';
import { cardText } from '../../foundry/cards';
import {
  bootHitdice,
  goblinAttack,
  lastMessage,
  makeActor,
  messages,
  registry,
  rollActionWith,
  sys,
} from '../fixtures';
import { defendAgainst, rollResolveCheck } from '../rolls';

beforeAll(bootHitdice);

const dialogs = foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown };
const lastWarning = () => standIn.notifications.at(-1)?.message;

const rollWith = rollActionWith;

const influence: ActionSource = { kind: 'skill', skill: 'influence', label: 'Influence' };
const lore: ActionSource = { kind: 'skill', skill: 'lore', label: 'Lore' };

describe('Resolve below 2: no social encounters', () => {
  beforeEach(() => standIn.reset());

  it('an Influence roll at Resolve 1 is refused with the reason; at 2 it rolls', async () => {
    standIn.actAs(standIn.users.player);
    const sorah = await makeActor({ system: { resolve: { value: 1 } } });
    const before = messages().length;
    expect(await rollWith(sorah, influence)).toBeNull();
    expect(lastWarning()).toBe('A character below 2 Resolve cannot take part in social encounters.');
    expect(messages()).toHaveLength(before);
    standIn.actAs(standIn.users.gm);
    await sorah.update({ 'system.resolve.value': 2 } as never);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(5, 5, 5);
    expect(await rollWith(sorah, influence)).not.toBeNull();
  });

  it('a roll marked social in its dialog is refused too; unmarked, the same skill rolls', async () => {
    standIn.actAs(standIn.users.player);
    const sorah = await makeActor({ system: { resolve: { value: 1 } } });
    const field = actionDialogConfig(sorah, lore, roundStateOf(sorah)).fields.find((f) => f.name === 'social');
    expect(field).toMatchObject({ kind: 'checkbox', value: false, label: 'MANIFOLD.hitdice.dialog.social' });
    expect(actionDialogConfig(sorah, influence, roundStateOf(sorah)).fields.some((f) => f.name === 'social')).toBe(
      false,
    );
    expect(await rollWith(sorah, lore, { social: true })).toBeNull();
    standIn.queueFaces(5, 5, 5);
    expect(await rollWith(sorah, lore)).not.toBeNull();
  });

  it('the GM may override (asked to confirm); declining keeps the refusal', async () => {
    standIn.actAs(standIn.users.gm);
    const sorah = await makeActor({ system: { resolve: { value: 1 } } });
    dialogs.nextAnswer = false;
    expect(await rollWith(sorah, influence)).toBeNull();
    dialogs.nextAnswer = true;
    standIn.queueFaces(5, 5, 5);
    expect(await rollWith(sorah, influence)).not.toBeNull();
  });
});

describe('HD-11 collapse is not rolled out of', () => {
  beforeEach(() => standIn.reset());

  it('a hit on a collapsed character raises no Resolve check, and none can be rolled', async () => {
    const bram = await makeActor({ name: 'Bram', system: { level: 3, body: { value: 8 }, resolve: { value: 0 } } });
    expect(sys(bram).state.life).toBe('collapsed');
    const message = await goblinAttack([bram], [6]);
    standIn.actAs(standIn.users.player);
    await defendAgainst(message, bram, { fastForward: true });
    // Collapse takes every defense roll (the table's penalty): the hit's dice are lost, no die rolled.
    expect(sys(bram).body.value).toBeLessThan(8);
    expect(pendingCheckOf(bram)).toBeNull();
    standIn.actAs(standIn.users.player);
    expect(await rollResolveCheck(bram, { fastForward: true })).toBeNull();
    expect(lastWarning()).toContain('A collapsed character makes no Resolve checks');
    expect(sys(bram).resolve.value).toBe(0);
  });

  it('the GM’s enemy effect raises no check on a collapsed character either', async () => {
    const bram = await makeActor({ name: 'Bram', system: { resolve: { value: 0 } } });
    standIn.actAs(standIn.users.gm);
    await enemyEffectAction(bram);
    expect(pendingCheckOf(bram)).toBeNull();
  });
});

describe('HD-12 a Rest does not end a Collapse', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  type Sheet = {
    render(o?: unknown): Promise<unknown>;
    clickAction(t: HTMLElement): Promise<void>;
    element: HTMLElement;
  };
  async function restButton(actor: Actor.Implementation) {
    const Sheet = registry.get('hitdice').Actor[actor.type as string]!.sheet as unknown as new (o: unknown) => Sheet;
    const sheet = new Sheet({ document: actor });
    await sheet.render(true);
    return { sheet, button: sheet.element.querySelector<HTMLElement>('[data-action="rest"]')! };
  }
  const statuses = (actor: Actor.Implementation) => [...(actor as unknown as { statuses: Set<string> }).statuses];
  // Level 3: Proficiency 2.
  const collapsedBram = () =>
    makeActor({ name: 'Bram', system: { level: 3, body: { value: 4 }, resolve: { value: 0 }, rushUsed: true } });

  it('the sheet’s Rest gives the hit dice, not the Resolve: still collapsed, and the card says so', async () => {
    const bram = await collapsedBram();
    const { sheet, button } = await restButton(bram);
    await sheet.clickAction(button);
    expect(sys(bram)).toMatchObject({ body: { value: 6 }, resolve: { value: 0 }, restsToday: 1, rushUsed: false });
    expect(sys(bram).state.life).toBe('collapsed');
    expect(statuses(bram)).toEqual(['collapsed']);
    const text = await cardText(lastMessage());
    expect(text).toContain('Body: 4 → 6');
    expect(text).not.toContain('Resolve: 0 → 1');
    expect(text).toContain('Bram is still collapsed: a Rest does not wake them.');
  });

  it('the Rest button says so while the character is collapsed, and only then', async () => {
    const { button } = await restButton(await collapsedBram());
    expect(button.textContent).toContain('Rest (stays collapsed)');
    const collapsedHint =
      'A Rest regains hit dice but no Resolve while collapsed: the character wakes when the GM ends the collapse, or at a Recover.';
    // The hint comes first; the count of rests taken today follows it, as on every Rest button.
    expect(button.dataset.tooltip).toBe(`${collapsedHint} Rests taken today: 0 of 2`);
    const awake = (await restButton(await makeActor({ system: { resolve: { value: 2 } } }))).button;
    expect(awake.textContent).not.toContain('stays collapsed');
    expect(awake.dataset.tooltip).toBe('Rests taken today: 0 of 2');
  });

  it('after the Rest, the GM’s Wake or a Recover ends the collapse as before', async () => {
    const bram = await collapsedBram();
    const ilse = await makeActor({ name: 'Ilse', system: { level: 3, body: { value: 4 }, resolve: { value: 0 } } });
    for (const actor of [bram, ilse]) {
      const { sheet, button } = await restButton(actor);
      await sheet.clickAction(button);
      expect(sys(actor)).toMatchObject({ resolve: { value: 0 }, state: { life: 'collapsed' } });
    }
    standIn.actAs(standIn.users.gm);
    await wakeAction(bram);
    expect(await cardText(lastMessage())).toContain('Resolve: 0 → 1');
    expect(sys(bram)).toMatchObject({ resolve: { value: 1 }, state: { life: 'active' } });
    expect(statuses(bram)).toEqual([]);
    standIn.actAs(standIn.users.player);
    dialogs.nextAnswer = true; // a safe space
    await recoverAction(ilse);
    expect(sys(ilse)).toMatchObject({ body: { value: 8 }, resolve: { value: 5 }, state: { life: 'active' } });
  });
});

describe('HD-10 an NPC’s stage counts from its own maximum', () => {
  beforeEach(() => standIn.reset());

  it('a level-1 NPC at Resolve 1 of 1 is Full, with its one defense roll', async () => {
    standIn.actAs(standIn.users.gm);
    const goblin = await makeActor({
      name: 'Goblin',
      type: 'hitdice-npc',
      owner: standIn.users.gm,
      system: { level: 1 },
    });
    expect(sys(goblin).state).toMatchObject({ resolve: 1, resolveMax: 1, stage: { id: 'full' } });
    expect(sys(goblin).defenseRolls).toBe(1);
  });
});
