/**
 * The countdown compendiums, built from the engine's one copy of every printed table (classes,
 * ancestries, backgrounds, weapons, armor, gear, the Crawling Kit, conditions) and the ALL-3
 * placeholders (spells, talent and backlash tables). `npm run packs:write` writes them to
 * packs/countdown-*; the test checks they match.
 */
import { createHash } from 'node:crypto';
import { catalogue, ICONS, type ItemData } from '../../src/rulesets/countdown/data/catalogue';
import { TYPES } from '../../src/rulesets/countdown/data/types';
import {
  ANCESTRIES,
  BACKGROUNDS,
  BACKLASH_TABLE,
  BEASTKIN_ASPECTS,
  CLASSES,
  CLASS_IDS,
  CONDITIONS,
  PLACEHOLDER_SPELLS,
  PLACEHOLDER_TEXT,
  talentTable,
  type RollTableData,
} from '../../src/rulesets/countdown/rules';
import { CONDITION_IMAGES } from '../../src/rulesets/countdown/statuses';
import { MACRO_ICON } from '../../src/foundry/icons';

const L = (key: string, data?: Record<string, string | number>) =>
  data ? game.i18n!.format(key, data as Record<string, string>) : game.i18n!.localize(key);
const C = (path: string, data?: Record<string, string | number>) => L(`MANIFOLD.countdown.${path}`, data);
const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A stable 16-hex-digit id for a document of a pack. */
export function packId(...parts: string[]): string {
  return createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 16);
}

/** The full system data a model makes of the given data (every field, bounded and cleaned). */
function cleaned(type: string, system: Record<string, unknown>): Record<string, unknown> {
  const Model = (
    CONFIG.Item.dataModels as unknown as Record<string, new (data: unknown) => { toObject(): Record<string, unknown> }>
  )[type]!;
  return new Model(system).toObject();
}

/** A pack item as this file writes it: a catalogue row's data, or a class, ancestry, background or spell whose model fills the rest. */
type PackItemData = ItemData | { name: string; type: string; img: string; system: Record<string, unknown> };

