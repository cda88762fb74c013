/**
 * The ids results carry, by group: the glue shows each as the i18n key `nameKey(group, id)`
 * (`MANIFOLD.hitdice.<group>.<id>`), and lang/en/hitdice.json holds every one (tested).
 */
import type { LifeState } from './actor';
import type { DefenseStepOutcome } from './defense';
import { REFUSAL_IDS } from './keys';
import { DIE_ROLES } from './pool';
import { RESOLVE_TRIGGERS } from './round';
import {
  ARMOR_TYPE_IDS,
  GROUP_MODES,
  HIT_DIE_TYPES,
  LAYER_KINDS,
  RESOLVE_CHECK_TABLE,
  RESOLVE_STAGES,
  SKILLS,
  TIER_IDS,
  type GroupMode,
} from './tables';

export const LIFE_STATES: readonly LifeState[] = ['active', 'collapsed', 'dying', 'dead'];
export const DEFENSE_STEP_OUTCOMES: readonly DefenseStepOutcome[] = ['sustained', 'lost', 'autoLost', 'unabsorbed'];

export const NAME_GROUPS: Readonly<Record<string, readonly string[]>> = {
  tier: TIER_IDS,
  tierExamples: TIER_IDS,
  stage: RESOLVE_STAGES.map((s) => s.id),
  stagePenalties: RESOLVE_STAGES.map((s) => s.id),
  layer: LAYER_KINDS,
  role: DIE_ROLES,
  skill: SKILLS,
  skillHint: SKILLS,
  hitDie: HIT_DIE_TYPES,
  armor: ARMOR_TYPE_IDS,
  trigger: RESOLVE_TRIGGERS,
  life: LIFE_STATES,
  defenseOutcome: DEFENSE_STEP_OUTCOMES,
  resolveOutcome: RESOLVE_CHECK_TABLE.map((r) => r.outcome),
  groupMode: Object.keys(GROUP_MODES) as GroupMode[],
  refusal: REFUSAL_IDS,
};
