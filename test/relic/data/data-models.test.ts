/** The relic data models: bounds and integer-ness against hostile input, and what they derive through the engine. */
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { adversary, seeker, state, sys, type Doc } from '../fixtures';
import { submitTampered } from '../../foundry/submit-form';
import { CHAIN_COAT, PLATE, BUCKLER, PATH_OF_EMBERS } from '../sample-data';

type Sheet = { render(o?: unknown): Promise<unknown>; submit(values: Record<string, unknown>): Promise<void> };

function sheetOf(doc: Doc | Item.Implementation, kind: 'Actor' | 'Item') {
  const Sheet = registry.get('relic')[kind][String(doc.type)]!.sheet as unknown as new (o: unknown) => Sheet;
  return new Sheet({ document: doc });
}

describe('relic data models refuse what the rules do not allow, and keep the old value', () => {
  beforeEach(() => standIn.reset());

  it('seeker: attributes −1..+4 integers, Resonance 0–5, HP max ≥ 1, known role and row', async () => {
    const actor = await seeker('Oren', {}, { owner: standIn.users.gm });
    const sheet = sheetOf(actor, 'Actor');
    await sheet.render(true);
    const hostile: [string, unknown, RegExp][] = [
      ['system.attributes.fit', 5, /at most 4/],
      ['system.attributes.dex', -2, /at least -1/],
      ['system.attributes.wis', 1.5, /integer/],
      ['system.resonance', 6, /at most 5/],
      ['system.resonance', -1, /at least 0/],
      ['system.hp.max', 0, /at least 1/],
      ['system.resistance', 21, /at most 20/],
      ['system.role', 'bard', /choice|valid/i],
      ['system.row', 'middle', /choice|valid/i],
    ];
    for (const [path, value, why] of hostile) {
      await expect(submitTampered(sheet, { [path]: value }), `${path}=${String(value)}`).rejects.toThrow(why);
    }
    expect(sys(actor).attributes).toEqual({ fit: 3, dex: 2, wis: 1, int: 0 });
    expect(sys(actor)).toMatchObject({ resonance: 0, role: 'frontline', row: 'frontline', resistance: 0 });
    expect(sys(actor).hp).toEqual({ value: 12, max: 12 });
    await sheet.submit({ 'system.attributes.fit': -1, 'system.resonance': 5, 'system.role': 'support' });
    expect(sys(actor)).toMatchObject({ resonance: 5, role: 'support' });
    expect(state(actor).attributes.fit).toBe(-1);
  });

  it('adversary: AC 0–40, Resistance 0–20, HP whole numbers; a blank group is a group of one', async () => {
    const actor = await adversary('Wolf');
    const sheet = sheetOf(actor, 'Actor');
    await sheet.render(true);
    await expect(sheet.submit({ 'system.ac': 41 })).rejects.toThrow(/at most 40/);
    await expect(sheet.submit({ 'system.hp.value': 2.5 })).rejects.toThrow(/integer/);
    await expect(sheet.submit({ 'system.resistance': -1 })).rejects.toThrow(/at least 0/);
    expect(state(actor)).toMatchObject({ side: 'enemy', ac: 13, resistance: 0, group: actor.uuid });
    await sheet.submit({ 'system.group': '  Wolves ' });
    expect(state(actor).group).toBe('Wolves');
  });

  it('items: weapon tag and class, relic type/attribute/tier heal (none on a Critical Failure), strain kinds, discipline slots', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['relic-weapon', { 'system.tag': 'thrown' }, /choice|valid/i],
      ['relic-weapon', { 'system.weaponClass': 'exotic' }, /choice|valid/i],
      ['relic-armor', { 'system.kind': 'none' }, /choice|valid/i],
      ['relic-relic', { 'system.relicType': 'curse' }, /choice|valid/i],
      ['relic-relic', { 'system.attribute': 'cha' }, /choice|valid/i],
      ['relic-relic', { 'system.tiers.success.heal': 100 }, /at most 99/],
      ['relic-relic', { 'system.tiers.criticalFailure.heal': 1 }, /at most 0/],
      ['relic-relic', { 'system.strain.face3.kind': 'doom' }, /choice|valid/i],
      ['relic-feature', { 'system.heal': -1 }, /at least 0/],
      ['relic-feature', { 'system.aid': 'miracle' }, /choice|valid/i],
      ['relic-discipline', { 'system.slots': 5 }, /at most 4/],
    ];
    for (const [type, values, why] of cases) {
      const item = (await Item.create({ name: type, type } as never)) as Item.Implementation;
      const sheet = sheetOf(item, 'Item');
      await sheet.render(true);
      await expect(submitTampered(sheet, values), `${type} ${JSON.stringify(values)}`).rejects.toThrow(why);
    }
  });
});

describe('what the models derive (through the engine)', () => {
  beforeEach(() => standIn.reset());

  it('§5.3 AC = 10 + DEX + worn armor (heavy only in the frontline) + shield (frontline only) + Bulwark', async () => {
    const actor = await seeker('Oren', {}, { items: [CHAIN_COAT, BUCKLER] });
    expect(state(actor)).toMatchObject({ armor: 'medium', shield: true, ac: 10 + 2 + 2 + 1 });
    await actor.update({ 'system.row': 'backline' } as never);
    expect(state(actor).ac).toBe(10 + 2 + 2);
    // Two suits ticked: the heavier counts; heavy counts only in the frontline.
    const plated = await seeker(
      'Brann',
      { row: 'backline' },
      { items: [CHAIN_COAT, { ...PLATE, system: { kind: 'heavy', equipped: true } }] },
    );
    expect(state(plated)).toMatchObject({ armor: 'heavy', ac: 10 + 2 });
    await plated.update({ 'system.row': 'frontline' } as never);
    expect(state(plated).ac).toBe(10 + 2 + 3);
  });

  it('REL-4 Bulwark surges add to AC and Resistance while their effects exist', async () => {
    const actor = await seeker('Oren', { resistance: 1 });
    await actor.createEmbeddedDocuments('ActiveEffect', [
      {
        name: 'ac',
        flags: { manifold: { relicSurge: { kind: 'ac', surge: 'bulwark', value: 3, burnerUuid: actor.uuid } } },
      },
      {
        name: 'res',
        flags: { manifold: { relicSurge: { kind: 'resistance', surge: 'bulwark', value: 3, burnerUuid: actor.uuid } } },
      },
      { name: 'junk', flags: { manifold: { relicSurge: { kind: 'ac', value: 'lots' } } } },
    ] as never);
    expect(state(actor)).toMatchObject({ ac: 12 + 3, resistance: 1 + 3 });
  });

  it('§7.3 Synchronizations come from the discipline, no more than its slots', async () => {
    const actor = await seeker(
      'Mira',
      {},
      {
        items: [
          { ...PATH_OF_EMBERS, system: { slots: 2, synchronizations: { combat: true, utility: true, support: true } } },
        ],
      },
    );
    expect(state(actor).synchronizations).toEqual(['combat', 'utility']);
  });

  it('§6.4 conditions are the actor’s relic status effects; foreign statuses are ignored', async () => {
    const actor = await seeker('Oren', {}, { statuses: ['stunned', 'dead', 'unconsciousOneRound'] });
    expect(state(actor).health.conditions).toEqual(['stunned', 'unconsciousOneRound']);
  });
});
