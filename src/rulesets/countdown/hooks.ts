/**
 * What the countdown ruleset watches while it is active (on the active GM's client where it
 * changes the world): a monster falling to half strength prompts a morale check; the end of a
 * combat asks shooters to trigger their ammunition; a roll answering a request redraws it. The
 * world panel opens at start (its token-controls tool: apps/tracker-tool.ts).
 */
import { countdownText } from './text';
import { SYSTEM_ID } from '../../foundry/settings';
import { manifoldApi } from '../../foundry/api';
import { rerenderMessage } from '../../foundry/chat/rerender';
import { isMonster, type CountdownMonster } from './data/snapshot';
import { postCard, rollOf } from './chat/post';
import { ammunitionToTrigger } from './flows/ammunition';
import { moraleDueIn } from './flows/gm';
import { requestTriggers } from './chat/requests';
import { countdownSetting, SETTING } from './settings';
import { openTracker } from './apps/world-panel';

const MORALE_FLAG = 'countdownMorale';

function combatMonsters(combat: Combat.Implementation): CountdownMonster[] {
  return [...combat.combatants].map((c) => c.actor).filter((a): a is CountdownMonster => isMonster(a));
}

/** A monster's HP changed in a running combat: prompt the GM once when morale comes due. */
export async function promptMorale(actor: Actor.Implementation): Promise<boolean> {
  const combat = game.combat;
  if (!game.user?.isActiveGM || !combat || !isMonster(actor)) return false;
  const monsters = combatMonsters(combat);
  if (!monsters.some((m) => m.id === actor.id)) return false;
  const checked = !!combat.getFlag(SYSTEM_ID, MORALE_FLAG);
  if (!moraleDueIn(monsters, checked)) return false;
  await combat.setFlag(SYSTEM_ID, MORALE_FLAG, true);
  await postCard(
    {
      title: countdownText('card.moraleTitle'),
      subtitle: countdownText('gm.moraleDue'),
      rows: [
        {
          label: countdownText('gm.standing'),
          value: `${monsters.filter((m) => m.system.hp.value > 0).length} / ${monsters.length}`,
        },
      ],
      buttons: [{ action: 'countdown.morale', label: countdownText('gm.rollMorale'), icon: 'fa-solid fa-flag' }],
    },
    { whisperGM: true, facts: { kind: 'morale', monsters: monsters.map((m) => m.uuid) } },
  );
  return true;
}

/** A combat ended: each character who shot triggers their ammunition die (setting). */
export async function ammunitionAfterCombat(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isActiveGM || !countdownSetting<boolean>(SETTING.ammunitionAfterCombat)) return;
  await requestTriggers('combatEnd', ammunitionToTrigger(combat.id!, game.actors ?? []));
}

export function activateCountdown(): void {
  Hooks.on('updateActor', (actor, changes) => {
    if ((changes.system as { hp?: unknown } | undefined)?.hp !== undefined) return promptMorale(actor);
  });
  Hooks.on('deleteCombat', (combat) => ammunitionAfterCombat(combat));
  Hooks.on('createChatMessage', (message) => {
    // A trigger answered: its request card redraws with that button spent.
    const id = (rollOf(message)?.options.request as { forRequest?: string } | undefined)?.forRequest;
    const original = id ? game.messages?.get(id) : undefined;
    if (original) rerenderMessage(original);
  });
  if (countdownSetting<boolean>(SETTING.showTracker)) openTracker();
  manifoldApi.countdown = { openTracker };
}
