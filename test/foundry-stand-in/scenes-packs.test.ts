/**
 * The stand-in's scenes, tokens, compendium packs and creation step behave as Foundry v13's
 * (README: Scene tokens and ActorDelta, its own items and effects, CompendiumCollection, `_preCreate`).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerTestModels } from './test-model';

type Doc = {
  id: string;
  uuid: string;
  system: { hp: number; note: string };
  items: { contents: Doc[] };
  toObject(): Record<string, unknown>;
  update(d: object): Promise<unknown>;
  createEmbeddedDocuments(n: string, d: object[]): Promise<Doc[]>;
};
type Delta = { _source: { system?: Record<string, unknown> }; type?: string; update(d: object): Promise<unknown> };
type Token = { actorLink: boolean; delta: Delta | null; actor: Doc | null; baseActor: Doc | null };
type Scene = { tokens: { contents: Token[] } };

beforeAll(registerTestModels);
beforeEach(() => standIn.reset());

describe('scenes and tokens (TokenDocument, ActorDelta)', () => {
  it("a linked token is its world actor; an unlinked one merges its delta's overrides over the base actor", async () => {
    const base = standIn.loadDocument('Actor', {
      name: 'Base',
      type: 'stand-in-test',
      system: { hp: 9, note: 'base' },
    }) as Doc;
    const scene = standIn.loadDocument('Scene', {
      tokens: [
        { actorId: base.id, actorLink: true },
        { actorId: base.id, delta: { system: { hp: 2 } } },
      ],
    }) as unknown as Scene;
    const [linked, unlinked] = scene.tokens.contents as [Token, Token];
    expect(linked.delta).toBeNull();
    expect(linked.actor).toBe(base);
    expect(unlinked.delta!._source.system).toEqual({ hp: 2 });
    expect(unlinked.delta!.type).toBe('stand-in-test');
    expect(unlinked.baseActor).toBe(base);
    expect(unlinked.actor!.system).toMatchObject({ hp: 2, note: 'base' });

    await unlinked.delta!.update({ system: { hp: 4 } });
    expect(unlinked.delta!._source.system).toEqual({ hp: 4 });
    expect(unlinked.actor!.system.hp).toBe(4);
    await base.update({ system: { note: 'renamed' } });
    expect(unlinked.actor!.system.note).toBe('renamed');
    await expect(unlinked.actor!.update({ name: 'x' })).rejects.toThrow(/token\.delta/);
  });

  it("an unlinked token's own items and effects join the base actor's by id, and its effects' updates are kept by the delta", async () => {
    const effect = (id: string, name: string) => ({ _id: id, name, changes: [] });
    const item = (id: string, name: string, effects: object[]) => ({ _id: id, name, type: 'stand-in-test', effects });
    const base = standIn.loadDocument('Actor', {
      name: 'Base',
      type: 'stand-in-test',
      effects: [effect('baseEffect00000a', 'Base blessing'), effect('sharedEffect000a', 'Base ward')],
      items: [item('baseItem0000000a', 'Base sword', [effect('baseItemEffect0a', 'Keen')])],
    }) as Doc;
    const scene = standIn.loadDocument('Scene', {
      tokens: [
        {
          actorId: base.id,
          delta: {
            effects: [effect('sharedEffect000a', 'Token ward'), effect('ownEffect000000a', 'Token curse')],
            items: [item('ownItem00000000a', 'Token dagger', [effect('ownItemEffect00a', 'Poisoned')])],
          },
        },
      ],
    }) as unknown as Scene;
    const token = scene.tokens.contents[0]!;
    const names = (docs: Iterable<{ name?: string }>) => [...docs].map((d) => d.name);
    type Holder = { name: string; effects: Map<string, { name: string; update(d: object): Promise<unknown> }> };
    const actor = () => token.actor as unknown as Holder & { items: Map<string, Holder> };

    expect(names(actor().effects.values())).toEqual(['Base blessing', 'Token ward', 'Token curse']);
    expect(names(actor().items.values())).toEqual(['Base sword', 'Token dagger']);
    expect(names(base.toObject().effects as { name: string }[])).toEqual(['Base blessing', 'Base ward']);

    // The delta's own effect, a base actor's effect (copied in), the delta item's effect, a base item's (the item copied in).
    await actor().effects.get('ownEffect000000a')!.update({ name: 'Token hex' });
    await actor().effects.get('baseEffect00000a')!.update({ name: 'Token blessing' });
    await actor().items.get('ownItem00000000a')!.effects.get('ownItemEffect00a')!.update({ name: 'Venomous' });
    await actor().items.get('baseItem0000000a')!.effects.get('baseItemEffect0a')!.update({ name: 'Dull' });

    const delta = token.delta!._source as { effects: { name: string }[]; items: { name: string; effects: object[] }[] };
    expect(names(delta.effects)).toEqual(['Token ward', 'Token hex', 'Token blessing']);
    expect(delta.items.map((i) => [i.name, names(i.effects as { name: string }[])])).toEqual([
      ['Token dagger', ['Venomous']],
      ['Base sword', ['Dull']],
    ]);
    expect(names(actor().effects.values())).toEqual(['Token blessing', 'Token ward', 'Token hex']);
    expect(names(actor().items.get('baseItem0000000a')!.effects.values())).toEqual(['Dull']);
    // The base actor is untouched.
    expect(names(base.toObject().effects as { name: string }[])).toEqual(['Base blessing', 'Base ward']);
    expect((base.toObject().items as { effects: { name: string }[] }[])[0]!.effects[0]!.name).toBe('Keen');
  });
});

describe('compendium packs (CompendiumCollection)', () => {
  const source = {
    name: 'Stored',
    type: 'stand-in-test',
    system: { hp: 3 },
    items: [{ name: 'Kit', type: 'stand-in-test' }],
  };

  it('world packs are unlocked and their documents update in the pack; a system or module pack is locked', async () => {
    const world = standIn.addPack({ name: 'heroes', type: 'Actor' }, [source]);
    const system = standIn.addPack({ name: 'pregens', type: 'Actor', packageType: 'system' }, [source]);
    const module = standIn.addPack({ name: 'extras', type: 'Actor', packageType: 'module' }, [source]);
    expect([world.locked, system.locked, module.locked]).toEqual([false, true, true]);
    expect(world.metadata).toMatchObject({ id: 'world.heroes', packageType: 'world', type: 'Actor' });
    expect(world.documentName).toBe('Actor');
    expect(game.packs!.get('world.heroes')).toBe(world);
    expect([...game.packs!]).toEqual([world, system, module]);

    const [doc] = (await world.getDocuments()) as unknown as Doc[];
    expect(doc!.uuid).toBe(`Compendium.world.heroes.Actor.${doc!.id}`);
    await doc!.update({ system: { hp: 8 } });
    await doc!.items.contents[0]!.update({ system: { hp: 1 } });
    const [again] = (await world.getDocuments()) as unknown as Doc[];
    expect(again!.system.hp).toBe(8);
    expect(again!.items.contents[0]!.system.hp).toBe(1);
  });

  it('nothing in a locked pack changes: updates and embedded creations are refused', async () => {
    const pack = standIn.addPack({ name: 'sealed', type: 'Actor' }, [source]);
    await pack.configure({ locked: true });
    const [doc] = (await pack.getDocuments()) as unknown as Doc[];
    await expect(doc!.update({ system: { hp: 8 } })).rejects.toThrow(/locked/);
    await expect(doc!.items.contents[0]!.update({ system: { hp: 1 } })).rejects.toThrow(/locked/);
    await expect(doc!.createEmbeddedDocuments('Item', [{ name: 'X', type: 'stand-in-test' }])).rejects.toThrow(
      /locked/,
    );
    expect(doc!.system.hp).toBe(3);
    await pack.configure({ locked: false });
    await doc!.update({ system: { hp: 8 } });
    expect(doc!.system.hp).toBe(8);
  });
});

describe('creation: _preCreate before the document is stored', () => {
  const seen: string[] = [];
  const onHook = (doc: { system: { note: string } }) => void seen.push(`hook:${doc.system.note}`);
  const saved = { Actor: CONFIG.Actor.documentClass, Item: CONFIG.Item.documentClass };
  beforeEach(() => {
    seen.length = 0;
    Hooks.on('preCreateActor' as never, onHook as never);
    Hooks.on('preCreateItem' as never, onHook as never);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin rule asks for any[]
    const stamp = <T extends new (...a: any[]) => object>(Base: T) =>
      class extends Base {
        async _preCreate(data: { name?: string }) {
          seen.push(`_preCreate:${data.name}`);
          if (data.name === 'Refused') return false;
          (this as unknown as { updateSource(c: object): void }).updateSource({ system: { note: 'stamped' } });
        }
      };
    CONFIG.Actor.documentClass = stamp(Actor as never) as never;
    CONFIG.Item.documentClass = stamp(Item as never) as never;
  });
  afterEach(() => {
    Hooks.off('preCreateActor' as never, onHook as never);
    Hooks.off('preCreateItem' as never, onHook as never);
    CONFIG.Actor.documentClass = saved.Actor;
    CONFIG.Item.documentClass = saved.Item;
  });

  it('create, createDocuments and createEmbeddedDocuments run it (then the preCreate hook); its changes are kept, false cancels', async () => {
    const actor = (await Actor.create({ name: 'A', type: 'stand-in-test' } as never)) as unknown as Doc;
    expect(actor.system.note).toBe('stamped');
    expect(game.actors!.get(actor.id)).toBe(actor);
    const created = await Actor.createDocuments([
      { name: 'B', type: 'stand-in-test' },
      { name: 'Refused', type: 'stand-in-test' },
    ] as never);
    expect(created).toHaveLength(1);
    expect(game.actors!.size).toBe(2);
    const [owned] = await actor.createEmbeddedDocuments('Item', [
      { name: 'Owned', type: 'stand-in-test' },
      { name: 'Refused', type: 'stand-in-test' },
    ]);
    expect(owned!.system.note).toBe('stamped');
    expect(actor.items.contents).toHaveLength(1);
    expect((await Item.create({ name: 'Loose', type: 'stand-in-test' } as never))!.system).toMatchObject({
      note: 'stamped',
    });
    expect(seen).toEqual([
      '_preCreate:A',
      'hook:stamped',
      '_preCreate:B',
      'hook:stamped',
      '_preCreate:Refused',
      '_preCreate:Owned',
      'hook:stamped',
      '_preCreate:Refused',
      '_preCreate:Loose',
      'hook:stamped',
    ]);
  });

  it('a document loaded from the world (not created) skips it', () => {
    const loaded = standIn.loadDocument('Actor', { name: 'Stored', type: 'stand-in-test' }) as Doc;
    expect(loaded.system.note).toBe('');
    expect(seen).toEqual([]);
  });
});
