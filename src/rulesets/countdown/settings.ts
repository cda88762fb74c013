/**
 * The countdown ruleset's world settings: the taste-level readings the engine made where the
 * document is silent (docs/rules/countdown.md, "Open questions"), with the engine's reading as
 * the default, plus the world panel's state.
 */
import type { RulesetSetting } from '../../foundry/ruleset';
import { rulesetSetting, settings, SYSTEM_ID, rulesetSettingKey } from '../../foundry/settings';
import { countdownKey } from './rules';

const s = (key: string) => countdownKey(`settings.${key}`);

export const SETTING = {
  startingHp: 'startingHp',
  fieldSurgeryKit: 'fieldSurgeryKit',
  darkvision: 'darkvisionDefense',
  lightTriggers: 'lightTriggers',
  travelDayHours: 'travelDayHours',
  ammunitionAfterCombat: 'ammunitionAfterCombat',
  levelUpRaisesHp: 'levelUpRaisesHp',
  tracker: 'tracker',
  showTracker: 'showTracker',
} as const;

export const COUNTDOWN_SETTINGS: RulesetSetting[] = [
  {
    key: SETTING.startingHp,
    name: s('startingHp.name'),
    hint: s('startingHp.hint'),
    scope: 'world',
    type: String,
    default: 'roll',
    choices: { roll: s('startingHp.roll'), max: s('startingHp.max') },
  },
  {
    key: SETTING.fieldSurgeryKit,
    name: s('fieldSurgeryKit.name'),
    hint: s('fieldSurgeryKit.hint'),
    scope: 'world',
    type: String,
    default: 'attempt',
    choices: { attempt: s('fieldSurgeryKit.attempt'), success: s('fieldSurgeryKit.success') },
  },
  {
    key: SETTING.darkvision,
    name: s('darkvisionDefense.name'),
    hint: s('darkvisionDefense.hint'),
    scope: 'world',
    type: Boolean,
    default: true,
  },
  {
    key: SETTING.lightTriggers,
    name: s('lightTriggers.name'),
    hint: s('lightTriggers.hint'),
    scope: 'world',
    type: String,
    default: 'owner',
    choices: { owner: s('lightTriggers.owner'), automatic: s('lightTriggers.automatic') },
  },
  {
    // CD-9: how many hours of overland travel make the day that eats a ration (taste: a full day or a march).
    key: SETTING.travelDayHours,
    name: s('travelDayHours.name'),
    hint: s('travelDayHours.hint'),
    scope: 'world',
    type: Number,
    range: { min: 1, max: 24, step: 1 },
    default: 24,
  },
  {
    key: SETTING.ammunitionAfterCombat,
    name: s('ammunitionAfterCombat.name'),
    hint: s('ammunitionAfterCombat.hint'),
    scope: 'world',
    type: Boolean,
    default: true,
  },
  {
    key: SETTING.levelUpRaisesHp,
    name: s('levelUpRaisesHp.name'),
    hint: s('levelUpRaisesHp.hint'),
    scope: 'world',
    type: Boolean,
    default: true,
  },
  {
    key: SETTING.showTracker,
    name: s('showTracker.name'),
    hint: s('showTracker.hint'),
    scope: 'client',
    type: Boolean,
    default: true,
  },
];

export function countdownSetting<T>(key: string): T {
  return rulesetSetting<T>('countdown', key);
}

/** The world panel's state lives in a hidden world setting the GM writes. */
export function registerTrackerSetting(onChange: () => void): void {
  settings().register(SYSTEM_ID, rulesetSettingKey('countdown', SETTING.tracker), {
    scope: 'world',
    config: false,
    type: Object,
    default: {},
    onChange,
  });
}
