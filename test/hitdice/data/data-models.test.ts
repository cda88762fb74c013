/**
 * The hitdice data models: every number bounded and whole, derived figures read from the engine's
 * tables (never stored), hostile values refused with a message and the old value kept.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HIT_DICE_BY_LEVEL, proficiencyForLevel } from '../../../src/rulesets/hitdice/rules';
import { bootHitdice, makeActor, registry, sys } from '../fixtures';
import { expectOneRefusal, submitTampered } from '../../foundry/submit-form';
import { showAllTabs } from '../../foundry/sheet-tabs';
import { propertyRuns } from '../../properties';

beforeAll(bootHitdice);

type Sheet = { render(o?: unknown): Promise<unknown>; submit(v: Record<string, unknown>): Promise<void> };

async function sheetOf(doc: Actor.Implementation | Item.Implementation, kind: 'Actor' | 'Item') {
  const Sheet = registry.get('hitdice')[kind][doc.type as string]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: doc });
  await sheet.render(true);
  // A user types into the fields of the tabs they have opened.
  await showAllTabs(sheet);
  return sheet;
}

describe('hitdice actors', () => {
  beforeEach(() => standIn.reset());

  it.each(HIT_DICE_BY_LEVEL.map((row) => [row.level, row] as const))(
    'level %i: Proficiency and the body pool of each hit die type come from the tables',
    async (level, row) => {
      for (const hitDie of ['tough', 'balanced', 'fragile'] as const) {
        const actor = await makeActor({ system: { level, hitDie } });
        expect(sys(actor).proficiency).toBe(proficiencyForLevel(level));
        expect(sys(actor).body.max).toBe(row[hitDie]);
        expect(sys(actor).resolve.max).toBe(5);
        expect(sys(actor).affinity).toMatchObject({ max: level, gainMax: proficiencyForLevel(level) });
      }
    },
  );

  it('NPCs: Resolve is Proficiency unless set, their own body pool and actions per turn', async () => {
    const npc = await makeActor({ type: 'hitdice-npc', system: { level: 7, resolve: { value: 4 } } });
    expect(sys(npc)).toMatchObject({ proficiency: 4, resolve: { value: 4, max: 4 }, body: { max: 15 } });
    const own = await makeActor({
      type: 'hitdice-npc',
      system: { level: 7, resolveMax: 8, bodyMax: 30, actionsPerTurn: 3, resolve: { value: 8 } },
    });
    expect(sys(own).resolve.max).toBe(8);
    expect(sys(own).body.max).toBe(30);
    expect(sys(own).state.actionsPerTurn).toBe(3);
    expect(sys(own).state.stage.id).toBe('full'); // above 5 reads as Full
  });

  it('the worn armor gives the armor layer its die and its dice when whole (HD-6)', async () => {
    const actor = await makeActor({
      system: { armor: { value: 1 } },
      items: [
        { name: 'Mail', type: 'hitdice-armor', system: { kind: 'heavy', dice: 3, equipped: true } },
        { name: 'Leathers', type: 'hitdice-armor', system: { kind: 'light' } },
      ],
    });
    expect(sys(actor).state.armor).toEqual({ type: 'heavy', dice: 1, max: 3, faces: 10 });
    expect(sys(actor).armor.max).toBe(3);
    const bare = await makeActor({ system: { armor: { value: 2 } } });
    expect(sys(bare).state.armor).toEqual({ type: null, dice: 0, max: 0, faces: 0 });
  });

  it('derived figures stay whole and in range whatever the stored data (property)', async () => {
    const junk = fc.oneof(fc.integer({ min: -50, max: 200 }), fc.double(), fc.string(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(fc.record({ level: junk, body: junk, resolve: junk, guard: junk, barrier: junk }), async (v) => {
        const actor = await makeActor({
          system: {
            level: v.level,
            body: { value: v.body },
            resolve: { value: v.resolve },
            guard: { value: v.guard },
            barrier: { value: v.barrier },
          },
        });
        const s = sys(actor);
        for (const n of [s.proficiency, s.defenseRolls, s.body.max, s.state.body, s.state.resolve, s.state.guard]) {
          expect(Number.isInteger(n) && n >= 0).toBe(true);
        }
        expect(s.state.level).toBeGreaterThanOrEqual(1);
        expect(s.state.level).toBeLessThanOrEqual(10);
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it('a sheet refuses hostile values with a message and keeps what was stored', async () => {
    const actor = await makeActor({ owner: standIn.users.gm });
    const sheet = await sheetOf(actor, 'Actor');
    const refusals: [string, unknown][] = [
      ['system.level', 11],
      ['system.level', 2.5],
      ['system.resolve.value', 6],
      ['system.guard.value', 3],
      ['system.body.value', -1],
      ['system.restsToday', 3],
      ['system.affinity.stored', 11],
      ['system.hitDie', 'huge'],
    ];
    for (const [path, value] of refusals) {
      await expectOneRefusal(sheet, path, value); // through Foundry's _onSubmitForm: one error shown
    }
    expect(sys(actor)).toMatchObject({ level: 1, hitDie: 'balanced', resolve: { value: 5 }, guard: { value: 0 } });
    await sheet.submit({ 'system.level': 4, 'system.hitDie': 'tough' });
    expect(sys(actor)).toMatchObject({ level: 4, hitDie: 'tough', body: { max: 11 } });
  });

  it('an NPC may hold more Resolve than a character, and leave its pool to the table (empty)', async () => {
    const npc = await makeActor({ type: 'hitdice-npc', owner: standIn.users.gm });
    const sheet = await sheetOf(npc, 'Actor');
    await sheet.submit({ 'system.resolveMax': 7 });
    await npc.update({ 'system.resolve.value': 7 } as never); // the pool is spent and regained in play, not typed on the sheet
    expect(sys(npc).resolve).toEqual({ value: 7, max: 7 });
    await expect(sheet.submit({ 'system.actionsPerTurn': 10 })).rejects.toThrow();
    await sheet.submit({ 'system.resolveMax': null });
    expect(sys(npc).resolve.max).toBe(1);
  });
});

describe('hitdice items', () => {
  beforeEach(() => standIn.reset());

  it.each([
    ['hitdice-ability', { tier: 'basic', skill: 'none', bonusDice: 0, attack: false, recharge: 'atWill', used: false }],
    ['hitdice-weapon', { tier: 'basic', skill: 'none', bonusDice: 0 }],
    ['hitdice-armor', { kind: 'light', dice: 2, equipped: false }],
    ['hitdice-barrier', { dice: 1 }],
    ['hitdice-gear', { quantity: 1 }],
  ])('%s starts as the rules expect (weapons Basic, armor 2 dice)', async (type, expected) => {
    const item = (await Item.create({ name: 'X', type } as never)) as Item.Implementation;
    expect(item.system).toMatchObject(expected);
  });

  it('item sheets refuse values outside the tables and bounds', async () => {
    const cases: [string, string, unknown][] = [
      ['hitdice-ability', 'system.tier', 'mythic'],
      ['hitdice-ability', 'system.bonusDice', -1],
      ['hitdice-ability', 'system.skill', 'cooking'],
      ['hitdice-weapon', 'system.bonusDice', 1.5],
      ['hitdice-armor', 'system.kind', 'plate'],
      ['hitdice-armor', 'system.dice', 0],
      ['hitdice-barrier', 'system.dice', 0],
      ['hitdice-gear', 'system.quantity', -2],
    ];
    for (const [type, path, value] of cases) {
      const item = (await Item.create({ name: 'X', type, ownership: { default: 3 } } as never)) as Item.Implementation;
      const sheet = await sheetOf(item, 'Item');
      await expect(submitTampered(sheet, { [path]: value }), `${type} ${path}`).rejects.toThrow(/Not saved/);
    }
  });

  it.each([
    ['ultimate', '6+ per die · needs 4 successes · base impact 5 HD (Reality-warping)'],
    // One success, in the singular.
    ['basic', '2+ per die · needs 1 success · base impact 1 HD'],
  ])('the %s ability sheet shows the tier’s numbers from the Action Tiers table', async (tier, line) => {
    const item = (await Item.create({
      name: 'Nova',
      type: 'hitdice-ability',
      system: { tier },
    } as never)) as Item.Implementation;
    const sheet = (await sheetOf(item, 'Item')) as unknown as { partsHTML: Record<string, string> };
    expect(sheet.partsHTML.details).toContain(line);
  });
});
