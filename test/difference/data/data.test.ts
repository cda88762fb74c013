import { beforeEach, describe, expect, it } from 'vitest';
import { hero, setSetting, sys } from '../fixtures';
import { defaultTraits, normaliseTraits, readTraits, traitId } from '../../../src/rulesets/difference/data/traits';
import { differenceOptions, parseTiers } from '../../../src/rulesets/difference/settings';
import { traitsFromForm } from '../../../src/rulesets/difference/apps/traits-editor';
import { conditionsOf, effectData } from '../../../src/rulesets/difference/data/conditions';
import { takeDamage, takeLongRest } from '../../../src/rulesets/difference/flows/health';
import { rollRecovery } from '../rolls';
import { actorSheetContext } from '../../../src/rulesets/difference/sheets/actor-context';
import { DifferenceActorSheet } from '../../../src/rulesets/difference/sheets/actor-sheet';
import { activeConditions, extendedTaskOdds, movement, RECOVERY_TIERS } from '../../../src/rulesets/difference/rules';
import { extendedTask, storedState } from '../../../src/rulesets/difference/flows/task';
import { formatPercent } from '../../../src/foundry/odds/odds-view';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';

/** The world's difference settings back at their defaults: a test that changed one leaves nothing behind. */
async function defaultSettings(): Promise<void> {
  for (const [id, config] of game.settings!.settings) {
    if (id.startsWith(`${SYSTEM_ID}.difference.`))
      await settings().set(SYSTEM_ID, id.slice(SYSTEM_ID.length + 1) as never, config.default as never);
  }
}

