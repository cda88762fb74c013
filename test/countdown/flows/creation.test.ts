/**
 * Character creation on the sheet (3d6 six times with the reroll-all rule, or the array; starting
 * HP from the class die, +2 for a Dwerrow), what a class, ancestry or background dropped from the
 * compendiums grants (trained skills, abilities, starting gear, the Crawling Kit unpacked, the
 * background's coin), and level up (class HP die, +1 stat, a new skill, a talent at 3/5/7/9).
 */
import { rollStartingHp, rollStatsFor, levelUpCharacter } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { applyStats, useArray } from '../../../src/rulesets/countdown/flows/creation';
import { levelUpDialog, ROLL_TALENT } from '../../../src/rulesets/countdown/flows/level-up';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownStatsRoll } from '../../../src/rulesets/countdown/dice/creation-rolls';
import { slotUsage, lineForRef, CRAWLING_KIT } from '../../../src/rulesets/countdown/rules';
import { ancestryItem, answerDialog, backgroundItem, character, classItem, lastMessage, openSheet } from '../fixtures';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';

const { DialogV2 } = foundry.applications.api as unknown as {
  DialogV2: { nextAnswer: unknown; drawn: HTMLElement[] };
};

async function drop(
  actor: Actor.Implementation,
  data: { name: string; type: string; system: Record<string, unknown> },
) {
  const item = (await Item.create(data as never)) as Item.Implementation;
  const sheet = await openSheet(actor);
  await sheet._onDropItem(new Event('drop'), item);
}

const catalogueIds = (actor: Actor.Implementation) =>
  [...actor.items]
    .map((i) => (i.system as unknown as { catalogueId: string }).catalogueId)
    .filter(Boolean)
    .sort();
const trainedFrom = (actor: Actor.Implementation) =>
  Object.fromEntries(
    Object.entries((actor.system as unknown as { skills: Record<string, { trained: boolean; source: string }> }).skills)
      .filter(([, v]) => v.trained)
      .map(([k, v]) => [k, v.source]),
  );

describe('stats', () => {
  beforeEach(() => standIn.reset());

  it('rolls 3d6 six times; a set with no 7+ is discarded and all six rerolled', async () => {
    const actor = await character({ creation: { method: '', pool: [], done: false, hpRolled: false } });
    standIn.actAs(standIn.users.player);
    // First set: every stat 3–6 (no 7+), then a set with 12, 8, 9, 9, 15, 4.
    standIn.queueFaces(
      1,
      1,
      1,
      2,
      2,
      2,
      1,
      2,
      3,
      2,
      2,
      2,
      1,
      1,
      4,
      1,
      1,
      1,
      4,
      4,
      4,
      2,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      6,
      5,
      4,
      1,
      2,
      1,
    );
    await rollStatsFor(actor);
    const roll = rollOf<CountdownStatsRoll>(lastMessage())!;
    expect(roll.resolved.sets.map((s) => s.discarded)).toEqual([true, false]);
    expect(roll.formula.split(' + ')).toEqual(Array(12).fill('3d6[stat]'));
    expect(actor.system.creation).toMatchObject({ method: 'roll', pool: [12, 8, 9, 9, 15, 4] });
    // 15 is above the 1–10 scale: assigned, it is capped at 10.
    await applyStats(actor, { vigor: 4, reflex: 0, wits: 1, resolve: 2, presence: 3, lore: 5 });
    expect(actor.system.stats).toEqual({ vigor: 10, reflex: 10, wits: 8, resolve: 9, presence: 9, lore: 4 });
  });

  it('or assigns the array 8/7/6/5/4/3, each value once', async () => {
    const actor = await character();
    await useArray(actor);
    expect(actor.system.creation.pool).toEqual([8, 7, 6, 5, 4, 3]);
    await applyStats(actor, { vigor: 0, reflex: 0, wits: 1, resolve: 2, presence: 3, lore: 4 });
    expect(standIn.notifications.at(-1)!.message).toMatch(/each stat exactly once/);
    await applyStats(actor, { vigor: 5, reflex: 0, wits: 1, resolve: 2, presence: 3, lore: 4 });
    expect(actor.system.stats).toEqual({ vigor: 3, reflex: 8, wits: 7, resolve: 6, presence: 5, lore: 4 });
  });

  it('the sheet’s Apply button reads the assignment', async () => {
    const actor = await character();
    await useArray(actor);
    const sheet = await openSheet(actor);
    const selects = [...sheet.element.querySelectorAll<HTMLSelectElement>('[data-assign]')];
    expect(selects).toHaveLength(6);
    selects.forEach((s, i) => (s.value = String(5 - i)));
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="applyStats"]')!);
    expect(actor.system.stats).toEqual({ vigor: 3, reflex: 4, wits: 5, resolve: 6, presence: 7, lore: 8 });
  });
});

