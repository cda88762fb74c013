/**
 * Stand-in for Foundry's Roll and Die: formulas made of dice terms (`3d6`, `1d20[exertion]`) and
 * whole numbers joined by + and −. Faces come from a queue tests fill (`queueFaces`), else from
 * CONFIG.Dice.randomUniform (or, for manual dice, the resolver in manual.ts). Serialisation keeps `class` and `options` like Foundry's, and
 * `fromData` finds the subclass in CONFIG.Dice.rolls by class name, as Foundry does.
 */
import { resolveManually } from './manual';

export interface DieResult {
  result: number;
  active: boolean;
  discarded?: boolean;
}

const faceQueue: number[] = [];
/** The next dice rolled by any Roll take these faces, in order. */
export function queueFaces(...faces: number[]): void {
  faceQueue.push(...faces);
}
export function pendingFaces(): number {
  return faceQueue.length;
}
export function clearFaces(): void {
  faceQueue.length = 0;
}

let uniform: () => number = Math.random;
export function bindRandom(fn: () => number): void {
  uniform = fn;
}

export class Die {
  number: number;
  faces: number;
  results: DieResult[];
  options: Record<string, unknown>;
  constructor({
    number = 1,
    faces = 6,
    results = [],
    options = {},
  }: Partial<Die> & { options?: Record<string, unknown> } = {}) {
    this.number = number;
    this.faces = faces;
    this.results = results;
    this.options = options;
  }
  get total(): number {
    return this.results.filter((r) => r.active).reduce((a, r) => a + r.result, 0);
  }
  evaluate(): void {
    this.results = [];
    for (let i = 0; i < this.number; i++) {
      const queued = faceQueue.shift();
      if (queued !== undefined && (queued < 1 || queued > this.faces))
        throw new Error(`Queued face ${queued} is not on a d${this.faces}`);
      this.results.push({
        result: queued ?? Math.min(this.faces, Math.floor(uniform() * this.faces) + 1),
        active: true,
      });
    }
  }
  get expression(): string {
    return `${this.number}d${this.faces}`;
  }
}

export class NumericTerm {
  constructor(readonly number: number) {}
  get total(): number {
    return this.number;
  }
  get expression(): string {
    return String(this.number);
  }
}

type Term = Die | NumericTerm;

function parse(formula: string): { terms: Term[]; signs: number[] } {
  const terms: Term[] = [];
  const signs: number[] = [];
  const tokens = formula.replace(/\s+/g, '').match(/[+-]?[^+-]+/g) ?? [];
  for (const token of tokens) {
    const sign = token.startsWith('-') ? -1 : 1;
    const body = token.replace(/^[+-]/, '');
    const flavor = /\[([^\]]*)\]$/.exec(body)?.[1];
    const core = body.replace(/\[[^\]]*\]$/, '');
    const dice = /^(\d*)d(\d+)$/.exec(core);
    if (dice)
      terms.push(new Die({ number: Number(dice[1] || 1), faces: Number(dice[2]), options: flavor ? { flavor } : {} }));
    else if (/^\d+$/.test(core)) terms.push(new NumericTerm(Number(core)));
    else throw new Error(`The stand-in Roll cannot parse "${token}" in "${formula}"`);
    signs.push(sign);
  }
  return { terms, signs };
}

type RenderEnv = {
  renderTemplate(path: string, context: unknown): Promise<string>;
  createMessage(data: Record<string, unknown>): Promise<unknown>;
  /**
   * The visibility a posted roll takes: v13 `ChatMessage.applyRollMode` with the chat's mode
   * (core.rollMode) when none is given; v14 `ChatMessage.applyMode` with `messageMode` (or
   * core.messageMode), a v13 `rollMode` still taken with its deprecation.
   */
  applyRollMode(data: Record<string, unknown>, rollMode?: string, messageMode?: string): void;
  rollClasses(): (typeof Roll)[];
  currentUser(): unknown;
};
let env: RenderEnv;
export function bindRollEnvironment(e: RenderEnv): void {
  env = e;
}

