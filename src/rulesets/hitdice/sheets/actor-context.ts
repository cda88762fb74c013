/**
 * What a hitdice actor sheet shows, computed from the engine's reading of the actor: the defense
 * layers outermost first as dice that are there or gone (there are no hit points), Resolve as a
 * track with its stage, Affinity dice, the turn's economy, abilities with their tier's numbers,
 * the eight skill domains and the inventory.
 */
import { countKey } from '../../../core';
import { formatPercent } from '../../../foundry/odds/odds-view';
import { snapshotOf, actorStateOf, systemOf } from '../data/snapshot';
import { roundStateOf } from '../combat/turn-state';
import { wornArmor } from '../data/actor-base';
import { abilitiesBySkill, abilityOf, actionItem } from '../data/items';
import type { Localize } from '../dice/dice-view';
import { layerValue, type LayerId } from '../flows/layers';
import { pendingCheckOf } from '../flows/resolve';
import { triggerWords } from '../dice/action-roll';
import { capacityReading, sustainThreshold } from '../settings';
import { choicesOf } from '../data/choices';
import {
  ARMOR_TYPES,
  BARRIER_FACES,
  type ArmorType,
  HIT_DIE_TYPES,
  bodyDiceForLevel,
  GUARD_FACES,
  MAX_ACTIONS_PER_TURN,
  MAX_LEVEL,
  MAX_RESTS_PER_DAY,
  MAX_STORED_DICE,
  MIN_LEVEL,
  RESOLVE_STAGES,
  SKILLS,
  actionsLeft,
  defenseCapacity,
  defenseLayers,
  exertionLeft,
  nameKey,
  poolNotation,
  sustainChance,
  tierOf,
} from '../rules';
import { itemOfType } from '../../../foundry/documents/of-type';
import { sortedItems } from '../../../foundry/documents/sorted-items';

export interface DieView {
  index: number;
  present: boolean;
  label: string;
}

function diceOf(layer: LayerId, value: number, max: number, name: string, t: Localize): DieView[] {
  return Array.from({ length: Math.max(value, max) }, (_, i) => {
    const present = i < value;
    return {
      index: i + 1,
      present,
      label: t(present ? 'MANIFOLD.hitdice.sheet.diePresent' : 'MANIFOLD.hitdice.sheet.dieGone', {
        layer: name,
        n: i + 1,
        max: Math.max(value, max),
      }),
    };
  });
}

function layerRows(actor: Actor.Implementation, t: Localize) {
  const state = actorStateOf(actor);
  const threshold = sustainThreshold();
  const armorItem = wornArmor(actor.items);
  const facesOf: Record<string, number> = {
    guard: GUARD_FACES,
    barrier: BARRIER_FACES,
    armor: state.armor.faces,
    body: state.bodyFaces,
  };
  const empty: Record<string, string> = {
    guard: t('MANIFOLD.hitdice.sheet.noGuard'),
    barrier: t('MANIFOLD.hitdice.sheet.noBarrier'),
    armor: t('MANIFOLD.hitdice.sheet.noArmor'),
    body: t('MANIFOLD.hitdice.sheet.noBody'),
  };
  return (['guard', 'barrier', 'armor', 'body'] as const).map((kind) => {
    const { value, max } = layerValue(actor, kind);
    const label = t(nameKey('layer', kind));
    const faces = facesOf[kind]!;
    const p = faces ? sustainChance(faces, threshold) : 0;
    return {
      kind,
      label,
      faces,
      die: faces ? `d${faces}` : '',
      source: kind === 'armor' && armorItem ? armorItem.name : '',
      // The worn armor's dice when whole, before the effects' bonus (its tooltip adds them).
      effectKey: kind === 'armor' && armorItem ? 'system.bonuses.armorDice' : '',
      effectBase: kind === 'armor' && armorItem ? armorItem.system.dice : 0,
      sustain: faces ? t('MANIFOLD.hitdice.sheet.sustains', { threshold, chance: formatPercent(p) }) : '',
      value,
      max,
      count: t('MANIFOLD.hitdice.sheet.diceCount', { value, max }),
      dice: diceOf(kind, value, max, label, t),
      empty: max === 0 ? empty[kind] : '',
    };
  });
}

