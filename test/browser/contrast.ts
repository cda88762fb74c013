/**
 * Runs in the page (passed to page.evaluate, so it uses nothing from outside itself): every
 * element whose own text is drawn in its ruleset's accent colour (`--manifold-accent`, or the
 * `--manifold-accent-text` each theme adjusts) is checked against the background it sits on, with
 * WCAG 2's contrast ratio: 4.5:1 for text, 3:1 for large text (24px, or 18.66px bold). Returns
 * a line for each element below that.
 */
export function accentTextContrast(): string[] {
  type RGBA = [number, number, number, number];
  const probe = document.createElement('span');
  document.body.append(probe);
  /** A CSS colour as sRGB 0–1 with alpha (Chromium gives rgb()/rgba() or color(srgb …)). */
  const parse = (css: string): RGBA => {
    const n = (css.match(/-?[\d.]+(e-?\d+)?/g) ?? []).map(Number);
    if (css.startsWith('color(')) return [n[0]!, n[1]!, n[2]!, n[3] ?? 1];
    return [n[0]! / 255, n[1]! / 255, n[2]! / 255, n[3] ?? 1];
  };
  const resolve = (css: string): string => {
    probe.style.color = css;
    return getComputedStyle(probe).color;
  };
  const luminance = ([r, g, b]: RGBA) => {
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const over = (top: RGBA, under: RGBA): RGBA => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as RGBA;
  };
  /** The opaque colour an element's text is drawn on: its backgrounds and its ancestors', composited. */
  const background = (el: Element): RGBA => {
    const layers: RGBA[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return layers.reduceRight<RGBA>((under, top) => over(top, under), [1, 1, 1, 1]);
  };
  const low: string[] = [];
  for (const root of document.querySelectorAll('.manifold, .manifold-card')) {
    const vars = getComputedStyle(root);
    const accents = new Set(
      ['--manifold-accent', '--manifold-accent-text']
        .map((v) => vars.getPropertyValue(v).trim())
        .filter(Boolean)
        .map(resolve),
    );
    for (const el of root.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim());
      if (!ownText || !accents.has(style.color) || !(el as HTMLElement).getClientRects().length) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      const ground = background(el);
      const fg = over(parse(style.color), ground);
      const [a, b] = [luminance(fg), luminance(ground)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        low.push(`"${el.textContent!.trim().slice(0, 30)}" at ${ratio.toFixed(2)}:1 (${el.className || el.tagName})`);
    }
  }
  probe.remove();
  return low;
}
