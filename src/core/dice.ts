/**
 * Where dice come from. Rules never roll for themselves: a resolution asks for its dice as it goes
 * (`yield* die(20)`) and whoever runs it answers — a DiceSource in tests and simulations
 * (`resolveWith`), Foundry's own dice at the table (`drawFromFoundry`, src/foundry/rolls), which is
 * what Dice So Nice animates. Because the resolution waits for each answer, a die that depends on
 * an earlier one (damage only on a hit) is asked for only when it is needed, and nothing is
 * resolved twice.
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

/** What a resolution asks for: `count` dice of `faces` sides, for one role (`attack`, `damage`, …). */
export interface DiceAsk {
  count: number;
  faces: number;
  role?: string;
}

/**
 * A resolution that asks for its dice as it goes: each `yield` is one ask, answered with the
 * faces (as many as asked, in order); its return value is the result.
 */
export type Resolution<T> = Generator<DiceAsk, T, readonly number[]>;

/** Asks for one die; `const natural = yield* die(20, 'attack')`. */
export function* die(faces: number, role?: string): Resolution<number> {
  const [face] = yield { count: 1, faces, ...(role ? { role } : {}) };
  return face!;
}

/** Asks for `count` dice of one size at once (one pool, one Foundry term); none when count ≤ 0. */
export function* dice(count: number, faces: number, role?: string): Resolution<number[]> {
  if (count <= 0) return [];
  const rolled = yield { count, faces, ...(role ? { role } : {}) };
  return [...rolled];
}

/** A resolution that asks for no dice: its value, as a resolution. */
// eslint-disable-next-line require-yield -- a resolution of no dice still has a resolution's shape
export function* resolved<T>(value: T): Resolution<T> {
  return value;
}

/** Runs a resolution answering each ask from a synchronous source (tests, simulations, replays). */
export function resolveWith<T>(resolution: Resolution<T>, source: DiceSource): T {
  let step = resolution.next();
  while (!step.done) step = resolution.next(rollMany(source, step.value.count, step.value.faces));
  return step.value;
}

/**
 * Dice already rolled, in the order they were rolled, with their size: a replay refuses a die
 * of another size than the one rolled, and says when the rules ask for more than there were.
 */
export class RecordedDice implements DiceSource {
  private next = 0;
  constructor(private readonly rolled: readonly { faces: number; result: number }[]) {}

  roll(faces: number): number {
    const rolled = this.rolled[this.next++];
    if (!rolled) throw new Error(`The roll has no die #${this.next} (the rules asked for a d${faces})`);
    if (rolled.faces !== faces) throw new Error(`The rules asked for a d${faces} where a d${rolled.faces} was rolled`);
    return rolled.result;
  }

  /** Throws unless every rolled die was read. */
  assertConsumed(): void {
    const left = this.rolled.length - this.next;
    if (left !== 0) throw new Error(`${left} rolled dice were never read`);
  }
}
