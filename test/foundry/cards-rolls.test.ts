import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { wireCardActions } from '../../src/foundry/chat/card-actions';
import { ManifoldRoll } from '../../src/foundry/rolls/manifold-roll';
import { dice, type Resolution } from '../../src/core/dice';
import { noChoices, runRoll } from '../../src/foundry/rolls/pipeline';
import { rollOfRecordedDice } from '../../src/foundry/rolls/foundry-dice';
import { authorAction, ranActions, testRegistry, useAuthorOnlyRollCard } from './fixtures';

boot();
const registry = testRegistry();
useAuthorOnlyRollCard();

interface Pair {
  sum: number;
  doubles: boolean;
  faces: number[];
}

/** Rules that read 2d6 as (sum, doubles?) — enough to exercise the base class. */
function* pair(): Resolution<Pair> {
  const [a, b] = (yield* dice(2, 6)) as [number, number];
  return { sum: a + b, doubles: a === b, faces: [a, b] };
}

class PairRoll extends ManifoldRoll {
  static override CHAT_TEMPLATE = 'systems/manifold/templates/shared/roll-card.hbs';
  protected cardContext() {
    const o = this.outcome as { sum: number; doubles: boolean; faces: number[] };
    return {
      title: this.options.request.label as string,
      dice: o.faces.map((f) => ({ faces: 6, result: f, role: 'safe', roleLabel: 'Die', tone: 'neutral' })),
      rows: [{ label: 'Sum', value: o.sum }],
      outcome: { label: o.doubles ? 'Doubles' : 'No doubles', tone: o.doubles ? 'success' : 'failure' },
      buttons: [{ action: 'relic.authorOnly', label: 'Apply', icon: 'fa-solid fa-check', data: {} }],
    };
  }
}
(CONFIG.Dice.rolls as unknown[]).push(PairRoll);

/** A pair rolled through the roll pipeline and posted: the roll and its message. */
async function postedPair(label: string) {
  const done = await runRoll(
    {
      kind: 'test.pair',
      actor: null,
      dialog: noChoices('Pair'),
      request: () => ({ label }),
      resolve: pair,
      mostDice: 2,
      chatRoll: (made) =>
        rollOfRecordedDice<PairRoll>(PairRoll, made.dice, {
          ruleset: 'relic',
          request: made.request,
          outcome: made.result,
        }),
    },
    { fastForward: true },
  );
  return { roll: done!.roll as PairRoll, message: done!.message };
}

describe('base roll and chat cards', () => {
  beforeEach(() => {
    standIn.reset();
    ranActions.length = 0;
  });

  it('keeps the outcome the rules made of Foundry’s dice in the roll’s options, and its dice as terms', async () => {
    standIn.queueFaces(4, 4);
    const { roll } = await postedPair('<b>Pair</b>');
    expect(roll.outcome).toEqual({ sum: 8, doubles: true, faces: [4, 4] });
    expect(roll.dice.flatMap((d) => d.results.map((r) => r.result))).toEqual([4, 4]);
  });

  it('round-trips through JSON: a reloaded chat message renders the same card without re-rolling', async () => {
    standIn.queueFaces(2, 5);
    const { roll } = await postedPair('Pair');
    const html = await roll.render();
    const again = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as never) as unknown as PairRoll;
    expect(again).toBeInstanceOf(PairRoll);
    expect(again.outcome).toEqual(roll.outcome);
    expect(await again.render()).toBe(html);
  });

  it('escapes user text in cards', async () => {
    standIn.queueFaces(1, 2);
    const { roll } = await postedPair('<img src=x onerror=alert(1)>');
    const html = await roll.render();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src');
  });

  it('renders dice as text for screen readers, and the outcome as a status', async () => {
    standIn.queueFaces(3, 3);
    const { roll } = await postedPair('Pair');
    const html = await roll.render();
    expect(html).toMatch(/class="sr-only">Die d6: 3/);
    expect(html).toContain('role="status"');
  });

  it('hides a card button from users who may not use it and runs it for those who may', async () => {
    standIn.queueFaces(1, 6);
    standIn.actAs(standIn.users.player);
    const { roll, message } = await postedPair('Pair');
    const render = async () => {
      const html = document.createElement('div');
      html.innerHTML = await roll.render();
      await wireCardActions(registry, message, html, game.user!);
      return html;
    };
    standIn.actAs(standIn.users.other);
    const forOther = await render();
    expect(forOther.querySelector('[data-action]')).toBeNull();
    expect(forOther.querySelector('.card-buttons')).toBeNull();
    standIn.actAs(standIn.users.player);
    const forAuthor = await render();
    const button = forAuthor.querySelector<HTMLElement>('[data-action="relic.authorOnly"]')!;
    button.click();
    await standIn.settled();
    expect(ranActions).toEqual(['relic.authorOnly']);
  });

  it('a card offers only its own model’s buttons (not a retired one, nor one written in); other controls stay', async () => {
    standIn.actAs(standIn.users.gm);
    const message = (await ChatMessage.create({ type: 'relic-roll', content: '' })) as ChatMessage.Implementation;
    const html = document.createElement('div');
    html.innerHTML = `<div class="manifold-card"><div class="card-buttons">
      <button data-action="countdown.defend">Dodge</button><button data-action="relic.authorOnly">Apply</button>
    </div><a data-action="expandRoll">details</a></div>`;
    await wireCardActions(registry, message, html, game.user!);
    expect(html.querySelector('[data-action="countdown.defend"]')).toBeNull();
    expect(html.querySelector('[data-action="relic.authorOnly"]')).not.toBeNull();
    // A control that names no ruleset belongs to someone else (Foundry's chat log): left alone.
    expect(html.querySelector('[data-action="expandRoll"]')).not.toBeNull();
  });

  it('re-checks permission at click time', async () => {
    standIn.queueFaces(1, 6);
    standIn.actAs(standIn.users.player);
    const { roll, message } = await postedPair('Pair');
    const html = document.createElement('div');
    html.innerHTML = await roll.render();
    await wireCardActions(registry, message, html, game.user!);
    // The button stays in a DOM that another user now drives (e.g. a stale render).
    const original = authorAction.permitted;
    authorAction.permitted = () => false;
    html.querySelector<HTMLElement>('[data-action]')!.click();
    await standIn.settled();
    authorAction.permitted = original;
    expect(ranActions).toEqual([]);
    expect(standIn.notifications.at(-1)?.level).toBe('warn');
  });
});

