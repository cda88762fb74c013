import { problemKey, type PowerProblem } from './i18n';
import { statKey } from './snapshot';
import { isStatusId } from './statuses';
import { RESOURCES, type ActionKind, type ResourceId, type StatusId } from './tables';

/**
 * A power in the "Reading a Power" format: Cost, Type, Action, Range, Attack/Roll,
 * Hit/Success, Crit, Effect. Omitted lines are simply absent.
 */

/** Reading a Power › Range: the six forms the document defines. */
export type RangeSpec =
  | { form: 'melee'; reach: number }
  | { form: 'ranged'; range: number }
  | { form: 'personal' }
  | { form: 'personalBlast'; blast: number }
  | { form: 'rangedBlast'; range: number; blast: number }
  | { form: 'meleeBlast'; blast: number };

export type RangeForm = RangeSpec['form'];

/** Attack (offensive) or Roll (non-offensive): two stats form the pool, one target stat the difficulty. */
export interface PowerCheck {
  kind: 'attack' | 'roll';
  pool: readonly [string, string];
  difficulty: string;
}

export interface StatusGrant {
  status: StatusId;
  stacks: number;
  /** Who receives it: the target (default) or the power's user. */
  to?: 'target' | 'user';
}

export type ForcedMovementKind = 'push' | 'pull' | 'slide';
export interface ForcedMovementGrant {
  kind: ForcedMovementKind;
  spaces: number;
}

/** Hit (attack) or Success (roll): "a set amount of damage for each hit", plus once-per-hit-landed effects. */
export interface HitLine {
  text?: string;
  damagePerHit?: number;
  healingPerHit?: number;
  statuses?: readonly StatusGrant[];
  movement?: ForcedMovementGrant;
}

/** Crit: extra effects per die showing 10, cumulative (CRY-1); "Most crit effects will add an extra hit". */
export interface CritLine {
  text?: string;
  extraHits?: number;
  statuses?: readonly StatusGrant[];
  movement?: ForcedMovementGrant;
}

/** Effect: happens "regardless of whether an attack hits or not". */
export interface EffectLine {
  text?: string;
  damage?: number;
  healing?: number;
  statuses?: readonly StatusGrant[];
  movement?: ForcedMovementGrant;
}

export interface PowerCost {
  resource: ResourceId;
  amount: number;
}

