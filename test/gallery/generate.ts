/**
 * Renders the gallery: every registered sheet (with sample documents), the roll dialog and
 * chooser, and every sample chat card, with the real templates, Handlebars and compiled CSS, in
 * both v13 themes, as static pages under .gallery/. A template error, a missing helper or a
 * missing i18n key throws here; the browser test then loads each page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { installFoundryStandIn, type StandIn } from '../foundry-stand-in';
import { escapeHtml as escape, page, windowFrame, writeCoreIconStandIns, writeStaticFiles } from './page';
import type { GallerySamples, SampleDocument } from './samples';
import { enrichedJournal } from './enriched';
import { effectEditor } from './effect-editor';
import { requestPages } from './requests';
import { NPC_TYPES, SIDE_BY_SIDE_PAGE, sideBySideBody, type SideRow, type SideSheet } from './side-by-side';

export const THEMES = ['light', 'dark'] as const;

/** What the gallery uses of a document sheet (the stand-in's ApplicationV2). */
interface OpenedSheet {
  render(o: unknown): Promise<unknown>;
  element: HTMLElement;
  options: { classes: string[]; position?: { width?: number } };
}

export interface GalleryPage {
  /** e.g. `relic-seeker-sheet.dark` */
  name: string;
  file: string;
  kind: 'sheet' | 'card' | 'dialog' | 'journal';
  ruleset: string;
  theme: (typeof THEMES)[number];
  /**
   * The templates the page was rendered from (their paths, sorted). Pages of one template differ
   * only in data: checks of the template's markup (contrast, keyboard) run on one of them.
   */
  template: string;
}

const ROOT = path.resolve(__dirname, '..', '..');

/** Notes with a public line and a secret block: the limited view shows the first only. */
const LIMITED_NOTES =
  '<p>A traveller in a weathered cloak, who keeps to the edge of the firelight.</p><section class="secret"><p>Secretly the duke’s informer.</p></section>';

function standIn(): StandIn {
  return (
    (globalThis as { standIn?: StandIn }).standIn ??
    ((globalThis as { standIn?: StandIn }).standIn = installFoundryStandIn())
  );
}

async function samplesOf(id: string): Promise<GallerySamples> {
  const file = path.join(ROOT, 'test', id, 'samples.ts');
  if (!fs.existsSync(file)) return {};
  return ((await import(file)) as { samples: GallerySamples }).samples;
}

/**
 * A card's breakdowns (folded beneath its result in play) shown unfolded, so the gallery's
 * pictures and the layout checks see every row; the fold's summary still shows where it is.
 */
function openBreakdowns(html: string): string {
  return html.replaceAll('<details class="card-breakdown">', '<details class="card-breakdown" open>');
}

