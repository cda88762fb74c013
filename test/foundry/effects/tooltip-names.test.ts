/**
 * Item and effect names are user text: a sheet's tooltips that hold them must reach core's
 * TooltipManager as text (`data-tooltip-text`), never as HTML, so a name that is markup stays text.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { registry } from '../../../src/foundry/registry';
import { RULESET_IDS } from '../../../src/foundry/ruleset';
import { tooltipMarkup, tooltipOf } from '../../foundry-stand-in/elements';
import { showAllTabs } from '../sheet-tabs';

boot();

const HOSTILE = '<img src=x onerror="alert(1)">';

type Sheet = { render(o?: unknown): Promise<unknown>; element: HTMLElement };

describe('tooltips holding item and effect names', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    const descriptor = registry.get(id);
    for (const type of Object.keys(descriptor.Actor)) {
      it(`${type}: every tooltip would show the names as text, no markup`, async () => {
        const key = descriptor.effectFields![0]!.path;
        const actor = (await Actor.create({
          name: 'Oren',
          type,
          items: Object.keys(descriptor.Item).map((itemType) => ({ name: HOSTILE, type: itemType })),
          effects: [{ name: HOSTILE, changes: [{ key, mode: 2, value: '1' }] }],
        } as never)) as Actor.Implementation;
        const Sheet = descriptor.Actor[type]!.sheet as unknown as new (o: unknown) => Sheet;
        const sheet = new Sheet({ document: actor });
        await sheet.render(true);
        await showAllTabs(sheet);
        const tipped = [...sheet.element.querySelectorAll('[data-tooltip], [data-tooltip-text], [data-tooltip-html]')];
        // Where the names reach a tooltip (a monster sheet shows no effect numbers), they are text.
        const named = tipped.filter((el) => JSON.stringify(tooltipOf(el)).includes('onerror'));
        for (const el of named) expect(tooltipOf(el)).toHaveProperty('text');
        for (const el of tipped) expect(tooltipMarkup(el), el.outerHTML).toEqual([]);
      });
    }
  }
});
