/**
 * Effects saved with a ruleset's former keys (`relic.ac`) are moved onto the fields that replaced
 * them (`system.bonuses.ac`) wherever a world stores effects: world actors and their items, world
 * items, the effects an unlinked token's delta holds of its own (its items' too), and the actors
 * and items of unlocked world compendiums; a locked pack is left as it is. The world is loaded as
 * Foundry loads one, its effects stored in the generation's own shape (v13 `changes` with numeric
 * modes, v14 `system.changes` with types and phases), and every change keeps all it stored but its
 * key. The former keys are every descriptor's, so a ruleset that gives up its keys is covered here
 * as it lands. Runs under both generations (the `glue` and `v13` projects).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, ready } from '../boot';
import { currentKey, formerKeysStamp, formerKeyTable } from '../../../src/foundry/effects/former-keys';
import { runEffectKeyMigration } from '../../../src/foundry/migrations';
import { registry } from '../../../src/foundry/registry';
import { settings, SETTINGS, SYSTEM_ID } from '../../../src/foundry/settings';
import { standInGeneration } from '../../foundry-stand-in/generation';

boot();

const v14 = standInGeneration() >= 14;
const table = formerKeyTable(registry.all());
const stamp = formerKeysStamp(table);

/** Every former key as an effect would name it: a family's by a member (`cryture.stat.*` → `cryture.stat.Grit`). */
const formerKeys = [...table.keys()].map((k) => k.replace(/\*$/, 'Grit'));
/** Keys the migration must leave alone: a field path already, a module's flag, a key no ruleset had. */
const otherKeys = ['system.bonuses.ac', 'flags.some-module.bonus', 'relic.nothing'];

/** A change as the running generation stores it, with a priority (and on v14 a phase) to keep. */
function storedChange(key: string, i: number): Record<string, unknown> {
  return v14
    ? {
        key,
        type: i % 2 ? 'subtract' : 'add',
        value: String(i + 1),
        priority: 10 + i,
        phase: i % 3 ? 'initial' : 'final',
      }
    : { key, mode: i % 2 ? 5 : 2, value: String(i + 1), priority: 10 + i };
}

/** An effect as the running generation stores it, naming every former key and the keys left alone. */
function oldEffect(id: string, name: string): Record<string, unknown> {
  const changes = [...formerKeys, ...otherKeys].map(storedChange);
  return { _id: id, name, ...(v14 ? { type: 'base', system: { changes } } : { changes }) };
}

const item = (id: string, name: string, effects: object[]) => ({ _id: id, name, type: 'relic-weapon', effects });

/** A seeker with an effect of its own and one on its blade. */
const seeker = (name: string, tag: string) => ({
  name,
  type: 'relic-seeker',
  effects: [oldEffect(`${tag}Effect`.padEnd(16, '0'), `${name}'s ward`)],
  items: [item(`${tag}Blade`.padEnd(16, '0'), 'Blade', [oldEffect(`${tag}BladeFx`.padEnd(16, '0'), 'Keen edge')])],
});

type Doc = { id: string; toObject(): Record<string, unknown> };
type Delta = { _source: { effects?: { _id: string }[]; items?: { _id: string }[] } };
type Token = { delta: Delta | null; toObject(): Record<string, unknown> };

/** A world with old effects in every place an effect is stored. */
async function oldWorld() {
  const base = standIn.loadDocument('Actor', seeker('Oren', 'oren')) as Doc;
  standIn.loadDocument('Item', item('spearItem0000000', 'Spear', [oldEffect('spearEffect00000', 'Barbed')]));
  const scene = standIn.loadDocument('Scene', {
    name: 'Gate',
    tokens: [
      {
        name: 'Possessed Oren',
        actorId: base.id,
        delta: {
          effects: [oldEffect('tokenEffect00000', 'Possession')],
          items: [item('tokenDagger00000', 'Dagger', [oldEffect('tokenDaggerFx000', 'Venom')])],
        },
      },
      { name: 'Oren', actorId: base.id, actorLink: true },
      { name: 'Plain Oren', actorId: base.id, delta: {} },
    ],
  }) as unknown as { tokens: { contents: Token[] } };
  const heroes = standIn.addPack({ name: 'heroes', type: 'Actor' }, [seeker('Ada', 'ada')]);
  const armoury = standIn.addPack({ name: 'armoury', type: 'Item' }, [
    item('axeItem000000000', 'Axe', [oldEffect('axeEffect0000000', 'Hewing')]),
  ]);
  const sealed = standIn.addPack({ name: 'sealed', type: 'Actor' }, [seeker('Sealed', 'seal')]);
  await sealed.configure({ locked: true });
  const shipped = standIn.addPack({ name: 'pregens', type: 'Actor', packageType: 'system' }, [
    seeker('Shipped', 'ship'),
  ]);
  return { base, token: scene.tokens.contents[0]!, heroes, armoury, sealed, shipped };
}

type Pack = { contents: Doc[] };
const packState = (pack: Pack) => JSON.stringify(pack.contents.map((d) => d.toObject()));

/** Everything the migration visits, as stored. */
function visited(world: Awaited<ReturnType<typeof oldWorld>>) {
  return {
    actors: game.actors!.map((a) => a.toObject()),
    items: game.items!.map((i) => i.toObject()),
    scenes: game.scenes!.map((s) => (s as unknown as Doc).toObject()),
    packs: [world.heroes, world.armoury].map((p) => (p as unknown as Pack).contents.map((d) => d.toObject())),
  };
}

/** Every stored change in some data, wherever it sits. */
function changesIn(data: unknown): Record<string, unknown>[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data)) return data.flatMap(changesIn);
  const record = data as Record<string, unknown>;
  const own = Array.isArray(record.changes) ? (record.changes as Record<string, unknown>[]) : [];
  return [...own, ...Object.entries(record).flatMap(([k, v]) => (k === 'changes' ? [] : changesIn(v)))];
}

