/** The compendium sources are exactly what the engine's tables and the rules text produce. */
import { describe, expect, it } from 'vitest';
import { DIFFERENCE_TABLE } from '../../src/rulesets/difference/rules';
import { PACKS, referencePack } from './pack-content';
import { storedAndGenerated, writePacksWhenAsked } from '../packs/sources';

writePacksWhenAsked(PACKS);

describe('difference compendiums', () => {
  it('hold exactly the generated documents', () => {
    for (const [name, build] of Object.entries(PACKS)) {
      const { stored, generated } = storedAndGenerated(name, build);
      expect(stored, name).toEqual(generated);
    }
  });

  it('the reference reproduces all 21 rows of the d100 table and the five DR bands', () => {
    const [resolution] = referencePack();
    const html = resolution!.pages.map((p) => p.text.content).join('');
    for (const row of DIFFERENCE_TABLE) expect(html).toContain(`<td>${row.tn}+</td><td>${row.chance}%</td>`);
    expect(html.match(/<tr>/g)!.length).toBe(1 + 21 + 1 + 5);
    for (const band of ['1-2', '3-5', '6-8', '9-10', '11+']) expect(html).toContain(`<td>${band}</td>`);
  });

  it('the conditions journal has every condition with its rules text', () => {
    const [, conditions] = referencePack();
    expect(conditions!.pages).toHaveLength(18);
    expect(conditions!.pages.find((p) => p.name === 'Dazed')!.text.content).toContain('-2 penalty');
  });
});
