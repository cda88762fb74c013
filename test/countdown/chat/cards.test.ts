/**
 * Every countdown Roll round-trips through a chat message (a reloaded log renders the same card
 * without rolling again) and escapes user text; spells trigger the components die and offer the
 * backlash table on a natural 1; contested checks go to the defender on a tie; every roll on the
 * sheet is a rollable with its exact odds for tooltips and macros.
 */
import { castSpell, rollContest, triggerItem } from '../rolls';
import { rollKey } from '../../foundry/roll-key';
import { visibilityOf } from '../../foundry/dialog-answers';
import { beforeEach, describe, expect, it } from 'vitest';
import { contestOdds } from '../../../src/rulesets/countdown/rules';
import { countdown } from '../../../src/rulesets/countdown';
import { contestDialog } from '../../../src/rulesets/countdown/flows/contest';
import { type CountdownItem } from '../../../src/rulesets/countdown/flows/countdown-dice';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownSpellRoll } from '../../../src/rulesets/countdown/dice/spell-roll';
import type { CountdownContestRoll } from '../../../src/rulesets/countdown/dice/contest-roll';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { answerDialog, character, classItem, gear, lastMessage, registry, skills } from '../fixtures';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';

const spell = (name: string, requiresComponents = true) => ({
  name,
  type: 'countdown-spell',
  system: { list: 'invoker', tier: 1, requiresComponents },
});

describe('cards', () => {
  beforeEach(() => standIn.reset());

  it('every Roll class is registered and round-trips through JSON to the same card', async () => {
    const names = (countdown.rolls ?? []).map((r) => (r as { name: string }).name);
    expect(new Set(names).size).toBe(14);
    for (const name of names) expect((CONFIG.Dice.rolls as { name: string }[]).some((r) => r.name === name)).toBe(true);
    const actor = await character({}, [gear('torch', 1, { lit: true })]);
    const torch = [...actor.items][0] as CountdownItem;
    standIn.queueFaces(1);
    await triggerItem(torch);
    const roll = rollOf(lastMessage())!;
    const html = await roll.render();
    const again = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as never) as unknown as typeof roll;
    expect(again.constructor).toBe(roll.constructor);
    expect(await again.render()).toBe(html);
  });

  it('escapes user text (item and character names)', async () => {
    const actor = await character({}, [gear('torch', 1, { lit: true })]);
    const torch = [...actor.items][0] as CountdownItem;
    await torch.update({ name: '<img src=x onerror=alert(1)>' } as never);
    standIn.queueFaces(3);
    await triggerItem(torch);
    const html = await rollOf(lastMessage())!.render();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src&#x3D;x');
  });
});

