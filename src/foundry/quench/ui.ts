/**
 * Quench batch for the UI Foundry builds while a world loads, on a real Foundry: the scene
 * controls are built as the canvas draws, before `ready`, so every tool Manifold offers for the
 * active ruleset must be on them without a reset (src/foundry/scene-controls.ts); and the effect
 * editor's "Advanced" fold sits in the changes tab of core's ActiveEffectConfig, not in its tab
 * bar (src/foundry/effects/editor.ts).
 */
import type { SceneControlGroup } from '../data/config';
import { madeInBatch } from './helpers';
import type { Quench } from './types';
import type { RulesetRegistry } from '../registry';
import { addSceneTools } from '../scene-controls';
import { activeRulesetId } from '../settings';

/** The tools Manifold adds to the token controls for this ruleset and user, by name. */
function expectedTools(registry: RulesetRegistry): string[] {
  const scratch: Record<string, SceneControlGroup> = { tokens: { tools: {} } };
  addSceneTools(scratch, registry, activeRulesetId());
  return Object.keys(scratch.tokens!.tools!);
}

/** The controls Foundry built (SceneControls#controls), or undefined before the first render. */
function builtControls(): Record<string, SceneControlGroup> | undefined {
  // fvtt-types gap: its SceneControls does not declare v13's `controls` record.
  const app: unknown = ui.controls;
  return (app as { controls?: Record<string, SceneControlGroup> } | undefined)?.controls;
}

export function registerUiLifeCycleBatch(quench: Quench, registry: RulesetRegistry): void {
  quench.registerBatch(
    'manifold.uiLifeCycle',
    ({ it, after, assert }) => {
      const made = madeInBatch(after);
      it('the active ruleset’s tools are on the token controls Foundry built at load', () => {
        const tools = builtControls()?.tokens?.tools;
        assert.ok(tools, 'the scene controls were built');
        for (const name of expectedTools(registry)) assert.ok(tools?.[name], `${name} on the token controls`);
      });
      it('the effect editor’s Advanced fold sits in the changes tab, not in the tab bar', async () => {
        const ruleset = registry.get(activeRulesetId());
        const key = ruleset.effectFields?.find((f) => !f.path.endsWith('.*'))?.path;
        if (!key) return; // a ruleset without effect keys: nothing is decorated
        const actor = (await Actor.create({
          name: 'Quench effect editor',
          type: ruleset.primaryActorType as Actor.SubType,
          effects: [{ name: 'Quench change', changes: [{ key, mode: 2, value: '1' }] }],
        } as Actor.CreateData))!;
        made.push(actor);
        const effect = [...actor.effects][0]!;
        const sheet = new foundry.applications.sheets.ActiveEffectConfig({ document: effect });
        await sheet.render({ force: true, tab: 'changes' });
        const fold = sheet.element.querySelector('details.manifold-effect-advanced');
        assert.ok(fold, 'the Advanced fold is drawn');
        assert.equal(fold?.closest('section.tab')?.getAttribute('data-tab'), 'changes', 'in the changes tab');
        assert.ok(!fold?.closest('nav'), 'not in the tab bar');
        await sheet.close();
      });
    },
    { displayName: 'Manifold: the UI Foundry builds at load (scene controls, effect editor)' },
  );
}
