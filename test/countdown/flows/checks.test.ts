/**
 * Checks on the sheet (CD-1): the Roll subclass reads exactly the dice the engine asks for, its
 * card shows the Difficulty and the outcome, the dialog shows the exact odds; the Human reroll is
 * the owner's once per session. A natural 20 while dying: dying-natural-20.test.ts.
 */
import { rollCheck, rollCheckWith } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkOdds, difficulty, STAT_IDS } from '../../../src/rulesets/countdown/rules';
import { checkDialog, skillCheck, statCheck } from '../../../src/rulesets/countdown/flows/check';
import { CountdownCheckRoll } from '../../../src/rulesets/countdown/dice/check-roll';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import { ancestryItem, character, classItem, lastMessage, openSheet, registry, skills } from '../fixtures';
import { dialogDefaults, rollDialogContext } from '../../../src/foundry/rolls/roll-dialog';

const roll = () => rollOf<CountdownCheckRoll>(lastMessage())!;

async function buttonsFor(message: ChatMessage.Implementation, user = game.user!) {
  const html = document.createElement('div');
  html.innerHTML = await rollOf(message)!.render();
  await wireCardActions(registry, message, html, user as never);
  return html;
}

describe('the sheet shows each Difficulty (CD-1)', () => {
  beforeEach(() => standIn.reset());

  it('for every stat 1–10, untrained 20 − stat and trained 20 − 2 × stat', async () => {
    for (let value = 1; value <= 10; value++) {
      const actor = await character({ stats: Object.fromEntries(STAT_IDS.map((s) => [s, value])) });
      const sheet = await openSheet(actor);
      const html = sheet.partsHTML.main!;
      expect(html).toContain(`Untr. ${20 - value}<`);
      expect(html).toContain(`Tr. ${20 - 2 * value}<`);
      for (const line of actor.system.derived.skills) {
        expect(line.difficulty).toBe(difficulty(value, line.trained));
      }
    }
  });

  it('for each skill, trained by its source', async () => {
    const actor = await character({ stats: { reflex: 6 }, skills: skills(['stealth']) });
    const stealth = actor.system.derived.skills.find((s) => s.skill === 'stealth')!;
    const sleight = actor.system.derived.skills.find((s) => s.skill === 'sleight')!;
    // The document's example: a Scout with Reflex 6 rolls Stealth at 8; untrained at 14.
    expect([stealth.difficulty, sleight.difficulty]).toEqual([8, 14]);
  });
});

