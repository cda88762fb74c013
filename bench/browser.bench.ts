/**
 * In a real browser (Debian's Chromium through playwright-core, as the gallery): each ruleset's
 * fullest character sheet (fullest.ts: 40 items, every status, Active Effects on the actor and its
 * items) and its attack roll dialog with its odds chart. Their HTML is rendered here with the real
 * templates (the sheet's own render, the dialog's parts, as the gallery does), then inserted into a
 * page that has loaded the compiled CSS; from the insertion to the end of the frame that paints it
 * the renderer's main thread is timed, both its CPU time (the figure, from a trace) and the wall
 * clock (browser-frame.ts and browser-trace.ts say how; bench/README.md how to read it).
 */
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registry } from '../src/foundry/registry';
import type { RulesetId } from '../src/foundry/ruleset';
import { launchChromium } from '../test/browser/chromium';
import type { StandIn } from '../test/foundry-stand-in';
import { boot } from '../test/foundry/boot';
import { page, windowFrame, writeCoreIconStandIns, writeStaticFiles } from '../test/gallery/page';
import { insertUntilPainted, MARKS, type FrameTiming } from './browser-frame';
import { cpuPerRun, PHASE_CATEGORIES, phasesPerRun, TRACE_CATEGORIES, type Phase } from './browser-trace';
import { carried, fullestCharacter, samplesOf } from './fullest';
import type { Bench } from './harness';

const standIn = (globalThis as unknown as { standIn: StandIn }).standIn;
const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules/.cache/manifold-bench-browser',
);

/** One theme: both share layout, only their colours differ. */
const THEME = 'dark';
/** A common Foundry screen (the window's own size is what the sheet asks for). */
const VIEWPORT = { width: 1920, height: 1080 };
export const WARMUP = 5;
export const RUNS = 30;
/** Runs of the second, fuller trace that splits the CPU time into phases (notes only). */
const PHASE_RUNS = 10;

/** The roll dialog of each ruleset that shows its attack (the gallery's sample dialog of that name). */
const ATTACK_DIALOGS: Record<RulesetId, string> = {
  relic: 'attack',
  hitdice: 'action',
  difference: 'check',
  countdown: 'attack',
  cryture: 'pool',
};

interface Case {
  name: string;
  /** Its page's name in OUT, e.g. `relic-sheet`. */
  file: string;
  html: string;
  notes: Record<string, number | string>;
}

type SheetLike = {
  render(o: unknown): Promise<unknown>;
  element: HTMLElement;
  options: { position?: { width?: number; height?: number | 'auto' } };
};

/** The fullest character's sheet, rendered by its own class, framed as a window of the size it asks for. */
async function sheetCase(id: RulesetId): Promise<Case> {
  const descriptor = registry.get(id);
  standIn.reset();
  const actor = (await Actor.create((await fullestCharacter(id)) as never)) as Actor.Implementation;
  const Sheet = descriptor.Actor[descriptor.primaryActorType]!.sheet as unknown as new (o: unknown) => SheetLike;
  const sheet = new Sheet({ document: actor });
  await sheet.render({ force: true });
  const { width = 720, height } = sheet.options.position ?? {};
  const content = sheet.element.innerHTML;
  return {
    name: `browser: ${id} character sheet (40 items, every status)`,
    file: `${id}-sheet`,
    html: windowFrame(
      actor.name,
      THEME,
      sheet.element.className,
      id,
      content,
      width,
      typeof height === 'number' ? height : undefined,
    ),
    notes: carried(actor),
  };
}

/** The ruleset's attack roll dialog (the gallery's sample), its parts rendered with their context. */
async function dialogCase(id: RulesetId): Promise<Case> {
  const name = ATTACK_DIALOGS[id];
  const dialog = (await samplesOf(id)).dialogs?.find((d) => d.name === name);
  if (!dialog) throw new Error(`No sample dialog ${name} in ${id}`);
  standIn.reset();
  const context = await dialog.context();
  const content = dialog.parts.map((part) => standIn.templates.render(part, context)).join('\n');
  if (!content.includes('class="manifold-odds"')) throw new Error(`The ${id} ${name} dialog shows no odds chart`);
  const html = windowFrame(
    standIn.i18n.localize(dialog.title),
    THEME,
    'manifold manifold-roll-dialog',
    id,
    `<form>${content}</form>`,
    440,
  );
  return { name: `browser: ${id} roll dialog with odds chart`, file: `${id}-dialog`, html, notes: { dialog: name } };
}

