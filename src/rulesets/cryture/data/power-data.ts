/**
 * A Power item as the engine reads it (PowerData), and as its card prints it: the lines of
 * "Reading a Power" in the document's order, each omitted when the power has nothing for it.
 */
import { formatRange, type PowerData, type RangeSpec, type StatusGrant } from '../rules';
import { itemOfType } from '../../../foundry/documents/of-type';
import type { GrantSource, MovementSource, PowerSystem } from './power';

/** A power item's system data (the caller has checked it is a `cryture-power`). */
export function powerSystem(item: Item.Implementation): PowerSystem {
  return itemOfType<'cryture-power'>(item).system;
}

export function rangeOf(system: Pick<PowerSystem, 'range'>): RangeSpec {
  const { form, x, y } = system.range;
  switch (form) {
    case 'melee':
      return { form, reach: x };
    case 'ranged':
      return { form, range: x };
    case 'personal':
      return { form };
    case 'personalBlast':
      return { form, blast: y };
    case 'rangedBlast':
      return { form, range: x, blast: y };
    case 'meleeBlast':
      return { form, blast: y };
  }
}

const grantsOf = (list: readonly GrantSource[] | undefined): StatusGrant[] =>
  (list ?? []).map((g) => ({ status: g.status, stacks: g.stacks, to: g.to }));

const movementOf = (m: MovementSource | undefined) =>
  m && m.kind !== 'none' && m.spaces > 0 ? { movement: { kind: m.kind, spaces: m.spaces } } : {};

/** A stored line as the engine reads it: its text and numbers as stored, its statuses and movement checked. */
function lineData<L extends { statuses: readonly GrantSource[]; movement: MovementSource }>(line: L) {
  const { statuses, movement, ...numbersAndText } = line;
  return { ...numbersAndText, statuses: grantsOf(statuses), ...movementOf(movement) };
}

const present = (...values: unknown[]) =>
  values.some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : Boolean(v)));

/** Whether a line has anything in it (text, numbers, statuses or movement). */
export function hasLine(system: PowerSystem, line: 'hit' | 'crit' | 'effect'): boolean {
  const l = system[line] as PowerSystem['effect'] & PowerSystem['hit'] & PowerSystem['crit'];
  return present(
    l.text,
    l.damagePerHit,
    l.healingPerHit,
    l.extraHits,
    l.damage,
    l.healing,
    l.statuses,
    l.movement?.kind !== 'none' && l.movement?.spaces,
  );
}

/** The engine's PowerData for a power item (its name, and the lines it has). */
export function powerData(name: string, system: PowerSystem): PowerData {
  const cost = [
    ...(system.cost.stamina > 0 ? [{ resource: 'stamina' as const, amount: system.cost.stamina }] : []),
    ...(system.cost.mana > 0 ? [{ resource: 'mana' as const, amount: system.cost.mana }] : []),
  ];
  const { check } = system;
  return {
    name,
    ...(cost.length ? { cost } : {}),
    ...(system.powerType.trim() ? { type: system.powerType.trim() } : {}),
    action: system.action,
    range: rangeOf(system),
    ...(check.kind !== 'none'
      ? { check: { kind: check.kind, pool: [check.first, check.second] as const, difficulty: check.difficulty } }
      : {}),
    ...(hasLine(system, 'hit') ? { hit: lineData(system.hit) } : {}),
    ...(hasLine(system, 'crit') ? { crit: lineData(system.crit) } : {}),
    ...(hasLine(system, 'effect') ? { effect: lineData(system.effect) } : {}),
  };
}

export function itemPowerData(item: Item.Implementation): PowerData {
  return powerData(item.name ?? '', powerSystem(item));
}

/** The canonical Range line (e.g. "Ranged 10 Blast 1"). */
export const rangeLine = (system: Pick<PowerSystem, 'range'>): string => formatRange(rangeOf(system));
