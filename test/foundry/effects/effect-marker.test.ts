/**
 * One "changed by effects" marker on every sheet of every ruleset. With the gallery's effects
 * sample (each ruleset's character carrying a passive effect, a temporary one, a disabled one and
 * one an item transfers), on every tab of its sheet:
 *
 * - every number whose field an active effect changes is marked (`manifold-effect-changed`, the
 *   dotted underline with the breakdown tooltip), and shown somewhere on the sheet;
 * - no other number is marked, and nothing is marked by hand (the marker comes from the field's
 *   `data-effect-key` and the actor's effect report only);
 * - every input that edits one of the ruleset's effect fields names its field (`data-effect-key`),
 *   so it is marked the day an effect changes it.
 */
import { describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { registry } from '../../../src/foundry/registry';
import { effectReportOf } from '../../../src/foundry/effects/list';
import { findEffectField } from '../../../src/foundry/effects/fields';
import type { GallerySamples, SampleDocument } from '../../gallery/samples';
import { showAllTabs } from '../sheet-tabs';

boot();

const RULESETS = ['relic', 'hitdice', 'difference', 'countdown', 'cryture'] as const;
const MARK = 'manifold-effect-changed';

type Sheet = { render(o?: unknown): Promise<unknown>; element: HTMLElement };

async function effectsSample(id: string): Promise<SampleDocument> {
  const { samples } = (await import(`../../${id}/samples.ts`)) as { samples: GallerySamples };
  const sample = samples.actors?.find((a) => a.tab === 'effects');
  if (!sample) throw new Error(`${id}: the gallery has no effects sample`);
  return sample;
}

describe.each(RULESETS)('%s: the effects sample', (id) => {
  it('marks every number an active effect changes, and no other', async () => {
    const sample = await effectsSample(id);
    const actor = (await Actor.create(sample as never)) as Actor.Implementation;
    const ruleset = registry.get(id)!;
    const Sheet = ruleset.Actor[sample.type]!.sheet as unknown as new (o: unknown) => Sheet;
    const sheet = new Sheet({ document: actor });
    await sheet.render(true);
    await showAllTabs(sheet);
    const root = sheet.element;

    const report = effectReportOf(actor, ruleset);
    const fields = ruleset.effectFields ?? [];
    const changed = Object.entries(report?.sources ?? {})
      .filter(([path, s]) => s.parts.length && findEffectField(fields, path))
      .map(([path]) => path);
    expect(changed.length, 'the sample changes some numbers').toBeGreaterThan(1);

    const problems: string[] = [];
    const keyed = [...root.querySelectorAll<HTMLElement>('[data-effect-key]')];
    for (const path of changed) {
      const shown = keyed.filter((el) => el.dataset.effectKey === path);
      if (!shown.length) problems.push(`${path} is changed but no number on the sheet shows it`);
      for (const el of shown) if (!el.classList.contains(MARK)) problems.push(`${path} is changed but not marked`);
    }
    for (const el of root.querySelectorAll<HTMLElement>(`.${MARK}`)) {
      const key = el.dataset.effectKey;
      if (!key) problems.push(`marked by hand: <${el.tagName.toLowerCase()} class="${el.className}">`);
      else if (!changed.includes(key)) problems.push(`${key} is marked but no active effect changes it`);
    }
    for (const input of root.querySelectorAll<HTMLInputElement>('input[name]')) {
      if (findEffectField(fields, input.name) && !input.dataset.effectKey)
        problems.push(`the input for ${input.name} does not name its effect field`);
    }
    expect(problems).toEqual([]);
  });
});