/**
 * The machine's own pace, no budget: 450 lines of plain text (a `<div>` each, in no Manifold element),
 * about as many elements as a sheet's first tab. What it costs says how fast this machine's
 * Chromium lays out and paints anything, so a sheet's figure can be read against it.
 */
function calibrationCase(): Case {
  const lines = Array.from({ length: 450 }, (_, i) => `<div>Line ${i + 1} of plain text</div>`).join('');
  return {
    name: 'browser: calibration, 450 lines of plain text (no budget)',
    file: 'calibration',
    html: `<div class="bench-calibration">${lines}</div>`,
    notes: { lines: 450 },
  };
}

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return sorted[lo]! + (sorted[Math.ceil(i)]! - sorted[lo]!) * (i - lo);
}
const round = (n: number) => Number(n.toPrecision(3));

export default async function (bench: Bench): Promise<void> {
  boot();
  const cases: Case[] = [];
  for (const descriptor of registry.all()) {
    boot({ ruleset: descriptor.id });
    cases.push(await sheetCase(descriptor.id), await dialogCase(descriptor.id));
  }
  cases.push(calibrationCase());
  standIn.reset();

  fs.rmSync(OUT, { recursive: true, force: true });
  writeStaticFiles(OUT);
  writeCoreIconStandIns(
    OUT,
    cases.map((c) => c.html),
  );
  fs.writeFileSync(path.join(OUT, 'bench.html'), page('Manifold browser bench', THEME, '<div id="bench-host"></div>'));
  // Each window also as a page of its own, to look at (or profile) what was measured.
  for (const c of cases) fs.writeFileSync(path.join(OUT, `${c.file}.html`), page(c.name, THEME, c.html));

  const browser = await launchChromium();
  try {
    const tab = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    // No CPU slow-down: the page runs at the machine's own speed (Chromium's default, said outright).
    await (await tab.context().newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(error.message));
    tab.on('requestfailed', (request) => problems.push(`failed to load ${request.url()}`));
    await tab.goto(`file://${path.join(OUT, 'bench.html')}`);
    for (const c of cases) {
      await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
      const runs: FrameTiming[] = await tab.evaluate(insertUntilPainted, {
        html: c.html,
        warmup: WARMUP,
        runs: RUNS,
        marks: MARKS,
      });
      const cpu = cpuPerRun(await browser.stopTracing()).slice(-RUNS);
      if (problems.length) throw new Error(`${c.name}: ${problems.join('; ')}`);
      if (cpu.length !== RUNS) throw new Error(`${c.name}: the trace holds ${cpu.length} of ${RUNS} runs`);
      // A second pass, traced with the rendering phases' events: where the CPU time goes.
      await browser.startTracing(tab, { categories: PHASE_CATEGORIES });
      await tab.evaluate(insertUntilPainted, { html: c.html, warmup: 2, runs: PHASE_RUNS, marks: MARKS });
      const phases = phasesPerRun(await browser.stopTracing()).slice(-PHASE_RUNS);
      const phase = (key: Phase) => round(median(phases.map((p) => p[key])));
      const of = (key: keyof FrameTiming) => runs.map((r) => r[key]);
      // The figure is the main thread's CPU time (what the page costs, whatever else the cores
      // run); the wall-clock time, which waiting for a core stretches, is in the notes.
      bench.record(c.name, { median: median(cpu), p95: quantile(cpu, 0.95), cpu: median(cpu) }, 'ms', {
        ...c.notes,
        runs: RUNS,
        wall: round(median(of('total'))),
        wallP95: round(quantile(of('total'), 0.95)),
        insert: round(median(of('insert'))),
        styleLayout: round(median(of('styleLayout'))),
        paint: round(median(of('paint'))),
        cpuParse: phase('parse'),
        cpuStyle: phase('style'),
        cpuLayout: phase('layout'),
        cpuPrePaint: phase('prePaint'),
        cpuPaint: phase('paint'),
        elements: runs[0]!.elements,
        html: c.html.length,
      });
    }
  } finally {
    await browser.close();
  }
}
