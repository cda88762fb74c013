/**
 * Using a power from a sheet, a macro or an opportunity-attack button, as a roll plan: gather the
 * targets (the user's targeted tokens, or everyone in a blast's area), measure what the map tells,
 * check the action and the cost in the dialog with exact odds; once rolled, spend and post the card.
 * A Ranged power used next to an enemy then prompts opportunity attacks.
 */
import { localize } from '../../../foundry/i18n';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { askGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import {
  actionKindKey,
  isBlast,
  MAX_POOL_DICE,
  payCost,
  resolveAttack,
  resourceKey,
  typeAffinity,
  type AttackResult,
  type Cell,
  crytureKey,
} from '../rules';
import { CrytureAttackRoll, engineRequest, type AttackRollRequest, type AttackRollTarget } from '../dice/attack-roll';
import { crytureChatRoll } from '../dice/recorded';
import { CrytureRollDialog, poolDialogConfig, requestWithValues } from './pool-dialog';
import { Board, type TokenLike } from '../canvas/board';
import { aimFromTargets, blastTargets, pickCellOnCanvas } from '../canvas/blast';
import { combatantOf, economyOf, isTurnOf, spend } from '../combat/turn-state';
import { measureTarget } from '../canvas/measure';
import { promptOpportunityAttacks, rangedPowerProvokes } from '../combat/opportunity';
import { powerCardView } from '../chat/power-card';
import { itemPowerData, powerSystem } from '../data/power-data';
import { actorSnapshot, isCombatantActor } from '../data/snapshot';

export interface PowerPlanOptions {
  /** An opportunity attack: against this token, outside the turn, spending nothing. */
  opportunityAgainst?: TokenLike;
  /** The opportunity card whose button made the attack: the GM counts the attack on it once posted. */
  offeredBy?: ChatMessage.Implementation;
  /** Tests and macros may aim a Ranged or Melee Blast themselves. */
  origin?: Cell;
}

/** The user's targeted tokens, as the board holds them (targets are placed on the canvas's scene). */
function targetedTokens(board: Board | null): TokenLike[] {
  const targets = [...(game.user?.targets ?? [])];
  return board ? targets.flatMap((token) => board.scene.tokens.get(token.document.id ?? '') ?? []) : [];
}

function targetOf(
  board: Board | null,
  userToken: TokenLike | null,
  token: TokenLike,
  power: AttackRollRequest['power'],
): AttackRollTarget | null {
  const actor = token.actor;
  if (!isCombatantActor(actor)) return null;
  const snapshot = actorSnapshot(actor);
  const measured = board && userToken && token.id !== userToken.id ? measureTarget(board, userToken, token) : null;
  const affinity = typeAffinity(snapshot, power.type);
  return {
    snapshot,
    name: token.name || (actor.name ?? ''),
    tokenUuid: token.uuid,
    situations: (measured?.situations ?? []).filter(
      (s) => !(s === 'weak' && affinity.weak) && !(s === 'resistant' && affinity.resistant),
    ),
    ...(measured ? { distance: measured.distance } : {}),
    extraDice: 0,
  };
}

/** Why the power cannot be used now (its action, its cost), or null. */
function blockedReason(actor: Actor.Implementation, item: Item.Implementation, opportunity: boolean): string | null {
  const power = itemPowerData(item);
  if (!opportunity) {
    const combatant = combatantOf(actor);
    if (combatant) {
      if (!isTurnOf(combatant)) return localize(crytureKey('refused.notOwnTurn'));
      const spent = spend(economyOf(combatant), { kind: power.action });
      if (!spent.ok) return localize(spent.key);
    }
  }
  const paid = payCost(actorSnapshot(actor), power.cost);
  return paid.ok ? null : localize(paid.key);
}

function spendsText(item: Item.Implementation, opportunity: boolean): string {
  const power = itemPowerData(item);
  const parts = opportunity ? [localize(crytureKey('dialog.noAction'))] : [localize(actionKindKey(power.action))];
  for (const c of power.cost ?? []) parts.push(`${c.amount} ${localize(resourceKey(c.resource))}`);
  return parts.join(' · ');
}

/**
 * Using a power (or, against `opportunityAgainst`, an opportunity attack): the targets gathered and
 * a blast's area marked before the dialog; the dialog refuses a use its action or cost does not
 * allow; the action and the cost are paid once the dice are known; a Ranged power used next to an
 * enemy then prompts opportunity attacks, and an opportunity attack is counted on the card that
 * offered it.
 */
export async function powerPlan(
  actor: Actor.Implementation,
  item: Item.Implementation,
  options: PowerPlanOptions = {},
): Promise<RollPlan<AttackRollRequest, AttackResult> | null> {
  const power = itemPowerData(item);
  const system = powerSystem(item);
  const opportunity = Boolean(options.opportunityAgainst);
  const board = Board.current();
  const userToken = board?.tokenOf(actor) ?? null;

  let tokens: TokenLike[] = [];
  let blastOrigin: Cell | undefined;
  let originDistance: number | undefined;
  if (options.opportunityAgainst) tokens = [options.opportunityAgainst];
  else if (isBlast(power.range) && board && userToken) {
    const origin =
      power.range.form === 'personalBlast'
        ? null
        : (options.origin ??
          aimFromTargets(board, userToken, power.range, targetedTokens(board)) ??
          (await pickCellOnCanvas(board)));
    if (power.range.form !== 'personalBlast' && !origin) return null;
    const area = await blastTargets(board, userToken, power.range, { includeUser: system.range.includeUser, origin });
    if ('error' in area) {
      ui.notifications?.warn(localize(area.error));
      return null;
    }
    tokens = area.targets;
    blastOrigin = area.origin;
    originDistance = area.originDistance;
    await board.placeBlastMark(
      area.cells,
      origin ?? board.cellAt(userToken),
      (power.range as { blast: number }).blast,
      {
        name: item.name ?? '',
        fillColor: game.user?.color?.toString(),
        user: userToken,
      },
    );
  } else if (power.range.form !== 'personal') tokens = targetedTokens(board);

  const request: AttackRollRequest = {
    userName: userToken?.name || (actor.name ?? ''),
    ...(userToken ? { userTokenUuid: userToken.uuid } : {}),
    ...(item.id ? { itemId: item.id } : {}),
    power,
    lines: powerCardView(item.name ?? '', system).lines,
    user: actorSnapshot(actor),
    targets: tokens.flatMap((token) => targetOf(board, userToken, token, power) ?? []),
    ...(originDistance !== undefined ? { originDistance } : {}),
    ...(blastOrigin ? { blastOrigin } : {}),
    ...(opportunity ? { opportunity: true } : {}),
  };

  const blocked = blockedReason(actor, item, opportunity);
  return {
    kind: opportunity ? 'cryture.opportunityAttack' : 'cryture.power',
    actor,
    // The dialog's values the rules refuse (no target, out of range) and a use the action or the
    // cost forbids are never rolled (the dialog's error, foundry/rolls/configure.ts).
    dialog: poolDialogConfig({ request, spends: spendsText(item, opportunity), ...(blocked ? { blocked } : {}) }),
    prompt: CrytureRollDialog,
    request: (values) => requestWithValues(request, values),
    resolve: (filled) => resolveAttack(engineRequest(filled)),
    mostDice: MAX_POOL_DICE,
    async commit() {
      if (!opportunity) {
        const combatant = combatantOf(actor);
        if (combatant)
          await askGM(registry, 'cryture', 'spendAction', {
            combatId: combatant.parent?.id,
            combatantId: combatant.id,
            what: { kind: power.action },
            ...(item.id ? { itemId: item.id } : {}),
          });
      }
      const paid = payCost(actorSnapshot(actor), power.cost);
      if (paid.ok && power.cost?.length)
        await actor.update({ system: { stamina: { value: paid.stamina }, mana: { value: paid.mana } } });
      return true;
    },
    chatRoll: (made) => crytureChatRoll(CrytureAttackRoll, made, actor.uuid),
    async posted() {
      if (options.offeredBy)
        await askGM(registry, 'cryture', 'opportunity', { messageId: options.offeredBy.id, attackerUuid: actor.uuid });
      if (!opportunity && board && userToken && game.combat?.started)
        await promptOpportunityAttacks(board, userToken, rangedPowerProvokes(board, userToken, power.range));
    },
  };
}

/** The actor's Basic Attack: the power marked as such (its stats and damage are data, ALL-3). */
export function basicAttackOf(actor: Actor.Implementation): Item.Implementation | null {
  return [...actor.items].find((i) => i.type === 'cryture-power' && powerSystem(i).basicAttack) ?? null;
}
