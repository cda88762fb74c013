// Replaces a generated block of a Markdown page, between `<!-- <name>:start -->` and
// `<!-- <name>:end -->`, so the figures a page quotes are the ones a tool last measured, never
// typed by hand. The block is written wherever its markers are: the pages below are searched in
// order (the bench's figures live in bench/README.md, the test figures in docs/dev/testing.md).
import fs from 'node:fs';
import { at } from './paths.mjs';

export const BLOCK_PAGES = ['bench/README.md', 'docs/dev/testing.md', 'README.md'];

export function writeReadmeBlock(name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const page = BLOCK_PAGES.find((p) => fs.readFileSync(at(p), 'utf8').includes(start));
  if (!page) throw new Error(`no page holds a ${start} … ${end} block (${BLOCK_PAGES.join(', ')})`);
  const file = at(page);
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (to < from) throw new Error(`${page}'s ${start} block has no ${end}`);
  const next = `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`;
  if (next !== text) fs.writeFileSync(file, next);
}

/** A Markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
