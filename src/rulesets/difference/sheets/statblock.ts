/**
 * A difference NPC's statblock: level, Soak, damage reduction and Speed, Vitality, Poise, Clarity
 * (each with its wounds against its Resistance) and Focus, the six attributes and only the skills
 * it has ranks in (each with the roll control — not the nineteen-skill grid of a character), its
 * talents and extended tasks, its gear and active conditions.
 */
import { localize } from '../../../foundry/i18n';
import { signed } from '../../../foundry/templates';
import { statblockView, type StatblockView } from '../../../foundry/sheets/statblock';
import type { actorSheetContext } from './actor-context';

type Context = ReturnType<typeof actorSheetContext>;

export function npcStatblock(actor: Actor.Implementation, c: Context): StatblockView {
  const t = localize;
  const system = actor.system as { level?: number; damageReduction?: number };
  const rollLabel = (name: string) => t('MANIFOLD.difference.sheet.rollTrait', { name });
  return statblockView({
    name: actor.name ?? '',
    img: actor.img ?? '',
    line: [t(`TYPES.Actor.${actor.type}`), t('MANIFOLD.statblock.levelLine', { level: system.level ?? 0 })].join(' · '),
    defenses: [
      { label: t('MANIFOLD.difference.sheet.soak'), value: c.derived.soak, effectKey: 'system.bonuses.soak' },
      { label: t('MANIFOLD.difference.sheet.damageReduction'), value: system.damageReduction || '' },
      { label: t('MANIFOLD.difference.sheet.speed'), value: c.derived.move.speed },
    ],
    pools: [
      ...c.pools.map((p) => ({
        id: p.id,
        label: p.label,
        value: p.value,
        max: p.max,
        note: `${p.trackLabel} ${p.wounds} / ${p.resistance}`,
      })),
      { id: 'focus', label: t('MANIFOLD.difference.pool.focus'), value: c.focus.value, max: c.focus.max },
    ],
    rolls: [
      ...c.attributes.map((a) => ({
        key: a.rollKey,
        label: a.name,
        value: a.enhanced ? `${a.value} (${signed(a.enhanced)})` : a.value,
        rollLabel: rollLabel(a.name),
      })),
      ...c.skills
        .filter((s) => s.value > 0)
        .map((s) => ({ key: s.rollKey, label: s.name, value: signed(s.value), rollLabel: rollLabel(s.name) })),
    ],
    attacks: [
      ...c.talents.map((tal) => ({
        name: tal.name ?? '',
        detail: [tal.costLabel, tal.focus ? `${t('MANIFOLD.difference.pool.focus')} ${tal.focus}` : '', tal.edge]
          .filter(Boolean)
          .join(' · '),
      })),
      ...c.tasks.map((task) => ({
        name: task.name ?? '',
        detail: `${task.status} · ${task.successes} / ${task.threshold}`,
        ...(task.ongoing ? { key: task.rollKey, rollLabel: rollLabel(task.name ?? '') } : {}),
      })),
    ],
    traits: [
      {
        label: t('MANIFOLD.difference.sheet.tab.gear'),
        value: [...c.equipment, ...c.armor].map((g) => g.name ?? '').join(', '),
      },
      {
        label: t('MANIFOLD.difference.sheet.tab.conditions'),
        value: c.activeConditions.map((cond) => cond.name).join(', '),
      },
    ],
  });
}
