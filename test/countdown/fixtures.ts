/** Shared set-up for the countdown glue tests: booted stand-in, sample characters and monsters. */
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import type { CountdownCharacter, CountdownMonster } from '../../src/rulesets/countdown/data/snapshot';
import { catalogue, gearData, weaponData } from '../../src/rulesets/countdown/data/catalogue';
import { weaponRow } from '../../src/rulesets/countdown/rules';
import { RollDialog, dialogDefaults } from '../../src/foundry/rolls/roll-dialog';
import { showAllTabs } from '../foundry/sheet-tabs';

boot({ ruleset: 'countdown' });

export { registry };

export const localize = (key: string) => game.i18n!.localize(key);

export type Sheet = {
  render(o?: unknown): Promise<unknown>;
  submit(values: Record<string, unknown>): Promise<void>;
  clickAction(target: HTMLElement, event?: Partial<PointerEvent>): Promise<void>;
  element: HTMLElement;
  partsHTML: Record<string, string>;
  _onDropItem(event: unknown, item: unknown): Promise<unknown>;
};

export const skills = (trained: string[]) =>
  Object.fromEntries(trained.map((s) => [s, { trained: true, source: 'chosen' }]));

/** A character owned by `owner` (Player One by default). */
export async function character(
  system: Record<string, unknown> = {},
  items: { name: string; type: string; system?: Record<string, unknown> }[] = [],
  owner = standIn.users.player,
  name = 'Hero',
): Promise<CountdownCharacter> {
  return (await Actor.create({
    name,
    type: 'countdown-character',
    ownership: { [owner.id]: 3 },
    system: { hp: { value: 8, max: 8 }, ...system },
    items,
  } as never)) as unknown as CountdownCharacter;
}

export async function monster(system: Record<string, unknown> = {}, name = 'Goblin raider'): Promise<CountdownMonster> {
  return (await Actor.create({ name, type: 'countdown-monster', system } as never)) as unknown as CountdownMonster;
}

export const classItem = (classId: string) => ({ name: classId, type: 'countdown-class', system: { classId } });
export const ancestryItem = (ancestryId: string, aspect = '') => ({
  name: ancestryId,
  type: 'countdown-ancestry',
  system: { ancestryId, aspect },
});
export const backgroundItem = (backgroundId: string) => ({
  name: backgroundId,
  type: 'countdown-background',
  system: { backgroundId },
});
export const weapon = (id: string, extra: Record<string, unknown> = {}) => {
  const data = weaponData(weaponRow(id)!, localize);
  return { ...data, system: { ...data.system, ...extra } };
};
export const gear = (id: string, quantity = 1, extra: Record<string, unknown> = {}) => {
  const data = gearData(id, localize, quantity);
  return { ...data, system: { ...data.system, ...extra } };
};
export const armor = (id: string, extra: Record<string, unknown> = {}) => {
  const data = catalogue(localize).armor.find((a) => (a.system as { catalogueId: string }).catalogueId === id)!;
  return { ...data, system: { ...data.system, ...extra } };
};

export async function openSheet(doc: Actor.Implementation | Item.Implementation): Promise<Sheet> {
  const type = doc.type as string;
  const descriptor = registry.rulesetOfType(type)!;
  const Sheet = (descriptor.Actor[type] ?? descriptor.Item[type])!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: doc });
  await sheet.render(true);
  await showAllTabs(sheet);
  return sheet;
}

/** The last chat message, and the countdown roll on it. */
export function lastMessage() {
  return [...game.messages!].at(-1) as ChatMessage.Implementation;
}

/** Answers the next roll dialog with these values (the stand-in cannot click a dialog). */
export function answerDialog(values: Record<string, unknown>) {
  const original = RollDialog.prompt;
  RollDialog.prompt = async (config) => {
    RollDialog.prompt = original;
    return { ...dialogDefaults(config), ...values } as never;
  };
}
