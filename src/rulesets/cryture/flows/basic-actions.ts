/**
 * The basic actions of the document as buttons: Basic Attack (Major), Summon (Major), Move, Shift,
 * Recall and Transfer Mana (Minor). Each spends its action on the combatant when its turn is
 * running (nothing is tracked out of combat); crytures' actions run on the GM (flows/crytures.ts).
 */
import { localize } from '../../../foundry/i18n';
import { countKey } from '../../../core';
import { unsetKey } from '../../../foundry/compat';
import { askGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { rulesetSetting } from '../../../foundry/settings';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { movementSpeed, treatsAllSpacesAsDifficult, type BasicActionId, crytureKey } from '../rules';
import { Board } from '../canvas/board';
import { planRecall, planSummon, planTransfer } from './crytures';
import { combatantOf, economyOf, isTurnOf, spend } from '../combat/turn-state';
import { postNotice } from '../chat/post';
import { SHIFT_FLAG } from '../combat/opportunity';
import { actorSnapshot } from '../data/snapshot';
import { basicAttackOf, powerPlan } from './use-power';

function warn(key: string): false {
  ui.notifications?.warn(localize(key));
  return false;
}

/** Spends a basic action of this actor's combatant (through the GM); false with a warning if it cannot. */
export async function spendBasic(actor: Actor.Implementation, action: BasicActionId): Promise<boolean> {
  const combatant = combatantOf(actor);
  if (!combatant) return true;
  if (!isTurnOf(combatant)) return warn(crytureKey('refused.notOwnTurn'));
  const spent = spend(economyOf(combatant), { basic: action });
  if (!spent.ok) return warn(spent.key);
  await askGM(registry, 'cryture', 'spendAction', {
    combatId: combatant.parent?.id,
    combatantId: combatant.id,
    what: { basic: action },
  });
  return true;
}

/** Basic Attack: the plan of the actor's Basic Attack power; none marked, refused with a warning. */
export async function basicAttackPlan(actor: Actor.Implementation): Promise<RollPlan | null> {
  const power = basicAttackOf(actor);
  if (!power) {
    warn(crytureKey('refused.noBasicAttack'));
    return null;
  }
  return powerPlan(actor, power);
}

/** Move: a Minor Action to move up to Speed (+3 Hastened); Slowed makes every space difficult. */
export async function move(actor: Actor.Implementation): Promise<boolean> {
  if (!(await spendBasic(actor, 'move'))) return false;
  const snapshot = actorSnapshot(actor);
  const token = Board.current()?.tokenOf(actor);
  if (token?.actor && token.getFlag('manifold', SHIFT_FLAG))
    await token.update(unsetKey(`flags.manifold.${SHIFT_FLAG}`));
  const spaces = movementSpeed(snapshot);
  const lines = [localize(countKey(crytureKey('actions.moveUpTo'), spaces), { spaces })];
  if (treatsAllSpacesAsDifficult(snapshot))
    lines.push(
      localize(crytureKey('actions.slowedCost'), { cost: rulesetSetting<number>('cryture', 'difficultTerrainCost') }),
    );
  await postNotice(localize(crytureKey('actions.moveTitle'), { name: actor.name ?? '' }), lines, { actor });
  return true;
}

/** Shift: a Minor Action to move 1 space without provoking; the token's next move counts as the shift. */
export async function shift(actor: Actor.Implementation): Promise<boolean> {
  if (!(await spendBasic(actor, 'shift'))) return false;
  const token = Board.current()?.tokenOf(actor);
  if (token) await token.update({ [`flags.manifold.${SHIFT_FLAG}`]: true });
  await postNotice(
    localize(crytureKey('actions.shiftTitle'), { name: actor.name ?? '' }),
    [localize(crytureKey('actions.shiftNext'))],
    { actor },
  );
  return true;
}

type CrytureAction = 'summon' | 'recall' | 'transferMana';
const PLANS = { summon: planSummon, recall: planRecall, transferMana: planTransfer };

/** Summon, Recall or Transfer Mana from the trainer's sheet: checked here for a clear reason, done by the GM. */
export async function crytureAction(
  action: CrytureAction,
  trainer: Actor.Implementation,
  crytureId: string,
): Promise<boolean> {
  const board = Board.current();
  if (!board) return warn(crytureKey('refused.noScene'));
  const payload = { trainerId: trainer.id, crytureId, sceneId: board.scene.id };
  const plan = PLANS[action](payload, game.user as User.Implementation);
  if (!plan.ok) return warn(plan.key);
  await askGM(registry, 'cryture', action, payload);
  return true;
}