export class Roll {
  static CHAT_TEMPLATE = 'templates/dice/roll.html';
  formula: string;
  data: Record<string, unknown>;
  options: Record<string, unknown>;
  terms: Term[];
  private signs: number[];
  _evaluated = false;
  _total: number | undefined;

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.formula = formula;
    this.data = data;
    this.options = options;
    ({ terms: this.terms, signs: this.signs } = parse(formula));
  }

  get dice(): Die[] {
    return this.terms.filter((t): t is Die => t instanceof Die);
  }
  get total(): number | undefined {
    return this._total;
  }

  get isDeterministic(): boolean {
    return this.dice.length === 0;
  }

  /**
   * Foundry's async evaluation: dice whose denomination the user set to a manual method are
   * fulfilled through the resolver (manual.ts), the others digitally.
   */
  async evaluate({ allowInteractive = true }: { allowInteractive?: boolean } = {}): Promise<this> {
    if (this._evaluated) throw new Error('This Roll has already been evaluated');
    for (const die of this.dice) {
      const manual = allowInteractive ? await resolveManually(die) : null;
      if (manual) die.results = manual.map((result) => ({ result, active: true }));
      else die.evaluate();
    }
    return this.total_();
  }

  /**
   * Foundry v13's evaluateSync is strict by default: a roll with dice cannot be evaluated
   * synchronously (no resolver can be awaited), so it throws unless `strict: false` (dice count 0)
   * or the dice are minimised/maximised.
   */
  evaluateSync({ strict = true, minimize = false, maximize = false } = {}): this {
    if (this._evaluated) throw new Error('This Roll has already been evaluated');
    if (!this.isDeterministic && strict && !minimize && !maximize)
      throw new Error(`The Roll "${this.formula}" is not deterministic and cannot be evaluated synchronously`);
    for (const die of this.dice) {
      const face = maximize ? die.faces : minimize ? 1 : 0;
      die.results = Array.from({ length: die.number }, () => ({ result: face, active: true }));
    }
    return this.total_();
  }

  private total_(): this {
    this._total = this.terms.reduce((sum, t, i) => sum + this.signs[i]! * t.total, 0);
    this._evaluated = true;
    return this;
  }

  async _prepareChatRenderContext({ flavor, isPrivate = false }: { flavor?: string; isPrivate?: boolean } = {}) {
    return {
      formula: isPrivate ? '???' : this.formula,
      flavor: isPrivate ? null : flavor,
      user: (env.currentUser() as { id?: string })?.id,
      tooltip: '',
      total: isPrivate ? '?' : this.total,
    };
  }

  async render({
    flavor,
    template = (this.constructor as typeof Roll).CHAT_TEMPLATE,
    isPrivate = false,
  }: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    return env.renderTemplate(template, await this._prepareChatRenderContext({ flavor, isPrivate }));
  }

  /** As Foundry's: `rollMode` (v13) or `messageMode` (v14), else the chat's mode, becomes `whisper` and `blind`. */
  async toMessage(
    messageData: Record<string, unknown> = {},
    { rollMode, messageMode }: { rollMode?: string; messageMode?: string } = {},
  ): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const data = { content: String(this.total), ...messageData, rolls: [this] };
    env.applyRollMode(data, rollMode ?? (messageData.rollMode as string | undefined), messageMode);
    return env.createMessage(data);
  }

  toJSON(): Record<string, unknown> {
    return {
      class: this.constructor.name,
      options: structuredClone(this.options),
      formula: this.formula,
      terms: this.terms.map((t) =>
        t instanceof Die
          ? { class: 'Die', faces: t.faces, number: t.number, results: t.results, options: t.options }
          : { class: 'NumericTerm', number: t.number },
      ),
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  static fromData(data: Record<string, unknown>): Roll {
    const cls = [Roll, ...env.rollClasses()].find((c) => c.name === data.class);
    if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
    const roll = new cls(String(data.formula), {}, data.options as Record<string, unknown>);
    // Foundry's terms interleave operators (and numbers) with dice: match dice to dice, in order.
    const diceData = (data.terms as { class: string; results?: DieResult[] }[]).filter((t) => t.class === 'Die');
    let next = 0;
    roll.terms.forEach((t) => {
      if (t instanceof Die) t.results = structuredClone(diceData[next++]?.results ?? []);
    });
    roll._total = data.total as number;
    roll._evaluated = Boolean(data.evaluated);
    return roll;
  }
}
