/**
 * Request cards: the GM never rolls (CD-2), so what a monster or the world does becomes a card
 * asking a player to roll — defend against this attack, trigger your torch. Each button is for
 * the owner of the actor or item it names, and is spent once a roll answers it.
 */
import { k } from '../dice/card';
import { cdText } from '../dice/countdown-die-roll';
import { postCard } from './post';
import { countdownSetting, SETTING } from '../settings';
import type { CountdownMonster } from '../data/snapshot';
import { triggerItem, triggerStateOf, type TriggerableItem } from '../flows/countdown-dice';

export type TriggerReason = 'explorationTurn' | 'travelDay' | 'turnStart' | 'combatEnd';

export interface TriggerEntry {
  actor: Actor.Implementation;
  item: TriggerableItem;
}

/**
 * Asks each holder to trigger their countdown dice (or, if the world prefers, triggers them at
 * once on the GM's client). Returns the request card, if one was posted.
 */
export async function requestTriggers(reason: TriggerReason, entries: TriggerEntry[], subtitle?: string) {
  if (!entries.length) return null;
  if (reason === 'explorationTurn' && countdownSetting<string>(SETTING.lightTriggers) === 'automatic') {
    for (const { item } of entries) await triggerItem(item);
    return null;
  }
  return postCard(
    {
      title: k(`request.${reason}`),
      ...(subtitle ? { subtitle } : {}),
      dice: [],
      rows: [],
      notes: [k('request.triggerHint')],
      buttons: entries.map(({ actor, item }) => ({
        action: 'countdown.triggerItem',
        label: k('request.triggerButton', {
          item: item.name ?? '',
          actor: actor.name ?? '',
          die: cdText(triggerStateOf(item)),
        }),
        icon: 'fa-solid fa-dice',
        data: { item: item.uuid },
      })),
    },
    { flags: { kind: 'trigger', reason, items: entries.map((e) => e.item.uuid) } },
  );
}

/** The damage a monster lists, written as printed: "1d6+1", "3". */
export function damageText(damage: { count: number; faces: number; bonus: number }): string {
  const dice = damage.count && damage.faces ? `${damage.count}d${damage.faces}` : '';
  if (!dice) return String(damage.bonus);
  return damage.bonus ? `${dice}+${damage.bonus}` : dice;
}

/**
 * A monster attacks a character: the card asks the character's player to dodge or block (CD-2).
 * This is the attack's own card, not a roll request (src/foundry/requests): it carries that
 * monster's damage and darkvision, offers two different rolls (Reflex or Vigor), and its answer's
 * damage is applied and undone on the defense card — as hitdice's Defend button sits on the attack.
 */
export async function requestDefense(monster: CountdownMonster, defender: Actor.Implementation) {
  const m = monster.system;
  return postCard(
    {
      title: k('request.attackTitle', { monster: monster.name ?? '', defender: defender.name ?? '' }),
      subtitle: k('request.attackRule'),
      dice: [],
      rows: [
        { label: k('request.damage'), value: damageText(m.damage) },
        { label: k('sheet.zone'), value: k(`zone.${m.zone}`) },
        ...(m.darkvision ? [{ label: k('sheet.darkvision'), value: k('request.darkvisionNote') }] : []),
      ],
      buttons: (['dodge', 'block'] as const).map((method) => ({
        action: 'countdown.defend',
        label: k(`request.${method}`),
        icon: method === 'dodge' ? 'fa-solid fa-person-running' : 'fa-solid fa-shield-halved',
        data: { method },
      })),
    },
    {
      actor: monster,
      flags: {
        kind: 'defense',
        monsterUuid: monster.uuid,
        monsterName: monster.name ?? '',
        defenderUuid: defender.uuid,
        defenderName: defender.name ?? '',
        damage: { ...m.damage },
        darkvision: m.darkvision,
      },
    },
  );
}