/** The changes of one stored effect, in the running generation's shape. */
const changesOf = (effect: Record<string, unknown>) =>
  (v14 ? (effect.system as { changes: unknown[] }).changes : effect.changes) as Record<string, unknown>[];

describe(`moving effects off former keys (stand-in plays v${standInGeneration()})`, () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
  });

  it('the former keys include relic’s, and a family’s member carries its name over', () => {
    expect(formerKeys).toEqual(expect.arrayContaining(['relic.ac', 'relic.resistance', 'relic.attribute.dex']));
    expect(currentKey(table, 'relic.bonus.attack')).toBe('system.bonuses.attack');
  });

  it('run twice over a world with old effects everywhere, gives what once gives, and every old key is gone', async () => {
    const world = await oldWorld();
    const lockedBefore = [world.sealed, world.shipped].map((p) => packState(p as unknown as Pack));
    const before = changesIn(visited(world));
    // Oren, his blade, the spear, the token's own effect and its dagger's, Ada, her blade, the axe.
    expect(await runEffectKeyMigration(registry.all(), '')).toBe(8);
    const once = JSON.stringify(visited(world));

    expect(await runEffectKeyMigration(registry.all(), '')).toBe(0);
    expect(JSON.stringify(visited(world))).toBe(once);

    // No former key is left anywhere visited; each change kept everything else it stored.
    const after = changesIn(visited(world));
    expect(after).toHaveLength(before.length);
    expect(after.filter((c) => currentKey(table, String(c.key)) !== null)).toEqual([]);
    expect(after).toEqual(before.map((c) => ({ ...c, key: currentKey(table, String(c.key)) ?? c.key })));
    expect(after.map((c) => c.key)).toEqual(expect.arrayContaining(['system.bonuses.ac', 'system.attributes.dex']));
    if (v14) expect(new Set(after.map((c) => c.phase))).toEqual(new Set(['initial', 'final']));

    // The locked world pack and the system's pack are left as they were.
    expect([world.sealed, world.shipped].map((p) => packState(p as unknown as Pack))).toEqual(lockedBefore);
    expect(changesIn(JSON.parse(lockedBefore[0]!)).some((c) => c.key === 'relic.ac')).toBe(true);
  });

  it("the token's delta keeps only its own effects: what it inherits is moved on its base actor", async () => {
    const { base, token } = await oldWorld();
    await runEffectKeyMigration(registry.all(), '');
    const delta = token.delta!._source;
    expect(delta.effects!.map((e) => e._id)).toEqual(['tokenEffect00000']);
    expect(delta.items!.map((i) => i._id)).toEqual(['tokenDagger00000']);
    const oren = base.toObject() as { effects: Record<string, unknown>[] };
    expect(changesOf(oren.effects[0]!).map((c) => c.key)).toContain('system.bonuses.ac');
    const synthetic = (token as unknown as { actor: Actor.Implementation }).actor;
    const keys = [...synthetic.effects].flatMap((e) => changesOf(e.toObject() as never).map((c) => c.key));
    expect(keys.filter((k) => currentKey(table, String(k)) !== null)).toEqual([]);
  });

  it('runs on the active GM only, once for the former keys the world was migrated for', async () => {
    const world = await oldWorld();
    const untouched = JSON.stringify(visited(world));
    standIn.actAs(standIn.users.player);
    expect(await runEffectKeyMigration(registry.all(), '')).toBe(0);
    standIn.actAs(standIn.users.gm);
    expect(await runEffectKeyMigration(registry.all(), stamp)).toBe(0);
    expect(JSON.stringify(visited(world))).toBe(untouched);
    expect(await runEffectKeyMigration(registry.all(), 'relic.ac')).toBe(8);
    expect(standIn.notifications.some((n) => /moved 8 Active Effects/.test(n.message))).toBe(true);
  });

  it('an effect that cannot be updated keeps its keys and the others are moved', async () => {
    await oldWorld();
    const spear = game.items!.contents[0]!.effects.contents[0]!;
    const refused = vi.spyOn(spear, 'update').mockRejectedValue(new Error('refused'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await runEffectKeyMigration(registry.all(), '')).toBe(7);
    expect(refused).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(spear.uuid), expect.any(Error));
    expect(changesIn(spear.toObject()).some((c) => c.key === 'relic.ac')).toBe(true);
  });
});

describe('at ready', () => {
  const saved = () => settings().get(SYSTEM_ID, SETTINGS.effectKeysMigrated);
  beforeEach(async () => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
    await settings().set(SYSTEM_ID, SETTINGS.rulesetChosen, true);
    await settings().set(SYSTEM_ID, SETTINGS.effectKeysMigrated, '');
  });
  afterEach(() => settings().set(SYSTEM_ID, SETTINGS.effectKeysMigrated, ''));

  it('the active GM moves the effects once and the world keeps the former keys it was migrated for', async () => {
    const world = await oldWorld();
    await ready();
    expect(saved()).toBe(stamp);
    expect(changesIn(visited(world)).filter((c) => currentKey(table, String(c.key)) !== null)).toEqual([]);

    // Not again for the same former keys: an old key written since stays until the keys change.
    const oren = game.actors!.contents[0]!.effects.contents[0]!;
    const old = v14 ? { 'system.changes': [storedChange('relic.ac', 0)] } : { changes: [storedChange('relic.ac', 0)] };
    await oren.update(old);
    await ready();
    expect(changesIn(oren.toObject()).map((c) => c.key)).toEqual(['relic.ac']);
  });
});
