/**
 * An NPC's statblock: level and hit die, its defense pool, the layers it has dice in and its
 * Resolve (only those with a maximum: an NPC without Resolve shows no Resolve), its skill rolls,
 * its abilities and weapons each with the roll control, its actions per turn and Resolve stage.
 */
import { localize } from '../../../foundry/i18n';
import { statblockView, type StatblockView } from '../../../foundry/sheets/statblock';
import { actorStateOf } from '../data/snapshot';
import { actorView } from './actor-context';

type View = ReturnType<typeof actorView>;

export function npcStatblock(actor: Actor.Implementation, hd: View = actorView(actor, localize)): StatblockView {
  const state = actorStateOf(actor);
  const t = localize;
  return statblockView({
    name: actor.name ?? '',
    img: actor.img ?? '',
    line: [
      t(`TYPES.Actor.${actor.type}`),
      t('MANIFOLD.statblock.levelLine', { level: state.level }),
      t(`MANIFOLD.hitdice.hitDie.${state.hitDie}`),
      hd.life.active ? '' : hd.life.label,
    ]
      .filter(Boolean)
      .join(' · '),
    defenses: [{ label: t('MANIFOLD.hitdice.sheet.defensePool'), value: hd.notation === '—' ? '' : hd.notation }],
    pools: [
      ...hd.layers.map((l) => ({ id: l.kind, label: l.label, value: l.value, max: l.max, note: l.die })),
      { id: 'resolve', label: t('MANIFOLD.hitdice.sheet.resolve'), value: hd.resolve.value, max: hd.resolve.max },
    ],
    rolls: [
      ...(hd.inCombat
        ? [
            {
              key: 'initiative',
              label: t('MANIFOLD.hitdice.sheet.initiative'),
              rollLabel: t('MANIFOLD.hitdice.sheet.initiative'),
            },
          ]
        : []),
      // An NPC rolls a skill as a character does (its domain's dice): each gets its control here.
      ...hd.skills.map((s) => ({
        key: `skill.${s.id}`,
        label: s.label,
        rollLabel: t('MANIFOLD.roll.rollNamed', { name: s.label }),
      })),
    ],
    attacks: hd.actions.map((a) => ({
      name: a.name ?? '',
      detail: [a.tierLabel, a.tierLine, a.skill, a.bonus, a.range, a.recharge].filter(Boolean).join(' · '),
      key: `item.${a.id}`,
      rollLabel: a.rollLabel,
      spent: a.used,
    })),
    traits: [
      { label: t('MANIFOLD.hitdice.sheet.actionsPerTurn'), value: String(state.actionsPerTurn || '') },
      {
        label: t('MANIFOLD.hitdice.sheet.stage'),
        value: hd.resolve.max > 0 ? `${hd.stage.label} — ${hd.stage.penalties}` : '',
      },
    ],
  });
}
