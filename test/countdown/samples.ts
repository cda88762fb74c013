/**
 * The countdown ruleset in the gallery: the fullest character (a Dwerrow Warden deserter at level
 * 4, stolen longsword, shield, chainmail, a lit torch, rations, conditions), a dying Invoker, a
 * monster, every item type, every card (rolled with scripted dice) and every roll dialog, plus
 * each sheet tab and the world panel.
 */
import { withEffects } from '../gallery/effects-sample';
import { partTemplates, type GallerySamples, type SampleDocument } from '../gallery/samples';
import {
  RollDialog,
  rollDialogContext,
  type RollDialogConfig,
  type RollDialogValues,
  dialogDefaults,
} from '../../src/foundry/rolls/roll-dialog';
import { catalogue, gearData, weaponData } from '../../src/rulesets/countdown/data/catalogue';
import { weaponRow, type DefenseMethod, type LightLevel } from '../../src/rulesets/countdown/rules';
import type { CountdownCharacter, CountdownMonster } from '../../src/rulesets/countdown/data/snapshot';
import type { CountdownRoll, CountdownRollClass } from '../../src/rulesets/countdown/dice/countdown-roll';
import { rollFromConsole } from './rolls';
import { CountdownCheckRoll } from '../../src/rulesets/countdown/dice/check-roll';
import { CountdownAttackRoll } from '../../src/rulesets/countdown/dice/attack-roll';
import { CountdownDefenseRoll } from '../../src/rulesets/countdown/dice/defense-roll';
import { CountdownDieRoll } from '../../src/rulesets/countdown/dice/countdown-die-roll';
import {
  CountdownEncounterRoll,
  CountdownInitiativeRoll,
  CountdownMoraleRoll,
} from '../../src/rulesets/countdown/dice/gm-rolls';
import {
  CountdownCoinRoll,
  CountdownHpRoll,
  CountdownStatsRoll,
} from '../../src/rulesets/countdown/dice/creation-rolls';
import { CountdownSpellRoll } from '../../src/rulesets/countdown/dice/spell-roll';
import { CountdownHealingRoll } from '../../src/rulesets/countdown/dice/healing-roll';
import { CountdownRestRoll } from '../../src/rulesets/countdown/dice/rest-roll';
import { CountdownContestRoll } from '../../src/rulesets/countdown/dice/contest-roll';
import { attackDialog, attackRequestFrom } from '../../src/rulesets/countdown/flows/attack';
import { checkDialog, checkRequestFrom, skillCheck } from '../../src/rulesets/countdown/flows/check';
import { defenseDialog, defenseRequestFrom } from '../../src/rulesets/countdown/flows/defense';
import { castRequestFrom, spellDialog } from '../../src/rulesets/countdown/flows/spell';
import { fieldSurgeryDialog, shortRestDialog } from '../../src/rulesets/countdown/flows/healing';
import { longRestDialog } from '../../src/rulesets/countdown/flows/rest';
import { levelUpDialog, advancing } from '../../src/rulesets/countdown/flows/level-up';
import { contestDialog, contestRequestFrom } from '../../src/rulesets/countdown/flows/contest';
import { requestTriggers } from '../../src/rulesets/countdown/chat/requests';
import { monsterAttack } from '../../src/rulesets/countdown/flows/gm';
import { answerRequest } from '../../src/foundry/requests/roll';
import { registry } from '../../src/foundry/registry';
import { cardModelOf } from '../../src/foundry/chat/card-model';
import { tickDeathClock } from '../../src/rulesets/countdown/flows/vitals';
import { trackerContext } from '../../src/rulesets/countdown/apps/world-panel-context';
import { readTrackerState } from '../../src/rulesets/countdown/apps/world-panel-state';
import type { CountdownItem } from '../../src/rulesets/countdown/flows/countdown-dice';

const ROLL_DIALOG = partTemplates(RollDialog.PARTS);

/** A card whose message type draws it: the body its model draws from its data. */
const drawnBody = async (message: ChatMessage.Implementation | null) =>
  (await cardModelOf(message)?.renderBody()) ?? '';
