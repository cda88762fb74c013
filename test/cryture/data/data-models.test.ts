/**
 * The cryture data models: every actor and item type is created with the bounds the rules imply,
 * hostile stored values are held to them, and a sheet given garbage says why and keeps the old
 * value.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { combatant, power, sys } from '../fixtures';
import { CrytureActorSheet } from '../../../src/rulesets/cryture/sheets/actor-sheet';
import { CryturePowerSheet } from '../../../src/rulesets/cryture/sheets/power-sheet';
import { actorSnapshot } from '../../../src/rulesets/cryture/data/snapshot';
import { MAX_TURN_ENDS, maxStacks, readTrack } from '../../../src/rulesets/cryture/rules';
import { itemPowerData } from '../../../src/rulesets/cryture/data/power-data';
import { expectOneRefusal, submitAsUser } from '../../foundry/submit-form';

type Sheet = {
  render(o: unknown): Promise<unknown>;
  submit(values: Record<string, unknown>): Promise<void>;
  element: HTMLElement;
};
const sheetOf = async (Cls: unknown, document: unknown) => {
  const sheet = new (Cls as new (o: unknown) => Sheet)({ document });
  await sheet.render({ force: true });
  return sheet;
};

describe('cryture data models', () => {
  beforeEach(() => standIn.reset());

  it('creates trainers, NPCs and crytures with Speed, Reflexes, named stats, tracks and all twelve statuses', async () => {
    for (const type of ['cryture-trainer', 'cryture-npc', 'cryture-cryture'] as const) {
      const actor = (await Actor.create({ name: type, type } as never)) as Actor.Implementation;
      const s = sys(actor);
      expect(s.speed).toBe(3);
      expect(s.reflexes).toBe(2);
      expect(s.health).toEqual({ value: 20, max: 20 });
      expect(Object.keys(s.statuses)).toHaveLength(12);
      expect(s.statuses.block).toEqual({ stacks: 0, turnEnds: 0 });
      expect(s.statuses.empowered).toEqual({ stacks: 0 });
      expect(s.derived).toEqual({ move: 3, slowed: false, initiativeDice: 5 });
    }
    const cryture = await combatant({ type: 'cryture-cryture', system: { trainer: 'abc', types: 'Fire' } });
    expect(sys(cryture).trainer).toBe('abc');
  });

  it('holds hostile stored values to whole numbers within the rules’ bounds', async () => {
    const actor = await combatant({
      system: {
        speed: 2.6,
        reflexes: -4,
        stats: { Might: 999 },
        health: { value: -5, max: 10 },
        statuses: {
          empowered: { stacks: 9 },
          block: { stacks: 5000, turnEnds: 7 },
          stunned: { stacks: 3, turnEnds: 1 },
        },
      },
    });
    const s = sys(actor);
    expect(s.speed).toBe(3);
    expect(s.reflexes).toBe(0);
    expect(s.stats.Might).toBe(50);
    expect(s.health.value).toBe(0);
    expect(s.statuses.empowered.stacks).toBe(maxStacks('empowered'));
    expect(s.statuses.block).toEqual({ stacks: maxStacks('block'), turnEnds: MAX_TURN_ENDS });
    expect(s.statuses.stunned.stacks).toBe(1);
    // Health above its maximum is stored as typed, and read within 0..max by the engine.
    await actor.update({ 'system.health.value': 40 } as never);
    expect(readTrack(actorSnapshot(actor).health)).toEqual({ value: 10, max: 10 });
  });

  it('a power holds its lines within bounds, and reads back as the engine’s PowerData', async () => {
    const item = (await Item.create(
      power('Lance', {
        cost: { mana: 250 },
        range: { form: 'rangedBlast', x: 0, y: 3 },
        hit: { damagePerHit: 3.7, statuses: [{ status: 'weakened', stacks: 500, to: 'target' }] },
      }) as never,
    )) as Item.Implementation;
    const s = sys(item as never);
    expect(s.cost.mana).toBe(99);
    expect(s.range.x).toBe(1);
    expect(s.hit.damagePerHit).toBe(4);
    expect(s.hit.statuses[0].stacks).toBe(99);
    expect(itemPowerData(item)).toMatchObject({
      name: 'Lance',
      cost: [{ resource: 'mana', amount: 99 }],
      action: 'major',
      range: { form: 'rangedBlast', range: 1, blast: 3 },
      check: { kind: 'attack', pool: ['Might', 'Agility'], difficulty: 'Defense' },
      hit: { damagePerHit: 4, statuses: [{ status: 'weakened', stacks: 99, to: 'target' }] },
      crit: { extraHits: 1 },
    });
    expect(itemPowerData(item).effect).toBeUndefined();
  });

  it('the actor sheet refuses garbage with a reason and keeps the stored values', async () => {
    const actor = await combatant({ owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    const sheet = await sheetOf(CrytureActorSheet, actor);
    for (const [path, value] of [
      ['system.speed', 2.5],
      ['system.reflexes', 99],
      ['system.stats.Might', -1],
      ['system.health.max', 'lots'],
    ] as const) {
      await expectOneRefusal(sheet, path, value); // through Foundry's _onSubmitForm: one error shown
    }
    expect(sys(actor).speed).toBe(4);
    expect(sys(actor).reflexes).toBe(2);
    expect(sys(actor).stats.Might).toBe(3);
    expect(sys(actor).health.max).toBe(30);
    await sheet.submit({ 'system.stats.Might': 4, 'system.health.value': 12 });
    expect(sys(actor).stats.Might).toBe(4);
    expect(sys(actor).health.value).toBe(12);
  });

  it('the power sheet refuses garbage inside its status lists too, and keeps them', async () => {
    const actor = await combatant({
      items: [power('Hex', { hit: { statuses: [{ status: 'weakened', stacks: 2, to: 'target' }] } })],
    });
    const item = [...(actor.items as unknown as Iterable<Item.Implementation>)][0]!;
    const sheet = await sheetOf(CryturePowerSheet, item);
    const submitForm = (v: Record<string, unknown>) => submitAsUser(sheet, v);
    await submitForm({ 'system.hit.statuses.0.stacks': 0 });
    await submitForm({ 'system.hit.statuses.0.status': 'sleepy' });
    await submitForm({ 'system.range.x': 1.5 });
    // One error each, shown by Foundry's _onSubmitForm.
    expect(standIn.notifications.filter((n) => n.level === 'error')).toHaveLength(3);
    expect(sys(item as never).hit.statuses).toEqual([{ status: 'weakened', stacks: 2, to: 'target' }]);
    expect(sys(item as never).range.x).toBe(1);
  });
});
