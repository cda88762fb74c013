import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, ready } from './boot';
import { activeRulesetId, settings, shouldSkipDialog, SYSTEM_ID } from '../../src/foundry/settings';
import { chooseRuleset, chooserContext, RulesetChooser } from '../../src/foundry/ruleset-chooser';
import { registry } from '../../src/foundry/registry';
import { RULESET_IDS } from '../../src/foundry/ruleset';
import { withActiveTypes } from '../../src/foundry/documents/active-types';

boot();

async function oneOfEach() {
  for (const d of registry.all()) {
    await Actor.create({
      name: `A ${d.id}`,
      type: d.primaryActorType,
      system: { hp: { value: 4, max: 9 }, level: 3 },
    } as never);
  }
}

describe('the ruleset setting, chooser and switch', () => {
  beforeEach(async () => {
    standIn.reset();
    await settings().set(SYSTEM_ID, 'ruleset', 'relic');
    await settings().set(SYSTEM_ID, 'rulesetChosen', false);
  });

  it('registers the ruleset as a GM-only world setting that requires a reload', () => {
    const config = (game.settings as unknown as { settings: Map<string, Record<string, unknown>> }).settings.get(
      'manifold.ruleset',
    )!;
    expect(config).toMatchObject({ scope: 'world', config: true, requiresReload: true, default: 'relic' });
    expect(Object.keys(config.choices as object)).toEqual([...RULESET_IDS]);
  });

  it('falls back to the default when the stored value is corrupt', async () => {
    await settings().set(SYSTEM_ID, 'ruleset', '<script>');
    expect(activeRulesetId()).toBe('relic');
  });

  it('players cannot switch the ruleset', async () => {
    standIn.actAs(standIn.users.player);
    await expect(settings().set(SYSTEM_ID, 'ruleset', 'hitdice')).rejects.toThrow(/GM/);
  });

  it('the chooser lists the five rulesets with a one-line summary each and marks the current one', () => {
    const context = chooserContext(registry, 'difference');
    expect(context.rulesets.map((r) => r.id)).toEqual([...RULESET_IDS]);
    for (const r of context.rulesets) {
      expect(standIn.i18n.has(r.label), r.label).toBe(true);
      expect(standIn.i18n.has(r.summary), r.summary).toBe(true);
      expect(standIn.i18n.localize(r.summary)).not.toContain('\n');
    }
    expect(context.rulesets.filter((r) => r.checked).map((r) => r.id)).toEqual(['difference']);
  });

  it('the chooser opens for the GM on a world’s first start only, and choosing stores the ruleset', async () => {
    const render = vi.spyOn(RulesetChooser.prototype, 'render');
    standIn.actAs(standIn.users.player);
    await ready();
    expect(render).not.toHaveBeenCalled();
    standIn.actAs(standIn.users.gm);
    await ready();
    expect(render).toHaveBeenCalledTimes(1);
    const chooser = render.mock.instances[0] as unknown as RulesetChooser & { partsHTML: Record<string, string> };
    await render.mock.results[0]!.value;
    expect(chooser.partsHTML.list).toContain('value="countdown"');
    await (chooser as unknown as { submit(v: unknown): Promise<void> }).submit({ ruleset: 'countdown' });
    expect(activeRulesetId()).toBe('countdown');
    expect(settings().get(SYSTEM_ID, 'rulesetChosen')).toBe(true);
    // Every connected client reloads into the chosen ruleset, not the GM's alone.
    expect(standIn.reloads).toEqual(['world']);
    await ready();
    expect(render).toHaveBeenCalledTimes(1);
    render.mockRestore();
  });

  it('switching through every ruleset and back leaves every document byte-for-byte the same', async () => {
    await oneOfEach();
    const before = JSON.stringify(game.actors!.map((a) => a.toObject()));
    for (const id of [...RULESET_IDS, 'relic']) {
      await chooseRuleset(id as never);
      expect(activeRulesetId()).toBe(id);
    }
    expect(JSON.stringify(game.actors!.map((a) => a.toObject()))).toBe(before);
  });

  it('the create dialog offers only the active ruleset’s types', async () => {
    await chooseRuleset('hitdice');
    expect(withActiveTypes('Actor', undefined).types).toEqual(registry.typesOffered('hitdice', 'Actor'));
    // A caller asking for another ruleset's type gets the active ones instead.
    expect(withActiveTypes('Actor', { types: ['relic-seeker'] }).types).toEqual(
      registry.typesOffered('hitdice', 'Actor'),
    );
    const options = (await Actor.implementation.createDialog({}, {}, {})) as unknown as { types: string[] };
    expect(options.types).toEqual(registry.typesOffered('hitdice', 'Actor'));
  });

  it('Shift-click skips the dialog, and the client setting inverts that', async () => {
    expect(shouldSkipDialog({ shiftKey: false })).toBe(false);
    expect(shouldSkipDialog({ shiftKey: true })).toBe(true);
    await settings().set(SYSTEM_ID, 'skipRollDialog', true);
    expect(shouldSkipDialog({ shiftKey: false })).toBe(true);
    expect(shouldSkipDialog({ shiftKey: true })).toBe(false);
    await settings().set(SYSTEM_ID, 'skipRollDialog', false);
  });
});
