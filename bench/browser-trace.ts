/**
 * The main thread's CPU time of each browser-bench run, from a Chromium trace of the runs (the
 * `blink.user_timing` category only: the marks themselves, so tracing costs the runs nothing
 * measurable). Each mark carries the thread's CPU clock (`tts`, µs); the difference between a
 * run's MARKS.inserted and MARKS.painted is the CPU time the renderer's main thread spent on the
 * run. Unlike the wall-clock figure it does not grow while the thread waits for a core, so on a
 * loaded machine it says how much of the wall time was the page's own work.
 */
import { MARKS } from './browser-frame';

export const TRACE_CATEGORIES = ['blink.user_timing'];

interface TraceEvent {
  name: string;
  ts: number;
  tts?: number;
}

/** CPU ms of each run, in order, from the trace Chromium returned (JSON with `traceEvents`). */
export function cpuPerRun(trace: Buffer | string): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
    .filter((e) => e.name === MARKS.inserted || e.name === MARKS.painted)
    .sort((a, b) => a.ts - b.ts);
  const out: number[] = [];
  for (let i = 0; i + 1 < events.length; i++) {
    const [start, end] = [events[i]!, events[i + 1]!];
    if (start.name !== MARKS.inserted || end.name !== MARKS.painted) continue;
    if (start.tts === undefined || end.tts === undefined) throw new Error('The trace has no thread clock (tts)');
    out.push((end.tts - start.tts) / 1000);
  }
  return out;
}

/** A fuller trace for the phases of each run (it costs the runs a little: never the budgeted figure). */
export const PHASE_CATEGORIES = ['blink.user_timing', 'devtools.timeline'];

/** Chromium's trace events of the rendering phases, by the name the notes give them. */
const PHASES = {
  parse: 'ParseHTML',
  style: 'UpdateLayoutTree',
  layout: 'Layout',
  prePaint: 'PrePaint',
  paint: 'Paint',
} as const;
export type Phase = keyof typeof PHASES;

interface PhaseEvent extends TraceEvent {
  ph: string;
  tid: number;
  dur?: number;
  tdur?: number;
}

/**
 * The main thread's CPU ms in each phase, per run: the thread time of the phase's outermost events
 * between the run's two marks (a Paint inside a Paint, or an image's own layout inside the page's
 * paint, is not counted twice).
 */
export function phasesPerRun(trace: Buffer | string): Record<Phase, number>[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: PhaseEvent[] }).traceEvents;
  const marks = events.filter((e) => e.name === MARKS.inserted || e.name === MARKS.painted).sort((a, b) => a.ts - b.ts);
  const main = marks[0]?.tid;
  const names = new Map(Object.entries(PHASES).map(([phase, name]) => [name as string, phase as Phase]));
  const spans = events
    .filter((e) => e.tid === main && e.ph === 'X' && names.has(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: Record<Phase, number>[] = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    const [start, end] = [marks[i]!, marks[i + 1]!];
    if (start.name !== MARKS.inserted || end.name !== MARKS.painted) continue;
    const run = Object.fromEntries(Object.keys(PHASES).map((p) => [p, 0])) as Record<Phase, number>;
    let coveredUntil = -Infinity;
    for (const e of spans) {
      if (e.ts < start.ts || e.ts > end.ts || e.ts < coveredUntil) continue;
      run[names.get(e.name)!] += (e.tdur ?? e.dur ?? 0) / 1000;
      coveredUntil = e.ts + (e.dur ?? 0);
    }
    out.push(run);
  }
  return out;
}
