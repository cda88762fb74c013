/**
 * The one roll dialog every ruleset uses: its options as form fields, the modifiers listed by
 * source, and the exact odds redrawn as the options change, before anything is rolled. A ruleset
 * supplies the fields and an `evaluate` function over the current values.
 */
import { localize } from '../i18n';
import type { OddsSummary } from '../../core/odds';
import { oddsView, type OddsView } from '../odds/odds-view';
import { oddsVisible } from '../settings';
import { withVisibility } from './visibility';

export interface RollDialogOption {
  value: string;
  label: string;
}

export interface RollDialogField {
  name: string;
  /** i18n key. */
  label: string;
  kind: 'number' | 'select' | 'checkbox';
  value: number | string | boolean;
  min?: number;
  max?: number;
  step?: number;
  options?: RollDialogOption[];
  /** i18n key. */
  hint?: string;
  /** Set by someone else (the GM's request): shown, not changeable. */
  locked?: boolean;
  /**
   * The value the advantage / disadvantage key (src/foundry/keybindings.ts) presets when held on
   * the click that opened the dialog: an advantage checkbox, an Edge's size, full exertion.
   */
  keyPresets?: Partial<Record<PresetKey, number | string | boolean>>;
  /**
   * Whether the field applies to the dialog's current values: it is shown only while it does (a
   * DN asked only for the difficulty that needs one, an AC only while no target is chosen). A
   * hidden field keeps its value; the ruleset's `evaluate` is what ignores it.
   */
  appliesWhen?(values: RollDialogValues): boolean;
}

/** Whether a field is shown for these values (see `appliesWhen`). */
export function fieldApplies(field: RollDialogField, values: RollDialogValues): boolean {
  return field.appliesWhen ? field.appliesWhen(values) : true;
}

/** The keys that preset a dialog field: advantage (Alt) and disadvantage (Ctrl/⌘) unless rebound. */
export type PresetKey = 'advantage' | 'disadvantage';

export type RollDialogValues = Record<string, number | string | boolean>;

export interface RollDialogEvaluation {
  odds: OddsSummary | null;
  /** Modifiers by source and anything else worth seeing before rolling. Labels are i18n keys or text. */
  notes?: { label: string; value: string }[];
  /** Why these values cannot be rolled (the Roll button is disabled while set). Already localised. */
  error?: string;
}

export interface RollDialogConfig {
  /** i18n key or text of the window title. */
  title: string;
  fields: RollDialogField[];
  evaluate(values: RollDialogValues): RollDialogEvaluation;
  /** i18n key of the confirm button. */
  rollLabel?: string;
  /** False for a dialog that posts no roll of its own (a group or request card everyone must see). */
  visibility?: boolean;
}

/** A dialog's values as it opens: what a fast-forwarded roll starts from (`configure.ts`). */
export function dialogDefaults(config: RollDialogConfig): RollDialogValues {
  return Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
}

/**
 * The dialog with the values the GM's request set: those fields show the GM's choice
 * and are locked, so the roll made answers what was asked; everything else stays the player's.
 */
export function presetFields(config: RollDialogConfig, preset: RollDialogValues): RollDialogConfig {
  return {
    ...config,
    fields: config.fields.map((f) =>
      Object.hasOwn(preset, f.name) ? { ...f, value: preset[f.name]!, locked: true } : f,
    ),
  };
}

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

/** Reads a form's values with the kinds the fields declare; numbers that do not parse keep the field's value. */
export function readRollValues(fields: RollDialogField[], form: { get(name: string): unknown }): RollDialogValues {
  const values: RollDialogValues = {};
  for (const field of fields) {
    if (field.locked) {
      values[field.name] = field.value;
      continue;
    }
    const raw = form.get(field.name);
    if (field.kind === 'checkbox') values[field.name] = raw === true || raw === 'on' || raw === 'true';
    else if (field.kind === 'number') {
      const n = Number(raw);
      const bounded = Number.isFinite(n)
        ? Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, Math.trunc(n)))
        : field.value;
      values[field.name] = bounded as number;
    } else
      values[field.name] = typeof raw === 'string' && field.options?.some((o) => o.value === raw) ? raw : field.value;
  }
  return values;
}

