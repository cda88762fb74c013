/**
 * The world panel: progress clocks (4/6/8, positive or negative, tick/untick, complete, hidden
 * from players), doom portents (0–6, manifest at 6), death clocks of the dying, and the
 * exploration-turn counter that checks for encounters at the danger cadence and burns light.
 * State lives in a world setting only the GM writes.
 */
import { cardText } from '../../foundry/cards';
import { beforeEach, describe, expect, it } from 'vitest';
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { trackerContext } from '../../../src/rulesets/countdown/apps/world-panel-context';
import {
  readTrackerState,
  saveTrackerState,
  trackerState,
  trackerSteps,
} from '../../../src/rulesets/countdown/apps/world-panel-state';
import { CountdownTracker } from '../../../src/rulesets/countdown/apps/world-panel';
import { advanceExplorationTurn, newSession } from '../../../src/rulesets/countdown/flows/gm';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownEncounterRoll } from '../../../src/rulesets/countdown/dice/gm-rolls';
import { ancestryItem, character, gear, lastMessage } from '../fixtures';

type App = {
  render(o?: unknown): Promise<unknown>;
  element: HTMLElement;
  clickAction(t: HTMLElement): Promise<void>;
  partsHTML: Record<string, string>;
};

async function panel(): Promise<App> {
  const app = new (CountdownTracker as unknown as new () => App)();
  await app.render(true);
  return app;
}
const button = (app: App, action: string, entry?: string) =>
  app.element.querySelector<HTMLElement>(`${entry ? `[data-entry="${entry}"] ` : ''}[data-action="${action}"]`)!;

describe('clocks and portents', () => {
  beforeEach(async () => {
    standIn.reset();
    await saveTrackerState(readTrackerState({}));
  });

  it('the GM adds a clock of 4, 6 or 8 segments; other sizes are refused', () => {
    const empty = readTrackerState({});
    for (const segments of [4, 6, 8]) {
      const added = trackerSteps.addClock(empty, {
        id: 'c',
        name: 'Winter Approaches',
        segments,
        polarity: 'negative',
        hidden: false,
      });
      expect(added.ok && added.state.clocks[0]).toMatchObject({ segments, filled: 0 });
    }
    expect(
      trackerSteps.addClock(empty, { id: 'c', name: 'x', segments: 5, polarity: 'negative', hidden: false }).ok,
    ).toBe(false);
  });

  it('ticks to completion with a notice, unticks, and hides from players', async () => {
    const app = await panel();
    (app.element.querySelector('[data-field="clockName"]') as HTMLInputElement).value = 'Trade Route';
    (app.element.querySelector('[data-field="clockPolarity"]') as HTMLSelectElement).value = 'positive';
    await app.clickAction(button(app, 'addClock'));
    const id = trackerState().clocks[0]!.id;
    await app.render();
    for (let i = 0; i < 4; i++) await app.clickAction(button(app, 'tick', id));
    expect(trackerState().clocks[0]).toMatchObject({
      name: 'Trade Route',
      segments: 4,
      filled: 4,
      polarity: 'positive',
    });
    expect(await cardText(lastMessage())).toContain('Trade Route is complete');
    await app.clickAction(button(app, 'tick', id));
    expect(standIn.notifications.at(-1)!.message).toMatch(/already complete/);
    await app.clickAction(button(app, 'untick', id));
    expect(trackerState().clocks[0]!.filled).toBe(3);
    await app.clickAction(button(app, 'toggleClockHidden', id));
    expect(trackerContext(trackerState(), false, []).clocks).toHaveLength(0);
    expect(trackerContext(trackerState(), true, []).clocks).toHaveLength(1);
  });

  it('a portent advances to 6 and manifests; it is reduced to no less than 0', async () => {
    const app = await panel();
    (app.element.querySelector('[data-field="portentName"]') as HTMLInputElement).value = 'The Pale King stirs';
    await app.clickAction(button(app, 'addPortent'));
    const id = trackerState().portents[0]!.id;
    await app.render();
    await app.clickAction(button(app, 'reducePortent', id));
    expect(standIn.notifications.at(-1)!.message).toMatch(/already at 0/);
    for (let i = 0; i < 6; i++) await app.clickAction(button(app, 'advancePortent', id));
    expect(trackerState().portents[0]).toMatchObject({ level: 6 });
    expect(await cardText(lastMessage())).toContain('The Pale King stirs manifests');
    expect(trackerContext(trackerState(), false, []).portents[0]).toMatchObject({ manifested: true });
  });

  it('players see the panel but cannot change it; its controls are the GM’s', async () => {
    standIn.actAs(standIn.users.player);
    const app = await panel();
    expect(app.element.querySelector('[data-action="addClock"]')).toBeNull();
    await expect(settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'tracker'), { clocks: [] })).rejects.toThrow(
      /GM/,
    );
  });

  it('shows the death clock of every dying character', async () => {
    await character(
      { hp: { value: 0, max: 6 }, vitals: { status: 'dying', deathClock: 3, cause: '' } },
      [],
      standIn.users.player,
      'Wren',
    );
    const app = await panel();
    expect(app.element.innerHTML).toContain('Wren’s Death'.replace('’', "'"));
    expect(app.element.innerHTML).toContain('3/4');
  });

  it('reads a damaged setting safely', () => {
    const state = readTrackerState({
      clocks: [{ segments: 7, filled: 99, polarity: 'sideways' }],
      portents: 'x',
      exploration: { turn: -3, danger: 'lethal' },
      light: 'neon',
    });
    expect(state.clocks[0]).toMatchObject({ segments: 4, filled: 4, polarity: 'negative' });
    expect(state.portents).toEqual([]);
    expect(state.exploration).toMatchObject({ turn: 0, danger: 'unsafe' });
    expect(state.light).toBe('bright');
  });
});

