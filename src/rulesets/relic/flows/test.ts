/** §1.1 the attribute test (or save) a sheet button rolls: DN from the printed table, odds first. */
import {
  resolveAttributeTest,
  attributeTestOdds,
  ATTRIBUTES,
  DN_TABLE,
  prepareTest,
  type AttributeId,
  type AttributeTestRequest,
  type AttributeTestResult,
  type DifficultyId,
} from '../rules';
import { RelicTestRoll } from '../dice/test-roll';
import { rollEffectsOf } from '../data/surges';
import { actorStateOf } from '../data/snapshot';
import { relicOptions } from '../settings';
import type { RollDialogConfig, RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { modifierNotes, num, situationalField } from './dialog';
import { MOST_RELIC_DICE, payFor, relicChatRoll } from './post-roll';

const EXTREME = DN_TABLE.find((r) => r.id === 'extreme')!;

export function testRequest(actor: Actor.Implementation, values: RollDialogValues): AttributeTestRequest {
  return {
    attributes: actorStateOf(actor)?.attributes ?? {},
    attribute: values.attribute as AttributeId,
    difficulty: values.difficulty as DifficultyId,
    dn: num(values.dn),
    kind: values.kind === 'save' ? 'save' : 'test',
    effects: rollEffectsOf(actor, num(values.situational)),
    options: relicOptions(),
  };
}

/** The test's options: the attribute, the DN row (and Extreme's DN), test or save — the GM's request picks these too. */
export function testFields(attribute: AttributeId): RollDialogField[] {
  return [
    {
      name: 'attribute',
      label: 'MANIFOLD.relic.dialog.attribute',
      kind: 'select',
      value: attribute,
      options: ATTRIBUTES.map((id) => ({ value: id, label: `MANIFOLD.relic.attribute.${id}` })),
    },
    {
      name: 'difficulty',
      label: 'MANIFOLD.relic.dialog.difficulty',
      kind: 'select',
      value: 'standard',
      options: DN_TABLE.map((row) => ({
        value: row.id,
        label: `MANIFOLD.relic.dialog.dn.${row.id}`,
      })),
    },
    {
      name: 'dn',
      label: 'MANIFOLD.relic.dialog.extremeDn',
      kind: 'number',
      value: EXTREME.min,
      min: EXTREME.min,
      max: EXTREME.max,
      // Only Extreme's DN is the GM's to pick; every other row prints its own.
      appliesWhen: (values) => values.difficulty === EXTREME.id,
    },
    {
      name: 'kind',
      label: 'MANIFOLD.relic.dialog.kind',
      kind: 'select',
      value: 'test',
      options: [
        { value: 'test', label: 'MANIFOLD.relic.dialog.kindTest' },
        { value: 'save', label: 'MANIFOLD.relic.dialog.kindSave' },
      ],
    },
  ];
}

export function testDialog(actor: Actor.Implementation, attribute: AttributeId): RollDialogConfig {
  return {
    title: game.i18n!.format('MANIFOLD.relic.dialog.testTitle', {
      actor: actor.name ?? '',
      attribute: game.i18n!.localize(`MANIFOLD.relic.attribute.${attribute}`),
    }),
    fields: [...testFields(attribute), situationalField()],
    evaluate(values) {
      const request = testRequest(actor, values);
      const setup = prepareTest(request);
      return {
        odds: attributeTestOdds(request),
        notes: [
          ...modifierNotes(setup.attribute, setup.modifiers),
          { label: 'MANIFOLD.relic.dialog.dnNote', value: String(setup.dn) },
        ],
      };
    },
  };
}

/** §1.1 an attribute test or save; a GM's request presets (and locks) its fields. */
export function testPlan(
  actor: Actor.Implementation,
  attribute: AttributeId,
): RollPlan<AttributeTestRequest, AttributeTestResult> {
  return {
    kind: 'relic.test',
    actor,
    dialog: testDialog(actor, attribute),
    request: (values) => testRequest(actor, values),
    resolve: resolveAttributeTest,
    mostDice: MOST_RELIC_DICE,
    commit: payFor(actor, null),
    chatRoll: (made) => relicChatRoll(RelicTestRoll, actor, made, { actorName: actor.name ?? '' }),
  };
}
