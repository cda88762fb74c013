/** The relic ruleset's models, flags and settings, declared to fvtt-types (see src/foundry/data/config.ts). */
import type { DisplacedMark } from '../combat/formation';
import type { SurgeFlag } from '../data/surges';
import type { ActionEconomy, FormationRecord } from '../rules';
import type { AdversaryData } from './adversary';
import type { ArmorData, ShieldData } from './armor';
import type { DisciplineData } from './discipline';
import type { FeatureData } from './feature';
import type { RelicData } from './relic';
import type { SeekerData } from './seeker';
import type { WeaponData } from './weapon';

declare global {
  interface ManifoldActorModels {
    'relic-seeker': typeof SeekerData;
    'relic-adversary': typeof AdversaryData;
  }
  interface ManifoldItemModels {
    'relic-weapon': typeof WeaponData;
    'relic-armor': typeof ArmorData;
    'relic-shield': typeof ShieldData;
    'relic-relic': typeof RelicData;
    'relic-feature': typeof FeatureData;
    'relic-discipline': typeof DisciplineData;
  }
  interface ManifoldCombatFlags {
    /** Combatant ids surprised in round 1 (combat/surprise.ts). */
    relicSurprised: string[];
    relicDisplaced: DisplacedMark;
    /** REL-9 whether the formation is broken and when it last broke (combat/formation.ts). */
    relicFormation: FormationRecord;
    /** REL-7 each combatant's actions and reaction left, by combatant id (combat/turn-state.ts). */
    relicEconomy: Record<string, ActionEconomy>;
  }
  interface ManifoldCombatantFlags {
    relicRank: number;
  }
  interface ManifoldActiveEffectFlags {
    relicSurge: SurgeFlag;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.relic.naturalOneFails': boolean;
    'manifold.relic.oneRoundDamage': string;
    'manifold.relic.restorationHealsBurner': boolean;
    'manifold.relic.surpriseSkipsRound': boolean;
  }
}
