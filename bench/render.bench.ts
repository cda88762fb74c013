/**
 * Rendering, in Node with the real templates: each ruleset's fullest character sheet (40 items,
 * every status; see fullest.ts) through the sheet's own render path — every part the sheet's
 * _configureRenderOptions asks for on opening, its _prepareContext, then _preparePartContext
 * and the Handlebars template of each of those PARTs, as ApplicationV2 renders them (the
 * stand-in's template loader; the DOM insertion, which a browser does and happy-dom would only
 * distort, is left out) — and each ruleset's attack card through its Roll's render
 * (_prepareChatRenderContext + CHAT_TEMPLATE).
 */
import { registry } from '../src/foundry/registry';
import type { StandIn } from '../test/foundry-stand-in';
import { boot } from '../test/foundry/boot';
import { carried, fullestCharacter, samplesOf } from './fullest';
import type { Bench } from './harness';

const standIn = (globalThis as unknown as { standIn: StandIn }).standIn;

interface SheetLike {
  _prepareContext(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  _configureRenderOptions(options: Record<string, unknown>): void;
  _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
  render(options: Record<string, unknown>): Promise<unknown>;
}

/** What ApplicationV2 does on opening the sheet, up to the HTML of every part it renders. */
async function renderParts(sheet: SheetLike, asked: Record<string, unknown>): Promise<string> {
  const parts = (sheet.constructor as unknown as { PARTS: Record<string, { template: string }> }).PARTS;
  const options = { ...asked };
  sheet._configureRenderOptions(options);
  const context = await sheet._prepareContext(options);
  let html = '';
  for (const partId of options.parts as string[]) {
    const part = parts[partId]!;
    const partContext = await sheet._preparePartContext(partId, { ...context }, options);
    html += standIn.templates.render(part.template, partContext);
  }
  return html;
}

/** The sample card of each ruleset that shows its attack. */
const ATTACK_CARDS: Record<string, string> = {
  relic: 'attack-hit',
  hitdice: 'action-attack',
  difference: 'check-opposed',
  countdown: 'attack-hit',
  cryture: 'attack',
};

type RenderableRoll = { render(options?: Record<string, unknown>): Promise<string> };

/** Runs a sample card's own flow once and keeps the Roll it renders (its roll and message are made once). */
async function rollOfCard(id: string, name: string): Promise<RenderableRoll> {
  const card = (await samplesOf(id)).cards?.find((c) => c.name === name);
  if (!card) throw new Error(`No sample card ${name} in ${id}`);
  const proto = (globalThis as unknown as { Roll: { prototype: RenderableRoll } }).Roll.prototype;
  const render = proto.render;
  const rendered: RenderableRoll[] = [];
  proto.render = function (this: RenderableRoll, ...args) {
    rendered.push(this);
    return render.apply(this, args);
  };
  try {
    await card.render();
  } finally {
    proto.render = render;
  }
  const roll = rendered.at(-1);
  if (!roll) throw new Error(`Sample card ${name} of ${id} renders no Roll`);
  return roll;
}

export default async function (bench: Bench): Promise<void> {
  boot();
  for (const descriptor of registry.all()) {
    const id = descriptor.id;
    boot({ ruleset: id });
    standIn.reset();
    const data = await fullestCharacter(id);
    const actor = (await Actor.create(data as never)) as Actor.Implementation;
    const Sheet = descriptor.Actor[descriptor.primaryActorType]!.sheet as unknown as new (o: unknown) => SheetLike;
    const sheet = new Sheet({ document: actor });
    const options = { force: true };
    await sheet.render(options); // once through the stand-in's whole render: templates parse, one root a part
    const bytes = (await renderParts(sheet, options)).length;
    await bench.msAsync(
      `render: ${id} character sheet (40 items, every status)`,
      () => renderParts(sheet, options),
      {
        samples: 60,
        warmupMs: 400,
      },
      { ...carried(actor), html: bytes },
    );

    standIn.reset();
    const roll = await rollOfCard(id, ATTACK_CARDS[id]!);
    const html = await roll.render();
    await bench.msAsync(
      `render: ${id} attack card`,
      () => roll.render(),
      { samples: 60, warmupMs: 300 },
      {
        card: ATTACK_CARDS[id]!,
        html: html.length,
      },
    );
  }
  standIn.reset();
}