export interface PowerData {
  name: string;
  cost?: readonly PowerCost[];
  /** "the type of the power, for weakness and resistance purposes". */
  type?: string;
  action: ActionKind;
  range: RangeSpec;
  check?: PowerCheck;
  /** The Hit line of an attack, the Success line of a roll. */
  hit?: HitLine;
  crit?: CritLine;
  effect?: EffectLine;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: PowerProblem; key: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(problem: PowerProblem): Parsed<T> => ({ ok: false, problem, key: problemKey(problem) });

const RANGE_PATTERNS: readonly [RegExp, (n: number[]) => RangeSpec][] = [
  [/^melee (\d+)$/, ([x]) => ({ form: 'melee', reach: x! })],
  [/^ranged (\d+)$/, ([x]) => ({ form: 'ranged', range: x! })],
  [/^personal$/, () => ({ form: 'personal' })],
  [/^personal blast (\d+)$/, ([y]) => ({ form: 'personalBlast', blast: y! })],
  [/^ranged (\d+) blast (\d+)$/, ([x, y]) => ({ form: 'rangedBlast', range: x!, blast: y! })],
  [/^melee blast (\d+)$/, ([y]) => ({ form: 'meleeBlast', blast: y! })],
];

/**
 * Parses a Range line: "Melee 1", "Ranged 10", "Personal", "Personal Blast 2", "Ranged 10 Blast 1",
 * "Melee Blast 1" (letter case and spacing free). A bare "Blast Y" is refused: the document says a
 * blast "combines with the others to indicate where the origin point of the blast is".
 */
export function parseRange(text: string): Parsed<RangeSpec> {
  const line = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (line === '') return fail('missingRange');
  for (const [pattern, build] of RANGE_PATTERNS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const range = build(match.slice(1).map(Number));
    const problem = checkRange(range);
    return problem ? fail(problem) : ok(range);
  }
  return fail(/^blast \d+$/.test(line) ? 'blastWithoutOrigin' : 'badRange');
}

/** The canonical Range line of a range. */
export function formatRange(range: RangeSpec): string {
  switch (range.form) {
    case 'melee':
      return `Melee ${range.reach}`;
    case 'ranged':
      return `Ranged ${range.range}`;
    case 'personal':
      return 'Personal';
    case 'personalBlast':
      return `Personal Blast ${range.blast}`;
    case 'rangedBlast':
      return `Ranged ${range.range} Blast ${range.blast}`;
    case 'meleeBlast':
      return `Melee Blast ${range.blast}`;
  }
}

/** Every X (reach, range) and Y (blast) is a whole number of at least one space. */
export function checkRange(range: RangeSpec): PowerProblem | null {
  const sizes = Object.entries(range)
    .filter(([k]) => k !== 'form')
    .map(([, v]) => v as number);
  return sizes.every((v) => Number.isInteger(v) && v >= 1) ? null : 'rangeTooShort';
}

export const isBlast = (range: RangeSpec): boolean => range.form.endsWith('Blast');

/**
 * Reading a Power › Range: Ranged powers (Ranged X, Ranged X Blast Y) "always provoke an opportunity
 * attack from engaged enemies"; Melee and Personal powers never do.
 */
export const provokesOpportunityAttack = (range: RangeSpec): boolean =>
  range.form === 'ranged' || range.form === 'rangedBlast';

const ACTIONS: Record<string, ActionKind> = {
  'major action': 'major',
  'minor action': 'minor',
  'concentrated action': 'concentrated',
};

/** Parses an Action line: "Major Action", "Minor Action" or "Concentrated Action". */
export function parseAction(text: string): Parsed<ActionKind> {
  const line = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (line === '') return fail('missingAction');
  const action = ACTIONS[line];
  return action ? ok(action) : fail('badAction');
}

/** Parses a Cost line: amounts each followed by Stamina or Mana ("2 Mana", "1 Stamina, 2 Mana"). */
export function parseCost(text: string): Parsed<PowerCost[]> {
  const parts = text
    .trim()
    .toLowerCase()
    .split(/\s*(?:,|\band\b|\+)\s*/)
    .filter((p) => p !== '');
  const cost: PowerCost[] = [];
  for (const part of parts) {
    const match = /^(\d+) (\w+)$/.exec(part.replace(/\s+/g, ' '));
    const resource = match?.[2] as ResourceId | undefined;
    if (!match || !resource || !RESOURCES.includes(resource)) return fail('badCost');
    cost.push({ resource, amount: Number(match[1]) });
  }
  return cost.length > 0 ? ok(cost) : fail('badCost');
}

/** Parses an Attack or Roll line: "Stat + Stat vs Stat" ("vs." accepted). */
export function parseCheck(kind: PowerCheck['kind'], text: string): Parsed<PowerCheck> {
  const match = /^(.+?)\s*\+\s*(.+?)\s+vs\.?\s+(.+)$/i.exec(text.trim());
  if (!match) return fail('badCheck');
  const [a, b, d] = [match[1]!, match[2]!, match[3]!].map((s) => s.trim());
  if (!a || !b || !d) return fail('badCheck');
  return ok({ kind, pool: [a, b], difficulty: d });
}

/** "N damage per hit" / "for each hit" / "per success" in a Hit or Success line, if it says so. */
function damagePerHitIn(text: string): number | undefined {
  const match = /(\d+)\s+damage\s+(?:per|for each|each)\s+(?:hit|success)/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** "an extra hit", "+1 hit", "2 extra hits" in a Crit line, if it says so. */
function extraHitsIn(text: string): number | undefined {
  const match = /(?:\+\s*(\d+)|(\d+)\s+extra|\b(an?|one)\s+(?:extra|additional))\s+hits?\b/i.exec(text);
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : match[2] ? Number(match[2]) : 1;
}

const LINE_LABELS = ['cost', 'type', 'action', 'range', 'attack', 'roll', 'hit', 'success', 'crit', 'effect'] as const;
type LineLabel = (typeof LINE_LABELS)[number];

/**
 * Reads a power written as in the document: a name line, then "Label: text" lines. Cost, Action,
 * Range and Attack/Roll are parsed; Hit/Success/Crit/Effect keep their text and, where the text says
 * "N damage per hit" or "an extra hit", those numbers. Statuses and movement in those lines are
 * structured data the sheet edits (the text is free prose).
 */
export function parsePowerText(source: string): { power: PowerData | null; problems: PowerProblem[] } {
  const problems: PowerProblem[] = [];
  const lines = source
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const fields = new Map<LineLabel, string>();
  let name = '';
  for (const line of lines) {
    const match = /^([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    const labelText = match?.[1]?.toLowerCase() as LineLabel | undefined;
    if (match && labelText && LINE_LABELS.includes(labelText)) {
      if (fields.has(labelText)) problems.push('duplicateLine');
      fields.set(labelText, match[2]!.trim());
    } else if (!name && fields.size === 0) name = line;
    else problems.push('unknownLine');
  }
  const action = parseAction(fields.get('action') ?? '');
  const range = parseRange(fields.get('range') ?? '');
  if (!action.ok) problems.push(action.problem);
  if (!range.ok) problems.push(range.problem);

  let cost: PowerCost[] | undefined;
  if (fields.has('cost')) {
    const parsed = parseCost(fields.get('cost')!);
    if (parsed.ok) cost = parsed.value;
    else problems.push(parsed.problem);
  }

  const attack = fields.get('attack');
  const roll = fields.get('roll');
  if (attack !== undefined && roll !== undefined) problems.push('bothAttackAndRoll');
  let check: PowerCheck | undefined;
  if (attack !== undefined || roll !== undefined) {
    const parsed = attack !== undefined ? parseCheck('attack', attack) : parseCheck('roll', roll!);
    if (parsed.ok) check = parsed.value;
    else problems.push(parsed.problem);
  }
  if (fields.has('success') && attack !== undefined) problems.push('attackWithSuccess');
  if (fields.has('hit') && roll !== undefined) problems.push('rollWithHit');

  const hitText = fields.get('hit') ?? fields.get('success');
  const critText = fields.get('crit');
  const effectText = fields.get('effect');
  const power: PowerData | null =
    action.ok && range.ok
      ? {
          name,
          ...(cost ? { cost } : {}),
          ...(fields.has('type') ? { type: fields.get('type')! } : {}),
          action: action.value,
          range: range.value,
          ...(check ? { check } : {}),
          ...(hitText !== undefined
            ? { hit: withNumber({ text: hitText }, 'damagePerHit', damagePerHitIn(hitText)) }
            : {}),
          ...(critText !== undefined
            ? { crit: withNumber({ text: critText }, 'extraHits', extraHitsIn(critText)) }
            : {}),
          ...(effectText !== undefined ? { effect: { text: effectText } } : {}),
        }
      : null;
  if (power) problems.push(...validatePower(power));
  return { power, problems: [...new Set(problems)] };
}

function withNumber<T extends object, K extends string>(line: T, key: K, value: number | undefined): T {
  return value === undefined ? line : { ...line, [key]: value };
}

/** What is wrong with structured power data (an empty list when nothing is). */
export function validatePower(power: PowerData): PowerProblem[] {
  const problems: PowerProblem[] = [];
  if (!['major', 'minor', 'concentrated'].includes(power.action)) problems.push('badAction');
  const rangeProblem = power.range ? checkRange(power.range) : 'missingRange';
  if (rangeProblem) problems.push(rangeProblem);
  for (const c of power.cost ?? []) {
    if (!RESOURCES.includes(c.resource) || !Number.isInteger(c.amount) || c.amount < 0) problems.push('badCost');
  }
  if (power.check) {
    const names = [...power.check.pool, power.check.difficulty];
    if (names.length !== 3 || names.some((n) => typeof n !== 'string' || statKey(n) === '')) problems.push('badCheck');
  } else if (power.hit || power.crit) problems.push('lineWithoutCheck');
  const grants = [...(power.hit?.statuses ?? []), ...(power.crit?.statuses ?? []), ...(power.effect?.statuses ?? [])];
  if (grants.some((g) => !isStatusId(g.status) || !Number.isInteger(g.stacks) || g.stacks < 1)) {
    problems.push('badStatus');
  }
  const moves = [power.hit?.movement, power.crit?.movement, power.effect?.movement].filter((m) => m !== undefined);
  if (moves.some((m) => !['push', 'pull', 'slide'].includes(m.kind) || !Number.isInteger(m.spaces) || m.spaces < 1)) {
    problems.push('badMovement');
  }
  return [...new Set(problems)];
}
