/**
 * DIF-3: the named attributes and skills every actor of this ruleset holds. The GM renames and
 * extends the default set in a world setting (an object, edited with the Traits editor); the data
 * models store scores by id, so renaming a trait keeps every score.
 */
import { settings, SYSTEM_ID } from '../../../foundry/settings';
import { DEFAULT_ATTRIBUTES, DEFAULT_RESISTANCE, DEFAULT_SKILLS, POOL_IDS, type PoolId } from '../rules';

export const TRAITS_SETTING = 'difference.traits';

export interface AttributeConfig {
  id: string;
  /** The name the GM gave it; empty for a default attribute keeps its translated name. */
  name: string;
}

export interface SkillConfig extends AttributeConfig {
  /** The attribute a check with this skill starts with in the dialog (the player may change it). */
  attribute: string;
  /** A Defense Skill: offered as the target's half of an opposed check. */
  defense: boolean;
  /** Relies heavily on the senses, so Disoriented applies (the dialog's default). */
  sensory: boolean;
}

export interface TraitsConfig {
  attributes: AttributeConfig[];
  skills: SkillConfig[];
  /** DIF-3: the attribute whose score is each wound track's Resistance. */
  resistance: Record<PoolId, string>;
}

/**
 * The attribute each default skill starts with in the dialog. The document pairs no skill with an
 * attribute; these are the glue's defaults and the GM can change them.
 */
const DEFAULT_SKILL_ATTRIBUTE: Record<string, string> = {
  athletics: 'strength',
  acrobatics: 'agility',
  stealth: 'agility',
  melee: 'strength',
  ranged: 'agility',
  evasion: 'agility',
  discipline: 'resolve',
  insight: 'empathy',
  perception: 'wits',
  investigation: 'intellect',
  lore: 'intellect',
  medicine: 'intellect',
  survival: 'wits',
  crafting: 'intellect',
  persuasion: 'presence',
  deception: 'presence',
  intimidation: 'presence',
};

export function defaultTraits(): TraitsConfig {
  return {
    attributes: DEFAULT_ATTRIBUTES.map((a) => ({ id: a.id, name: '' })),
    skills: DEFAULT_SKILLS.map((s) => ({
      id: s.id,
      name: '',
      attribute: DEFAULT_SKILL_ATTRIBUTE[s.id] ?? DEFAULT_ATTRIBUTES[0]!.id,
      defense: s.defense === true,
      sensory: s.sensory === true,
    })),
    resistance: { ...DEFAULT_RESISTANCE },
  };
}

const ID = /^[a-z][a-z0-9-]{0,39}$/;
const MAX_TRAITS = 60;
const MAX_NAME = 60;

const cleanName = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, MAX_NAME) : '');
const listOf = (v: unknown): Record<string, unknown>[] =>
  (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []).filter(
    (e): e is Record<string, unknown> => Boolean(e) && typeof e === 'object',
  );

/** A stored or submitted traits object read safely: valid unique ids, trimmed names, known references. */
export function normaliseTraits(raw: unknown): TraitsConfig {
  const fallback = defaultTraits();
  if (!raw || typeof raw !== 'object') return fallback;
  const given = raw as Record<string, unknown>;
  const seen = new Set<string>();
  const unique = (id: unknown): id is string =>
    typeof id === 'string' && ID.test(id) && !seen.has(id) && !!seen.add(id);
  const attributes = listOf(given.attributes)
    .filter((a) => unique(a.id))
    .slice(0, MAX_TRAITS)
    .map((a) => ({ id: a.id as string, name: cleanName(a.name) }));
  if (attributes.length === 0) return fallback;
  const attributeIds = new Set(attributes.map((a) => a.id));
  const skills = listOf(given.skills)
    .filter((s) => unique(s.id))
    .slice(0, MAX_TRAITS)
    .map((s) => ({
      id: s.id as string,
      name: cleanName(s.name),
      attribute: attributeIds.has(s.attribute as string) ? (s.attribute as string) : attributes[0]!.id,
      defense: s.defense === true || s.defense === 'on' || s.defense === 'true',
      sensory: s.sensory === true || s.sensory === 'on' || s.sensory === 'true',
    }));
  const res = (given.resistance ?? {}) as Record<string, unknown>;
  const resistance = Object.fromEntries(
    POOL_IDS.map((pool) => {
      const wanted = res[pool];
      const choice =
        typeof wanted === 'string' && attributeIds.has(wanted)
          ? wanted
          : attributeIds.has(DEFAULT_RESISTANCE[pool])
            ? DEFAULT_RESISTANCE[pool]
            : attributes[0]!.id;
      return [pool, choice];
    }),
  ) as Record<PoolId, string>;
  return { attributes, skills, resistance };
}

/** The world's traits (the defaults until the GM edits them). Read-only: edit a copy. */
export function readTraits(): TraitsConfig {
  let stored: unknown;
  try {
    stored = game.settings!.get(SYSTEM_ID, TRAITS_SETTING);
  } catch {
    return defaultTraits();
  }
  return normaliseTraits(stored);
}

function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/** A trait's display name: the GM's name, else the default's translation, else its id. */
export function attributeName(id: string, traits: TraitsConfig = readTraits()): string {
  const given = traits.attributes.find((a) => a.id === id)?.name;
  if (given) return given;
  return DEFAULT_ATTRIBUTES.some((a) => a.id === id) ? localize(`MANIFOLD.difference.attribute.${id}`) : id;
}

export function skillName(id: string, traits: TraitsConfig = readTraits()): string {
  if (id === '') return localize('MANIFOLD.difference.check.noSkill');
  const given = traits.skills.find((s) => s.id === id)?.name;
  if (given) return given;
  return DEFAULT_SKILLS.some((s) => s.id === id) ? localize(`MANIFOLD.difference.skill.${id}`) : id;
}

/** A new id for a trait named `name`, unique among `taken`. */
export function traitId(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    name
      .toLocaleLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^[^a-z]+/, '')
      .slice(0, 30) || 'trait';
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Registers the setting (an object, edited only through the Traits editor). */
export function registerTraitsSetting(onChange: () => void): void {
  settings().register(SYSTEM_ID, TRAITS_SETTING, {
    scope: 'world',
    config: false,
    type: Object,
    default: defaultTraits(),
    onChange,
  });
}
