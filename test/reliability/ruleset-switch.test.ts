/**
 * A full world (every ruleset's sample characters and adversaries with their owned items and
 * effects, every sample item, and compendium documents of every item type as world items) switched
 * through every ruleset and back: every document stays byte-for-byte the same (JSON of toObject())
 * after each step, and every ruleset's documents still prepare while another ruleset is active.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, ready } from '../foundry/boot';
import { activeRulesetId, settings, SYSTEM_ID } from '../../src/foundry/settings';
import { chooseRuleset } from '../../src/foundry/ruleset-chooser';
import { registry } from '../../src/foundry/registry';
import { RULESET_IDS, type RulesetId } from '../../src/foundry/ruleset';
import type { GallerySamples, SampleDocument } from '../gallery/samples';
import { samples as relic } from '../relic/samples';
import { samples as hitdice } from '../hitdice/samples';
import { samples as difference } from '../difference/samples';
import { samples as countdown } from '../countdown/samples';
import { samples as cryture } from '../cryture/samples';
import { readPackFiles } from './pack-files';

boot();

const SAMPLES: Record<RulesetId, GallerySamples> = { relic, hitdice, difference, countdown, cryture };
/** World copies of compendium items, per item type. */
const FROM_PACKS_PER_TYPE = 2;

type Doc = { id: string; type: string; toObject(): Record<string, unknown>; prepareData(): void };

/** Compendium item sources by type, as a GM drags them into the world (the pack keys stripped). */
function packItems(): {
  name: string;
  type: string;
  img?: string;
  system?: unknown;
  effects?: unknown;
  flags?: unknown;
}[] {
  const byType = new Map<string, Record<string, unknown>[]>();
  for (const { source: doc } of readPackFiles()) {
    if (!String(doc._key ?? '').startsWith('!items!')) continue;
    const list = byType.get(doc.type as string) ?? [];
    if (list.length < FROM_PACKS_PER_TYPE) list.push(doc);
    byType.set(doc.type as string, list);
  }
  return [...byType.values()].flat().map((d) => ({
    name: d.name as string,
    type: d.type as string,
    ...(d.img ? { img: d.img as string } : {}),
    system: d.system,
    effects: ((d.effects as Record<string, unknown>[] | undefined) ?? []).map(({ _key, ...e }) => (void _key, e)),
    flags: d.flags ?? {},
  }));
}

const world = { actors: 0, ownedItems: 0, effects: 0, worldItems: 0, packItems: 0, steps: 0 };

function snapshot(): string {
  return JSON.stringify({
    actors: game.actors!.map((a) => a.toObject()),
    items: game.items!.map((i) => i.toObject()),
  });
}

function prepareEverything(): void {
  for (const actor of game.actors!) {
    (actor as unknown as Doc).prepareData();
    for (const item of actor.items) (item as unknown as Doc).prepareData();
  }
  for (const item of game.items!) (item as unknown as Doc).prepareData();
}

describe('switching the ruleset of a full world', () => {
  beforeAll(async () => {
    standIn.reset();
    standIn.actAs(standIn.users.gm);
    await chooseRuleset('relic');
    await ready(); // the world's first start: migrations run once, the schema version is stored
    for (const id of RULESET_IDS) {
      const s = SAMPLES[id];
      for (const sample of (s.actors ?? []).filter((a) => !a.tab)) {
        const actor = (await Actor.create(structuredClone(sample) as never)) as Actor.Implementation;
        // One effect with changes on every actor, besides the samples' status effects.
        await actor.createEmbeddedDocuments('ActiveEffect', [
          { name: 'Blessing', changes: [{ key: 'system.notes', mode: 2, value: '' }], disabled: true } as never,
        ]);
      }
      for (const sample of s.items ?? []) await Item.create(structuredClone(sample as SampleDocument) as never);
      // Every item type of the ruleset exists in the world at least once.
      for (const type of Object.keys(registry.get(id).Item)) {
        if (!game.items!.some((i) => i.type === type)) await Item.create({ name: `Fresh ${type}`, type } as never);
      }
    }
    for (const source of packItems()) {
      await Item.create(source as never);
      world.packItems++;
    }
    world.actors = game.actors!.size;
    world.ownedItems = game.actors!.contents.reduce((n, a) => n + a.items.size, 0);
    world.effects = game.actors!.contents.reduce((n, a) => n + a.effects.size, 0);
    world.worldItems = game.items!.size;
  });

  it('the world holds every ruleset’s samples, owned items, effects and items of every type', () => {
    for (const id of RULESET_IDS) {
      const d = registry.get(id);
      const actors = game.actors!.filter((a) => a.type in d.Actor);
      expect(actors.length, id).toBeGreaterThanOrEqual((SAMPLES[id].actors ?? []).filter((a) => !a.tab).length);
      for (const type of Object.keys(d.Item))
        expect(
          game.items!.some((i) => i.type === type),
          type,
        ).toBe(true);
    }
    expect(world.ownedItems).toBeGreaterThan(10);
    expect(world.effects).toBeGreaterThanOrEqual(world.actors);
    expect(world.packItems).toBeGreaterThan(10);
  });

  it('every step of relic → hitdice → difference → countdown → cryture → relic leaves every document the same', async () => {
    const before = snapshot();
    const first = activeRulesetId();
    for (const id of [...RULESET_IDS.filter((r) => r !== first), first]) {
      await chooseRuleset(id);
      await ready(); // the reload the setting asks for: the new ruleset activates
      expect(activeRulesetId()).toBe(id);
      expect(settings().get(SYSTEM_ID, 'ruleset')).toBe(id);
      // Every ruleset's documents prepare while `id` is active (Foundry prepares all on load).
      expect(() => prepareEverything()).not.toThrow();
      const now = snapshot();
      if (now !== before) {
        // Name the first document that changed, for a readable failure.
        const a = JSON.parse(before) as { actors: { name: string }[]; items: { name: string }[] };
        const b = JSON.parse(now) as typeof a;
        const changed = [...a.actors, ...a.items].find(
          (x, i) => JSON.stringify(x) !== JSON.stringify([...b.actors, ...b.items][i]),
        );
        expect(now, `after switching to ${id}, ${changed?.name ?? '?'} changed`).toBe(before);
      }
      world.steps++;
    }
    expect(world.steps).toBe(RULESET_IDS.length);
  });

  it('a document a step would change is caught (the comparison can fail)', async () => {
    const before = snapshot();
    const actor = game.actors!.contents[0]!;
    const notes = (actor.system as unknown as { notes: string }).notes;
    await actor.update({ 'system.notes': `${notes}<p>x</p>` } as never);
    expect(snapshot()).not.toBe(before);
    await actor.update({ 'system.notes': notes } as never);
    expect(snapshot()).toBe(before);
  });
});

afterAll(() => {
  const dir = path.resolve(__dirname, '..', '..', 'artifacts', 'reliability');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'ruleset-switch.json'),
    `${JSON.stringify({ ...world, documents: world.actors + world.ownedItems + world.effects + world.worldItems }, null, 2)}\n`,
  );
});