describe('rolls made of dice already rolled', () => {
  it('rebuild as the roll class with + between the dice, their roles as flavor, and the faces in order', async () => {
    const { recordedRollData, rollOfRecordedDice, diceOfRoll } = await import('../../src/foundry/rolls/foundry-dice');
    const dice = [
      { faces: 20, result: 17, flavor: 'attack' },
      { faces: 8, result: 3, flavor: 'damage', appearance: { colorset: 'custom' } },
    ];
    const data = recordedRollData('PairRoll', dice, { ruleset: 'relic', request: { label: 'x' }, outcome: { ok: 1 } });
    expect(data.formula).toBe('1d20[attack] + 1d8[damage]');
    expect((data.terms as { class: string }[]).map((t) => t.class)).toEqual(['Die', 'OperatorTerm', 'Die']);
    expect(data.total).toBe(20);
    const roll = rollOfRecordedDice<PairRoll>(PairRoll, dice, {
      ruleset: 'relic',
      request: { label: 'x' },
      outcome: { ok: 1 },
    });
    expect(roll).toBeInstanceOf(PairRoll);
    expect(roll.outcome).toEqual({ ok: 1 });
    const source = diceOfRoll(roll);
    expect([source.roll(20), source.roll(8)]).toEqual([17, 3]);
    expect(recordedRollData('X', [], {}).formula).toBe('0');
  });

  it('make the dice of one ask one term, and two asks of the same dice two terms', async () => {
    const { recordedRollData, rollOfRecordedDice, diceOfRoll } = await import('../../src/foundry/rolls/foundry-dice');
    const dice = [
      { faces: 6, result: 2, flavor: 'initiative', ask: 0 },
      { faces: 6, result: 5, flavor: 'initiative', ask: 0 },
      { faces: 6, result: 1, flavor: 'initiative', ask: 1 },
      { faces: 6, result: 6, flavor: 'initiative', ask: 1 },
    ];
    const data = recordedRollData('PairRoll', dice, {});
    expect(data.formula).toBe('2d6[initiative] + 2d6[initiative]');
    expect((data.terms as { number?: number }[]).map((t) => t.number)).toEqual([2, undefined, 2]);
    const roll = rollOfRecordedDice<PairRoll>(PairRoll, dice, { ruleset: 'relic', request: {}, outcome: {} });
    const source = diceOfRoll(roll);
    expect([1, 2, 3, 4].map(() => source.roll(6))).toEqual([2, 5, 1, 6]);
    source.assertConsumed();
  });
});
