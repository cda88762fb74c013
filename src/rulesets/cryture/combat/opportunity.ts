/**
 * Opportunity Attacks: a Move that leaves a space adjacent to an enemy, or a Ranged power used while
 * adjacent to one, provokes (the engine's movementProvokes / powerProvokes). A card then offers each
 * provoked enemy's owner a button to make the attack — the enemy's Basic Attack against the mover,
 * spending no action. Distracted enemies are listed as unable to attack; a world setting caps how
 * many opportunity attacks a combatant makes per round.
 */
import { localize } from '../../../foundry/i18n';
import { rulesetSetting, SYSTEM_ID } from '../../../foundry/settings';
import { writeRoundState, writeRoundStates } from '../../../foundry/documents/round-state';
import type { UndoRecorder } from '../../../foundry/chat/undo';
import {
  canMakeOpportunityAttacks,
  movementProvokes,
  powerProvokes,
  type Cell,
  type Enemy,
  type Provocation,
  type RangeSpec,
  crytureKey,
} from '../rules';
import { areEnemies, type Board, type TokenLike } from '../canvas/board';
import { combatantOf } from './turn-state';
import { OPPORTUNITY_CARD_TYPE, postCard } from '../chat/post';
import type { OpportunityCardData } from '../chat/opportunity-card';
import { actorSnapshot, isCombatantActor } from '../data/snapshot';
import { actorByUuid } from '../../../foundry/documents/lookup';

export const SHIFT_FLAG = 'crytureShift';
/**
 * Opportunity attacks each combatant has made this round, and how many of their cards are still to
 * be applied, on the Combat by combatant id (written by the GM: foundry/documents/round-state.ts).
 * A new round clears the count but keeps the cards to apply, so a card counted late in one round
 * may be applied in the next. A combat from before kept the count on the Combatant; it reads as
 * none made, and the old flag is ignored.
 */
export const OPPORTUNITY_FLAG = 'crytureOpportunities';

export function opportunitiesUsed(combatant: Combatant.Implementation | null): number {
  const combat = combatant?.parent as Combat.Implementation | null | undefined;
  return (combatant?.id && Number(combat?.getFlag(SYSTEM_ID, OPPORTUNITY_FLAG)?.[combatant.id]?.count)) || 0;
}

/** Counted opportunity attacks of this combatant whose card is not applied yet. */
export function opportunitiesToApply(combatant: Combatant.Implementation | null): number {
  const combat = combatant?.parent as Combat.Implementation | null | undefined;
  return (combatant?.id && Number(combat?.getFlag(SYSTEM_ID, OPPORTUNITY_FLAG)?.[combatant.id]?.toApply)) || 0;
}

/**
 * Counts one more opportunity attack of this combatant this round (a GM only); its card may then be
 * applied once. A card rolled as an opportunity attack but never counted finds nothing to apply.
 */
export async function countOpportunity(combatant: Combatant.Implementation): Promise<void> {
  await writeRoundState(combatant, OPPORTUNITY_FLAG, {
    count: opportunitiesUsed(combatant) + 1,
    toApply: opportunitiesToApply(combatant) + 1,
  });
}

/** Uses up one counted opportunity attack for its card, through `undo`; false when none is left. */
export async function useCountedOpportunity(
  combatant: Combatant.Implementation,
  undo?: UndoRecorder,
): Promise<boolean> {
  const left = opportunitiesToApply(combatant);
  if (left <= 0) return false;
  await writeRoundState(combatant, OPPORTUNITY_FLAG, { count: opportunitiesUsed(combatant), toApply: left - 1 }, undo);
  return true;
}

/** A new round (a GM only): no opportunity attack made yet; counted cards not yet applied stay. */
export async function newRoundOfOpportunities(combat: Combat.Implementation): Promise<void> {
  const entries = new Map<string, object>();
  for (const c of combat.combatants.contents as Combatant.Implementation[]) {
    if (c.id && (opportunitiesUsed(c) || opportunitiesToApply(c)))
      entries.set(c.id, { count: 0, toApply: opportunitiesToApply(c) });
  }
  await writeRoundStates(combat, OPPORTUNITY_FLAG, entries);
}

/** What a prompt names: the mover, and the enemies it provoked that may attack. */
export type OpportunityPrompt = Pick<OpportunityCardData, 'moverUuid' | 'moverTokenUuid' | 'attackers'>;

