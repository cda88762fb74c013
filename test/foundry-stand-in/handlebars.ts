/**
 * Stand-in for Foundry's Handlebars setup: an isolated Handlebars with the core helpers our
 * templates use (same semantics as Foundry's, see docs/dev/foundry-v13-api.md §12), Manifold's
 * own helpers, and templates loaded from the repository by their Foundry paths. Strict: an
 * unknown helper or a missing partial throws, so a broken template fails the test that renders it.
 */
import fs from 'node:fs';
import Handlebars from 'handlebars';
import { registerManifoldHelpers } from '../../src/foundry/templates';
import type { Localization } from './i18n';
import { templateFile } from './paths';

type Options = Handlebars.HelperOptions;

export function createHandlebars(i18n: Localization): typeof Handlebars {
  const hb = Handlebars.create();
  const hash = (args: unknown[]) =>
    ((args[args.length - 1] as Options | undefined)?.hash ?? {}) as Record<string, unknown>;
  const values = (args: unknown[]) => args.slice(0, -1);

  hb.registerHelper('localize', (key: unknown, options: Options) => {
    const k = String(key ?? '');
    return Object.keys(options.hash ?? {}).length ? i18n.format(k, options.hash) : i18n.localize(k);
  });
  hb.registerHelper('checked', (v: unknown) => (v ? 'checked' : ''));
  hb.registerHelper('disabled', (v: unknown) => (v ? 'disabled' : ''));
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('ne', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('lt', (a: number, b: number) => a < b);
  hb.registerHelper('gt', (a: number, b: number) => a > b);
  hb.registerHelper('lte', (a: number, b: number) => a <= b);
  hb.registerHelper('gte', (a: number, b: number) => a >= b);
  hb.registerHelper('not', (a: unknown) => !a);
  hb.registerHelper('and', (...args: unknown[]) => values(args).every(Boolean));
  hb.registerHelper('or', (...args: unknown[]) => values(args).some(Boolean));
  hb.registerHelper('ifThen', (c: unknown, a: unknown, b: unknown) => (c ? a : b));
  hb.registerHelper('concat', (...args: unknown[]) => new hb.SafeString(values(args).join('')));
  hb.registerHelper('object', (...args: unknown[]) => hash(args));
  hb.registerHelper('numberFormat', (value: unknown, options: Options) => {
    const n = typeof value === 'number' ? value : parseFloat(String(value));
    const decimals = Number(options.hash?.decimals ?? 0);
    const text = Number.isFinite(n) ? n.toFixed(decimals) : '0';
    return new hb.SafeString(options.hash?.sign && n >= 0 ? `+${text}` : text);
  });
  hb.registerHelper('selectOptions', (choices: unknown, options: Options) => {
    const { selected, blank, localize, valueAttr, labelAttr } = options.hash ?? {};
    const chosen = new Set(
      (Array.isArray(selected) ? selected : selected instanceof Set ? [...selected] : [selected]).map(String),
    );
    const entries: [string, string][] = Array.isArray(choices)
      ? choices.map((c, i) =>
          typeof c === 'object' && c
            ? [
                String((c as Record<string, unknown>)[valueAttr ?? 'value']),
                String((c as Record<string, unknown>)[labelAttr ?? 'label']),
              ]
            : [String(i), String(c)],
        )
      : Object.entries((choices ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'object' && v ? String((v as Record<string, unknown>).label) : String(v),
        ]);
    const esc = hb.escapeExpression;
    const html = [
      ...(blank !== undefined && blank !== null
        ? [`<option value="">${esc(localize ? i18n.localize(String(blank)) : String(blank))}</option>`]
        : []),
      ...entries.map(
        ([v, l]) =>
          `<option value="${esc(v)}"${chosen.has(v) ? ' selected' : ''}>${esc(localize ? i18n.localize(l) : l)}</option>`,
      ),
    ];
    return new hb.SafeString(html.join(''));
  });
  registerManifoldHelpers(hb as never);
  return hb;
}

/** Loads, compiles and caches templates by their Foundry path; registers each as a partial by that path. */
export class TemplateLoader {
  private readonly cache = new Map<string, Handlebars.TemplateDelegate>();
  constructor(private readonly hb: typeof Handlebars) {}

  get(templatePath: string): Handlebars.TemplateDelegate {
    let template = this.cache.get(templatePath);
    if (!template) {
      const source = fs.readFileSync(templateFile(templatePath), 'utf8');
      template = this.hb.compile(source, { strict: false, knownHelpersOnly: false });
      this.cache.set(templatePath, template);
      this.hb.registerPartial(templatePath, source);
      this.registerPartialsOf(source);
    }
    return template;
  }

  /** Partials are referenced by path (`{{> "systems/manifold/…"}}`): load them too. */
  private registerPartialsOf(source: string): void {
    for (const match of source.matchAll(/{{>\s*"([^"]+)"/g)) if (!this.cache.has(match[1]!)) this.get(match[1]!);
  }

  render(templatePath: string, context: unknown): string {
    return this.get(templatePath)(context, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
  }
}
