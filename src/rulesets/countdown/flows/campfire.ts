/**
 * "Campfire: 3 torches = campfire. Illuminates near distance. Lasts until the party moves on (no
 * countdown)." Three torches are taken from the character's torches and the card says so; CD-9:
 * the torches left start again at the starting die of their new quantity (CD-6).
 */
import { countdownText } from '../text';
import { buildCampfire, CAMPFIRE_TORCHES, countdownResource, isRefusal, startingDie } from '../rules';
import { itemsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type GearSystem } from '../data/types';
import { postCard } from '../chat/post';
import { warnRefusal } from './vitals';

export async function campfire(actor: CountdownCharacter) {
  const torches = itemsOf<GearSystem>(actor, TYPES.gear).filter(
    (g) => g.system.countdown.resource === 'torch' && g.system.quantity > 0,
  );
  const built = buildCampfire(torches.reduce((n, g) => n + g.system.quantity, 0));
  if (isRefusal(built)) return warnRefusal(built);
  let needed = CAMPFIRE_TORCHES;
  for (const torch of torches) {
    const used = Math.min(needed, torch.system.quantity);
    needed -= used;
    const left = torch.system.quantity - used;
    // CD-9: a stack of torches left counts down again from the die of its new quantity.
    const die = startingDie(left, countdownResource('torch')!.baseDie) ?? 0;
    await torch.update({ system: { quantity: left, countdown: { die }, ...(left ? {} : { lit: false }) } });
    if (!needed) break;
  }
  return postCard(
    {
      title: countdownText('campfire.title'),
      rows: [{ label: countdownText('campfire.torchesLeft'), value: built.state.torchesLeft }],
      notes: [countdownText('campfire.rule')],
      outcome: { label: countdownText('campfire.lit'), tone: 'success' },
      buttons: [],
    },
    { actor },
  );
}