describe('data models and their bounds', () => {
  beforeEach(async () => {
    standIn.reset();
    await defaultSettings();
  });

  it('refuses hostile values on the sheet, naming the field, and keeps the old value', async () => {
    const actor = await hero();
    const sheet = new DifferenceActorSheet({ document: actor }) as unknown as {
      render(o: unknown): Promise<unknown>;
      submit(v: Record<string, unknown>): Promise<void>;
    };
    await sheet.render(true);
    await expect(sheet.submit({ 'system.wealth': 6 })).rejects.toThrow(/at most 5/);
    await expect(sheet.submit({ 'system.attributes.agility': 2.5 })).rejects.toThrow(/integer/);
    await expect(sheet.submit({ 'system.vitality.value': -1 })).rejects.toThrow(/at least 0/);
    await expect(sheet.submit({ 'system.wounds.injuries': 'many' })).rejects.toThrow();
    expect(sys(actor).wealth).toBe(0);
    expect((sys(actor).attributes as Record<string, number>).agility).toBe(3);
    await sheet.submit({ 'system.attributes.agility': 4 });
    expect((sys(actor).attributes as Record<string, number>).agility).toBe(4);
  });

  it('items hold the glossary’s ranges: Availability 1–5, talents’ costs, task thresholds 1–100', async () => {
    const make = (type: string, system: Record<string, unknown>) => Item.create({ name: 'x', type, system } as never);
    const check = async (type: string, path: string, value: unknown) => {
      const item = (await make(type, {})) as Item.Implementation;
      expect(() => item.validate({ changes: { system: { [path]: value } } } as never), `${type}.${path}`).toThrow();
    };
    await check('difference-equipment', 'availability', 0);
    await check('difference-armor', 'availability', 6);
    await check('difference-talent', 'actionPoints', 4);
    await check('difference-talent', 'edge', 'huge');
    await check('difference-task', 'successThreshold', 0);
    await check('difference-task', 'model', 'lottery');
  }, 10_000);

  it('Soak is the equipped armor’s plus Damage Reduction, and it stops Vitality damage from attacks only', async () => {
    const actor = await hero({
      system: { damageReduction: 1 },
      items: [
        { name: 'Mail', type: 'difference-armor', system: { soak: 2, equipped: true } },
        { name: 'Spare', type: 'difference-armor', system: { soak: 5, equipped: false } },
      ],
    });
    expect((sys(actor).derived as { soak: number }).soak).toBe(3);
    const hit = await takeDamage(actor, { pool: 'vitality', amount: 5, fromAttack: true });
    expect(hit).toMatchObject({ soaked: 3, dealt: 2, after: 8 });
    const poison = await takeDamage(actor, { pool: 'vitality', amount: 5, fromAttack: false });
    expect(poison.after).toBe(3);
  });

  it('a pool at 0 gives a Wound; Wounds reaching the Resistance attribute defeat (DIF-3)', async () => {
    const actor = await hero({ system: { poise: { value: 2, max: 10 }, attributes: { composure: 1 } } });
    const result = await takeDamage(actor, { pool: 'poise', amount: 4, fromAttack: false });
    expect(result).toMatchObject({ after: 0, wound: 'burdens', wounds: 1, resistance: 1, newlyDefeated: true });
    expect((sys(actor).wounds as Record<string, number>).burdens).toBe(1);
    expect(actor.statuses.has('dead')).toBe(true);
  });

  it('the Recovery Roll spends Recovery Dice of the tier and restores a pool; the Long Rest refills them', async () => {
    const actor = await hero({ system: { level: 7, vitality: { value: 2, max: 10 }, recoveryDice: 4 } });
    standIn.queueFaces(8, 1);
    const roll = (await rollRecovery(actor, { fastForward: true }))!;
    expect(roll.formula).toBe('1d8');
    expect(sys(actor).vitality.value).toBe(10);
    expect(sys(actor).recoveryDice).toBe(3);
    await takeLongRest(actor);
    expect(sys(actor).recoveryDice).toBe(4);
  });

  it('a Long Rest lowers Exhausted by 1 and removes it at 0', async () => {
    const actor = await hero({ conditions: [{ id: 'exhausted', value: 2 }] });
    await takeLongRest(actor);
    expect(conditionsOf(actor as never)).toEqual([{ id: 'exhausted', value: 1 }]);
    await takeLongRest(actor);
    expect(conditionsOf(actor as never)).toEqual([]);
  });

  it('derived speed follows the conditions as a roll reads them, through every change to an effect', async () => {
    const actor = await hero({ system: { speed: 30 }, conditions: [{ id: 'prone' }] });
    const effect = () => [...actor.effects][0]!;
    const asRolled = () => movement(30, activeConditions(conditionsOf(actor as never)));
    const move = () => sys(actor).derived.move;
    expect(move()).toEqual({ speed: 15, canUseMove: true, reasons: ['prone'] });
    await effect().update({ statuses: ['immobilized'] } as never);
    expect(move()).toEqual({ speed: 0, canUseMove: false, reasons: ['immobilized'] });
    // An effect stands for its first condition (conditionOfEffect), for the speed as for a roll.
    await effect().update({ statuses: ['focused', 'restrained'] } as never);
    expect(move()).toMatchObject({ speed: 30, reasons: [] });
    expect(asRolled()).toMatchObject({ speed: 30 });
    await effect().update({ statuses: ['restrained'] } as never);
    expect(move()).toMatchObject({ speed: 0, reasons: ['restrained'] });
    await effect().update({ disabled: true } as never);
    expect(move()).toMatchObject({ speed: 30, canUseMove: true, reasons: [] });
    await effect().update({ disabled: false } as never);
    await actor.createEmbeddedDocuments('ActiveEffect', [
      effectData({ id: 'unconscious' }, 'Unconscious', 'icons/svg/unconscious.svg'),
    ] as never);
    expect(move()).toEqual({ speed: 0, canUseMove: false, reasons: ['restrained', 'unconscious'] });
    expect(move()).toEqual({ speed: asRolled().speed, canUseMove: asRolled().canUseMove, reasons: asRolled().reasons });
    await effect().delete();
    expect(move()).toEqual({ speed: 0, canUseMove: false, reasons: ['unconscious'] });
  });
});

