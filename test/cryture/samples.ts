/**
 * The cryture ruleset in the gallery: the fullest trainer (stats, statuses, powers of every range
 * form), an NPC, a cryture, every item type, every chat card and the pool dialog.
 */
import { withEffects } from '../gallery/effects-sample';
import { partTemplates, type GallerySamples, type SampleDocument } from '../gallery/samples';
import { engineRequest, type AttackRollRequest } from '../../src/rulesets/cryture/dice/attack-roll';
import { resolvedAttackRoll, resolvedInitiativeRoll } from './rolls';
import {
  CrytureRollDialog,
  groupedDialogContext,
  poolDialogConfig,
} from '../../src/rulesets/cryture/flows/pool-dialog';
import { CrytureNoteCard } from '../../src/rulesets/cryture/chat/note-card';
import { CrytureOpportunityCard } from '../../src/rulesets/cryture/chat/opportunity-card';
import { powerCardView } from '../../src/rulesets/cryture/chat/power-card';
import { powerData } from '../../src/rulesets/cryture/data/power-data';
import type { PowerSystem } from '../../src/rulesets/cryture/data/power';
import { payCost, planAttack, type CombatantSnapshot } from '../../src/rulesets/cryture/rules';
import { localize } from '../../src/foundry/i18n';

const grant = (status: string, stacks = 1, to = 'target') => ({ status, stacks, to });
const none = { kind: 'none', spaces: 0 };

const line = (extra: Record<string, unknown> = {}) => ({ text: '', statuses: [], movement: none, ...extra });

function powerSystem(extra: Partial<Record<keyof PowerSystem, unknown>>): Record<string, unknown> {
  return {
    cost: { stamina: 0, mana: 0 },
    powerType: '',
    action: 'major',
    range: { form: 'melee', x: 1, y: 1, includeUser: false },
    check: { kind: 'attack', first: 'Might', second: 'Agility', difficulty: 'Defense' },
    hit: line({ damagePerHit: 0, healingPerHit: 0 }),
    crit: line({ extraHits: 0 }),
    effect: line({ damage: 0, healing: 0 }),
    basicAttack: false,
    description: '',
    ...extra,
  };
}

const POWERS = [
  {
    name: 'Staff Strike',
    type: 'cryture-power',
    system: powerSystem({
      range: { form: 'melee', x: 1, y: 1, includeUser: false },
      hit: line({ text: '2 damage per hit', damagePerHit: 2 }),
      crit: line({ text: 'An extra hit', extraHits: 1 }),
      basicAttack: true,
    }),
  },
  {
    name: 'Ember Lance',
    type: 'cryture-power',
    system: powerSystem({
      cost: { stamina: 0, mana: 1 },
      powerType: 'Fire',
      range: { form: 'ranged', x: 6, y: 1, includeUser: false },
      check: { kind: 'attack', first: 'Focus', second: 'Agility', difficulty: 'Defense' },
      hit: line({ text: '3 damage per hit', damagePerHit: 3 }),
      crit: line({ text: 'An extra hit, and the target is Softened', extraHits: 1, statuses: [grant('softened')] }),
    }),
  },
  {
    name: 'Stone Skin',
    type: 'cryture-power',
    system: powerSystem({
      cost: { stamina: 1, mana: 0 },
      powerType: 'Stone',
      action: 'minor',
      range: { form: 'personal', x: 1, y: 1, includeUser: false },
      check: { kind: 'none', first: '', second: '', difficulty: '' },
      effect: line({ text: 'You gain 2 Block and 1 Hardened', statuses: [grant('block', 2), grant('hardened')] }),
    }),
  },
  {
    name: 'Shockwave',
    type: 'cryture-power',
    system: powerSystem({
      cost: { stamina: 2, mana: 0 },
      powerType: 'Stone',
      range: { form: 'personalBlast', x: 1, y: 1, includeUser: false },
      hit: line({ text: '1 damage per hit; push 1', damagePerHit: 1, movement: { kind: 'push', spaces: 1 } }),
    }),
  },
  {
    name: 'Fire Rain',
    type: 'cryture-power',
    system: powerSystem({
      cost: { stamina: 0, mana: 2 },
      powerType: 'Fire',
      action: 'concentrated',
      range: { form: 'rangedBlast', x: 8, y: 1, includeUser: false },
      check: { kind: 'attack', first: 'Focus', second: 'Focus', difficulty: 'Reflexes' },
      hit: line({ text: '2 damage per hit', damagePerHit: 2 }),
      crit: line({ extraHits: 1, statuses: [grant('wounded')] }),
      effect: line({ text: 'The area burns: every target is Distracted', statuses: [grant('distracted')] }),
    }),
  },
  {
    name: 'Tail Sweep',
    type: 'cryture-power',
    system: powerSystem({
      range: { form: 'meleeBlast', x: 1, y: 1, includeUser: false },
      hit: line({ damagePerHit: 2, statuses: [grant('weakened')] }),
      crit: line({ extraHits: 1 }),
    }),
  },
  {
    name: 'Mending Song',
    type: 'cryture-power',
    system: powerSystem({
      cost: { stamina: 0, mana: 1 },
      powerType: 'Water',
      range: { form: 'ranged', x: 4, y: 1, includeUser: false },
      check: { kind: 'roll', first: 'Focus', second: 'Focus', difficulty: 'Reflexes' },
      hit: line({ text: '2 healing per success', healingPerHit: 2, statuses: [grant('regenerating')] }),
    }),
  },
];

