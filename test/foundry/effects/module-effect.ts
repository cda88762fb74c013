/**
 * What the module-bonus tests share: an effect as an effect module writes it (a `system.` path
 * +N, stored in the running generation's change shape) and an actor's sheet rendered with every
 * tab shown.
 */
import { changesData } from '../../../src/foundry/effects/changes';
import { generation } from '../../../src/foundry/compat';
import { registry } from '../../../src/foundry/registry';
import { showAllTabs } from '../sheet-tabs';

type Sheet = { render(o?: unknown): Promise<unknown>; element: HTMLElement };

/** A module's effect: one `system.` path +N, stored as the running Foundry stores changes. */
export const moduleEffect = (name: string, path: string, value: number, extra: Record<string, unknown> = {}) => ({
  name,
  ...changesData([{ key: path, mode: 'add', value: String(value), priority: null }], generation()),
  ...extra,
});

/** The actor's own sheet, rendered, every tab shown. */
export async function renderedSheet(actor: Actor.Implementation): Promise<HTMLElement> {
  const Sheet = registry.rulesetOfType(actor.type)!.Actor[actor.type]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  await showAllTabs(sheet);
  return sheet.element;
}
