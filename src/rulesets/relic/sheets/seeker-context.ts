/**
 * Everything the seeker sheet shows, read from the derived state and the engine (never computed
 * here): AC and its parts, the tracker, costs of the actions, weapons with their dice, relics with
 * their Synchronization, the formation, the conditions and the surges on the seeker.
 */
import { signed } from '../../../foundry/templates';
import { ROLE_CHOICES, ROW_CHOICES } from '../data/choices';
import { aidFeaturesOf } from '../chat/heal';
import { conditionsOf } from '../data/snapshot';
import { combatantOf, economyOf } from '../combat/turn-state';
import { currentFormation } from '../combat/formation';
import { itemsOf } from '../data/types';
import {
  ACTIONS_PER_TURN,
  NO_ROW_SWITCH,
  REACTIONS_PER_ROUND,
  RELIC_TYPES,
  RESONANCE_MAX,
  ROLE_SURGES,
  actionCost,
  armorClass,
  backlashChance,
  isSynchronized,
  type CoreActionId,
  type SeekerState,
} from '../rules';
import { relicText, optionsOf } from '../text';
import { attributesContext, conditionsContext, surgesContext, weaponsContext } from './actor-context';
import { formatPercent } from '../../../foundry/odds/odds-view';
import { actorOfType } from '../../../foundry/documents/of-type';
import { changeText } from '../../../foundry/effects/breakdown';
import { effectRecord, type NumberSources } from '../../../foundry/effects/record';
import { RELIC_EFFECT_FIELDS } from '../data/effects';

/**
 * AC's parts, each the difference the engine's armorClass makes when that part is added, then
 * each effect's change to its AC bonus (Foundry's record of `system.bonuses.ac`), in the words of
 * the Effects tab.
 */
export function acParts(state: SeekerState, effects?: NumberSources): { label: string; value: string }[] {
  const base = { dex: state.attributes.dex, armor: 'none' as const, shield: false, row: state.row };
  const withArmor = armorClass({ ...base, armor: state.armor });
  const withShield = armorClass({ ...base, armor: state.armor, shield: state.shield });
  const parts = [
    { label: relicText('sheet.acBase'), value: String(armorClass({ ...base, dex: 0 })) },
    { label: relicText('attribute.dex'), value: signed(state.attributes.dex) },
  ];
  if (state.armor !== 'none')
    parts.push({ label: relicText(`armor.${state.armor}`), value: signed(withArmor - armorClass(base)) });
  if (state.shield) parts.push({ label: relicText('shield'), value: signed(withShield - withArmor) });
  const surge = state.ac - (effects?.total ?? 0) - withShield;
  if (surge) parts.push({ label: relicText('surge.bulwark'), value: signed(surge) });
  for (const p of effects?.parts ?? []) parts.push({ label: p.effect, value: changeText(p.mode, p.value) });
  return parts;
}

function acContext(state: SeekerState, effects: NumberSources | undefined) {
  const parts = acParts(state, effects);
  const tooltip = parts.map((p) => `${p.label} ${p.value}`).join(' · ');
  const fromEffects = Boolean(effects?.parts.length);
  return { value: state.ac, parts, fromEffects, tooltip: fromEffects ? `${tooltip} = ${state.ac}` : tooltip };
}

const TURN_ACTIONS: CoreActionId[] = [
  'buildResonance',
  'switchRows',
  'aid',
  'defend',
  'useItem',
  'environmentInteraction',
];

/** The Aid variant a feature changes, as a chip; none when the feature is named after it (the name says it). */
function aidChip(name: string, aid: string): string {
  if (aid === 'none') return '';
  const label = relicText(`aidFeature.${aid}`);
  return label === name ? '' : label;
}

/** The seeker's relics, each with its Synchronization and whether it is locked out. */
function relicsContext(actor: Actor.Implementation, state: SeekerState) {
  return itemsOf(actor, 'relic').map((r) => ({
    id: r.id,
    name: r.name,
    img: r.img,
    type: relicText(`relicType.${r.system.relicType}`),
    attribute: relicText(`attribute.${r.system.attribute}`),
    synchronized: isSynchronized(r.system.relicType, state.synchronizations),
    locked: r.system.locked,
  }));
}

