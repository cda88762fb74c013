/**
 * The difference compendium content, built from the engine's one copy of each printed table and
 * the rules text in lang/en/difference.json. packs.test.ts checks packs/difference-* against it;
 * `npm run packs:write` rewrites them.
 */
import { escapeHtml, journalEntry, languageOf, stableId } from '../packs/builders';
import { CONDITION_IDS, DIFFERENCE_TABLE, DIFFICULTY_RANKS } from '../../src/rulesets/difference/rules';
import { typeImage } from '../packs/type-images';

const t = languageOf('difference');
const text = (key: string) => t(key.replace(/^MANIFOLD\.difference\./, ''));
const esc = escapeHtml;

/** A stable 16-character id from a name. */
export const idOf = (name: string) => stableId(`difference:${name}`);

const journal = (name: string, pages: [string, string][]) => journalEntry(idOf, name, name, pages);

function resolutionTable(): string {
  const rows = DIFFERENCE_TABLE.map((r) => {
    const x = r.x === 10 ? '+10 or more' : r.x === -10 ? '-10 or less' : r.x > 0 ? `+${r.x}` : String(r.x);
    return `<tr><td>${x}</td><td>${r.tn}+</td><td>${r.chance}%</td></tr>`;
  }).join('');
  return (
    '<p>Roll a d100 equal to or greater than the Target Number (TN) found from the Difference (x). ' +
    'x = (Attribute + Skill) − (Target’s Attribute + Defense Skill), or − the Difficulty Rank.</p>' +
    `<table><thead><tr><th>Difference (x)</th><th>d100 Target (TN)</th><th>Chance of Success</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function difficultyTable(): string {
  const rows = DIFFICULTY_RANKS.rows
    .map((band) => {
      const range =
        band.max === undefined ? `${band.min}+` : band.min === undefined ? `1-${band.max}` : `${band.min}-${band.max}`;
      const v = band.value;
      return `<tr><td>${range}</td><td><strong>${esc(text(v.name))}:</strong> ${esc(text(v.description))}</td><td>${esc(text(v.examples))}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Difficulty Rank (DR)</th><th>Description</th><th>Example Tasks</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function referencePack() {
  return [
    journal('Difference: Action Resolution', [
      ['The Action Resolution Table', resolutionTable()],
      ['Difficulty Ranks', difficultyTable()],
    ]),
    journal(
      'Difference: Conditions',
      CONDITION_IDS.map((id) => [
        text(`MANIFOLD.difference.condition.${id}.name`),
        `<p>${esc(text(`MANIFOLD.difference.condition.${id}.rules`))}</p>`,
      ]),
    ),
  ];
}

const PLACEHOLDER =
  '<p><em>Placeholder.</em> The rules name talents and equipment of this kind but list none; ' +
  'this entry shows the fields. Replace its name, numbers and text with your game’s own.</p>';

function item(name: string, type: string, system: Record<string, unknown>) {
  const _id = idOf(name);
  return {
    _id,
    _key: `!items!${_id}`,
    name,
    type,
    img: typeImage(type),
    system: { ...system, description: PLACEHOLDER },
  };
}

export function talentPack() {
  return [
    item('Placeholder: Edge on a skill', 'difference-talent', {
      focusCost: 1,
      action: 'free',
      actionPoints: 0,
      edge: 'minor',
      exceedsCap: false,
      skill: 'crafting',
    }),
    item('Placeholder: Reaction costing Focus', 'difference-talent', {
      focusCost: 2,
      action: 'reaction',
      actionPoints: 0,
      edge: 'none',
      exceedsCap: false,
      skill: '',
    }),
    item('Placeholder: Talent that exceeds the cap', 'difference-talent', {
      focusCost: 3,
      action: 'action',
      actionPoints: 1,
      edge: 'major',
      exceedsCap: true,
      skill: '',
    }),
  ];
}

export function equipmentPack() {
  return [
    item('Placeholder: Armor (Soak 2)', 'difference-armor', {
      availability: 2,
      quantity: 1,
      expertise: '',
      expertTraits: '',
      soak: 2,
      equipped: true,
    }),
    item('Placeholder: Tool with Expert Traits', 'difference-equipment', {
      availability: 3,
      quantity: 1,
      expertise: 'Medicine',
      expertTraits: '<p>Placeholder: what the tool does for someone with the Expertise.</p>',
      held: false,
    }),
    item('Placeholder: Common gear', 'difference-equipment', {
      availability: 1,
      quantity: 1,
      expertise: '',
      expertTraits: '',
      held: false,
    }),
    item('Placeholder: Extended task (crafting)', 'difference-task', {
      attribute: 'intellect',
      skill: 'crafting',
      difficulty: 6,
      successThreshold: 5,
      interval: { amount: 1, unit: 'days' },
      model: 'complications',
      failureThreshold: 3,
      complicationSetback: true,
      maxRolls: 5,
      opponent: { name: '', attributeScore: 0, skillScore: 0 },
      opponentThreshold: 3,
      state: { rolls: 0, successes: 0, complications: 0, opponentSuccesses: 0, tieBreak: false, status: 'ongoing' },
    }),
  ];
}

export const PACKS: Record<string, () => Record<string, unknown>[]> = {
  'difference-rules': referencePack,
  'difference-talents': talentPack,
  'difference-equipment': equipmentPack,
};
