/**
 * The migration runner reaches every stored document: unlinked tokens' overrides
 * in every scene and the documents of unlocked world compendiums, besides world actors and items;
 * locked packs and the packs of the system or a module are left alone; running again changes
 * nothing. World documents here are loaded as Foundry loads a world (no create workflow).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { runMigrations } from '../../src/foundry/migrations';
import type { RulesetDescriptor } from '../../src/foundry/ruleset';
import { registry } from '../../src/foundry/registry';

boot();

type Source = { system: Record<string, unknown> };
type Token = { delta: { _source: Source } | null; actor: { system: Record<string, unknown> } | null };
type Scene = { tokens: { contents: Token[] } };
const sourceOf = (doc: unknown) => (doc as { _source: Source })._source.system;

/** A world with a scene of three tokens of one difference character stored before version 2. */
function worldWithTokens() {
  const base = standIn.loadDocument('Actor', {
    name: 'Guard',
    type: 'difference-character',
    system: { schemaVersion: 2, vitality: { value: 8, max: 8 }, notes: '<p>On the wall.</p>' },
  }) as Actor.Implementation;
  const scene = standIn.loadDocument('Scene', {
    name: 'Gate',
    tokens: [
      // Wounded before version 2: the override still names the old field.
      { name: 'Wounded guard', actorId: base.id, delta: { system: { hp: { value: 2, max: 8 } } } },
      { name: 'Linked guard', actorId: base.id, actorLink: true },
      { name: 'Plain guard', actorId: base.id, delta: {} },
    ],
  }) as unknown as Scene;
  const [wounded, linked, plain] = scene.tokens.contents as [Token, Token, Token];
  return { base, wounded, linked, plain };
}

