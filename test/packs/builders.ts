/**
 * Building blocks of the compendium generators (test/<id>/pack-content.ts): stable ids, escaped
 * HTML, journal entries with text pages, and strings read from a ruleset's language file — so
 * pack content is generated from lang/ (translatable, e.g. by Babele) and from the engines' tables.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stable 16-hex-digit document id from a string (the same input always gives the same id). */
export function stableId(input: string): string {
  return createHash('sha1').update(input).digest('hex').slice(0, 16);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An HTML table with escaped cells. */
export function htmlTable(head: string[], rows: (string | number)[][]): string {
  const th = head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(String(c))}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

/**
 * A journal entry of text pages, in order. Ids come from `idOf`: the entry's from `entryKey`, each
 * page's from the entry's id and the page's title.
 */
export function journalEntry(idOf: (input: string) => string, entryKey: string, name: string, pages: [string, string][]) {
  const _id = idOf(entryKey);
  return {
    _id,
    _key: `!journal!${_id}`,
    name,
    pages: pages.map(([title, content], i) => {
      const id = idOf(`${_id}:${title}`);
      return textPage({ _id: id, _key: `!journal.pages!${_id}.${id}` }, title, content, i);
    }),
  };
}

/** A journal page of text, its name shown as its heading, sorted by its place in the entry. */
export function textPage(ids: { _id: string; _key?: string }, name: string, content: string, index: number) {
  return {
    ...ids,
    name,
    type: 'text',
    title: { show: true, level: 1 },
    text: { format: 1, content },
    sort: (index + 1) * 100000,
  };
}

/** Reads strings of `lang/en/<ruleset>.json` under `MANIFOLD.<ruleset>`, with `{placeholders}` filled; throws on a missing one. */
export function languageOf(ruleset: string): (key: string, data?: Record<string, string | number>) => string {
  const lang = JSON.parse(readFileSync(join(__dirname, '..', '..', 'lang', 'en', `${ruleset}.json`), 'utf8'));
  return (key, data = {}) => {
    let node: unknown = lang.MANIFOLD[ruleset];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`No string MANIFOLD.${ruleset}.${key}`);
    return node.replace(/\{(\w+)\}/g, (_, k: string) => String(data[k] ?? `{${k}}`));
  };
}
