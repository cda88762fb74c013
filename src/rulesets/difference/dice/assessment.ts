/**
 * A check's assessment (rules/check.ts assessCheck) as the rows a dialog or card lists: x by its
 * parts, each Edge and Setback by source and size, the net after cancellation and the cap, the TN.
 */
import { localize } from '../../../foundry/i18n';
import { assessCheck, type CheckAssessment, type CheckRequest } from '../rules';
import { attributeName, skillName } from '../data/traits';
import { say, signed } from '../text';

/** A breakdown row: an addend, or (`kind`) a subtotal or the total, which the card sets apart. */
export interface Row {
  label: string;
  value: string;
  kind?: 'subtotal' | 'total';
}

/** "Agility + Athletics". */
export function scoreLabel(attribute: string, skill: string): string {
  return skill ? `${attributeName(attribute)} + ${skillName(skill)}` : attributeName(attribute);
}

export function oppositionLabel(request: CheckRequest, assessment: CheckAssessment): string {
  const o = request.opposition;
  if (o.kind === 'opposed')
    return localize('MANIFOLD.difference.check.opposedBy', { score: scoreLabel(o.attribute, o.skill) });
  const band = assessment.difficultyBand ? localize(`MANIFOLD.difference.dr.${assessment.difficultyBand}.name`) : '';
  return localize('MANIFOLD.difference.check.difficulty', { band });
}

/** Every part of x, in the order it is computed (§1.1 → §1.4 → §1.2). */
export function assessmentRows(request: CheckRequest, assessment: CheckAssessment = assessCheck(request)): Row[] {
  const e = assessment.edges;
  const rows: Row[] = [
    { label: scoreLabel(request.attribute, request.skill), value: String(assessment.actorScore) },
    { label: oppositionLabel(request, assessment), value: `−${assessment.oppositionScore}` },
    { label: localize('MANIFOLD.difference.check.difference'), value: signed(assessment.difference), kind: 'subtotal' },
  ];
  for (const a of assessment.adjustments) rows.push({ label: say(a.source), value: signed(a.value) });
  for (const m of e.modifiers) {
    const size = m.size
      ? localize(`MANIFOLD.difference.check.sized.${m.kind}`, { size: localize(`MANIFOLD.difference.size.${m.size}`) })
      : localize(`MANIFOLD.difference.modifierKind.${m.kind}`);
    const cap = m.exceedsCap ? ` · ${localize('MANIFOLD.difference.check.exceedsCap')}` : '';
    rows.push({ label: `${say(m.source)} (${size}${cap})`, value: signed(m.value) });
  }
  if (e.modifiers.length) {
    if (e.cancelled > 0)
      rows.push({ label: localize('MANIFOLD.difference.check.cancelled'), value: String(e.cancelled) });
    const note = e.capped
      ? localize('MANIFOLD.difference.check.capped', { uncapped: signed(e.uncapped) })
      : e.exceedsCap
        ? localize('MANIFOLD.difference.check.beyondCap')
        : '';
    rows.push({
      label: `${localize('MANIFOLD.difference.check.net', { cap: e.cap })}${note ? ` — ${note}` : ''}`,
      value: signed(e.net),
      kind: 'subtotal',
    });
  }
  rows.push({ label: localize('MANIFOLD.difference.check.x'), value: signed(assessment.x), kind: 'subtotal' });
  rows.push({
    label: localize('MANIFOLD.difference.check.tn'),
    value: assessment.tn > 100 ? localize('MANIFOLD.difference.check.impossible') : `${assessment.tn}+`,
    kind: 'total',
  });
  return rows;
}