/** The Equipment tab's rows: disciplines with their Synchronizations, features, armor and shields. */
function equipmentContext(actor: Actor.Implementation) {
  return {
    disciplines: itemsOf(actor, 'discipline').map((d) => ({
      id: d.id,
      name: d.name,
      slots: d.system.slots,
      types: RELIC_TYPES.map((t) => ({
        label: relicText(`relicType.${t}`),
        on: d.system.synchronized.includes(t),
      })).filter((t) => t.on),
      overflow: d.system.ticked.length > d.system.synchronized.length,
    })),
    armor: itemsOf(actor, 'armor').map((a) => ({
      id: a.id,
      name: a.name,
      img: a.img,
      kind: relicText(`armor.${a.system.kind}`),
      equipped: a.system.equipped,
    })),
    shields: itemsOf(actor, 'shield').map((s) => ({
      id: s.id,
      name: s.name,
      img: s.img,
      equipped: s.system.equipped,
    })),
    features: itemsOf(actor, 'feature').map((f) => ({
      id: f.id,
      name: f.name,
      img: f.img,
      aid: aidChip(f.name, f.system.aid),
      heal: f.system.heal,
      preserver: f.system.preserver,
      // Aid modifiers work through Aid; a feature is used on its own when it heals or has no Aid modifier.
      usable: f.system.heal > 0 || f.system.aid === 'none',
    })),
  };
}

/** What the seeker sheet shows: its header and every tab's rows (Weapons & Relics, Equipment…). */
export function seekerContext(actor: Actor.Implementation, state: SeekerState) {
  const combatant = combatantOf(actor);
  const economy = economyOf(combatant);
  const conditions = conditionsOf(actor);
  const swiftAid = aidFeaturesOf(actor).includes('swiftAid');
  const formation = currentFormation().state;
  const system = actorOfType<'relic-seeker'>(actor).system;

  return {
    state,
    // In combat a player changes row and Resonance through their actions (REL-7); the GM may edit anything (ALL-2).
    actionsOnly: Boolean(combatant) && !game.user?.isGM,
    roleOptions: optionsOf(ROLE_CHOICES, system.role),
    rowOptions: optionsOf(ROW_CHOICES, system.row),
    attributes: attributesContext(actor),
    ac: acContext(state, effectRecord(actor, RELIC_EFFECT_FIELDS).sources['system.bonuses.ac']),
    resistance: { value: state.resistance, base: system.resistance, bonus: state.resistance - system.resistance },
    resonance: {
      value: state.resonance,
      pips: Array.from({ length: RESONANCE_MAX }, (_, i) => ({ full: i < state.resonance })),
      backlash: state.resonance ? formatPercent(backlashChance(state.resonance)) : '',
      surge: relicText(`surge.${ROLE_SURGES[state.role]}`),
    },
    tracker: combatant
      ? {
          actions: Array.from({ length: ACTIONS_PER_TURN }, (_, i) => ({ full: i < economy.actions })),
          reactions: Array.from({ length: REACTIONS_PER_ROUND }, (_, i) => ({ full: i < economy.reactions })),
          label: relicText('sheet.trackerLabel', { actions: economy.actions, reactions: economy.reactions }),
        }
      : null,
    turnActions: TURN_ACTIONS.map((id) => ({
      id,
      label: relicText(`action.${id}`),
      cost: actionCost(id, { swiftAid: id === 'aid' && swiftAid }),
      blocked: id === 'switchRows' && NO_ROW_SWITCH.some((c) => conditions.includes(c)),
    })),
    burnCost: actionCost('burn'),
    weapons: weaponsContext(actor),
    relics: relicsContext(actor, state),
    ...equipmentContext(actor),
    conditions: conditionsContext(actor),
    surges: surgesContext(actor),
    formation: {
      broken: formation.broken,
      status: relicText(formation.broken ? 'formation.broken' : 'formation.holding'),
      reasons: formation.reasons.map((r) => relicText(`formationBreak.${r}`)),
    },
  };
}
