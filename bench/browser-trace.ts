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
