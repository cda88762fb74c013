/**
 * The GM's editor for DIF-3's named attributes and skills: rename, add, remove, mark Defense and
 * sensory skills, pick each skill's usual attribute and each wound track's Resistance attribute.
 * Scores are stored by id, so a renamed trait keeps every actor's score.
 */
import { localize } from '../../../foundry/i18n';
import { SYSTEM_ID } from '../../../foundry/settings';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { POOL_IDS, WOUND_TRACK } from '../rules';
import {
  attributeName,
  defaultTraits,
  normaliseTraits,
  readTraits,
  skillName,
  traitId,
  TRAITS_SETTING,
  type TraitsConfig,
} from '../data/traits';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

type Row = Record<string, unknown>;
const rows = (v: unknown): Row[] =>
  (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []).filter(
    (r): r is Row => Boolean(r) && typeof r === 'object',
  );

/** The submitted form (flat names such as `skills.3.name`) as a traits config: new rows get ids from their names. */
export function traitsFromForm(flat: Record<string, unknown>): TraitsConfig {
  const data = foundry.utils.expandObject(flat) as Record<string, unknown>;
  const taken = new Set<string>();
  const withIds = (list: Row[]) =>
    list
      .filter((r) => String(r.name ?? '').trim() !== '' || String(r.id ?? '') !== '')
      .map((r) => {
        const id = typeof r.id === 'string' && r.id !== '' ? r.id : traitId(String(r.name ?? ''), taken);
        taken.add(id);
        return { ...r, id };
      });
  const attributes = withIds(rows(data.attributes));
  const skills = withIds(rows(data.skills));
  return normaliseTraits({ attributes, skills, resistance: data.resistance });
}

/** What the editor shows: every row with its current name (a default's translation as placeholder). */
export function traitsEditorContext(traits: TraitsConfig) {
  const blank = { id: '', name: '' };
  const attributeOptions = traits.attributes.map((a) => ({ value: a.id, label: attributeName(a.id, traits) }));
  return {
    attributes: traits.attributes.map((a, index) => ({
      ...a,
      index,
      placeholder: attributeName(a.id, { ...traits, attributes: [blank] }),
    })),
    skills: traits.skills.map((s, index) => ({
      ...s,
      index,
      placeholder: skillName(s.id, { ...traits, skills: [] }),
      attributeOptions: attributeOptions.map((o) => ({ ...o, selected: o.value === s.attribute })),
    })),
    resistance: POOL_IDS.map((pool) => ({
      pool,
      label: localize('MANIFOLD.difference.traits.resistanceOf', {
        track: localize(`MANIFOLD.difference.wound.${WOUND_TRACK[pool]}`),
        pool: localize(`MANIFOLD.difference.pool.${pool}`),
      }),
      options: attributeOptions.map((o) => ({ ...o, selected: o.value === traits.resistance[pool] })),
    })),
    buttons: [{ type: 'submit', icon: 'fa-solid fa-floppy-disk', label: 'MANIFOLD.difference.traits.save' }],
  };
}

export class DifferenceTraitsEditor extends Base {
  static override DEFAULT_OPTIONS = {
    id: 'manifold-difference-traits',
    tag: 'form',
    classes: ['manifold', 'difference-traits-editor'],
    window: { title: 'MANIFOLD.difference.traits.title', icon: 'fa-solid fa-list', resizable: true },
    position: { width: 640, height: 720 },
    form: { handler: DifferenceTraitsEditor.onSubmit, closeOnSubmit: true },
    actions: {
      addAttribute: DifferenceTraitsEditor.onAdd,
      addSkill: DifferenceTraitsEditor.onAdd,
      removeRow: DifferenceTraitsEditor.onRemove,
      resetDefaults: DifferenceTraitsEditor.onReset,
    },
  };

  static override PARTS = {
    body: { template: `${SYSTEM_PATH}/templates/difference/traits-editor.hbs`, scrollable: [''] },
    footer: { template: 'templates/generic/form-footer.hbs' },
  };

  private working: TraitsConfig = readTraits();
  private extra = { attributes: 0, skills: 0 };

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    const context = traitsEditorContext(this.working);
    const blankRows = (kind: 'attributes' | 'skills', start: number) =>
      Array.from({ length: this.extra[kind] }, (_, i) => ({
        id: '',
        name: '',
        index: start + i,
        placeholder: '',
        fresh: true,
      }));
    return {
      ...(await super._prepareContext(options)),
      ...context,
      attributes: [...context.attributes, ...blankRows('attributes', context.attributes.length)],
      skills: [
        ...context.skills,
        ...blankRows('skills', context.skills.length).map((r) => ({
          ...r,
          attribute: '',
          defense: false,
          sensory: false,
          attributeOptions: context.resistance[0]?.options.map((o) => ({ ...o, selected: false })) ?? [],
        })),
      ],
    };
  }

  /** Keeps what was typed before the form is redrawn. */
  private keepEdits(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : null;
    if (!form) return;
    const flat = Object.fromEntries(new FormData(form).entries());
    this.working = traitsFromForm(flat);
    this.extra = { attributes: 0, skills: 0 };
  }

  private static async onAdd(this: DifferenceTraitsEditor, _event: Event, target: HTMLElement) {
    this.keepEdits();
    this.extra[target.dataset.action === 'addSkill' ? 'skills' : 'attributes'] += 1;
    await this.render();
  }

  private static async onRemove(this: DifferenceTraitsEditor, _event: Event, target: HTMLElement) {
    this.keepEdits();
    const kind = target.dataset.kind === 'skills' ? 'skills' : 'attributes';
    const index = Number(target.dataset.index);
    const list = [...this.working[kind]] as unknown[];
    list.splice(index, 1);
    this.working = normaliseTraits({ ...this.working, [kind]: list });
    await this.render();
  }

  private static async onReset(this: DifferenceTraitsEditor) {
    this.working = defaultTraits();
    this.extra = { attributes: 0, skills: 0 };
    await this.render();
  }

  private static async onSubmit(
    this: DifferenceTraitsEditor,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    await game.settings!.set(SYSTEM_ID, TRAITS_SETTING, traitsFromForm(formData.object));
  }
}