const trainer: SampleDocument = {
  name: 'Rowan Ashdale',
  type: 'cryture-trainer',
  system: {
    speed: 4,
    reflexes: 3,
    stats: { Might: 2, Agility: 3, Focus: 4, Defense: 5 },
    health: { value: 31, max: 40 },
    stamina: { value: 3, max: 5 },
    mana: { value: 4, max: 7 },
    statuses: {
      block: { stacks: 3, turnEnds: 1 },
      empowered: { stacks: 2 },
      hastened: { stacks: 1 },
      regenerating: { stacks: 1 },
      stunned: { stacks: 1, turnEnds: 2 },
    },
    weaknesses: 'Water',
    resistances: 'Fire',
    notes: 'Wandering conjurer from the salt marshes.',
  },
  items: POWERS,
};

const npc: SampleDocument = {
  name: 'Marsh Bandit',
  type: 'cryture-npc',
  system: {
    speed: 3,
    reflexes: 2,
    stats: { Might: 3, Agility: 2, Defense: 4 },
    health: { value: 12, max: 22 },
    stamina: { value: 2, max: 3 },
    mana: { value: 0, max: 0 },
    statuses: { weakened: { stacks: 2 }, wounded: { stacks: 1 }, distracted: { stacks: 1, turnEnds: 1 } },
    weaknesses: 'Fire',
  },
  items: [POWERS[0]!, POWERS[5]!],
};

const ember: SampleDocument = {
  name: 'Cindermaw',
  type: 'cryture-cryture',
  system: {
    speed: 5,
    reflexes: 3,
    stats: { Might: 4, Agility: 3, Focus: 2, Defense: 4 },
    health: { value: 26, max: 26 },
    stamina: { value: 4, max: 4 },
    mana: { value: 2, max: 5 },
    statuses: { softened: { stacks: 3 }, slowed: { stacks: 1 } },
    types: 'Fire, Beast',
    weaknesses: 'Water, Stone',
    resistances: 'Fire',
  },
  items: [POWERS[1]!, POWERS[5]!],
};

const snap = (
  id: string,
  stats: Record<string, number>,
  extra: Partial<CombatantSnapshot> = {},
): CombatantSnapshot => ({
  id,
  kind: 'npc',
  stats,
  health: { value: 20, max: 20 },
  ...extra,
});

function attackRequest(): AttackRollRequest {
  const item = POWERS[1]!;
  const system = item.system as unknown as PowerSystem;
  return {
    userName: 'Rowan Ashdale',
    power: powerData(item.name, system),
    lines: powerCardView(item.name, system).lines,
    user: snap('Actor.rowan', { Focus: 4, Agility: 3 }, { kind: 'trainer', statuses: { empowered: { stacks: 1 } } }),
    targets: [
      {
        snapshot: snap(
          'Actor.bandit',
          { Defense: 5 },
          { statuses: { block: { stacks: 1, turnEnds: 1 } }, weaknesses: ['Fire'] },
        ),
        name: 'Marsh Bandit',
        situations: ['flanking'],
        distance: 4,
        extraDice: 0,
      },
      {
        snapshot: snap('Actor.brute', { Defense: 7 }, { resistances: ['Fire'] }),
        name: 'Bog Brute',
        situations: ['cover'],
        distance: 8,
        extraDice: 0,
      },
    ],
  };
}

/** Feeds scripted faces to Foundry's generator, which rolls the initiative's dice ask by ask. */
function scriptedUniform(faces: number[]) {
  const queue = [...faces];
  CONFIG.Dice.randomUniform = () => ((queue.shift() ?? 5) - 0.5) / 10;
}

