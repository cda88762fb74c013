import { expect } from 'vitest';

/**
 * Submits a sheet's form as the user does: through Foundry's `_onSubmitForm`, so a refused entry is
 * shown as an error notification, not thrown (the stand-in's `submitForm`, test/foundry-stand-in/applications.ts).
 */
export const submitAsUser = (sheet: object, values: Record<string, unknown>): Promise<void> =>
  (sheet as { submitForm(values: Record<string, unknown>): Promise<void> }).submitForm(values);

/** Submits one refused entry and expects exactly one error shown for it (Foundry surfaces it once). */
export async function expectOneRefusal(sheet: object, path: string, value: unknown): Promise<void> {
  standIn.notifications.length = 0;
  await submitAsUser(sheet, { [path]: value });
  expect(
    standIn.notifications.map((n) => n.level),
    path,
  ).toEqual(['error']);
}
