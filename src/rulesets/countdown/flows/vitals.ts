/**
 * HP, the death clock and the dying/stable/dead conditions (CD-5), written back as ordinary
 * updates (ALL-2). Every change goes through the engine's transitions.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import { UndoRecorder } from '../../../foundry/chat/undo';
import { registry } from '../../../foundry/registry';
import {
  applyDamage,
  damageMonster,
  heal,
  stabilize,
  stabilizeByNatural20,
  tickDeath,
  VITAL_STATUSES,
  type Refusal,
  type Vitals,
} from '../rules';
import { isMonster, vitalsOf, vitalsUpdate, type CountdownCharacter } from '../data/snapshot';
import { clockView } from '../dice/card';
import { postCard } from '../chat/post';

/** The vital statuses shown as a condition (conscious is the absence of all three). */
const VITAL_CONDITIONS = VITAL_STATUSES.filter((s) => s !== 'conscious');

/** Stores vitals and shows dying, stable or dead as the matching condition. */
export async function saveVitals(
  actor: CountdownCharacter,
  vitals: Vitals,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<void> {
  await undo.update(actor, vitalsUpdate(vitals));
  for (const status of VITAL_CONDITIONS) await undo.toggleStatus(actor, status, vitals.status === status);
}

/** One hit's damage (after Armor) to a character: massive damage kills, 0 HP starts the death clock. */
export async function damageCharacter(actor: CountdownCharacter, amount: number, undo?: UndoRecorder) {
  const result = applyDamage(vitalsOf(actor), amount, deathClockName(actor));
  if (result.ok) await saveVitals(actor, result.state, undo);
  return result;
}

export async function damageTarget(
  target: Actor.Implementation,
  amount: number,
  undo: UndoRecorder = new UndoRecorder(),
): Promise<Refusal | { ok: true }> {
  if (isMonster(target)) {
    await undo.update(target, { system: { hp: { value: damageMonster({ hp: target.system.hp.value }, amount) } } });
    return { ok: true };
  }
  return damageCharacter(target as CountdownCharacter, amount, undo);
}

export async function healCharacter(actor: CountdownCharacter, amount: number, undo?: UndoRecorder) {
  const result = heal(vitalsOf(actor), amount);
  if (result.ok) await saveVitals(actor, result.state, undo);
  return result;
}

/** A natural 20 on any check while dying: stable, as a Medicine check leaves them (CD-10). */
export async function stabilizeOnNatural20(actor: CountdownCharacter) {
  const result = stabilizeByNatural20(vitalsOf(actor), { natural20: true });
  if (result.ok) await saveVitals(actor, result.state);
  return result;
}

export async function stabilizeBy(actor: CountdownCharacter, by: Parameters<typeof stabilize>[1], undo?: UndoRecorder) {
  const result = stabilize(vitalsOf(actor), by);
  if (result.ok && result.stabilized) await saveVitals(actor, result.state, undo);
  return result;
}

/** "{Name}'s Death", the death clock's label. */
export function deathClockName(actor: { name?: string | null }): string {
  return countdownText('death.clockName', { name: actor.name ?? '' });
}

/** The death clock as the clock widget draws it, or null when the character is not dying. */
export function deathClockView(actor: CountdownCharacter, caption?: string) {
  const vitals = vitalsOf(actor);
  if (!vitals.deathClock) return null;
  const name = deathClockName(actor);
  return clockView(
    caption ?? name,
    vitals.deathClock.segments,
    vitals.deathClock.filled,
    countdownText('death.clockLabel', { name, filled: vitals.deathClock.filled, segments: vitals.deathClock.segments }),
    'negative',
  );
}

/**
 * Start of a dying character's turn: tick the death clock; a full clock is death (CD-5). The
 * tick is recorded on its card, so the GM can take it back.
 */
export async function tickDeathClock(actor: CountdownCharacter) {
  const result = tickDeath(vitalsOf(actor));
  if (!result.ok) return result;
  const undo = new UndoRecorder();
  await saveVitals(actor, result.state, undo);
  const clock = result.state.deathClock;
  const card = await postCard(
    {
      title: deathClockName(actor),
      rows: [],
      ...(clock
        ? {
            clock: clockView(
              deathClockName(actor),
              clock.segments,
              clock.filled,
              countdownText('death.clockLabel', {
                name: deathClockName(actor),
                filled: clock.filled,
                segments: clock.segments,
              }),
              'negative',
            ),
          }
        : {}),
      outcome: result.died
        ? { label: countdownText('death.died'), tone: 'fumble' }
        : {
            label: countdownText('death.ticked', { filled: clock?.filled ?? 0, segments: clock?.segments ?? 4 }),
            tone: 'failure',
          },
      buttons: [],
    },
    { actor },
  );
  await undo.commit(card, 'MANIFOLD.countdown.undo.deathClock', { registry });
  return result;
}

/** Shown to a user when the engine refuses. */
export function warnRefusal(refusal: Refusal): void {
  ui.notifications?.warn(localize(refusal.reason, refusal.data));
}
