// Replaces a generated block of README.md, between `<!-- <name>:start -->` and `<!-- <name>:end -->`,
// so the figures the README quotes are the ones a tool last measured, never typed by hand.
import fs from 'node:fs';
import { at } from './paths.mjs';

export function writeReadmeBlock(name, body) {
  const file = at('README.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  const next = `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`;
  if (next !== text) fs.writeFileSync(file, next);
}

/** A Markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