describe('rolling a check', () => {
  beforeEach(() => standIn.reset());

  it('rolls one d20 and reads it as the engine does, with the card saying why', async () => {
    const actor = await character({ stats: { reflex: 6 }, skills: skills(['stealth']) });
    standIn.queueFaces(13);
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: true });
    const r = roll();
    expect(r.formula).toBe('1d20[check]');
    expect(r.resolved).toMatchObject({ difficulty: 8, natural: 13, outcome: 'critical', margin: 5 });
    const html = await r.render();
    expect(html).toContain('Stealth check');
    expect(html).toContain('Difficulty 8 (Reflex 6, trained)');
    expect(html).toContain('Critical');
  });

  it('rolls two d20 with advantage and keeps the higher; chainmail’s disadvantage cancels it', async () => {
    const dwerrow = await character({ stats: { vigor: 4 } }, [ancestryItem('dwerrow')]);
    standIn.queueFaces(3, 17);
    await rollCheck(dwerrow, skillCheck(dwerrow, 'endurance'), { fastForward: true });
    expect(roll().formula).toBe('2d20[check]');
    expect(roll().resolved).toMatchObject({ mode: 'advantage', natural: 17 });
    const chain = await character({ stats: { reflex: 4 } }, [
      {
        name: 'Chainmail',
        type: 'countdown-armor',
        system: { catalogueId: 'chainmail', armor: 2, worn: true, disadvantage: { stealth: true, acrobatics: true } },
      },
    ]);
    const base = skillCheck(chain, 'stealth');
    const config = checkDialog(chain, base, 'bright');
    const values = { ...dialogDefaults(config), advantage: true };
    const evaluation = config.evaluate(values);
    // One advantage and one disadvantage: one d20, the odds of a plain check.
    expect(evaluation.odds).toEqual(checkOdds({ target: { stat: 'reflex', value: 4, trained: false } }));
    expect(evaluation.notes!.map((n) => n.value)).toEqual(
      expect.arrayContaining(['Granted by the GM', 'Armor: Stealth and Acrobatics']),
    );
  });

  it('shows the exact odds with advantage before rolling', async () => {
    const actor = await character({ stats: { wits: 5 } }, [ancestryItem('eldren')]);
    const config = checkDialog(actor, skillCheck(actor, 'awareness'), 'dim');
    const odds = config.evaluate(dialogDefaults(config)).odds!;
    // Eldren in twilight, Difficulty 15 with advantage: 1 − (14/20)² = 0.51 to succeed.
    expect(odds.headline.probability).toBeCloseTo(1 - (14 / 20) ** 2, 12);
    // In total darkness the check needs sight: the darkness disadvantage cancels it (one d20).
    const dark = checkDialog(actor, skillCheck(actor, 'awareness'), 'dark');
    expect(dark.evaluate(dialogDefaults(dark)).odds!.headline.probability).toBeCloseTo(6 / 20, 12);
  });

  it('Alt-click rolls with advantage, Ctrl-click with disadvantage (roll shortcuts)', async () => {
    const actor = await character({ stats: { reflex: 6 }, skills: skills(['stealth']) });
    standIn.queueFaces(4, 15);
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: true, event: { altKey: true } as never });
    expect(roll().resolved).toMatchObject({ mode: 'advantage', natural: 15 });
    standIn.queueFaces(4, 15);
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: true, event: { ctrlKey: true } as never });
    expect(roll().resolved).toMatchObject({ mode: 'disadvantage', natural: 4 });
  });

  it('a Warden braces to pass a Vigor check without rolling, once per rest', async () => {
    const actor = await character({}, [classItem('warden')]);
    standIn.actAs(standIn.users.player);
    const config = checkDialog(actor, statCheck('vigor'), 'bright');
    const braced = { ...dialogDefaults(config), brace: true };
    expect(config.evaluate(braced).odds!.headline.probability).toBe(1);
    await rollCheckWith(actor, statCheck('vigor'), braced);
    expect(roll().formula).toBe('0');
    expect(roll().resolved).toMatchObject({ automatic: 'brace', outcome: 'pass', dice: [] });
    expect(actor.system.uses.wardenBrace).toBe(true);
    // Spent until a long rest; never for Presence.
    expect(config.evaluate(braced).error).toMatch(/Vigor or Resolve/);
    const presence = checkDialog(actor, statCheck('presence'), 'bright');
    expect(presence.evaluate({ ...dialogDefaults(presence), brace: true }).error).toMatch(/Vigor or Resolve/);
  });

  it('a routine task is an automatic pass only when trained', async () => {
    const actor = await character({ skills: skills(['tinker']) });
    const trained = checkDialog(actor, skillCheck(actor, 'tinker'), 'bright');
    expect(trained.evaluate({ ...dialogDefaults(trained), routine: true }).odds!.headline.probability).toBe(1);
    const untrained = checkDialog(actor, skillCheck(actor, 'history'), 'bright');
    const refused = untrained.evaluate({ ...dialogDefaults(untrained), routine: true });
    expect(refused.error).toBeTruthy();
    // No odds beside the refusal: the pass it refuses is not charted as certain.
    expect(refused.odds).toBeNull();
  });

  it('the GM sets a Difficulty for an improvised check; another stat may apply', async () => {
    const actor = await character({ stats: { presence: 7, vigor: 2 } });
    const config = checkDialog(actor, skillCheck(actor, 'athletics'), 'bright');
    const values = { ...dialogDefaults(config), stat: 'presence', setDifficulty: true, difficulty: 11 };
    expect(config.evaluate(values).odds).toEqual(checkOdds({ target: { stat: 'presence', difficulty: 11 } }));
    const byStat = { ...dialogDefaults(config), stat: 'presence' };
    expect(config.evaluate(byStat).odds).toEqual(checkOdds({ target: { stat: 'presence', value: 7, trained: false } }));
  });

  it('asks for a Difficulty only once the GM sets one: the stat’s is never shown as “Difficulty 0”', async () => {
    const actor = await character({ stats: { presence: 7, vigor: 2 } });
    const config = checkDialog(actor, skillCheck(actor, 'athletics'), 'bright');
    const difficultyShown = (values: Record<string, unknown>) =>
      !rollDialogContext(config, { ...dialogDefaults(config), ...values } as never).fields.find(
        (f) => f.name === 'difficulty',
      )!.hidden;
    expect(dialogDefaults(config).setDifficulty).toBe(false);
    expect(difficultyShown({})).toBe(false);
    expect(difficultyShown({ setDifficulty: true })).toBe(true);
    // A number left in the hidden box is not read: the stat gives the Difficulty.
    const left = { ...dialogDefaults(config), stat: 'presence', difficulty: 25 };
    expect(config.evaluate(left).odds).toEqual(checkOdds({ target: { stat: 'presence', value: 7, trained: false } }));
  });
});

describe('Human, Adaptable: reroll any one check once per session (must use the new result)', () => {
  beforeEach(() => standIn.reset());

  it('is offered to the owner of a Human, refused to others and to non-Humans, spent once', async () => {
    const human = await character({}, [ancestryItem('human')]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2);
    const first = await rollCheck(human, statCheck('wits'), { fastForward: true });
    // Another player sees no reroll button and cannot use it.
    expect(
      (await buttonsFor(first!, standIn.users.other as never)).querySelector('[data-action="countdown.reroll"]'),
    ).toBeNull();
    const html = await buttonsFor(first!);
    standIn.queueFaces(18);
    html.querySelector<HTMLElement>('[data-action="countdown.reroll"]')!.click();
    await standIn.settled();
    const again = roll();
    expect(again.resolved).toMatchObject({ natural: 18, rerollOf: 2 });
    expect(human.system.uses.humanReroll).toBe(true);
    // Spent: no second reroll on either card.
    expect((await buttonsFor(first!)).querySelector('[data-action="countdown.reroll"]')).toBeNull();
    expect((await buttonsFor(lastMessage())).querySelector('[data-action="countdown.reroll"]')).toBeNull();
    const dwerrow = await character({}, [ancestryItem('dwerrow')]);
    standIn.queueFaces(2);
    const theirs = await rollCheck(dwerrow, statCheck('wits'), { fastForward: true });
    expect((await buttonsFor(theirs!)).querySelector('[data-action="countdown.reroll"]')).toBeNull();
  });
});