describe('world settings (DIF-3 traits, gap-filling choices)', () => {
  beforeEach(async () => {
    standIn.reset();
    await defaultSettings();
    await settings().set(SYSTEM_ID, 'difference.traits', null);
  });

  it('the GM renames and extends attributes and skills; scores follow the ids', async () => {
    const form = {
      'attributes.0.id': 'agility',
      'attributes.0.name': 'Grace',
      'attributes.1.id': 'fortitude',
      'attributes.1.name': '',
      'attributes.2.id': '',
      'attributes.2.name': 'Luck',
      'skills.0.id': 'evasion',
      'skills.0.name': 'Dodge',
      'skills.0.attribute': 'agility',
      'skills.0.defense': true,
      'skills.1.id': '',
      'skills.1.name': 'Sailing',
      'skills.1.attribute': 'luck',
      'resistance.vitality': 'fortitude',
      'resistance.poise': 'luck',
      'resistance.clarity': 'nonsense',
    };
    const traits = traitsFromForm(form);
    expect(traits.attributes.map((a) => a.id)).toEqual(['agility', 'fortitude', 'luck']);
    expect(traits.skills[1]).toMatchObject({ id: 'sailing', attribute: 'luck', defense: false });
    expect(traits.resistance).toEqual({ vitality: 'fortitude', poise: 'luck', clarity: 'agility' });
    await settings().set(SYSTEM_ID, 'difference.traits', traits);
    const actor = await hero({ system: { attributes: { agility: 4, luck: 2 } } });
    const context = actorSheetContext(actor);
    expect(context.attributes!.map((a) => `${a.name}:${a.value}`)).toEqual(['Grace:4', 'Fortitude:0', 'Luck:2']);
    expect(differenceOptions().resistance.poise).toBe('luck');
  });

  it("the task list shows each ongoing task's chance to complete: its odds' headline", async () => {
    const task = (name: string, system: Record<string, unknown>) => ({ name, type: 'difference-task', system });
    const actor = await hero({
      items: [
        task('Climb', { attribute: 'agility', skill: 'athletics', successThreshold: 5, model: 'persistence' }),
        task('Forge', { attribute: 'intellect', skill: 'crafting', successThreshold: 5, model: 'complications' }),
        task('Race', { attribute: 'agility', skill: 'athletics', successThreshold: 3, model: 'contested' }),
        task('Pick', { attribute: 'agility', skill: 'crafting', successThreshold: 4, model: 'timeLimit', maxRolls: 6 }),
      ] as never,
    });
    const shown = actorSheetContext(actor).tasks!;
    expect(shown).toHaveLength(4);
    for (const row of shown) {
      const item = actor.items.get(row.id!)!;
      const odds = extendedTaskOdds(extendedTask(item, actor), storedState(item));
      expect(row.odds, row.name ?? '').toBe(formatPercent(odds.headline.probability));
    }
  });

  it('traits follow the stored value: a new value is read anew', async () => {
    const named = (name: string) => ({ ...defaultTraits(), attributes: [{ id: 'grit', name }] });
    await settings().set(SYSTEM_ID, 'difference.traits', named('Grit'));
    const first = readTraits();
    expect(first.attributes).toEqual([{ id: 'grit', name: 'Grit' }]);
    await settings().set(SYSTEM_ID, 'difference.traits', named('Nerve'));
    expect(readTraits().attributes).toEqual([{ id: 'grit', name: 'Nerve' }]);
    expect(differenceOptions().resistance.vitality).toBe('grit');
  });

  it('a corrupt traits setting reads as the defaults; duplicate or invalid ids are dropped', async () => {
    await settings().set(SYSTEM_ID, 'difference.traits', { attributes: 'oops' });
    expect(readTraits()).toEqual(defaultTraits());
    const odd = normaliseTraits({
      attributes: [
        { id: 'a', name: 'A' },
        { id: 'a', name: 'B' },
        { id: '<x>', name: 'X' },
      ],
      skills: [],
    });
    expect(odd.attributes).toEqual([{ id: 'a', name: 'A' }]);
    expect(traitId('Sword & Board', ['sword-board'])).toBe('sword-board-2');
  });

  it('Recovery Dice by tier is read from the setting; a bad entry restores the default', async () => {
    expect(parseTiers('2d4, 3d6')).toEqual([
      { tier: 1, minLevel: 1, dice: 2, faces: 4 },
      { tier: 2, minLevel: 6, dice: 3, faces: 6 },
    ]);
    expect(parseTiers('3d6, lots')).toBeNull();
    await setSetting('recoveryTiers', 'nonsense');
    expect(differenceOptions().recoveryTiers).toEqual(RECOVERY_TIERS);
    await setSetting('recoveryTiers', '2d4, 3d6');
    expect(differenceOptions().recoveryTiers[1]).toMatchObject({ dice: 3, faces: 6 });
    await setSetting('recoveryTiers', '3d6, 4d8, 5d10, 6d12');
    await setSetting('edgeCap', 99);
    expect(differenceOptions().edgeCap).toBe(3);
    await setSetting('edgeCap', 3);
  });
});
