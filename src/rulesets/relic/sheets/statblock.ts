/** An adversary's statblock: group, AC and Resistance, HP, the four attribute tests, its weapons, conditions and surges. */
import { localize } from '../../../foundry/i18n';
import { signed } from '../../../foundry/templates';
import { statblockView, type StatblockView } from '../../../foundry/sheets/statblock';
import { actorStateOf } from '../data/snapshot';
import { relicText } from '../text';
import { conditionsContext, surgesContext, weaponsContext } from './actor-context';
import { ATTRIBUTES } from '../rules';

export function adversaryStatblock(actor: Actor.Implementation): StatblockView {
  const state = actorStateOf(actor);
  const group = String((actor.system as { group?: string }).group ?? '').trim();
  const kind = localize(`TYPES.Actor.${actor.type}`);
  const conditions = conditionsContext(actor).filter((c) => c.on);
  const surges = surgesContext(actor);
  return statblockView({
    name: actor.name ?? '',
    img: actor.img ?? '',
    line: group ? `${kind} · ${group}` : kind,
    defenses: state
      ? [
          { label: relicText('sheet.ac'), value: state.ac, effectKey: 'system.bonuses.ac' },
          { label: relicText('sheet.resistance'), value: state.resistance, effectKey: 'system.bonuses.resistance' },
        ]
      : [],
    pools: state ? [{ id: 'hp', label: relicText('sheet.hp'), value: state.health.hp, max: state.health.maxHp }] : [],
    rolls: ATTRIBUTES.map((id) => {
      const label = relicText(`attribute.${id}`);
      return {
        key: `test.${id}`,
        label,
        value: signed(state?.attributes[id] ?? 0),
        rollLabel: relicText('sheet.rollTest', { attribute: label }),
        effectKey: `system.attributes.${id}`,
      };
    }),
    attacks: weaponsContext(actor).map((w) => ({
      name: w.name ?? '',
      detail: w.summary,
      key: `attack.${w.id}`,
      rollLabel: localize('MANIFOLD.statblock.rollNamed', { name: w.name ?? '' }),
    })),
    traits: [
      { label: relicText('sheet.conditions'), value: conditions.map((c) => c.label).join(', ') },
      ...surges.map((s) => ({ label: s.label, value: `${s.effect} ${s.value}` })),
    ],
  });
}
