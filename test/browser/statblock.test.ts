/**
 * Every ruleset's NPC sheet in headless Chromium, in both themes, for its gallery sample and for a
 * fresh NPC: it opens on the shared statblock (`.manifold-statblock`, shown), every section of it
 * shows something (no empty panel, no pool of "0 / 0"), every number it rolls is the one roll
 * control with a key the actor can roll, and every roll the actor has has a control on the sheet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { installFoundryStandIn, type StandIn } from '../foundry-stand-in';
import { page, windowFrame, writeCoreIconStandIns, writeStaticFiles } from '../gallery/page';
import type { GallerySamples, SampleDocument } from '../gallery/samples';
import { launchChromium } from './chromium';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, '.gallery', `statblock-${process.pid}`);
const THEMES = ['light', 'dark'] as const;

/** Each ruleset's NPC type: the actor its GM runs from a statblock. */
export const NPC_TYPES = {
  relic: 'relic-adversary',
  hitdice: 'hitdice-npc',
  difference: 'difference-npc',
  countdown: 'countdown-monster',
  cryture: 'cryture-npc',
} as const;

interface NpcPage {
  type: string;
  name: string;
  file: string;
  /** The keys `registry.rollablesOf` gives this actor. */
  rollables: string[];
}

let browser: Browser;
const pages: NpcPage[] = [];

beforeAll(async () => {
  const s: StandIn =
    (globalThis as { standIn?: StandIn }).standIn ??
    ((globalThis as { standIn?: StandIn }).standIn = installFoundryStandIn());
  await import('../foundry/boot').then(({ boot }) => boot());
  const { registry } = await import('../../src/foundry/registry');
  fs.rmSync(OUT, { recursive: true, force: true });
  writeStaticFiles(OUT);
  const htmls: string[] = [];
  for (const [ruleset, type] of Object.entries(NPC_TYPES)) {
    const { samples } = (await import(path.join(ROOT, 'test', ruleset, 'samples.ts'))) as { samples: GallerySamples };
    const sample = samples.actors?.find((a) => a.type === type && !a.tab);
    const fresh: SampleDocument = { name: 'Fresh', type };
    for (const [which, data] of [
      ['sample', sample],
      ['fresh', fresh],
    ] as const) {
      if (!data) continue;
      s.reset();
      const actor = (await Actor.create(data as never)) as Actor.Implementation;
      const Sheet = registry.get(ruleset as keyof typeof NPC_TYPES).Actor[type]!.sheet as unknown as new (
        o: unknown,
      ) => {
        render(o: unknown): Promise<unknown>;
        element: HTMLElement;
      };
      const sheet = new Sheet({ document: actor });
      await sheet.render({ force: true });
      const rollables = registry.rollablesOf(actor).map((r) => r.key);
      for (const theme of THEMES) {
        const name = `${type}-${which}.${theme}`;
        const html = page(
          name,
          theme,
          windowFrame(name, theme, sheet.element.className, ruleset, sheet.element.innerHTML, 560),
        );
        const file = path.join(OUT, `${name}.html`);
        fs.writeFileSync(file, html);
        htmls.push(html);
        pages.push({ type, name, file, rollables });
      }
    }
  }
  writeCoreIconStandIns(OUT, htmls);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(OUT, { recursive: true, force: true });
});

describe('the shared NPC statblock, in Chromium', () => {
  it('has an NPC sheet of every ruleset to look at', () => {
    expect(new Set(pages.map((p) => p.type))).toEqual(new Set(Object.values(NPC_TYPES)));
  });

  /** Each NPC page opened in turn; `check` returns what is wrong on it. */
  async function problemsOnEachPage(check: (tab: Page, p: NpcPage) => Promise<string[]>): Promise<string[]> {
    const tab = await browser.newPage({ viewport: { width: 900, height: 1600 }, deviceScaleFactor: 1 });
    const problems: string[] = [];
    for (const p of pages) {
      await tab.goto(`file://${p.file}`);
      problems.push(...(await check(tab, p)).map((f) => `${p.name}: ${f}`));
    }
    await tab.close();
    return problems;
  }

  it('every NPC sheet opens on the statblock, with no empty section and no pool of 0 / 0', async () => {
    const problems = await problemsOnEachPage((tab) =>
      tab.evaluate(() => {
        const out: string[] = [];
        const root = document.querySelector<HTMLElement>('.window-content .manifold-statblock');
        if (!root) return ['no .manifold-statblock'];
        if (!root.getClientRects().length) return ['the statblock is not shown'];
        if (!root.querySelector('.sb-name')?.textContent?.trim()) out.push('no name line');
        for (const section of root.querySelectorAll<HTMLElement>('.sb-section')) {
          const heading = section.querySelector('.sb-heading')?.textContent ?? '';
          const text = (section.textContent ?? '').replace(heading, '').trim();
          const label = section.className;
          if (!text) out.push(`empty section: ${label}`);
          if (!section.getBoundingClientRect().height) out.push(`section of no height: ${label}`);
        }
        for (const pool of root.querySelectorAll<HTMLElement>('.sb-pool')) {
          const value = pool.querySelector('.sb-pool-value')?.textContent?.replace(/\s/g, '') ?? '';
          if (/^0\/0$/.test(value) || /\/0$/.test(value)) out.push(`pool without a maximum: ${pool.textContent}`);
        }
        // The editing fields' header is for the tabs behind the statblock.
        const header = document.querySelector<HTMLElement>('[data-application-part="header"]');
        if (header?.getClientRects().length) out.push('the editing header shows above the statblock');
        return out;
      }),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('every roll the NPC has is a roll control on its sheet', async () => {
    const problems = await problemsOnEachPage(async (tab, p) => {
      const keys = await tab.$$eval('.manifold-roll[data-rollable]', (els) =>
        els.map((e) => (e as HTMLElement).dataset.rollable ?? ''),
      );
      // The statblock and the full tab behind it may both offer a roll; none may be missing.
      return p.rollables.filter((key) => !keys.includes(key)).map((key) => `${key} has no roll control`);
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('every number it rolls is the one roll control, with a key the NPC can roll', async () => {
    const problems = await problemsOnEachPage(async (tab, p) => {
      const controls = await tab.$$eval('.manifold-statblock [data-rollable]', (els) =>
        els.map((e) => ({
          key: (e as HTMLElement).dataset.rollable ?? '',
          roll: e.classList.contains('manifold-roll') && (e as HTMLElement).dataset.action === 'roll',
          label: e.getAttribute('aria-label') ?? '',
        })),
      );
      return controls.flatMap((c) => [
        ...(c.roll ? [] : [`${c.key} is not the roll control`]),
        ...(c.label ? [] : [`${c.key} has no label`]),
        ...(p.rollables.includes(c.key) ? [] : [`${c.key} is not a rollable of the actor`]),
      ]);
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
