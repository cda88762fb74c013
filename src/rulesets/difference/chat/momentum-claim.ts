/**
 * Who may take the Momentum a roll earned (DIF-4), re-derived from the message and its marks: the
 * roll's result now (after any Determined), whether it was taken already, and who rolled it. Offered:
 * the players' point is the roller's (or the GM's) to take, the GM's point the GM's. Automatic:
 * the roller's client asks for it right after posting. The button reads the message as it stands;
 * the GM decides from its own copy of the roll (`trustedCheckOf`).
 */
import type { MomentumSide } from '../rules';
import { rolledCheckOf, type RolledCheck } from './rolled';

export function claimableFrom(
  rolled: RolledCheck | null,
  message: ChatMessage.Implementation | undefined | null,
  side: unknown,
  user: User.Implementation,
): boolean {
  if (!rolled || rolled.state.momentumTaken) return false;
  const gain = rolled.result.momentum;
  if (!gain || gain.side !== side) return false;
  const isRoller = message?.author?.id === user.id;
  if (user.isGM) return true;
  return isRoller && (gain.automatic || (side as MomentumSide) === 'players');
}

export function momentumClaimable(
  message: ChatMessage.Implementation | undefined | null,
  side: unknown,
  user: User.Implementation,
): boolean {
  return claimableFrom(rolledCheckOf(message), message, side, user);
}
