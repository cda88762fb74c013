/**
 * Defense as table play (HD-4): a button on an attack's card lets the target's owner resolve the
 * attack's effect against their layers. The damage comes from the attack's roll (a player's read
 * again from the GM's own copy of it); a target defends once per attack; the odds of losing 0, 1,
 * 2… dice from each layer are shown first.
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import { registry } from '../../../foundry/registry';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { macroActor } from '../../../foundry/macros';
import type { RollDialogConfig } from '../../../foundry/rolls/roll-dialog';
import { applyChanges, hitdiceActorFrom, isHitdiceActor, snapshotOf } from '../data/snapshot';
import { roundStateOf, saveRoundState } from '../combat/turn-state';
import { HitdiceActionRoll } from '../dice/action-roll';
import { HitdiceDefenseRoll, type DefenseRollRequest } from '../dice/defense-roll';
import { MOST_HITDICE_DICE } from '../dice/hitdice-roll';
import { type Localize } from '../dice/dice-view';
import { capacityReading, ignoredTriggers, sustainThreshold } from '../settings';
import {
  defenseOdds,
  nameKey,
  poolNotation,
  resolveDefense,
  type DefenseOddsSummary,
  type DefenseResult,
} from '../rules';
import { label, text, type OddsSummary } from '../../../core';
import { formatPercent } from '../../../foundry/odds/odds-view';
import { promptResolveCheck } from './resolve';
import { attackSource, replayAction } from './replay';

/** The attack roll of a message: an action roll whose effect is damage and which succeeded. */
export function attackOf(message: ChatMessage.Implementation | null | undefined): HitdiceActionRoll | null {
  const roll = message?.rolls?.[0];
  if (!(roll instanceof HitdiceActionRoll)) return null;
  const result = roll.actionResult;
  return roll.request.attack && result?.met && result.effect > 0 ? roll : null;
}

/**
 * Whether this target already defended against this attack (a defense card names both). Anyone
 * may post a card naming any actor, so only a card by a GM or by the target's owner counts: a
 * player cannot spend another's defense; their own actor is theirs to write anyway.
 */
export function defendedBy(attackMessageId: string, targetUuid: string): boolean {
  const target = hitdiceActorFrom(targetUuid);
  const spokeFor = (author: User.Implementation | null | undefined) =>
    Boolean(author && (author.isGM || target?.testUserPermission(author, 'OWNER')));
  return Boolean(
    game.messages?.some((m) => {
      const roll = m.rolls?.[0];
      return (
        roll instanceof HitdiceDefenseRoll &&
        roll.request.attackMessageId === attackMessageId &&
        roll.request.targetUuid === targetUuid &&
        spokeFor(m.author)
      );
    }),
  );
}

/**
 * Who defends when this user clicks: the named target if the attack listed it, else (an attack
 * with no targets) the user's selected token or character. Only an actor the user owns.
 */
export function defenderFor(
  message: ChatMessage.Implementation,
  targetUuid: string,
  user: User.Implementation,
): Actor.Implementation | null {
  const attack = attackOf(message);
  if (!attack) return null;
  let actor: Actor.Implementation | null;
  if (targetUuid) {
    if (!attack.request.targets.some((t) => t.uuid === targetUuid)) return null;
    actor = hitdiceActorFrom(targetUuid);
  } else {
    if (attack.request.targets.length) return null;
    actor = user === game.user ? macroActor() : ((user.character as Actor.Implementation | null) ?? null);
  }
  if (!actor || !isHitdiceActor(actor) || !actor.testUserPermission(user, 'OWNER')) return null;
  return defendedBy(message.id!, actor.uuid) ? null : actor;
}

/** An attack as its defender reads it: its request and the engine's reading of its dice. */
export type AttackReading = Pick<HitdiceActionRoll, 'request' | 'actionResult'>;

/**
 * The attack of a message as its target's owner may trust it. A player's card may have been
 * rewritten by its author (its effect, its targets), so it is read again from the GM's own copy of
 * the roll and the attacker as the world has it (replay.ts); a GM's card is read as it stands. A
 * refusal is told to the user and gives null.
 */
export async function trustedAttackOf(message: ChatMessage.Implementation): Promise<AttackReading | null> {
  if (message.author?.isGM) return attackOf(message);
  try {
    const { request, result } = await replayAction(message, attackSource);
    return request.attack && result.met && result.effect > 0 ? { request, actionResult: result } : null;
  } catch (error) {
    ui.notifications?.warn(localize(error instanceof Error ? error.message : 'MANIFOLD.hitdice.replay.mismatch'));
    return null;
  }
}

export function defenseRequestOf(actor: Actor.Implementation, attack: AttackReading, attackMessageId: string) {
  const state = roundStateOf(actor);
  const request: DefenseRollRequest = {
    actor: snapshotOf(actor),
    damage: attack.actionResult!.effect,
    sustainThreshold: sustainThreshold(),
    capacity: capacityReading(),
    round: state.tally,
    ignoreTriggers: ignoredTriggers(),
    actorName: actor.name ?? '',
    targetUuid: actor.uuid,
    attackMessageId,
    attackLabel: attack.request.label,
    attackerName: attack.request.actorName,
  };
  return { request, state };
}

