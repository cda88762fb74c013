/**
 * The starter kits: per ruleset ≥ 4 premade characters, ≥ 8 adversaries and one ready
 * encounter. The packs hold exactly what test/packs/kits/<id>.ts generates
 * (`npm run packs:write` rewrites them); every premade's
 * numbers are re-derived here from the rules — through the ruleset's data model, against the
 * printed formula or table — and the encounter Adventure imports with every actor it names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { storedAndGenerated, storedPack, writePacksWhenAsked, type PackDocument } from './sources';
import { kitPacks, partyOf, sampleFolderId, type KitSpec } from './kits/kit';
import { registry } from '../../src/foundry/registry';
import { readChanges } from '../../src/foundry/effects/changes';
import { findEffectField } from '../../src/foundry/effects/fields';
import { effectReportOf } from '../../src/foundry/effects/list';
import { KITS } from './kits';
import { ADVERSARY_CHECKS, PREMADE_CHECKS } from './kit-checks';

boot();
for (const [id, kit] of Object.entries(KITS)) writePacksWhenAsked(kitPacks(id, kit));

const ROOT = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as {
  packs: { name: string; type: string; flags?: { manifold?: { ruleset?: string } } }[];
};

type ActorSource = PackDocument & {
  items: { _id: string; name: string; type: string; system: Record<string, unknown> }[];
  folder: string | null;
  system: Record<string, unknown>;
};
type EffectSource = { name: string; transfer: boolean; changes?: unknown; system?: unknown };
type Adventure = PackDocument & {
  actors: ActorSource[];
  items: {
    _id: string;
    name: string;
    type: string;
    folder: string | null;
    system: Record<string, unknown>;
    effects: EffectSource[];
  }[];
  journal: { _id: string; name: string; pages: { name: string; text: { content: string } }[] }[];
  folders: { _id: string; name: string; type: string }[];
};

const SAMPLE = /Sample content for/;
const actorsOf = (id: string) =>
  (storedPack(`${id}-starter-kit`) as ActorSource[]).filter((d) => String(d._key).startsWith('!actors!'));
/** Where the actor's prepared effects changed its numbers, as the Effects tab reads it. */
const reportOf = (actor: Actor.Implementation) => effectReportOf(actor, registry.rulesetOfType(actor.type))!;
/**
 * The derived number each sample effect's field feeds, where the roll and the sheet read it (the
 * effect report says where it came from; this is the number itself).
 */
const DERIVED: Record<string, string> = {
  'system.bonuses.ac': 'state.ac',
  'system.bonuses.resistance': 'state.resistance',
  'system.bonuses.armorDice': 'armor.max',
  'system.bonuses.dice.medicine': 'bonuses.dice.medicine',
  'system.bonuses.soak': 'bonuses.soak',
  'system.bonuses.edges.sensory': 'bonuses.edges.sensory',
  'system.bonuses.armor': 'derived.armor',
  'system.bonuses.advantage.stealth': 'derived.skillEdges.stealth',
  'system.speed': 'speed',
  'system.health.max': 'health.max',
};
/**
 * The number at the key's path: NaN when the path leads nowhere (so a wrong path fails); 0 when
 * only the last step is missing — a bonus map holds no entry until an effect gives one.
 */
