/**
 * Submits a sheet's form as the user does: through Foundry's `_onSubmitForm`, so a refused entry is
 * shown as an error notification, not thrown (the stand-in's `submitForm`, test/foundry-stand-in/applications.ts).
 */
export const submitAsUser = (sheet: object, values: Record<string, unknown>): Promise<void> =>
  (sheet as { submitForm(values: Record<string, unknown>): Promise<void> }).submitForm(values);
