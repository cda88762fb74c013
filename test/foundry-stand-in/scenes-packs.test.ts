/**
 * The stand-in's scenes, tokens, compendium packs and creation step behave as Foundry v13's
 * (README: Scene tokens and ActorDelta, CompendiumCollection, `_preCreate`).
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
