/**
 * The sheet's non-roll actions (§3.3, REL-7): their printed costs from the combatant's tracker,
 * the refusals the rules give (said, not swallowed), the GM's override, and Aid / healing features
 * through the GM (§6.1, §6.3).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { cardText } from '../../foundry/cards';
import {
  aidAction,
  buildResonanceAction,
  counterstepAction,
  featureAction,
  simpleAction,
  switchRowsAction,
} from '../../../src/rulesets/relic/flows/actions';
import { economyOf, writeEconomy } from '../../../src/rulesets/relic/combat/turn-state';
import { displacedThisRound, setDisplaced, currentFormation } from '../../../src/rulesets/relic/combat/formation';
import { LAY_ON_HANDS, SWIFT_AID, TWILIGHT_HEALER } from '../sample-data';
import { combatantFor, combatOf, itemNamed, lastMessage, seeker, state, sys } from '../fixtures';

const { gm, player, other } = standIn.users;
const dialogs = foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown; drawn: HTMLElement[] };

describe('REL-7 actions from the sheet', () => {
  beforeEach(() => standIn.reset());

  it('§8.1 Build Resonance: 2 actions → +1; refused at 5 and without the actions, with the rules’ reason', async () => {
    const oren = await seeker('Oren', { resonance: 4 }, { owner: player });
    const combat = combatOf([oren]);
    standIn.actAs(player);
    expect(await buildResonanceAction(oren)).toBe(true);
    expect(sys(oren).resonance).toBe(5);
    expect(economyOf(combatantFor(combat, oren)).actions).toBe(0);
    expect(await cardText(lastMessage())).toContain('4 → 5');
    expect(await buildResonanceAction(oren)).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toBe('Resonance is already at its maximum of 5.');
    standIn.actAs(gm);
    await oren.update({ 'system.resonance': 1 } as never);
    standIn.actAs(player);
    expect(await buildResonanceAction(oren)).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toBe('That costs 2 actions and only 0 are left.');
  });

  it('the GM may override a shortage (REL-7); a player may not', async () => {
    const oren = await seeker('Oren', { resonance: 1 }, { owner: player });
    const combat = combatOf([oren]);
    await writeEconomy(combatantFor(combat, oren), { actions: 0, reactions: 1 });
    dialogs.nextAnswer = true;
    expect(await buildResonanceAction(oren)).toBe(true);
    expect(sys(oren).resonance).toBe(2);
    dialogs.nextAnswer = false;
    expect(await buildResonanceAction(oren)).toBe(false);
    expect(sys(oren).resonance).toBe(2);
  });

  it('§4.2 Switch rows: 1 action; refused while Entangled, Unconscious (either kind) or Dying (REL-10)', async () => {
    const oren = await seeker('Oren', {}, { owner: player });
    const combat = combatOf([oren]);
    standIn.actAs(player);
    expect(await switchRowsAction(oren)).toBe(true);
    expect(sys(oren).row).toBe('backline');
    expect(economyOf(combatantFor(combat, oren)).actions).toBe(1);
    for (const [condition, reason] of [
      ['entangled', 'An Entangled character cannot switch rows.'],
      ['unconscious', 'An Unconscious character takes no actions or reactions.'],
      ['unconsciousOneRound', 'An Unconscious character takes no actions or reactions.'],
      ['dying', 'A Dying character takes no actions or reactions.'],
    ]) {
      await oren.toggleStatusEffect(condition!, { active: true });
      expect(await switchRowsAction(oren)).toBe(false);
      expect(standIn.notifications.at(-1)!.message).toBe(reason);
      await oren.toggleStatusEffect(condition!, { active: false });
    }
    expect(sys(oren).row).toBe('backline');
  });

  it('Defend, Use Item, Discipline Feature, Environment Interaction cost one action each and say so', async () => {
    const oren = await seeker('Oren', {}, { owner: player });
    const combat = combatOf([oren]);
    standIn.actAs(player);
    expect(await simpleAction(oren, 'defend')).toBe(true);
    expect(await simpleAction(oren, 'useItem')).toBe(true);
    expect(await simpleAction(oren, 'environmentInteraction')).toBe(false);
    expect(economyOf(combatantFor(combat, oren)).actions).toBe(0);
    expect(await cardText(lastMessage())).toContain('Use Item');
  });

  it('out of combat nothing is tracked and nothing is refused for want of actions', async () => {
    const oren = await seeker('Oren', { resonance: 0 }, { owner: player });
    standIn.actAs(player);
    expect(await buildResonanceAction(oren)).toBe(true);
    expect(await buildResonanceAction(oren)).toBe(true);
    expect(sys(oren).resonance).toBe(2);
  });
});

describe('§6.1 Aid and §6.3 healing features (through the GM)', () => {
  beforeEach(() => standIn.reset());

  it('Aid: only on an Unconscious ally, 1 HP + Twilight Healer, 2 actions (1 with Swift Aid); wakes them', async () => {
    const aider = await seeker('Sera', {}, { owner: player, items: [TWILIGHT_HEALER] });
    const down = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['unconscious'] });
    const combat = combatOf([aider, down]);
    standIn.actAs(player);
    dialogs.nextAnswer = down.uuid;
    expect(await aidAction(aider)).toBe(true);
    expect(state(down).health).toEqual({ hp: 2, maxHp: 12, conditions: [] });
    expect(economyOf(combatantFor(combat, aider)).actions).toBe(0);
    expect(await cardText(lastMessage())).toContain('Sera aids Oren');
    // Nobody is down any more: refused with the rule.
    expect(await aidAction(aider)).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toBe('Aid can only be used on an Unconscious ally.');
  });

  it('the pick of an ally to aid shows their names as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const aider = await seeker('Sera', {}, { owner: player });
    const down = await seeker(hostile, { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['unconscious'] });
    combatOf([aider, down]);
    standIn.actAs(player);
    await aidAction(aider);
    const dialog = dialogs.drawn.at(-1)!;
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('button')!.textContent).toBe(hostile);
  });

  it('Swift Aid costs 1 action; Aid never revives the Dying; a forged Aid for someone else’s aider is refused', async () => {
    const aider = await seeker('Sera', {}, { owner: player, items: [SWIFT_AID] });
    const down = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['unconscious'] });
    const dying = await seeker('Mira', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['dying'] });
    const combat = combatOf([aider, down, dying]);
    standIn.actAs(player);
    dialogs.nextAnswer = dying.uuid;
    expect(await aidAction(aider)).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toBe('Aid does not revive a Dying character.');
    standIn.actAs(other);
    await expect(askGM(registry, 'relic', 'aid', { aiderUuid: aider.uuid, targetUuid: down.uuid })).rejects.toThrow(
      'notPermitted',
    );
    standIn.actAs(player);
    dialogs.nextAnswer = down.uuid;
    expect(await aidAction(aider)).toBe(true);
    expect(state(down).health.hp).toBe(1);
    expect(economyOf(combatantFor(combat, aider)).actions).toBe(1);
  });

  it('a feature that restores HP revives the Dying; a Preserver feature does not', async () => {
    const healer = await seeker(
      'Sera',
      {},
      {
        owner: player,
        items: [LAY_ON_HANDS, { name: 'Preserver Mend', type: 'relic-feature', system: { heal: 2, preserver: true } }],
      },
    );
    const dying = await seeker('Oren', { hp: { value: 0, max: 12 } }, { owner: other, statuses: ['dying'] });
    combatOf([healer, dying]);
    standIn.actAs(player);
    dialogs.nextAnswer = dying.uuid;
    expect(await featureAction(healer, itemNamed(healer, 'Preserver Mend'))).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toBe(
      'Only a relic or a healing feature that restores HP revives a Dying character.',
    );
    dialogs.nextAnswer = dying.uuid;
    expect(await featureAction(healer, itemNamed(healer, 'Ember Touch'))).toBe(true);
    expect(state(dying).health).toEqual({ hp: 3, maxHp: 12, conditions: [] });
  });
});

describe('§3.4 Counterstep and REL-8 forced movement', () => {
  beforeEach(() => standIn.reset());

  it('a displaced frontline breaks the formation this round; Counterstep spends the reaction and clears the mark', async () => {
    const oren = await seeker('Oren', {}, { owner: player });
    const mira = await seeker('Mira', { row: 'backline' }, { owner: other });
    const combat = combatOf([oren, mira]);
    expect(currentFormation().state.broken).toBe(false);
    await setDisplaced(combat, oren.uuid, true);
    expect(currentFormation().state).toMatchObject({ broken: true, reasons: ['forcedMovement'] });
    // A displaced backliner does not break it.
    await setDisplaced(combat, oren.uuid, false);
    await setDisplaced(combat, mira.uuid, true);
    expect(currentFormation().state.broken).toBe(false);
    await setDisplaced(combat, oren.uuid, true);
    standIn.actAs(player);
    expect(await counterstepAction(oren)).toBe(true);
    expect(displacedThisRound(combat)).toEqual([mira.uuid]);
    expect(currentFormation().state.broken).toBe(false);
    expect(economyOf(combatantFor(combat, oren)).reactions).toBe(0);
    expect(await counterstepAction(oren)).toBe(false);
    expect(standIn.notifications.at(-1)!.message).toBe('The reaction for this round is already spent.');
    // Marks are for this round only.
    combat.round = 2;
    expect(displacedThisRound(combat)).toEqual([]);
  });
});