const L = (key: string) => game.i18n!.localize(key);

const weapon = (id: string, extra: Record<string, unknown> = {}, name?: string) => {
  const data = weaponData(weaponRow(id)!, L);
  return { ...data, ...(name ? { name } : {}), system: { ...data.system, ...extra } };
};
const gear = (id: string, quantity = 1, extra: Record<string, unknown> = {}) => {
  const data = gearData(id, L, quantity);
  return { ...data, system: { ...data.system, ...extra } };
};
const armorItem = (id: string, extra: Record<string, unknown> = {}) => {
  const data = catalogue(L).armor.find((a) => (a.system as { catalogueId: string }).catalogueId === id)!;
  return { ...data, system: { ...data.system, ...extra } };
};
const trained = (ids: [string, string][]) =>
  Object.fromEntries(ids.map(([skill, source]) => [skill, { trained: true, source }]));

const brannoc: SampleDocument = {
  name: 'Brannoc Ironvein',
  type: 'countdown-character',
  system: {
    stats: { vigor: 8, reflex: 4, wits: 5, resolve: 7, presence: 3, lore: 6 },
    skills: trained([
      ['athletics', 'class'],
      ['endurance', 'class'],
      ['fortitude', 'class'],
      ['survival', 'levelUp'],
      ['history', 'levelUp'],
      ['awareness', 'levelUp'],
    ]),
    hp: { value: 14, max: 31 },
    shieldWall: false,
    level: 4,
    milestones: 1,
    uses: { wardenBrace: true },
    spellSlots: { value: 0, max: 0 },
    currency: { gp: 137, sp: 14, cp: 6 },
    talents: ['Unbroken (talent table entry written by the GM)'],
    languages: 'Trade cant',
    creation: { method: 'array', pool: [8, 7, 6, 5, 4, 3], done: true, hpRolled: true },
    notes: '<p>Deserted the Iron Pass garrison after the <em>Hollow Winter</em>. Captain Varga still hunts him.</p>',
  },
  items: [
    { name: 'Warden', type: 'countdown-class', system: { classId: 'warden' } },
    { name: 'Dwerrow', type: 'countdown-ancestry', system: { ancestryId: 'dwerrow' } },
    { name: 'Deserter', type: 'countdown-background', system: { backgroundId: 'deserter' } },
    weapon('longsword', { equipped: true, damage: 10 }, 'Longsword (stolen)'),
    weapon('crossbow', { loaded: false }),
    armorItem('chainmail', { worn: true }),
    armorItem('shield', { equipped: true }),
    gear('torch', 2, { lit: true, countdown: { enabled: true, die: 6, resource: 'torch', onTurn: false } }),
    gear('rations', 1, { countdown: { enabled: true, die: 4, resource: 'rations', onTurn: false } }),
    gear('crossbowBolts', 1, { countdown: { enabled: true, die: 0, resource: 'ammunition', onTurn: false } }),
    gear('backpack'),
    gear('flintAndSteel'),
    gear('ironSpikes'),
    gear('grapplingHook'),
    gear('rope'),
    gear('healingHerbs', 1, { uses: { value: 2, max: 3 } }),
    gear('militaryBoots'),
    gear('forgedPapers'),
  ],
  effects: [
    { name: 'Defending', statuses: ['defending'] },
    { name: 'Exhaustion', statuses: ['exhaustion'] },
    { name: 'Grappled', statuses: ['grappled'] },
  ],
};

