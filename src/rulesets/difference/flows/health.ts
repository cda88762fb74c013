/**
 * Health in play: damage to a pool (Soak, Wounds, Defeated), the Recovery Roll, the Long Rest,
 * waking from Unconscious and falling Unconscious. Every change is an ordinary update (ALL-2).
 */
import { localize } from '../../../foundry/i18n';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { RollDialogConfig, RollDialogField } from '../../../foundry/rolls/roll-dialog';
import { configureRoll } from '../../../foundry/rolls/configure';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import {
  applyDamage,
  fallUnconscious,
  longRest,
  POOL_IDS,
  RECOVERY_TARGETS,
  recoveryOdds,
  recoveryPool,
  regainConsciousness,
  type ConditionChanges,
  type DamageResult,
  type HealthState,
  type PoolId,
  type RecoveryTarget,
} from '../rules';
import { differenceOptions } from '../settings';
import { DifferenceRecoveryRoll, type RecoveryRollRequest } from '../dice/recovery-roll';
import { MOST_DIFFERENCE_DICE } from '../dice/difference-roll';
import { applyConditionChanges } from './conditions';
import { postNote } from '../chat/post';
import { actorSnapshot, typeOf } from '../data/snapshot';
import { describeCondition } from '../statuses';
import { itemOfType } from '../../../foundry/documents/of-type';

export async function changeConditions(
  actor: Actor.Implementation,
  changes: ConditionChanges,
  undo?: UndoRecorder,
): Promise<void> {
  await applyConditionChanges(actor, changes, describeCondition, undo);
}

/** The update that writes a HealthState back to the actor. */
export function healthUpdate({ pools, wounds }: HealthState) {
  return {
    system: {
      vitality: { value: pools.vitality.value },
      poise: { value: pools.poise.value },
      clarity: { value: pools.clarity.value },
      wounds: { ...wounds },
    },
  };
}

/** Marks a newly Defeated actor's token as defeated (Foundry's DEFEATED status). */
export async function markDefeated(actor: Actor.Implementation): Promise<void> {
  const id = CONFIG.specialStatusEffects.DEFEATED ?? 'dead';
  await actor.toggleStatusEffect(id, { active: true, overlay: true });
}

export function damageRows(r: DamageResult) {
  const pool = localize(`MANIFOLD.difference.pool.${r.pool}`);
  const rows = [{ label: localize('MANIFOLD.difference.damage.amount'), value: String(r.amount) }];
  if (r.soaked > 0) rows.push({ label: localize('MANIFOLD.difference.damage.soaked'), value: `−${r.soaked}` });
  rows.push({ label: pool, value: `${r.before} → ${r.after}` });
  if (r.wound) {
    rows.push({
      label: localize(`MANIFOLD.difference.wound.${r.wound}`),
      value: localize('MANIFOLD.difference.damage.ofResistance', { wounds: r.wounds, resistance: r.resistance }),
    });
  }
  return rows;
}

export interface DamageInput {
  pool: PoolId;
  amount: number;
  fromAttack: boolean;
}

export async function takeDamage(actor: Actor.Implementation, input: DamageInput): Promise<DamageResult> {
  const result = applyDamage(actorSnapshot(actor), input, differenceOptions());
  await actor.update(healthUpdate(result.health));
  if (result.newlyDefeated) await markDefeated(actor);
  await postNote(
    {
      title: localize('MANIFOLD.difference.damage.title', {
        pool: localize(`MANIFOLD.difference.pool.${result.pool}`),
      }),
      subtitle: actor.name ?? '',
      rows: damageRows(result),
      ...(result.wound
        ? {
            outcome: result.newlyDefeated
              ? { label: localize('MANIFOLD.difference.damage.defeated'), tone: 'fumble' }
              : {
                  label: localize('MANIFOLD.difference.damage.wound', {
                    track: localize(`MANIFOLD.difference.wound.${result.wound}`),
                  }),
                  tone: 'failure',
                },
          }
        : {}),
    },
    { speaker: ChatMessage.getSpeaker({ actor }) },
  );
  return result;
}

/** A dialog's choice of pool (Vitality first), each named as the sheet names it. */
function poolField(name: string, label: string, pools: readonly RecoveryTarget[]): RollDialogField {
  const options = pools.map((p) => ({ value: p, label: `MANIFOLD.difference.pool.${p}` }));
  return { name, label, kind: 'select', value: 'vitality', options };
}

/** The pool a dialog chose, read safely: one of `pools`, else Vitality. */
function poolChosen<T extends RecoveryTarget>(value: unknown, pools: readonly T[]): T | 'vitality' {
  return pools.includes(value as T) ? (value as T) : 'vitality';
}

/** A count a dialog chose, read safely: a whole number ≥ 0. */
const wholeChosen = (value: unknown) => Math.max(0, Math.trunc(Number(value)) || 0);

export function damageDialogConfig(actor: Actor.Implementation): RollDialogConfig {
  return {
    title: localize('MANIFOLD.difference.damage.dialog', { name: actor.name ?? '' }),
    rollLabel: 'MANIFOLD.difference.damage.apply',
    // Damage taken is not a roll: nothing is posted for anyone to see.
    visibility: false,
    fields: [
      poolField('pool', 'MANIFOLD.difference.damage.pool', POOL_IDS),
      { name: 'amount', label: 'MANIFOLD.difference.damage.amount', kind: 'number', value: 1, min: 0, max: 999 },
      { name: 'fromAttack', label: 'MANIFOLD.difference.damage.fromAttack', kind: 'checkbox', value: true },
    ],
    evaluate(values) {
      const input = damageInput(values);
      return { odds: null, notes: damageRows(applyDamage(actorSnapshot(actor), input, differenceOptions())) };
    },
  };
}

