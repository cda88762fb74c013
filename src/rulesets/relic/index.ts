/** The relic ruleset's descriptor: the one object the registry reads. */
import type { RulesetDescriptor } from '../../foundry/ruleset';
import { RELIC_REFERENCES } from './flows/references';
import { relicCombat } from './combat/rules';
import { decorateRelicCard } from './chat/decorate';
import { AdversaryData } from './data/adversary';
import { ArmorData, ShieldData } from './data/armor';
import { DisciplineData } from './data/discipline';
import { FeatureData } from './data/feature';
import { RelicData } from './data/relic';
import { RELIC_EFFECT_FIELDS } from './data/effects';
import { SeekerData } from './data/seeker';
import { WeaponData } from './data/weapon';
import { RelicActivationRoll } from './dice/activation-roll';
import { RelicAttackRoll } from './dice/attack-roll';
import { RelicBurnRoll } from './dice/burn-roll';
import { RelicInitiativeRoll } from './dice/initiative-roll';
import { RelicTestRoll } from './dice/test-roll';
import { RELIC_SETTINGS } from './settings';
import { AdversarySheet } from './sheets/adversary-sheet';
import { ArmorSheet, DisciplineSheet, FeatureSheet, RelicSheet, ShieldSheet, WeaponSheet } from './sheets/item-sheets';
import { SeekerSheet } from './sheets/seeker-sheet';
import { RELIC_STATUS_EFFECTS } from './statuses';
import { RELIC_CARDS } from './chat/cards';
import { relicOldCardDone } from './chat/old-cards';
import { RELIC_QUERIES } from './chat/queries';
import { relicRollables } from './flows/rollables';
import { relicRequests } from './flows/requests';
import { activateRelic } from './hooks';
import { shippedIcon } from '../../foundry/icons';

const template = (path: string) => `templates/relic/${path}.hbs`;

export const relic: RulesetDescriptor = {
  id: 'relic',
  label: 'MANIFOLD.relic.name',
  summary: 'MANIFOLD.relic.summary',
  accent: 'var(--mf-accent-relic)',
  primaryActorType: 'relic-seeker',
  Actor: {
    'relic-seeker': {
      model: SeekerData,
      sheet: SeekerSheet,
      label: 'TYPES.Actor.relic-seeker',
      icon: 'fa-solid fa-user-shield',
      trackable: { bar: ['hp'], value: ['resonance', 'level'] },
      // A Seeker carries everything the document gives a character: gear, relics, features, disciplines.
      holds: ['relic-weapon', 'relic-armor', 'relic-shield', 'relic-relic', 'relic-feature', 'relic-discipline'],
    },
    'relic-adversary': {
      model: AdversaryData,
      sheet: AdversarySheet,
      label: 'TYPES.Actor.relic-adversary',
      icon: 'fa-solid fa-skull',
      trackable: { bar: ['hp'], value: ['ac'] },
      // An enemy group is its numbers and its attacks (relic.md, enemy groups); AC is a number, no gear.
      holds: ['relic-weapon'],
    },
  },
  Item: {
    'relic-weapon': {
      model: WeaponData,
      sheet: WeaponSheet,
      label: 'TYPES.Item.relic-weapon',
      img: shippedIcon('broadsword'),
      icon: 'fa-solid fa-khanda',
    },
    'relic-armor': {
      model: ArmorData,
      sheet: ArmorSheet,
      label: 'TYPES.Item.relic-armor',
      img: shippedIcon('breastplate'),
      icon: 'fa-solid fa-shirt',
    },
    'relic-shield': {
      model: ShieldData,
      sheet: ShieldSheet,
      label: 'TYPES.Item.relic-shield',
      img: shippedIcon('round-shield'),
      icon: 'fa-solid fa-shield',
    },
    'relic-relic': {
      model: RelicData,
      sheet: RelicSheet,
      label: 'TYPES.Item.relic-relic',
      img: shippedIcon('gem-pendant'),
      icon: 'fa-solid fa-gem',
    },
    'relic-feature': {
      model: FeatureData,
      sheet: FeatureSheet,
      label: 'TYPES.Item.relic-feature',
      img: shippedIcon('star-medal'),
      icon: 'fa-solid fa-star',
    },
    'relic-discipline': {
      model: DisciplineData,
      sheet: DisciplineSheet,
      label: 'TYPES.Item.relic-discipline',
      img: shippedIcon('meditation'),
      icon: 'fa-solid fa-book',
    },
  },
  rolls: [RelicTestRoll, RelicAttackRoll, RelicActivationRoll, RelicBurnRoll, RelicInitiativeRoll],
  references: RELIC_REFERENCES,
  statusEffects: RELIC_STATUS_EFFECTS,
  combat: relicCombat,
  settings: RELIC_SETTINGS,
  effectFields: RELIC_EFFECT_FIELDS,
  templates: [
    'seeker/header',
    'seeker/combat',
    'seeker/arsenal',
    'seeker/equipment',
    'adversary-sheet',
    'items/_header',
    'items/_description',
    'items/weapon',
    'items/armor',
    'items/shield',
    'items/relic',
    'items/feature',
    'items/discipline',
    'roll-card',
    'action-card',
    'tracker-extras',
    'formation-panel',
  ].map(template),
  init() {
    // Old relic cards keep showing what was done with them, whatever ruleset is active.
    Hooks.on('renderChatMessageHTML', (message, html) =>
      decorateRelicCard(message as ChatMessage.Implementation, html as HTMLElement),
    );
  },
  cards: RELIC_CARDS,
  oldCardDone: relicOldCardDone,
  queries: RELIC_QUERIES,
  rollables: relicRollables,
  requests: relicRequests,
  activate: activateRelic,
};
