/**
 * A monster's statblock: zone and priority, Armor and Reflex, HP, its listed damage with the
 * Attack (a defense request for each targeted character: monsters never roll, CD-2) and the
 * morale check, then weakness, morale immunity and darkvision.
 */
import { localize } from '../../../foundry/i18n';
import { statblockView, type StatblockView } from '../../../foundry/sheets/statblock';
import { damageText } from '../chat/requests';
import { monsterArmor } from '../data/derive';
import type { CountdownMonster } from '../data/snapshot';
import { countdownText } from '../text';

export function monsterStatblock(monster: CountdownMonster): StatblockView {
  const s = monster.system;
  const yes = (on: boolean) => (on ? localize('MANIFOLD.statblock.yes') : '');
  return statblockView({
    name: monster.name ?? '',
    img: monster.img ?? '',
    line: [
      localize(`TYPES.Actor.${monster.type}`),
      countdownText(`zone.${s.zone}`),
      countdownText(`priority.${s.priority}`),
    ].join(' · '),
    defenses: [
      { label: countdownText('sheet.armor'), value: monsterArmor(s), effectKey: 'system.bonuses.armor' },
      { label: countdownText('stat.reflex'), value: s.reflex },
    ],
    pools: [{ id: 'hp', label: localize('MANIFOLD.sheet.hp'), value: s.hp.value, max: s.hp.max }],
    attacks: [
      {
        name: countdownText('sheet.attack'),
        detail: `${countdownText('monster.damage')}: ${damageText(s.damage)}`,
        action: 'monsterAttack',
        actionText: countdownText('monster.attack'),
        actionIcon: 'fa-solid fa-skull-crossbones',
        actionHint: countdownText('monster.attackHint'),
      },
      ...(s.moraleImmune
        ? []
        : [
            {
              name: countdownText('monster.morale'),
              action: 'morale',
              actionText: localize('MANIFOLD.roll.roll'),
              actionIcon: 'fa-solid fa-flag',
            },
          ]),
    ],
    traits: [
      { label: countdownText('sheet.weakness'), value: s.weakness },
      { label: countdownText('monster.moraleImmune'), value: yes(s.moraleImmune) },
      { label: countdownText('sheet.darkvision'), value: yes(s.darkvision) },
    ],
  });
}
