/**
 * Action rolls in play (HD-1 … HD-3, HD-7): Foundry dice read by the engine in its order, the card
 * with exertion dice apart from safe dice, burns and Affinity applied, the dialog's refusals and
 * the turn's economy in combat.
 */
import { cardText } from '../../foundry/cards';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rollDialogContext } from '../../../src/foundry/rolls/roll-dialog';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { HitdiceActionRoll } from '../../../src/rulesets/hitdice/dice/action-roll';
import { actionDialogConfig } from '../../../src/rulesets/hitdice/flows/action';
import { answerNextRollDialog } from '../../foundry/dialog-answers';
import { activeCombat } from '../../foundry/test-combat';
import { bootHitdice, lastMessage, makeActor, messages, rollActionWith, sys } from '../fixtures';
import { drawnActionRoll, rollAction } from '../rolls';

beforeAll(bootHitdice);

const FIREBOLT = {
  name: 'Firebolt',
  type: 'hitdice-ability',
  system: { tier: 'advanced', bonusDice: 1, attack: true },
};

async function sorah(system: Record<string, unknown> = {}, items = [FIREBOLT]) {
  return makeActor({ system: { level: 3, body: { value: 8 }, affinity: { stored: 2 }, ...system }, items });
}

function itemOf(actor: Actor.Implementation, name: string) {
  return actor.items.find((i) => i.name === name) as Item.Implementation;
}

async function roll(actor: Actor.Implementation, name: string, values: Record<string, number | string>) {
  return rollActionWith(actor, { kind: 'ability', item: itemOf(actor, name), label: name }, values);
}