const maelis: SampleDocument = {
  name: 'Maelis of the Ninth Library',
  type: 'countdown-character',
  system: {
    stats: { vigor: 3, reflex: 5, wits: 6, resolve: 4, presence: 5, lore: 8 },
    skills: trained([
      ['arcana', 'class'],
      ['history', 'class'],
      ['medicine', 'classChoice'],
      ['survival', 'background'],
      ['stealth', 'ancestry'],
    ]),
    hp: { value: 0, max: 5 },
    vitals: { status: 'dying', deathClock: 2, cause: '' },
    spellSlots: { value: 1, max: 2 },
    creation: { method: 'roll', pool: [12, 9, 7, 6, 5, 4], done: false, hpRolled: true },
  },
  items: [
    { name: 'Invoker', type: 'countdown-class', system: { classId: 'invoker' } },
    { name: 'Beastkin', type: 'countdown-ancestry', system: { ancestryId: 'beastkin', aspect: 'cat' } },
    { name: 'Refugee', type: 'countdown-background', system: { backgroundId: 'refugee' } },
    weapon('staff', { equipped: true }),
    weapon('naturalWeapon', { equipped: true }),
    gear('spellComponentsPouch', 1),
    gear('scroll', 2),
    { name: 'Ember Lash', type: 'countdown-spell', system: { list: 'invoker', tier: 1, requiresComponents: true } },
    { name: 'Quiet Step', type: 'countdown-spell', system: { list: 'invoker', tier: 1, requiresComponents: false } },
  ],
  effects: [
    { name: 'Dying', statuses: ['dying'] },
    { name: 'Prone', statuses: ['prone'] },
  ],
};

const raider: SampleDocument = {
  name: 'Hollow-eyed Raider',
  type: 'countdown-monster',
  system: {
    hp: { value: 5, max: 9 },
    armor: 1,
    damage: { count: 1, faces: 8, bonus: 1 },
    reflex: 6,
    zone: 'near',
    priority: 'spellcaster',
    weakness: 'Fire: it flees from open flame',
    darkvision: true,
    notes: '<p>Raiders of the Pale Reach hunt in threes.</p>',
  },
};

const items: SampleDocument[] = [
  weapon('spear'),
  armorItem('plate'),
  armorItem('shield'),
  gear('torch', 3),
  gear('surgeonsKit'),
  { name: 'Ember Lash', type: 'countdown-spell', system: { list: 'invoker', tier: 1, duration: 6 } },
  { name: 'Seer', type: 'countdown-class', system: { classId: 'seer' } },
  { name: 'Beastkin', type: 'countdown-ancestry', system: { ancestryId: 'beastkin' } },
  { name: 'Scholar', type: 'countdown-background', system: { backgroundId: 'scholar' } },
];

async function create(sample: SampleDocument) {
  return (await Actor.create(sample as never)) as unknown as Actor.Implementation;
}
const brannocActor = async () => (await create(brannoc)) as CountdownCharacter;
const maelisActor = async () => (await create(maelis)) as CountdownCharacter;
const raiderActor = async () => (await create(raider)) as CountdownMonster;

/** Rolls with scripted faces and renders the card as the chat log would. */
async function card(Cls: CountdownRollClass<CountdownRoll>, request: object, faces: number[]): Promise<string> {
  standIn.queueFaces(...faces);
  const { roll } = await rollFromConsole(Cls, request);
  return roll.render();
}

/** The raider's attack defended by this character with the dialog's defaults, as the card draws it. */
async function defenseCard(
  actor: CountdownCharacter,
  { darkvision, dying }: { darkvision: boolean; dying?: boolean },
  [method, light]: [DefenseMethod, LightLevel],
  faces: number[],
): Promise<string> {
  const attack = { attackerName: 'Hollow-eyed Raider', damage: { count: 1, faces: 8, bonus: 1 }, darkvision };
  const defense = defenseRequestFrom(actor, attack, dialogDefaults(defenseDialog(actor, attack, method, light)));
  const request = { defense, attackerName: attack.attackerName, defenderName: actor.name, ...(dying ? { dying } : {}) };
  return card(CountdownDefenseRoll, request, faces);
}

/** A roll dialog with its defaults, or with `values` chosen over them (a state it refuses). */
function dialog(name: string, config: () => Promise<RollDialogConfig>, values: RollDialogValues = {}) {
  return {
    name,
    title: '',
    async context() {
      const c = await config();
      this.title = c.title;
      return rollDialogContext(c, { ...dialogDefaults(c), ...values });
    },
    parts: ROLL_DIALOG,
  };
}

