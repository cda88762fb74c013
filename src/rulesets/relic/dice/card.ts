/** The shape of a relic chat card and the small formatting helpers every relic roll shares. */
import { relicText } from '../text';
import { signed } from '../../../foundry/templates';
import type { OddsTone } from '../../../core';
import type { DieRecord, RollModifier } from '../rules';

/** A breakdown row: an addend, or (`kind`) a subtotal or the total; `strong` is the total too. */
export interface CardRow {
  label: string;
  value: string;
  strong?: boolean;
  kind?: 'subtotal' | 'total';
}

export interface CardSection {
  heading?: string;
  rows?: CardRow[];
  outcome?: { label: string; tone: OddsTone } | null;
  /** Free text (relic tier effects, strain rows): user text, escaped by the template. */
  texts?: string[];
}

export interface CardButton {
  action: string;
  label: string;
  icon: string;
  data?: Record<string, string>;
}

export interface RelicCard {
  title: string;
  subtitle?: string;
  dice: { faces: number; result: number; role: string; roleLabel: string; tone: OddsTone }[];
  sections: CardSection[];
  warnings?: string[];
  buttons?: CardButton[];
}

/** A die as the shared dice row draws it; the caller says what its face means. */
export function dieView(die: DieRecord, tone: OddsTone = 'neutral') {
  return { faces: die.faces, result: die.result, role: die.role, roleLabel: relicText(`dieRole.${die.role}`), tone };
}

/** A d20 that decides an attack or test: natural 20 and 1 stand out. */
export function d20Tone(natural: number): OddsTone {
  return natural === 20 ? 'critical' : natural === 1 ? 'fumble' : 'neutral';
}

/** One row per modifier, labelled by its source. */
export function modifierRows(modifiers: readonly RollModifier[]): CardRow[] {
  return modifiers.map((m) => ({ label: relicText(`modifier.${m.id}`), value: signed(m.value) }));
}

export function attributeRow(attribute: { id: string; value: number }): CardRow {
  return { label: relicText(`attribute.${attribute.id}`), value: signed(attribute.value) };
}
