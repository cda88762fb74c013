/** A player character: earns Momentum (DIF-4), may wake from Unconscious, acts in the PC phases (DIF-5). */
import { migrateSource } from '../../../foundry/migrations';
import { DifferenceActorData } from './actor-base';
import { DIFFERENCE_MIGRATIONS } from './migrations';

export class DifferenceCharacterData extends DifferenceActorData {
  /** Brings stored data of older schemas to the current shape before Foundry cleans it (migrations.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource('difference-character', source, DIFFERENCE_MIGRATIONS));
  }
}
