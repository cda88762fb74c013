/**
 * From an actor and the dialog's choices to the engine's CheckRequest (rules/check.ts buildCheck):
 * scores by name, the opposition (a Difficulty Rank or the targeted token's Attribute + Defense
 * Skill), every condition's number, the situational Edge/Setback and the talents' Edges.
 */
import { localize } from '../../../foundry/i18n';
import {
  activeConditions,
  buildCheck,
  edge,
  focusCost,
  setback,
  type CheckContext,
  type ActorSnapshot,
  type CheckRequest,
  type DifferenceOptions,
  type ModifierSize,
  type SituationalModifier,
} from '../rules';
import { differenceOptions } from '../settings';
import { actorSnapshot, systemOf, typeOf } from '../data/snapshot';
import { effectEdgesOf } from '../data/effects';
import { itemOfType } from '../../../foundry/documents/of-type';
import type { PresetKey, RollDialogField } from '../../../foundry/rolls/roll-dialog';

export type SizeChoice = ModifierSize | 'none';

const SIZES: readonly SizeChoice[] = ['none', 'minor', 'major', 'overwhelming'];

/** A dialog's choices of an Edge or Setback size, none first. */
export const sizeOptions = () => SIZES.map((value) => ({ value, label: `MANIFOLD.difference.size.${value}` }));

/**
 * The situational Edge and Setback selects every difference roll dialog offers. The advantage key
 * (Alt unless rebound) presets a Minor Edge, the disadvantage key (Ctrl/⌘) a Minor Setback.
 */
export function situationalFields(): RollDialogField[] {
  const options = sizeOptions();
  const select = (name: 'edge' | 'setback', key: PresetKey): RollDialogField => ({
    name,
    label: `MANIFOLD.difference.check.situational.${name}`,
    kind: 'select',
    value: 'none',
    options,
    keyPresets: { [key]: 'minor' },
  });
  return [select('edge', 'advantage'), select('setback', 'disadvantage')];
}

/** A chosen size read safely: one of the sizes, else none. */
export const sizeOf = (v: unknown): SizeChoice => (SIZES.includes(v as SizeChoice) ? (v as SizeChoice) : 'none');

export interface CheckChoice {
  attribute: string;
  skill: string;
  /** A Difficulty Rank, or the target's Attribute + Defense Skill. */
  opposition:
    { difficulty: number } | { target: Actor.Implementation | ActorSnapshot; attribute: string; skill: string };
  context?: CheckContext;
  /** One situational Edge and one Setback chosen in the dialog (§1.4: by size). */
  edge?: SizeChoice;
  setback?: SizeChoice;
  /** Ids of the actor's talents whose Edge is used on this roll. */
  talents?: string[];
}

/** The talents of an actor that grant an Edge: on a check with this skill, or on any check when `skill` is null. */
export function edgeTalents(actor: Actor.Implementation, skill: string | null): Item.Implementation[] {
  return [...actor.items].filter((item) => {
    if (typeOf(item) !== 'difference-talent') return false;
    const s = itemOfType<'difference-talent'>(item).system;
    return s.edge !== 'none' && (skill === null || !s.skill || s.skill === skill);
  });
}

/** The Focus the chosen talents cost together (Focused: each costs 1 less). */
export function talentFocusCost(actor: Actor.Implementation, ids: readonly string[]): number {
  const conditions = activeConditions(actorSnapshot(actor).conditions);
  return ids.reduce((sum, id) => {
    const item = actor.items.get(id);
    const cost = item ? itemOfType<'difference-talent'>(item).system.focusCost : 0;
    return sum + focusCost(cost, conditions);
  }, 0);
}

/** The dialog's situational Edge or Setback (one roll only, §1.4 Scope). */
export const situational = (kind: 'edge' | 'setback', size: SizeChoice | undefined): SituationalModifier[] => {
  if (!size || size === 'none') return [];
  const source = { text: localize(`MANIFOLD.difference.check.situational.${kind}`) };
  return [kind === 'edge' ? edge(source, size) : setback(source, size)];
};

const snapshotOf = (target: Actor.Implementation | ActorSnapshot): ActorSnapshot =>
  'items' in target ? actorSnapshot(target as Actor.Implementation) : (target as ActorSnapshot);

/** The Edges and Setbacks the actor's Active Effects give this kind of check (its prepared bonuses). */
function effectModifiers(actor: Actor.Implementation, context: CheckChoice['context']): SituationalModifier[] {
  const edges = effectEdgesOf(systemOf(actor).bonuses);
  const steps: number[] = [edges.all ?? 0];
  if (context?.attack || context?.meleeStrike) steps.push(edges.attack ?? 0);
  if (context?.sensory) steps.push(edges.sensory ?? 0);
  return steps
    .filter((n) => n !== 0)
    .map((n) => (n > 0 ? edge : setback)({ key: 'MANIFOLD.difference.effectKey.source' }, Math.abs(n)));
}

/**
 * What a check reads of its actor and the world besides the choice: read once by a caller that
 * builds many checks at once (the sheet's extended tasks), so each does not read them again.
 */
export interface CheckReads {
  snapshot: ActorSnapshot;
  options: DifferenceOptions;
}

export function checkReads(actor: Actor.Implementation): CheckReads {
  return { snapshot: actorSnapshot(actor), options: differenceOptions() };
}

export function checkRequest(
  actor: Actor.Implementation,
  choice: CheckChoice,
  { snapshot, options }: CheckReads = checkReads(actor),
): CheckRequest {
  const talents: SituationalModifier[] = (choice.talents ?? []).flatMap((id) => {
    const item = actor.items.get(id);
    if (!item || typeOf(item) !== 'difference-talent') return [];
    const s = itemOfType<'difference-talent'>(item).system;
    if (s.edge === 'none') return [];
    return [edge({ text: item.name ?? '' }, s.edge, { exceedsCap: s.exceedsCap })];
  });
  const opposition =
    'target' in choice.opposition
      ? {
          target: snapshotOf(choice.opposition.target),
          attribute: choice.opposition.attribute,
          skill: choice.opposition.skill,
        }
      : { difficulty: choice.opposition.difficulty };
  const context: CheckContext = {
    ...choice.context,
    ...('target' in choice.opposition ? { targetIds: [choice.opposition.target.id ?? ''] } : {}),
  };
  return buildCheck({
    actor: snapshot,
    attribute: choice.attribute,
    skill: choice.skill,
    opposition,
    context,
    modifiers: [
      ...situational('edge', choice.edge),
      ...situational('setback', choice.setback),
      ...talents,
      ...effectModifiers(actor, choice.context),
    ],
    options: {
      edgeCap: options.edgeCap,
      momentumMode: options.momentumMode,
      determinedEarnsMomentum: options.determinedEarnsMomentum,
    },
  });
}
