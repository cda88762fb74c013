import { toInteger } from '../../../core';
import { DEFAULT_RESISTANCE, type PoolId } from './options';

/**
 * DIF-3: the document names no attributes or skills. An actor holds named attributes and skills
 * (world-configurable names); this is the default set. It includes Agility (named by the glossary's
 * "Enhanced [+1 Agility]") and one Resistance attribute per health pool.
 */
export interface TraitDefinition {
  id: string;
  /** i18n key of the name. */
  label: string;
}

export interface SkillDefinition extends TraitDefinition {
  /** A Defense Skill: the target's half of an opposed check (§1.1). */
  defense?: boolean;
  /** Relies heavily on the senses, so Disoriented applies (glossary). */
  sensory?: boolean;
}

const trait = (id: string): TraitDefinition => ({ id, label: `MANIFOLD.difference.attribute.${id}` });
const skill = (id: string, flags: Omit<SkillDefinition, 'id' | 'label'> = {}): SkillDefinition => ({
  id,
  label: `MANIFOLD.difference.skill.${id}`,
  ...flags,
});

/** DIF-3 default attributes: body, mind and spirit, each with its Resistance (Fortitude, Resolve, Composure). */
export const DEFAULT_ATTRIBUTES: readonly TraitDefinition[] = [
  trait('strength'),
  trait('agility'),
  trait('fortitude'),
  trait('intellect'),
  trait('wits'),
  trait('resolve'),
  trait('presence'),
  trait('empathy'),
  trait('composure'),
];

/** DIF-3 default skills, with the Defense Skills for opposed checks and Perception as the sensory skill. */
export const DEFAULT_SKILLS: readonly SkillDefinition[] = [
  skill('athletics'),
  skill('acrobatics'),
  skill('stealth'),
  skill('melee'),
  skill('ranged'),
  skill('evasion', { defense: true }),
  skill('discipline', { defense: true }),
  skill('insight', { defense: true }),
  skill('perception', { sensory: true }),
  skill('investigation'),
  skill('lore'),
  skill('medicine'),
  skill('survival'),
  skill('crafting'),
  skill('persuasion'),
  skill('deception'),
  skill('intimidation'),
];

/** The wound track of each health pool (glossary Injury, Burden, Trauma). */
export type WoundTrack = 'injuries' | 'burdens' | 'traumas';
export const WOUND_TRACK: Readonly<Record<PoolId, WoundTrack>> = {
  vitality: 'injuries',
  poise: 'burdens',
  clarity: 'traumas',
};

/** A named score read safely from stored data; a missing name counts as 0. */
export function scoreOf(scores: Readonly<Record<string, unknown>> | undefined, name: string): number {
  if (!scores || !Object.prototype.hasOwnProperty.call(scores, name)) return 0;
  return toInteger(scores[name]);
}

/** The Resistance attribute score for a pool's wound track (DIF-3; which attribute is a setting). */
export function resistanceOf(
  attributes: Readonly<Record<string, unknown>> | undefined,
  pool: PoolId,
  resistance: Readonly<Record<PoolId, string>> = DEFAULT_RESISTANCE,
): number {
  return Math.max(0, scoreOf(attributes, resistance[pool]));
}
