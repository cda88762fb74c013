/**
 * FormDataExtended: what a submitted form hands the form handler. Foundry reads every named,
 * enabled control of the form (buttons skipped), casts by the control's type and `data-dtype`
 * (number/range → Number, "" → null; checkbox → checked, or its value when it has one; radio →
 * the checked one's value; select-multiple → the selected values; several controls of one name →
 * an array), then `[data-edit]` elements (an image's `src`), and keeps the result in `object`.
 * Reference: API docs foundry.applications.ux.FormDataExtended (v13/v14: "more opinionated about
 * how input fields of certain types should be evaluated"; options `dtypes`, `disabled`,
 * `readonly`), and core's client `form-data-extended.mjs` as found in the public code index (the
 * field rules above; `readonly` fields are included unless `readonly: false`).
 */
type Control = HTMLInputElement & { options?: HTMLOptionsCollection };

export class FormDataExtended extends FormData {
  readonly object: Record<string, unknown> = {};
  readonly dtypes: Record<string, string>;

  constructor(
    form: HTMLFormElement,
    {
      dtypes = {},
      disabled = false,
      readonly = true,
    }: { dtypes?: Record<string, string>; disabled?: boolean; readonly?: boolean } = {},
  ) {
    super();
    this.dtypes = dtypes;
    if (!disabled && form.hasAttribute('disabled')) return;
    const controls = [...(form.elements as unknown as Iterable<Control>)];
    for (const control of controls) {
      const name = control.name;
      if (!name || name in this.object || control.tagName === 'BUTTON') continue;
      if (!disabled && control.matches(':disabled')) continue;
      if (!readonly && control.readOnly) continue;
      const named = controls.filter((c) => c.name === name);
      this.object[name] = this.fieldValue(name, named);
    }
    for (const element of form.querySelectorAll<HTMLElement>('[data-edit]')) {
      const name = element.dataset.edit!;
      if (name in this.object) continue;
      this.object[name] = element.tagName === 'IMG' ? element.getAttribute('src') : element.innerHTML.trim();
    }
    for (const [name, value] of Object.entries(this.object)) {
      super.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
    }
  }

  private fieldValue(name: string, named: Control[]): unknown {
    if (named.length > 1) {
      if (named.every((c) => c.type === 'radio')) {
        const chosen = named.find((c) => c.checked);
        return chosen ? this.fieldValue(name, [chosen]) : undefined;
      }
      return named.map((c) => this.fieldValue(name, [c]));
    }
    const control = named[0]!;
    const dtype = control.dataset.dtype || this.dtypes[name];
    switch (control.type) {
      case 'checkbox':
        if (control.hasAttribute('value') && dtype !== 'Boolean')
          return cast(control.checked ? control.value : null, dtype);
        return cast(control.checked, dtype);
      case 'number':
      case 'range':
        return control.value === '' ? null : cast(control.value, dtype || 'Number');
      case 'select-multiple':
        return [...control.options!].filter((o) => o.selected).map((o) => cast(o.value, dtype));
      case 'radio':
        return control.checked ? cast(control.value, dtype) : null;
      default:
        return cast(control.value, dtype);
    }
  }
}

function cast(value: unknown, dtype: string | undefined): unknown {
  if (value === null || value === undefined || dtype === 'String') return value;
  if (dtype === 'Boolean') return value === 'false' ? false : Boolean(value);
  if (dtype === 'Number') return value === '' || value === 'null' ? null : Number(value);
  if (dtype === 'JSON') return JSON.parse(String(value));
  return value;
}

/**
 * What the user does before a submit: types each value into the form's control of that name (a
 * number input drops what is not a number, as a browser's does; a select keeps only one of its
 * options). A name the form has no control for cannot be typed, so a test naming one is told so.
 */
export function typeIntoForm(form: HTMLFormElement, values: Record<string, unknown>, owner: string): void {
  for (const [name, value] of Object.entries(values)) {
    const controls = [...(form.elements as unknown as Iterable<Control>)].filter((c) => c.name === name);
    const editable = form.querySelector<HTMLElement>(`[data-edit="${name.replace(/"/g, '\\"')}"]`);
    if (!controls.length && !editable) throw new Error(`${owner}'s form has no field named "${name}"`);
    if (!controls.length) {
      editable!.setAttribute('src', String(value ?? ''));
      continue;
    }
    for (const control of controls) {
      if (control.type === 'checkbox') {
        control.checked = control.hasAttribute('value') ? control.value === String(value) : Boolean(value);
      } else if (control.type === 'radio') control.checked = control.value === String(value);
      else if (control.type === 'select-multiple') {
        const chosen = (Array.isArray(value) ? value : [value]).map(String);
        for (const option of control.options!) option.selected = chosen.includes(option.value);
      } else control.value = value === null || value === undefined ? '' : String(value);
    }
  }
}

/**
 * A browser selects the `<option selected>` of a parsed `<select>` (HTML's selectedness setting
 * algorithm); happy-dom 20 keeps another one when the selected option is not the first two. Set it
 * after each render so the form holds what the template wrote.
 */
export function selectParsedOptions(root: HTMLElement): void {
  for (const option of root.querySelectorAll<HTMLOptionElement>('option[selected]')) option.selected = true;
}