describe('spells', () => {
  beforeEach(() => standIn.reset());

  it('an Invoker’s spell check is Lore via Arcana; casting triggers the spell components die', async () => {
    const invoker = await character({ stats: { lore: 7 }, skills: skills(['arcana']) }, [
      classItem('invoker'),
      gear('spellComponentsPouch'),
      spell('Ember Lash'),
    ]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(9, 1);
    await castSpell(invoker, [...invoker.items].find((i) => i.name === 'Ember Lash') as never, { fastForward: true });
    const messages = [...game.messages!];
    const cast = rollOf<CountdownSpellRoll>(messages.at(-2) as never)!;
    expect(cast.resolved).toMatchObject({
      check: { difficulty: 6, natural: 9, outcome: 'pass' },
      triggerComponents: true,
    });
    const pouch = [...invoker.items].find((i) => i.name === 'Spell components pouch')!;
    expect((pouch.system as unknown as { countdown: { die: number } }).countdown.die).toBe(4);
  });

  it('a natural 1 offers the backlash table to its caster; with components exhausted, a component spell is refused', async () => {
    const invoker = await character({ stats: { lore: 7 } }, [
      classItem('invoker'),
      gear('spellComponentsPouch', 1, {
        countdown: { enabled: true, die: 0, resource: 'spellComponents', onTurn: false },
      }),
      spell('Ember Lash'),
      spell('Quiet Step', false),
    ]);
    standIn.actAs(standIn.users.player);
    expect(
      await castSpell(invoker, [...invoker.items].find((i) => i.name === 'Ember Lash') as never, { fastForward: true }),
    ).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toMatch(/components are exhausted/);
    standIn.queueFaces(1);
    const message = (await castSpell(invoker, [...invoker.items].find((i) => i.name === 'Quiet Step') as never, {
      fastForward: true,
    }))!;
    const html = document.createElement('div');
    html.innerHTML = await rollOf(message)!.render();
    await wireCardActions(registry, message, html, standIn.users.other as never);
    expect(html.querySelector('[data-action="countdown.backlash"]')).toBeNull();
    html.innerHTML = await rollOf(message)!.render();
    await wireCardActions(registry, message, html, standIn.users.player as never);
    expect(html.querySelector('[data-action="countdown.backlash"]')).not.toBeNull();
  });

  it('only Invokers and Seers cast', async () => {
    const rogue = await character({}, [classItem('rogue'), spell('Ember Lash', false)]);
    expect(
      await castSpell(rogue, [...rogue.items].find((i) => i.name === 'Ember Lash') as never, { fastForward: true }),
    ).toBeNull();
  });
});

describe('contested checks', () => {
  beforeEach(() => standIn.reset());

  it('both sides roll against their own Difficulty; the higher margin wins; a tie goes to the defender', async () => {
    const hero = await character(
      { stats: { vigor: 6 }, skills: skills(['athletics']) },
      [],
      standIn.users.player,
      'Hero',
    );
    const rival = await character({ stats: { vigor: 4 } }, [], standIn.users.other, 'Rival');
    const values = {
      skill: 'athletics',
      opponent: rival.id!,
      opponentSkill: 'athletics',
      opponentDifficulty: 10,
      defender: 'b',
    };
    const config = contestDialog(hero, 'athletics');
    expect(config.evaluate(values).odds).toEqual(
      contestOdds({
        a: { target: { stat: 'vigor', value: 6, trained: true }, advantages: [], disadvantages: [] },
        b: { target: { stat: 'vigor', value: 4, trained: false }, advantages: [], disadvantages: [] },
        defender: 'b',
      }),
    );
    // Hero: 10 vs Difficulty 8 (+2); Rival: 18 vs 16 (+2): a tie, to the defender.
    answerDialog(values);
    standIn.queueFaces(10, 18);
    await rollContest(hero, 'athletics', { fastForward: false });
    expect(rollOf<CountdownContestRoll>(lastMessage())!.resolved).toMatchObject({ winner: 'b', tiedToDefender: true });
    expect(dialogDefaults(config)).toMatchObject({ defender: 'b' });
  });
});

describe('Medicine on a targeted dying ally', () => {
  beforeEach(() => standIn.reset());

  it('is the check that offers to stabilize them', async () => {
    const patient = await character(
      { hp: { value: 0, max: 6 }, vitals: { status: 'dying', deathClock: 1, cause: '' } },
      [],
      standIn.users.other,
      'Patient',
    );
    const medic = await character({ stats: { lore: 6 }, skills: skills(['medicine']) });
    const user = game.user as unknown as { targets?: Set<unknown> };
    user.targets = new Set([{ actor: patient }]);
    standIn.queueFaces(15);
    await rollKey(medic, 'skill.medicine', { fastForward: true });
    delete user.targets;
    expect(rollOf(lastMessage())!.options.request).toMatchObject({
      stabilizeTarget: { uuid: patient.uuid, name: 'Patient' },
    });
  });
});

describe('rollables (roll buttons, odds tooltips, hotbar macros)', () => {
  beforeEach(() => standIn.reset());

  it('a countdown die’s button rolls it at once: no dialog, seen as the chat’s mode says', async () => {
    const actor = await character({}, [gear('torch', 1, { lit: true })]);
    const torch = [...actor.items][0]!;
    const { RollDialog } = await import('../../../src/foundry/rolls/roll-dialog');
    const prompt = RollDialog.prompt;
    RollDialog.prompt = () => Promise.reject(new Error('no dialog for a trigger'));
    try {
      standIn.queueFaces(1);
      await rollKey(actor, `countdown.${torch.id}`, { fastForward: false });
    } finally {
      RollDialog.prompt = prompt;
    }
    expect(rollOf(lastMessage())!.resolved).toMatchObject({ state: { die: 4 } });
    expect(visibilityOf(lastMessage())).toEqual({ whisper: [], blind: false });
  });

  it('list every skill, stat, weapon, spell, countdown die, rest and level up, each with exact odds where it has them', async () => {
    const actor = await character({}, [
      classItem('invoker'),
      gear('torch'),
      spell('Ember Lash'),
      { name: 'Staff', type: 'countdown-weapon', system: { catalogueId: 'staff', damage: 4 } },
    ]);
    const rollables = registry.rollablesOf(actor);
    const keys = rollables.map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('skill.'))).toHaveLength(15);
    expect(keys.filter((k) => k.startsWith('stat.'))).toHaveLength(6);
    expect(keys).toEqual(expect.arrayContaining(['contest', 'rest.short', 'rest.long', 'levelUp']));
    const torch = [...actor.items].find((i) => i.name === 'Torch')!;
    expect(rollables.find((r) => r.key === `countdown.${torch.id}`)!.odds!()!.headline.probability).toBeCloseTo(
      5 / 6,
      12,
    );
    for (const r of rollables) if (r.odds) expect(() => r.odds!()).not.toThrow();
    expect(
      registry.rollablesOf(
        await (Actor.create({ name: 'M', type: 'countdown-monster' } as never) as Promise<Actor.Implementation>),
      ),
    ).toEqual([]);
  });
});