export async function generateGallery(outDir = path.join(ROOT, '.gallery')): Promise<GalleryPage[]> {
  const s = standIn();
  await import('../foundry/boot').then(({ boot }) => boot());
  const { registry } = await import('../../src/foundry/registry');
  const { chooserContext } = await import('../../src/foundry/ruleset-chooser');

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  writeStaticFiles(outDir);

  // Every template rendered since the page's work began (`begin`): the page's `template` key.
  let used = new Set<string>();
  const render = s.templates.render.bind(s.templates);
  s.templates.render = (templatePath, context) => {
    used.add(templatePath);
    return render(templatePath, context);
  };
  /** A page's work begins: a clean stand-in, no templates used yet. */
  const begin = () => {
    s.reset();
    used = new Set();
  };

  const pages: GalleryPage[] = [];
  /** Each ruleset's first character sheet and NPC sheet, for the side-by-side page. */
  const sideBySide: Record<SideRow, SideSheet[]> = { character: [], npc: [] };
  const write = (
    name: string,
    kind: GalleryPage['kind'],
    ruleset: string,
    theme: GalleryPage['theme'],
    html: string,
  ) => {
    if (s.i18n.missing.size) throw new Error(`Missing i18n keys on ${name}: ${[...s.i18n.missing].join(', ')}`);
    const file = path.join(outDir, `${name}.${theme}.html`);
    fs.writeFileSync(file, html);
    const template = used.size > 0 ? [...used].sort().join(' + ') : name;
    pages.push({ name: `${name}.${theme}`, file, kind, ruleset, theme, template });
  };

  for (const d of registry.all()) {
    const samples = await samplesOf(d.id);
    const docs = (doc: 'Actor' | 'Item', given: SampleDocument[] | undefined): SampleDocument[] => {
      const out = [...(given ?? [])];
      for (const type of Object.keys(d[doc])) {
        if (!out.some((x) => x.type === type)) out.push({ name: `${s.i18n.localize(d[doc][type]!.label)}`, type });
      }
      return out;
    };
    /** Both themes of an opened sheet, framed as a Foundry window of the width it asks for (or `width`). */
    const writeSheet = (name: string, title: string, sheet: OpenedSheet, width?: number) => {
      const frameWidth = width ?? sheet.options.position?.width ?? 720;
      for (const theme of THEMES) {
        const body = windowFrame(title, theme, sheet.element.className, d.id, sheet.element.innerHTML, frameWidth);
        write(name, 'sheet', d.id, theme, page(title, theme, body));
      }
    };
    for (const [doc, list] of [
      ['Actor', docs('Actor', samples.actors)],
      ['Item', docs('Item', samples.items)],
    ] as const) {
      for (const sample of list) {
        const type = d[doc][sample.type];
        if (!type?.sheet) continue;
        begin();
        const document = doc === 'Actor' ? await Actor.create(sample as never) : await Item.create(sample as never);
        const Sheet = type.sheet as unknown as new (o: unknown) => OpenedSheet;
        const sheet = new Sheet({ document });
        if (sample.tab) (sheet as unknown as { tabGroups: Record<string, string> }).tabGroups.primary = sample.tab;
        await sheet.render({ force: true });
        const untabbed = list.filter((x) => x.type === sample.type && !x.tab).length;
        const name = sample.tab
          ? `${sample.type}-sheet-${sample.tab}`
          : `${sample.type}-sheet${untabbed > 1 ? `-${list.indexOf(sample)}` : ''}`;
        writeSheet(name, sample.name, sheet);
        const row: SideRow | null =
          doc !== 'Actor' || sample.tab
            ? null
            : sample.type === d.primaryActorType
              ? 'character'
              : sample.type === NPC_TYPES[d.id]
                ? 'npc'
                : null;
        if (row && !sideBySide[row].some((x) => x.ruleset === d.id))
          sideBySide[row].push({
            ruleset: d.id,
            title: sample.name,
            className: sheet.element.className,
            html: sheet.element.innerHTML,
          });
      }
    }
    // Item sheets opened from their owner: what they show only when an actor carries them.
    for (const owned of samples.ownedItems ?? []) {
      begin();
      const actor = await Actor.create(owned.actor as never);
      const item = [...(actor?.items ?? [])].find((i) => i.name === owned.item);
      const ItemSheet = item && (d.Item[item.type]?.sheet as unknown as new (o: unknown) => OpenedSheet);
      if (!item || !ItemSheet)
        throw new Error(`${d.id}: ${owned.actor.name} carries no item with a sheet named ${owned.item}`);
      const sheet = new ItemSheet({ document: item });
      await sheet.render({ force: true });
      writeSheet(`${item.type}-sheet-owned`, owned.item, sheet);
    }
    // What a player with LIMITED permission sees of the first actor.
    const [limitedSample] = docs('Actor', samples.actors);
    const limitedType = limitedSample && d.Actor[limitedSample.type];
    if (limitedSample && limitedType?.sheet) {
      begin();
      const actor = await Actor.create({
        ...limitedSample,
        system: { ...(limitedSample.system ?? {}), notes: LIMITED_NOTES },
        ownership: { [s.users.player.id]: 1 },
      } as never);
      s.actAs(s.users.player);
      const Sheet = limitedType.sheet as unknown as new (o: unknown) => OpenedSheet;
      const sheet = new Sheet({ document: actor });
      await sheet.render({ force: true });
      writeSheet(`${limitedSample.type}-sheet-limited`, limitedSample.name, sheet, 520);
    }
    for (const card of samples.cards ?? []) {
      begin();
      const html = openBreakdowns(await card.render());
      for (const theme of THEMES) {
        const body = `<ol id="chat-log" class="theme-${theme}"><li class="chat-message message"><header class="message-header">Sample</header><div class="message-content">${html}</div></li></ol>`;
        write(`${d.id}-card-${card.name}`, 'card', d.id, theme, page(card.name, theme, body));
      }
    }
    for (const dialog of samples.dialogs ?? []) {
      begin();
      const context = await dialog.context();
      const content = dialog.parts.map((p) => s.templates.render(p, context)).join('\n');
      for (const theme of THEMES) {
        const body = windowFrame(
          s.i18n.localize(dialog.title),
          theme,
          'manifold manifold-roll-dialog',
          d.id,
          `<form>${content}</form>`,
          440,
        );
        write(`${d.id}-dialog-${dialog.name}`, 'dialog', d.id, theme, page(dialog.name, theme, body));
      }
    }
  }

  // The five character sheets over the five NPC sheets, one picture.
  used = new Set([SIDE_BY_SIDE_PAGE]);
  for (const theme of THEMES)
    write(
      SIDE_BY_SIDE_PAGE,
      'sheet',
      'shared',
      theme,
      page(SIDE_BY_SIDE_PAGE, theme, sideBySideBody(theme, sideBySide)),
    );

  for (const d of registry.all()) {
    begin();
    const html = await enrichedJournal(d);
    const title = s.i18n.localize(d.references!.title);
    for (const theme of THEMES)
      write(
        `${d.id}-journal-enriched`,
        'journal',
        d.id,
        theme,
        page(title, theme, windowFrame(title, theme, 'journal-sheet themed', d.id, html, 640)),
      );
  }

  // The effect editor (Foundry's ActiveEffectConfig with Manifold's key picker), per ruleset;
  // Foundry's own window, so no ruleset look (data-ruleset) around it.
  for (const d of registry.all()) {
    begin();
    const editor = await effectEditor(d.id);
    if (!editor) continue;
    for (const theme of THEMES)
      write(
        `${d.id}-effect-editor`,
        'sheet',
        d.id,
        theme,
        page(
          editor.title,
          theme,
          windowFrame(editor.title, theme, editor.element.className, '', editor.element.innerHTML, 560),
        ),
      );
  }

  begin();
  const chooser = { ...chooserContext(registry, 'relic') };
  const chooserHTML = ['systems/manifold/templates/shared/ruleset-chooser.hbs', 'templates/generic/form-footer.hbs']
    .map((p) => s.templates.render(p, chooser))
    .join('\n');
  for (const theme of THEMES) {
    write(
      'ruleset-chooser',
      'dialog',
      'shared',
      theme,
      page(
        'Chooser',
        theme,
        windowFrame(
          s.i18n.localize('MANIFOLD.chooser.title'),
          theme,
          'manifold manifold-chooser',
          '',
          `<form>${chooserHTML}</form>`,
          560,
        ),
      ),
    );
  }

  // The GM's roll request: the dialog and a request card part answered.
  begin();
  for (const request of await requestPages(s)) {
    // The request pages are rendered together: each is its own template.
    used = new Set([request.name]);
    for (const theme of THEMES)
      write(request.name, request.kind, 'shared', theme, page(request.name, theme, request.body(theme)));
  }

  writeCoreIconStandIns(
    outDir,
    pages.map((p) => fs.readFileSync(p.file, 'utf8')),
  );
  const index = pages.map((p) => `<li><a href="${path.basename(p.file)}">${escape(p.name)}</a></li>`).join('\n');
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    page('Manifold gallery', 'light', `<h1>Manifold gallery</h1><ul>${index}</ul>`),
  );
  return pages;
}
