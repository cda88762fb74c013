/**
 * Undo under attack from the browser console. An undo is carried out later with the GM's rights,
 * so a player who types relay requests by hand must not be able to turn it into a GM write:
 *  1. rights at undo time: a player whose character was taken away can no longer undo with it;
 *  2. creations and deletions: a record may make Undo take away or bring back only the Active
 *     Effects the action itself added or removed, on the player's own characters;
 *  3. what is written: only the system's data and the system's own flags (never a name, an
 *     ownership, an author…), and no update options of the player's choosing;
 *  4. the log: the GM gives every entry its id, and one player's records cannot push anyone
 *     else's out of it.
 * Each attack is the player's own, genuinely stamped relay request (as the console would send it);
 * each is refused with its message and leaves every document as it was.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../src/foundry/registry';
import { askGM } from '../../../src/foundry/relay';
import {
  entriesOf,
  RECORD,
  RESTORABLE,
  UNDO,
  UNDO_KEEP,
  UNDO_KEEP_PER_PLAYER,
  UNDO_SETTING,
  undoLog,
  UndoRecorder,
  type UndoChange,
  type UndoEntry,
} from '../../../src/foundry/chat/undo';
import { localize } from '../../../src/foundry/i18n';
import type { RulesetId } from '../../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { FORCED_OPTION } from '../../../src/rulesets/cryture/canvas/forced-move';
import { switchRuleset } from '../../foundry/boot';
import { cardAs, press } from '../../foundry/cards';
import { relayAs, snapshot } from '../../foundry/undo-checks';
import { clearScene } from '../../cryture/fake-scene';
import { hero } from '../../difference/fixtures';
import { systemOf } from '../../../src/rulesets/difference/data/snapshot';
import {
  ashStrikesFoe,
  emberglassStrain,
  goblinAttacksBram,
  heroFailsDodge,
  ilsaMayWake,
  ilsaRolls,
  lastMessage,
  orenHitsWolf,
  rollMessages,
  wardenHitsGoblin,
} from '../situations';

const { gm, player, other } = standIn.users;
type User = typeof gm;

/** Every document in the world a forged undo could reach: actors, their items and effects, cards, combatants. */
const world = () => [
  ...game.actors!.contents.flatMap((a) => [a, ...a.items.contents, ...a.effects.contents]),
  ...game.messages!.contents,
  ...(game.combat?.combatants.contents ?? []),
];

/** The GM takes a character away from a player (the sheet's ownership dialog). */
function revoke(actor: Actor.Implementation, user: User) {
  // The stand-in keeps ownership as a plain record; fvtt-types declares it read-only source data.
  (actor as unknown as { ownership: Record<string, number> }).ownership[user.id] = 0;
}

/** An item and an effect put on an actor by `user`. */
async function giveItem(actor: Actor.Implementation, user: User, name: string) {
  standIn.actAs(user);
  // Item.CreateData wants the ruleset's typed system data, which the stand-in fills in.
  const items = await actor.createEmbeddedDocuments('Item', [{ name, type: 'difference-equipment' } as never]);
  return items![0]!;
}
async function giveEffect(actor: Actor.Implementation, user: User, name: string) {
  standIn.actAs(user);
  const effects = await actor.createEmbeddedDocuments('ActiveEffect', [{ name, img: 'icons/svg/aura.svg' }]);
  return effects![0]!;
}

const undoAs = (user: User, entryId: string, ruleset: RulesetId = 'difference') =>
  relayAs(user, ruleset, UNDO, { entryId });
const recordAs = (user: User, entry: unknown, ruleset: RulesetId = 'difference') =>
  relayAs(user, ruleset, RECORD, entry);

/** Entries as if some earlier record had put them in the log: what the undo alone must refuse. */
async function plant(...entries: UndoEntry[]) {
  standIn.actAs(gm);
  await settings().set(SYSTEM_ID, UNDO_SETTING, { entries: [...undoLog(), ...entries] });
}

/** A record of Player One's, as the console would send it: one change to `doc`. */
const forged = (message: ChatMessage.Implementation, change: Partial<UndoChange> & { uuid: string }) => ({
  id: 'consoleEntry0000',
  messageId: message.id,
  userId: player.id,
  label: 'MANIFOLD.difference.undo.determined',
  changes: [{ name: '', before: {}, after: {}, ...change }],
});

