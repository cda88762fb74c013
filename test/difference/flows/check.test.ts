import { beforeEach, describe, expect, it } from 'vitest';
import { cardFor, checkDialogDefaults as defaults, hero, resetChecks, rollAgility, setSetting } from '../fixtures';
import { choiceFromValues } from '../../../src/rulesets/difference/flows/check-dialog';
import { checkRequest } from '../../../src/rulesets/difference/flows/check-request';
import { currentMomentum, storeMomentum } from '../../../src/rulesets/difference/flows/momentum';
import { assessCheck, checkOdds, DIFFERENCE_TABLE } from '../../../src/rulesets/difference/rules';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
// Clicks a card button and waits until its work (the GM's answer) is done.
import { cardText, press } from '../../foundry/cards';
import { answerNextRollDialog } from '../../foundry/dialog-answers';
import { rollCheck, rollCheckRequest } from '../rolls';

const lastMessage = () => game.messages!.contents.at(-1) as ChatMessage.Implementation;
/** The button `action` on a message's card as `user` sees it (null: not shown to them). */
const button = async (message: ChatMessage.Implementation, user: { id: string }, action: string) =>
  (await cardFor(message, user)).querySelector<HTMLElement>(`[data-action="difference.${action}"]`);

describe('checks in Foundry (§1.1–§1.4, DIF-1, DIF-2)', () => {
  beforeEach(async () => {
    await resetChecks();
    (standIn.users.player as unknown as { targets: Set<unknown> }).targets = new Set();
  });

  it('rolls one d100 against the TN of the printed table and says so on the card', async () => {
    const actor = await hero();
    // Agility 3 + Athletics 2 − DR 4 = +1 → TN 39.
    standIn.queueFaces(39);
    const roll = (await rollAgility(actor))!;
    expect(roll.resolved.assessment.x).toBe(1);
    expect(roll.resolved.assessment.tn).toBe(39);
    expect(roll.resolved.outcome).toBe('success');
    const html = await roll.render();
    expect(html).toContain('39+');
    expect(html).toContain('Success');
    standIn.queueFaces(38);
    const miss = (await rollAgility(actor))!;
    expect(miss.resolved.outcome).toBe('failure');
  });

  it('the dialog shows x, TN and the printed chance before rolling, for every row of the table', async () => {
    const actor = await hero({ system: { attributes: { agility: 10 }, skills: { athletics: 10 } } });
    const { config, values } = defaults(actor);
    for (const row of DIFFERENCE_TABLE) {
      const evaluation = config.evaluate({ ...values, difficulty: 20 - row.x });
      expect(evaluation.odds!.headline.probability).toBeCloseTo(row.chance / 100, 12);
      const tn = evaluation.notes!.find((n) => n.label.startsWith('Target Number'))!.value;
      expect(tn).toBe(row.tn > 100 ? 'cannot succeed' : `${row.tn}+`);
    }
  });

  it('conditions change x by themselves and are listed by source (glossary numbers)', async () => {
    const actor = await hero({
      conditions: [{ id: 'dazed' }, { id: 'empowered' }, { id: 'exhausted', value: 2 }, { id: 'restrained' }],
    });
    const { config, values } = defaults(actor);
    const notes = config.evaluate(values).notes!;
    const row = (label: string) => notes.find((n) => n.label.startsWith(label))?.value;
    expect(row('Dazed')).toBe('−2');
    expect(row('Empowered')).toBe('+1');
    expect(row('Exhausted [−2]')).toBe('−2');
    expect(row('Restrained')).toBe('−1');
    // +1 (5 − 4) −2 (Dazed) + net(+1 −2 −1 = −2) = −3
    expect(notes.find((n) => n.label === 'Difference with Edges (x)')!.value).toBe('−3');
    const escape = config.evaluate({ ...values, escape: true }).notes!;
    expect(escape.some((n) => n.label.startsWith('Restrained'))).toBe(false);
  });

  it('Blinded, Prone and Disoriented apply by context; Enhanced only to its attribute', async () => {
    const actor = await hero({
      conditions: [{ id: 'blinded' }, { id: 'disoriented' }, { id: 'enhanced', attribute: 'agility', bonus: 2 }],
    });
    const target = await hero({ name: 'Target', conditions: [{ id: 'prone' }, { id: 'blinded' }] });
    const { config, values } = defaults(actor, target);
    const request = checkRequest(
      actor,
      choiceFromValues(actor, { ...values, meleeStrike: true, sensory: true }, target),
    );
    const sources = assessCheck(request);
    const labels = [...sources.adjustments.map((a) => a.value), ...sources.edges.modifiers.map((m) => m.value)];
    // Blinded −5, target Blinded +5, Enhanced +2 (adjustments); Disoriented −1, target Prone +1 (edges).
    expect(labels.sort()).toEqual([-1, -5, 1, 2, 5].sort());
    expect(
      config
        .evaluate({ ...values, attack: false, meleeStrike: false, sensory: false })
        .notes!.some((n) => n.label.includes('Blinded')),
    ).toBe(false);
  });

  it('takes the targeted token for an opposed check: x = (Attr + Skill) − (Target Attr + Defense Skill)', async () => {
    const actor = await hero({ owner: standIn.users.player });
    const target = await hero({
      name: 'Guard',
      type: 'difference-npc',
      system: { attributes: { agility: 2 }, skills: { evasion: 3 } },
    });
    (standIn.users.player as unknown as { targets: Set<unknown> }).targets = new Set([{ actor: target }]);
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(51);
    const roll = (await rollAgility(actor))!;
    expect(roll.request.check.opposition).toMatchObject({ kind: 'opposed', attributeScore: 2, skillScore: 3 });
    expect(roll.resolved.assessment.x).toBe(0);
    expect(roll.request.subtitle).toContain('Guard');
  });

  it('edge/setback cancellation and the ±3 cap, lifted by a talent that exceeds it', async () => {
    const talent = {
      name: 'Perfect Form',
      type: 'difference-talent',
      system: { edge: 'overwhelming', exceedsCap: true, focusCost: 1 },
    };
    const actor = await hero({ items: [talent], system: { focus: { value: 1, max: 3 } } });
    const id = [...actor.items][0]!.id;
    const { config, values } = defaults(actor);
    const capped = checkRequest(
      actor,
      choiceFromValues(actor, { ...values, edge: 'overwhelming', setback: 'minor' }, null),
    );
    expect(assessCheck(capped).edges).toMatchObject({ net: 2, cancelled: 1 });
    const both = choiceFromValues(actor, { ...values, edge: 'major', [`talent.${id}`]: true }, null);
    expect(assessCheck(checkRequest(actor, both)).edges).toMatchObject({ uncapped: 5, net: 5, exceedsCap: true });
    expect(config.evaluate({ ...values, edge: 'major', [`talent.${id}`]: true }).error).toBeUndefined();
    await actor.update({ 'system.focus.value': 0 } as never);
    expect(config.evaluate({ ...values, [`talent.${id}`]: true }).error).toMatch(/Focus/);
  });

  it('odds equal the printed chance and the d100 faces agree with them', async () => {
    const actor = await hero();
    const request = checkRequest(actor, { attribute: 'agility', skill: 'athletics', opposition: { difficulty: 6 } });
    const odds = checkOdds(request).headline.probability;
    let wins = 0;
    for (let face = 1; face <= 100; face++) {
      standIn.queueFaces(face);
      const roll = (await rollCheckRequest({ check: request, title: 't', subtitle: 's' }))!;
      if (roll.resolved.outcome === 'success') wins++;
    }
    expect(wins / 100).toBeCloseTo(odds, 12);
    expect(odds).toBeCloseTo(0.38, 12);
  });

  it('offers Momentum by the setting: the roller takes the players’ point once; others cannot (DIF-4)', async () => {
    const actor = await hero({ owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(90);
    await rollAgility(actor);
    const message = lastMessage();
    expect(await button(message, standIn.users.other, 'momentum')).toBeNull();
    await press(await button(message, standIn.users.player, 'momentum'));
    expect(currentMomentum()).toEqual({ players: 1, gm: 0 });
    standIn.actAs(standIn.users.player);
    await expect(
      askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'players' }),
    ).rejects.toThrow(/notPermitted/);
    expect(currentMomentum().players).toBe(1);
  });

  it('a player cannot hand the GM’s point to anyone, nor claim a side the roll did not earn', async () => {
    const actor = await hero({ owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(1);
    await rollAgility(actor);
    const message = lastMessage();
    await expect(
      askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'players' }),
    ).rejects.toThrow();
    await expect(
      askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'gm' }),
    ).rejects.toThrow();
    standIn.actAs(standIn.users.gm);
    await askGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: 'gm' });
    expect(currentMomentum()).toEqual({ players: 0, gm: 1 });
  });

  it('adds Momentum at once when the world says automatic; NPC rolls earn none', async () => {
    await setSetting('momentumMode', 'automatic');
    const actor = await hero({ owner: standIn.users.player });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(100);
    await rollAgility(actor);
    expect(currentMomentum().players).toBe(1);
    standIn.actAs(standIn.users.gm);
    const npc = await hero({ type: 'difference-npc' });
    standIn.queueFaces(1);
    await rollAgility(npc);
    expect(currentMomentum()).toEqual({ players: 1, gm: 0 });
  });

  it('Determined turns a failure into a simple success for the owner, once, and ends Determined', async () => {
    const actor = await hero({ owner: standIn.users.player, conditions: [{ id: 'determined' }] });
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(2);
    await rollAgility(actor);
    const message = lastMessage();
    expect(await button(message, standIn.users.other, 'determined')).toBeNull();
    await press(await button(message, standIn.users.player, 'determined'));
    expect(actor.statuses.has('determined')).toBe(false);
    expect(await cardText(lastMessage())).toContain('Success (Determined)');
    // The GM's offered point is gone with the failure; the button hides for everyone.
    expect(await button(message, standIn.users.gm, 'determined')).toBeNull();
    expect(await button(message, standIn.users.gm, 'momentum')).toBeNull();
  });

  it('spending Momentum: players from theirs through the GM, never the GM’s, never below 0', async () => {
    await storeMomentum({ players: 1, gm: 2 });
    standIn.actAs(standIn.users.player);
    await expect(askGM(registry, 'difference', 'spendMomentum', { side: 'gm' })).rejects.toThrow();
    await askGM(registry, 'difference', 'spendMomentum', { side: 'players' });
    await expect(askGM(registry, 'difference', 'spendMomentum', { side: 'players' })).rejects.toThrow();
    expect(currentMomentum()).toEqual({ players: 0, gm: 2 });
  });

  it('an Unconscious character cannot act (DIF-6, refused before the dialog); a Pacified one attacks only when provoked', async () => {
    const sleeper = await hero({ owner: standIn.users.player, conditions: [{ id: 'unconscious' }] });
    standIn.actAs(standIn.users.player);
    expect(await rollAgility(sleeper)).toBeNull();
    expect(standIn.notifications.at(-1)!.message).toMatch(/Unconscious/);
    standIn.actAs(standIn.users.gm);
    const calm = await hero({ conditions: [{ id: 'pacified' }] });
    const { config, values } = defaults(calm);
    expect(config.fields.some((f) => f.name === 'provoked')).toBe(true);
    expect(config.evaluate({ ...values, attack: true }).error).toMatch(/Pacified/);
    expect(config.evaluate({ ...values, attack: true, provoked: true }).error).toBeUndefined();
    expect(config.evaluate({ ...values, attack: false }).error).toBeUndefined();
  });

  it('through the dialog, a Pacified character’s unprovoked attack is refused with the reason and not rolled', async () => {
    const calm = await hero({ conditions: [{ id: 'pacified' }] });
    answerNextRollDialog({ attack: true });
    expect(await rollCheck(calm, { attribute: 'agility', skill: 'athletics' })).toBeNull();
    expect(standIn.notifications.at(-1)).toEqual({
      level: 'warn',
      message: 'A Pacified character will not take hostile actions unless they or their allies were attacked first.',
    });
    expect(game.messages!.size).toBe(0);
  });

  it('Challenged: −3 on an attack that does not target the challenger, none when it does', async () => {
    const challenger = await hero({ name: 'Knight', type: 'difference-npc' });
    const other = await hero({ name: 'Squire', type: 'difference-npc' });
    const actor = await hero({ conditions: [{ id: 'challenged', by: challenger.id! }] });
    const x = (target: Actor.Implementation) => {
      const { values } = defaults(actor, target);
      return assessCheck(checkRequest(actor, choiceFromValues(actor, { ...values, attack: true }, target)));
    };
    expect(x(other).adjustments.map((a) => a.value)).toEqual([-3]);
    expect(x(challenger).adjustments).toEqual([]);
  });
});