describe('the runner reaches every stored document', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
  });

  it("migrates an unlinked token's overrides with its actor type's steps, and leaves linked and plain tokens alone", async () => {
    const { base, wounded, linked, plain } = worldWithTokens();
    // Before: the synthetic actor loses the token's wound (the old field is not in the current shape).
    expect((wounded.actor!.system.vitality as { value: number }).value).toBe(8);
    const baseBefore = JSON.stringify(base.toObject());

    expect(await runMigrations([registry.get('difference')], 1)).toBe(1);

    expect(wounded.delta!._source.system).toEqual({ schemaVersion: 2, vitality: { value: 2, max: 8 } });
    expect((wounded.actor!.system.vitality as { value: number }).value).toBe(2);
    expect(linked.delta).toBeNull();
    expect(plain.delta!._source.system ?? {}).toEqual({});
    expect(JSON.stringify(base.toObject())).toBe(baseBefore);
  });

  it("keeps the base actor's notes before a note a token's old value becomes", async () => {
    const base = standIn.loadDocument('Actor', {
      name: 'Sentry',
      type: 'hitdice-character',
      system: { schemaVersion: 2, notes: '<p>Oath: keep the bridge.</p>' },
    }) as Actor.Implementation;
    const scene = standIn.loadDocument('Scene', {
      tokens: [{ actorId: base.id, delta: { system: { hp: { value: 3, max: 9 } } } }],
    }) as unknown as Scene;
    await runMigrations([registry.get('hitdice')], 1);
    const token = scene.tokens.contents[0]!;
    expect(token.delta!._source.system.notes).toBe('<p>Oath: keep the bridge.</p><p>hp: 3/9</p>');
    expect(token.actor!.system.notes).toBe('<p>Oath: keep the bridge.</p><p>hp: 3/9</p>');
  });

  it('migrates the actors (with their items) and items of unlocked world packs only', async () => {
    // Fixture steps over relic types: version 2 sets the seeker's level and a weapon's description.
    const descriptor: RulesetDescriptor = {
      ...registry.get('relic'),
      migrations: [
        { version: 2, types: ['relic-seeker'], migrate: (s) => ({ ...s, level: 7 }) },
        { version: 2, types: ['relic-weapon'], migrate: (s) => ({ ...s, description: '<p>moved</p>' }) },
      ],
    };
    const seeker = (name: string) => ({
      name,
      type: 'relic-seeker',
      system: { schemaVersion: 1, level: 2 },
      items: [{ name: 'Blade', type: 'relic-weapon', system: { schemaVersion: 1 } }],
    });
    const weapon = { name: 'Spear', type: 'relic-weapon', system: { schemaVersion: 1 } };
    const open = standIn.addPack({ name: 'heroes', type: 'Actor' }, [seeker('Open')]);
    const armoury = standIn.addPack({ name: 'armoury', type: 'Item' }, [weapon]);
    const locked = standIn.addPack({ name: 'sealed', type: 'Actor' }, [seeker('Sealed')]);
    await locked.configure({ locked: true });
    const shipped = standIn.addPack({ name: 'pregens', type: 'Actor', packageType: 'system' }, [seeker('Shipped')]);
    const moduled = standIn.addPack({ name: 'extras', type: 'Item', packageType: 'module' }, [weapon]);
    const untouched = [locked, shipped, moduled].map((p) => JSON.stringify(p.contents.map((d) => d.toObject())));

    // The seeker, its blade and the spear.
    expect(await runMigrations([descriptor], 1)).toBe(3);

    const [actor] = (await open.getDocuments()) as unknown as Actor.Implementation[];
    expect(sourceOf(actor)).toMatchObject({ schemaVersion: 2, level: 7 });
    expect(sourceOf(actor!.items.contents[0])).toMatchObject({ schemaVersion: 2, description: '<p>moved</p>' });
    expect(sourceOf((await armoury.getDocuments())[0])).toMatchObject({
      schemaVersion: 2,
      description: '<p>moved</p>',
    });
    expect([locked, shipped, moduled].map((p) => JSON.stringify(p.contents.map((d) => d.toObject())))).toEqual(
      untouched,
    );
  });

  it('a second run changes nothing anywhere', async () => {
    const { wounded } = worldWithTokens();
    standIn.addPack({ name: 'guards', type: 'Actor' }, [
      { name: 'Old guard', type: 'difference-character', system: { schemaVersion: 1, hp: { value: 4, max: 6 } } },
    ]);
    const all = () =>
      JSON.stringify([
        game.actors!.map((a) => a.toObject()),
        wounded.delta!._source,
        [...game.packs!].map((p) => p.contents.map((d) => d.toObject())),
      ]);
    expect(await runMigrations(registry.all(), 1)).toBeGreaterThan(0);
    const once = all();
    expect(await runMigrations(registry.all(), 1)).toBe(0);
    expect(all()).toBe(once);
  });
});

describe('new documents are born at the current schema version', () => {
  beforeEach(() => standIn.reset());

  const version = (doc: unknown) => (doc as { system: { schemaVersion: number } }).system.schemaVersion;

  it.each(['hitdice', 'difference', 'cryture'] as const)(
    '%s: actors, owned items and world items start at 2',
    async (id) => {
      const descriptor = registry.get(id);
      const itemType = Object.keys(descriptor.Item)[0]!;
      const actor = (await Actor.create({ name: 'New', type: descriptor.primaryActorType } as never))!;
      const [owned] = (await actor.createEmbeddedDocuments('Item', [{ name: 'Owned', type: itemType }] as never))!;
      const item = await Item.create({ name: 'Loose', type: itemType } as never);
      expect([version(actor), version(owned), version(item)]).toEqual([2, 2, 2]);
      expect(version(actor)).toBe((actor as unknown as { _source: Source })._source.system.schemaVersion);
    },
  );

  it('a ruleset without steps keeps version 1; imported old data is moved and born current', async () => {
    const relic = await Actor.create({ name: 'Seeker', type: 'relic-seeker' } as never);
    expect(version(relic)).toBe(1);
    const imported = await Actor.create({
      name: 'Imported',
      type: 'difference-character',
      system: { schemaVersion: 1, hp: { value: 3, max: 7 } },
    } as never);
    expect(sourceOf(imported)).toMatchObject({ schemaVersion: 2, vitality: { value: 3, max: 7 } });
  });
});