function actionItems(actor: Actor.Implementation, t: Localize) {
  return sortedItems(actor.items).flatMap((i) => {
    const s = actionItem(i)?.system;
    if (!s) return [];
    /** Abilities carry an attack flag and a recharge; weapons a range, and always attack. */
    const ability = abilityOf(i)?.system;
    const recharge = ability?.recharge ?? 'atWill';
    const tier = tierOf(s.tier);
    return {
      id: i.id,
      name: i.name,
      img: i.img,
      weapon: !ability,
      tier: tier?.id ?? '',
      tierLabel: tier ? t(nameKey('tier', tier.id)) : '',
      tierLine: tier
        ? t('MANIFOLD.hitdice.sheet.tierLine', {
            threshold: tier.threshold,
            required: tier.required,
            impact: tier.baseImpact,
          })
        : '',
      /** The tier's required successes, before the effects' `system.bonuses.required` (its tooltip). */
      requiredBase: tier?.required ?? 0,
      skill: s.skill && s.skill !== 'none' ? t(nameKey('skill', s.skill)) : '',
      bonus: s.bonusDice ? t(countKey('MANIFOLD.hitdice.sheet.bonusDice', s.bonusDice), { count: s.bonusDice }) : '',
      attack: !ability || ability.attack,
      recharge: recharge !== 'atWill' ? t(`MANIFOLD.hitdice.recharge.${recharge}`) : '',
      used: Boolean(ability?.used) && recharge !== 'atWill',
      range: 'range' in s ? s.range : '',
      rollLabel: t('MANIFOLD.hitdice.sheet.rollNamed', { name: i.name ?? '' }),
    };
  });
}

function inventory(actor: Actor.Implementation, t: Localize) {
  const of = (type: string) => sortedItems(actor.items).filter((i) => String(i.type) === type);
  return {
    armor: of('hitdice-armor').map((i) => {
      const s = itemOfType<'hitdice-armor'>(i).system;
      return {
        id: i.id,
        name: i.name,
        img: i.img,
        detail: t('MANIFOLD.hitdice.sheet.armorDetail', {
          kind: t(`MANIFOLD.hitdice.sheet.armorKind.${s.kind}`),
          dice: s.dice,
          faces: ARMOR_TYPES[s.kind as ArmorType]?.faces ?? 0,
        }),
        equipped: s.equipped,
      };
    }),
    barriers: of('hitdice-barrier').map((i) => ({
      id: i.id,
      name: i.name,
      img: i.img,
      detail: t('MANIFOLD.hitdice.sheet.barrierDetail', { dice: itemOfType<'hitdice-barrier'>(i).system.dice }),
    })),
    gear: of('hitdice-gear').map((i) => ({
      id: i.id,
      name: i.name,
      img: i.img,
      quantity: itemOfType<'hitdice-gear'>(i).system.quantity,
    })),
  };
}

function skillRows(actor: Actor.Implementation, t: Localize) {
  // The actor's abilities sorted by skill once, not read again for each skill.
  const bySkill = abilitiesBySkill(actor.items);
  return SKILLS.map((id) => ({
    id,
    label: t(nameKey('skill', id)),
    hint: t(nameKey('skillHint', id)),
    abilities: (bySkill.get(id) ?? []).map((i) => i.name ?? ''),
    rollLabel: t('MANIFOLD.hitdice.sheet.rollNamed', { name: t(nameKey('skill', id)) }),
  }));
}

