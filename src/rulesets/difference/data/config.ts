/** The difference ruleset's models, flags and settings, declared to fvtt-types (see src/foundry/data/config.ts). */
import type { TurnFlags } from '../combat/turn-state';
import type { Brackets } from './conditions';
import type { MomentumPools } from '../rules';
import type { DifferenceCharacterData } from './character';
import type { DifferenceArmorData, DifferenceEquipmentData, DifferenceTalentData } from './items';
import type { DifferenceNpcData } from './npc';
import type { DifferenceTaskData } from './task';
import type { TraitsConfig } from './traits';

declare global {
  interface ManifoldActorModels {
    'difference-character': typeof DifferenceCharacterData;
    'difference-npc': typeof DifferenceNpcData;
  }
  interface ManifoldItemModels {
    'difference-talent': typeof DifferenceTalentData;
    'difference-equipment': typeof DifferenceEquipmentData;
    'difference-armor': typeof DifferenceArmorData;
    'difference-task': typeof DifferenceTaskData;
  }
  /**
   * One `difference` key per document: the turn on a combatant, a condition's brackets. A card's
   * data is its message's `system` (chat/cards.ts); what was done with it is the GM's card state.
   */
  interface ManifoldCombatantFlags {
    difference: TurnFlags;
  }
  interface ManifoldActiveEffectFlags {
    difference: Brackets;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.difference.momentumMode': string;
    'manifold.difference.determinedEarnsMomentum': boolean;
    'manifold.difference.edgeCap': number;
    'manifold.difference.reactionsPerRound': number;
    'manifold.difference.defaultTurn': string;
    'manifold.difference.woundOnDamageAtZero': boolean;
    'manifold.difference.contestedTie': string;
    'manifold.difference.recoveryTiers': string;
    'manifold.difference.longRestRecoveryDice': string;
    'manifold.difference.advanceWorldTime': boolean;
    'manifold.difference.defaultDifficulty': number;
    'manifold.difference.momentum': MomentumPools;
    'manifold.difference.traits': TraitsConfig;
  }
}
