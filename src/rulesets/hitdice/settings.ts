/**
 * The hitdice world settings: the sustain threshold (HD-9) and the readings a GM could reasonably
 * want the other way (each defaults to the ruling or the engine's reading).
 */
import type { RulesetSetting } from '../../foundry/ruleset';
import { rulesetSetting } from '../../foundry/settings';
import { DEFAULT_SUSTAIN_THRESHOLD, type DefenseCapacityReading, type ResolveTrigger } from './rules';

const KEY = 'MANIFOLD.hitdice.settings';

export const HITDICE_SETTINGS: RulesetSetting[] = [
  {
    key: 'sustainThreshold',
    name: `${KEY}.sustainThreshold.name`,
    hint: `${KEY}.sustainThreshold.hint`,
    scope: 'world',
    type: Number,
    default: DEFAULT_SUSTAIN_THRESHOLD,
    range: { min: 2, max: 12, step: 1 },
  },
  {
    key: 'defenseCapacity',
    name: `${KEY}.defenseCapacity.name`,
    hint: `${KEY}.defenseCapacity.hint`,
    scope: 'world',
    type: String,
    default: 'proficiency',
    choices: {
      proficiency: `${KEY}.defenseCapacity.proficiency`,
      printed: `${KEY}.defenseCapacity.printed`,
    },
  },
  {
    key: 'hdLostTrigger',
    name: `${KEY}.hdLostTrigger.name`,
    hint: `${KEY}.hdLostTrigger.hint`,
    scope: 'world',
    type: Boolean,
    default: true,
  },
  {
    key: 'enforceEconomy',
    name: `${KEY}.enforceEconomy.name`,
    hint: `${KEY}.enforceEconomy.hint`,
    scope: 'world',
    type: Boolean,
    default: true,
  },
];

function read<T>(key: string): T {
  try {
    return rulesetSetting<T>('hitdice', key);
  } catch {
    // Not registered (a test stand-in without init): the default is the ruling.
    return HITDICE_SETTINGS.find((s) => s.key === key)!.default as T;
  }
}

/** HD-9: the face a defense die must reach to sustain. */
export function sustainThreshold(): number {
  return Number(read<number>('sustainThreshold'));
}

/** HD-4: Defense Capacity = Proficiency, or the printed table's "5-6" at levels 9–10. */
export function capacityReading(): DefenseCapacityReading {
  return read<string>('defenseCapacity') === 'printed' ? 'printed' : 'proficiency';
}

/** HD-7: the triggers this world leaves out ("lost HD this round" can be turned off). */
export function ignoredTriggers(): ResolveTrigger[] {
  return read<boolean>('hdLostTrigger') ? [] : ['hdLost'];
}

/** Whether combat refuses actions beyond the turn's economy (the GM may prefer to judge). */
export function economyEnforced(): boolean {
  return Boolean(read<boolean>('enforceEconomy'));
}
