/** The countdown ruleset's models, flags and settings, declared to fvtt-types (see src/foundry/data/config.ts). */
import type { CountdownCharacterData } from './character';
import type {
  CountdownAncestryData,
  CountdownArmorData,
  CountdownBackgroundData,
  CountdownClassData,
  CountdownGearData,
  CountdownShieldData,
  CountdownSpellData,
  CountdownWeaponData,
} from './items';
import type { CountdownMonsterData } from './monster';
import type { TrackerState } from './types';

declare global {
  interface ManifoldActorModels {
    'countdown-character': typeof CountdownCharacterData;
    'countdown-monster': typeof CountdownMonsterData;
  }
  interface ManifoldItemModels {
    'countdown-weapon': typeof CountdownWeaponData;
    'countdown-armor': typeof CountdownArmorData;
    'countdown-shield': typeof CountdownShieldData;
    'countdown-gear': typeof CountdownGearData;
    'countdown-spell': typeof CountdownSpellData;
    'countdown-class': typeof CountdownClassData;
    'countdown-ancestry': typeof CountdownAncestryData;
    'countdown-background': typeof CountdownBackgroundData;
  }
  interface ManifoldActorFlags {
    /** The combat whose ranged attacks this actor has made (flows/ammunition.ts). */
    countdownRangedIn: string;
  }
  interface ManifoldCombatFlags {
    countdownMorale: boolean;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'manifold.countdown.startingHp': string;
    'manifold.countdown.fieldSurgeryKit': string;
    'manifold.countdown.darkvisionDefense': boolean;
    'manifold.countdown.lightTriggers': string;
    'manifold.countdown.ammunitionAfterCombat': boolean;
    'manifold.countdown.levelUpRaisesHp': boolean;
    'manifold.countdown.showTracker': boolean;
    'manifold.countdown.tracker': TrackerState;
  }
}
