/** The countdown templates and partials, and a synchronous render for the combat tracker's extras. */
export const COUNTDOWN_TEMPLATES = [
  'templates/countdown/card.hbs',
  'templates/countdown/parts/clock.hbs',
  'templates/countdown/parts/tracker-extras.hbs',
  'templates/countdown/parts/item-controls.hbs',
  'templates/countdown/character/header.hbs',
  'templates/countdown/character/main.hbs',
  'templates/countdown/character/inventory.hbs',
  'templates/countdown/character/features.hbs',
  'templates/countdown/character/advancement.hbs',
  'templates/countdown/character/notes.hbs',
  'templates/countdown/monster-sheet.hbs',
  'templates/countdown/item-sheet.hbs',
  'templates/countdown/tracker.hbs',
];

type Compiled = (context: unknown, options?: Record<string, unknown>) => string;

/**
 * Renders a preloaded partial at once (the tracker asks for HTML synchronously). Foundry keeps
 * preloaded templates as compiled partials; a partial still held as source is compiled here.
 */
export function renderPartialSync(path: string, context: Record<string, unknown>): string {
  const partial: unknown = Handlebars.partials[path];
  const fn =
    typeof partial === 'function'
      ? (partial as Compiled)
      : typeof partial === 'string'
        ? Handlebars.compile(partial)
        : null;
  return fn ? fn(context, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true }) : '';
}
