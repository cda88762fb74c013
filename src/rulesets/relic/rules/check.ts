/**
 * §1.1 Attribute test: 1d20 + Attribute against a Difficulty Number (DN table). Used for
 * environmental tasks, saves, social/perception and glyphs. Relics never use DN (§1.1, §7.1).
 */
import { toInteger, type Resolution } from '../../../core';
import { rollDie, type DieRecord } from './labels';
import {
  attributeTerm,
  effectModifiers,
  modifierTotal,
  readOptions,
  type RelicOptions,
  type RollEffects,
  type RollModifier,
  type SpentEffect,
} from './roll';
import { D20, DN_TABLE, type AttributeId, type DifficultyId } from './tables';

export interface AttributeTestRequest {
  attributes: Readonly<Partial<Record<string, unknown>>>;
  attribute: AttributeId;
  difficulty: DifficultyId;
  /** For Extreme, the DN the GM picked from 20–24 (default 20); ignored for the other rows. */
  dn?: unknown;
  /** A save takes Disruption Surge penalties (§8.2); other tests do not. */
  kind?: 'test' | 'save';
  effects?: RollEffects;
  options?: Partial<RelicOptions>;
}

export type TestOutcome = 'success' | 'failure';

export interface AttributeTestResult {
  kind: 'test' | 'save';
  attribute: { id: AttributeId; value: number };
  modifiers: RollModifier[];
  dice: DieRecord[];
  natural: number;
  total: number;
  difficulty: DifficultyId;
  dn: number;
  outcome: TestOutcome;
  /** True when the REL-1 setting turned a natural 1 that met the DN into a failure. */
  naturalOneFailed: boolean;
  /** Effects the roll used up (the glue removes them). */
  spentEffects: SpentEffect[];
}

/** The DN of a row of the DN table; Extreme takes the GM's pick, clamped to 20–24. */
export function difficultyNumber(difficulty: DifficultyId, chosen?: unknown): number {
  const row = DN_TABLE.find((r) => r.id === difficulty) ?? DN_TABLE[1]!;
  return toInteger(chosen, { min: row.min, max: row.max, fallback: row.min });
}

/** Success when the total meets the DN; REL-1's setting makes a natural 1 fail. */
export function testOutcome(natural: number, total: number, dn: number, options: RelicOptions): TestOutcome {
  if (options.naturalOneFails && natural === 1) return 'failure';
  return total >= dn ? 'success' : 'failure';
}

/** Everything about a test but the die: attribute, modifiers, DN. Shared by the roll and its odds. */
export function prepareTest(request: AttributeTestRequest) {
  const kind = request.kind ?? 'test';
  const attribute = attributeTerm(request.attributes, request.attribute);
  const { modifiers, spent } = effectModifiers(request.effects, kind);
  return {
    kind,
    attribute,
    modifiers,
    spent,
    bonus: attribute.value + modifierTotal(modifiers),
    dn: difficultyNumber(request.difficulty, request.dn),
    options: readOptions(request.options),
  };
}

export function* resolveAttributeTest(request: AttributeTestRequest): Resolution<AttributeTestResult> {
  const setup = prepareTest(request);
  const rolled: DieRecord[] = [];
  const natural = yield* rollDie(D20, 'test', rolled);
  const total = natural + setup.bonus;
  const outcome = testOutcome(natural, total, setup.dn, setup.options);
  return {
    kind: setup.kind,
    attribute: setup.attribute,
    modifiers: setup.modifiers,
    dice: rolled,
    natural,
    total,
    difficulty: request.difficulty,
    dn: setup.dn,
    outcome,
    naturalOneFailed: outcome === 'failure' && total >= setup.dn,
    spentEffects: setup.spent,
  };
}
