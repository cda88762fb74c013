/**
 * Hostile text everywhere a string is rendered: for every Actor and Item type of every ruleset,
 * documents whose name, every free-text field and every embedded item's name hold hostile strings,
 * rendered with the real templates (actor sheets, item sheets), then every rollable of each actor
 * rolled and its chat card rendered. Nothing injected may survive as markup (no script, iframe,
 * injected image, `on…` attribute) and the strings must show as text.
 *
 * HTML fields (notes, descriptions) are sanitised by Foundry's server on save and enriched for
 * display; the stand-in does not model that server, so they receive the hostile strings that are
 * text (template syntax, entities, long and bidirectional text) rather than markup.
 */
import { rollRollable } from '../../src/foundry/rolls/pipeline';
import { beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { cardModelOf } from '../../src/foundry/chat/card-model';
import type { RulesetDescriptor } from '../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { suiteCounter } from './cases';

boot();
const counter = suiteCounter(
  'hostile-text',
  'HTML and script in every rendered name and text field, on sheets and chat cards',
);
const { gm, player } = standIn.users;

/** Markup that must never become elements or handlers. */
const MARKUP = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>'];
/** Text that must show as itself: template syntax, entities, very long, bidirectional and zero-width. */
const TEXT = ['{{constructor}}', '&lt;b&gt;', `${'A'.repeat(10_000)}`, '\u202Eevil\u200B\u200Dtxt\u2066x\u2069'];
const HOSTILE = [...MARKUP, ...TEXT];

type Fields = Record<string, { fields?: Fields; options?: { choices?: unknown; blank?: boolean } }>;
const F = foundry.data.fields as unknown as Record<string, abstract new (...a: never[]) => unknown>;

/** Every free-text path of a model's schema (no choices, no ids, no file paths). */
function textPaths(fields: Fields, prefix = ''): { path: string; html: boolean }[] {
  const out: { path: string; html: boolean }[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (field instanceof F.SchemaField!) out.push(...textPaths(field.fields ?? {}, path));
    else if (field instanceof F.DocumentIdField! || field instanceof F.FilePathField!) continue;
    else if (field instanceof F.HTMLField!) out.push({ path, html: true });
    else if (field instanceof F.StringField! && field.options?.choices === undefined) out.push({ path, html: false });
  }
  return out;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
}

/** A `system` with every free-text field holding the hostile string (HTML fields: text strings only). */
function hostileSystem(model: unknown, hostile: string): { system: Record<string, unknown>; places: number } {
  const schema = (model as { schema?: { fields?: Fields } }).schema;
  const paths = textPaths(schema?.fields ?? {});
  const system: Record<string, unknown> = {};
  const textOnly = MARKUP.includes(hostile) ? TEXT[0]! : hostile;
  for (const { path, html } of paths) setPath(system, path, html ? textOnly : hostile);
  return { system, places: paths.length };
}

/** Fails if any injected markup survives in this HTML. */
function assertInert(html: string | HTMLElement, where: string): void {
  const root = typeof html === 'string' ? Object.assign(document.createElement('div'), { innerHTML: html }) : html;
  expect(root.querySelectorAll('script, iframe').length, `${where}: script`).toBe(0);
  expect(root.querySelectorAll('img[src="x"]').length, `${where}: injected img`).toBe(0);
  const handlers = [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
  );
  expect(handlers, `${where}: event handler attributes`).toEqual([]);
  // The templates draw their own svg (dice, clocks); an injected one carries its handler.
  expect(root.querySelectorAll('svg[onload]').length, `${where}: injected svg`).toBe(0);
}

/** All the text a user sees or edits: text nodes and form values. */
function shownText(root: HTMLElement): string {
  const values = [...root.querySelectorAll<HTMLInputElement>('input, textarea')].map((i) => i.value);
  return [root.textContent ?? '', ...values].join('\n');
}

type Sheet = { render(o?: unknown): Promise<unknown>; element: HTMLElement };
async function renderSheet(descriptor: RulesetDescriptor, doc: Actor.Implementation | Item.Implementation) {
  const kind = doc.documentName === 'Actor' ? 'Actor' : 'Item';
  const SheetClass = descriptor[kind][String(doc.type)]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new SheetClass({ document: doc });
  await sheet.render(true);
  return sheet.element;
}

/** A message as it shows: its roll, its content, the body its card model draws, its flavor. */
async function renderMessage(message: ChatMessage.Implementation): Promise<string> {
  const roll = (message.rolls as unknown as { render?(): Promise<string> }[])[0];
  const body = (await cardModelOf(message)?.renderBody()) ?? '';
  return [roll?.render ? await roll.render() : '', message.content ?? '', body, message.flavor ?? ''].join('\n');
}

beforeAll(async () => {
  standIn.actAs(gm);
  await settings().set(SYSTEM_ID, 'skipRollDialog', true);
});

describe.each(registry.all().map((d) => [d.id, d] as const))('%s', (id, descriptor) => {
  it.each(HOSTILE.map((h, i) => [i, h] as const))(
    'hostile string #%i in every name and text field: sheets and cards show it as text',
    async (_i, hostile) => {
      standIn.reset();
      standIn.actAs(gm);
      await settings().set(SYSTEM_ID, 'ruleset', id);
      const items = Object.entries(descriptor.Item).map(([type, d]) => {
        const { system, places } = hostileSystem(d.model, hostile);
        counter.add('places', places + 1);
        return { name: hostile, type, system };
      });
      for (const [type, d] of Object.entries(descriptor.Actor)) {
        const { system, places } = hostileSystem(d.model, hostile);
        counter.add('places', places + 1);
        standIn.actAs(gm);
        const actor = (await Actor.create({
          name: hostile,
          type,
          ownership: { [player.id]: 3 },
          system,
          items,
        } as never)) as Actor.Implementation;
        standIn.actAs(player);
        const sheet = await renderSheet(descriptor, actor);
        assertInert(sheet, `${type} sheet`);
        expect(shownText(sheet), `${type} sheet shows the name as text`).toContain(hostile);
        counter.tick('actor sheets');
        for (const item of actor.items) {
          const itemSheet = await renderSheet(descriptor, item as Item.Implementation);
          assertInert(itemSheet, `${String(item.type)} sheet`);
          expect(shownText(itemSheet), `${String(item.type)} sheet shows the name as text`).toContain(hostile);
          counter.tick('item sheets');
        }
        // Every roll the sheet offers, with hostile actor and item names on its card.
        const before = game.messages!.contents.length;
        for (const rollable of registry.rollablesOf(actor)) {
          try {
            await rollRollable(rollable, { fastForward: true });
          } catch {
            // A roll refused for want of a target or a resource posts nothing; the others are checked.
          }
        }
        for (const message of game.messages!.contents.slice(before) as ChatMessage.Implementation[]) {
          assertInert(await renderMessage(message), `${type} card`);
          counter.tick('chat cards');
        }
      }
      counter.add('hostile strings tried');
    },
  );
});

describe('the checks can fail', () => {
  it('an injected handler, script or image is caught; escaped text is not', () => {
    expect(() => assertInert('<img src=x onerror=alert(1)>', 't')).toThrow();
    expect(() => assertInert('<script>alert(1)</script>', 't')).toThrow();
    expect(() => assertInert('<b onclick="x">', 't')).toThrow();
    expect(() => assertInert('&lt;img src=x onerror=alert(1)&gt;', 't')).not.toThrow();
    counter.figure('hostile strings', HOSTILE.length);
  });
});
