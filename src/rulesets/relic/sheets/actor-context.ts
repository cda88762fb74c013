/** What both relic actor sheets show: the conditions (as toggles), the surges, the weapons. */
import { signed } from '../../../foundry/templates';
import { conditionsOf } from '../data/snapshot';
import { surgesOn } from '../data/surges';
import { itemsOf } from '../data/types';
import { ATTRIBUTES } from '../rules';
import { CONDITIONS, DOWN_CONDITIONS, readWeapon } from '../rules';
import { relicText } from '../text';

export function conditionsContext(actor: Actor.Implementation) {
  const on = conditionsOf(actor);
  return CONDITIONS.map((id) => ({
    id,
    label: relicText(`condition.${id}`),
    on: on.includes(id),
    down: DOWN_CONDITIONS.includes(id),
  }));
}

/** Each surge with its sign as it acts on rolls (Disruption is a penalty). */
export function surgesContext(actor: Actor.Implementation) {
  return surgesOn(actor).map((s) => ({
    id: s.id,
    label: relicText(`surge.${s.surge}`),
    effect: relicText(`surgeEffect.${s.kind}`),
    value: signed(s.kind === 'disruption' ? -s.value : s.value),
  }));
}

/** Weapons with what the engine reads from them (tag, die, attribute, reach). */
export function weaponsContext(actor: Actor.Implementation) {
  return itemsOf(actor, 'weapon').map((w) => {
    const weapon = readWeapon(w.system);
    return {
      id: w.id,
      name: w.name,
      img: w.img,
      summary: relicText('sheet.weaponSummary', {
        tag: relicText(`weaponTag.${weapon.tag}`),
        die: `d${weapon.faces}`,
        attribute: relicText(`attribute.${weapon.attribute}`),
      }),
      ranged: weapon.reach === 'ranged',
    };
  });
}

/** The four attributes as inputs, each showing its stored (source) value. */
export function attributesContext(actor: Actor.Implementation) {
  const source = (actor._source.system as { attributes?: Record<string, number> }).attributes ?? {};
  return ATTRIBUTES.map((id) => ({
    id,
    label: relicText(`attribute.${id}`),
    value: source[id] ?? 0,
    name: `system.attributes.${id}`,
  }));
}
