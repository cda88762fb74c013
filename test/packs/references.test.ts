/**
 * The rules reference of each ruleset: one journal entry with a page per rule section —
 * the printed text of that section — and a page per status with its rule, at the ids the
 * `&Reference[…]` enricher links to. The pack holds exactly what test/packs/references/journal.ts
 * generates (`npm run packs:write` rewrites it).
 */
import { describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { referenceId, referenceJournalId, referencePack } from '../../src/foundry/enrichers/reference-ids';
import { RULESET_IDS } from '../../src/foundry/ruleset';
import { storedAndGenerated, storedPack, writePacksWhenAsked } from './sources';
import { REFERENCE_PACKS, sectionsOf, sourceOf } from './references/journal';
import { markdownToHtml } from './references/markdown';

boot();
writePacksWhenAsked(REFERENCE_PACKS);

type Journal = { _id: string; name: string; pages: { _id: string; name: string; text: { content: string } }[] };
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

describe.each(RULESET_IDS)('%s rules reference', (id) => {
  const descriptor = registry.get(id);

  it('the pack holds exactly the generated journal', () => {
    const { stored, generated } = storedAndGenerated(referencePack(id), REFERENCE_PACKS[referencePack(id)]!);
    expect(stored).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('has a page per rule section, in the document’s order, covering the whole document', () => {
    const [journal] = storedPack(referencePack(id)) as unknown as Journal[];
    expect(journal!._id).toBe(referenceJournalId(id));
    const sections = descriptor.references!.sections;
    expect(sections.length).toBeGreaterThan(4);
    for (const [i, section] of sections.entries()) {
      const page = journal!.pages[i]!;
      expect(page._id, section.key).toBe(referenceId(id, section.key));
      expect(page.name).toBe(game.i18n!.localize(section.name));
      expect(textOf(page.text.content).length, section.key).toBeGreaterThan(15);
    }
    // Every word of the document's sections is on a page (nothing dropped between sections).
    const all = textOf(journal!.pages.map((p) => p.text.content).join(' '));
    for (const markdown of sectionsOf(id).values()) expect(all).toContain(textOf(markdownToHtml(markdown)));
  });

  it('has a page per status with its rule text', () => {
    const [journal] = storedPack(referencePack(id)) as unknown as Journal[];
    for (const status of descriptor.statusEffects ?? []) {
      const page = journal!.pages.find((p) => p._id === referenceId(id, status.id));
      expect(page?.name, status.id).toBe(game.i18n!.localize(status.name));
      expect(textOf(page!.text.content), status.id).toBe(
        textOf(game.i18n!.localize(status.description!).replace(/&/g, '&amp;')),
      );
    }
  });

  it('quotes the printed text: a table and a sentence of the document appear on their page', () => {
    const source = sourceOf(id);
    const [journal] = storedPack(referencePack(id)) as unknown as Journal[];
    const html = journal!.pages.map((p) => p.text.content).join('');
    if (source.includes('|---') || source.includes('| :---')) expect(html).toContain('<table>');
    const sentence = source
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /^[A-Z][a-z].{60,}\.$/.test(l) && !/[*_`|]/.test(l));
    expect(sentence, 'a plain sentence of the document').toBeDefined();
    expect(textOf(html)).toContain(sentence!.replace(/\s+/g, ' '));
  });
});

describe('the Markdown of the documents', () => {
  it('renders headings, lists across blank lines, tables, quotes and emphasis, escaping text', () => {
    const html = markdownToHtml(
      '## **Title**\n\n- one\n    \n- two\n\n|A|B|\n|---|---|\n|1|<2>|\n\n> **1d20 + Attribute**\n\nSome *words* and _more_ `code`.',
    );
    expect(html).toBe(
      '<h3>Title</h3><ul><li>one</li><li>two</li></ul><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>&lt;2&gt;</td></tr></tbody></table><blockquote><p><strong>1d20 + Attribute</strong></p></blockquote><p>Some <em>words</em> and <em>more</em> <code>code</code>.</p>',
    );
  });
});