describe('action rolls', () => {
  beforeEach(() => {
    standIn.reset();
    standIn.actAs(standIn.users.player);
  });

  it('rolls proficiency, exertion, bonus then Affinity dice, burns exertion 1s and spends Affinity', async () => {
    const actor = await sorah();
    // Proficiency 2: 6, 3 · exertion 2: 1, 1 · bonus: 2 · Affinity: 5. Advanced 3+: 2+1+0+0+0+1 = 4.
    standIn.queueFaces(6, 3, 1, 1, 2, 5);
    const message = await roll(actor, 'Firebolt', { exertion: 2, affinity: 1 });
    const r = message!.rolls[0] as unknown as HitdiceActionRoll;
    expect(r.formula).toBe('2d6[proficiency] + 2d6[exertion] + 1d6[bonus] + 1d6[affinity]');
    expect(r.actionResult).toMatchObject({ successes: 4, required: 2, effect: 4, burned: 2 });
    expect(r.actionResult!.dice.map((d) => [d.role, d.face])).toEqual([
      ['proficiency', 6],
      ['proficiency', 3],
      ['exertion', 1],
      ['exertion', 1],
      ['bonus', 2],
      ['affinity', 5],
    ]);
    expect(sys(actor).body.value).toBe(6); // two burned (HD-3)
    expect(sys(actor).affinity.stored).toBe(1);
  });

  it('draws exertion dice apart from safe dice, a burning one marked, and escapes names', async () => {
    const actor = await sorah({}, [{ ...FIREBOLT, name: '<img src=x onerror=alert(1)>' }]);
    standIn.queueFaces(6, 3, 1, 4);
    const message = await roll(actor, '<img src=x onerror=alert(1)>', { exertion: 1 });
    const html = await (message!.rolls[0] as unknown as HitdiceActionRoll).render();
    const card = document.createElement('div');
    card.innerHTML = html;
    expect(card.querySelector('img')).toBeNull();
    expect(html).toContain('&lt;img src');
    const exertion = card.querySelectorAll('.hd-exertion-group .manifold-die');
    expect(exertion).toHaveLength(1);
    expect(exertion[0]!.classList.contains('burns')).toBe(true);
    expect(card.querySelectorAll('.hd-dice-group:not(.hd-exertion-group) .manifold-die')).toHaveLength(3);
    expect(card.textContent).toContain('Exertion burned 1 body HD');
  });

  it('round-trips through JSON: a reloaded card is the same without re-rolling', async () => {
    const actor = await sorah();
    standIn.queueFaces(5, 5, 2);
    await roll(actor, 'Firebolt', {});
    const original = lastMessage().rolls[0] as unknown as HitdiceActionRoll;
    const again = Roll.fromData(JSON.parse(JSON.stringify(original.toJSON())) as never) as unknown as HitdiceActionRoll;
    expect(again).toBeInstanceOf(HitdiceActionRoll);
    expect(await again.render()).toBe(await original.render());
  });

  it('a failed Expert+ action raises the Resolve check, prompted to the owner (HD-7)', async () => {
    const actor = await sorah({}, [{ name: 'Cleave', type: 'hitdice-ability', system: { tier: 'expert' } } as never]);
    standIn.queueFaces(2, 3);
    await roll(actor, 'Cleave', {});
    const prompt = lastMessage();
    expect(await cardText(prompt)).toContain('Failed an Expert+ action');
    expect((prompt as unknown as { _source: { whisper: string[] } })._source.whisper.sort()).toEqual(
      [standIn.users.gm.id, standIn.users.player.id].sort(),
    );
    expect(actor.getFlag('manifold' as never, 'hitdiceCheck' as never)).toMatchObject({ messageId: prompt.id });
  });

  it('the dialog refuses what the rules refuse, with the reason, and rolls nothing', async () => {
    const actor = await sorah({ resolve: { value: 4 } }, [
      FIREBOLT,
      { name: 'Cleave', type: 'hitdice-ability', system: { tier: 'expert' } } as never,
      { name: 'Bulwark', type: 'hitdice-ability', system: { tier: 'basic', recharge: 'rest', used: true } } as never,
    ]);
    const state = roundStateOf(actor);
    const evaluate = (name: string, values: Record<string, number>) =>
      actionDialogConfig(actor, { kind: 'ability', item: itemOf(actor, name), label: name }, state).evaluate(values);
    expect(evaluate('Cleave', {}).error).toBe('No Expert+ actions at Resolve 4.');
    expect(evaluate('Firebolt', { affinity: 3 }).error).toBe('Only 2 Affinity dice stored.');
    expect(evaluate('Bulwark', {}).error).toBe('Bulwark has been used; it resets on a Rest.');
    expect(evaluate('Firebolt', { exertion: 2 }).error).toBeUndefined();
    // The per-action cap is the exertion field's maximum (HD-3).
    const config = actionDialogConfig(actor, { kind: 'ability', item: itemOf(actor, 'Firebolt'), label: 'F' }, state);
    expect(config.fields.find((f) => f.name === 'exertion')).toMatchObject({ min: 0, max: 2 });
    const before = messages().length;
    standIn.queueFaces(6, 6);
    expect(await roll(actor, 'Cleave', {})).toBeNull();
    expect(messages()).toHaveLength(before);
    expect(standIn.notifications.at(-1)).toMatchObject({ level: 'warn', message: 'No Expert+ actions at Resolve 4.' });
  });

  it('fast-forwarded, an action whose dialog defaults are refused stops with the reason and rolls nothing', async () => {
    const actor = await sorah({ resolve: { value: 4 } }, [
      { name: 'Cleave', type: 'hitdice-ability', system: { tier: 'expert' } } as never,
    ]);
    const before = messages().length;
    standIn.queueFaces(6, 6);
    const source = { kind: 'ability' as const, item: itemOf(actor, 'Cleave'), label: 'Cleave' };
    expect(await rollAction(actor, source, { fastForward: true })).toBeNull();
    expect(messages()).toHaveLength(before);
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'No Expert+ actions at Resolve 4.' });
  });

  it('through the dialog, chosen values the dialog refuses are not rolled: the reason is shown', async () => {
    const actor = await sorah();
    const before = messages().length;
    answerNextRollDialog({ affinity: 3 });
    const source = { kind: 'ability' as const, item: itemOf(actor, 'Firebolt'), label: 'Firebolt' };
    expect(await rollAction(actor, source)).toBeNull();
    expect(messages()).toHaveLength(before);
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: 'Only 2 Affinity dice stored.' });
    expect(sys(actor).affinity.stored).toBe(2);
  });

  it('Resolve 2 asks one more success of an Advanced action, and the dialog says why (HD-7)', async () => {
    const actor = await sorah({ resolve: { value: 2 } });
    const config = actionDialogConfig(
      actor,
      { kind: 'ability', item: itemOf(actor, 'Firebolt'), label: 'F' },
      roundStateOf(actor),
    );
    const { notes, odds } = config.evaluate({ exertion: 0, affinity: 0 });
    expect(notes).toContainEqual({
      label: 'MANIFOLD.hitdice.dialog.resolvePenalty',
      value: 'Weakened: +1 required success',
    });
    expect(odds!.headline.label).toEqual({ key: 'MANIFOLD.hitdice.odds.meetRequirement', data: { required: 3 } });
  });

  it('shows the exact odds in the dialog (the engine’s, for the chosen dice)', async () => {
    const actor = await sorah();
    const config = actionDialogConfig(
      actor,
      { kind: 'ability', item: itemOf(actor, 'Firebolt'), label: 'F' },
      roundStateOf(actor),
    );
    const context = rollDialogContext(config, { exertion: 1, affinity: 0 });
    // 4 dice at 3+ (2/3 each, a 6 counts twice): the chance of 2+ successes.
    const { actionOdds } = await import('../../../src/rulesets/hitdice/rules');
    const exact = actionOdds({ actor: sys(actor).snapshot(), tier: 'advanced', bonusDice: 1, exertion: 1 });
    expect(context.odds!.headline.percent).toBe(`${Math.round(exact.headline.probability * 100)}%`);
    expect(context.error).toBe('');
  });
});

