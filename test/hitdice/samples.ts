/**
 * The hitdice ruleset in the gallery: the fullest character (every layer raised and partly lost,
 * Shaken Resolve, Affinity dice, abilities of several tiers, armor, a barrier source, gear,
 * conditions), an NPC, every item type, every chat card and every roll dialog.
 */
import { drawnActionRoll, drawnDefenseRoll, drawnInitiativeRoll, drawnResolveRoll } from './rolls';
import { withEffects } from '../gallery/effects-sample';
import { partTemplates, type GallerySamples, type SampleDocument } from '../gallery/samples';
import { cardModelOf } from '../../src/foundry/chat/card-model';
import { RollDialog, rollDialogContext } from '../../src/foundry/rolls/roll-dialog';
import type { RoundState } from '../../src/rulesets/hitdice/combat/turn-state';
import type { ActionRollRequest } from '../../src/rulesets/hitdice/dice/action-roll';
import type { DefenseRollRequest } from '../../src/rulesets/hitdice/dice/defense-roll';
import { actionDialogConfig } from '../../src/rulesets/hitdice/flows/action';
import { defenseDialogConfig } from '../../src/rulesets/hitdice/flows/defense';
import { GROUP_CARD_TYPE, groupCardData, groupDialogConfig } from '../../src/rulesets/hitdice/flows/group';
import { initiativeDialogConfig } from '../../src/rulesets/hitdice/combat/initiative';
import { resolveDialogConfig, resolvePromptHTML } from '../../src/rulesets/hitdice/flows/resolve';
import { restAction } from '../../src/rulesets/hitdice/flows/universal';
import { EMPTY_ROUND, type HitdiceActorData } from '../../src/rulesets/hitdice/rules';

const DIALOG_PARTS = partTemplates(RollDialog.PARTS);

/** A card's body as its model draws it from the message's data. */
const drawnBody = async (message: ChatMessage.Implementation | null | undefined) =>
  (await cardModelOf(message)?.renderBody()) ?? '';

const ABILITIES = [
  {
    name: 'Firebolt',
    type: 'hitdice-ability',
    system: { tier: 'advanced', skill: 'lore', bonusDice: 1, attack: true, description: '<p>A bolt of flame.</p>' },
  },
  {
    name: 'Shield Wall',
    type: 'hitdice-ability',
    system: { tier: 'expert', skill: 'fortitude', bonusDice: 2, recharge: 'rest', used: true },
  },
  { name: 'Keen Eye', type: 'hitdice-ability', system: { tier: 'basic', skill: 'awareness', bonusDice: 1 } },
  { name: 'Field Dressing', type: 'hitdice-ability', system: { tier: 'basic', skill: 'medicine', bonusDice: 1 } },
  { name: 'Longsword', type: 'hitdice-weapon', system: { tier: 'basic', range: 'Melee', properties: 'Versatile' } },
];

const KIT = [
  { name: 'Scale Hauberk', type: 'hitdice-armor', system: { kind: 'medium', dice: 2, equipped: true } },
  { name: 'Travelling Leathers', type: 'hitdice-armor', system: { kind: 'light', dice: 2 } },
  { name: 'Warding Sigil', type: 'hitdice-barrier', system: { dice: 2 } },
  { name: 'Rope, 50 ft', type: 'hitdice-gear', system: { quantity: 1 } },
  { name: "Healer's Kit", type: 'hitdice-gear', system: { quantity: 3 } },
];

const SORAH: SampleDocument = {
  name: 'Sorah Vell',
  type: 'hitdice-character',
  system: {
    level: 5,
    hitDie: 'balanced',
    body: { value: 9 },
    resolve: { value: 3 },
    armor: { value: 1 },
    barrier: { value: 1, max: 2 },
    guard: { value: 2, max: 2 },
    affinity: { stored: 3, gainedToday: 1 },
    restsToday: 1,
    rushUsed: true,
    virtue: 'Mercy to the defeated',
    notes: 'Sworn to the Lantern Order.',
  },
  items: [...ABILITIES, ...KIT],
  effects: [
    { name: 'Guarding', statuses: ['guarding'] },
    { name: 'Surprised', statuses: ['surprised'] },
  ],
};

/**
 * Sorah knocked out (HD-12): the sheet's Rest button says a Rest leaves her collapsed. Its page is
 * named by its tab, so the untabbed sheet keeps the name the README's picture is taken from.
 */
