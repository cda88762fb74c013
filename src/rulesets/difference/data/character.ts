/** A player character: earns Momentum (DIF-4), may wake from Unconscious, acts in the PC phases (DIF-5). */
import { DifferenceActorData } from './actor-base';

export class DifferenceCharacterData extends DifferenceActorData {}
