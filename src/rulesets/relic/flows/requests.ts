/**
 * The rolls a relic GM can ask for: an attribute test or save (§1.1) at a row of the
 * DN table. The player rolls it through the sheet's own test flow with the GM's options locked.
 */
import { presetFields } from '../../../foundry/rolls/roll-dialog';
import { relicText } from '../text';
import type { RollRequests } from '../../../foundry/ruleset';
import { resolveWith } from '../../../core';
import {
  ATTRIBUTES,
  DN_TABLE,
  difficultyNumber,
  resolveAttributeTest,
  type AttributeTestRequest,
  type AttributeTestResult,
  type DifficultyId,
} from '../rules';
import { actorStateOf } from '../data/snapshot';
import { situationalField, num } from './dialog';
import { testFields, testPlan, testRequest } from './test';

const attributeOf = (v: unknown) => ATTRIBUTES.find((a) => a === v) ?? ATTRIBUTES[0];
const kindOf = (v: unknown) => (v === 'save' ? 'save' : 'test');
const dnOf = (options: Record<string, unknown>) => difficultyNumber(options.difficulty as DifficultyId, options.dn);
const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/**
 * The test rebuilt from the actor as she is: from the GM's copy only the dialog's choices (the
 * attribute, the DN row, test or save, the situational modifier within the dialog's bounds).
 */
function rebuilt(recorded: unknown, actor: Actor.Implementation): AttributeTestRequest {
  const r = objectOf(recorded);
  const field = situationalField();
  const situational = Math.min(field.max, Math.max(field.min, num(objectOf(r.effects).situational)));
  const difficulty = DN_TABLE.find((row) => row.id === r.difficulty)?.id ?? 'standard';
  return testRequest(actor, {
    attribute: attributeOf(r.attribute),
    difficulty,
    dn: num(r.dn),
    kind: kindOf(r.kind),
    situational,
  });
}

export const relicRequests: RollRequests = {
  kinds: () => [{ id: 'test', label: 'MANIFOLD.relic.requests.test', fields: () => testFields(ATTRIBUTES[0]) }],
  title: ({ options }) =>
    `${relicText(`card.${kindOf(options.kind)}Title`, { attribute: relicText(`attribute.${attributeOf(options.attribute)}`) })}, ${relicText(
      'card.difficultySubtitle',
      { difficulty: relicText(`difficulty.${String(options.difficulty)}`), dn: dnOf(options) },
    )}`,
  canRoll: (actor) => String(actor.type).startsWith('relic-') && actorStateOf(actor) !== null,
  plan(actor, { options }) {
    const plan = testPlan(actor, attributeOf(options.attribute));
    return { ...plan, dialog: presetFields(plan.dialog, options) };
  },
  replay: (request, dice, _asked, actor) => resolveWith(resolveAttributeTest(rebuilt(request, actor)), dice),
  answer(roll, { kind, options }) {
    const o = roll.outcome as Partial<AttributeTestResult> | undefined;
    if (kind !== 'test' || !o?.attribute || !o.outcome) return null;
    const same =
      o.attribute.id === attributeOf(options.attribute) &&
      o.kind === kindOf(options.kind) &&
      o.difficulty === options.difficulty &&
      o.dn === dnOf(options);
    if (!same) return null;
    return {
      text: relicText('requests.result', {
        outcome: relicText(`outcome.${o.outcome}`),
        total: o.total ?? 0,
        dn: o.dn ?? 0,
      }),
      tone: o.outcome === 'success' ? 'success' : 'failure',
    };
  },
};
