/**
 * The small Markdown the rules documents use, as journal-page HTML: headings (one level below the
 * page's own title), paragraphs, bullet and numbered lists (blank lines between items keep one
 * list), tables, block quotes, rules, code blocks, and **bold**, *italic* or _italic_, and `code`.
 * Everything is escaped first: the documents' text is data, never markup.
 */
import { escapeHtml } from '../builders';

function inline(text: string): string {
  return escapeHtml(text.trim())
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/(^|[\s(])_([^_\s][^_]*)_/g, '$1<em>$2</em>');
}

const BULLET = /^\s*(?:[-*•]|\d+\.)\s+/;
const isTableRow = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isDivider = (line: string) => /^\s*\|?\s*:?-{3,}/.test(line) && /^[\s|:-]+$/.test(line);

export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r/g, '').replace(/\u00a0/g, ' ').split('\n');
  const out: string[] = [];
  let i = 0;
  const blank = (line: string | undefined) => line === undefined || line.trim() === '';
  while (i < lines.length) {
    const line = lines[i]!;
    if (blank(line)) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(6, heading[1]!.length + 1);
      out.push(`<h${level}>${inline(heading[2]!.replace(/\*\*/g, ''))}</h${level}>`);
      i++;
    } else if (/^\s*(-{3,}|\*{3,})\s*$/.test(line)) {
      out.push('<hr>');
      i++;
    } else if (/^\s*```/.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]!); i++) code.push(lines[i]!);
      i++;
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
    } else if (isTableRow(line)) {
      const rows: string[][] = [];
      for (; i < lines.length && isTableRow(lines[i]!); i++) {
        if (isDivider(lines[i]!)) continue;
        rows.push(lines[i]!.trim().replace(/^\||\|$/g, '').split('|'));
      }
      const [head, ...body] = rows;
      const cells = (row: string[], tag: string) => row.map((c) => `<${tag}>${inline(c)}</${tag}>`).join('');
      out.push(
        `<table><thead><tr>${cells(head ?? [], 'th')}</tr></thead><tbody>${body.map((r) => `<tr>${cells(r, 'td')}</tr>`).join('')}</tbody></table>`,
      );
    } else if (/^\s*>/.test(line)) {
      const quoted: string[] = [];
      for (; i < lines.length && /^\s*>/.test(lines[i]!); i++) quoted.push(lines[i]!.replace(/^\s*>\s?/, ''));
      out.push(`<blockquote>${markdownToHtml(quoted.join('\n'))}</blockquote>`);
    } else if (BULLET.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length) {
        if (BULLET.test(lines[i]!)) items.push(lines[i]!.replace(BULLET, ''));
        else if (!blank(lines[i]) && /^\s+/.test(lines[i]!) && items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else if (blank(lines[i])) {
          // A blank line inside a list: the list goes on if the next text line is another item.
          let next = i + 1;
          while (next < lines.length && blank(lines[next])) next++;
          if (next >= lines.length || !BULLET.test(lines[next]!)) break;
        } else break;
        i++;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`);
    } else {
      const paragraph: string[] = [];
      for (; i < lines.length && !blank(lines[i]); i++) {
        const next = lines[i]!;
        if (paragraph.length && (/^#{1,6}\s/.test(next) || BULLET.test(next) || isTableRow(next))) break;
        paragraph.push(next.trim());
      }
      out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return out.join('');
}
