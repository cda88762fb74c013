/**
 * The shared text helpers the sheets lean on: `localize` gives what `game.i18n` gives and formats
 * as Foundry's `format`, unknown placeholders kept (templates reach it as `manifold-localize`);
 * `manifold-item-order` writes a row's labelled re-order buttons, its name escaped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { localize } from '../../src/foundry/i18n';
import Handlebars from 'handlebars';
import { formLabel, itemOrder, localizeHelper, registerManifoldHelpers } from '../../src/foundry/templates';
import type { StandIn } from '../foundry-stand-in';
import { boot } from './boot';

boot();
const standIn = (globalThis as unknown as { standIn: StandIn }).standIn;

describe('localize', () => {
  beforeEach(() => standIn.reset());

  it('gives what game.i18n gives, formatted as its format, and keeps unknown placeholders', () => {
    expect(localize('MANIFOLD.drop.moveUp')).toBe(game.i18n!.localize('MANIFOLD.drop.moveUp'));
    expect(localize('MANIFOLD.drop.moveUp', { name: 'Rope' })).toBe(
      game.i18n!.format('MANIFOLD.drop.moveUp', { name: 'Rope' }),
    );
    expect(localize('MANIFOLD.drop.moveUp', { other: 1 })).toContain('{name}');
  });

  it('the template helper gives the same, with or without hash data', () => {
    expect(localizeHelper('MANIFOLD.drop.moveUp', { hash: {} })).toBe(localize('MANIFOLD.drop.moveUp'));
    expect(localizeHelper('MANIFOLD.drop.moveUp', { hash: { name: 'Rope' } })).toBe(
      game.i18n!.format('MANIFOLD.drop.moveUp', { name: 'Rope' }),
    );
  });

  it('follows game.i18n when it changes (another language)', () => {
    const english = localize('MANIFOLD.drop.moveUp');
    const original = game.i18n!;
    const other = Object.create(original) as typeof original;
    other.localize = (key: string) => (key === 'MANIFOLD.drop.moveUp' ? 'Monter {name}' : original.localize(key));
    const slot = game as { i18n: typeof original };
    slot.i18n = other;
    try {
      expect(localize('MANIFOLD.drop.moveUp', { name: 'Corde' })).toBe('Monter Corde');
    } finally {
      slot.i18n = original;
    }
    expect(localize('MANIFOLD.drop.moveUp')).toBe(english);
  });
});

describe('templates', () => {
  it("localise through manifold-localize, one helper for every template's text, not core localize", () => {
    const root = join(__dirname, '..', '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.hbs') ? [join(dir, e.name)] : [],
      );
    const core = files(join(root, 'templates')).filter((f) => /[{(]localize\s/.test(readFileSync(f, 'utf8')));
    expect(core.map((f) => relative(root, f))).toEqual([]);
  });
});

describe('manifold-item-order', () => {
  beforeEach(() => standIn.reset());
  const editable = { data: { root: { editable: true } } };

  it('writes two labelled, tool-tipped buttons, the name escaped', () => {
    document.body.innerHTML = itemOrder('<b>Rope & "Hook"</b>', editable);
    const [up, down] = [...document.querySelectorAll<HTMLButtonElement>('.manifold-item-order button')];
    expect(up!.dataset.action).toBe('moveItemUp');
    expect(down!.dataset.action).toBe('moveItemDown');
    expect(up!.getAttribute('aria-label')).toBe('Move <b>Rope & "Hook"</b> up');
    expect(down!.getAttribute('aria-label')).toBe('Move <b>Rope & "Hook"</b> down');
    expect(up!.dataset.tooltipText).toBe(up!.getAttribute('aria-label'));
    expect(document.querySelector('b')).toBeNull();
    expect(up!.type).toBe('button');
  });

  it('writes nothing on a sheet the user cannot edit', () => {
    expect(itemOrder('Rope', { data: { root: { editable: false } } })).toBe('');
    expect(itemOrder('Rope', {})).toBe('');
  });
});

describe('manifold-label', () => {
  beforeEach(() => standIn.reset());

  it('reads as the localised text, each number range on one line (never "(20– / 24)")', () => {
    document.body.innerHTML = `<label>${formLabel('MANIFOLD.relic.dialog.extremeDn')}</label>`;
    const label = document.querySelector('label')!;
    expect(label.textContent).toBe(localize('MANIFOLD.relic.dialog.extremeDn'));
    expect([...label.querySelectorAll('.mf-nowrap')].map((s) => s.textContent)).toEqual(['20–24']);
  });

  it('keeps every range of a hint whole, hyphen or en dash, and leaves other numbers alone', () => {
    document.body.innerHTML = `<p>${formLabel('1-2 Trivial · 3 – 5 Standard · 11+ Legendary')}</p>`;
    expect([...document.querySelectorAll('.mf-nowrap')].map((s) => s.textContent)).toEqual(['1-2', '3 – 5']);
  });

  it('escapes the text before it marks the ranges', () => {
    document.body.innerHTML = `<p>${formLabel('<b>1–2</b> & more')}</p>`;
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('p')!.textContent).toBe('<b>1–2</b> & more');
  });
});

describe('manifold-count-key', () => {
  beforeEach(() => standIn.reset());

  it("words a template's count for one thing through the key's One sibling", () => {
    const handlebars = Handlebars.create();
    registerManifoldHelpers(handlebars);
    const rolls = handlebars.compile(
      `{{manifold-localize (manifold-count-key "MANIFOLD.difference.task.rollsSoFar" rolls) rolls=rolls}}`,
    );
    expect([0, 1, 2].map((n) => rolls({ rolls: n }))).toEqual(['0 rolls', '1 roll', '2 rolls']);
  });
});
