import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { submitAsUser } from './submit-form';
import { registry } from '../../src/foundry/registry';
import { invalidChanges } from '../../src/foundry/sheets/validated-submit';

boot();

type Sheet = {
  render(o?: unknown): Promise<unknown>;
  submit(values: Record<string, unknown>): Promise<void>;
  element: HTMLElement;
  partsHTML: Record<string, string>;
};

async function openSheet(type: string, owner = standIn.users.gm) {
  const actor = (await Actor.create({
    name: 'Sheet <b>Test</b>',
    type,
    ownership: { [owner.id]: 3 },
  } as never)) as Actor.Implementation;
  const Sheet = registry.rulesetOfType(type)!.Actor[type]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  return { actor, sheet };
}

describe('actor sheets', () => {
  beforeEach(() => standIn.reset());

  it('every ruleset’s main sheet renders with the real templates, escaping the name, with no missing string', async () => {
    for (const d of registry.all()) {
      const { sheet } = await openSheet(d.primaryActorType);
      expect(sheet.element.dataset.ruleset).toBe(d.id);
      expect(Object.values(sheet.partsHTML).join('')).toContain('Sheet &lt;b&gt;Test&lt;/b&gt;');
      expect(sheet.element.querySelector('b')).toBeNull();
    }
    expect([...standIn.i18n.missing]).toEqual([]);
  });

  it('refuses out-of-bounds input with a message naming the field, and keeps the stored value', async () => {
    const { actor, sheet } = await openSheet('relic-seeker');
    const level = () => (actor.system as unknown as { level: number }).level;
    expect(level()).toBe(1);
    await submitAsUser(sheet, { 'system.level': 99 });
    expect(level()).toBe(1);
    expect(standIn.notifications.at(-1)).toMatchObject({ level: 'error' });
    expect(standIn.notifications.at(-1)!.message).toMatch(/Not saved .*at most 10.*previous value was kept/);
    await expect(sheet.submit({ 'system.level': 2.5 })).rejects.toThrow(/integer/);
    await expect(sheet.submit({ 'system.hp.value': null })).rejects.toThrow(/null/);
    expect(level()).toBe(1);
    await sheet.submit({ 'system.level': 4 });
    expect(level()).toBe(4);
  });

  it('a player cannot save changes to an actor they do not own', async () => {
    const { sheet } = await openSheet('relic-seeker', standIn.users.other);
    standIn.actAs(standIn.users.player);
    await expect(sheet.submit({ 'system.level': 3 })).rejects.toThrow(/permission/);
  });

  it('invalidChanges ignores fields the model does not have', () => {
    expect(invalidChanges(() => undefined, { 'system.nothing': 5 })).toEqual([]);
  });
});

describe('an invalid sheet entry', () => {
  beforeEach(() => standIn.reset());

  it('is refused with one error message, the one Foundry’s _onSubmitForm shows', async () => {
    const { actor, sheet } = await openSheet('difference-character');
    const before = JSON.stringify(actor.toObject());
    await submitAsUser(sheet, { 'system.wealth': 6 });
    const errors = standIn.notifications.filter((n) => n.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/at most 5/);
    expect(JSON.stringify(actor.toObject())).toBe(before);
  });
});
