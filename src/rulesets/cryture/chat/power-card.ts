/**
 * What a power's card shows, in the document's "Reading a Power" order: Cost, Type, Action, Range,
 * Attack or Roll, Hit or Success, Crit, Effect. A line with its own text prints it; a line with only
 * structured effects prints a summary of them. Sheets and chat cards share this view.
 */
import { localize } from '../../../foundry/i18n';
import { actionKindKey, rangeFormKey, resourceKey, statusKey, PREFIX } from '../rules';
import type { GrantSource, MovementSource, PowerSystem } from '../data/power';
import { hasLine } from '../data/power-data';

export interface PowerLineView {
  id: string;
  label: string;
  text: string;
}

export interface PowerCardView {
  name: string;
  lines: PowerLineView[];
  basicAttack: boolean;
  blast: boolean;
}

export function rangeText(range: PowerSystem['range']): string {
  return localize(rangeFormKey(range.form), { x: range.x, y: range.y });
}

function costText(cost: PowerSystem['cost']): string {
  return (['stamina', 'mana'] as const)
    .filter((r) => cost[r] > 0)
    .map((r) => `${cost[r]} ${localize(resourceKey(r))}`)
    .join(', ');
}

function grantText(g: GrantSource): string {
  const status = `${localize(statusKey(g.status))} ${g.stacks}`;
  return g.to === 'user' ? localize(`${PREFIX}.power.summary.toUser`, { status }) : status;
}

function movementText(m: MovementSource | undefined): string[] {
  return m && m.kind !== 'none' && m.spaces > 0
    ? [localize(`${PREFIX}.power.summary.${m.kind}`, { spaces: m.spaces })]
    : [];
}

/** A summary of a line's structured effects, for a line without its own text. */
export function lineSummary(system: PowerSystem, line: 'hit' | 'crit' | 'effect'): string {
  const parts: string[] = [];
  const success = system.check.kind === 'roll';
  if (line === 'hit') {
    if (system.hit.damagePerHit)
      parts.push(
        localize(`${PREFIX}.power.summary.${success ? 'damagePerSuccess' : 'damagePerHit'}`, {
          n: system.hit.damagePerHit,
        }),
      );
    if (system.hit.healingPerHit)
      parts.push(
        localize(`${PREFIX}.power.summary.${success ? 'healingPerSuccess' : 'healingPerHit'}`, {
          n: system.hit.healingPerHit,
        }),
      );
  } else if (line === 'crit') {
    if (system.crit.extraHits) parts.push(localize(`${PREFIX}.power.summary.extraHits`, { n: system.crit.extraHits }));
  } else {
    if (system.effect.damage) parts.push(localize(`${PREFIX}.power.summary.damage`, { n: system.effect.damage }));
    if (system.effect.healing) parts.push(localize(`${PREFIX}.power.summary.healing`, { n: system.effect.healing }));
  }
  parts.push(...system[line].statuses.map(grantText), ...movementText(system[line].movement));
  return parts.join('; ');
}

export function powerCardView(name: string, system: PowerSystem): PowerCardView {
  const lines: PowerLineView[] = [];
  const add = (id: string, text: string) => {
    if (text.trim()) lines.push({ id, label: localize(`${PREFIX}.power.line.${id}`), text });
  };
  add('cost', costText(system.cost));
  add('type', system.powerType);
  add('action', localize(actionKindKey(system.action)));
  add('range', rangeText(system.range));
  const { check } = system;
  if (check.kind !== 'none') {
    add(
      check.kind,
      localize(`${PREFIX}.power.checkLine`, {
        first: check.first,
        second: check.second,
        difficulty: check.difficulty,
      }),
    );
  }
  const lineText = (line: 'hit' | 'crit' | 'effect') =>
    hasLine(system, line) ? system[line].text.trim() || lineSummary(system, line) : '';
  add(check.kind === 'roll' ? 'success' : 'hit', lineText('hit'));
  add('crit', lineText('crit'));
  add('effect', lineText('effect'));
  return { name, lines, basicAttack: system.basicAttack, blast: system.range.form.endsWith('Blast') };
}
