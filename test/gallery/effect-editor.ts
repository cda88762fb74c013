/**
 * The effect editor of a ruleset for the gallery: Foundry's ActiveEffectConfig (the stand-in's
 * parts, on its changes tab) opened on the first sample effect item of the ruleset's first-encounter adventure,
 * as Manifold's `renderActiveEffectConfig` hook decorates it. One change with a misspelt key is
 * added after the sample's own, so the page shows the "Other key" box and the problem beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

interface PackItem {
  name: string;
  type: string;
  img?: string;
  system?: Record<string, unknown>;
  effects?: { name: string; img?: string; changes?: { key: string; mode: number; value: string }[] }[];
}

const ROOT = path.resolve(__dirname, '..', '..');

/** The adventure's first item whose effect has changes. */
function sampleItem(ruleset: string): PackItem | undefined {
  const dir = path.join(ROOT, 'packs', `${ruleset}-first-encounter`);
  if (!fs.existsSync(dir)) return undefined;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const adventure = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { items?: PackItem[] };
    const item = adventure.items?.find((i) => i.effects?.some((e) => e.changes?.length));
    if (item) return item;
  }
  return undefined;
}

type Config = new (o: unknown) => { render(o: unknown): Promise<unknown>; element: HTMLElement };

/** The decorated editor's element and the effect's name, or null when the ruleset has no sample. */
export async function effectEditor(ruleset: string): Promise<{ title: string; element: HTMLElement } | null> {
  const sample = sampleItem(ruleset);
  const first = sample?.effects?.find((e) => e.changes?.length);
  if (!sample || !first) return null;
  const item = (await Item.create({
    name: sample.name,
    type: sample.type,
    img: sample.img,
    system: sample.system ?? {},
    effects: [
      {
        name: first.name,
        img: first.img,
        transfer: true,
        changes: [...(first.changes ?? []), { key: `${ruleset}.armour`, mode: 2, value: '1' }],
      },
    ],
  } as never)) as Item.Implementation;
  const effect = [...item.effects][0]!;
  const { ActiveEffectConfig } = foundry.applications.sheets as unknown as { ActiveEffectConfig: Config };
  const sheet = new ActiveEffectConfig({ document: effect });
  // Opened on the changes tab, the one Manifold decorates (core opens on details).
  await sheet.render({ force: true, tab: 'changes' });
  return { title: first.name, element: sheet.element };
}
