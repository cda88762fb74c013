/**
 * The sheet's buttons: Rest, Recover, Rush, Steady, Defend, Stabilize (through the GM, since the
 * dying ally is not the roller's), Affinity awarded by the GM and shared through the GM — with
 * the refused cases: not the GM, not the owner, not what the rules allow, a forged request.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { shareAffinityQuery, stabilizeQuery } from '../../../src/rulesets/hitdice/chat/queries';
import { gainAffinityAction, shareAffinityAction } from '../../../src/rulesets/hitdice/flows/affinity';
import { stabilizeAction } from '../rolls';
import {
  defendAction,
  newDayAction,
  recoverAction,
  restAction,
  rushAction,
  steadyAction,
} from '../../../src/rulesets/hitdice/flows/universal';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { cardText } from '../../foundry/cards';
import { activeCombat } from '../../foundry/test-combat';
import { bootHitdice, lastMessage, makeActor, registry, sys } from '../fixtures';

beforeAll(async () => {
  await bootHitdice();
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
});

const DialogV2 = foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown; drawn: HTMLElement[] };
/** A name that is markup: drawn as HTML it would run script. */
const HOSTILE = '<img src=x onerror="alert(1)">';

describe('rest and recovery', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('Rest: Proficiency HD and 1 Resolve, short-rest abilities and Rush/Steady reset; at most 2 a day', async () => {
    const sorah = await makeActor({
      system: { level: 5, body: { value: 4 }, resolve: { value: 3 }, rushUsed: true },
      items: [
        { name: 'Bulwark', type: 'hitdice-ability', system: { recharge: 'rest', used: true } },
        { name: 'Miracle', type: 'hitdice-ability', system: { recharge: 'recover', used: true } },
      ],
    });
    await restAction(sorah);
    expect(sys(sorah)).toMatchObject({ body: { value: 7 }, resolve: { value: 4 }, restsToday: 1, rushUsed: false });
    expect((sorah.items.getName('Bulwark')!.system as unknown as { used: boolean }).used).toBe(false);
    expect((sorah.items.getName('Miracle')!.system as unknown as { used: boolean }).used).toBe(true);
    expect(await cardText(lastMessage())).toContain('Body: 4 → 7');
    expect(await cardText(lastMessage())).toContain('1 ability reset'); // Bulwark, worded for one
    await restAction(sorah);
    await restAction(sorah);
    expect(sys(sorah).restsToday).toBe(2);
    expect(standIn.notifications.at(-1)).toMatchObject({ level: 'warn', message: 'At most 2 Rests per day.' });
    standIn.actAs(standIn.users.gm);
    await newDayAction(sorah);
    expect(sys(sorah).restsToday).toBe(0);
  });

  it('Recover needs a safe space; then every HD, all Resolve, the armor layer and every ability', async () => {
    const sorah = await makeActor({
      system: { level: 5, body: { value: 2 }, resolve: { value: 1 }, armor: { value: 0 } },
      items: [
        { name: 'Mail', type: 'hitdice-armor', system: { kind: 'medium', equipped: true } },
        { name: 'Miracle', type: 'hitdice-ability', system: { recharge: 'recover', used: true } },
      ],
    });
    DialogV2.nextAnswer = false;
    await recoverAction(sorah);
    expect(standIn.notifications.at(-1)!.message).toBe('Recover requires a safe space.');
    expect(sys(sorah).body.value).toBe(2);
    DialogV2.nextAnswer = true;
    await recoverAction(sorah);
    expect(sys(sorah)).toMatchObject({ body: { value: 12 }, resolve: { value: 5 }, armor: { value: 2 } });
    expect((sorah.items.getName('Miracle')!.system as unknown as { used: boolean }).used).toBe(false);
  });

  it('Rush and Steady trade Resolve and hit dice without a check, once per Rest', async () => {
    const sorah = await makeActor({ system: { level: 5, body: { value: 4 }, resolve: { value: 3 } } });
    await rushAction(sorah);
    expect(sys(sorah)).toMatchObject({ body: { value: 7 }, resolve: { value: 2 }, rushUsed: true });
    expect(sorah.getFlag('manifold' as never, 'hitdiceCheck' as never)).toBeUndefined(); // "no check"
    await rushAction(sorah);
    expect(standIn.notifications.at(-1)!.message).toBe('Rush has been used since the last Rest.');
    await steadyAction(sorah);
    expect(sys(sorah)).toMatchObject({ body: { value: 4 }, resolve: { value: 3 }, steadyUsed: true });
  });

  it('Defend raises a 2d6 Guard layer, once; in combat it takes one of the turn’s actions', async () => {
    const sorah = await makeActor();
    const combat = activeCombat([sorah]);
    standIn.actAs(standIn.users.gm);
    await combat.startCombat();
    standIn.actAs(standIn.users.player);
    await defendAction(sorah);
    expect(sys(sorah).guard).toEqual({ value: 2, max: 2 });
    expect(roundStateOf(sorah).economy!.actionsUsed).toBe(1);
    await defendAction(sorah);
    expect(standIn.notifications.at(-1)!.message).toBe('The Guard is already up.');
    await rushAction(sorah); // body is full: refused before taking an action
    expect(standIn.notifications.at(-1)!.message).toBe('Hit dice are already full.');
  });
});

