/** The cryture ruleset's descriptor: the one object the registry reads. */
import { CRYTURE_EFFECT_FIELDS } from './data/effects';
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { CRYTURE_REFERENCES } from './flows/references';
import { CRYTURE_MIGRATIONS } from './data/migrations';
import { STATUS_IDS, statusKey } from './rules';
import { CrytureCrytureData, CrytureNpcData, CrytureTrainerData } from './data/actors';
import { CryturePowerData } from './data/power';
import { CrytureAttackRoll } from './dice/attack-roll';
import { CrytureInitiativeRoll } from './dice/initiative-roll';
import { CrytureCheckRoll } from './dice/check-roll';
import { POOL_DIALOG_TEMPLATE } from './flows/pool-dialog';
import { crytureCombat } from './combat/rules';
import { statusIconPath } from './canvas/status-icons';
import { CrytureActorSheet } from './sheets/actor-sheet';
import { CrytureNpcSheet } from './sheets/npc-sheet';
import { CryturePowerSheet } from './sheets/power-sheet';
import { CRYTURE_SETTINGS } from './settings';
import { registerCrytureQuench } from './quench';
import { CRYTURE_CARDS } from './chat/cards';
import { oldCardDone } from './chat/old-cards';
import { CRYTURE_QUERIES } from './chat/queries';
import { crytureRollables } from './flows/rollables';
import { crytureRequests } from './flows/requests';
import { activateCryture } from './hooks';
import { shippedIcon } from '../../foundry/icons';

const TRACKABLE = { bar: ['health', 'stamina', 'mana'], value: ['speed', 'reflexes'] };

export const cryture: RulesetDescriptor = {
  id: 'cryture',
  label: 'MANIFOLD.cryture.name',
  summary: 'MANIFOLD.cryture.summary',
  accent: 'var(--mf-accent-cryture)',
  migrations: CRYTURE_MIGRATIONS,
  primaryActorType: 'cryture-trainer',
  Actor: {
    'cryture-trainer': {
      model: CrytureTrainerData,
      sheet: CrytureActorSheet,
      label: 'TYPES.Actor.cryture-trainer',
      icon: 'fa-solid fa-hat-wizard',
      trackable: TRACKABLE,
      holds: ['cryture-power'],
    },
    'cryture-npc': {
      model: CrytureNpcData,
      sheet: CrytureNpcSheet,
      label: 'TYPES.Actor.cryture-npc',
      icon: 'fa-solid fa-skull',
      trackable: TRACKABLE,
      holds: ['cryture-power'],
    },
    'cryture-cryture': {
      model: CrytureCrytureData,
      sheet: CrytureActorSheet,
      label: 'TYPES.Actor.cryture-cryture',
      icon: 'fa-solid fa-dragon',
      trackable: TRACKABLE,
      holds: ['cryture-power'],
    },
  },
  Item: {
    'cryture-power': {
      model: CryturePowerData,
      sheet: CryturePowerSheet,
      label: 'TYPES.Item.cryture-power',
      img: shippedIcon('lightning-helix'),
      icon: 'fa-solid fa-bolt',
    },
  },
  rolls: [CrytureAttackRoll, CrytureInitiativeRoll, CrytureCheckRoll],
  references: CRYTURE_REFERENCES,
  statusEffects: STATUS_IDS.map((id) => ({
    id,
    name: statusKey(id),
    img: statusIconPath(id),
    description: `MANIFOLD.cryture.statusRules.${id}`,
  })),
  combat: crytureCombat,
  settings: CRYTURE_SETTINGS,
  effectFields: CRYTURE_EFFECT_FIELDS,
  templates: [
    'templates/cryture/attack-card.hbs',
    'templates/cryture/initiative-card.hbs',
    'templates/cryture/applied-card.hbs',
    'templates/cryture/notice-card.hbs',
    'templates/cryture/opportunity-card.hbs',
    'templates/cryture/power-lines.hbs',
    'templates/cryture/power-sheet.hbs',
    'templates/cryture/actor/header.hbs',
    'templates/cryture/actor/main.hbs',
    POOL_DIALOG_TEMPLATE,
  ],
  cards: CRYTURE_CARDS,
  oldCardDone,
  queries: CRYTURE_QUERIES,
  rollables: crytureRollables,
  requests: crytureRequests,
  quench: registerCrytureQuench,
  activate: activateCryture,
};