async function prepare(ruleset: RulesetId) {
  standIn.reset();
  clearScene();
  standIn.actAs(gm);
  // World settings outlive the reset: each case starts from an empty log.
  await settings().set(SYSTEM_ID, UNDO_SETTING, { entries: [] });
  await switchRuleset(ruleset);
}

/** Player One's Ilsa (Determined) and her card; the GM's wolf stands by. */
async function ilsaAndCard() {
  await prepare('difference');
  const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);
  standIn.actAs(gm);
  const wolf = await hero({ name: 'Wolf', type: 'difference-npc' });
  return { ilsa, wolf, message };
}

// ---------------------------------------------------------------------------------------------
// 1. Rights at undo time
// ---------------------------------------------------------------------------------------------

interface Applied {
  ruleset: RulesetId;
  message: ChatMessage.Implementation;
  /** The character the player acted through, whom the GM takes away. */
  actor: Actor.Implementation;
}

/** Player One presses `key` on the card, on their own client. */
async function applied(key: string, message: ChatMessage.Implementation, actor: Actor.Implementation) {
  const button = (await cardAs(message, player)).querySelector<HTMLElement>(`[data-action="${key}"]`);
  expect(button, `${key}: Player One sees the button`).not.toBeNull();
  await press(button);
  return { ruleset: key.slice(0, key.indexOf('.')) as RulesetId, message, actor };
}

/** Real actions in every ruleset: recorded by Player One's client, or run for them by the GM. */
const ACTIONS: Record<string, { recorded: 'player' | 'gm'; act(): Promise<Applied> }> = {
  'relic.lockRelic': {
    recorded: 'gm',
    async act() {
      const { oren, message } = await emberglassStrain();
      return applied('relic.lockRelic', message, oren);
    },
  },
  'difference.determined': {
    recorded: 'gm',
    async act() {
      const { ilsa, message } = await ilsaRolls(2, [{ id: 'determined' }]);
      return applied('difference.determined', message, ilsa);
    },
  },
  'difference.wake': {
    recorded: 'player',
    async act() {
      const { ilsa, message } = await ilsaMayWake();
      const done = await applied('difference.wake', message, ilsa);
      // Recorded on the note the wake-up posts.
      return { ...done, message: lastMessage() };
    },
  },
  'countdown.applyDefense': {
    recorded: 'gm',
    async act() {
      const { defender, message } = await heroFailsDodge();
      return applied('countdown.applyDefense', message, defender);
    },
  },
  'hitdice.defend': {
    recorded: 'player',
    async act() {
      await settings().set(SYSTEM_ID, 'skipRollDialog', true);
      const { bram, message } = await goblinAttacksBram();
      standIn.queueFaces(1, 1, 1, 1, 1, 1);
      const done = await applied('hitdice.defend', message, bram);
      // Recorded on the defense card the button posts.
      return { ...done, message: rollMessages().at(-1)! };
    },
  },
  'relic.applyDamage': {
    recorded: 'gm',
    async act() {
      const { oren, message } = await orenHitsWolf();
      return applied('relic.applyDamage', message, oren);
    },
  },
  'countdown.applyAttack': {
    recorded: 'gm',
    async act() {
      const { warden, message } = await wardenHitsGoblin();
      return applied('countdown.applyAttack', message, warden);
    },
  },
  'cryture.applyHits': {
    recorded: 'gm',
    async act() {
      const { ash, message } = await ashStrikesFoe();
      return applied('cryture.applyHits', message, ash);
    },
  },
};

