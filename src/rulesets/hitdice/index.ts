/** The hitdice ruleset's descriptor: the one object the registry reads. */
import { HITDICE_EFFECT_FIELDS } from './data/effects';
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { HITDICE_REFERENCES } from './flows/references';
import { HITDICE_MIGRATIONS } from './data/migrations';
import { hitdiceCombat } from './combat/rules';
import { HitdiceCharacterData } from './data/character';
import {
  HitdiceAbilityData,
  HitdiceArmorData,
  HitdiceBarrierData,
  HitdiceGearData,
  HitdiceWeaponData,
} from './data/items';
import { HitdiceNpcData } from './data/npc';
import { HitdiceActionRoll } from './dice/action-roll';
import { HitdiceDefenseRoll } from './dice/defense-roll';
import { HitdiceInitiativeRoll } from './dice/initiative-roll';
import { HitdiceResolveRoll } from './dice/resolve-roll';
import { HITDICE_SETTINGS } from './settings';
import { HitdiceCharacterSheet } from './sheets/character-sheet';
import { HitdiceItemSheet } from './sheets/item-sheet';
import { HitdiceNpcSheet } from './sheets/npc-sheet';
import { HITDICE_STATUS_EFFECTS } from './statuses';
import { HITDICE_TEMPLATES } from './sheets/templates';
import { registerHitdiceQuench } from './quench';
import { HITDICE_CARDS } from './chat/cards';
import { hitdiceOldCardDone } from './chat/old-cards';
import { HITDICE_QUERIES } from './chat/queries';
import { hitdiceRollables } from './flows/rollables';
import { hitdiceRequests } from './flows/requests';
import { activateHitdice } from './hooks';
import { shippedIcon } from '../../foundry/icons';

/** What a hitdice character or NPC may hold: actions (abilities, weapons) and its layers and gear. */
const HITDICE_HOLDINGS = ['hitdice-ability', 'hitdice-weapon', 'hitdice-armor', 'hitdice-barrier', 'hitdice-gear'];
const layerBars = { bar: ['body', 'resolve', 'armor', 'barrier', 'guard'], value: ['level'] };

export const hitdice: RulesetDescriptor = {
  id: 'hitdice',
  label: 'MANIFOLD.hitdice.name',
  summary: 'MANIFOLD.hitdice.summary',
  accent: 'var(--mf-accent-hitdice)',
  migrations: HITDICE_MIGRATIONS,
  primaryActorType: 'hitdice-character',
  Actor: {
    'hitdice-character': {
      model: HitdiceCharacterData,
      sheet: HitdiceCharacterSheet,
      label: 'TYPES.Actor.hitdice-character',
      icon: 'fa-solid fa-dice-d6',
      trackable: { bar: layerBars.bar, value: [...layerBars.value, 'affinity.stored'] },
      holds: HITDICE_HOLDINGS,
    },
    'hitdice-npc': {
      model: HitdiceNpcData,
      sheet: HitdiceNpcSheet,
      label: 'TYPES.Actor.hitdice-npc',
      icon: 'fa-solid fa-skull',
      trackable: layerBars,
      // NPCs are built like characters (hitdice.md): the same actions and layers.
      holds: HITDICE_HOLDINGS,
    },
  },
  Item: {
    'hitdice-ability': {
      model: HitdiceAbilityData,
      sheet: HitdiceItemSheet,
      label: 'TYPES.Item.hitdice-ability',
      img: shippedIcon('embrassed-energy'),
      icon: 'fa-solid fa-bolt',
    },
    'hitdice-weapon': {
      model: HitdiceWeaponData,
      sheet: HitdiceItemSheet,
      label: 'TYPES.Item.hitdice-weapon',
      img: shippedIcon('broadsword'),
      icon: 'fa-solid fa-khanda',
    },
    'hitdice-armor': {
      model: HitdiceArmorData,
      sheet: HitdiceItemSheet,
      label: 'TYPES.Item.hitdice-armor',
      img: shippedIcon('breastplate'),
      icon: 'fa-solid fa-shirt',
    },
    'hitdice-barrier': {
      model: HitdiceBarrierData,
      sheet: HitdiceItemSheet,
      label: 'TYPES.Item.hitdice-barrier',
      img: shippedIcon('stone-wall'),
      icon: 'fa-solid fa-shield',
    },
    'hitdice-gear': {
      model: HitdiceGearData,
      sheet: HitdiceItemSheet,
      label: 'TYPES.Item.hitdice-gear',
      img: shippedIcon('knapsack'),
      icon: 'fa-solid fa-toolbox',
    },
  },
  rolls: [HitdiceActionRoll, HitdiceDefenseRoll, HitdiceResolveRoll, HitdiceInitiativeRoll],
  references: HITDICE_REFERENCES,
  statusEffects: HITDICE_STATUS_EFFECTS,
  combat: hitdiceCombat,
  settings: HITDICE_SETTINGS,
  templates: HITDICE_TEMPLATES,
  effectFields: HITDICE_EFFECT_FIELDS,
  quench: registerHitdiceQuench,
  cards: HITDICE_CARDS,
  oldCardDone: hitdiceOldCardDone,
  queries: HITDICE_QUERIES,
  rollables: hitdiceRollables,
  requests: hitdiceRequests,
  activate: activateHitdice,
};
