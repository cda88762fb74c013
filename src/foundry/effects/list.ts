/**
 * What an Effects tab (actor) or Effects part (item) shows: the effects grouped as dnd5e groups
 * them — temporary, passive, inactive — each with its source, duration and state; the numbers
 * effects changed with where they came from (base + each effect = total); and the changes that
 * were ignored, with the reason. Plain data for a template; nothing here writes.
 */
import { localize } from '../i18n';
import type { RulesetDescriptor } from '../ruleset';
import { readChanges } from './changes';
import type { EffectReport } from './record';
import { findEffectField } from './fields';
import { effectRecord } from './record';
import { remainingTurns } from './expiry';
import { readEffectDuration, trackerDuration } from '../compat';
import { changeNumber, reasonLabel } from './validate';
import { asBonusOn, breakdownText, changeText, totalText } from './breakdown';
import { NEW_EFFECT_ICON } from '../icons';

interface EffectDoc {
  id: string | null;
  uuid?: string;
  name: string;
  img?: string | null;
  disabled?: boolean;
  active?: boolean;
  isTemporary?: boolean;
  isSuppressed?: boolean;
  statuses?: ReadonlySet<string>;
  transfer?: boolean;
  duration?: unknown;
  start?: unknown;
  parent?: { documentName?: string; id?: string | null; name?: string } | null;
}

export interface EffectRow {
  id: string;
  uuid: string;
  name: string;
  img: string;
  /** The item it comes from ('' for the document's own). */
  source: string;
  /** Id of the item holding it, for the row's buttons ('' when the document holds it). */
  itemId: string;
  duration: string;
  disabled: boolean;
  suppressed: boolean;
  changes: string;
}

export interface NumberRow {
  /** The number's field (`system.bonuses.ac`): the sheet marks it as changed by effects. */
  key: string;
  /** The number shown, when a bonus reads as the number it adds to ('' otherwise). */
  effectTotal: string;
  label: string;
  /** "13", or "advantage" for a key that reads as words. */
  total: string;
  /** "12 base · Ring of Warding +1 · = 13", the tooltip text. */
  breakdown: string;
}

export interface EffectsContext {
  groups: { id: 'temporary' | 'passive' | 'inactive'; label: string; effects: EffectRow[] }[];
  numbers: NumberRow[];
  ignored: { effect: string; key: string; value: string; reason: string }[];
  empty: boolean;
}

/** "1 round" / "3 rounds": the singular key for one, the plural key otherwise. */
const count = (n: number, one: string, many: string) => localize(n === 1 ? one : many, { n: String(n) });

function durationText(effect: EffectDoc): string {
  const d = trackerDuration(effect);
  if (!d) {
    const length = readEffectDuration(effect.duration);
    return length?.units === 'seconds' ? localize('MANIFOLD.Effects.seconds', { n: String(length.value) }) : '';
  }
  const combat = game.combat;
  // Out of combat nothing is counted yet: the length as written, without the parts that are zero.
  if (!combat)
    return [
      d?.rounds ? count(d.rounds, 'MANIFOLD.Effects.round', 'MANIFOLD.Effects.rounds') : '',
      d?.turns ? count(d.turns, 'MANIFOLD.Effects.turn', 'MANIFOLD.Effects.turns') : '',
    ]
      .filter(Boolean)
      .join(', ');
  const left = remainingTurns(d, combat.round ?? 0, combat.turn ?? 0, combat.turns.length || 1) ?? 0;
  return count(left, 'MANIFOLD.Effects.turnLeft', 'MANIFOLD.Effects.turnsLeft');
}