function item(pack: string, key: string, data: PackItemData, notes = '') {
  const _id = packId(pack, key);
  return {
    _id,
    _key: `!items!${_id}`,
    name: data.name,
    type: data.type,
    img: data.img,
    system: cleaned(data.type, { ...data.system, ...(notes ? { notes } : {}) }),
  };
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export function classesPack() {
  return CLASSES.map((row) => {
    const skills = [
      ...row.trainedSkills.map((s) => C(`skill.${s}`)),
      ...(row.skillOfChoice ? [C('item.skillOfChoice', { stat: C(`stat.${row.skillOfChoice}`) })] : []),
    ];
    const notes = p(
      `<em>${escape(C(`class.${row.id}.identity`))}</em>`,
      `<strong>${escape(C('item.hpDie'))}</strong> d${row.hpDie}`,
      `<strong>${escape(C(`class.${row.id}.ability`))}.</strong> ${escape(C(`class.${row.id}.abilityText`))}`,
      `<strong>${escape(C('item.trainedSkills'))}</strong> ${escape(skills.join(', '))}`,
      `<strong>${escape(C('item.startingGear'))}</strong> ${escape(C(`classGear.${row.id}`))}`,
    );
    return item(
      'countdown-classes',
      row.id,
      {
        name: C(`class.${row.id}.name`),
        type: TYPES.class,
        img: ICONS.class,
        system: { classId: row.id, catalogueId: row.id },
      },
      notes,
    );
  });
}

export function ancestriesPack() {
  return ANCESTRIES.map((row) => {
    const aspects = row.features.aspects
      ? `<ul>${BEASTKIN_ASPECTS.map((a) => `<li><strong>${escape(C(`aspect.${a}.name`))}:</strong> ${escape(C(`aspect.${a}.text`))}</li>`).join('')}</ul>`
      : '';
    const notes =
      p(
        `<strong>${escape(C(`ancestry.${row.id}.innate`))}.</strong> ${escape(C(`ancestry.${row.id}.innateText`))}`,
        `<strong>${escape(C('sheet.languages'))}:</strong> ${escape(row.languages.map((l) => C(`language.${l}`)).join(', '))}${row.extraLanguages ? ` + ${row.extraLanguages}` : ''}`,
      ) + aspects;
    return item(
      'countdown-ancestries',
      row.id,
      {
        name: C(`ancestry.${row.id}.name`),
        type: TYPES.ancestry,
        img: ICONS.ancestry,
        system: { ancestryId: row.id, catalogueId: row.id, aspect: '' },
      },
      notes,
    );
  });
}

export function backgroundsPack() {
  return BACKGROUNDS.map((row) =>
    item(
      'countdown-backgrounds',
      row.id,
      {
        name: C(`background.${row.id}.name`),
        type: TYPES.background,
        img: ICONS.background,
        system: { backgroundId: row.id, catalogueId: row.id },
      },
      p(
        `<em>${escape(C(`background.${row.id}.hook`))}</em>`,
        `<strong>${escape(C('item.trainedSkills'))}</strong> ${escape(C(`skill.${row.trainedSkill}`))}`,
        `<strong>${escape(C('item.startingGear'))}</strong> ${escape(C(`backgroundGear.${row.id}`))}`,
      ),
    ),
  );
}

const note = (data: ItemData) => {
  const id = String((data.system as { catalogueId?: string }).catalogueId);
  const key = `MANIFOLD.countdown.gearNote.${id}`;
  return standIn.i18n.has(key) ? p(escape(L(key))) : '';
};

export function weaponsPack() {
  return catalogue(L).weapons.map((w) =>
    item('countdown-weapons', String((w.system as { catalogueId: string }).catalogueId), w),
  );
}

export function armorPack() {
  return catalogue(L).armor.map((a) =>
    item('countdown-armor', String((a.system as { catalogueId: string }).catalogueId), a),
  );
}

export function gearPack() {
  return catalogue(L).gear.map((g) => {
    const id = String((g.system as { catalogueId: string }).catalogueId);
    const notes = id === 'crawlingKit' ? p(escape(C('crawlingKit.contents'))) : note(g);
    return item('countdown-gear', id, g, notes);
  });
}

export function spellsPack() {
  return PLACEHOLDER_SPELLS.map((s) =>
    item(
      'countdown-spells',
      s.id,
      {
        name: `${C(`class.${s.list}.name`)}: ${C('card.tier', { tier: s.tier })} (${C('packs.placeholder')})`,
        type: TYPES.spell,
        img: ICONS.spell,
        system: {
          list: s.list,
          tier: s.tier,
          requiresComponents: s.requiresComponents,
          duration: 0,
          placeholder: true,
        },
      },
      p(escape(L(PLACEHOLDER_TEXT))),
    ),
  );
}

function rollTable(table: RollTableData, name: string) {
  const _id = packId('countdown-tables', table.id);
  return {
    _id,
    _key: `!tables!${_id}`,
    name,
    img: MACRO_ICON,
    description: p(escape(L(PLACEHOLDER_TEXT))),
    formula: `1d${table.die ?? table.entries.length}`,
    replacement: true,
    displayRoll: true,
    flags: { manifold: { countdownTable: table.id } },
    results: table.entries.map((entry, i) => {
      const rid = packId('countdown-tables', table.id, String(i));
      return {
        _id: rid,
        _key: `!tables.results!${_id}.${rid}`,
        type: 'text',
        name: C('packs.placeholder'),
        description: L(entry.text),
        img: MACRO_ICON,
        range: [entry.min, entry.max],
        weight: entry.max - entry.min + 1,
        drawn: false,
      };
    }),
  };
}

export function tablesPack() {
  return [
    ...CLASS_IDS.map((id) => rollTable(talentTable(id), C('packs.talentTable', { class: C(`class.${id}.name`) }))),
    rollTable(BACKLASH_TABLE, C('packs.backlashTable')),
  ];
}

export function conditionsPack() {
  const _id = packId('countdown-conditions', 'conditions');
  return [
    {
      _id,
      _key: `!journal!${_id}`,
      name: C('packs.conditionsJournal'),
      pages: CONDITIONS.map((id, i) => {
        const pid = packId('countdown-conditions', id);
        return {
          _id: pid,
          _key: `!journal.pages!${_id}.${pid}`,
          name: C(`condition.${id}`),
          type: 'text',
          src: CONDITION_IMAGES[id],
          title: { show: true, level: 1 },
          text: { format: 1, content: p(escape(C(`conditionText.${id}`))) },
          sort: (i + 1) * 100000,
        };
      }),
    },
  ];
}

export const PACKS: Record<string, () => { _id: string }[]> = {
  'countdown-classes': classesPack,
  'countdown-ancestries': ancestriesPack,
  'countdown-backgrounds': backgroundsPack,
  'countdown-weapons': weaponsPack,
  'countdown-armor': armorPack,
  'countdown-gear': gearPack,
  'countdown-spells': spellsPack,
  'countdown-tables': tablesPack,
  'countdown-conditions': conditionsPack,
};
