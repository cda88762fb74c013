/** The difference ruleset in the gallery: a full character, an NPC, every item type, card and dialog. */
import { withEffects } from '../gallery/effects-sample';
import { partTemplates, type GallerySamples, type SampleDocument } from '../gallery/samples';
import { RollDialog, rollDialogContext } from '../../src/foundry/rolls/roll-dialog';
import { SYSTEM_ID } from '../../src/foundry/settings';

const ROLL_DIALOG = partTemplates(RollDialog.PARTS);

/** The last note posted, drawn by its card model from its data (as the chat log draws it). */
async function lastNoteBody(): Promise<string> {
  const { cardModelOf } = await import('../../src/foundry/chat/card-model');
  const body = await cardModelOf(game.messages!.contents.at(-1))?.renderBody();
  if (!body) throw new Error('The sample posted no difference note');
  return body;
}

const effect = (id: string, name: string, brackets: Record<string, unknown> = {}) =>
  ({ name, statuses: [id], flags: { [SYSTEM_ID]: { difference: brackets } } }) as SampleDocument['effects'] extends
    (infer E)[] | undefined
    ? E
    : never;

const talents = [
  {
    name: 'Steady Hands',
    type: 'difference-talent',
    system: {
      focusCost: 1,
      action: 'free',
      edge: 'minor',
      skill: 'crafting',
      description: 'A Minor Edge on Crafting checks.',
    },
  },
  {
    name: 'Riposte',
    type: 'difference-talent',
    system: { focusCost: 2, action: 'reaction', edge: 'major', skill: 'melee' },
  },
  {
    name: 'Perfect Form',
    type: 'difference-talent',
    system: { focusCost: 3, action: 'action', actionPoints: 2, edge: 'overwhelming', exceedsCap: true },
  },
];

const gear = [
  { name: 'Brigandine', type: 'difference-armor', system: { soak: 2, equipped: true, availability: 3 } },
  { name: 'Buckler', type: 'difference-armor', system: { soak: 1, equipped: false, availability: 2 } },
  {
    name: 'Surgeon’s kit',
    type: 'difference-equipment',
    system: { availability: 3, expertise: 'Medicine', expertTraits: 'Field surgery at DR −1.', held: true },
  },
  { name: 'Climbing rope', type: 'difference-equipment', system: { availability: 1, quantity: 2 } },
];

const tasks = [
  {
    name: 'Forge the masterwork blade',
    type: 'difference-task',
    system: {
      attribute: 'intellect',
      skill: 'crafting',
      difficulty: 6,
      successThreshold: 5,
      interval: { amount: 1, unit: 'days' },
      model: 'complications',
      failureThreshold: 3,
      state: { rolls: 4, successes: 2, complications: 1 },
    },
  },
  {
    name: 'Outrace the smugglers',
    type: 'difference-task',
    system: {
      attribute: 'agility',
      skill: 'athletics',
      successThreshold: 3,
      interval: { amount: 1, unit: 'minutes' },
      model: 'contested',
      opponent: { name: 'Smugglers', attributeScore: 2, skillScore: 3 },
      opponentThreshold: 3,
      state: { rolls: 2, successes: 1, opponentSuccesses: 1 },
    },
  },
];

const ilsa: SampleDocument = {
  name: 'Ilsa Varn, Wayfinder',
  type: 'difference-character',
  system: {
    level: 7,
    attributes: {
      strength: 2,
      agility: 4,
      fortitude: 3,
      intellect: 3,
      wits: 3,
      resolve: 2,
      presence: 1,
      empathy: 2,
      composure: 2,
    },
    skills: {
      athletics: 3,
      acrobatics: 2,
      stealth: 3,
      melee: 2,
      evasion: 3,
      perception: 4,
      survival: 3,
      crafting: 2,
      medicine: 2,
    },
    vitality: { value: 9, max: 14 },
    poise: { value: 6, max: 10 },
    clarity: { value: 2, max: 8 },
    focus: { value: 3, max: 5 },
    wounds: { injuries: 1, burdens: 0, traumas: 1 },
    recoveryDice: 3,
    damageReduction: 1,
    speed: 30,
    wealth: 2,
    expertise: 'Medicine, Sailing',
  },
  items: [...talents, ...gear, ...tasks],
  effects: [
    effect('exhausted', 'Exhausted', { value: 1 }),
    effect('afflicted', 'Afflicted', { damage: '1d4', pool: 'clarity' }),
    effect('enhanced', 'Enhanced', { attribute: 'agility', bonus: 1 }),
    effect('prone', 'Prone'),
    effect('determined', 'Determined'),
  ],
};

