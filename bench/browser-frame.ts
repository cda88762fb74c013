/**
 * What the browser bench runs inside the page (passed to page.evaluate, so it uses nothing from
 * outside itself). One run: at the start of a frame (in a requestAnimationFrame callback) the
 * window's HTML is inserted; the frame then does its rendering update — style, layout, paint and
 * the commit to the compositor — in the same task, so the first task after it (a MessageChannel
 * message posted from the callback) marks the frame as painted. `total` is insertion to that
 * point. Within it, a forced layout right after the insertion splits the time into inserting
 * (parsing the HTML into the DOM), style and layout, and the rest (paint, commit): the same work
 * the frame would do, done a step earlier. Between runs the window is removed and two frames pass.
 * Each run also leaves two performance marks, MARKS.inserted and MARKS.painted: a trace of the run
 * (browser-trace.ts) reads the main thread's CPU time between them.
 */
export const MARKS = { inserted: 'manifold-bench-inserted', painted: 'manifold-bench-painted' } as const;

export interface FrameTiming {
  total: number;
  insert: number;
  styleLayout: number;
  paint: number;
  elements: number;
}

export async function insertUntilPainted({
  html,
  warmup,
  runs,
  marks,
}: {
  html: string;
  warmup: number;
  runs: number;
  /** MARKS, passed in: this function runs in the page and can read nothing of this module. */
  marks: typeof MARKS;
}): Promise<FrameTiming[]> {
  const host = document.getElementById('bench-host')!;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const once = () =>
    new Promise<FrameTiming>((resolve) =>
      requestAnimationFrame(() => {
        const start = performance.mark(marks.inserted).startTime;
        host.innerHTML = html;
        const inserted = performance.now();
        host.getBoundingClientRect();
        const laidOut = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.mark(marks.painted).startTime;
          resolve({
            total: painted - start,
            insert: inserted - start,
            styleLayout: laidOut - inserted,
            paint: painted - laidOut,
            elements: host.getElementsByTagName('*').length,
          });
        };
        channel.port2.postMessage(null);
      }),
    );
  const timings: FrameTiming[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    host.replaceChildren();
    await nextFrame();
    await nextFrame();
    // Fonts and images the first runs asked for are loaded before anything is timed.
    if (i === warmup) await document.fonts.ready;
    const timing = await once();
    if (i >= warmup) timings.push(timing);
  }
  host.replaceChildren();
  return timings;
}