describe('Stabilize (through the GM)', () => {
  beforeEach(() => standIn.reset());

  async function scene() {
    const healer = await makeActor({ name: 'Ilse', system: { level: 1 } });
    const ally = await makeActor({
      name: 'Bram',
      owner: standIn.users.other,
      system: { body: { value: 0 }, resolve: { value: 3 } },
    });
    return { healer, ally };
  }

  it('a successful Basic roll by the healer marks the dying ally they do not own', async () => {
    const { healer, ally } = await scene();
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2); // Basic 2+: one success is enough
    const message = await stabilizeAction(healer, { fastForward: true, target: { uuid: ally.uuid, name: 'Bram' } });
    expect(message).toBeTruthy();
    expect(sys(ally).stabilized).toBe(true);
    expect(await cardText(lastMessage())).toContain('Bram is stabilized');
  });

  it('the pick between dying allies shows their names as text, never as markup', async () => {
    const healer = await makeActor({ name: 'Ilse', system: { level: 1 } });
    for (const name of [HOSTILE, 'Bram']) {
      await makeActor({ name, owner: standIn.users.other, system: { body: { value: 0 }, resolve: { value: 3 } } });
    }
    standIn.actAs(standIn.users.player);
    await stabilizeAction(healer, { fastForward: true });
    const dialog = DialogV2.drawn.at(-1)!;
    expect(dialog.querySelector('img')).toBeNull();
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual([HOSTILE, 'Bram']);
  });

  it('refuses a failed roll, a roll by someone else, and a second use', async () => {
    const { healer, ally } = await scene();
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(1);
    const failed = await stabilizeAction(healer, { fastForward: true, target: { uuid: ally.uuid, name: 'Bram' } });
    expect(sys(ally).stabilized).toBe(false);
    // The GM reads the failure from its own copy of the dice.
    await expect(stabilizeQuery.permitted({ messageId: failed!.id! }, standIn.users.player as never)).rejects.toThrow(
      'MANIFOLD.hitdice.replay.notMet',
    );
    standIn.queueFaces(6);
    const made = await stabilizeAction(healer, { fastForward: true, target: { uuid: ally.uuid, name: 'Bram' } });
    // Another player cannot claim the roll, and it cannot be used twice.
    expect(await stabilizeQuery.permitted({ messageId: made!.id! }, standIn.users.other as never)).toBe(false);
    expect(await stabilizeQuery.permitted({ messageId: made!.id! }, standIn.users.player as never)).toBe(false);
    standIn.actAs(standIn.users.player);
    await expect(askGM(registry, 'hitdice', 'stabilize', { messageId: made!.id! })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
  });
});

