/** §1.1 the attribute test (or save) a sheet button rolls: DN from the printed table, odds first. */
import {
  attributeTestOdds,
  ATTRIBUTES,
  DN_TABLE,
  prepareTest,
  type AttributeId,
  type AttributeTestRequest,
  type DifficultyId,
} from '../rules';
import { RelicTestRoll } from '../dice/test-roll';
import { rollEffectsOf } from '../data/surges';
import { actorStateOf } from '../data/snapshot';
import { relicOptions } from '../settings';
import type { RollDialogConfig, RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { configureRoll } from '../../../foundry/rolls/configure';
import { modifierNotes, num, situationalField } from './dialog';
import { rollAsActor } from './post-roll';

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

export async function rollTest(
  actor: Actor.Implementation,
  attribute: AttributeId,
  { fastForward = false, preset }: { fastForward?: boolean; preset?: RollDialogValues } = {},
): Promise<RelicTestRoll | null> {
  const dialog = testDialog(actor, attribute);
  // A GM's request sets some options: shown, locked.
  const values = await configureRoll(dialog, { fastForward, preset });
  if (!values) return null;
  return rollAsActor(RelicTestRoll, actor, testRequest(actor, values), { actorName: actor.name ?? '' }, values);
}
