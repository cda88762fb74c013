import type { HitdiceActorData } from '../../../src/rulesets/hitdice/rules';

/** A level-1 Balanced character at full strength, changed by `overrides`. */
export function pc(overrides: Partial<HitdiceActorData> = {}): HitdiceActorData {
  return { level: 1, hitDie: 'balanced', body: 5, resolve: 5, ...overrides };
}

/** A DiceSource that replays one fixed face for every die (fails loudly if the face is too big). */
export function every(face: number) {
  return {
    roll(faces: number) {
      if (face > faces) throw new RangeError(`face ${face} on a d${faces}`);
      return face;
    },
  };
}