const SORAH_COLLAPSED: SampleDocument = {
  ...SORAH,
  tab: 'combat',
  system: { ...SORAH.system, body: { value: 6 }, resolve: { value: 0 }, guard: { value: 0, max: 2 } },
  effects: [{ name: 'Collapsed', statuses: ['collapsed'] }],
};

const HOUND: SampleDocument = {
  name: 'Ash Hound',
  type: 'hitdice-npc',
  system: {
    level: 3,
    hitDie: 'tough',
    bodyMax: 6,
    body: { value: 4 },
    resolve: { value: 2 },
    actionsPerTurn: 3,
    armor: { value: 2 },
    notes: 'Hunts in packs of three.',
  },
  items: [
    { name: 'Bite', type: 'hitdice-ability', system: { tier: 'basic', attack: true, bonusDice: 1 } },
    { name: 'Ember Breath', type: 'hitdice-ability', system: { tier: 'advanced', attack: true, recharge: 'rest' } },
    { name: 'Cinder Hide', type: 'hitdice-armor', system: { kind: 'light', dice: 2, equipped: true } },
  ],
};

/** Sorah as the engine reads her (what a roll's request carries). */
const sorahData: HitdiceActorData = {
  level: 5,
  hitDie: 'balanced',
  body: 9,
  resolve: 5,
  armor: { type: 'medium', dice: 2, max: 2 },
  affinity: { stored: 2, gainedToday: 1 },
};

function actionRequest(extra: Partial<ActionRollRequest>): ActionRollRequest {
  return {
    actor: sorahData,
    tier: 'advanced',
    exertion: 0,
    bonusDice: 0,
    affinityDice: 0,
    round: EMPTY_ROUND,
    label: 'Firebolt',
    actorName: 'Sorah Vell',
    source: 'ability',
    attack: true,
    targets: [],
    ...extra,
  };
}

async function rolled(resolve: () => Promise<{ render(): Promise<string> }>, faces: number[]): Promise<string> {
  standIn.queueFaces(...faces);
  return (await resolve()).render();
}

/** The round state of a combatant halfway through their turn, with a held action waiting. */
const midTurn: RoundState = {
  combat: null,
  combatant: null,
  round: 2,
  economy: {
    phase: 'during',
    actionsUsed: 1,
    expertUsed: 0,
    exertionUsed: 2,
    held: [{ trigger: 'the ogre charges', basicOnly: false }],
  },
  tally: { ...EMPTY_ROUND },
};

/** A goblin's Rusty Axe for 3 HD on Bram (level 1, 5 body dice), his armor's first die showing `face`. */
async function goblinAxeOnBram(hitDie: HitdiceActorData['hitDie'], armorDice: number, face: number): Promise<string> {
  standIn.queueFaces(face);
  const request: DefenseRollRequest = {
    actor: { level: 1, hitDie, body: 5, resolve: 5, armor: { type: 'light', dice: armorDice } },
    damage: 3,
    sustainThreshold: 5,
    actorName: 'Bram',
    targetUuid: 'Actor.bram',
    attackLabel: 'Rusty Axe',
    attackerName: 'Goblin',
  };
  return (await drawnDefenseRoll(request)).render();
}

async function sorah(): Promise<Actor.Implementation> {
  return (await Actor.create({
    ...SORAH,
    system: { ...SORAH.system, resolve: { value: 5 } },
  } as never)) as Actor.Implementation;
}

