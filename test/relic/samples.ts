/**
 * The relic gallery: the fullest seeker, an adversary, every item type, every chat card (rolled
 * through the real flows with scripted dice), every roll dialog, and the pages a sheet tab, the
 * formation panel and the tracker show.
 */
import { rollActivation, rollAttack, rollBurn, rollTest } from './rolls';
import { withEffects } from '../gallery/effects-sample';
import { partTemplates, type GallerySamples, type SampleCard, type SampleDocument } from '../gallery/samples';
import { RollDialog, rollDialogContext, type RollDialogConfig } from '../../src/foundry/rolls/roll-dialog';
import { activationDialog } from '../../src/rulesets/relic/flows/activate';
import { attackDialog } from '../../src/rulesets/relic/flows/attack';
import { burnDialog, burnSetup } from '../../src/rulesets/relic/flows/burn';
import { testDialog } from '../../src/rulesets/relic/flows/test';
import { aidAction } from '../../src/rulesets/relic/flows/actions';
import { formationContext } from '../../src/rulesets/relic/apps/formation-context';
import { trackerExtras } from '../../src/rulesets/relic/combat/tracker';
import { registry } from '../../src/foundry/registry';
import { askGM } from '../../src/foundry/relay';
import { entriesOf, performUndo } from '../../src/foundry/chat/undo';
import { cardModelOf } from '../../src/foundry/chat/card-model';
import { cardFor, relicNamed, weapon } from './fixtures';
import { combatOf, rollEveryone } from './stand-in-combat';
import {
  ASH_WOLF,
  BUCKLER,
  CHAIN_COAT,
  EMBERGLASS,
  LAY_ON_HANDS,
  LONGSWORD,
  MENDING_THREAD,
  OREN,
  PATH_OF_EMBERS,
  SHORTBOW,
  TWILIGHT_HEALER,
} from './sample-data';

type Doc = Actor.Implementation;

const create = async (data: object, over: Record<string, unknown> = {}) =>
  (await Actor.create({ ...structuredClone(data), ...over } as never)) as Doc;

async function party() {
  const oren = await create(OREN);
  const mira = await create({
    name: 'Mira Quill',
    type: 'relic-seeker',
    system: {
      attributes: { fit: 0, dex: 2, wis: 2, int: 3 },
      hp: { value: 8, max: 10 },
      role: 'controller',
      resonance: 2,
      row: 'backline',
    },
    items: [
      SHORTBOW,
      MENDING_THREAD,
      { ...PATH_OF_EMBERS, system: { slots: 2, synchronizations: { support: true, glyph: true } } },
    ],
  });
  const kael = await create({
    name: 'Kael Dunmore',
    type: 'relic-seeker',
    system: {
      attributes: { fit: 2, dex: 3, wis: 0, int: 1 },
      hp: { value: 11, max: 11 },
      role: 'striker',
      resonance: 2,
      row: 'frontline',
    },
    items: [LONGSWORD],
  });
  const wolf = await create(ASH_WOLF, { effects: [] });
  const wolf2 = await create(ASH_WOLF, { name: 'Ash Wolf (2)', effects: [] });
  const combat = combatOf([oren, mira, kael, wolf, wolf2]);
  return { oren, mira, kael, wolf, wolf2, combat };
}

const renderLast = async () => {
  const message = game.messages!.contents.at(-1) as ChatMessage.Implementation;
  return (message.rolls as unknown as { render(): Promise<string> }[])[0]!.render();
};

function card(name: string, make: () => Promise<string>): SampleCard {
  return { name, render: make };
}

function dialog(name: string, title: string, make: () => Promise<RollDialogConfig>) {
  return {
    name,
    title,
    parts: partTemplates(RollDialog.PARTS),
    async context() {
      const config = await make();
      return rollDialogContext(config, Object.fromEntries(config.fields.map((f) => [f.name, f.value])));
    },
  };
}

const items: SampleDocument[] = [
  LONGSWORD,
  CHAIN_COAT,
  BUCKLER,
  EMBERGLASS,
  TWILIGHT_HEALER,
  LAY_ON_HANDS,
  PATH_OF_EMBERS,
] as SampleDocument[];

