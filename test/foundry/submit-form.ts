import { expect } from 'vitest';

interface StandInForm {
  element: HTMLElement;
  whenRendered(): Promise<void>;
  submit(values: Record<string, unknown>): Promise<void>;
  submitForm(values: Record<string, unknown>): Promise<void>;
}

/**
 * Submits a sheet's form as the user does: through Foundry's `_onSubmitForm`, so a refused entry is
 * shown as an error notification, not thrown (the stand-in's `submitForm`, test/foundry-stand-in/applications.ts).
 */
export const submitAsUser = (sheet: object, values: Record<string, unknown>): Promise<void> =>
  (sheet as StandInForm).submitForm(values);

/**
 * What a hostile user can do with the browser's developer tools before submitting: add a control the
 * form does not offer, or an option its select does not list. Foundry reads whatever the form holds
 * (FormDataExtended), so the sheet itself must refuse such values.
 */
export async function tamperForm(sheet: object, values: Record<string, unknown>): Promise<void> {
  const form = sheet as StandInForm;
  await form.whenRendered();
  for (const [name, value] of Object.entries(values)) {
    const controls = [...form.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]')].filter(
      (c) => c.name === name,
    );
    const select = controls.find((c): c is HTMLSelectElement => c.tagName === 'SELECT');
    if (select && ![...select.options].some((o) => o.value === String(value))) {
      const option = document.createElement('option');
      option.value = String(value);
      select.append(option);
    } else if (!controls.length) {
      const input = document.createElement('input');
      input.type = typeof value === 'number' ? 'number' : 'text';
      input.name = name;
      // Inside a part, as a user editing the sheet's markup would: the next render replaces it.
      (form.element.querySelector('[data-application-part]') ?? form.element).append(input);
    }
  }
}

/** Tampers the form (above) and submits it through ApplicationV2#submit: what the handler throws reaches the test. */
export async function submitTampered(sheet: object, values: Record<string, unknown>): Promise<void> {
  await tamperForm(sheet, values);
  await (sheet as StandInForm).submit(values);
}

/** Submits one refused (tampered) entry and expects exactly one error shown for it (Foundry surfaces it once). */
export async function expectOneRefusal(sheet: object, path: string, value: unknown): Promise<void> {
  standIn.notifications.length = 0;
  await tamperForm(sheet, { [path]: value });
  await submitAsUser(sheet, { [path]: value });
  expect(
    standIn.notifications.map((n) => n.level),
    path,
  ).toEqual(['error']);
}
