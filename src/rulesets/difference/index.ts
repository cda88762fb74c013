/** The difference ruleset's descriptor: the one object the registry reads. */
import { DIFFERENCE_EFFECT_FIELDS } from './data/effects';
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { DIFFERENCE_REFERENCES } from './flows/references';
import { DIFFERENCE_MIGRATIONS } from './data/migrations';
import { SYSTEM_ID, activeRulesetId } from '../../foundry/settings';
import { SYSTEM_PATH } from '../../foundry/templates';
import { DifferenceTraitsEditor } from './apps/traits-editor';
import { refreshMomentumWidget } from './apps/momentum-widget';
import { DIFFERENCE_COMBAT } from './combat/rules';
import { DIFFERENCE_SETTINGS } from './settings';
import { registerTraitsSetting } from './data/traits';
import { DifferenceCharacterData } from './data/character';
import { DifferenceArmorData, DifferenceEquipmentData, DifferenceTalentData } from './data/items';
import { DifferenceNpcData } from './data/npc';
import { DifferenceTaskData } from './data/task';
import { DifferenceAfflictionRoll } from './dice/affliction-roll';
import { DifferenceCheckRoll } from './dice/check-roll';
import { DifferenceRecoveryRoll } from './dice/recovery-roll';
import { DifferenceTaskRoll } from './dice/task-roll';
import { registerMomentumSetting } from './flows/momentum';
import { STATUS_EFFECTS } from './statuses';
import { DifferenceActorSheet } from './sheets/actor-sheet';
import { DifferenceNpcSheet } from './sheets/npc-sheet';
import {
  DifferenceArmorSheet,
  DifferenceEquipmentSheet,
  DifferenceTalentSheet,
  DifferenceTaskSheet,
} from './sheets/item-sheets';
import { DIFFERENCE_CARDS } from './chat/cards';
import { differenceOldCardDone } from './chat/old-cards';
import { DIFFERENCE_QUERIES } from './chat/queries';
import { differenceRollables } from './flows/rollables';
import { differenceRequests } from './flows/requests';
import { activateDifference } from './hooks';
import { shippedIcon } from '../../foundry/icons';

const templates = [
  'actor/header',
  'actor/traits',
  'actor/gear',
  'actor/tasks',
  'actor/conditions',
  'item/talent',
  'item/equipment',
  'item/armor',
  'item/gear-fields',
  'item/task',
  'task-card',
  'note-card',
  'tracker-extras',
  'momentum',
  'traits-editor',
].map((name) => `${SYSTEM_PATH}/templates/difference/${name}.hbs`);

/** A character or NPC holds talents, equipment, armor and its extended tasks (difference.md). */
const DIFFERENCE_HOLDINGS = ['difference-talent', 'difference-equipment', 'difference-armor', 'difference-task'];

export const difference: RulesetDescriptor = {
  id: 'difference',
  label: 'MANIFOLD.difference.name',
  summary: 'MANIFOLD.difference.summary',
  accent: 'var(--mf-accent-difference)',
  migrations: DIFFERENCE_MIGRATIONS,
  primaryActorType: 'difference-character',
  Actor: {
    'difference-character': {
      model: DifferenceCharacterData,
      sheet: DifferenceActorSheet,
      label: 'TYPES.Actor.difference-character',
      trackable: { bar: ['vitality', 'poise', 'clarity', 'focus'], value: ['recoveryDice', 'level'] },
      holds: DIFFERENCE_HOLDINGS,
    },
    'difference-npc': {
      model: DifferenceNpcData,
      sheet: DifferenceNpcSheet,
      label: 'TYPES.Actor.difference-npc',
      trackable: { bar: ['vitality', 'poise', 'clarity', 'focus'], value: ['level'] },
      holds: DIFFERENCE_HOLDINGS,
    },
  },
  Item: {
    'difference-talent': {
      model: DifferenceTalentData,
      sheet: DifferenceTalentSheet,
      label: 'TYPES.Item.difference-talent',
      img: shippedIcon('star-formation'),
    },
    'difference-equipment': {
      model: DifferenceEquipmentData,
      sheet: DifferenceEquipmentSheet,
      label: 'TYPES.Item.difference-equipment',
      img: shippedIcon('knapsack'),
    },
    'difference-armor': {
      model: DifferenceArmorData,
      sheet: DifferenceArmorSheet,
      label: 'TYPES.Item.difference-armor',
      img: shippedIcon('breastplate'),
    },
    'difference-task': {
      model: DifferenceTaskData,
      sheet: DifferenceTaskSheet,
      label: 'TYPES.Item.difference-task',
      img: shippedIcon('gears'),
    },
  },
  rolls: [DifferenceCheckRoll, DifferenceTaskRoll, DifferenceRecoveryRoll, DifferenceAfflictionRoll],
  references: DIFFERENCE_REFERENCES,
  statusEffects: STATUS_EFFECTS,
  combat: DIFFERENCE_COMBAT,
  settings: DIFFERENCE_SETTINGS,
  templates,
  effectFields: DIFFERENCE_EFFECT_FIELDS,
  init() {
    registerTraitsSetting(() => refreshMomentumWidget());
    registerMomentumSetting(() => refreshMomentumWidget());
    if (activeRulesetId() === 'difference') {
      // Optional: the test stand-in has no settings menus.
      game.settings?.registerMenu?.(SYSTEM_ID, 'difference.traitsMenu', {
        name: 'MANIFOLD.difference.traits.title',
        label: 'MANIFOLD.difference.traits.open',
        // DIF-3: scores are kept by each trait's id, so a rename keeps them.
        hint: 'MANIFOLD.difference.traits.hint',
        icon: 'fa-solid fa-list',
        type: DifferenceTraitsEditor,
        restricted: true,
      });
    }
  },
  cards: DIFFERENCE_CARDS,
  oldCardDone: differenceOldCardDone,
  queries: DIFFERENCE_QUERIES,
  rollables: differenceRollables,
  requests: differenceRequests,
  activate: activateDifference,
};
