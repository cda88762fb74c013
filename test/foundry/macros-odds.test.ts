import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { macroCommand, makeRollablesDraggable, onHotbarDrop, rollFromMacro } from '../../src/foundry/macros';
import { formatPercent, oddsTooltip, oddsView } from '../../src/foundry/odds/odds-view';
import { label, text } from '../../src/core/odds';
import { registry } from '../../src/foundry/registry';

boot();
const localize = (key: string) => standIn.i18n.localize(key);

describe('hotbar macros', () => {
  beforeEach(() => standIn.reset());

  it('embeds only the rollable key and label, as JSON (no code injection through a label)', () => {
    const command = macroCommand({ type: 'manifold.rollable', key: 'attr.dex', label: '"); alert(1); ("' });
    expect(command).toBe('game.manifold.rollFromMacro("attr.dex", "\\"); alert(1); (\\"", event);');
  });

  it('makes every roll button draggable, carrying its key and label', () => {
    const sheet = document.createElement('div');
    sheet.innerHTML =
      '<button type="button" data-action="roll" data-rollable="attr.dex" data-roll-label="DEX test">DEX</button>';
    makeRollablesDraggable(sheet);
    const button = sheet.querySelector('button')!;
    expect(button.draggable).toBe(true);
    let carried = '';
    const event = new (globalThis as unknown as { Event: typeof Event }).Event('dragstart');
    Object.defineProperty(event, 'dataTransfer', { value: { setData: (_t: string, v: string) => (carried = v) } });
    button.dispatchEvent(event);
    expect(JSON.parse(carried)).toEqual({ type: 'manifold.rollable', key: 'attr.dex', label: 'DEX test' });
  });

  it('names an icon-only roll control by its aria-label', () => {
    const sheet = document.createElement('div');
    sheet.innerHTML =
      '<button type="button" class="manifold-roll" data-action="roll" data-rollable="test.fit" aria-label="Roll a FIT test"><i class="fa-solid fa-dice-d20" aria-hidden="true"></i></button>';
    makeRollablesDraggable(sheet);
    let carried = '';
    const event = new (globalThis as unknown as { Event: typeof Event }).Event('dragstart');
    Object.defineProperty(event, 'dataTransfer', { value: { setData: (_t: string, v: string) => (carried = v) } });
    sheet.querySelector('button')!.dispatchEvent(event);
    expect(JSON.parse(carried)).toEqual({ type: 'manifold.rollable', key: 'test.fit', label: 'Roll a FIT test' });
  });

  it('creates a macro for a dropped rollable and leaves other drops to Foundry', async () => {
    expect(onHotbarDrop({ type: 'Item', uuid: 'x' }, 1)).toBeUndefined();
    // The drop answers at once (Hooks.call) and makes the macro after: wait for its creation.
    const created = new Promise((resolve) => Hooks.once('createMacro', resolve));
    expect(onHotbarDrop({ type: 'manifold.rollable', key: 'k', label: 'L' }, 1)).toBe(false);
    await created;
    expect(game.macros!.find((m) => m.name === 'L')).toBeTruthy();
  });

  it('says clearly when there is no actor, or the actor cannot make that roll', async () => {
    expect(await rollFromMacro(registry, 'k', 'Strength', undefined)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe(standIn.i18n.localize('MANIFOLD.macro.noActor'));
    const actor = await Actor.create({ name: 'Mira', type: 'relic-seeker' } as never);
    (standIn.users.gm as unknown as { character: unknown }).character = actor;
    expect(await rollFromMacro(registry, 'nope', 'Strength', undefined)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toBe('Mira cannot make the roll "Strength".');
    (standIn.users.gm as unknown as { character: unknown }).character = null;
  });
});

describe('odds view', () => {
  it('formats percentages so that 0% and 100% always mean impossible and certain', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.0004)).toBe('0.1%');
    expect(formatPercent(0.9996)).toBe('99.9%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0.625)).toBe('63%');
    expect(formatPercent(NaN)).toBe('0%');
  });

  it('scales bars to the tallest, localises labels and writes a sentence for screen readers', () => {
    const view = oddsView(
      {
        headline: { label: label('MANIFOLD.odds.title'), probability: 0.75 },
        bars: [
          { label: text(0), probability: 0.25, tone: 'failure' },
          { label: text(1), probability: 0.5, tone: 'success' },
          { label: text(2), probability: 0.25 },
        ],
        expected: [{ label: text('Effect'), value: 1.234 }],
      },
      localize,
    );
    expect(view.bars.map((b) => b.size)).toEqual([50, 100, 50]);
    expect(view.bars[2]!.tone).toBe('neutral');
    expect(view.headline).toEqual({ label: 'Exact odds before rolling', percent: '75%' });
    expect(view.expected).toEqual([{ label: 'Effect', value: '1.23' }]);
    expect(view.summary).toBe('Exact odds before rolling: 75%; 0 25%; 1 50%; 2 25%; Effect 1.23');
    expect(oddsTooltip({ headline: { label: text('Hit'), probability: 0.55 }, bars: [] }, localize)).toBe('Hit: 55%');
  });
});

describe('roll shortcuts', () => {
  it('Alt presets and Ctrl or ⌘ presets what each dialog field says they preset; other fields are untouched', async () => {
    const { applyKeyboardShortcuts } = await import('../../src/foundry/rolls/configure');
    const config = {
      title: 't',
      evaluate: () => ({ odds: null }),
      fields: [
        { name: 'advantage', label: 'a', kind: 'checkbox' as const, value: false, keyPresets: { advantage: true } },
        {
          name: 'disadvantage',
          label: 'd',
          kind: 'checkbox' as const,
          value: false,
          keyPresets: { disadvantage: true },
        },
        // A field that names no preset keeps its value whatever is held.
        { name: 'bonus', label: 'b', kind: 'number' as const, value: 0 },
      ],
    };
    const values = (event: object | undefined) => applyKeyboardShortcuts(config, event).fields.map((f) => f.value);
    expect(values(undefined)).toEqual([false, false, 0]);
    expect(values({ altKey: true })).toEqual([true, false, 0]);
    expect(values({ ctrlKey: true })).toEqual([false, true, 0]);
    expect(values({ metaKey: true })).toEqual([false, true, 0]);
    expect(applyKeyboardShortcuts(config, {})).toBe(config);
  });
});
