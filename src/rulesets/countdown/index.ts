/** The countdown ruleset's descriptor: the one object the registry reads. */
import { COUNTDOWN_EFFECT_FIELDS } from './data/effects';
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { COUNTDOWN_REFERENCES } from './flows/references';
import { CountdownCharacterData } from './data/character';
import {
  CountdownAncestryData,
  CountdownArmorData,
  CountdownBackgroundData,
  CountdownClassData,
  CountdownGearData,
  CountdownShieldData,
  CountdownSpellData,
  CountdownWeaponData,
} from './data/items';
import { CountdownMonsterData } from './data/monster';
import { TYPES } from './data/types';
import { CountdownAttackRoll } from './dice/attack-roll';
import { CountdownCheckRoll } from './dice/check-roll';
import { CountdownContestRoll } from './dice/contest-roll';
import { CountdownDieRoll } from './dice/countdown-die-roll';
import { CountdownCoinRoll, CountdownHpRoll, CountdownStatsRoll } from './dice/creation-rolls';
import { CountdownDefenseRoll } from './dice/defense-roll';
import { CountdownEncounterRoll, CountdownInitiativeRoll, CountdownMoraleRoll } from './dice/gm-rolls';
import { CountdownHealingRoll } from './dice/healing-roll';
import { CountdownRestRoll } from './dice/rest-roll';
import { CountdownSpellRoll } from './dice/spell-roll';
import { countdownCombat } from './combat/rules';
import { COUNTDOWN_SETTINGS, registerTrackerSetting } from './settings';
import { CountdownCharacterSheet } from './sheets/character-sheet';
import { CountdownItemSheet } from './sheets/item-sheet';
import { CountdownMonsterSheet } from './sheets/monster-sheet';
import { COUNTDOWN_STATUS_EFFECTS, preCreateEffect } from './statuses';
import { COUNTDOWN_TEMPLATES } from './sheets/templates';
import { refreshTracker } from './apps/world-panel';
import { addTrackerTool } from './apps/tracker-tool';
import { ICONS } from './data/catalogue';
import { COUNTDOWN_CARDS } from './chat/cards';
import { oldCountdownCardDone } from './chat/old-cards';
import { COUNTDOWN_QUERIES } from './chat/queries';
import { countdownRollables } from './flows/rollables';
import { countdownRequests } from './flows/requests';
import { activateCountdown } from './hooks';

const item = (
  model: RulesetDescriptor['Item'][string]['model'],
  type: keyof typeof TYPES,
  icon: string,
  img: string,
) => ({
  model,
  sheet: CountdownItemSheet,
  label: `TYPES.Item.${TYPES[type]}`,
  icon,
  img,
});

export const countdown: RulesetDescriptor = {
  id: 'countdown',
  label: 'MANIFOLD.countdown.name',
  summary: 'MANIFOLD.countdown.summary',
  accent: 'var(--mf-accent-countdown)',
  primaryActorType: TYPES.character,
  Actor: {
    [TYPES.character]: {
      model: CountdownCharacterData,
      sheet: CountdownCharacterSheet,
      label: `TYPES.Actor.${TYPES.character}`,
      icon: 'fa-solid fa-user',
      trackable: { bar: ['hp'], value: ['level', 'milestones'] },
      // A character carries gear and spells and takes a class, an ancestry and a background (countdown.md).
      holds: [
        TYPES.weapon,
        TYPES.armor,
        TYPES.shield,
        TYPES.gear,
        TYPES.spell,
        TYPES.class,
        TYPES.ancestry,
        TYPES.background,
      ],
    },
    [TYPES.monster]: {
      model: CountdownMonsterData,
      sheet: CountdownMonsterSheet,
      label: `TYPES.Actor.${TYPES.monster}`,
      icon: 'fa-solid fa-dragon',
      trackable: { bar: ['hp'], value: ['armor'] },
      // A monster is its stat block — damage, Armor, Zone, Priority, Weakness (countdown.md, Monster Turns; CD-2).
      holds: [],
    },
  },
  Item: {
    [TYPES.weapon]: item(CountdownWeaponData, 'weapon', 'fa-solid fa-khanda', ICONS.weapon),
    [TYPES.armor]: item(CountdownArmorData, 'armor', 'fa-solid fa-shirt', ICONS.armor),
    [TYPES.shield]: item(CountdownShieldData, 'shield', 'fa-solid fa-shield', ICONS.shield),
    [TYPES.gear]: item(CountdownGearData, 'gear', 'fa-solid fa-toolbox', ICONS.gear),
    [TYPES.spell]: item(CountdownSpellData, 'spell', 'fa-solid fa-wand-sparkles', ICONS.spell),
    [TYPES.class]: item(CountdownClassData, 'class', 'fa-solid fa-graduation-cap', ICONS.class),
    [TYPES.ancestry]: item(CountdownAncestryData, 'ancestry', 'fa-solid fa-people-group', ICONS.ancestry),
    [TYPES.background]: item(CountdownBackgroundData, 'background', 'fa-solid fa-scroll', ICONS.background),
  },
  rolls: [
    CountdownCheckRoll,
    CountdownAttackRoll,
    CountdownDefenseRoll,
    CountdownDieRoll,
    CountdownInitiativeRoll,
    CountdownMoraleRoll,
    CountdownEncounterRoll,
    CountdownStatsRoll,
    CountdownHpRoll,
    CountdownCoinRoll,
    CountdownSpellRoll,
    CountdownHealingRoll,
    CountdownRestRoll,
    CountdownContestRoll,
  ],
  references: COUNTDOWN_REFERENCES,
  statusEffects: COUNTDOWN_STATUS_EFFECTS,
  combat: countdownCombat,
  settings: COUNTDOWN_SETTINGS,
  templates: COUNTDOWN_TEMPLATES,
  effectFields: COUNTDOWN_EFFECT_FIELDS,
  init() {
    registerTrackerSetting(refreshTracker);
    Hooks.on('preCreateActiveEffect', preCreateEffect);
  },
  cards: COUNTDOWN_CARDS,
  oldCardDone: oldCountdownCardDone,
  queries: COUNTDOWN_QUERIES,
  rollables: countdownRollables,
  requests: countdownRequests,
  activate: activateCountdown,
  sceneControls: addTrackerTool,
};