describe('Affinity dice', () => {
  beforeEach(() => standIn.reset());

  it('the GM awards them (at most Proficiency a day, at most Level stored); players may not', async () => {
    const sorah = await makeActor({ system: { level: 3, affinity: { stored: 2, gainedToday: 1 } } });
    standIn.actAs(standIn.users.player);
    await gainAffinityAction(sorah);
    expect(sys(sorah).affinity.stored).toBe(2);
    expect(standIn.notifications.at(-1)!.message).toBe('Only the GM can do that.');
    standIn.actAs(standIn.users.gm);
    await gainAffinityAction(sorah);
    expect(sys(sorah).affinity).toMatchObject({ stored: 3, gainedToday: 2 });
    await gainAffinityAction(sorah);
    expect(standIn.notifications.at(-1)!.message).toBe('At most 2 Affinity dice gained per day (0 left).');
  });

  it('a player shares any number with an ally through the GM, never more than they hold or the ally can store', async () => {
    const giver = await makeActor({ name: 'Sorah', system: { level: 5, affinity: { stored: 3 } } });
    const ally = await makeActor({
      name: 'Bram',
      owner: standIn.users.other,
      system: { level: 2, affinity: { stored: 1 } },
    });
    standIn.actAs(standIn.users.player);
    await shareAffinityAction(giver, { receiverUuid: ally.uuid, count: 1 });
    expect(sys(giver).affinity.stored).toBe(2);
    expect(sys(ally).affinity.stored).toBe(2);
    await shareAffinityAction(giver, { receiverUuid: ally.uuid, count: 1 });
    expect(standIn.notifications.at(-1)!.message).toBe('The ally has room for 0 more Affinity dice.');
    // Refused at the GM, whatever the client claims: not the giver's owner, more than held, a bad count.
    const payload = { giverUuid: giver.uuid, receiverUuid: ally.uuid, count: 1 };
    expect(
      shareAffinityQuery.permitted(
        { ...payload, giverUuid: ally.uuid, receiverUuid: giver.uuid },
        standIn.users.player as never,
      ),
    ).toBe(false);
    expect(shareAffinityQuery.permitted({ ...payload, count: 9 }, standIn.users.player as never)).toBe(false);
    expect(shareAffinityQuery.permitted({ ...payload, count: 0.5 }, standIn.users.player as never)).toBe(false);
    standIn.actAs(standIn.users.other);
    await expect(askGM(registry, 'hitdice', 'shareAffinity', payload)).rejects.toThrow('MANIFOLD.relay.notPermitted');
    expect(sys(giver).affinity.stored).toBe(2);
  });

  it('the ally picker shows the allies’ names as text, never as markup', async () => {
    const giver = await makeActor({ name: 'Sorah', system: { level: 5, affinity: { stored: 3 } } });
    await makeActor({ name: HOSTILE, owner: standIn.users.other, system: { level: 2 } });
    standIn.actAs(standIn.users.player);
    await shareAffinityAction(giver);
    const dialog = DialogV2.drawn.at(-1)!;
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('option')!.textContent).toBe(HOSTILE);
  });
});

describe('the GM’s macro API', () => {
  beforeEach(() => standIn.reset());

  it('game.manifold.hitdice.newDayForAll resets every character’s day, for the GM only', async () => {
    const a = await makeActor({ system: { restsToday: 2, affinity: { stored: 1, gainedToday: 1 } } });
    const api = (game as unknown as { manifold: { hitdice: { newDayForAll(): Promise<void> } } }).manifold.hitdice;
    standIn.actAs(standIn.users.player);
    await api.newDayForAll();
    expect(sys(a).restsToday).toBe(2);
    standIn.actAs(standIn.users.gm);
    await api.newDayForAll();
    expect(sys(a)).toMatchObject({ restsToday: 0, affinity: { stored: 1, gainedToday: 0 } });
  });
});