export const samples: GallerySamples = {
  actors: [
    SORAH,
    { ...SORAH, tab: 'abilities' },
    { ...SORAH, tab: 'skills' },
    { ...SORAH, tab: 'inventory' },
    { ...SORAH, tab: 'notes' },
    withEffects(
      SORAH as never,
      { key: 'system.bonuses.defenseRolls', value: 1 },
      { key: 'system.bonuses.dice.lore', value: 2 },
    ),
    HOUND,
    SORAH_COLLAPSED,
  ],
  items: [ABILITIES[1]!, ABILITIES[4]!, KIT[0]!, KIT[2]!, KIT[4]!].map((i) => ({ ...i, system: { ...i.system } })),
  cards: [
    {
      // Advanced at Proficiency 3, two exertion dice (one burns), a bonus die and an Affinity die.
      name: 'action-attack',
      render: () =>
        rolled(
          () =>
            drawnActionRoll(
              actionRequest({
                exertion: 2,
                bonusDice: 1,
                affinityDice: 1,
                targets: [
                  { uuid: 'Actor.hound1', name: 'Ash Hound' },
                  { uuid: 'Actor.hound2', name: 'Ash Hound (2)' },
                ],
              }),
            ),
          [6, 4, 2, 1, 5, 3, 6],
        ),
    },
    {
      // An Expert technique that falls short: the round's Resolve check is raised.
      name: 'action-failed-expert',
      render: () =>
        rolled(
          () =>
            drawnActionRoll(
              actionRequest({ label: 'Shield Wall', tier: 'expert', bonusDice: 2, exertion: 1, attack: false }),
            ),
          [4, 2, 3, 1, 5, 2],
        ),
    },
    {
      name: 'skill-roll',
      render: () =>
        rolled(
          () =>
            drawnActionRoll(
              actionRequest({ label: 'Awareness', tier: null, required: 2, source: 'skill', attack: false }),
            ),
          [5, 6, 2],
        ),
    },
    {
      // The document's example: 5d8 body + 2d6 armor, capacity 1, 3 HD of damage; the d6 shows 3.
      name: 'defense-example',
      render: () => goblinAxeOnBram('balanced', 2, 3),
    },
    {
      // Every layer: Guard, barrier, armor and body, 6 HD against 3 rolls.
      name: 'defense-layers',
      render: async () => {
        standIn.queueFaces(2, 1, 12);
        const request: DefenseRollRequest = {
          actor: { ...sorahData, guard: 2, barrier: 1, armor: { type: 'medium', dice: 1 } },
          damage: 6,
          sustainThreshold: 5,
          actorName: 'Sorah Vell',
          targetUuid: 'Actor.sorah',
          attackLabel: 'Ember Breath',
          attackerName: 'Ash Hound',
        };
        return (await drawnDefenseRoll(request)).render();
      },
    },
    {
      // A tough hit die: the body's d10s drawn small, their two digits inside the kite.
      name: 'defense-tough',
      render: () => goblinAxeOnBram('tough', 1, 4),
    },
    {
      name: 'resolve-check',
      render: () =>
        rolled(
          () =>
            drawnResolveRoll({
              actor: { ...sorahData, resolve: 3 },
              actorName: 'Sorah Vell',
              triggers: ['heavyLoss', 'hdLost'],
            }),
          [3],
        ),
    },
    {
      name: 'initiative-surprised',
      render: () =>
        rolled(
          () =>
            drawnInitiativeRoll({
              actor: sorahData,
              surprised: true,
              affinityDice: 1,
              actorName: 'Sorah Vell',
            }),
          [5, 6, 2, 4, 1, 5, 6],
        ),
    },
    {
      name: 'initiative',
      render: () =>
        rolled(
          () =>
            drawnInitiativeRoll({
              actor: { ...sorahData, resolve: 4 },
              exertion: 2,
              actorName: 'Sorah Vell',
            }),
          [5, 3, 6, 1, 4],
        ),
    },
    {
      name: 'group-roll',
      render: async () => {
        const a = await sorah();
        const b = (await Actor.create({
          name: 'Bram',
          type: 'hitdice-character',
          system: { level: 3 },
        } as never)) as Actor.Implementation;
        const c = (await Actor.create({
          name: 'Ilse',
          type: 'hitdice-character',
          system: { level: 2 },
        } as never)) as Actor.Implementation;
        // The card as the GM has it once Sorah's part is recorded: its data, drawn by its model.
        const group = await ChatMessage.implementation.create({
          type: GROUP_CARD_TYPE,
          system: groupCardData({
            mode: 'threshold',
            skill: 'wilderness',
            required: 4,
            participants: [
              { uuid: a.uuid, name: a.name!, part: { successes: 3, burned: 1, messageId: 'm1' } },
              { uuid: b.uuid, name: b.name!, part: null },
              { uuid: c.uuid, name: c.name!, part: null },
            ],
          }),
        });
        return drawnBody(group);
      },
    },
    {
      name: 'resolve-prompt',
      render: async () => resolvePromptHTML(await sorah(), ['failedExpert']),
    },
    {
      name: 'notice-rest',
      // Sorah's second rest today, through the sheet's Rest flow: it words the card (her one used
      // rest ability, Shield Wall, is reset).
      render: async () => {
        const actor = (await Actor.create({
          ...SORAH,
          system: { ...SORAH.system, body: { value: 6 } },
        } as never)) as Actor.Implementation;
        return drawnBody(await restAction(actor));
      },
    },
    {
      name: 'notice-rest-collapsed',
      // The same Rest while she is collapsed: hit dice back, no Resolve, and the card says why.
      render: async () =>
        drawnBody(await restAction((await Actor.create(SORAH_COLLAPSED as never)) as Actor.Implementation)),
    },
  ],
  dialogs: [
    {
      name: 'action',
      title: 'Firebolt',
      parts: DIALOG_PARTS,
      context: async () => {
        const actor = await sorah();
        const item = actor.items.find((i) => i.name === 'Firebolt') as Item.Implementation;
        const config = actionDialogConfig(
          actor,
          { kind: 'ability', item, label: 'Firebolt', targets: [{ uuid: 'Actor.hound1', name: 'Ash Hound' }] },
          midTurn,
        );
        return rollDialogContext(config, { exertion: 1, affinity: 1, timing: 'turn' });
      },
    },
    {
      name: 'skill',
      title: 'Medicine',
      parts: DIALOG_PARTS,
      context: async () => {
        const actor = await sorah();
        const config = actionDialogConfig(actor, { kind: 'skill', skill: 'medicine', label: 'Medicine' }, midTurn);
        const ability = actor.items.find((i) => i.name === 'Field Dressing')!.id!;
        return rollDialogContext(config, { ability, required: 0, exertion: 0, affinity: 0, timing: 'turn' });
      },
    },
    {
      name: 'action-refused',
      title: 'Shield Wall',
      parts: DIALOG_PARTS,
      context: async () => {
        const actor = (await Actor.create(SORAH as never)) as Actor.Implementation;
        const item = actor.items.find((i) => i.name === 'Shield Wall') as Item.Implementation;
        const config = actionDialogConfig(actor, { kind: 'ability', item, label: 'Shield Wall' }, midTurn);
        return rollDialogContext(config, { exertion: 0, affinity: 0, timing: 'turn' });
      },
    },
    {
      name: 'defense',
      title: 'Defense',
      parts: DIALOG_PARTS,
      context: () =>
        rollDialogContext(
          defenseDialogConfig('Sorah Vell', {
            actor: { ...sorahData, guard: 2, barrier: 1, armor: { type: 'medium', dice: 1 } },
            damage: 4,
            sustainThreshold: 5,
            actorName: 'Sorah Vell',
            targetUuid: 'Actor.sorah',
            attackLabel: 'Ember Breath',
            attackerName: 'Ash Hound',
          }),
          {},
        ),
    },
    {
      name: 'resolve',
      title: 'Resolve check',
      parts: DIALOG_PARTS,
      context: () =>
        rollDialogContext(
          resolveDialogConfig(
            'Sorah Vell',
            { actor: { ...sorahData, resolve: 3 } },
            { messageId: 'm', triggers: ['heavyLoss'] },
          ),
          {},
        ),
    },
    {
      name: 'initiative',
      title: 'Initiative',
      parts: DIALOG_PARTS,
      context: async () => {
        const actor = await sorah();
        const config = initiativeDialogConfig(actor, false, (v) => ({
          actor: sorahData,
          surprised: false,
          exertion: Number(v.exertion ?? 0),
          affinityDice: Number(v.affinity ?? 0),
          actorName: 'Sorah Vell',
        }));
        return rollDialogContext(config, { exertion: 1, affinity: 0 });
      },
    },
    {
      name: 'group',
      title: 'Group roll',
      parts: DIALOG_PARTS,
      context: async () => {
        const party = [
          await sorah(),
          (await Actor.create({
            name: 'Bram',
            type: 'hitdice-character',
            system: { level: 3 },
          } as never)) as Actor.Implementation,
          (await Actor.create({
            name: 'Ilse',
            type: 'hitdice-character',
            system: { level: 2 },
          } as never)) as Actor.Implementation,
        ];
        return rollDialogContext(groupDialogConfig(party), {
          mode: 'threshold',
          skill: 'wilderness',
          required: 4,
          p0: true,
          p1: true,
          p2: false,
        });
      },
    },
  ],
};