export class RollDialog extends Base {
  static override DEFAULT_OPTIONS = {
    tag: 'form',
    classes: ['manifold', 'manifold-roll-dialog'],
    window: { contentClasses: ['standard-form'] },
    position: { width: 440 },
    form: { handler: RollDialog.onSubmit, closeOnSubmit: true, submitOnChange: false },
  };

  static override PARTS = {
    fields: { template: 'systems/manifold/templates/shared/roll-dialog.hbs' },
    odds: { template: 'systems/manifold/templates/shared/odds-panel.hbs' },
    footer: { template: 'systems/manifold/templates/shared/roll-dialog-footer.hbs' },
  };

  private values: RollDialogValues;
  private settled = false;
  /** The ruleset's config with the visibility select added: every roll dialog asks who sees the roll. */
  private readonly config: RollDialogConfig;

  constructor(
    config: RollDialogConfig,
    private readonly resolve: (values: RollDialogValues | null) => void,
  ) {
    super({ window: { title: config.title } });
    this.config = withVisibility(config);
    this.values = Object.fromEntries(this.config.fields.map((f) => [f.name, f.value]));
  }

  /** Opens the dialog; resolves with the chosen values (`rollMode` among them), or null if it was closed. */
  static prompt(config: RollDialogConfig): Promise<RollDialogValues | null> {
    return new Promise((resolve) => void new RollDialog(config, resolve).render({ force: true }));
  }

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    const context = await super._prepareContext(options);
    return { ...context, ...rollDialogContext(this.config, this.values), reasonId: `${this.id}-reason` };
  }

  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof Base>['_onFirstRender']>) {
    await super._onFirstRender(...args);
    this.element.addEventListener('change', () => this.refresh());
    this.element.addEventListener('input', () => this.refresh());
  }

  /**
   * Re-reads the form, shows the fields that apply to the new values and hides the rest (in place:
   * the field being typed in keeps its focus), and redraws only the odds and the footer.
   */
  private refresh(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector('form');
    if (!form) return;
    this.values = readRollValues(this.config.fields, new FormData(form));
    for (const field of this.config.fields) {
      const group = form.querySelector<HTMLElement>(`[data-roll-field="${CSS.escape(field.name)}"]`);
      if (group) group.hidden = !fieldApplies(field, this.values);
    }
    void this.render({ parts: ['odds', 'footer'] });
  }

  private static async onSubmit(
    this: RollDialog,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const values = readRollValues(this.config.fields, { get: (name) => formData.object[name] });
    if (this.config.evaluate(values).error) return;
    this.settled = true;
    this.resolve(values);
  }

  protected override _onClose(options: Parameters<InstanceType<typeof Base>['_onClose']>[0]) {
    super._onClose(options);
    if (!this.settled) this.resolve(null);
  }
}

/** Everything the dialog's templates show for these values (also used by the gallery). */
export function rollDialogContext(given: RollDialogConfig, values: RollDialogValues) {
  const config = withVisibility(given);
  const evaluation = config.evaluate(values);
  const odds: OddsView | null = evaluation.odds && oddsVisible() ? oddsView(evaluation.odds, localize) : null;
  const error = evaluation.error ?? '';
  return {
    fields: config.fields.map((f) => ({
      ...f,
      value: values[f.name] ?? f.value,
      hidden: !fieldApplies(f, values),
      isNumber: f.kind === 'number',
      isSelect: f.kind === 'select',
      isCheckbox: f.kind === 'checkbox',
    })),
    notes: evaluation.notes ?? [],
    /** Why Roll is disabled: shown beside it, and its accessible description (the footer's template). */
    error,
    reasonId: 'manifold-roll-reason',
    odds,
    buttons: [
      {
        type: 'submit',
        icon: 'fa-solid fa-dice-d20',
        label: config.rollLabel ?? 'MANIFOLD.roll.roll',
        // One rule for every ruleset: whatever the dialog refuses, Roll cannot be pressed.
        disabled: Boolean(error),
      },
    ],
  };
}