describe('what a dropped class, ancestry and background grant', () => {
  beforeEach(() => standIn.reset());

  it('a Warden: trained skills, the class kit and the Crawling Kit unpacked; 7 slots for the kit with its backpack free', async () => {
    const actor = await character({ stats: { vigor: 5 } });
    await drop(actor, classItem('warden'));
    expect(trainedFrom(actor)).toEqual({ athletics: 'class', endurance: 'class', fortitude: 'class' });
    expect(catalogueIds(actor)).toEqual(
      [
        'backpack',
        'chainmail',
        'flintAndSteel',
        'grapplingHook',
        'ironSpikes',
        'longsword',
        'rations',
        'rope',
        'shield',
        'torch',
      ].sort(),
    );
    const torch = [...actor.items].find((i) => i.name === 'Torch')!.system as unknown as {
      quantity: number;
      countdown: { die: number };
    };
    expect(torch).toMatchObject({ quantity: 2, countdown: { die: 8 } });
    // The same lines the engine counts: longsword 1, shield 1, chainmail 2, kit 7 − free backpack.
    const expected = slotUsage(5, [
      { slots: 1, quantity: 1 },
      { slots: 1, quantity: 1 },
      { slots: 2, quantity: 1 },
      ...CRAWLING_KIT.contents.map(lineForRef),
    ]);
    expect(actor.system.derived.slots.used).toBe(expected.used);
    // 1 + 1 + 2 + 7: at Vigor 5 (capacity 10) a Warden starts one slot over.
    expect(actor.system.derived.slots).toMatchObject({ used: 11, capacity: 10, over: 1 });
    expect((await openSheet(actor)).partsHTML.inventory).toContain('Over capacity by 1');
  });

  it('an Invoker chooses a Lore-based skill; a second class replaces the first’s skills and grants no more gear', async () => {
    const actor = await character();
    DialogV2.nextAnswer = 'medicine';
    await drop(actor, classItem('invoker'));
    expect(trainedFrom(actor)).toEqual({ arcana: 'class', history: 'class', medicine: 'classChoice' });
    const count = actor.items.size;
    await drop(actor, classItem('scout'));
    expect(trainedFrom(actor)).toEqual({ stealth: 'class', survival: 'class', awareness: 'class' });
    expect(actor.items.size).toBe(count); // class item replaced, no new kit
  });

  it('a Human picks an extra skill; a Beastkin an aspect and a natural weapon; a Dwerrow adds 2 to rolled HP', async () => {
    const human = await character();
    DialogV2.nextAnswer = 'persuasion';
    await drop(human, ancestryItem('human'));
    expect(trainedFrom(human)).toEqual({ persuasion: 'ancestry' });
    const beast = await character();
    DialogV2.nextAnswer = 'bear';
    await drop(beast, ancestryItem('beastkin'));
    expect(beast.system.derived.beastkinAspect).toBe('bear');
    expect(catalogueIds(beast)).toContain('naturalWeapon');
    const dwerrow = await character({
      hp: { value: 7, max: 7 },
      creation: { method: 'array', pool: [], done: false, hpRolled: true },
    });
    await drop(dwerrow, ancestryItem('dwerrow'));
    expect(dwerrow.system.hp).toEqual({ value: 9, max: 9 });
  });

  it('a Refugee trains Survival, carries the hidden coin pouch and rolls 2d6 gp extra', async () => {
    const actor = await character({ currency: { gp: 3, sp: 0, cp: 0 } });
    standIn.queueFaces(4, 6);
    await drop(actor, backgroundItem('refugee'));
    expect(trainedFrom(actor)).toEqual({ survival: 'background' });
    expect(catalogueIds(actor)).toEqual(['hiddenCoinPouch', 'keepsake', 'travelingCloak']);
    expect(actor.system.currency.gp).toBe(13);
    expect(await rollOf(lastMessage())!.render()).toContain('10 gp');
  });

  it('a Deserter’s stolen weapon is a starting weapon one die size up', async () => {
    const actor = await character();
    await drop(actor, classItem('warden'));
    await drop(actor, backgroundItem('deserter'));
    const sword = [...actor.items].find(
      (i) => (i.system as unknown as { catalogueId: string }).catalogueId === 'longsword',
    )!;
    expect((sword.system as unknown as { damage: number }).damage).toBe(10);
    expect(sword.name).toBe('Longsword (stolen)');
    expect(trainedFrom(actor).athletics).toBe('class'); // already trained: no double training
  });

  it('the Deserter’s pick between weapons shows their names as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const actor = await character();
    await drop(actor, classItem('warden'));
    const sword = [...actor.items].find((i) => (i.system as { catalogueId?: string }).catalogueId === 'longsword')!;
    await actor.createEmbeddedDocuments('Item', [{ ...sword.toObject(), name: 'Spare' } as never]);
    await sword.update({ name: hostile });
    await drop(actor, backgroundItem('deserter'));
    const dialog = DialogV2.drawn.at(-1)!;
    expect(dialog.querySelector('img')).toBeNull();
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent).sort()).toEqual([hostile, 'Spare'].sort());
  });
});

