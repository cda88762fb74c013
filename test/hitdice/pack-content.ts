/**
 * The hitdice compendium content, built from the engine's one copy of each printed table and the
 * rules text in lang/en/hitdice.json. packs.test.ts checks packs/hitdice-* against it;
 * `npm run packs:write` rewrites them.
 */
import { typeImage } from '../packs/type-images';
import { escapeHtml, htmlTable, journalEntry, languageOf, stableId } from '../packs/builders';
import {
  ACTION_TIERS,
  ARMOR_TYPES,
  ARMOR_TYPE_IDS,
  RESOLVE_CHECK_TABLE,
  RESOLVE_STAGES,
  SKILLS,
  STABILIZE_TIER,
  type ActionTier,
} from '../../src/rulesets/hitdice/rules';
import { HITDICE_SCHEMA_VERSION } from '../../src/rulesets/hitdice/data/actor-base';

const t = languageOf('hitdice');
const esc = escapeHtml;
const table = htmlTable;

/** A stable 16-character id from a name. */
export const idOf = (name: string) => stableId(`hitdice:${name}`);

const journal = (name: string, pages: [string, string][]) => journalEntry(idOf, `journal:${name}`, name, pages);

const threshold = (tier: ActionTier) => (tier.threshold === 6 ? t('reference.thresholdOnly') : `${tier.threshold}+`);

/** "Action Tiers": the table as printed, from ACTION_TIERS. */
export function tiersJournal() {
  const c = (k: string) => t(`reference.tierColumns.${k}`);
  const rows = ACTION_TIERS.map((tier) => [
    t(`tier.${tier.id}`),
    threshold(tier),
    tier.required,
    `${tier.baseImpact} HD`,
    t(`tierExamples.${tier.id}`),
  ]);
  const content =
    table([c('tier'), c('threshold'), c('required'), c('impact'), c('examples')], rows) +
    `<p>${esc(t('reference.successRules'))}</p><p><em>${esc(t('reference.tiersNote'))}</em></p>`;
  return journal(t('reference.tiersTitle'), [[t('reference.tiersTitle'), content]]);
}

export function universalJournal() {
  return journal(t('reference.universalTitle'), [
    [t('sheet.rush'), t('reference.rush')],
    [t('sheet.steady'), t('reference.steady')],
    [t('sheet.defend'), t('reference.defend')],
    [t('sheet.stabilize'), t('reference.stabilize')],
  ]);
}

export function skillsJournal() {
  const rows = SKILLS.map((s) => [t(`skill.${s}`), t(`skillHint.${s}`)]);
  const content =
    t('reference.skillsIntro') +
    table([t('reference.skillColumns.skill'), t('reference.skillColumns.applies')], rows) +
    t('reference.groupRolls');
  return journal(t('reference.skillsTitle'), [[t('reference.skillsTitle'), content]]);
}

export function resolveJournal() {
  const c = (k: string) => t(`reference.resolveColumns.${k}`);
  const stages = table(
    [c('resolve'), c('stage'), c('penalties')],
    RESOLVE_STAGES.map((s) => [s.resolve, t(`stage.${s.id}`), t(`stagePenalties.${s.id}`)]),
  );
  const checks = table(
    [c('roll'), c('result')],
    RESOLVE_CHECK_TABLE.map((r) => [
      r.min === r.max ? String(r.min) : `${r.min}–${r.max}`,
      t(`resolveOutcome.${r.outcome}`),
    ]),
  );
  return journal(t('reference.resolveTitle'), [
    [t('reference.resolveTitle'), t('reference.resolveIntro') + checks + stages],
  ]);
}

function item(name: string, type: string, system: Record<string, unknown>) {
  const _id = idOf(`item:${type}:${name}`);
  return { _id, _key: `!items!${_id}`, name, type, img: typeImage(type), system };
}

/** Light, Medium and Heavy armor, from ARMOR_TYPES. */
export function armorItems() {
  return ARMOR_TYPE_IDS.map((kind) => {
    const { dice, faces } = ARMOR_TYPES[kind];
    const kindName = t(`armor.${kind}`).replace(/ \(.*\)$/, '');
    return item(t(`armor.${kind}`), 'hitdice-armor', {
      schemaVersion: HITDICE_SCHEMA_VERSION,
      kind,
      dice,
      equipped: false,
      description: t('reference.armorDescription', { kind: kindName, dice, faces }),
    });
  });
}

const ABILITY_DEFAULTS = {
  schemaVersion: HITDICE_SCHEMA_VERSION,
  skill: 'none',
  bonusDice: 0,
  attack: false,
  recharge: 'atWill',
  used: false,
};

/** Stabilize (the document's one named Basic ability) and a placeholder of each tier, and a placeholder weapon. */
export function abilityItems() {
  const placeholder = (tier: ActionTier, what: string) =>
    t('reference.placeholder', {
      what: t(`reference.${what}`),
      tier: t(`tier.${tier.id}`),
      examples: t(`tierExamples.${tier.id}`),
      threshold: threshold(tier),
      required: tier.required,
      impact: tier.baseImpact,
    });
  const basic = ACTION_TIERS.find((tier) => tier.id === 'basic')!;
  return [
    item(t('sheet.stabilize'), 'hitdice-ability', {
      ...ABILITY_DEFAULTS,
      tier: STABILIZE_TIER,
      description: t('reference.stabilize'),
    }),
    ...ACTION_TIERS.map((tier) =>
      item(t('reference.placeholderAbility', { tier: t(`tier.${tier.id}`) }), 'hitdice-ability', {
        ...ABILITY_DEFAULTS,
        tier: tier.id,
        description: placeholder(tier, 'abilities'),
      }),
    ),
    item(t('reference.placeholderWeapon'), 'hitdice-weapon', {
      schemaVersion: HITDICE_SCHEMA_VERSION,
      tier: 'basic',
      skill: 'none',
      bonusDice: 0,
      range: '',
      properties: '',
      description: placeholder(basic, 'weapons'),
    }),
  ];
}

export const PACKS: Record<string, () => Record<string, unknown>[]> = {
  'hitdice-rules': () => [tiersJournal(), universalJournal(), skillsJournal(), resolveJournal()],
  'hitdice-armor': armorItems,
  'hitdice-abilities': abilityItems,
};
