/**
 * The relic sheet buttons that are not rolls: the turn's actions and Counterstep (REL-7), using a
 * feature, toggling a condition or equipping armor, removing a surge. Rolls use the base sheet's
 * `roll` action with the ruleset's rollables.
 */
import { CONDITIONS, type CoreActionId } from '../rules';
import { itemFromTarget } from '../../../foundry/sheets/sheet-helpers';
import { itemOfType } from '../../../foundry/documents/of-type';
import { itemsOf, RELIC_TYPES_OF } from '../data/types';
import {
  aidAction,
  buildResonanceAction,
  counterstepAction,
  featureAction,
  simpleAction,
  switchRowsAction,
} from '../flows/actions';

interface RelicSheet {
  document: Actor.Implementation;
  isEditable: boolean;
}

/** The item types a seeker wears. */
const WEARABLE: readonly string[] = [RELIC_TYPES_OF.armor, RELIC_TYPES_OF.shield];

const SIMPLE: readonly CoreActionId[] = ['defend', 'useItem', 'disciplineFeature', 'environmentInteraction'];

async function relicAction(this: RelicSheet, _event: Event, target: HTMLElement) {
  const actor = this.document;
  const id = target.dataset.relicAction;
  if (id === 'buildResonance') await buildResonanceAction(actor);
  else if (id === 'switchRows') await switchRowsAction(actor);
  else if (id === 'aid') await aidAction(actor);
  else if (id === 'counterstep') await counterstepAction(actor);
  else if (SIMPLE.includes(id as CoreActionId)) await simpleAction(actor, id as CoreActionId);
}

async function useFeature(this: RelicSheet, _event: Event, target: HTMLElement) {
  const feature = itemFromTarget(this.document, target);
  if (feature) await featureAction(this.document, feature);
}

/** Conditions are status effects: the same toggle as the token HUD's. */
async function toggleCondition(this: RelicSheet, _event: Event, target: HTMLElement) {
  const id = target.dataset.condition ?? '';
  if (!this.isEditable || !(CONDITIONS as readonly string[]).includes(id)) return;
  await this.document.toggleStatusEffect(id);
}

/** Wearing armor or a shield: one armor worn at a time (putting one on takes the other off). */
async function toggleEquipped(this: RelicSheet, _event: Event, target: HTMLElement) {
  const item = itemFromTarget(this.document, target);
  if (!item || !this.isEditable || !WEARABLE.includes(item.type)) return;
  const gear = itemOfType<'relic-armor' | 'relic-shield'>(item);
  const equipped = !gear.system.equipped;
  if (equipped && gear.type === 'relic-armor')
    for (const other of itemsOf(this.document, 'armor'))
      if (other.id !== gear.id && other.system.equipped) await other.update({ system: { equipped: false } });
  await gear.update({ system: { equipped } });
}

async function removeSurge(this: RelicSheet, _event: Event, target: HTMLElement) {
  const id = target.closest<HTMLElement>('[data-effect-id]')?.dataset.effectId;
  if (id && this.isEditable) await this.document.deleteEmbeddedDocuments('ActiveEffect', [id]);
}

export const relicSheetActions = { relicAction, useFeature, toggleCondition, toggleEquipped, removeSurge };
