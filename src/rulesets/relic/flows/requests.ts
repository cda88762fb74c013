/**
 * The rolls a relic GM can ask for (issue 18 §5): an attribute test or save (§1.1) at a row of the
 * DN table. The player rolls it through the sheet's own test flow with the GM's options locked.
 */
import type { RollRequests } from '../../../foundry/ruleset';
import {
  ATTRIBUTES,
  difficultyNumber,
  resolveAttributeTest,
  type AttributeTestRequest,
  type AttributeTestResult,
  type DifficultyId,
} from '../rules';
import { stateOf } from '../data/snapshot';
import { rollTest, testFields } from './test';

const L = (key: string, data?: Record<string, string | number>) =>
  data
    ? game.i18n!.format(`MANIFOLD.relic.${key}`, data as Record<string, string>)
    : game.i18n!.localize(`MANIFOLD.relic.${key}`);

const attributeOf = (v: unknown) => ATTRIBUTES.find((a) => a === v) ?? ATTRIBUTES[0];
const kindOf = (v: unknown) => (v === 'save' ? 'save' : 'test');
const dnOf = (options: Record<string, unknown>) => difficultyNumber(options.difficulty as DifficultyId, options.dn);

export const relicRequests: RollRequests = {
  kinds: () => [{ id: 'test', label: 'MANIFOLD.relic.requests.test', fields: () => testFields(ATTRIBUTES[0]) }],
  title: ({ options }) =>
    `${L(`card.${kindOf(options.kind)}Title`, { attribute: L(`attribute.${attributeOf(options.attribute)}`) })}, ${L(
      'card.difficultySubtitle',
      { difficulty: L(`difficulty.${String(options.difficulty)}`), dn: dnOf(options) },
    )}`,
  canRoll: (actor) => String(actor.type).startsWith('relic-') && stateOf(actor) !== null,
  roll: (actor, { options }, { fastForward }) =>
    rollTest(actor, attributeOf(options.attribute), { fastForward, preset: options }),
  replay: (request, dice) => resolveAttributeTest(request as AttributeTestRequest, dice),
  answer(roll, { kind, options }) {
    const o = roll.outcome as Partial<AttributeTestResult> | undefined;
    if (kind !== 'test' || !o?.attribute || !o.outcome) return null;
    const same =
      o.attribute.id === attributeOf(options.attribute) &&
      o.kind === kindOf(options.kind) &&
      o.difficulty === options.difficulty &&
      o.dn === dnOf(options);
    return same
      ? L('requests.result', { outcome: L(`outcome.${o.outcome}`), total: o.total ?? 0, dn: o.dn ?? 0 })
      : null;
  },
};