/** What the sheet shows: its header and every tab's lists (abilities and weapons, skills, inventory). */
export function actorView(actor: Actor.Implementation, t: Localize) {
  const state = actorStateOf(actor);
  const system = systemOf(actor);
  const snapshot = snapshotOf(actor);
  const round = roundStateOf(actor);
  const pending = pendingCheckOf(actor);
  const stage = state.stage;
  const resolveMax = layerValue(actor, 'resolve').max;
  const capacity = defenseCapacity(state, capacityReading());
  return {
    hitDieChoices: choicesOf(HIT_DIE_TYPES, 'hitDie'),
    /** The bounds the header's inputs offer: the schema's own (rules/). */
    limits: { minLevel: MIN_LEVEL, maxLevel: MAX_LEVEL, dice: MAX_STORED_DICE, actions: MAX_ACTIONS_PER_TURN },
    tableBody: bodyDiceForLevel(state.level, state.hitDie),
    proficiency: state.proficiency,
    bodyMax: state.bodyMax,
    stage: {
      id: stage.id,
      label: t(nameKey('stage', stage.id)),
      penalties: t(nameKey('stagePenalties', stage.id)),
    },
    life: { id: state.life, label: t(nameKey('life', state.life)), active: state.life === 'active' },
    layers: layerRows(actor, t),
    notation: poolNotation(defenseLayers(state)) || '—',
    defenseRolls: system.defenseRolls,
    defenseLine: t('MANIFOLD.hitdice.sheet.defenseLine', {
      rolls: system.defenseRolls,
      capacity,
      penalty: stage.defensePenalty,
    }),
    resolve: {
      value: state.resolve,
      max: resolveMax,
      pips: Array.from({ length: resolveMax }, (_, i) => ({
        index: i + 1,
        filled: i < state.resolve,
        label: t('MANIFOLD.hitdice.sheet.resolvePip', { n: i + 1, max: resolveMax }),
      })),
      stages: state.npc
        ? []
        : RESOLVE_STAGES.map((s) => ({
            resolve: s.resolve,
            label: t(nameKey('stage', s.id)),
            penalties: t(nameKey('stagePenalties', s.id)),
            current: s.id === stage.id,
          })),
    },
    affinity:
      'affinity' in system
        ? {
            stored: state.affinity.stored,
            max: state.affinity.storeMax,
            dice: diceOf(
              'affinity',
              state.affinity.stored,
              state.affinity.storeMax,
              t('MANIFOLD.hitdice.sheet.affinity'),
              t,
            ),
            gained: t('MANIFOLD.hitdice.sheet.gainedToday', {
              gained: state.affinity.gainedToday,
              max: state.affinity.gainMax,
            }),
          }
        : null,
    pending: pending ? { reasons: triggerWords(pending.triggers, t) } : null,
    turn: round.economy
      ? {
          actions: t('MANIFOLD.hitdice.sheet.turnActions', {
            left: actionsLeft(round.economy, snapshot),
            max: state.actionsPerTurn,
          }),
          exertion: t('MANIFOLD.hitdice.sheet.turnExertion', { left: exertionLeft(round.economy, snapshot) }),
          held: round.economy.held.map((h) => ({
            trigger: h.trigger,
            basicOnly: h.basicOnly,
          })),
        }
      : null,
    rests: t('MANIFOLD.hitdice.sheet.restsUsed', { used: state.restsToday, max: MAX_RESTS_PER_DAY }),
    // What the "1/2" beside Rest counts, for its tooltip and a screen reader.
    restsHint: t('MANIFOLD.hitdice.sheet.restsUsedHint', { used: state.restsToday, max: MAX_RESTS_PER_DAY }),
    restsLeft: state.restsToday < MAX_RESTS_PER_DAY,
    rushUsed: state.rushUsed,
    steadyUsed: state.steadyUsed,
    actions: actionItems(actor, t),
    skills: skillRows(actor, t),
    inventory: inventory(actor, t),
    isGM: Boolean(game.user?.isGM),
    inCombat: Boolean(round.combatant),
  };
}