/**
 * The chart a narrow dialog can read: dice lost in all (0, 1, 2…, up to the damage), toned by
 * whether only outer layers or body dice go; the engine's per-layer chances follow as notes.
 */
export function totalLossOdds(odds: DefenseOddsSummary): OddsSummary {
  const outer = odds.pool.layers.filter((l) => l.kind !== 'body').reduce((n, l) => n + l.dice, 0);
  const bars = odds.loss.total
    .slice(0, Math.min(odds.damage, odds.loss.total.length - 1) + 1)
    .map((probability, lost) => ({
      label: text(lost),
      probability,
      tone: lost === 0 ? ('success' as const) : lost > outer ? ('failure' as const) : ('partial' as const),
    }));
  return {
    headline: odds.headline,
    axis: label('MANIFOLD.hitdice.dialog.diceLost'),
    bars,
    ...(odds.expected ? { expected: odds.expected } : {}),
  };
}

/** The highest count with any chance (counts past it are impossible and not worth a word). */
function lastPossible(chances: readonly number[]): number {
  let last = 0;
  chances.forEach((p, k) => {
    if (p > 0) last = k;
  });
  return last;
}

/** "The chance of losing 0, 1, 2… dice from each layer", one line per layer with dice. */
export function layerLossNotes(odds: DefenseOddsSummary, t: Localize) {
  return odds.loss.layers
    .filter((l) => l.dice > 0)
    .map((l) => ({
      label: t('MANIFOLD.hitdice.dialog.layerOdds', {
        layer: t(nameKey('layer', l.kind)),
        die: `d${l.faces}`,
        dice: l.dice,
      }),
      value: l.lost
        .slice(0, lastPossible(l.lost) + 1)
        .map((p, k) => `${k}: ${formatPercent(p)}`)
        .join(' · '),
    }));
}

/** The defense dialog: no choices (no exertion, no Affinity on defense), the odds of losing each layer's dice. */
export function defenseDialogConfig(name: string, request: DefenseRollRequest): RollDialogConfig {
  return {
    title: localize('MANIFOLD.hitdice.card.defenseTitle', { name }),
    fields: [],
    rollLabel: 'MANIFOLD.hitdice.dialog.defend',
    evaluate: () => {
      const odds = defenseOdds(request);
      return {
        odds: totalLossOdds(odds),
        notes: [
          { label: 'MANIFOLD.hitdice.dialog.damage', value: String(odds.damage) },
          { label: 'MANIFOLD.hitdice.dialog.defenseRolls', value: String(odds.pool.rolls) },
          { label: 'MANIFOLD.hitdice.dialog.sustainOn', value: `${odds.pool.sustainThreshold}+` },
          { label: 'MANIFOLD.hitdice.dialog.layers', value: poolNotation(odds.pool.layers) || '—' },
          ...layerLossNotes(odds, localize),
        ],
      };
    },
  };
}

/**
 * The defense of the actor against the attack on this message: refused before the dialog when the
 * attack cannot be trusted, was not aimed at the actor, or was already defended; the layers
 * updated once the dice are known, and the round's Resolve check prompted after the card, all
 * recorded on the card for Undo.
 */
export async function defensePlan(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation,
): Promise<RollPlan<DefenseRollRequest, DefenseResult> | null> {
  const attack = await trustedAttackOf(message);
  if (!attack || defendedBy(message.id!, actor.uuid)) return null;
  // Only a target the roll was made against defends (any one defender when it named none).
  const aimed = attack.request.targets;
  if (aimed.length && !aimed.some((t) => t.uuid === actor.uuid)) return null;
  const { request, state } = defenseRequestOf(actor, attack, message.id!);
  // What the defense changes is recorded on its card, for Undo.
  const undos = new WeakMap<object, UndoRecorder>();
  return {
    kind: 'hitdice.defense',
    actor,
    dialog: defenseDialogConfig(actor.name ?? '', request),
    request: () => request,
    resolve: resolveDefense,
    mostDice: MOST_HITDICE_DICE,
    async commit(made) {
      const { apply, round } = made.result;
      const undo = new UndoRecorder();
      undos.set(made, undo);
      await applyChanges(
        actor,
        {
          guard: apply.guard,
          barrier: apply.barrier,
          armorDice: apply.armorDice,
          body: apply.body,
          ...(apply.dead ? { dead: true } : {}),
        },
        {},
        undo,
      );
      await saveRoundState(state, { tally: round.tally }, undo);
      return true;
    },
    chatRoll: (made) => HitdiceDefenseRoll.of(made, actor.uuid),
    async posted(made, posted) {
      const undo = undos.get(made)!;
      const { round } = made.result;
      if (round.resolveCheck) await promptResolveCheck(actor, round.triggers, undo);
      await undo.commit(posted, 'MANIFOLD.hitdice.undo.defense', { registry });
    },
  };
}