export const samples: GallerySamples = {
  actors: [
    trainer,
    { ...trainer, tab: 'powers' },
    withEffects(trainer as never, { key: 'system.speed', value: 1 }, { key: 'system.bonuses.dice.attack', value: 2 }),
    npc,
    ember,
  ],
  items: [POWERS[4]!],
  cards: [
    {
      name: 'attack',
      async render() {
        // The bandit's pool: 4 + 3, +1 Empowered, +2 flanking, +2 weak to Fire = 12 dice; the brute reads the first 2.
        const request = attackRequest();
        const planned = planAttack(engineRequest(request));
        const dice = planned.ok ? planned.plan.dice : 0;
        standIn.queueFaces(...[10, 7, 3, 1, 5, 9, 2, 6, 10, 4, 8, 1].slice(0, dice));
        const roll = await resolvedAttackRoll(request, 'Actor.rowan');
        return roll.render();
      },
    },
    {
      name: 'initiative',
      async render() {
        // Rowan and Cindermaw tie on 20: a roll-off of 3 and 3, then 8 and 2.
        scriptedUniform([7, 4, 9, 9, 8, 3, 5, 8, 1, 3, 3, 8, 2]);
        const roll = await resolvedInitiativeRoll({
          mode: 'batch',
          names: { a: 'Rowan Ashdale', b: 'Cindermaw', c: 'Marsh Bandit' },
          entrants: [
            { id: 'a', stats: { Speed: 2, Reflexes: 1 } },
            { id: 'b', stats: { Speed: 2, Reflexes: 1 } },
            { id: 'c', stats: { Speed: 1, Reflexes: 2 } },
          ],
          existing: [],
        });
        CONFIG.Dice.randomUniform = Math.random;
        return roll.render();
      },
    },
    {
      name: 'initiative-join',
      async render() {
        scriptedUniform([9, 8, 7]);
        const roll = await resolvedInitiativeRoll({
          mode: 'join',
          names: { a: 'Rowan Ashdale', b: 'Marsh Bandit', j: 'Cindermaw' },
          join: {
            order: [
              { id: 'a', total: 20 },
              { id: 'b', total: 11 },
            ],
            nextId: 'b',
            joiner: { id: 'j', stats: { Speed: 2, Reflexes: 1 } },
          },
        });
        CONFIG.Dice.randomUniform = Math.random;
        return roll.render();
      },
    },
    {
      name: 'applied',
      render: () =>
        new CrytureNoteCard({
          kind: 'applied',
          title: 'Applied: Ember Lance',
          targets: [
            {
              name: 'Marsh Bandit',
              damage: 12,
              healing: 0,
              blockSpent: 1,
              statuses: ['Softened +2 (now 2)'],
              moves: ['Pushed 1 of 2 spaces. 1 more would not fit: 3 damage.'],
              health: { value: 8, max: 22 },
            },
            {
              name: 'Bog Brute',
              damage: 0,
              healing: 0,
              blockSpent: 0,
              statuses: [],
              moves: [],
              health: { value: 30, max: 30 },
            },
          ],
        }).renderBody(),
    },
    {
      name: 'end-of-turn',
      render: () =>
        new CrytureNoteCard({
          kind: 'notice',
          title: 'End of Marsh Bandit’s turn',
          lines: ['Wounded: −2 Health.', 'Ended: Distracted.'],
          tone: 'neutral',
        }).renderBody(),
    },
    {
      name: 'opportunity',
      render: () =>
        new CrytureOpportunityCard({
          title: 'Marsh Bandit provokes opportunity attacks',
          attackers: [
            { uuid: 'Actor.rowan', name: 'Rowan Ashdale', tokenUuid: '' },
            { uuid: 'Actor.cinder', name: 'Cindermaw', tokenUuid: '' },
          ],
          barred: ['Bog Brute'],
        }).renderBody(),
    },
  ],
  dialogs: [
    {
      name: 'pool',
      title: 'Ember Lance',
      context() {
        const config = poolDialogConfig({ request: attackRequest(), spends: 'Major Action · 1 Mana' });
        const values = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
        return groupedDialogContext(config, values);
      },
      parts: partTemplates(CrytureRollDialog.PARTS),
    },
    {
      // The same power when the trainer's Mana is spent: the cost refuses it, Roll disabled.
      name: 'pool-refused',
      title: 'Ember Lance',
      context() {
        const request = attackRequest();
        const paid = payCost({ stamina: { value: 3, max: 5 }, mana: { value: 0, max: 7 } }, request.power.cost);
        const blocked = paid.ok ? undefined : localize(paid.key);
        const config = poolDialogConfig({ request, spends: 'Major Action · 1 Mana', ...(blocked ? { blocked } : {}) });
        const values = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
        return groupedDialogContext(config, values);
      },
      parts: partTemplates(CrytureRollDialog.PARTS),
    },
  ],
};
