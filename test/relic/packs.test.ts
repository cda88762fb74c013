/** The relic compendium sources: what the issue lists, valid for their data models, and tables equal to the engine's. */
import { describe, expect, it } from 'vitest';
import { readPackSources } from '../../tools/lib/packs.mjs';
import {
  AID_FEATURES,
  BACKLASH_TABLE,
  CONDITIONS,
  RELIC_TYPES,
  STRAIN_KINDS,
  WEAPON_DICE,
  WEAPON_TAGS,
} from '../../src/rulesets/relic/rules';
import './fixtures';

type Source = {
  _id: string;
  name: string;
  type: string;
  system: {
    weaponClass?: string;
    tag?: string;
    kind?: string;
    relicType?: string;
    strain?: Record<string, { kind: string; text: string }>;
    aid?: string;
    slots?: number;
  };
  pages?: { name: string; text: { content: string } }[];
};
const pack = (name: string) => [...(readPackSources(name) as Map<string, Source>).values()];
const lang = (key: string) => standIn.i18n.localize(`MANIFOLD.relic.${key}`);

describe('relic compendiums', () => {
  it('every item is valid for its data model', async () => {
    for (const name of ['relic-equipment', 'relic-relics', 'relic-features']) {
      for (const doc of pack(name)) {
        const item = (await Item.create(doc as never)) as Item.Implementation & {
          system: { validate(o?: object): boolean };
        };
        expect(item.system.validate({ strict: false }), `${name}/${doc.name}`).toBe(true);
        expect((item.system as unknown as { toObject(): object }).toObject(), doc.name).toMatchObject(doc.system);
      }
    }
  });

  it('weapons: every class (§5.2 die) with every tag (§5.1 attribute); armor light, medium, heavy; a shield', () => {
    const items = pack('relic-equipment');
    const weapons = items
      .filter((d) => d.type === 'relic-weapon')
      .map((d) => `${d.system.weaponClass}/${d.system.tag}`);
    expect(weapons.sort()).toEqual(
      Object.keys(WEAPON_DICE)
        .flatMap((c) => Object.keys(WEAPON_TAGS).map((t) => `${c}/${t}`))
        .sort(),
    );
    expect(
      items
        .filter((d) => d.type === 'relic-armor')
        .map((d) => d.system.kind)
        .sort(),
    ).toEqual(['heavy', 'light', 'medium']);
    expect(items.filter((d) => d.type === 'relic-shield')).toHaveLength(1);
  });

  it('an example relic of each type, each with the generic strain table built from §7.2’s four kinds (REL-3, ALL-3)', () => {
    const relics = pack('relic-relics');
    expect(relics.map((r) => r.system.relicType!).sort()).toEqual([...RELIC_TYPES].sort());
    for (const relic of relics) {
      const kinds = Object.values(relic.system.strain!);
      expect(kinds).toHaveLength(6);
      expect(kinds.slice(0, 4).map((k) => k.kind)).toEqual([...STRAIN_KINDS]);
      expect(kinds.every((k) => k.text.startsWith('Placeholder:'))).toBe(true);
    }
  });

  it('the three Aid modifiers of §6.1 and a level-1 discipline with 2 Synchronization slots', () => {
    const features = pack('relic-features');
    expect(
      features
        .filter((f) => f.type === 'relic-feature')
        .map((f) => f.system.aid)
        .sort(),
    ).toEqual(Object.keys(AID_FEATURES).sort());
    expect(features.find((f) => f.type === 'relic-discipline')!.system.slots).toBe(2);
  });

  it('journals: the backlash table row by row, every condition, the strain table', () => {
    const journals = pack('relic-rules');
    const page = (name: string) => {
      const el = document.createElement('div');
      el.innerHTML = journals.find((j) => j.name === name)!.pages![0]!.text.content;
      return [...el.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent),
      );
    };
    expect(page('Relic backlash table').map((r) => [r[0], r[1]])).toEqual(
      Object.entries(BACKLASH_TABLE).map(([resonance, condition]) => [resonance, lang(`condition.${condition}`)]),
    );
    expect(page('Relic conditions').map((r) => r[0])).toEqual(CONDITIONS.map((c) => lang(`condition.${c}`)));
    expect(page('Relic strain table').map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});
