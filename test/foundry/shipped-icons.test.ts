/**
 * Every image the system gives a document of its own accord is an icon it ships: each item type's
 * default image, each ruleset's statuses, a new effect, a new macro. Foundry's core icons
 * (`icons/…`) are not ours to ship, and its default silhouette made a sword, a rope and a poison
 * look the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boot } from './boot';
import { RULESETS } from '../../src/rulesets';
import { newEffectData } from '../../src/foundry/effects/sheet-actions';
import { MACRO_ICON, NEW_EFFECT_ICON } from '../../src/foundry/icons';
import { ICONS as COUNTDOWN_ICONS } from '../../src/rulesets/countdown/data/catalogue';

boot({ ruleset: 'relic' });

const ROOT = path.resolve(__dirname, '../..');

/** What is wrong with an image path, or '' when it names a file the system ships. */
function problem(img: string | undefined): string {
  if (!img) return 'no image';
  if (img.startsWith('icons/') || img.includes('mystery-man')) return `Foundry core icon ${img}`;
  if (!img.startsWith('systems/manifold/assets/')) return `not a shipped asset: ${img}`;
  const file = path.join(ROOT, img.slice('systems/manifold/'.length));
  return fs.existsSync(file) ? '' : `missing file ${img}`;
}

describe('the icons the system gives documents are its own', () => {
  it('every item type is created with its own shipped image', () => {
    const Item = CONFIG.Item.documentClass as unknown as { getDefaultArtwork(data: object): { img: string } };
    const wrong = RULESETS.flatMap((r) =>
      Object.keys(r.Item).map((type) => [type, problem(Item.getDefaultArtwork({ type, name: 'x' }).img)]),
    ).filter(([, p]) => p);
    expect(wrong).toEqual([]);
  });

  it('an item an actor is given without an image gets its type’s', () => {
    const Item = CONFIG.Item.documentClass as unknown as new (data: object) => { img: string };
    expect(new Item({ type: 'relic-weapon', name: 'Longsword' }).img).toMatch(/broadsword\.svg$/);
  });

  it('different item types of a ruleset look different where they are different things', () => {
    for (const r of RULESETS) {
      const imgs = Object.values(r.Item).map((t) => t.img);
      expect(new Set(imgs).size, r.id).toBe(imgs.length);
    }
  });

  it('every status of every ruleset has a shipped icon', () => {
    const wrong = RULESETS.flatMap((r) =>
      (r.statusEffects ?? []).map((s) => [`${r.id}.${s.id}`, problem(s.img)]),
    ).filter(([, p]) => p);
    expect(wrong).toEqual([]);
  });

  it('a new effect, a new macro and the countdown catalogue use shipped icons', () => {
    expect(problem(NEW_EFFECT_ICON)).toBe('');
    expect(problem(MACRO_ICON)).toBe('');
    const holder = { documentName: 'Actor' } as unknown as Actor.Implementation;
    expect(problem(newEffectData('passive', holder).img ?? undefined)).toBe('');
    expect(Object.values(COUNTDOWN_ICONS).map(problem).filter(Boolean)).toEqual([]);
  });

  /** Every document of these types anywhere in the packs (on its own, held, or in an adventure). */
  function packDocuments(types: Set<string>): { where: string; doc: Record<string, unknown> }[] {
    const found: { where: string; doc: Record<string, unknown> }[] = [];
    const walk = (o: unknown, where: string): void => {
      if (Array.isArray(o)) return o.forEach((x) => walk(x, where));
      if (!o || typeof o !== 'object') return;
      const doc = o as Record<string, unknown>;
      if (typeof doc.type === 'string' && types.has(doc.type)) found.push({ where, doc });
      for (const v of Object.values(o)) walk(v, where);
    };
    const packs = path.join(ROOT, 'packs');
    for (const dir of fs.readdirSync(packs))
      for (const file of fs.readdirSync(path.join(packs, dir)).filter((f) => f.endsWith('.json')))
        walk(JSON.parse(fs.readFileSync(path.join(packs, dir, file), 'utf8')), `${dir}/${file}`);
    return found;
  }

  const imageOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

  it('every item in the packs, on its own or held by an actor, shows a shipped image', () => {
    const itemTypes = new Set(RULESETS.flatMap((r) => Object.keys(r.Item)));
    const wrong = packDocuments(itemTypes)
      .map(({ where, doc }) => [`${where}: ${String(doc.name)}`, problem(imageOf(doc.img))])
      .filter(([, p]) => p);
    expect(wrong).toEqual([]);
  });

  it('every actor in the packs has its own portrait and token, shipped', () => {
    const actorTypes = new Set(RULESETS.flatMap((r) => Object.keys(r.Actor)));
    const actors = packDocuments(actorTypes);
    expect(actors.length).toBeGreaterThan(50);
    const wrong = actors.flatMap(({ where, doc }) => {
      const token = (doc.prototypeToken as { texture?: { src?: unknown } } | undefined)?.texture?.src;
      return [
        [`${where}: ${String(doc.name)}`, problem(imageOf(doc.img))],
        ...(token === undefined ? [] : [[`${where}: ${String(doc.name)} (token)`, problem(imageOf(token))]]),
      ].filter(([, p]) => p);
    });
    expect(wrong).toEqual([]);
  });

  it('no source file names a Foundry core icon', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.(ts|hbs)$/.test(entry.name) &&
          /['"`]icons\/[\w/-]+\.(svg|webp|png)/.test(fs.readFileSync(full, 'utf8'))
        )
          found.push(path.relative(ROOT, full));
      }
    };
    walk(path.join(ROOT, 'src'));
    walk(path.join(ROOT, 'templates'));
    expect(found).toEqual([]);
  });
});