/** The enemies of a token on the board, as the engine reads them. */
export function enemiesOf(board: Board, mover: TokenLike): (Enemy & { token: TokenLike })[] {
  return board
    .tokensOnLevelOf(mover)
    .filter((t) => t.id !== mover.id && areEnemies(t, mover) && isCombatantActor(t.actor))
    .map((t) => ({ id: t.id, cells: board.footprint(t), statuses: actorSnapshot(t.actor!).statuses, token: t }));
}

/**
 * What a token's movement provokes (a Shift or a forced move provokes nothing), judged along the
 * whole path it took from `start` (rules chainPath); only enemies first provoked at `fromStep` or
 * later — by the leg being judged — are new.
 */
export function moveProvokes(
  board: Board,
  mover: TokenLike,
  start: Cell,
  path: readonly Cell[],
  kind: 'move' | 'shift' | 'slide',
  fromStep = 0,
): Provocation {
  return movementProvokes(kind, start, path, enemiesOf(board, mover), board.shape(mover), board.metric, fromStep);
}

/** What using a power with this range provokes from where the user stands. */
export function rangedPowerProvokes(board: Board, user: TokenLike, range: RangeSpec): Provocation {
  return powerProvokes(range, board.footprint(user), enemiesOf(board, user), board.metric);
}

/** Posts the prompt card when anyone was provoked. */
export async function promptOpportunityAttacks(
  board: Board,
  mover: TokenLike,
  provocation: Provocation,
): Promise<void> {
  if (!provocation.attackers.length && !provocation.barred.length) return;
  const tokenOf = (id: string) => board.scene.tokens.get(id);
  const prompt: OpportunityPrompt = {
    moverUuid: mover.actor?.uuid ?? '',
    moverTokenUuid: mover.uuid,
    attackers: provocation.attackers.flatMap(({ id }) => {
      const token = tokenOf(id);
      return token?.actor ? [{ uuid: token.actor.uuid, name: token.name, tokenUuid: token.uuid }] : [];
    }),
  };
  await postCard(
    OPPORTUNITY_CARD_TYPE,
    {
      title: localize(crytureKey('opportunity.title'), { name: mover.name }),
      ...prompt,
      barred: provocation.barred.map(({ id }) => tokenOf(id)?.name ?? '').filter(Boolean),
    },
    { actor: mover.actor },
  );
}

/** The prompt a message carries, if any: only an opportunity card carries one. */
export function promptOf(message: ChatMessage.Implementation | null): OpportunityPrompt | null {
  if (message?.type !== OPPORTUNITY_CARD_TYPE) return null;
  const { moverUuid, moverTokenUuid, attackers } = message.system as Partial<OpportunityPrompt>;
  return Array.isArray(attackers)
    ? { moverUuid: moverUuid ?? '', moverTokenUuid: moverTokenUuid ?? '', attackers }
    : null;
}

/**
 * Whether this user may make this opportunity attack now: the message (posted by a GM or the
 * mover's owner) names the attacker, the user owns it, it is not Distracted now, and it has attacks
 * left this round (world setting).
 */
export function opportunityCheck(
  message: ChatMessage.Implementation | null,
  attackerUuid: unknown,
  user: User.Implementation,
):
  | { ok: true; attacker: Actor.Implementation; combatant: Combatant.Implementation | null }
  | { ok: false; key: string } {
  const prompt = promptOf(message);
  const listed = prompt?.attackers.find((a) => a.uuid === attackerUuid);
  if (!listed) return { ok: false, key: crytureKey('refused.notProvoked') };
  // The prompt is posted by whoever moved the mover: a card by anyone else names no provocation.
  const author = message?.author as User.Implementation | null | undefined;
  if (!author || (!author.isGM && !actorByUuid(prompt!.moverUuid)?.testUserPermission(author, 'OWNER')))
    return { ok: false, key: crytureKey('refused.notProvoked') };
  const attacker = actorByUuid(listed.uuid);
  if (!attacker || !isCombatantActor(attacker) || !attacker.testUserPermission(user, 'OWNER'))
    return { ok: false, key: crytureKey('refused.notYourCombatant') };
  if (!canMakeOpportunityAttacks(actorSnapshot(attacker))) return { ok: false, key: crytureKey('refused.distracted') };
  const combatant = combatantOf(attacker);
  const limit = Number(rulesetSetting<number>('cryture', 'opportunityAttacksPerRound')) || 0;
  if (limit > 0 && opportunitiesUsed(combatant) >= limit)
    return { ok: false, key: crytureKey('refused.noOpportunityLeft') };
  return { ok: true, attacker, combatant };
}