function row(effect: EffectDoc, holder: { documentName?: string }, ruleset: RulesetDescriptor | undefined): EffectRow {
  const fromItem = effect.parent?.documentName === 'Item' && holder.documentName !== 'Item';
  return {
    id: String(effect.id ?? ''),
    uuid: String(effect.uuid ?? ''),
    name: effect.name,
    img: effect.img ?? NEW_EFFECT_ICON,
    source: fromItem ? String(effect.parent?.name ?? '') : '',
    itemId: fromItem ? String(effect.parent?.id ?? '') : '',
    duration: durationText(effect),
    disabled: effect.disabled === true,
    suppressed: effect.isSuppressed === true,
    changes: readChanges(effect)
      .map((c) => {
        const n = changeNumber(c.value);
        const reads = keyOf(ruleset, c.key)?.reads;
        const text = changeText(c.mode, Number.isNaN(n) ? c.value : n, reads);
        // "Armor Class (AC) +1"; "Stealth: advantage" where a signed number would read as a bonus.
        return reads ? `${keyLabel(ruleset, c.key)}: ${text}` : `${keyLabel(ruleset, c.key)} ${text}`;
      })
      .join(' · '),
  };
}

function keyOf(ruleset: RulesetDescriptor | undefined, key: string) {
  return findEffectField(ruleset?.effectFields ?? [], key);
}

/** A field's label ("Armor Class (AC)", "Stat: Might" for a family's member), else the path as written. */
function keyLabel(ruleset: RulesetDescriptor | undefined, key: string): string {
  const field = keyOf(ruleset, key);
  if (!field) return key;
  const label = localize(field.label);
  return field.path.endsWith('.*') ? `${label}: ${key.slice(key.lastIndexOf('.') + 1)}` : label;
}

/**
 * What effects did to a document's numbers, from Foundry's record of its latest preparation
 * (record.ts). Items have none (their effects apply to an actor).
 */
export function effectReportOf(
  document: { documentName?: string; system?: unknown },
  ruleset: RulesetDescriptor | undefined,
): EffectReport | undefined {
  if (document.documentName === 'Item') return undefined;
  return effectRecord(document, ruleset?.effectFields ?? []);
}

/** The Effects tab of an actor, or the Effects part of an item. */
export function effectsContext(
  document: {
    documentName?: string;
    effects?: Iterable<unknown>;
    system?: unknown;
    allApplicableEffects?(): Iterable<unknown>;
  },
  ruleset: RulesetDescriptor | undefined,
): EffectsContext {
  // An actor's own effects and those its items transfer (Actor#allApplicableEffects); an item's own.
  const effects = (
    document.documentName === 'Item' || !document.allApplicableEffects
      ? [...(document.effects ?? [])]
      : [...document.allApplicableEffects()]
  ) as EffectDoc[];
  const groups: EffectsContext['groups'] = [
    { id: 'temporary', label: localize('MANIFOLD.Effects.temporary'), effects: [] },
    { id: 'passive', label: localize('MANIFOLD.Effects.passive'), effects: [] },
    { id: 'inactive', label: localize('MANIFOLD.Effects.inactive'), effects: [] },
  ];
  for (const effect of effects) {
    const inactive = effect.disabled || effect.isSuppressed;
    // A status is a condition a player expects among the temporary effects; v14's isTemporary no
    // longer counts statuses, so they are counted here on both generations.
    const temporary = effect.isTemporary || (effect.statuses?.size ?? 0) > 0;
    const group = inactive ? groups[2]! : temporary ? groups[0]! : groups[1]!;
    group.effects.push(row(effect, document, ruleset));
  }
  const report = effectReportOf(document, ruleset);
  const numbers = Object.entries(report?.sources ?? {}).map(([key, s]) => {
    // A bonus onto a derived number reads as that number: "base 13 · Ring of Warding +1 = 14".
    const shown = findEffectField(ruleset?.effectFields ?? [], key)?.addsTo?.(document);
    const source = typeof shown === 'number' ? asBonusOn(shown, s) : s;
    return {
      key,
      effectTotal: typeof shown === 'number' ? String(shown) : '',
      label: keyLabel(ruleset, key),
      total: totalText(source),
      breakdown: breakdownText(source),
    };
  });
  const ignored = (report?.ignored ?? []).map((i) => ({
    effect: i.effect,
    key: i.key,
    value: i.value,
    reason: localize(reasonLabel(i.reason)),
  }));
  return { groups, numbers, ignored, empty: effects.length === 0 };
}
