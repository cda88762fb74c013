/**
 * Trigger requests: the GM never rolls (CD-2), so what the world does becomes a card asking a
 * player to roll — trigger your torch. Each button is for the owner of the item it names, and is
 * spent once a roll answers it. (A monster's attack is a roll request: flows/requests.ts.)
 */
import { countdownText } from '../text';
import { cdText } from '../dice/countdown-die-roll';
import { postCard } from './post';
import { countdownSetting, SETTING } from '../settings';
import { triggerPlan, triggerStateOf, type TriggerableItem } from '../flows/countdown-dice';
import { runRoll } from '../../../foundry/rolls/pipeline';

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
    for (const { item } of entries) await runRoll(triggerPlan(item), { fastForward: true });
    return null;
  }
  return postCard(
    {
      title: countdownText(`request.${reason}`),
      ...(subtitle ? { subtitle } : {}),
      rows: [],
      notes: [countdownText('request.triggerHint')],
      buttons: entries.map(({ actor, item }) => ({
        action: 'countdown.triggerItem',
        label: countdownText('request.triggerButton', {
          item: item.name ?? '',
          actor: actor.name ?? '',
          die: cdText(triggerStateOf(item)),
        }),
        icon: 'fa-solid fa-dice',
        item: item.uuid,
      })),
    },
    { facts: { kind: 'trigger', items: entries.map((e) => e.item.uuid) } },
  );
}

/** The damage a monster lists, written as printed: "1d6+1", "3". */
export function damageText(damage: { count: number; faces: number; bonus: number }): string {
  const dice = damage.count && damage.faces ? `${damage.count}d${damage.faces}` : '';
  if (!dice) return String(damage.bonus);
  return damage.bonus ? `${dice}+${damage.bonus}` : dice;
}
