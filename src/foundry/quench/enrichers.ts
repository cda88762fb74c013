/**
 * What only a real Foundry shows about the enrichers: Foundry's own TextEditor runs the
 * registered enrichers, and every reference link resolves to a page of the real compendium.
 */
import type { RulesetRegistry } from '../registry';
import { referencePageUuid, referencePack } from '../enrichers/reference-ids';
import { activeRulesetId, SYSTEM_ID } from '../settings';

interface Assert {
  ok(value: unknown, message?: string): void;
  equal(a: unknown, b: unknown, message?: string): void;
}
type Batch = (context: {
  describe(n: string, f: () => void): void;
  it(n: string, f: () => Promise<void>): void;
  assert: Assert;
}) => void;

const enrich = (text: string) => foundry.applications.ux.TextEditor.implementation.enrichHTML(text);

export function enricherBatch(registry: RulesetRegistry): Batch {
  return ({ describe, it, assert }) => {
    const d = registry.get(activeRulesetId());
    describe(`${d.id}: references and checks`, () => {
      it('links every status and section to a page the reference pack holds', async () => {
        const pack = game.packs?.get(`${SYSTEM_ID}.${referencePack(d.id)}`);
        assert.ok(pack, 'the reference pack exists');
        const keys = [...(d.references?.sections ?? []).map((s) => s.key), ...(d.statusEffects ?? []).map((s) => s.id)];
        for (const key of keys) {
          const div = document.createElement('div');
          div.innerHTML = await enrich(`&Reference[${key}]`);
          const uuid = div.querySelector<HTMLElement>('a.content-link')?.dataset.uuid;
          const expected = referencePageUuid(d.id, key);
          assert.equal(uuid, expected, key);
          assert.ok(await fromUuid(expected), `${key} resolves`);
        }
      });
      it('turns an unknown reference into titled plain text', async () => {
        const div = document.createElement('div');
        div.innerHTML = await enrich('<p>&Reference[No Such Thing]</p>');
        assert.ok(div.querySelector('span.manifold-unknown-reference[title]'), 'titled span');
        assert.equal(div.textContent, 'No Such Thing');
      });
    });
  };
}