describe('starting HP', () => {
  beforeEach(() => standIn.reset());

  it('rolls the class HP die (+2 for a Dwerrow), or takes its maximum by world setting', async () => {
    const actor = await character({}, [classItem('warden'), ancestryItem('dwerrow')]);
    standIn.queueFaces(7);
    await rollStartingHp(actor);
    expect(actor.system.hp).toEqual({ value: 9, max: 9 });
    expect(actor.system.creation.hpRolled).toBe(true);
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'startingHp'), 'max');
    const seer = await character({}, [classItem('seer')]);
    await rollStartingHp(seer);
    expect(seer.system.hp).toEqual({ value: 6, max: 6 });
    expect(rollOf(lastMessage())!.formula).toBe('0');
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'startingHp'), 'roll');
  });
});

describe('level up', () => {
  beforeEach(() => standIn.reset());

  it('rolls the class HP die onto maximum HP, raises a stat, trains a skill, spends a milestone', async () => {
    const actor = await character({ level: 1, milestones: 1, hp: { value: 6, max: 8 }, stats: { wits: 5 } }, [
      classItem('scout'),
    ]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(4);
    await levelUpCharacter(actor, { fastForward: true });
    expect(actor.system).toMatchObject({ level: 2, milestones: 0, hp: { value: 10, max: 12 } });
    expect(rollOf(lastMessage())!.formula).toBe('1d6[hp]');
    expect((await openSheet(actor)).partsHTML.advancement).toContain('Level 2 · 0 milestones to spend');
    // Refused to a player without a milestone.
    await levelUpCharacter(actor, { fastForward: true });
    expect(actor.system.level).toBe(2);
    expect(standIn.notifications.at(-1)!.message).toMatch(/milestone/);
  });

  it('asks for a class talent at levels 3, 5, 7 and 9 (from the editable table), and never above 10', async () => {
    const actor = await character({ level: 2, milestones: 1, stats: { vigor: 10 } }, [classItem('warden')]);
    expect((await openSheet(actor)).partsHTML.advancement).toContain('Level 2 · 1 milestone to spend');
    const config = levelUpDialog(actor, ['Placeholder talent']);
    expect(config.fields.map((f) => f.name)).toEqual(['stat', 'skill', 'talent']);
    // Vigor 10 is not offered: max 10.
    expect(config.fields[0]!.options!.map((o) => o.value)).not.toContain('vigor');
    expect(config.evaluate({ ...dialogDefaults(config), talent: '' }).error).toMatch(/class talent/);
    expect(config.evaluate(dialogDefaults(config)).odds!.headline.probability).toBe(0.5); // d10 upper half
    standIn.queueFaces(9);
    await levelUpCharacter(actor, { fastForward: true });
    expect(actor.system.talents).toHaveLength(1);
    // "Roll or choose": rolling draws from the class's table.
    const tables = game as unknown as { tables?: unknown[] };
    tables.tables = [
      {
        flags: { manifold: { countdownTable: 'talents-warden' } },
        results: [{ description: 'Iron Wall' }],
        roll: async () => ({ results: [{ description: 'Iron Wall' }] }),
      },
    ];
    const next = await character({ level: 4, milestones: 1 }, [classItem('warden')]);
    standIn.queueFaces(5);
    await levelUpCharacter(next, { fastForward: true });
    expect(next.system.talents).toEqual(['Iron Wall']);
    // Chosen in the dialog, "roll on the table" takes what the table draws, not its first entry.
    tables.tables = [
      {
        flags: { manifold: { countdownTable: 'talents-warden' } },
        results: [{ description: 'Iron Wall' }, { description: 'Shield Bash' }],
        roll: async () => ({ results: [{ description: 'Shield Bash' }] }),
      },
    ];
    const again = await character({ level: 6, milestones: 1 }, [classItem('warden')]);
    answerDialog({ talent: ROLL_TALENT });
    standIn.queueFaces(5);
    await levelUpCharacter(again, { fastForward: false });
    expect(again.system).toMatchObject({ level: 7, talents: ['Shield Bash'] });
    delete tables.tables;
    const top = await character({ level: 10, milestones: 1 }, [classItem('warden')]);
    const atTen = levelUpDialog(top, []);
    expect(atTen.evaluate(dialogDefaults(atTen)).error).toMatch(/maximum level/);
  });
});