describe('the action economy in combat', () => {
  beforeEach(() => {
    standIn.reset();
  });

  async function inCombat() {
    const actor = await sorah({}, [
      FIREBOLT,
      { name: 'Cleave', type: 'hitdice-ability', system: { tier: 'expert' } } as never,
      { name: 'Smite', type: 'hitdice-ability', system: { tier: 'legendary' } } as never,
    ]);
    const combat = activeCombat();
    combat.addCombatants([{ actor, name: 'Sorah', initiative: 3 }]);
    await combat.startCombat(); // round 1, Sorah's turn
    standIn.actAs(standIn.users.player);
    return { actor, combat };
  }

  it('two actions a turn, only one Expert+; the dialog shows what the turn has left', async () => {
    const { actor } = await inCombat();
    standIn.queueFaces(6, 6);
    await roll(actor, 'Cleave', {});
    const evaluate = (name: string, v: Record<string, number | string> = {}) =>
      actionDialogConfig(
        actor,
        { kind: 'ability', item: itemOf(actor, name), label: name },
        roundStateOf(actor),
      ).evaluate({
        timing: 'turn',
        ...v,
      });
    expect(evaluate('Smite').error).toBe('Only one action per turn may be Expert tier or higher.');
    expect(evaluate('Firebolt').notes).toContainEqual({
      label: 'MANIFOLD.hitdice.dialog.turnLeft',
      value: '1 of 2 actions left; up to 2 exertion on this action (4 left this turn)',
    });
    standIn.queueFaces(4, 4, 4);
    await roll(actor, 'Firebolt', { timing: 'turn' });
    expect(evaluate('Firebolt').error).toBe('No actions left this round (at most 2).');
  });

  it('a triggered action is only possible before acting this round', async () => {
    const { actor } = await inCombat();
    const state = roundStateOf(actor);
    const config = actionDialogConfig(actor, { kind: 'ability', item: itemOf(actor, 'Firebolt'), label: 'F' }, state);
    expect(config.evaluate({ timing: 'reaction' }).error).toBe(
      'A triggered action is only possible before acting this round.',
    );
  });

  it('an exertion total at the level raises the round’s Resolve check (maxExertion, HD-3)', async () => {
    const { actor } = await inCombat(); // level 3: 3 exertion in a round is the maximum
    standIn.queueFaces(6, 6, 6, 6, 6);
    await roll(actor, 'Firebolt', { exertion: 2, timing: 'turn' });
    expect(actor.getFlag('manifold' as never, 'hitdiceCheck' as never)).toBeUndefined();
    standIn.queueFaces(6, 6, 6, 6);
    await roll(actor, 'Firebolt', { exertion: 1, timing: 'turn' });
    expect(await cardText(lastMessage())).toContain('Used maximum exertion this round');
  });
});

describe('Dice So Nice', () => {
  it('shows safe dice, exertion, bonus and Affinity dice in their own colours; defense dice as defense', async () => {
    standIn.reset();
    standIn.queueFaces(2, 2, 2, 2, 2);
    const roll = await drawnActionRoll({
      actor: { level: 3, body: 8, resolve: 5, affinity: { stored: 1 } },
      tier: 'basic',
      exertion: 1,
      bonusDice: 1,
      affinityDice: 1,
      label: 'Jab',
      actorName: 'Sorah',
      source: 'ability',
      attack: false,
      targets: [],
    });
    expect(roll.dice.map((d) => (d.options as { appearance?: { colorset: string } }).appearance?.colorset)).toEqual([
      'manifold-safe',
      'manifold-exertion',
      'manifold-bonus',
      'manifold-affinity',
    ]);
  });
});