const warden: SampleDocument = {
  name: 'Harbour Warden',
  type: 'difference-npc',
  system: {
    level: 4,
    attributes: { strength: 3, agility: 2, fortitude: 3, composure: 2, resolve: 1 },
    skills: { melee: 3, evasion: 2, perception: 2, intimidation: 3 },
    vitality: { value: 12, max: 12 },
    poise: { value: 8, max: 8 },
    clarity: { value: 6, max: 6 },
  },
  items: [gear[0]!],
  effects: [effect('challenged', 'Challenged')],
};

async function character(): Promise<Actor.Implementation> {
  return (await Actor.create(ilsa as never)) as Actor.Implementation;
}

async function npc(): Promise<Actor.Implementation> {
  return (await Actor.create(warden as never)) as Actor.Implementation;
}

const tracker = async () => {
  const { trackerExtras } = await import('../../src/rulesets/difference/combat/tracker');
  const combat = new Combat({}) as unknown as Combat.Implementation & { round: number };
  combat.round = 2;
  const rows: string[] = [];
  for (const [doc, turn] of [
    [await character(), 'fast'],
    [await npc(), 'slow'],
  ] as const) {
    const c = new Combatant(
      { actor: doc, name: doc.name } as never,
      { parent: combat } as never,
    ) as unknown as Combatant.Implementation;
    await c.setFlag('manifold' as never, 'difference' as never, { turn, ap: 1, apMax: 2, apRound: 2 } as never);
    rows.push(
      `<li class="combatant"><span class="token-name"><strong>${doc.name}</strong>${trackerExtras(c)!.html}</span></li>`,
    );
  }
  return `<ol class="manifold-card" data-ruleset="difference" style="list-style:none;padding:0.5rem">${rows.join('')}</ol>`;
};

