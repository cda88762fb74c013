/**
 * What the world panel shows a user: every clock and portent to the GM; the ones not hidden to
 * players; the death clocks of dying characters to everyone; the exploration counter.
 */
import { countdownText } from '../text';
import {
  CLOCK_SEGMENTS,
  DANGER_LEVELS,
  encounterCadence,
  hasManifested,
  isClockComplete,
  PORTENT_MAX,
  countdownKey,
} from '../rules';
import { isCharacter, vitalsOf, type CountdownCharacter } from '../data/snapshot';
import type { TrackerState } from '../data/types';
import { clockView } from '../dice/card';
import { deathClockView } from '../flows/vitals';

export function trackerContext(state: TrackerState, isGM: boolean, actors: Iterable<Actor.Implementation>) {
  const clocks = state.clocks
    .filter((c) => isGM || !c.hidden)
    .map((c) => ({
      ...c,
      complete: isClockComplete(c),
      polarityLabel: countdownText(`clockPolarity.${c.polarity}`),
      view: clockView(
        c.name,
        c.segments,
        c.filled,
        countdownText('tracker.clockLabel', {
          name: c.name,
          filled: c.filled,
          segments: c.segments,
          polarity: countdownText(`clockPolarity.${c.polarity}`),
        }),
        c.polarity,
      ),
    }));
  const portents = state.portents
    .filter((p) => isGM || !p.hidden)
    .map((p) => ({
      ...p,
      manifested: hasManifested(p),
      pips: Array.from({ length: PORTENT_MAX }, (_, i) => ({ filled: i < p.level })),
      label: countdownText('tracker.portentLabel', { name: p.name, level: p.level, max: PORTENT_MAX }),
    }));
  const deathClocks = [...actors]
    .filter((a): a is CountdownCharacter => isCharacter(a) && vitalsOf(a).status === 'dying')
    .map((a) => deathClockView(a)!)
    .filter(Boolean);
  const e = state.exploration;
  return {
    isGM,
    clocks,
    portents,
    deathClocks,
    empty: !clocks.length && !portents.length && !deathClocks.length,
    exploration: {
      ...e,
      dangerLabel: countdownText(`danger.${e.danger}`),
      cadence: encounterCadence(e.danger),
      untilCheck: encounterCadence(e.danger) - e.sinceCheck,
      unitLabel: countdownText(`tracker.unit.${e.unit}`),
    },
    light: state.light,
    lightLabel: countdownText(`lightLevel.${state.light}`),
    choices: {
      segments: Object.fromEntries(CLOCK_SEGMENTS.map((s) => [s, String(s)])),
      polarity: { negative: countdownKey('clockPolarity.negative'), positive: countdownKey('clockPolarity.positive') },
      danger: Object.fromEntries(DANGER_LEVELS.map((d) => [d.id, countdownKey(`danger.${d.id}`)])),
      unit: { turn: countdownKey('tracker.unit.turn'), hour: countdownKey('tracker.unit.hour') },
      light: {
        bright: countdownKey('lightLevel.bright'),
        dim: countdownKey('lightLevel.dim'),
        dark: countdownKey('lightLevel.dark'),
      },
    },
  };
}
