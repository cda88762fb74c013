/**
 * `foundry.applications.ux.TextEditor` and `CONFIG.TextEditor.enrichers`: enrichHTML applies each
 * registered enricher, in order, to the text of the content (never inside tags or attributes). A
 * match is passed to the enricher with the enrichment options; the element it returns replaces the
 * matched text, and `null` leaves the text as it was — Foundry's documented contract
 * (TextEditorEnricherConfig, TextEditorEnricher on foundryvtt.com/api).
 */
import { getDragEventData } from './drag-drop';
export interface EnricherConfig {
  pattern: RegExp;
  enricher: (match: RegExpMatchArray, options?: unknown) => Promise<HTMLElement | null>;
}

export const textEditorConfig = { enrichers: [] as EnricherConfig[] };

function textNodes(root: Node): Text[] {
  const out: Text[] = [];
  const walk = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 3) out.push(child as Text);
      else walk(child);
    }
  };
  walk(root);
  return out;
}

async function applyEnricher(root: HTMLElement, config: EnricherConfig, options: unknown): Promise<void> {
  for (const node of textNodes(root)) {
    const text = node.textContent ?? '';
    const pattern = new RegExp(
      config.pattern.source,
      config.pattern.flags.includes('g') ? config.pattern.flags : `${config.pattern.flags}g`,
    );
    const parts: (string | HTMLElement)[] = [];
    let last = 0;
    let changed = false;
    for (const match of text.matchAll(pattern)) {
      const element = await config.enricher(match, options);
      if (!element) continue;
      parts.push(text.slice(last, match.index), element);
      last = match.index! + match[0].length;
      changed = true;
    }
    if (!changed) continue;
    parts.push(text.slice(last));
    node.replaceWith(...parts.filter((p) => p !== ''));
  }
}

export class TextEditor {
  static get implementation() {
    return TextEditor;
  }

  /** The JSON payload of a drag event's `text/plain`, or {} when there is none or it is not JSON. */
  static getDragEventData(event: DragEvent): Record<string, unknown> {
    return getDragEventData(event);
  }

  static async enrichHTML(content: string, options: Record<string, unknown> = {}): Promise<string> {
    const root = document.createElement('div');
    root.innerHTML = String(content ?? '');
    // `secrets` (default false): unrevealed secret blocks are removed unless asked for.
    if (!options.secrets) for (const secret of root.querySelectorAll('section.secret:not(.revealed)')) secret.remove();
    for (const config of textEditorConfig.enrichers) await applyEnricher(root, config, options);
    return root.innerHTML;
  }
}
