import { toInteger } from '../../../core';
import { accept, refuse, type Transition } from './result';

/**
 * Progress clocks (countdown.md, "Progress Clocks"): a set number of segments (4, 6 or 8); tick a
 * segment when a triggering event occurs; when all are filled the clock completes. Positive
 * (building toward a goal) or negative (impending doom). The death clock is a 4-segment clock
 * (CD-5), so clocks also allow 4 for it. Hidden clocks are shown to the GM only.
 */
export const CLOCK_SEGMENTS = [4, 6, 8] as const;
export type ClockSegments = (typeof CLOCK_SEGMENTS)[number];
export type ClockPolarity = 'positive' | 'negative';

export interface ProgressClock {
  name: string;
  segments: ClockSegments;
  filled: number;
  polarity: ClockPolarity;
  hidden: boolean;
}

export function isClockSegments(value: unknown): value is ClockSegments {
  return typeof value === 'number' && (CLOCK_SEGMENTS as readonly number[]).includes(value);
}

export function createClock(spec: {
  name: string;
  segments: unknown;
  polarity?: ClockPolarity;
  hidden?: boolean;
}): Transition<ProgressClock> {
  if (!isClockSegments(spec.segments)) return refuse('clockSegments', { segments: String(spec.segments) });
  return accept({
    name: spec.name,
    segments: spec.segments,
    filled: 0,
    polarity: spec.polarity ?? 'negative',
    hidden: !!spec.hidden,
  });
}

/** Reads a stored clock: unknown sizes fall back to 4, filled segments to 0..segments. */
export function readClock(stored: Partial<Record<keyof ProgressClock, unknown>>): ProgressClock {
  const segments = isClockSegments(stored.segments) ? stored.segments : 4;
  return {
    name: typeof stored.name === 'string' ? stored.name : '',
    segments,
    filled: toInteger(stored.filled, { min: 0, max: segments }),
    polarity: stored.polarity === 'positive' ? 'positive' : 'negative',
    hidden: stored.hidden === true,
  };
}

export function isClockComplete(clock: ProgressClock): boolean {
  return clock.filled >= clock.segments;
}

/** Ticks segments (default 1). Refused on a complete clock; `completed` says this tick filled it. */
export function tickClock(clock: ProgressClock, segments = 1): Transition<ProgressClock, { completed: boolean }> {
  const n = toInteger(segments, { min: 1, max: 8, fallback: 1 });
  if (isClockComplete(clock)) return refuse('clockComplete');
  const next = { ...clock, filled: Math.min(clock.segments, clock.filled + n) };
  return accept(next, { completed: isClockComplete(next) });
}

/** Unticks segments (default 1). Refused on an empty clock. */
export function untickClock(clock: ProgressClock, segments = 1): Transition<ProgressClock> {
  const n = toInteger(segments, { min: 1, max: 8, fallback: 1 });
  if (clock.filled <= 0) return refuse('clockEmpty');
  return accept({ ...clock, filled: Math.max(0, clock.filled - n) });
}

/**
 * Doom portent tracks (countdown.md, "Doom Escalation"): a portent level 0–6; at 6 the doom
 * manifests. Portents advance on the printed triggers and are reduced by confronting the doom.
 */
export const PORTENT_MAX = 6;

export const PORTENT_TRIGGERS = ['ignoredEvent', 'timePasses', 'fedTheDoom'] as const;
export type PortentTrigger = (typeof PORTENT_TRIGGERS)[number];

export interface PortentTrack {
  name: string;
  level: number;
  hidden: boolean;
}

export function readPortent(stored: Partial<Record<keyof PortentTrack, unknown>>): PortentTrack {
  return {
    name: typeof stored.name === 'string' ? stored.name : '',
    level: toInteger(stored.level, { min: 0, max: PORTENT_MAX }),
    hidden: stored.hidden === true,
  };
}

export function hasManifested(track: PortentTrack): boolean {
  return track.level >= PORTENT_MAX;
}

/** Advances a portent one level; `manifested` says this step reached 6. Refused once manifested. */
export function advancePortent(track: PortentTrack): Transition<PortentTrack, { manifested: boolean }> {
  if (hasManifested(track)) return refuse('portentManifested');
  const next = { ...track, level: track.level + 1 };
  return accept(next, { manifested: hasManifested(next) });
}

/** Reduces a portent one level (confronting the doom at its source). Refused at 0. */
export function reducePortent(track: PortentTrack): Transition<PortentTrack> {
  if (track.level <= 0) return refuse('portentAtZero');
  return accept({ ...track, level: track.level - 1 });
}
