/**
 * The countdown tracker's scene-control tool after a load: Foundry builds the scene controls as
 * the canvas draws, before `ready` (test/foundry/boot.ts `bootWorld`), so the tool must be there
 * without the controls being rebuilt.
 */
import { describe, expect, it } from 'vitest';
import { bootWorld, standInUI } from '../../foundry/boot';

describe('countdown after a load', () => {
  it('the tracker tool is among the token controls the canvas built, and opens the tracker', async () => {
    await bootWorld({ ruleset: 'countdown' });
    const controls = standInUI().controls;
    expect(controls.prepared).toBe(1);
    expect(controls.controls.tokens!.tools.countdownTracker).toMatchObject({ button: true });
    const button = controls.element.querySelector<HTMLElement>('[data-tool="countdownTracker"]')!;
    const title = controls.controls.tokens!.tools.countdownTracker!.title;
    expect(button.getAttribute('aria-label')).toBe(game.i18n!.localize(title));
    await controls.clickAction(button);
    await standIn.settled();
    expect(standIn.hookCalls.some((c) => c.name === 'renderCountdownTracker')).toBe(true);
  });
});
