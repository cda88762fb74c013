/**
 * A cryture NPC's statblock: Speed, Reflexes, Move and initiative; Health, Stamina and Mana (a pool
 * without a maximum left out: no "Mana 0/0"); its powers each with the roll control; its stats,
 * weaknesses, resistances and active statuses.
 */
import { localize } from '../../../foundry/i18n';
import { statblockView, type StatblockView } from '../../../foundry/sheets/statblock';
import { crytureKey } from '../rules';
import { systemOf } from '../data/snapshot';
import { powersView, statsView, statusesView } from './actor-context';

/** The lines of a power's card the statblock prints after its name. */
const DETAIL_LINES = ['cost', 'action', 'range', 'hit', 'success', 'effect'];

export function npcStatblock(actor: Actor.Implementation): StatblockView {
  const system = systemOf(actor);
  const t = (key: string, data?: Record<string, string | number>) => localize(crytureKey(key), data);
  const derived = system.derived ?? { move: 0, slowed: false, initiativeDice: 0 };
  const stats = statsView(actor);
  const statuses = statusesView(actor).filter((s) => s.active);
  return statblockView({
    name: actor.name ?? '',
    img: actor.img ?? '',
    line: localize(`TYPES.Actor.${actor.type}`),
    defenses: [
      { label: t('sheet.speed'), value: system.speed, effectKey: 'system.speed' },
      { label: t('sheet.reflexes'), value: system.reflexes, effectKey: 'system.reflexes' },
      { label: t('sheet.move'), value: derived.move },
      { label: t('sheet.initiative'), value: t('sheet.initiativeDice', { n: derived.initiativeDice }) },
    ],
    pools: (['health', 'stamina', 'mana'] as const).map((id) => ({
      id,
      label: t(`sheet.${id}`),
      value: system[id].value,
      max: system[id].max,
    })),
    attacks: powersView(actor).map((p) => ({
      name: p.view.name,
      detail: p.view.lines
        .filter((l) => DETAIL_LINES.includes(l.id))
        .map((l) => l.text)
        .join(' · '),
      key: p.rollable,
      rollLabel: localize('MANIFOLD.statblock.rollNamed', { name: p.view.name }),
    })),
    traits: [
      { label: t('sheet.stats'), value: stats.map((s) => `${s.name} ${system.stats?.[s.name] ?? s.value}`).join(', ') },
      { label: t('sheet.weaknesses'), value: String(system.weaknesses ?? '') },
      { label: t('sheet.resistances'), value: String(system.resistances ?? '') },
      {
        label: t('sheet.statuses'),
        value: statuses.map((s) => (s.stacking ? `${s.label} ${s.stacks}` : s.label)).join(', '),
      },
    ],
  });
}
