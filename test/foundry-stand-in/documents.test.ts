/**
 * The stand-in's documents behave as Foundry v13's (README: updates, embedded documents, status
 * effects, chat message rolls).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerTestModels } from './test-model';

type Doc = Actor.Implementation & { statuses: Set<string> };
const calls: { name: string; args: unknown[] }[] = [];
const names = ['updateActor', 'preUpdateActor', 'createActiveEffect', 'deleteActiveEffect'];
const listeners = names.map((name) => [name, (...args: unknown[]) => void calls.push({ name, args })] as const);
const saved = CONFIG.statusEffects;

beforeAll(registerTestModels);
beforeEach(() => {
  standIn.reset();
  calls.length = 0;
  for (const [n, fn] of listeners) Hooks.on(n as never, fn as never);
  CONFIG.statusEffects = [
    { id: 'prone', name: 'EFFECT.StatusProne', img: 'icons/svg/falling.svg', description: 'A.KEY' },
    { id: 'fixed', _id: 'fixed00000000000', name: 'Fixed', img: 'icons/svg/anchor.svg' },
  ] as never;
});
afterEach(() => {
  for (const [n, fn] of listeners) Hooks.off(n as never, fn as never);
  CONFIG.statusEffects = saved;
});
const actor = async () => (await Actor.create({ name: 'A', type: 'stand-in-test' } as never)) as Doc;

describe('updates (DatabaseUpdateOperation: diff, options, hooks)', () => {
  it('fire update hooks with the diffed changes and the caller’s options, custom keys kept', async () => {
    const a = await actor();
    await a.update({ 'system.hp': 7, 'system.note': '' } as never, { manifoldReason: 'test' } as never);
    const update = calls.find((c) => c.name === 'updateActor')!;
    expect(update.args[1]).toEqual({ system: { hp: 7 }, _id: a.id });
    expect(update.args[2]).toMatchObject({ manifoldReason: 'test', diff: true });
    expect(update.args[3]).toBe(standIn.users.gm.id);
  });

  it('fire nothing when nothing changes; preUpdate returning false vetoes', async () => {
    const a = await actor();
    await a.update({ 'system.hp': 5 } as never);
    expect(calls).toEqual([]);
    const veto = () => false;
    Hooks.on('preUpdateActor' as never, veto as never);
    await a.update({ 'system.hp': 9 } as never);
    Hooks.off('preUpdateActor' as never, veto as never);
    expect((a.system as unknown as { hp: number }).hp).toBe(5);
    expect(calls.map((c) => c.name)).toEqual(['preUpdateActor']);
  });

  it('merge flags recursively: an update naming one key keeps its siblings', async () => {
    const a = await actor();
    await a.setFlag('manifold' as never, 'mark' as never, { round: 1, ids: ['x', 'y'] } as never);
    await a.setFlag('manifold' as never, 'mark' as never, { round: 1, ids: ['x'] } as never);
    expect(a.getFlag('manifold' as never, 'mark' as never)).toEqual({ round: 1, ids: ['x'] });
  });
});

describe('documents are ordinary objects (dnd5e caches on its instances: Item5e#_classLink, module/documents/item.mjs)', () => {
  it('keep a property a system sets on the instance through an update: the fields are re-initialised, not the object', async () => {
    const a = await actor();
    const cache = Symbol('a system cache');
    expect(Object.isExtensible(a)).toBe(true);
    Object.defineProperty(a, cache, { value: 'kept', writable: true });
    await a.update({ name: 'B' });
    expect(a.name).toBe('B');
    expect(Object.getOwnPropertyDescriptor(a, cache)?.value).toBe('kept');
  });
});

describe('an effect’s statuses (SetField#initialize; DataModel#updateSource re-initialises: API docs of both)', () => {
  it('are a Set built afresh from the source at every update, the same statuses unless the update names them', async () => {
    const a = await actor();
    await a.createEmbeddedDocuments('ActiveEffect', [{ name: 'Down', statuses: ['prone'] }] as never);
    const effect = [...a.effects][0] as unknown as { statuses: Set<string>; update(d: object): Promise<unknown> };
    const before = effect.statuses;
    await effect.update({ name: 'Still down' });
    expect(effect.statuses).not.toBe(before);
    expect([...effect.statuses]).toEqual(['prone']);
    await effect.update({ statuses: ['prone', 'blind', 'prone'] });
    expect([...effect.statuses]).toEqual(['prone', 'blind']);
    expect(a.statuses.has('blind')).toBe(true);
  });
});

describe('the system model (TypeDataField#initialize builds one each time DataModel#updateSource re-initialises: API docs)', () => {
  it('is a new model after every update, with the new values; the old one keeps the old', async () => {
    const a = await actor();
    const before = a.system as unknown as { hp: number };
    await a.update({ 'system.hp': 9 } as never);
    expect(a.system).not.toBe(before);
    expect((a.system as unknown as { hp: number }).hp).toBe(9);
    expect(before.hp).toBe(5);
    const now = a.system;
    await a.update({ name: 'Renamed' });
    expect(a.system).not.toBe(now);
    // Preparing again (no change to the source) keeps the model.
    const kept = a.system;
    a.prepareData();
    expect(a.system).toBe(kept);
  });
});

describe("an owned item's effect (Actor#_onUpdateDescendantDocuments, legacyTransferral off)", () => {
  it('re-prepares the actor when it is updated, so what it changes on the actor follows', async () => {
    const a = (await Actor.create({
      name: 'A',
      type: 'stand-in-test',
      items: [
        {
          name: 'Ring',
          type: 'stand-in-test',
          effects: [{ name: 'Vigour', transfer: true, changes: [{ key: 'system.hp', mode: 2, value: '3' }] }],
        },
      ],
    } as never)) as Doc;
    const hp = () => (a.system as unknown as { hp: number }).hp;
    expect(hp()).toBe(8);
    const effect = [...[...a.items][0]!.effects][0]!;
    await effect.update({ disabled: true } as never);
    expect(hp()).toBe(5);
    await effect.update({ disabled: false } as never);
    expect(hp()).toBe(8);
  });
});

describe('status effects (Actor#toggleStatusEffect, ActiveEffect.fromStatusEffect)', () => {
  it('read CONFIG.statusEffects: an unknown id throws; name localised, description kept as registered', async () => {
    const a = await actor();
    await expect(a.toggleStatusEffect('nope')).rejects.toThrow('Invalid status ID "nope"');
    await a.toggleStatusEffect('prone');
    const effect = [...a.effects][0] as unknown as { name: string; description: string; statuses: Set<string> };
    expect(effect.name).toBe(game.i18n!.localize('EFFECT.StatusProne'));
    expect(effect.description).toBe('A.KEY');
    expect(a.statuses.has('prone')).toBe(true);
  });

  it('fire createActiveEffect and deleteActiveEffect; a status with a fixed _id is found by it', async () => {
    const a = await actor();
    await a.toggleStatusEffect('fixed');
    expect([...a.effects].map((e) => e.id)).toEqual(['fixed00000000000']);
    expect(await a.toggleStatusEffect('fixed', { active: true })).toBe(true);
    await a.toggleStatusEffect('fixed');
    expect(calls.map((c) => c.name)).toEqual(['createActiveEffect', 'deleteActiveEffect']);
    expect(a.statuses.has('fixed')).toBe(false);
  });
});

describe('chat messages keep rolls as JSON (BaseChatMessage rolls: JSON fields)', () => {
  it('rebuild message.rolls with Roll.fromData: new instances carrying only what toJSON kept', async () => {
    const roll = await new Roll('1d6+2', {}, { kept: 'yes' } as never).evaluate();
    (roll as unknown as { live: string }).live = 'not serialised';
    const message = (await ChatMessage.create({ rolls: [roll] } as never)) as unknown as {
      rolls: Roll[];
      _source: { rolls: string[] };
    };
    expect(typeof message._source.rolls[0]).toBe('string');
    expect(message.rolls[0]).not.toBe(roll);
    expect(message.rolls[0]).toBeInstanceOf(Roll);
    expect(message.rolls[0]!.total).toBe(roll.total);
    expect(message.rolls[0]!.options).toEqual({ kept: 'yes' });
    expect((message.rolls[0] as unknown as { live?: string }).live).toBeUndefined();
  });
});
