/**
 * The cryture compendiums: the statuses with the document's rules text, sample powers covering
 * every range form (marked as samples: the document prints none, ALL-3), and sample trainers,
 * crytures and an NPC. Every document is valid for its data model as stored (nothing is cleaned
 * away), with the `_id`/`_key` shape the pack build needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import './fixtures';
import { storedPack } from '../packs/sources';
import { RANGE_FORMS, STATUS_IDS, statusKey, validatePower } from '../../src/rulesets/cryture/rules';
import { powerData } from '../../src/rulesets/cryture/data/power-data';
import type { PowerSystem } from '../../src/rulesets/cryture/data/power';

const ROOT = path.resolve(__dirname, '../..');
const read = (pack: string) => storedPack(pack) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'system.json'), 'utf8')) as {
  packs: { name: string; type: string; flags?: unknown }[];
};
const ID = /^[A-Za-z0-9]{16}$/;

describe('cryture compendiums', () => {
  beforeEach(() => standIn.reset());

  it('are listed in system.json as the cryture ruleset’s', () => {
    for (const [name, type] of [
      ['cryture-statuses', 'JournalEntry'],
      ['cryture-powers', 'Item'],
      ['cryture-actors', 'Actor'],
    ]) {
      expect(manifest.packs.find((p) => p.name === name)).toMatchObject({
        type,
        flags: { manifold: { ruleset: 'cryture' } },
      });
    }
  });

  it('the statuses journal has a page for each of the twelve statuses with its Duration, Stacks and Effect', () => {
    const [journal] = read('cryture-statuses');
    expect(journal!._key).toBe(`!journal!${journal!._id}`);
    const pages = journal!.pages as { _id: string; _key: string; name: string; text: { content: string } }[];
    for (const page of pages) {
      expect(page._id).toMatch(ID);
      expect(page._key).toBe(`!journal.pages!${journal!._id}.${page._id}`);
    }
    for (const id of STATUS_IDS) {
      const page = pages.find((p) => p.name === standIn.i18n.localize(statusKey(id)))!;
      const rules = standIn.i18n.localize(`MANIFOLD.cryture.statusRules.${id}`);
      const effect = /<strong>Effect:<\/strong> (.*?)<\/p>/.exec(page.text.content)![1]!;
      expect(rules, id).toContain(effect);
      expect(page.text.content).toContain(`assets/cryture/status/${id}.svg`);
    }
    expect(pages).toHaveLength(13);
  });

  it('sample powers cover every range form, Attack and Roll, and are valid as stored', async () => {
    const powers = read('cryture-powers');
    expect(new Set(powers.map((p) => p.system.range.form))).toEqual(new Set(RANGE_FORMS));
    expect(new Set(powers.map((p) => p.system.check.kind))).toEqual(new Set(['attack', 'roll', 'none']));
    for (const source of powers) {
      expect(source._id).toMatch(ID);
      expect(source._key).toBe(`!items!${source._id}`);
      expect(source.system.description).toContain('A sample power');
      // Loaded as the pack stores it (an import into the world would be born at the current version).
      const item = standIn.loadDocument('Item', structuredClone(source)) as Item.Implementation;
      expect(item._source.system, source.name).toEqual(source.system);
      expect(validatePower(powerData(source.name, source.system as PowerSystem)), source.name).toEqual([]);
    }
  });

  it('sample trainers, crytures and an NPC are valid as stored, with their powers embedded', async () => {
    const actors = read('cryture-actors');
    expect(actors.map((a) => a.type).sort()).toEqual([
      'cryture-cryture',
      'cryture-cryture',
      'cryture-npc',
      'cryture-trainer',
    ]);
    for (const source of actors) {
      expect(source._key).toBe(`!actors!${source._id}`);
      const actor = standIn.loadDocument('Actor', structuredClone(source)) as Actor.Implementation;
      expect(actor._source.system, source.name).toEqual(source.system);
      for (const item of source.items) {
        expect(item._key).toBe(`!actors.items!${source._id}.${item._id}`);
        expect(validatePower(powerData(item.name, item.system))).toEqual([]);
      }
      expect(source.items.filter((i: { system: PowerSystem }) => i.system.basicAttack)).toHaveLength(1);
    }
  });
});
