/** The hitdice ruleset's models, flags and settings, declared to fvtt-types (see src/foundry/data/config.ts). */
import type { StoredRound } from '../combat/turn-state';
import type { PendingCheck } from '../flows/resolve';
import type { InitiativeStanding } from '../rules';
import type { HitdiceCharacterData } from './character';
import type {
  HitdiceAbilityData,
  HitdiceArmorData,
  HitdiceBarrierData,
  HitdiceGearData,
  HitdiceWeaponData,
} from './items';
import type { HitdiceNpcData } from './npc';

declare global {
  interface ManifoldActorModels {
    'hitdice-character': typeof HitdiceCharacterData;
    'hitdice-npc': typeof HitdiceNpcData;
  }
  interface ManifoldItemModels {
    'hitdice-ability': typeof HitdiceAbilityData;
    'hitdice-weapon': typeof HitdiceWeaponData;
    'hitdice-armor': typeof HitdiceArmorData;
    'hitdice-barrier': typeof HitdiceBarrierData;
    'hitdice-gear': typeof HitdiceGearData;
  }
  interface ManifoldActorFlags {
    hitdiceCheck: PendingCheck;
  }
  interface ManifoldCombatantFlags {
    hitdice: StoredRound;
    hitdiceInitiative: InitiativeStanding;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.hitdice.sustainThreshold': number;
    'manifold.hitdice.defenseCapacity': string;
    'manifold.hitdice.hdLostTrigger': boolean;
    'manifold.hitdice.enforceEconomy': boolean;
  }
}