export function damageInput(values: Record<string, unknown>): DamageInput {
  return {
    pool: poolChosen(values.pool, POOL_IDS),
    amount: wholeChosen(values.amount),
    fromAttack: values.fromAttack === true,
  };
}

export async function promptDamage(actor: Actor.Implementation): Promise<DamageResult | null> {
  const values = await configureRoll(damageDialogConfig(actor), { fastForward: false });
  return values ? takeDamage(actor, damageInput(values)) : null;
}

/** The Recovery Roll dialog: which pool, how many dice; exact odds of what it restores. */
export function recoveryDialogConfig(actor: Actor.Implementation): RollDialogConfig {
  const options = differenceOptions();
  return {
    title: localize('MANIFOLD.difference.recovery.title'),
    fields: [
      poolField('target', 'MANIFOLD.difference.recovery.target', RECOVERY_TARGETS),
      { name: 'spend', label: 'MANIFOLD.difference.recovery.spend', kind: 'number', value: 1, min: 1, max: 99 },
    ],
    evaluate(values) {
      const request = recoveryInput(values);
      const snapshot = actorSnapshot(actor);
      const pool = recoveryPool(snapshot, options);
      const odds = recoveryOdds(snapshot, request, options);
      const left = {
        label: localize('MANIFOLD.difference.recovery.diceLeft'),
        value: `${pool.remaining}d${pool.faces}`,
      };
      // Refused, there are no odds to draw: the reason stands beside the disabled Roll.
      return request.spend < 1 || request.spend > pool.remaining
        ? { odds: null, notes: [left], error: localize('MANIFOLD.difference.refusal.recoveryDice') }
        : { odds, notes: [left] };
    },
  };
}

export function recoveryInput(values: Record<string, unknown>): { target: RecoveryTarget; spend: number } {
  return { target: poolChosen(values.target, RECOVERY_TARGETS), spend: wholeChosen(values.spend) };
}

/**
 * The Recovery Roll: the dice chosen in the dialog (refused there when too few are left), rolled;
 * the dice spent and the pool restored are written once the dice are known.
 */
export function recoveryPlan(
  actor: Actor.Implementation,
): RollPlan<RecoveryRollRequest, DifferenceRecoveryRoll['resolved']> {
  return {
    kind: 'difference.recovery',
    actor,
    dialog: recoveryDialogConfig(actor),
    request: (values) => ({
      actor: actorSnapshot(actor),
      recovery: recoveryInput(values),
      options: differenceOptions(),
      actorName: actor.name ?? '',
    }),
    resolve: DifferenceRecoveryRoll.resolve,
    mostDice: MOST_DIFFERENCE_DICE,
    async commit({ result: r }) {
      await actor.update({ system: { recoveryDice: r.diceLeft, [r.target]: { value: r.after } } });
      return true;
    },
    chatRoll: (made) => DifferenceRecoveryRoll.fromMade(made, actor),
  };
}

/** A Long Rest: Exhausted −1 (removed at 0), Recovery Dice restored as the world's setting says. */
export async function takeLongRest(actor: Actor.Implementation): Promise<void> {
  const rest = longRest(actorSnapshot(actor), differenceOptions());
  await actor.update({ system: { recoveryDice: rest.recoveryDice } });
  await changeConditions(actor, rest.conditions);
  await postNote(
    {
      title: localize('MANIFOLD.difference.rest.title'),
      subtitle: actor.name ?? '',
      rows: [
        { label: localize('MANIFOLD.difference.recovery.diceLeft'), value: String(rest.recoveryDice) },
        { label: localize('MANIFOLD.difference.condition.exhausted.name'), value: String(rest.exhausted) },
      ],
    },
    { speaker: ChatMessage.getSpeaker({ actor }) },
  );
}

/** An Unconscious PC wakes with 1 Vitality, still Prone. Refused for anyone else. */
export async function wakeUp(actor: Actor.Implementation, undo: UndoRecorder = new UndoRecorder()): Promise<boolean> {
  const wake = regainConsciousness(actorSnapshot(actor));
  if (!wake.ok) return false;
  await undo.update(actor, { system: { vitality: { value: wake.vitality } } });
  await changeConditions(actor, wake.conditions, undo);
  return true;
}

/** Falling Unconscious: Prone too, and everything held is dropped. */
export async function onFallUnconscious(actor: Actor.Implementation): Promise<void> {
  const fall = fallUnconscious();
  await changeConditions(actor, { add: fall.conditions.add.filter((c) => c.id !== 'unconscious'), remove: [] });
  const held = actor.items.filter(
    (i) => typeOf(i) === 'difference-equipment' && itemOfType<'difference-equipment'>(i).system.held,
  );
  if (held.length) {
    await actor.updateEmbeddedDocuments(
      'Item',
      held.map((i) => ({ _id: i.id, system: { held: false } })),
    );
  }
}
