/** Everything the actor sheet shows, computed from the actor and the engine (nothing re-derived here). */
import { localize } from '../../../foundry/i18n';
import { formatPercent } from '../../../foundry/odds/odds-view';
import {
  activeConditions,
  CONDITION_IDS,
  conditionName,
  expertTraitsApply,
  isBracketed,
  POOL_IDS,
  resistanceOf,
  taskOutlook,
  taskState,
  WOUND_TRACK,
  type ActorSnapshot,
  type ConditionId,
  type DifferenceOptions,
} from '../rules';
import { attributeName, readTraits, skillName } from '../data/traits';
import { SHEET_BOUNDS, TALENT_ACTION_POINTS_MAX, WOUND_MAX } from '../data/bounds';
import { toInteger } from '../../../core/math';
import { countKey } from '../../../core';
import { bracketsOf } from '../data/conditions';
import { itemOfType } from '../../../foundry/documents/of-type';
import { CHARACTER_TYPE, isDifferenceActor, systemOf, typeOf } from '../data/snapshot';
import { extendedTask, storedState, taskSystem } from '../flows/task';
import { checkReads, type CheckReads } from '../flows/check-request';
import { sortedItems } from '../../../foundry/documents/sorted-items';

function traitsContext(actor: Actor.Implementation, snapshot: ActorSnapshot) {
  const traits = readTraits();
  const s = systemOf(actor);
  const enhanced = activeConditions(snapshot.conditions).enhanced;
  return {
    attributes: traits.attributes.map((a) => ({
      id: a.id,
      name: attributeName(a.id, traits),
      value: s.attributes?.[a.id] ?? 0,
      enhanced: enhanced[a.id] ?? 0,
      rollKey: `attribute.${a.id}`,
    })),
    skills: traits.skills.map((sk) => ({
      id: sk.id,
      name: skillName(sk.id, traits),
      value: s.skills?.[sk.id] ?? 0,
      attribute: attributeName(sk.attribute, traits),
      defense: sk.defense,
      sensory: sk.sensory,
      rollKey: `skill.${sk.id}`,
    })),
  };
}

function poolsContext(actor: Actor.Implementation, options: DifferenceOptions) {
  const s = systemOf(actor);
  return POOL_IDS.map((pool) => {
    const track = WOUND_TRACK[pool];
    // Held to the model's bounds: a corrupted stored count must not draw millions of pips.
    const wounds = toInteger(s.wounds?.[track], { min: 0, max: WOUND_MAX });
    const resistance = resistanceOf(s.attributes, pool, options.resistance);
    return {
      id: pool,
      label: localize(`MANIFOLD.difference.pool.${pool}`),
      value: s[pool].value,
      // The stored maximum in the input (an effect's is in its tooltip), so saving never writes it in.
      max: (actor._source.system as Record<string, { max?: number } | undefined>)[pool]?.max ?? s[pool].max,
      percent: s[pool].max > 0 ? Math.round((s[pool].value / s[pool].max) * 100) : 0,
      track,
      trackLabel: localize(`MANIFOLD.difference.wound.${track}`),
      resistanceName: attributeName(options.resistance[pool]),
      wounds,
      resistance,
      pips: Array.from({ length: Math.min(WOUND_MAX, Math.max(resistance, wounds)) }, (_, i) => ({
        filled: i < wounds,
      })),
    };
  });
}

/** Who can have challenged this actor: every other difference actor in the world (Challenged [by]). */
function challengerOptions(actor: Actor.Implementation) {
  return [...(game.actors ?? [])]
    .filter((a) => a !== actor && isDifferenceActor(a))
    .map((a) => ({ value: a.id ?? '', label: a.name ?? '' }));
}

function conditionsContext(actor: Actor.Implementation) {
  const effects = actor.effects.contents;
  const traits = readTraits();
  // The brackets' choices are the same for every condition: made once, shared by each.
  const attributeOptions = traits.attributes.map((a) => ({ value: a.id, label: attributeName(a.id, traits) }));
  const poolOptions = POOL_IDS.map((p) => ({ value: p, label: localize(`MANIFOLD.difference.pool.${p}`) }));
  return CONDITION_IDS.map((id) => {
    const mine = effects.filter((e) => !e.disabled && e.statuses.has(id));
    return {
      id,
      name: localize(conditionName(id)),
      rules: localize(`MANIFOLD.difference.condition.${id}.rules`),
      active: mine.length > 0,
      bracketed: isBracketed(id),
      instances: mine.map((e) => {
        const brackets = bracketsOf(e);
        return {
          effectId: e.id,
          ...brackets,
          poolName: localize(`MANIFOLD.difference.pool.${String(brackets.pool ?? 'vitality')}`),
          attributeName: attributeName(String(brackets.attribute ?? ''), traits),
          isExhausted: id === 'exhausted',
          isEnhanced: id === 'enhanced',
          isAfflicted: id === 'afflicted',
          isChallenged: id === 'challenged',
        };
      }),
      attributeOptions,
      poolOptions,
      actorOptions: id === 'challenged' ? challengerOptions(actor) : [],
    };
  });
}

