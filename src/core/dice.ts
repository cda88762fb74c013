/**
 * Where dice come from. Rules never roll for themselves: they ask a DiceSource, so tests can
 * script exact faces, simulations can use a seed, and Foundry can feed in the results of its own
 * Roll evaluation (which is what Dice So Nice animates).
 */
export interface DiceSource {
  /** One die of `faces` sides: an integer in 1..faces. */
  roll(faces: number): number;
}

/** Rolls `count` dice of `faces` sides, in order. */
export function rollMany(source: DiceSource, count: number, faces: number): number[] {
  const results: number[] = [];
  for (let i = 0; i < count; i++) results.push(source.roll(faces));
  return results;
}

function assertFaces(faces: number): void {
  if (!Number.isInteger(faces) || faces < 1)
    throw new RangeError(`A die needs a whole number of faces ≥ 1, not ${faces}`);
}

/** Yields the given faces in order; throws when a face cannot appear on the die asked for, or the script runs out. */
export class ScriptedDice implements DiceSource {
  private next = 0;
  constructor(private readonly faces: readonly number[]) {}

  roll(faces: number): number {
    assertFaces(faces);
    if (this.next >= this.faces.length) {
      throw new Error(`Scripted dice ran out after ${this.faces.length} dice (asked for a d${faces})`);
    }
    const face = this.faces[this.next++]!;
    if (!Number.isInteger(face) || face < 1 || face > faces) {
      throw new RangeError(`Scripted face ${face} cannot appear on a d${faces} (die #${this.next})`);
    }
    return face;
  }

  /** How many scripted faces are still unused. */
  get remaining(): number {
    return this.faces.length - this.next;
  }

  /** Throws unless every scripted face was used: a test that scripts a die the rules never roll is wrong. */
  assertConsumed(): void {
    if (this.remaining !== 0) throw new Error(`${this.remaining} scripted dice were never rolled`);
  }
}

/** A small fast deterministic generator (mulberry32) for simulations and statistical tests. */
export class SeededDice implements DiceSource {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  uniform(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  roll(faces: number): number {
    assertFaces(faces);
    return Math.floor(this.uniform() * faces) + 1;
  }
}

/** Records every die another source produced, with its size, e.g. to show them on a card. */
export class RecordingDice implements DiceSource {
  readonly rolled: { faces: number; result: number }[] = [];
  constructor(private readonly inner: DiceSource) {}

  roll(faces: number): number {
    const result = this.inner.roll(faces);
    this.rolled.push({ faces, result });
    return result;
  }
}
