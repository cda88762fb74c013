/** The hitdice compendiums are exactly what the engine's tables and the rules text produce, and valid documents. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TIERS, RESOLVE_STAGES, SKILLS } from '../../src/rulesets/hitdice/rules';
import { bootHitdice } from './fixtures';
import { PACKS, abilityItems, armorItems, skillsJournal, tiersJournal, universalJournal } from './pack-content';
import { storedAndGenerated, writePacksWhenAsked } from '../packs/sources';

const root = join(__dirname, '../..');

writePacksWhenAsked(PACKS);

beforeAll(bootHitdice);

const html = (entry: { pages: { text: { content: string } }[] }) => entry.pages.map((p) => p.text.content).join('');

describe('hitdice compendiums', () => {
  it('hold exactly the generated documents, and system.json lists each pack for hitdice', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8')) as {
      packs: { name: string; type: string; flags?: { manifold?: { ruleset?: string } } }[];
    };
    for (const [name, build] of Object.entries(PACKS)) {
      const { stored, generated } = storedAndGenerated(name, build);
      expect(stored, name).toEqual(generated);
      expect(manifest.packs.find((p) => p.name === name)?.flags?.manifold?.ruleset, name).toBe('hitdice');
    }
  });

  it('the Action Tiers table reproduces every row of the engine’s table', () => {
    const content = html(tiersJournal());
    for (const tier of ACTION_TIERS) {
      const threshold = tier.threshold === 6 ? '6 only' : `${tier.threshold}+`;
      expect(content).toContain(`</td><td>${threshold}</td><td>${tier.required}</td><td>${tier.baseImpact} HD</td>`);
    }
    expect(content.match(/<tr>/g)).toHaveLength(1 + ACTION_TIERS.length);
  });

  it('the universal actions, the eight skills and the Resolve stages are all there', () => {
    expect(universalJournal().pages.map((p) => p.name)).toEqual(['Rush', 'Steady', 'Defend', 'Stabilize']);
    const skills = html(skillsJournal());
    expect(skills.match(/<tr>/g)).toHaveLength(1 + SKILLS.length);
    const resolve = html(PACKS['hitdice-rules']!()[3] as never);
    for (const stage of RESOLVE_STAGES) expect(resolve).toContain(`<td>${stage.resolve}</td>`);
  });

  it('armor kinds are 2d6, 2d8 and 2d10; abilities cover every tier, marked as placeholders (ALL-3)', async () => {
    expect(armorItems().map((i) => [i.system.kind, i.system.dice])).toEqual([
      ['light', 2],
      ['medium', 2],
      ['heavy', 2],
    ]);
    const abilities = abilityItems();
    expect(new Set(abilities.map((i) => i.system.tier))).toEqual(new Set(ACTION_TIERS.map((t) => t.id)));
    expect(abilities.filter((i) => String(i.system.description).includes('Placeholder'))).toHaveLength(
      ACTION_TIERS.length + 1,
    );
    // Every item is valid for its data model, unchanged by cleaning (loaded as the pack stores it).
    for (const source of [...armorItems(), ...abilities]) {
      const doc = standIn.loadDocument('Item', {
        name: source.name,
        type: source.type,
        system: source.system,
      }) as Item.Implementation;
      expect(doc.toObject().system, source.name).toEqual(source.system);
    }
  });
});