function derivedOf(actor: Actor.Implementation, key: string): number {
  const path = (DERIVED[key] ?? '').split('.');
  let parent: unknown = actor.system;
  for (const part of path.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[part];
  if (!parent || typeof parent !== 'object') return NaN;
  const value = (parent as Record<string, unknown>)[path.at(-1)!];
  return value === undefined ? 0 : typeof value === 'number' ? value : NaN;
}
/** The flag that gates an item's transfer (ManifoldActiveEffect#isSuppressed): worn armor, an equipped shield… */
const gateOf = (system: Record<string, unknown>) => ['equipped', 'worn'].find((f) => typeof system[f] === 'boolean');
const kitRole = (a: ActorSource) => (a.flags as { manifold?: { kit?: string } } | undefined)?.manifold?.kit;

describe.each(Object.keys(KITS))('%s starter kit', (id) => {
  const kit = KITS[id]!;
  beforeEach(() => standIn.reset());

  it('its packs hold exactly the generated documents, and system.json lists them for the ruleset', () => {
    for (const [name, build] of Object.entries(kitPacks(id, kit))) {
      const { stored, generated } = storedAndGenerated(name, build);
      expect(stored.length, name).toBeGreaterThan(0);
      expect(stored, name).toEqual(JSON.parse(JSON.stringify(generated)));
      const entry = manifest.packs.find((p) => p.name === name);
      expect(entry?.flags?.manifold?.ruleset, name).toBe(id);
      expect(entry?.type, name).toBe(name.endsWith('-first-encounter') ? 'Adventure' : 'Actor');
    }
  });

  it('holds at least 4 premades of the player type and 8 adversaries, each marked as sample content', () => {
    const actors = actorsOf(id);
    const premades = actors.filter((a) => kitRole(a) === 'premade');
    const adversaries = actors.filter((a) => kitRole(a) === 'adversary');
    expect(premades.length).toBeGreaterThanOrEqual(4);
    expect(adversaries.length).toBeGreaterThanOrEqual(8);
    const player = kit().premades[0]!.type;
    for (const a of premades) expect(a.type, a.name).toBe(player);
    for (const a of adversaries) expect(a.type, a.name).not.toBe(player);
    // Premades and adversaries sit in their own folders of the pack.
    expect(new Set(premades.map((a) => a.folder)).size).toBe(1);
    expect(new Set(adversaries.map((a) => a.folder)).size).toBe(1);
    for (const a of actors) expect(JSON.stringify(a.system), a.name).toMatch(SAMPLE);
  });

  it('every premade’s numbers are the ones its rules derive', async () => {
    for (const source of actorsOf(id).filter((a) => kitRole(a) === 'premade')) {
      const { _key, ...data } = source;
      void _key;
      const actor = (await Actor.create(structuredClone(data) as never)) as Actor.Implementation;
      actor.prepareData();
      await PREMADE_CHECKS[id]!(actor, source);
    }
  });

  it('its adversaries follow the ruleset’s NPC rules, from the weakest to a boss', async () => {
    const rules = ADVERSARY_CHECKS[id]!;
    const toughness: number[] = [];
    // In the folder's order (its `sort`): the kit lists them weak to boss.
    const sources = actorsOf(id)
      .filter((a) => kitRole(a) === 'adversary')
      .sort((a, b) => Number(a.sort) - Number(b.sort));
    for (const source of sources) {
      const { _key, ...data } = source;
      void _key;
      const actor = (await Actor.create(structuredClone(data) as never)) as Actor.Implementation;
      actor.prepareData();
      await rules.check(actor, source);
      toughness.push(rules.toughness(actor));
    }
    expect(toughness[0], 'the first is the weakest').toBe(Math.min(...toughness));
    expect(toughness.at(-1), 'the last is the toughest').toBe(Math.max(...toughness));
    expect(String(sources.at(-1)!.system.notes)).toMatch(/Boss\./);
  });

  it('the encounter imports in one click with every actor it names, its items and its journal', async () => {
    const [adventure] = storedPack(`${id}-first-encounter`) as Adventure[];
    expect(adventure).toBeDefined();
    expect(String(adventure!.description)).toMatch(SAMPLE);
    const spec: KitSpec = kit();
    expect(adventure!.actors.map((a) => a.name)).toEqual([
      ...partyOf(spec).map((p) => p.name),
      ...spec.encounter.adversaries.map((k) => spec.adversaries.find((a) => a.key === k)!.name),
    ]);
    // Import as Foundry's AdventureImporter does: each document created with its id kept.
    const imported = new Set<string>();
    for (const data of adventure!.actors) {
      const actor = (await Actor.create(structuredClone(data) as never, { keepId: true } as never)) as Actor.Implementation;
      expect(actor.id).toBe(data._id);
      expect(() => actor.prepareData()).not.toThrow();
      expect((actor as unknown as { validate(o: unknown): boolean }).validate({ strict: false }), data.name).toBe(true);
      expect(adventure!.folders.map((f) => f._id), data.name).toContain(data.folder);
      imported.add(`Actor.${actor.id}`);
    }
    for (const data of adventure!.items) {
      const item = (await Item.create(structuredClone(data) as never, { keepId: true } as never)) as Item.Implementation;
      expect((item as unknown as { validate(o: unknown): boolean }).validate({ strict: false }), data.name).toBe(true);
    }
    const pages = adventure!.journal.flatMap((j) => j.pages);
    expect(pages.map((p) => p.name)).toEqual([
      'Situation',
      'Who is here',
      'Running it',
      'If the party wins',
      'If the party loses',
    ]);
    const links = pages.flatMap((p) => [...p.text.content.matchAll(/@UUID\[([^\]]+)\]/g)].map((m) => m[1]!));
    expect(links.length).toBe(adventure!.actors.length);
    for (const link of links) expect(imported, link).toContain(link);
    // Everyone the adventure imports is on the standing lists: same id, same data as the kit's pack.
    const pack = new Map(actorsOf(id).map((a) => [a._id, a]));
    for (const a of adventure!.actors) expect(pack.get(a._id)?.system, a.name).toEqual(a.system);
  });

  it('its sample effect items change a premade’s numbers while worn or carried, and stop when taken off', async () => {
    const [adventure] = storedPack(`${id}-first-encounter`) as Adventure[];
    const folder = adventure!.folders.find((f) => f._id === sampleFolderId(id));
    expect(folder).toMatchObject({ name: 'Sample effects', type: 'Item' });
    const samples = adventure!.items.filter((i) => i.folder === folder!._id);
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(samples.length).toBeLessThanOrEqual(3);
    const fields = registry.get(id as never).effectFields ?? [];
    const { _key, ...premade } = actorsOf(id).find((a) => kitRole(a) === 'premade')!;
    void _key;
    for (const sample of samples) {
      // No printed rule behind any of them: the description says so, and when the effect applies.
      const text = String(sample.system.description ?? sample.system.notes);
      expect(text, sample.name).toMatch(/Sample effect: .+ while /);
      expect(text, sample.name).toMatch(/not a rule/);
      expect(sample.effects.length, sample.name).toBeGreaterThan(0);
      const changes = sample.effects.flatMap((e) => readChanges(e).map((c) => ({ ...c, effect: e.name })));
      for (const e of sample.effects) expect(e.transfer, e.name).toBe(true);
      // Every path is a field the ruleset lists (none would be ignored as unknown).
      for (const c of changes) expect(findEffectField(fields, c.key), c.key).toBeDefined();

      const actor = (await Actor.create(structuredClone(premade) as never)) as Actor.Implementation;
      actor.prepareData();
      for (const c of changes) expect(reportOf(actor).sources[c.key], `${c.key} before`).toBeUndefined();
      for (const c of changes) expect(DERIVED, c.key).toHaveProperty([c.key]);
      const before = new Map(changes.map((c) => [c.key, derivedOf(actor, c.key)]));
      const [item] = (await actor.createEmbeddedDocuments('Item', [structuredClone(sample) as never])) as Item.Implementation[];
      actor.prepareData();
      const report = reportOf(actor);
      expect(report.ignored, sample.name).toEqual([]);
      const worn = new Map(changes.map((c) => [c.key, derivedOf(actor, c.key)]));
      for (const c of changes) {
        const source = report.sources[c.key];
        expect(source?.parts.map((p) => p.effect), c.key).toContain(c.effect);
        expect(c.mode).toBe('add');
        expect(source!.total, c.key).toBe(source!.base + Number(c.value));
        expect(source!.total, `${c.key} means something`).not.toBe(source!.base);
      }
      // The number the sheet and the roll read carries the effect: switched off (the item still
      // worn, so any part of its own stays), it drops by exactly the effect's value.
      const effects = [...item!.effects];
      for (const e of effects) await e.update({ disabled: true } as never);
      actor.prepareData();
      for (const c of changes) {
        expect(worn.get(c.key)! - derivedOf(actor, c.key), `${c.key}: the derived number`).toBe(Number(c.value));
      }
      for (const e of effects) await e.update({ disabled: false } as never);
      // Taken off (unequipped where the ruleset gates transfer, else removed): the number goes back.
      const gate = gateOf(item!.system as unknown as Record<string, unknown>);
      if (gate) await item!.update({ [`system.${gate}`]: false } as never);
      else await actor.deleteEmbeddedDocuments('Item', [item!.id!]);
      actor.prepareData();
      for (const c of changes) {
        expect(reportOf(actor).sources[c.key], `${c.key} after`).toBeUndefined();
        expect(derivedOf(actor, c.key), `${c.key}: back once taken off`).toBe(before.get(c.key));
      }
    }
  });
});