export const samples: GallerySamples = {
  actors: [
    OREN as unknown as SampleDocument,
    { ...OREN, tab: 'arsenal' } as unknown as SampleDocument,
    { ...OREN, tab: 'equipment' } as unknown as SampleDocument,
    { ...OREN, tab: 'notes' } as unknown as SampleDocument,
    withEffects(
      OREN as unknown as SampleDocument,
      { key: 'system.bonuses.ac', value: 1 },
      { key: 'system.bonuses.attack', value: 2 },
    ),
    ASH_WOLF as unknown as SampleDocument,
    // The fields behind its statblock.
    { ...ASH_WOLF, tab: 'edit' } as unknown as SampleDocument,
  ],
  items,
  cards: [
    // Undo: the card after Apply (its Undo line), and after Undo (the note, Apply back).
    ...(['applied', 'undone'] as const).map((stage) =>
      card(`attack-damage-${stage}`, async () => {
        const { oren, wolf } = await party();
        (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: wolf }]);
        standIn.queueFaces(15, 6);
        await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
        (game.user as unknown as { targets: unknown }).targets = undefined;
        const message = game.messages!.contents.at(-1) as ChatMessage.Implementation;
        await askGM(registry, 'relic', 'applyDamage', { messageId: message.id });
        if (stage === 'undone') await performUndo(entriesOf(message.id)[0]!.id, game.user!);
        return (await cardFor(message, game.user!)).innerHTML;
      }),
    ),
    // A player's card its author rewrote from the console after the roll: every viewer is told.
    card('attack-edited-after-roll', async () => {
      const { gm, player } = standIn.users;
      // Out of combat, the roll itself asks nothing of the GM.
      const oren = await create({ ...OREN, ownership: { [player.id]: 3 } });
      const wolf = await create(ASH_WOLF, { effects: [] });
      standIn.actAs(player);
      (player as unknown as { targets: unknown }).targets = new Set([{ actor: wolf }]);
      standIn.queueFaces(6);
      await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
      (player as unknown as { targets: unknown }).targets = undefined;
      const message = game.messages!.contents.at(-1) as ChatMessage.Implementation;
      await standIn.settled();
      // fvtt-types: a roll's JSON does not type our options.
      const forged = message.rolls[0]!.toJSON() as unknown as { options: { outcome: { hit: boolean } } };
      forged.options.outcome.hit = true;
      await message.update({ rolls: [JSON.stringify(forged)] } as never);
      return (await cardFor(message, gm)).innerHTML;
    }),
    // A hit posted by an earlier version (a plain message, its first flags empty): read-only, not applied.
    card('attack-earlier-version', async () => {
      const { oren } = await party();
      standIn.queueFaces(15, 6);
      await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
      const today = game.messages!.contents.at(-1) as ChatMessage.Implementation;
      const { _id: _, type: _type, system: _system, ...data } = today.toObject() as Record<string, unknown>;
      const old = (await ChatMessage.create(data as never))!;
      return (await cardFor(old, standIn.users.gm)).innerHTML;
    }),
    card('test-success', async () => {
      const { oren } = await party();
      standIn.queueFaces(14);
      await rollTest(oren, 'dex', { fastForward: true });
      return renderLast();
    }),
    card('attack-hit', async () => {
      const { oren } = await party();
      standIn.queueFaces(15, 6);
      await rollAttack(oren, weapon(oren, 'Longsword'), { fastForward: true });
      return renderLast();
    }),
    card('attack-critical-snap-shot', async () => {
      const { mira } = await party();
      standIn.queueFaces(20, 4, 5);
      await rollAttack(mira, weapon(mira, 'Shortbow'), { fastForward: true, snapShot: true });
      return renderLast();
    }),
    card('enemy-melee-backline', async () => {
      const { wolf, mira, oren } = await party();
      await oren.update({ 'system.row': 'backline' } as never);
      await oren.update({ 'system.row': 'frontline' } as never);
      (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: mira }]);
      standIn.queueFaces(12, 5);
      await rollAttack(wolf, weapon(wolf, 'Bite'), { fastForward: true });
      (game.user as unknown as { targets: unknown }).targets = undefined;
      return renderLast();
    }),
    card('activation-heal', async () => {
      const { mira } = await party();
      standIn.queueFaces(11);
      await rollActivation(mira, relicNamed(mira, 'Mending Thread'), { fastForward: true });
      return renderLast();
    }),
    card('activation-strain', async () => {
      const { oren } = await party();
      standIn.queueFaces(1, 4);
      await rollActivation(oren, relicNamed(oren, 'Emberglass Lens'), { fastForward: true });
      return renderLast();
    }),
    card('burn-bulwark-backlash', async () => {
      const { oren } = await party();
      standIn.queueFaces(2);
      await rollBurn(oren, { fastForward: true });
      return renderLast();
    }),
    // Undo on a Burn: everything it changed, surges included, comes off in one click.
    card('burn-bulwark-undo', async () => {
      const { oren } = await party();
      standIn.queueFaces(2);
      await rollBurn(oren, { fastForward: true });
      const message = game.messages!.contents.findLast((m) => (m.rolls as unknown[]).length > 0)!;
      return (await cardFor(message as ChatMessage.Implementation, game.user!)).innerHTML;
    }),
    card('burn-execution', async () => {
      const { kael } = await party();
      standIn.queueFaces(13, 7, 15);
      await rollBurn(kael, { fastForward: true });
      return renderLast();
    }),
    card('burn-restoration', async () => {
      const { mira, oren } = await party();
      await mira.update({ 'system.role': 'support', 'system.row': 'frontline' } as never);
      void oren;
      standIn.queueFaces(9);
      await rollBurn(mira, { fastForward: true });
      return renderLast();
    }),
    card('initiative-tied', async () => {
      const { combat } = await party();
      const wolves = combat.combatants.contents.filter((c) => String(c.actor?.type) === 'relic-adversary');
      await (wolves[1]!.actor as Doc).update({ 'system.group': 'Cinder Hounds' } as never);
      standIn.queueFaces(11, 11);
      await registry.get('relic').combat!.rollInitiative!(
        combat,
        wolves.map((c) => c.id!),
      );
      return renderLast();
    }),
    card('action-aid', async () => {
      const { oren, mira } = await party();
      await mira.createEmbeddedDocuments('Item', [structuredClone(TWILIGHT_HEALER)] as never);
      await oren.update({ 'system.hp.value': 0 } as never);
      await oren.toggleStatusEffect('unconscious', { active: true });
      (foundry.applications.api.DialogV2 as unknown as { nextAnswer: unknown }).nextAnswer = oren.uuid;
      await aidAction(mira);
      // The action card's body is its model's, drawn from what the message's system holds.
      return (await cardModelOf(game.messages!.contents.at(-1))!.renderBody())!;
    }),
    card('tracker', async () => {
      const { combat } = await party();
      standIn.queueFaces(8, 14);
      await rollEveryone(combat);
      const rows = combat.combatants.contents
        .sort(registry.get('relic').combat!.sortCombatants!)
        .map(
          (c) =>
            `<li class="combatant"><span class="token-name">${c.name} <strong>${c.initiative ?? ''}</strong>${trackerExtras(c)?.html ?? ''}</span></li>`,
        )
        .join('');
      return `<ol class="manifold relic-tracker-sample" data-ruleset="relic">${rows}</ol>`;
    }),
  ],
  dialogs: [
    {
      name: 'formation-panel',
      title: 'MANIFOLD.relic.formation.title',
      parts: ['systems/manifold/templates/relic/formation-panel.hbs'],
      async context() {
        const { oren, kael } = await party();
        await oren.toggleStatusEffect('unconscious', { active: true });
        await kael.toggleStatusEffect('stunned', { active: true });
        return { formation: formationContext() };
      },
    },
    {
      name: 'formation-broken',
      title: 'MANIFOLD.relic.formation.title',
      parts: ['systems/manifold/templates/relic/formation-panel.hbs'],
      async context() {
        const { oren, kael } = await party();
        await oren.toggleStatusEffect('unconscious', { active: true });
        await kael.toggleStatusEffect('dying', { active: true });
        return { formation: formationContext() };
      },
    },
    dialog('test', 'MANIFOLD.relic.dialog.kindTest', async () => testDialog((await party()).oren, 'fit')),
    dialog('attack', 'MANIFOLD.relic.action.attack', async () => {
      const { oren } = await party();
      return attackDialog(oren, weapon(oren, 'Longsword'), false);
    }),
    dialog('enemy-attack', 'MANIFOLD.relic.action.attack', async () => {
      const { wolf, oren } = await party();
      await oren.toggleStatusEffect('unconscious', { active: true });
      await (game.actors!.getName('Kael Dunmore') as Doc).update({ 'system.row': 'backline' } as never);
      return attackDialog(wolf, weapon(wolf, 'Bite'), false);
    }),
    dialog('activation', 'MANIFOLD.relic.sheet.activate', async () => {
      const { mira } = await party();
      return activationDialog(mira, relicNamed(mira, 'Mending Thread'));
    }),
    dialog('burn-execution', 'MANIFOLD.relic.action.burn', async () => {
      const { kael } = await party();
      return burnDialog(kael, burnSetup(kael)!, false);
    }),
    // An Execution burn with no weapon to strike with: refused, Roll disabled.
    dialog('burn-refused', 'MANIFOLD.relic.action.burn', async () => {
      const { kael } = await party();
      await kael.deleteEmbeddedDocuments('Item', [weapon(kael, 'Longsword').id!]);
      return burnDialog(kael, burnSetup(kael)!, false);
    }),
    dialog('burn-disruption', 'MANIFOLD.relic.action.burn', async () => {
      const { mira } = await party();
      return burnDialog(mira, burnSetup(mira)!, false);
    }),
  ],
};