describe('1. an undo asks for the player’s rights when it runs, not when it was recorded', () => {
  beforeEach(() => clearScene());

  for (const [key, { recorded, act }] of Object.entries(ACTIONS)) {
    it(`${key} (${recorded === 'gm' ? 'run by the GM' : 'recorded by the player'}): refused once the character is taken away`, async () => {
      await prepare(key.slice(0, key.indexOf('.')) as RulesetId);
      const { ruleset, message, actor } = await act();
      const entry = entriesOf(message.id).at(-1)!;
      expect(entry, `${key} recorded an undo`).toBeDefined();
      expect(entry.userId).toBe(player.id);

      revoke(actor, player);
      const before = snapshot(world());
      const refusal =
        recorded === 'gm'
          ? localize('MANIFOLD.undo.noLongerYours')
          : localize('MANIFOLD.undo.notOwner', { name: actor.name! });
      await expect(undoAs(player, entry.id, ruleset)).rejects.toThrow(refusal);
      expect(snapshot(world())).toEqual(before);
      expect(entriesOf(message.id).find((e) => e.id === entry.id)!.undoneBy).toBeUndefined();

      // The GM still may.
      standIn.actAs(gm);
      await askGM(registry, ruleset, UNDO, { entryId: entry.id });
      expect(entriesOf(message.id).find((e) => e.id === entry.id)!.undoneBy).toBe(gm.id);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 2. Creations and deletions
// ---------------------------------------------------------------------------------------------

describe('2. Undo creates and deletes only the effects the action itself made or removed', () => {
  const effectsOnly = () => localize('MANIFOLD.undo.effectsOnly');

  it('a “created” naming Ilsa’s own item: refused (Undo would delete it as the GM)', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const sword = await giveItem(ilsa, gm, 'Sword');
    const before = snapshot(world());
    await expect(
      recordAs(player, forged(message, { uuid: sword.uuid, name: 'Sword', created: sword.toObject() })),
    ).rejects.toThrow(effectsOnly());
    expect(entriesOf(message.id)).toEqual([]);
    expect(snapshot(world())).toEqual(before);
  });

  it('a “created” naming Ilsa herself: refused', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const before = snapshot(world());
    await expect(
      recordAs(player, forged(message, { uuid: ilsa.uuid, name: 'Ilsa', created: ilsa.toObject() })),
    ).rejects.toThrow(effectsOnly());
    expect(entriesOf(message.id)).toEqual([]);
    expect(snapshot(world())).toEqual(before);
  });

  it('a “created” naming an effect the GM put on Ilsa: refused (this action did not make it)', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const curse = await giveEffect(ilsa, gm, 'Curse');
    const before = snapshot(world());
    await expect(
      recordAs(player, forged(message, { uuid: curse.uuid, name: 'Curse', created: curse.toObject() })),
    ).rejects.toThrow(effectsOnly());
    expect(entriesOf(message.id)).toEqual([]);
    expect(snapshot(world())).toEqual(before);
    expect(ilsa.effects.get(curse.id!)).toBeDefined();
  });

  it('a “deleted” the action never removed: refused (Undo would create it as the GM)', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const boon = {
      _id: 'consoleBoon00000',
      name: 'Boon',
      changes: [{ key: 'system.attributes.agility', mode: 2, value: '99' }],
    };
    const before = snapshot(world());
    await expect(
      recordAs(player, forged(message, { uuid: `${ilsa.uuid}.ActiveEffect.${boon._id}`, name: 'Boon', deleted: boon })),
    ).rejects.toThrow(effectsOnly());
    expect(entriesOf(message.id)).toEqual([]);
    expect(snapshot(world())).toEqual(before);
  });

  it('the action’s own removal is kept as the GM saw it, not as the record says', async () => {
    const { ilsa, message } = await ilsaAndCard();
    // Player One removes Determined by hand, then records it with a boon in its place.
    standIn.actAs(player);
    const determined = ilsa.effects.contents[0]!;
    const seen = determined.toObject();
    await ilsa.deleteEmbeddedDocuments('ActiveEffect', [determined.id!]);
    const boon = { ...seen, changes: [{ key: 'system.attributes.agility', mode: 2, value: '99' }] };
    const id = await recordAs(player, forged(message, { uuid: determined.uuid, name: 'Determined', deleted: boon }));
    const [entry] = entriesOf(message.id);
    expect(entry!.id).toBe(id);
    expect(entry!.changes[0]!.deleted).toEqual(seen);
    // And it is claimed once: a second record of the same removal is refused.
    await expect(
      recordAs(player, forged(message, { uuid: determined.uuid, name: 'Determined', deleted: seen })),
    ).rejects.toThrow(effectsOnly());
  });

  it('an effect Player One made is theirs to record once, and their undo takes it away', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const made = await giveEffect(ilsa, player, 'Focus');
    const record = forged(message, { uuid: made.uuid, name: 'Focus', created: made.toObject() });
    const id = (await recordAs(player, record)) as string;
    await expect(recordAs(player, record)).rejects.toThrow(effectsOnly());
    await undoAs(player, id);
    expect(ilsa.effects.get(made.id!)).toBeUndefined();
  });

  it('in the log already: an undo that would delete Ilsa’s item is refused when it runs', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const sword = await giveItem(ilsa, gm, 'Sword');
    const entry = { ...forged(message, { uuid: sword.uuid, name: 'Sword', created: sword.toObject() }) };
    await plant({ ...entry, recorded: 'relay' } as UndoEntry);
    const before = snapshot(world());
    await expect(undoAs(player, entry.id)).rejects.toThrow(effectsOnly());
    expect(snapshot(world())).toEqual(before);
    // Not the GM's either: the GM's undo would carry out what the player wrote.
    standIn.actAs(gm);
    await expect(askGM(registry, 'difference', UNDO, { entryId: entry.id })).rejects.toThrow(effectsOnly());
    expect(snapshot(world())).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. What an undo writes
// ---------------------------------------------------------------------------------------------

describe('3. Undo writes only the system’s data and flags, with no options of the player’s choosing', () => {
  const refusedOn = (name: string) => localize('MANIFOLD.undo.notACardChange', { name });

  const PATHS = [
    'name',
    'img',
    'type',
    '_id',
    'folder',
    'sort',
    'permission',
    'ownership.default',
    `ownership.${other.id}`,
    'flags.core.sheetClass',
    'flags.someModule.secret',
    'system.-=attributes',
    'system.==attributes',
    'flags.manifold.-=relay',
  ];
  for (const path of PATHS) {
    it(`a “before” holding ${path} on Ilsa: refused`, async () => {
      const { ilsa, message } = await ilsaAndCard();
      const before = snapshot(world());
      await expect(
        recordAs(
          player,
          forged(message, { uuid: ilsa.uuid, name: 'Ilsa', before: { [path]: 3 }, after: { [path]: null } }),
        ),
      ).rejects.toThrow(refusedOn('Ilsa'));
      expect(entriesOf(message.id)).toEqual([]);
      expect(snapshot(world())).toEqual(before);
    });
  }

  it('an “after” holding the card’s author: refused', async () => {
    const { message } = await ilsaAndCard();
    const before = snapshot(world());
    await expect(
      recordAs(
        player,
        forged(message, { uuid: message.uuid!, before: { author: player.id }, after: { author: gm.id } }),
      ),
    ).rejects.toThrow(refusedOn(localize('MANIFOLD.undo.theCard')));
    expect(entriesOf(message.id)).toEqual([]);
    expect(snapshot(world())).toEqual(before);
  });

  const OPTIONS = [
    { recursive: false },
    { diff: false },
    { noHook: true },
    { render: false },
    { [FORCED_OPTION]: true },
  ];
  for (const options of OPTIONS) {
    it(`options ${JSON.stringify(options)} on Ilsa: refused`, async () => {
      const { ilsa, message } = await ilsaAndCard();
      const value = systemOf(ilsa).attributes.agility;
      const before = snapshot(world());
      await expect(
        recordAs(
          player,
          forged(message, {
            uuid: ilsa.uuid,
            name: 'Ilsa',
            before: { 'system.attributes.agility': value },
            after: { 'system.attributes.agility': value },
            options,
          }),
        ),
      ).rejects.toThrow(refusedOn('Ilsa'));
      expect(entriesOf(message.id)).toEqual([]);
      expect(snapshot(world())).toEqual(before);
    });
  }

  it('a label that is not a card action’s: refused (it is the text the GM reads on the button)', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const value = systemOf(ilsa).attributes.agility;
    const record = forged(message, {
      uuid: ilsa.uuid,
      before: { 'system.attributes.agility': value },
      after: { 'system.attributes.agility': value },
    });
    await expect(recordAs(player, { ...record, label: 'Click me: the GM agrees to +10 XP' })).rejects.toThrow(
      localize('MANIFOLD.undo.notACardAction'),
    );
    expect(entriesOf(message.id)).toEqual([]);
  });

  it('in the log already: an undo renaming Ilsa or writing her ownership is refused when it runs', async () => {
    const { ilsa, message } = await ilsaAndCard();
    const entries = [
      { ...forged(message, { uuid: ilsa.uuid, name: 'Ilsa', before: { name: 'Mine now' }, after: { name: 'Ilsa' } }) },
      {
        ...forged(message, { uuid: ilsa.uuid, name: 'Ilsa', before: { 'ownership.default': 3 }, after: {} }),
        id: 'consoleEntry0001',
      },
    ];
    await plant(...entries.map((e) => ({ ...e, recorded: 'relay' }) as UndoEntry));
    const before = snapshot(world());
    for (const entry of entries) {
      await expect(undoAs(player, entry.id)).rejects.toThrow(refusedOn('Ilsa'));
      standIn.actAs(gm);
      await expect(askGM(registry, 'difference', UNDO, { entryId: entry.id })).rejects.toThrow(refusedOn('Ilsa'));
    }
    expect(snapshot(world())).toEqual(before);
    expect(ilsa.name).toBe('Ilsa');
  });

  it('the one list holds exactly what the card actions write', () => {
    expect(RESTORABLE).toEqual({
      prefixes: ['system.', 'flags.manifold.'],
      token: { paths: ['x', 'y'], options: [FORCED_OPTION] },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 4. The log
// ---------------------------------------------------------------------------------------------

describe('4. the GM gives every entry its id, and one player cannot push out the others’ entries', () => {
  /** An entry the GM's own action keeps on the card (what the console would aim at). */
  async function gmEntry(actor: Actor.Implementation, message: ChatMessage.Implementation) {
    standIn.actAs(gm);
    const undo = new UndoRecorder();
    await undo.update(actor, { system: { attributes: { strength: 3 } } });
    return (await undo.commit(message, 'MANIFOLD.difference.undo.determined'))!;
  }
  /** A harmless-looking record of `user`'s about their own `actor`. */
  const ownRecord = (user: User, actor: Actor.Implementation, message: ChatMessage.Implementation, id: string) => ({
    id,
    messageId: message.id,
    userId: user.id,
    label: 'MANIFOLD.difference.undo.determined',
    changes: [{ uuid: actor.uuid, name: actor.name, before: { 'system.skills.crafting': 3 }, after: {} }],
  });

  it('a record naming the GM’s entry id is kept under a new id; the GM’s entry stays the GM’s', async () => {
    const { ilsa, wolf, message } = await ilsaAndCard();
    const theirs = await gmEntry(wolf, message);
    const before = snapshot(world());
    const id = await recordAs(player, ownRecord(player, ilsa, message, theirs.id));
    const ids = undoLog().map((e) => e.id);
    expect(id).not.toBe(theirs.id);
    expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(undoLog().find((e) => e.id === theirs.id)!.userId).toBe(gm.id);
    // The player's undo of that id is the GM's entry: not theirs.
    await expect(undoAs(player, theirs.id)).rejects.toThrow('MANIFOLD.relay.notPermitted');
    expect(snapshot(world())).toEqual(before);
  });

  it(`${UNDO_KEEP} records by one player drop only their own oldest, past ${UNDO_KEEP_PER_PLAYER}`, async () => {
    const { ilsa, wolf, message } = await ilsaAndCard();
    standIn.actAs(gm);
    const mira = await hero({ name: 'Mira', owner: other });
    const theGM = await gmEntry(wolf, message);
    const otherId = await recordAs(other, ownRecord(other, mira, message, 'x'));
    const mine: unknown[] = [];
    for (let i = 0; i < UNDO_KEEP; i++)
      mine.push(await recordAs(player, ownRecord(player, ilsa, message, `flood${i}`)));
    const log = undoLog();
    expect(log.map((e) => e.id)).toContain(theGM.id);
    expect(log.map((e) => e.id)).toContain(otherId);
    const kept = log.filter((e) => e.userId === player.id).map((e) => e.id);
    expect(kept).toEqual(mine.slice(-UNDO_KEEP_PER_PLAYER));
  });
});
