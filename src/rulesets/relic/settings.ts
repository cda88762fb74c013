/**
 * The relic ruleset's world settings: the rulings that are settings (REL-1) and the readings a GM
 * may reasonably want the other way. Each default is the ruling or the document's literal reading.
 */
import { rulesetSetting } from '../../foundry/settings';
import type { RulesetSetting } from '../../foundry/ruleset';
import {
  NATURAL_ONE_FAILS_DEFAULT,
  ONE_ROUND_DAMAGE_READINGS,
  readId,
  type OneRoundDamageReading,
  type RelicOptions,
} from './rules';

const key = (name: string) => `MANIFOLD.relic.settings.${name}`;

export const RELIC_SETTINGS: RulesetSetting[] = [
  {
    // REL-1: a natural 1 is an ordinary roll unless the GM rules otherwise.
    key: 'naturalOneFails',
    name: key('naturalOneFails.name'),
    hint: key('naturalOneFails.hint'),
    scope: 'world',
    type: Boolean,
    default: NATURAL_ONE_FAILS_DEFAULT,
  },
  {
    // §6.4 Unconscious (1 round) "treat as Unconscious … unless damaged": the literal reading by default.
    key: 'oneRoundDamage',
    name: key('oneRoundDamage.name'),
    hint: key('oneRoundDamage.hint'),
    scope: 'world',
    type: String,
    default: 'dying',
    choices: Object.fromEntries(ONE_ROUND_DAMAGE_READINGS.map((id) => [id, key(`oneRoundDamage.${id}`)])),
  },
  {
    // §8.2 "Allies in your row regain HP": the burner is not its own ally unless the GM says so.
    key: 'restorationHealsBurner',
    name: key('restorationHealsBurner.name'),
    hint: key('restorationHealsBurner.hint'),
    scope: 'world',
    type: Boolean,
    default: false,
  },
  {
    // §3.1 "Determine Surprise": the document does not say what surprise does; skipping round 1 is the usual reading.
    key: 'surpriseSkipsRound',
    name: key('surpriseSkipsRound.name'),
    hint: key('surpriseSkipsRound.hint'),
    scope: 'world',
    type: Boolean,
    default: true,
  },
];

/** A relic setting, falling back to its default while settings are not registered (pure tools, tests). */
function setting<T>(name: string): T {
  const fallback = RELIC_SETTINGS.find((s) => s.key === name)!.default as T;
  try {
    return (rulesetSetting<T>('relic', name) ?? fallback) as T;
  } catch {
    return fallback;
  }
}

/** The options the rulings pass to rolls (REL-1). */
export function relicOptions(): RelicOptions {
  return { naturalOneFails: Boolean(setting<boolean>('naturalOneFails')) };
}

export function oneRoundDamage(): OneRoundDamageReading {
  return readId(ONE_ROUND_DAMAGE_READINGS, setting<string>('oneRoundDamage'), 'dying');
}

export function restorationHealsBurner(): boolean {
  return Boolean(setting<boolean>('restorationHealsBurner'));
}

export function surpriseSkipsRound(): boolean {
  return Boolean(setting<boolean>('surpriseSkipsRound'));
}