describe('the exploration-turn counter', () => {
  beforeEach(async () => {
    standIn.reset();
    await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', 'lightTriggers'), 'owner');
  });

  for (const [danger, every] of [
    ['unsafe', 3],
    ['risky', 2],
    ['deadly', 1],
  ] as const) {
    it(`${danger}: an encounter check (1 on a d6, whispered to the GM) every ${every} exploration turn(s)`, async () => {
      await saveTrackerState(readTrackerState({ exploration: { danger } }));
      const checks: number[] = [];
      for (let turn = 1; turn <= 6; turn++) {
        if (turn % every === 0) standIn.queueFaces(turn === every ? 1 : 4);
        const before = game.messages!.size;
        await advanceExplorationTurn();
        const rolls = [...game.messages!]
          .slice(before)
          .map((m) => rollOf<CountdownEncounterRoll>(m as never))
          .filter(Boolean);
        if (rolls.length) checks.push(turn);
        if (turn === every) {
          expect(rolls[0]!.resolved).toMatchObject({ face: 1, encounter: true });
          const card = [...game.messages!].find((m) => rollOf(m as never) === rolls[0]) as unknown as {
            _source: { whisper: string[] };
          };
          expect(card._source.whisper).toEqual([standIn.users.gm.id]);
        }
      }
      expect(checks).toEqual(Array.from({ length: 6 / every }, (_, i) => (i + 1) * every));
      expect(trackerState().exploration.turn).toBe(6);
    });
  }

  it('overland hours check for encounters but burn no light', async () => {
    await character({}, [gear('torch', 1, { lit: true })]);
    await saveTrackerState(readTrackerState({ exploration: { danger: 'deadly', unit: 'hour' } }));
    standIn.queueFaces(5);
    await advanceExplorationTurn();
    expect(game.messages!.size).toBe(1);
  });

  it('a new session gives every Human back the reroll', async () => {
    const human = await character({ uses: { humanReroll: true } }, [ancestryItem('human')]);
    await newSession();
    expect(human.system.uses.humanReroll).toBe(false);
  });
});
