/**
 * relic's chat card types: an action card is a `relic-note` drawn from its `system`, with no
 * buttons of its own; a roll card is a `relic-roll` carrying the relic card buttons.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cardModelOf } from '../../../src/foundry/chat/card-model';
import { RelicNoteCard } from '../../../src/rulesets/relic/chat/note-card';
import { RelicRollCard } from '../../../src/rulesets/relic/chat/cards';
import { buildResonanceAction } from '../../../src/rulesets/relic/flows/actions';
import { cardAs, cardText, drawnCard } from '../../foundry/cards';
import { rollAttack } from '../rolls';
import { adversary, buttons, combatOf, lastMessage, longsword, seeker, weapon } from '../fixtures';

const { gm, player } = standIn.users;

describe('relic card types', () => {
  beforeEach(() => standIn.reset());

  it('an action card is a relic-note drawn from its system, with no buttons', async () => {
    const oren = await seeker('Oren', { resonance: 2 }, { owner: player });
    standIn.actAs(player);
    expect(await buildResonanceAction(oren)).toBe(true);
    const message = lastMessage();
    expect(message.type).toBe('relic-note');
    expect(message.system).toBeInstanceOf(RelicNoteCard);
    expect(message.content, 'nothing is rendered at post time').toBe('');
    expect(message.system).toMatchObject({ title: 'Build Resonance', subtitle: 'Oren', texts: [], outcome: '' });
    const card = await drawnCard(message);
    expect(card.querySelector('.relic-action-card .card-title')!.textContent).toBe('Build Resonance');
    expect([...card.querySelectorAll('.card-row dd')].map((dd) => dd.textContent)).toContain('2 → 3');

    // The card is what its system holds: rewritten, it draws again from it.
    standIn.actAs(gm);
    await message.update({ system: { title: 'Switch rows', rows: [{ label: 'Row', value: 'Backline' }] } });
    expect(await cardText(message)).toContain('Switch rows');
    expect(await cardText(message)).toContain('Backline');
    expect(await cardText(message)).not.toContain('2 → 3');

    expect(RelicNoteCard.actions).toEqual({});
    expect(cardModelOf(message)!.action('relic.applyDamage')).toBeUndefined();
    expect(buttons(await cardAs(message, gm))).toEqual([]);
  });

  it('what an action card shows is text, never markup', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    standIn.actAs(gm);
    const message = (await ChatMessage.implementation.create({
      type: 'relic-note',
      system: { title: hostile, subtitle: hostile, rows: [{ label: hostile, value: hostile }], texts: [hostile] },
    }))!;
    const card = await drawnCard(message);
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent!.split(hostile)).toHaveLength(6);
  });

  it('a roll card is a relic-roll and carries the relic card buttons, those its roll calls for offered', async () => {
    const oren = await seeker('Oren', {}, { owner: player, items: [longsword] });
    combatOf([oren, await adversary('Wolf')]);
    standIn.actAs(player);
    standIn.queueFaces(15, 6);
    await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
    const message = lastMessage();
    expect(message.type).toBe('relic-roll');
    expect(message.system).toBeInstanceOf(RelicRollCard);
    expect(Object.keys(RelicRollCard.actions).sort()).toEqual(
      ['relic.applyBurn', 'relic.applyDamage', 'relic.guardAlly', 'relic.lockRelic', 'relic.relicHeal'].sort(),
    );
    // Its body is its roll: the model draws none.
    expect(await cardModelOf(message)!.renderBody()).toBeNull();
    expect(buttons(await cardAs(message, player))).toEqual(['relic.applyDamage']);
  });
});
