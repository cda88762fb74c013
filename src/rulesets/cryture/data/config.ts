/** The cryture ruleset's models, flags and settings, declared to fvtt-types (see src/foundry/data/config.ts). */
import type { OrderEntry } from '../combat/turn-order';
import type { ActionEconomy, StatusId } from '../rules';
import type { CrytureCrytureData, CrytureNpcData, CrytureTrainerData } from './actors';
import type { CryturePowerData } from './power';

declare global {
  interface ManifoldActorModels {
    'cryture-trainer': typeof CrytureTrainerData;
    'cryture-npc': typeof CrytureNpcData;
    'cryture-cryture': typeof CrytureCrytureData;
  }
  interface ManifoldItemModels {
    'cryture-power': typeof CryturePowerData;
  }
  interface ManifoldCombatantFlags {
    crytureRank: number;
    crytureActsNow: OrderEntry['actsNow'];
  }
  interface ManifoldCombatFlags {
    /** Each combatant's Major and Minor Action, by combatant id (combat/turn-state.ts). */
    crytureEconomy: Record<string, ActionEconomy>;
    /** Opportunity attacks each combatant made this round, by combatant id (combat/opportunity.ts). */
    crytureOpportunities: Record<string, { count: number; toApply?: number }>;
    /** The powers each combatant spent an action on, whose card is not applied yet (combat/turn-state.ts). */
    crytureSpentFor: Record<string, { items: string[] }>;
  }
  interface ManifoldActiveEffectFlags {
    /** The status an effect mirrors and its stacks (statuses.ts). */
    crytureStatus: StatusId;
    stacks: number;
  }
  interface ManifoldTokenFlags {
    crytureSlide: number;
    crytureShift: boolean;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.cryture.concentratedCost': string;
    'manifold.cryture.difficultTerrainCost': number;
    'manifold.cryture.zeroHealth': string;
    'manifold.cryture.opportunityAttacksPerRound': number;
    'manifold.cryture.maxSummoned': number;
    'manifold.cryture.summonJoinsCombat': boolean;
  }
}