export const samples: GallerySamples = {
  // The gear and tasks tabs show the item rows, their drag cursor and move buttons.
  actors: [
    ilsa,
    { ...ilsa, tab: 'gear' },
    { ...ilsa, tab: 'tasks' },
    withEffects(
      ilsa as never,
      { key: 'system.bonuses.soak', value: 1 },
      { key: 'system.bonuses.edges.attack', value: 1 },
    ),
    warden,
  ],
  items: [talents[0]!, talents[2]!, gear[0]!, gear[2]!, tasks[0]!, tasks[1]!],
  // Carried by Ilsa, the task sheet shows its roll buttons and its exact outlook; the kit, whether her expertise unlocks it.
  ownedItems: [
    { actor: ilsa, item: 'Forge the masterwork blade' },
    { actor: ilsa, item: 'Surgeon’s kit' },
  ],
  cards: [
    {
      name: 'check-opposed',
      async render() {
        const { rollCheckRequest } = await import('./rolls');
        const { checkRequest } = await import('../../src/rulesets/difference/flows/check-request');
        const { checkTitles } = await import('../../src/rulesets/difference/flows/roll-check');
        const actor = await character();
        const target = await npc();
        const request = checkRequest(actor, {
          attribute: 'agility',
          skill: 'melee',
          opposition: { target, attribute: 'agility', skill: 'evasion' },
          context: { attack: true, meleeStrike: true },
          edge: 'major',
          setback: 'minor',
        });
        standIn.queueFaces(12);
        const roll = (await rollCheckRequest({ check: request, ...checkTitles(actor, request, target) }, actor))!;
        return roll.render();
      },
    },
    {
      name: 'check-difficulty',
      async render() {
        const { rollCheckRequest } = await import('./rolls');
        const { checkRequest } = await import('../../src/rulesets/difference/flows/check-request');
        const { checkTitles } = await import('../../src/rulesets/difference/flows/roll-check');
        const actor = await character();
        const request = checkRequest(actor, { attribute: 'wits', skill: 'perception', opposition: { difficulty: 6 } });
        standIn.queueFaces(77);
        const roll = (await rollCheckRequest({ check: request, ...checkTitles(actor, request, null) }, actor))!;
        return roll.render();
      },
    },
    {
      name: 'task-contested',
      async render() {
        const { rollTask } = await import('./rolls');
        const actor = await character();
        const item = [...actor.items].find((i) => i.name === 'Outrace the smugglers')!;
        standIn.queueFaces(71, 40);
        const roll = (await rollTask(item, { fastForward: true }))!;
        return roll.render();
      },
    },
    {
      name: 'task-complications',
      async render() {
        const { rollTask } = await import('./rolls');
        const actor = await character();
        const item = [...actor.items].find((i) => i.name === 'Forge the masterwork blade')!;
        standIn.queueFaces(22);
        const roll = (await rollTask(item, { fastForward: true }))!;
        return roll.render();
      },
    },
    {
      name: 'recovery',
      async render() {
        const { rollRecovery } = await import('./rolls');
        const actor = await character();
        standIn.queueFaces(6, 3);
        const roll = (await (async () => {
          const { RollDialog } = await import('../../src/foundry/rolls/roll-dialog');
          const prompt = RollDialog.prompt;
          RollDialog.prompt = async () => ({ target: 'vitality', spend: 2 });
          try {
            return await rollRecovery(actor);
          } finally {
            RollDialog.prompt = prompt;
          }
        })())!;
        return roll.render();
      },
    },
    {
      name: 'end-of-turn',
      async render() {
        const { rollAfflictions } = await import('./rolls');
        const actor = await character();
        standIn.queueFaces(3);
        const roll = (await rollAfflictions(actor))!;
        return roll.render();
      },
    },
    {
      name: 'damage',
      async render() {
        const { takeDamage } = await import('../../src/rulesets/difference/flows/health');
        const actor = await character();
        await takeDamage(actor, { pool: 'clarity', amount: 4, fromAttack: false });
        return lastNoteBody();
      },
    },
    {
      name: 'wake-offer',
      async render() {
        const { postNote } = await import('../../src/rulesets/difference/chat/post');
        await postNote({
          title: game.i18n!.localize('MANIFOLD.difference.wake.title'),
          subtitle: 'Ilsa Varn, Wayfinder',
          lines: [game.i18n!.localize('MANIFOLD.difference.wake.offer')],
          buttons: [
            {
              action: 'difference.wake',
              label: game.i18n!.localize('MANIFOLD.difference.wake.button'),
              icon: 'fa-solid fa-eye',
            },
          ],
        });
        return lastNoteBody();
      },
    },
    {
      name: 'momentum-widget',
      async render() {
        const { momentumContext } = await import('../../src/rulesets/difference/apps/momentum-widget');
        const { storeMomentum } = await import('../../src/rulesets/difference/flows/momentum');
        await storeMomentum({ players: 3, gm: 1 });
        const body = standIn.templates.render(
          'systems/manifold/templates/difference/momentum.hbs',
          momentumContext({ isGM: true }),
        );
        return `<div class="manifold manifold-widget" data-ruleset="difference" style="width:230px">${body}</div>`;
      },
    },
    {
      name: 'determined',
      async render() {
        const { rollCheck } = await import('./rolls');
        const { determined } = await import('../../src/rulesets/difference/chat/card-actions');
        const actor = await character();
        standIn.queueFaces(5);
        await rollCheck(actor, { attribute: 'agility', skill: 'stealth' }, { fastForward: true });
        const message = game.messages!.contents.at(-1) as ChatMessage.Implementation;
        await determined.run({ message, button: document.createElement('button'), user: game.user! });
        return lastNoteBody();
      },
    },
    {
      name: 'long-rest',
      async render() {
        const { takeLongRest } = await import('../../src/rulesets/difference/flows/health');
        await takeLongRest(await character());
        return lastNoteBody();
      },
    },
    {
      name: 'talent-use',
      async render() {
        const { useTalent } = await import('../../src/rulesets/difference/flows/talents');
        const actor = await character();
        await useTalent(
          actor,
          [...actor.items].find((i) => i.name === 'Riposte')!,
        );
        return lastNoteBody();
      },
    },
    {
      name: 'momentum-spent',
      async render() {
        const { spendMomentumQuery } = await import('../../src/rulesets/difference/chat/queries');
        const { storeMomentum } = await import('../../src/rulesets/difference/flows/momentum');
        await storeMomentum({ players: 2, gm: 0 });
        await spendMomentumQuery.run({ side: 'players' }, standIn.users.player as never);
        return lastNoteBody();
      },
    },
    { name: 'combat-tracker', render: tracker },
  ],
  dialogs: [
    {
      name: 'check',
      title: 'MANIFOLD.difference.check.attribute',
      parts: ROLL_DIALOG,
      async context() {
        const { checkDialogConfig } = await import('../../src/rulesets/difference/flows/check-dialog');
        const actor = await character();
        const target = await npc();
        const config = checkDialogConfig(actor, { attribute: 'agility', skill: 'melee' }, target);
        const values = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
        return rollDialogContext(config, { ...values, meleeStrike: true, edge: 'minor' });
      },
    },
    {
      name: 'task',
      title: 'TYPES.Item.difference-task',
      parts: ROLL_DIALOG,
      async context() {
        const { taskDialogConfig, taskToRoll } = await import('../../src/rulesets/difference/flows/roll-task');
        const actor = await character();
        const item = [...actor.items].find((i) => i.name === 'Forge the masterwork blade')!;
        const ready = taskToRoll(item)!;
        return rollDialogContext(taskDialogConfig(item, ready.task, ready.state), { edge: 'minor', setback: 'none' });
      },
    },
    {
      name: 'recovery',
      title: 'MANIFOLD.difference.recovery.title',
      parts: ROLL_DIALOG,
      async context() {
        const { recoveryDialogConfig } = await import('../../src/rulesets/difference/flows/health');
        return rollDialogContext(recoveryDialogConfig(await character()), { target: 'clarity', spend: 2 });
      },
    },
    {
      // More Recovery Dice asked for than are left: refused, Roll disabled.
      name: 'recovery-refused',
      title: 'MANIFOLD.difference.recovery.title',
      parts: ROLL_DIALOG,
      async context() {
        const { recoveryDialogConfig } = await import('../../src/rulesets/difference/flows/health');
        return rollDialogContext(recoveryDialogConfig(await character()), { target: 'clarity', spend: 9 });
      },
    },
    {
      name: 'damage',
      title: 'MANIFOLD.difference.damage.take',
      parts: ROLL_DIALOG,
      async context() {
        const { damageDialogConfig } = await import('../../src/rulesets/difference/flows/health');
        return rollDialogContext(damageDialogConfig(await character()), {
          pool: 'vitality',
          amount: 12,
          fromAttack: true,
        });
      },
    },
    {
      name: 'traits',
      title: 'MANIFOLD.difference.traits.title',
      parts: ['systems/manifold/templates/difference/traits-editor.hbs', 'templates/generic/form-footer.hbs'],
      async context() {
        const { traitsEditorContext } = await import('../../src/rulesets/difference/apps/traits-editor');
        const { readTraits } = await import('../../src/rulesets/difference/data/traits');
        return traitsEditorContext(readTraits());
      },
    },
  ],
};
