/** A non-player character: the same numbers as a PC, acting in the NPC phases and earning no Momentum. */
import { DifferenceActorData } from './actor-base';

export class DifferenceNpcData extends DifferenceActorData {}
