/** User text made safe for HTML built outside Handlebars (the cryture glue's keys: crytureKey in rules/). */
export function escapeHTML(value: unknown): string {
  return foundry.utils.escapeHTML(String(value ?? ''));
}
