/**
 * Stand-ins for ApplicationV2, HandlebarsApplicationMixin, ActorSheetV2/ItemSheetV2, DialogV2
 * and DocumentSheetConfig. `render()` runs the real lifecycle our code overrides —
 * _prepareContext, _preparePartContext per PART, the real templates through Handlebars,
 * _onFirstRender/_onRender — and builds the element in a happy-dom document. ActorSheetV2's
 * drag and drop of items is modelled (drag-drop.ts), and so is `changeTab`; window chrome and
 * positioning are not simulated.
 */
import type { TemplateLoader } from './handlebars';
import { FormDataExtended, selectParsedOptions, typeIntoForm } from './form-data';
import { bindDragDrop, getDragEventData, performIntegerSort } from './drag-drop';

export interface PartConfig {
  template: string;
  templates?: string[];
  scrollable?: string[];
}

/** CONST.DOCUMENT_OWNERSHIP_LEVELS. */
const OWNERSHIP_LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
const currentUser = () => (globalThis as unknown as { game: { user: unknown } }).game.user;

let loader: TemplateLoader;
export function bindTemplates(l: TemplateLoader): void {
  loader = l;
}

function mergeOptions(chain: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const options of chain) {
    for (const [key, value] of Object.entries(options ?? {})) {
      const current = out[key];
      if (Array.isArray(value) && Array.isArray(current)) out[key] = [...current, ...value];
      else if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object') {
        out[key] = mergeOptions([current as Record<string, unknown>, value as Record<string, unknown>]);
      } else out[key] = value;
    }
  }
  return out;
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = { tag: 'div', classes: [], window: {}, actions: {}, form: {} };
  static PARTS: Record<string, PartConfig> = {};
  static TABS: Record<
    string,
    { tabs: { id: string; label?: string; icon?: string }[]; initial: string; labelPrefix?: string }
  > = {};

  options: Record<string, unknown>;
  element!: HTMLElement;
  rendered = false;
  tabGroups: Record<string, string> = {};
  /** The HTML of each part of the last render, for tests and the gallery. */
  partsHTML: Record<string, string> = {};
  private listeners = new Map<string, Set<() => void>>();

  constructor(options: Record<string, unknown> = {}) {
    const chain: Record<string, unknown>[] = [];
    for (
      let c = this.constructor as typeof ApplicationV2 | null;
      c && (c as unknown) !== Object;
      c = Object.getPrototypeOf(c)
    ) {
      if (Object.prototype.hasOwnProperty.call(c, 'DEFAULT_OPTIONS')) chain.unshift(c.DEFAULT_OPTIONS);
    }
    this.options = mergeOptions([...chain, options]);
    const tabs = (this.constructor as typeof ApplicationV2).TABS;
    for (const [group, config] of Object.entries(tabs)) this.tabGroups[group] = config.initial;
  }

  get id(): string {
    return String(this.options.id ?? this.constructor.name);
  }
  get title(): string {
    return String((this.options.window as { title?: string })?.title ?? '');
  }
  get form(): HTMLFormElement | null {
    return this.element?.tagName === 'FORM' ? (this.element as HTMLFormElement) : null;
  }

  async _prepareContext(_options: Record<string, unknown>): Promise<Record<string, unknown>> {
    const tabs = Object.keys((this.constructor as typeof ApplicationV2).TABS);
    return tabs.length === 1 ? { tabs: this._prepareTabs(tabs[0]!) } : {};
  }

  _prepareTabs(group: string) {
    const config = (this.constructor as typeof ApplicationV2).TABS[group]!;
    const active = this.tabGroups[group] ?? config.initial;
    return Object.fromEntries(
      config.tabs.map((t) => [
        t.id,
        {
          ...t,
          group,
          active: t.id === active,
          cssClass: t.id === active ? 'active' : '',
          label: t.label ?? (config.labelPrefix ? `${config.labelPrefix}.${t.id}` : t.id),
        },
      ]),
    );
  }

  async _preparePartContext(partId: string, context: Record<string, unknown>, _options: Record<string, unknown>) {
    context.partId = partId;
    return context;
  }

  async _onFirstRender(_context: Record<string, unknown>, _options: Record<string, unknown>): Promise<void> {}
  async _onRender(_context: Record<string, unknown>, _options: Record<string, unknown>): Promise<void> {}
  _onClose(_options: Record<string, unknown>): void {}

  /**
   * ApplicationV2#_configureRenderOptions then HandlebarsApplicationMixin's: a `tab` option (a tab
   * id for the first group, or `{group: tab}`) becomes the active tab before anything is prepared;
   * the parts to render are the asked ones that the class has, all of them when none are asked; a
   * subclass may change `options.parts` after. `isFirstRender` says whether the application has
   * not been rendered yet (or was closed since).
   */
  _configureRenderOptions(options: Record<string, unknown>): void {
    options.isFirstRender = !this.rendered;
    const tab = options.tab;
    if (typeof tab === 'string') {
      const first = Object.keys((this.constructor as typeof ApplicationV2).TABS)[0];
      if (first) this.tabGroups[first] = tab;
    } else if (tab && typeof tab === 'object') Object.assign(this.tabGroups, tab);
    const all = Object.keys((this.constructor as typeof ApplicationV2).PARTS);
    const asked = options.parts as string[] | undefined;
    options.parts = asked ? asked.filter((p) => all.includes(p)) : all;
  }

  /** ApplicationV2#_canRender: false (or a thrown error) stops the render before any context is prepared. */
  _canRender(_options: Record<string, unknown>): false | void {}

  private lastRender: Promise<unknown> = Promise.resolve();

  /** Renders (ApplicationV2#render); the render in flight is kept so a user's next input waits for it (`whenRendered`). */
  render(options: Record<string, unknown> | boolean = {}): Promise<this> {
    const rendering = this.renderNow(options);
    this.lastRender = rendering.catch(() => undefined);
    return rendering;
  }

  /**
   * Resolves once the render in flight is on screen. A user types into the form they see: the
   * tests' `submit`/`submitForm` wait for it, as a re-render after a refused entry (not awaited by
   * our code) is on screen long before a person's next keystroke.
   */
  async whenRendered(): Promise<void> {
    await this.lastRender;
  }

  private async renderNow(options: Record<string, unknown> | boolean): Promise<this> {
    const opts: Record<string, unknown> = typeof options === 'boolean' ? { force: options } : { ...options };
    this._configureRenderOptions(opts);
    if (this._canRender(opts) === false) return this;
    const context = await this._prepareContext(opts);
    const parts = (this.constructor as typeof ApplicationV2).PARTS;
    const wanted = opts.parts as string[];
    const rendered: [string, HTMLElement][] = [];
    for (const partId of wanted) {
      const part = parts[partId];
      if (!part) continue;
      const partContext = await this._preparePartContext(partId, { ...context }, opts);
      const html = loader.render(part.template, partContext).trim();
      const probe = document.createElement('template');
      probe.innerHTML = html;
      if (probe.content.children.length !== 1) {
        throw new Error(`Part "${partId}" of ${this.constructor.name} must render exactly one root element`);
      }
      this.partsHTML[partId] = html;
      const root = probe.content.firstElementChild as HTMLElement;
      // HandlebarsApplicationMixin marks each part's root with its id (dnd5e's sheets query
      // `[data-application-part="inventory"]`, pf2e's tracker `ol[data-application-part=tracker]`).
      root.dataset.applicationPart = partId;
      selectParsedOptions(root);
      rendered.push([partId, root]);
    }
    const first = !this.rendered;
    this.element ??= document.createElement(String(this.options.tag ?? 'div'));
    this.element.className = (this.options.classes as string[]).join(' ');
    // _replaceHTML: a part already in the element is replaced where it stands (the others keep their
    // elements and whatever was done to them); a part new to the element is appended.
    for (const [partId, root] of rendered) {
      const prior = [...this.element.children].find((c) => (c as HTMLElement).dataset.applicationPart === partId);
      if (prior) prior.replaceWith(root);
      else this.element.append(root);
    }
    this.rendered = true;
    if (first) await this._onFirstRender(context, opts);
    await this._onRender(context, opts);
    this.callRenderHooks(context, opts);
    this.listeners.get('render')?.forEach((fn) => fn());
    return this;
  }

  /**
   * `render<Class>` for the class and each class above it up to ApplicationV2, with the element,
   * context and options (hookEvents.renderApplicationV2: "Each ApplicationV2 class in the
   * inheritance chain will also fire this hook").
   */
  private callRenderHooks(context: Record<string, unknown>, options: Record<string, unknown>): void {
    const hooks = (globalThis as unknown as { Hooks?: { callAll(name: string, ...args: unknown[]): unknown } }).Hooks;
    for (
      let c = this.constructor as typeof ApplicationV2 | null;
      c;
      c = Object.getPrototypeOf(c) as typeof ApplicationV2 | null
    ) {
      hooks?.callAll(`render${c.name}`, this, this.element, context, options);
      if (c === ApplicationV2) break;
    }
  }

  /**
   * ApplicationV2#changeTab: throws without a navigation element for the tab; marks the tab's
   * navigation entries (`aria-pressed` on buttons) and its `.tab` sections active, the others not;
   * records it in `tabGroups`. Nothing happens when the tab is already active, unless forced.
   */
  changeTab(tab: string, group: string, { force = false }: { force?: boolean; event?: Event } = {}): void {
    if (!tab || !group) throw new Error('You must pass both the tab and tab group identifier');
    if (this.tabGroups[group] === tab && !force) return;
    const nav = `.tabs [data-group="${group}"]`;
    if (!this.element?.querySelector(`${nav}[data-tab="${tab}"]`)) {
      throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
    }
    for (const t of this.element.querySelectorAll<HTMLElement>(nav)) {
      t.classList.toggle('active', t.dataset.tab === tab);
      if (t.tagName === 'BUTTON') t.setAttribute('aria-pressed', String(t.dataset.tab === tab));
    }
    for (const section of this.element.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`)) {
      section.classList.toggle('active', section.dataset.tab === tab);
    }
    this.tabGroups[group] = tab;
  }

  /** Closes; like core's _tearDown, the element's parts are gone and the next render is a first one. */
  async close(options: Record<string, unknown> = {}): Promise<this> {
    this._onClose(options);
    this.partsHTML = {};
    this.element?.replaceChildren();
    this.rendered = false;
    this.listeners.get('close')?.forEach((fn) => fn());
    return this;
  }

  addEventListener(type: string, fn: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }

  /** Runs the action named by a `data-action` element, as Foundry's click delegation does. */
  async clickAction(target: HTMLElement, event: Partial<PointerEvent> = {}): Promise<void> {
    const name = target.dataset.action ?? '';
    const action = (this.options.actions as Record<string, unknown>)[name];
    const handler = typeof action === 'function' ? action : (action as { handler?: unknown } | undefined)?.handler;
    if (typeof handler !== 'function') throw new Error(`No action "${name}" on ${this.constructor.name}`);
    await handler.call(this, { target, ...event }, target);
  }

  /**
   * Foundry's `_onSubmitForm(formConfig, event)`: the form is read into a FormDataExtended and
   * handed to the configured handler; an error it throws is caught and shown once with
   * `ui.notifications.error`, and the sheet stays open (ApplicationV2#_onSubmitForm).
   */
  async _onSubmitForm(formConfig: { handler?: FormHandler }, event: Event) {
    const form = this.renderedForm();
    try {
      await formConfig.handler?.call(this, event, form, new FormDataExtended(form));
    } catch (err) {
      (
        globalThis as unknown as { ui: { notifications: { error(m: unknown, o?: object): void } } }
      ).ui.notifications.error(err instanceof Error ? err.message : String(err), { console: true });
    }
  }

  /** The user types `values` into the rendered form and submits it (through `_onSubmitForm`: errors shown, not thrown). */
  async submitForm(values: Record<string, unknown>): Promise<void> {
    await this.whenRendered();
    typeIntoForm(this.renderedForm(), values, this.constructor.name);
    await this._onSubmitForm(this.options.form as { handler?: FormHandler }, new Event('submit'));
  }

  /**
   * The user types `values` into the rendered form, then ApplicationV2#submit: the form read into a
   * FormDataExtended goes to the handler, and what the handler throws reaches the caller (for tests).
   */
  async submit(values: Record<string, unknown>): Promise<void> {
    const handler = (this.options.form as { handler?: FormHandler }).handler;
    if (!handler) throw new Error(`${this.constructor.name} has no form handler`);
    await this.whenRendered();
    const form = this.renderedForm();
    typeIntoForm(form, values, this.constructor.name);
    await handler.call(this, new Event('submit'), form, new FormDataExtended(form));
  }

  private renderedForm(): HTMLFormElement {
    if (!this.rendered || !this.form) throw new Error(`${this.constructor.name} is not a rendered form`);
    return this.form;
  }
}

type FormHandler = (event: Event, form: HTMLFormElement, formData: FormDataExtended) => Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function HandlebarsApplicationMixin<T extends new (...args: any[]) => ApplicationV2>(Base: T): T {
  return class HandlebarsApplication extends Base {} as T;
}

/** DocumentSheetV2: the document, its edit rights, and Foundry's submit pipeline. */
export class DocumentSheetV2 extends ApplicationV2 {
  /** Foundry's defaults: a LIMITED user may open the sheet, an OWNER may edit it (DocumentSheetConfiguration). */
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    tag: 'form',
    form: { submitOnChange: true },
    viewPermission: OWNERSHIP_LEVELS.LIMITED,
    editPermission: OWNERSHIP_LEVELS.OWNER,
  };
  document: {
    name?: string | null;
    isOwner: boolean;
    testUserPermission(user: unknown, level: number): boolean;
    update(changes: Record<string, unknown>): Promise<unknown>;
    validate(options: Record<string, unknown>): boolean;
    _source: Record<string, unknown>;
  };

  constructor(options: Record<string, unknown> = {}) {
    super(options);
    this.document = options.document as DocumentSheetV2['document'];
    (this.options.form as Record<string, unknown>).handler ??= DocumentSheetV2.onSubmitDocumentForm;
  }

  /** Whether the current user may see the sheet at all (DocumentSheetV2#isVisible). */
  get isVisible(): boolean {
    return this.document.testUserPermission(currentUser(), Number(this.options.viewPermission));
  }

  /** Whether the current user may change the document through it: editPermission, not ownership as such. */
  get isEditable(): boolean {
    return this.document.testUserPermission(currentUser(), Number(this.options.editPermission));
  }

  /** A user below viewPermission is refused the sheet with an error, as Foundry's DocumentSheetV2#_canRender. */
  override _canRender(options: Record<string, unknown>): false | void {
    super._canRender(options);
    if (!this.isVisible) throw new Error(`You do not have permission to view this sheet (${this.document.name ?? ''})`);
  }

  override async _prepareContext(options: Record<string, unknown>) {
    return {
      ...(await super._prepareContext(options)),
      document: this.document,
      source: this.document._source,
      editable: this.isEditable,
    };
  }

  _prepareSubmitData(
    _event: Event,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
    updateData?: Record<string, unknown>,
  ) {
    const submitData = { ...formData.object, ...(updateData ?? {}) };
    const nested: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(submitData)) if (k.startsWith('system.')) nested[k.slice(7)] = v;
    this.document.validate({ changes: { system: nested }, clean: true, fallback: false });
    return submitData;
  }

  async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: Record<string, unknown>) {
    await this.document.update(submitData);
  }

  static async onSubmitDocumentForm(
    this: DocumentSheetV2,
    event: Event,
    form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const submitData = this._prepareSubmitData(event, form, formData);
    await this._processSubmitData(event, form, submitData);
  }
}

type Globals = {
  Hooks: { call(name: string, ...args: unknown[]): boolean };
  Item: { implementation: DropItemClass };
  fromUuid(uuid: string): Promise<unknown>;
};
const globals = () => globalThis as unknown as Globals;
interface DropItem {
  id: string;
  documentName: string;
  parent?: { uuid: string } | null;
  /** An ActiveEffect's: the document it modifies (ActiveEffect#target). */
  target?: unknown;
  toObject(): Record<string, unknown>;
  toDragData(): Record<string, unknown>;
}
interface DropItemClass {
  fromDropData(data: Record<string, unknown>): Promise<DropItem | null>;
  create(data: Record<string, unknown>, options: Record<string, unknown>): Promise<unknown>;
}
interface SheetActor {
  uuid: string;
  isOwner: boolean;
  items: Map<string, DropItem & { sort: number }>;
  effects: Map<string, { toDragData(): Record<string, unknown> }>;
  createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
  updateEmbeddedDocuments(name: string, updates: Record<string, unknown>[]): Promise<unknown[]>;
}

/**
 * ActorSheetV2 (v13) with its item drag and drop: every render binds a DragDrop on `.draggable`
 * (`_canDragStart`/`_canDragDrop`: the sheet is editable); a dragged row carries its item's (or
 * effect's) `toDragData()`; a drop goes `dropActorSheetData` hook → `fromDropData` →
 * `_onDropDocument` → `_onDropItem`, which re-orders an item of this actor (`_onSortItem`,
 * siblings from the drop target's list, `performIntegerSort`) and creates a copy of any other;
 * an ActiveEffect goes `_onDropActiveEffect`, which copies it onto the actor unless it already
 * modifies this actor (its `target`).
 * References: the README's ActorSheetV2 drag rows.
 */
export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): SheetActor {
    return this.document as unknown as SheetActor;
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>): Promise<void> {
    await super._onRender(context, options);
    bindDragDrop(this);
  }

  _canDragStart(_selector: string): boolean {
    return this.isEditable;
  }

  _canDragDrop(_selector: string): boolean {
    return this.isEditable;
  }

  async _onDragStart(event: DragEvent): Promise<void> {
    const row = event.currentTarget as HTMLElement;
    if ('link' in ((event.target as HTMLElement | null)?.dataset ?? {})) return;
    const source = row.dataset.itemId
      ? this.actor.items.get(row.dataset.itemId)
      : row.dataset.effectId
        ? this.actor.effects.get(row.dataset.effectId)
        : undefined;
    if (source) event.dataTransfer?.setData('text/plain', JSON.stringify(source.toDragData()));
  }

  async _onDrop(event: DragEvent): Promise<unknown> {
    const data = getDragEventData(event);
    if (globals().Hooks.call('dropActorSheetData', this.actor, this, data) === false) return null;
    if (data.type === 'ActiveEffect') {
      const effect = (await globals().fromUuid(String(data.uuid ?? ''))) as DropItem | null;
      return effect ? this._onDropDocument(event, effect) : null;
    }
    if (data.type !== 'Item') return null;
    const item = await globals().Item.implementation.fromDropData(data);
    return item ? this._onDropDocument(event, item) : null;
  }

  async _onDropDocument(event: DragEvent, document: DropItem): Promise<unknown> {
    if (document.documentName === 'Folder') return (await this._onDropFolder(event, document)) ?? null;
    if (document.documentName === 'ActiveEffect') return (await this._onDropActiveEffect(event, document)) ?? null;
    return document.documentName === 'Item' ? ((await this._onDropItem(event, document)) ?? null) : null;
  }

  /** The default: a copy on this actor (keeping its id when free), unless the effect already modifies it. */
  async _onDropActiveEffect(_event: DragEvent, effect: DropItem): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    if (!effect || effect.target === this.actor) return null;
    const keepId = !this.actor.effects.has(effect.id);
    const [created] = await this.actor.createEmbeddedDocuments('ActiveEffect', [effect.toObject()], { keepId });
    return created ?? null;
  }

  /** The default for a Folder of Items: every item's data created on the actor at once (no `_onDropItem`). */
  async _onDropFolder(_event: DragEvent, folder: unknown): Promise<unknown> {
    const { type, contents = [] } = folder as { type?: string; contents?: DropItem[] };
    if (!this.actor.isOwner || type !== 'Item') return null;
    const actor = this.actor as unknown as { createEmbeddedDocuments(n: string, d: unknown[]): Promise<unknown[]> };
    return actor.createEmbeddedDocuments(
      'Item',
      contents.map((item) => item.toObject()),
    );
  }

  async _onDropItem(event: DragEvent, item: unknown): Promise<unknown> {
    const dropped = item as DropItem;
    if (!this.actor.isOwner) return null;
    if (this.actor.uuid === dropped.parent?.uuid) {
      const result = await this._onSortItem(event, dropped);
      return result?.length ? dropped : null;
    }
    const keepId = !this.actor.items.has(dropped.id);
    return (await globals().Item.implementation.create(dropped.toObject(), { parent: this.actor, keepId })) ?? null;
  }

  async _onSortItem(event: DragEvent, item: DropItem): Promise<unknown[] | undefined> {
    const items = this.actor.items;
    const source = items.get(item.id);
    const dropTarget = (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-item-id]');
    const target = dropTarget ? items.get(dropTarget.dataset.itemId ?? '') : undefined;
    if (!source || !target || source === target) return undefined;
    const siblings = [...(dropTarget!.parentElement?.children ?? [])].flatMap((el) => {
      const id = (el as HTMLElement).dataset?.itemId;
      return id && id !== source.id ? (items.get(id) ?? []) : [];
    });
    const updates = performIntegerSort(source as unknown as Record<string, unknown>, {
      target: target as unknown as Record<string, unknown>,
      siblings: siblings as unknown as Record<string, unknown>[],
    });
    return this.actor.updateEmbeddedDocuments(
      'Item',
      updates.map((u) => ({ ...u.update, _id: (u.target as { id: string }).id })),
    );
  }
}
export class ItemSheetV2 extends DocumentSheetV2 {
  get item() {
    return this.document;
  }
}

interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
}
interface DialogConfig {
  window?: { title?: string };
  content?: string | HTMLElement;
  buttons?: DialogButton[];
  [key: string]: unknown;
}

const localizeText = (key: string) =>
  (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n.localize(key);

/**
 * foundry.utils.cleanHTML as far as the stand-in needs it: script elements and `on…` handler
 * attributes go; every other element stays (it is a sanitiser, not an escaper).
 */
function cleanHTML(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of template.content.querySelectorAll('script')) script.remove();
  for (const element of template.content.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name.toLowerCase().startsWith('on')) element.removeAttribute(attribute.name);
    }
  }
  return template.innerHTML;
}

/**
 * Draws a dialog as core's DialogV2 does: the title as text in the frame's header (core's
 * `_updateFrame`: `title.innerText = window.title`), a string content cleaned and inserted as HTML,
 * an element content as it is, and each button's localized label inserted as HTML
 * (`<span>${game.i18n.localize(label)}</span>`).
 */
function drawDialog(config: DialogConfig): HTMLElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'application dialog';
  const header = document.createElement('header');
  header.className = 'window-header';
  const title = document.createElement('h1');
  title.className = 'window-title';
  title.textContent = localizeText(String(config.window?.title ?? ''));
  header.append(title);
  const form = document.createElement('form');
  form.className = 'dialog-form standard-form';
  const content = config.content;
  if (content) {
    const holder = document.createElement('div');
    holder.className = 'dialog-content standard-form';
    if (typeof content === 'string') holder.innerHTML = cleanHTML(content);
    else holder.append(content);
    form.append(holder);
  }
  const footer = document.createElement('footer');
  footer.className = 'form-footer';
  footer.innerHTML = (config.buttons ?? [])
    .map(
      (b) =>
        `<button type="submit" data-action="${b.action}">${b.icon ? `<i class="${b.icon}"></i>` : ''}<span>${localizeText(String(b.label ?? ''))}</span></button>`,
    )
    .join('');
  form.append(footer);
  dialog.append(header, form);
  return dialog;
}

export class DialogV2 extends ApplicationV2 {
  /** Tests answer dialogs by setting this; unset, a dialog resolves as dismissed (null). */
  static nextAnswer: unknown = null;
  /** Every dialog opened since the last reset, drawn as Foundry draws it (newest last). */
  static drawn: HTMLElement[] = [];
  static async wait(config: DialogConfig = {}): Promise<unknown> {
    DialogV2.drawn.push(drawDialog(config));
    const answer = DialogV2.nextAnswer;
    DialogV2.nextAnswer = null;
    return answer;
  }
  // The factories put core's own buttons before the caller's (core's `confirm`/`prompt`).
  static confirm({ yes = {}, no = {}, ...config }: DialogConfig & { yes?: object; no?: object } = {}) {
    const buttons = [
      { action: 'yes', label: 'Yes', icon: 'fa-solid fa-check', ...yes },
      { action: 'no', label: 'No', icon: 'fa-solid fa-xmark', default: true, ...no },
      ...(config.buttons ?? []),
    ];
    return DialogV2.wait({ ...config, buttons });
  }
  static prompt({ ok = {}, ...config }: DialogConfig & { ok?: object } = {}) {
    const buttons = [{ action: 'ok', label: 'Confirm', icon: 'fa-solid fa-check', default: true, ...ok }];
    return DialogV2.wait({ ...config, buttons: [...buttons, ...(config.buttons ?? [])] });
  }
  static input = DialogV2.prompt;
}

export const sheetRegistrations: {
  documentClass: unknown;
  scope: string;
  sheet: unknown;
  options: Record<string, unknown>;
}[] = [];
export const DocumentSheetConfig = {
  registerSheet(documentClass: unknown, scope: string, sheet: unknown, options: Record<string, unknown>) {
    sheetRegistrations.push({ documentClass, scope, sheet, options });
  },
  unregisterSheet() {},
};