/** The actor's items of a type, in the sheet's order. */
const itemsOf = (actor: Actor.Implementation, type: string) =>
  sortedItems(actor.items).filter((i) => typeOf(i) === type);

/** The Gear tab: talents, equipment and armor. */
function gearContext(actor: Actor.Implementation, expertise: readonly string[]) {
  const of = (type: string) => itemsOf(actor, type);
  const talents = of('difference-talent').map((i) => {
    const s = itemOfType<'difference-talent'>(i).system;
    const points = toInteger(s.actionPoints, { min: 0, max: TALENT_ACTION_POINTS_MAX }) || 1;
    return {
      id: i.id,
      name: i.name,
      img: i.img,
      cost:
        s.action === 'action'
          ? '►'.repeat(toInteger(s.actionPoints, { min: 0, max: TALENT_ACTION_POINTS_MAX })) || '►'
          : s.action === 'free'
            ? '▷'
            : localize(`MANIFOLD.difference.talent.action.${s.action}`),
      // The glyph in words, for its tooltip and screen readers: "Action cost: 2 action points".
      costLabel: localize('MANIFOLD.difference.talent.costOf', {
        cost:
          s.action === 'action'
            ? localize(countKey('MANIFOLD.difference.talent.points', points), { points })
            : localize(`MANIFOLD.difference.talent.action.${s.action}`),
      }),
      focus: s.focusCost,
      edge:
        s.edge !== 'none'
          ? localize(`MANIFOLD.difference.check.sized.edge`, { size: localize(`MANIFOLD.difference.size.${s.edge}`) })
          : '',
      exceedsCap: s.exceedsCap,
    };
  });
  const gear = (type: 'difference-equipment' | 'difference-armor') =>
    of(type).map((i) => {
      const s = itemOfType<typeof type>(i).system;
      return {
        id: i.id,
        name: i.name,
        img: i.img,
        availability: s.availability,
        quantity: s.quantity,
        expertise: s.expertise,
        expert: expertTraitsApply(s.expertise, expertise),
        held: 'held' in s && s.held,
        soak: 'soak' in s ? s.soak : 0,
        equipped: 'equipped' in s && s.equipped,
      };
    });
  return { talents, equipment: gear('difference-equipment'), armor: gear('difference-armor') };
}

/** The Tasks tab: each extended task's progress and, while it is ongoing, its chance to complete. */
function tasksContext(actor: Actor.Implementation, reads: CheckReads) {
  const tasks = itemsOf(actor, 'difference-task').map((i) => {
    const s = taskSystem(i);
    const task = extendedTask(i, actor, reads);
    const state = taskState(task, storedState(i));
    // The chance to complete (the odds' headline), without the bars the sheet does not show.
    const odds = state.status === 'ongoing' ? taskOutlook(task, state).completed : null;
    return {
      id: i.id,
      name: i.name,
      model: localize(`MANIFOLD.difference.model.${s.model}`),
      status: localize(`MANIFOLD.difference.status.${state.status}`),
      statusId: state.status,
      ongoing: state.status === 'ongoing',
      successes: state.successes,
      threshold: s.successThreshold,
      percent: Math.min(100, Math.round((state.successes / Math.max(1, s.successThreshold)) * 100)),
      rolls: state.rolls,
      odds: odds === null ? '' : formatPercent(odds),
      rollKey: `task.${i.id}`,
    };
  });
  return { tasks };
}

/** What the sheet shows: its header and every tab's figures (traits, pools, conditions, gear, tasks). */
export function actorSheetContext(actor: Actor.Implementation) {
  const s = systemOf(actor);
  // The actor's snapshot and the settings, read once for the traits and every extended task's check.
  const reads = checkReads(actor);
  const derived = s.derived;
  const conditions = conditionsContext(actor);
  return {
    bounds: SHEET_BOUNDS,
    isPC: typeOf(actor) === CHARACTER_TYPE,
    ...traitsContext(actor, reads.snapshot),
    pools: poolsContext(actor, reads.options),
    focus: s.focus,
    derived,
    speedReasons: derived.move.reasons.map((id) => localize(conditionName(id as ConditionId))).join(', '),
    defeated: derived.defeated.map((track) => localize(`MANIFOLD.difference.wound.${track}`)).join(', '),
    conditions,
    activeConditions: conditions.filter((c) => c.active),
    ...gearContext(actor, derived.expertiseList),
    ...tasksContext(actor, reads),
  };
}
