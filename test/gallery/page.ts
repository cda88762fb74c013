/**
 * A static page as the gallery (and the browser bench) shows Manifold's HTML: the page shell with
 * the compiled CSS, Foundry's frame around a window, and the static files the pages load
 * (stylesheets, Font Awesome, the system's images, stand-ins for Foundry's own icons).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A whole page in a v13 theme, loading the files `writeStaticFiles` puts next to it. */
export function page(title: string, theme: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="fontawesome/css/all.min.css">
<link rel="stylesheet" href="foundry-frame.css"><link rel="stylesheet" href="manifold.css"></head>
<body class="theme-${theme} system-manifold">
${body}
</body></html>`;
}

/** An application window as Foundry frames it: its classes, header and content, at its width (and height when fixed). */
export function windowFrame(
  title: string,
  theme: string,
  classes: string,
  ruleset: string,
  content: string,
  width: number,
  height?: number,
): string {
  const size = `width:${width}px${height ? `;height:${height}px` : ''}`;
  return `<div class="application ${classes} themed theme-${theme}" data-ruleset="${ruleset}" style="${size}">
<header class="window-header"><h1 class="window-title">${escapeHtml(title)}</h1></header>
<section class="window-content">${content}</section></div>`;
}

/** The compiled manifold.css, the frame's CSS, the system's images and Font Awesome, into `outDir`. */
export function writeStaticFiles(outDir: string): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'manifold.css'),
    sass.compile(path.join(ROOT, 'styles/manifold.scss'), { loadPaths: [path.join(ROOT, 'styles')] }).css,
  );
  fs.copyFileSync(path.join(HERE, 'foundry-frame.css'), path.join(outDir, 'foundry-frame.css'));
  // The system's own images, at the path Foundry serves them from.
  if (fs.existsSync(path.join(ROOT, 'assets'))) {
    fs.cpSync(path.join(ROOT, 'assets'), path.join(outDir, 'systems', 'manifold', 'assets'), { recursive: true });
  }
  // Foundry ships Font Awesome; the pages load the free edition so icon buttons show as in play.
  const fontAwesome = path.join(ROOT, 'node_modules/@fortawesome/fontawesome-free');
  for (const dir of ['css', 'webfonts'])
    fs.cpSync(path.join(fontAwesome, dir), path.join(outDir, 'fontawesome', dir), { recursive: true });
}

/** Foundry's own icons (icons/svg/…) are not ours to ship: each one the HTML uses gets a plain silhouette. */
export function writeCoreIconStandIns(outDir: string, htmls: Iterable<string>): void {
  const silhouette =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#77736a"/>' +
    '<circle cx="32" cy="24" r="12" fill="#d9d4c7"/><path d="M10 62c2-14 12-22 22-22s20 8 22 22z" fill="#d9d4c7"/></svg>';
  const icons = new Set<string>();
  for (const html of htmls) for (const m of html.matchAll(/(?:src|href)="(icons\/[^"]+\.svg)"/g)) icons.add(m[1]!);
  for (const icon of icons) {
    fs.mkdirSync(path.dirname(path.join(outDir, icon)), { recursive: true });
    fs.writeFileSync(path.join(outDir, icon), silhouette);
  }
}