const tracker = readTrackerState({
  clocks: [
    { id: 'c1', name: 'Winter Approaches', segments: 8, filled: 5, polarity: 'negative' },
    { id: 'c2', name: 'Trade Route', segments: 4, filled: 4, polarity: 'positive' },
    { id: 'c3', name: 'Faction Morale', segments: 6, filled: 2, polarity: 'negative', hidden: true },
  ],
  portents: [
    { id: 'p1', name: 'The Pale King stirs', level: 4 },
    { id: 'p2', name: 'Rot beneath Harrowmere', level: 6, hidden: true },
  ],
  exploration: { turn: 7, sinceCheck: 1, danger: 'risky', unit: 'turn' },
  light: 'dim',
});

export const samples: GallerySamples = {
  actors: [
    brannoc,
    { ...brannoc, tab: 'inventory' },
    { ...maelis, tab: 'features' },
    { ...maelis, tab: 'advancement' },
    // Stable after a natural 20 while dying (CD-10): unconscious at 1 HP, the clock stopped.
    {
      ...maelis,
      tab: 'main',
      system: { ...maelis.system, hp: { value: 1, max: 5 }, vitals: { status: 'stable', deathClock: 0, cause: '' } },
      effects: [{ name: 'Stable', statuses: ['stable'] }],
    },
    withEffects(
      maelis as never,
      { key: 'system.bonuses.armor', value: 1 },
      { key: 'system.bonuses.advantage.stealth', value: 1 },
    ),
    { ...brannoc, tab: 'notes' },
    raider,
    // The fields behind its statblock.
    { ...raider, tab: 'edit' },
  ],
  items,
  cards: [
    {
      name: 'check-stealth',
      render: async () => {
        const actor = await brannocActor();
        const base = skillCheck(actor, 'stealth');
        const { check } = checkRequestFrom(actor, base, {
          ...dialogDefaults(checkDialog(actor, base, 'bright')),
          light: 'dark',
          advantage: true,
        });
        return card(CountdownCheckRoll, { subject: base.subject, check, statValue: 4 }, [15, 6]);
      },
    },
    {
      name: 'check-natural-20-dying',
      render: async () =>
        card(
          CountdownCheckRoll,
          {
            subject: { kind: 'stat', stat: 'resolve' },
            check: { target: { stat: 'resolve', value: 4, trained: false } },
            statValue: 4,
            dying: true,
          },
          [20],
        ),
    },
    {
      name: 'check-medicine',
      render: async () =>
        card(
          CountdownCheckRoll,
          {
            subject: { kind: 'medicine' },
            check: { target: { stat: 'lore', value: 8, trained: true } },
            statValue: 8,
            stabilizeTarget: { uuid: 'Actor.x', name: 'Maelis' },
          },
          [9],
        ),
    },
    {
      name: 'attack-hit',
      render: async () => {
        const actor = await brannocActor();
        const sword = [...actor.items].find((i) => i.name === 'Longsword (stolen)') as never;
        const target = { uuid: 'Actor.raider', name: 'Hollow-eyed Raider', armor: 1 };
        const attack = attackRequestFrom(actor, (sword as { system: never }).system, target, {
          ...dialogDefaults(attackDialog(actor, sword, target, 'bright')),
        });
        return card(CountdownAttackRoll, { attack, weaponName: 'Longsword (stolen)', target }, [14, 7]);
      },
    },
    {
      name: 'attack-natural-20-rogue',
      render: async () =>
        card(
          CountdownAttackRoll,
          {
            attack: {
              attacker: { stats: { vigor: 4, reflex: 7 }, classId: 'rogue' },
              weapon: weaponRow('shortsword')!,
              mode: 'melee',
              range: 'close',
              target: { armor: 3, unaware: true },
            },
            weaponName: 'Shortsword',
            target: { uuid: 'Actor.raider', name: 'Hollow-eyed Raider' },
          },
          [20],
        ),
    },
    {
      name: 'defense-failed',
      render: async () => defenseCard(await brannocActor(), { darkvision: true }, ['block', 'dark'], [9, 3, 7]),
    },
    {
      name: 'defense-natural-20-dying',
      render: async () =>
        defenseCard(await maelisActor(), { darkvision: false, dying: true }, ['dodge', 'bright'], [20]),
    },
    {
      name: 'defense-request',
      render: async () => {
        // One card for both defenders: Brannoc has blocked (his result recorded), Maelis is waiting.
        standIn.actAs(standIn.users.gm);
        const brannocHere = await brannocActor();
        const card = (await monsterAttack(await raiderActor(), [brannocHere, await maelisActor()]))!;
        // Every die the block may read is scripted (an advantage reads two): the picture is the same each run.
        standIn.queueFaces(16, 3);
        await answerRequest(registry, card, brannocHere.uuid, { fastForward: true });
        return drawnBody(card);
      },
    },
    {
      name: 'countdown-steps-down',
      render: async () => card(CountdownDieRoll, { itemName: 'Torch', resource: 'torch', state: { die: 6 } }, [1]),
    },
    {
      name: 'countdown-exhausted',
      render: async () =>
        card(CountdownDieRoll, { itemName: 'Rations (3)', resource: 'rations', state: { die: 4 } }, [1]),
    },
    {
      name: 'countdown-holds',
      render: async () => card(CountdownDieRoll, { itemName: 'Lantern', resource: 'lantern', state: { die: 8 } }, [5]),
    },
    {
      name: 'trigger-request',
      render: async () => {
        const actor = await brannocActor();
        const torch = [...actor.items].find(
          (i) => (i.system as { catalogueId?: string }).catalogueId === 'torch',
        ) as CountdownItem;
        const message = await requestTriggers(
          'explorationTurn',
          [{ actor, item: torch }],
          'Exploration turn 8 (Risky)',
        );
        return drawnBody(message);
      },
    },
    {
      name: 'death-clock',
      render: async () => {
        const actor = await maelisActor();
        await tickDeathClock(actor);
        return drawnBody(game.messages!.contents.at(-1) as ChatMessage.Implementation);
      },
    },
    {
      name: 'initiative',
      render: async () =>
        card(
          CountdownInitiativeRoll,
          {
            initiative: { characters: [{ id: 'scout', reflex: 6, classId: 'scout' }], monsterReflexes: [] },
            names: { scout: 'Wren the Scout' },
          },
          [7, 16],
        ),
    },
    {
      name: 'morale',
      render: async () => card(CountdownMoraleRoll, { names: ['Hollow-eyed Raider', 'Raider'], immune: false }, [9]),
    },
    {
      name: 'encounter',
      render: async () => card(CountdownEncounterRoll, { danger: 'risky', turn: 8, disturbance: false }, [1]),
    },
    {
      name: 'stats',
      render: async () =>
        card(
          CountdownStatsRoll,
          {},
          [2, 1, 2, 1, 1, 3, 2, 2, 1, 1, 1, 2, 2, 1, 1, 3, 1, 1, 6, 5, 4, 3, 3, 2, 4, 4, 1, 5, 2, 2, 6, 6, 3, 1, 2, 1],
        ),
    },
    {
      name: 'starting-hp',
      render: async () =>
        card(CountdownHpRoll, { kind: 'starting', classId: 'warden', ancestryId: 'dwerrow', method: 'roll' }, [7]),
    },
    {
      name: 'level-up',
      render: async () => {
        const actor = await brannocActor();
        return card(
          CountdownHpRoll,
          {
            kind: 'levelUp',
            character: advancing(actor),
            choices: { stat: 'vigor', skill: 'medicine', talent: 'Shield Bash (GM-written talent)' },
          },
          [6],
        );
      },
    },
    { name: 'background-coin', render: async () => card(CountdownCoinRoll, { backgroundId: 'refugee' }, [4, 5]) },
    {
      name: 'spell-backlash',
      render: async () => {
        const actor = await maelisActor();
        const spell = [...actor.items].find((i) => i.name === 'Ember Lash')!;
        return card(
          CountdownSpellRoll,
          {
            cast: castRequestFrom(actor, spell.system as never, { light: 'bright' }),
            spellName: 'Ember Lash',
            tier: 1,
            statValue: 8,
          },
          [1],
        );
      },
    },
    {
      name: 'field-surgery',
      render: async () =>
        card(
          CountdownHealingRoll,
          {
            kind: 'surgery',
            surgery: { healer: { classId: 'surgeon', stats: { lore: 6 }, trainedSkills: ['medicine'] }, kitUses: 3 },
            statValue: 6,
            vitals: { hp: 2, maxHp: 9, status: 'conscious', deathClock: null, cause: null },
            target: { uuid: 'Actor.x', name: 'Brannoc' },
          },
          [12, 5],
        ),
    },
    {
      name: 'long-rest',
      render: async () =>
        card(
          CountdownRestRoll,
          {
            subject: {
              vitals: { hp: 3, maxHp: 12, status: 'conscious', deathClock: null, cause: null },
              uses: { wardenBrace: true },
              spellSlots: { value: 0, max: 2 },
              exhaustion: true,
              rations: { die: 8 },
            },
            actorName: 'Brannoc',
            rationsName: 'Rations (3)',
            interruptions: 2,
            brace: false,
            difficulty: 12,
          },
          [14, 3, 1],
        ),
    },
    {
      name: 'contest',
      render: async () => {
        const actor = await brannocActor();
        return card(
          CountdownContestRoll,
          contestRequestFrom(actor, { skill: 'athletics', opponent: '', opponentDifficulty: 10, defender: 'b' }),
          [12, 16],
        );
      },
    },
  ],
  dialogs: [
    dialog('check', async () => {
      const actor = await brannocActor();
      return checkDialog(actor, skillCheck(actor, 'stealth'), 'dark');
    }),
    // A routine task asked of an untrained character: refused, Roll disabled.
    dialog(
      'check-refused',
      async () => {
        const actor = await brannocActor();
        return checkDialog(actor, skillCheck(actor, 'stealth'), 'bright');
      },
      { trained: false, routine: true },
    ),
    dialog('attack', async () => {
      const actor = await brannocActor();
      const sword = [...actor.items].find((i) => i.name === 'Longsword (stolen)') as never;
      return attackDialog(actor, sword, { uuid: 'Actor.raider', name: 'Hollow-eyed Raider', armor: 1 }, 'bright');
    }),
    dialog('defense', async () => {
      const actor = await brannocActor();
      return defenseDialog(
        actor,
        { attackerName: 'Hollow-eyed Raider', damage: { count: 1, faces: 8, bonus: 1 }, darkvision: true },
        'block',
        'dark',
      );
    }),
    dialog('spell', async () => {
      const actor = await maelisActor();
      return spellDialog(actor, [...actor.items].find((i) => i.name === 'Ember Lash') as never, 'bright');
    }),
    dialog('field-surgery', async () => {
      const surgeon = await create({
        name: 'Oda the Surgeon',
        type: 'countdown-character',
        system: { stats: { lore: 6 }, skills: trained([['medicine', 'class']]) },
        items: [{ name: 'Surgeon', type: 'countdown-class', system: { classId: 'surgeon' } }, gear('surgeonsKit')],
      });
      return fieldSurgeryDialog(
        surgeon as CountdownCharacter,
        [...surgeon.items].find((i) => (i.type as string) === 'countdown-gear') as never,
        await brannocActor(),
      );
    }),
    dialog('short-rest', async () => shortRestDialog(await brannocActor())),
    dialog('long-rest', async () => longRestDialog(await brannocActor())),
    dialog('level-up', async () => levelUpDialog(await brannocActor(), ['Shield Bash (GM-written talent)'])),
    dialog('contest', async () => contestDialog(await brannocActor(), 'athletics')),
    {
      name: 'tracker-gm',
      title: 'MANIFOLD.countdown.tracker.title',
      context: async () => trackerContext(tracker, true, [await maelisActor()]),
      parts: ['systems/manifold/templates/countdown/tracker.hbs'],
    },
    {
      name: 'tracker-player',
      title: 'MANIFOLD.countdown.tracker.title',
      context: async () => trackerContext(tracker, false, []),
      parts: ['systems/manifold/templates/countdown/tracker.hbs'],
    },
  ],
};
