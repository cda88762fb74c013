/** The countdown templates and partials, preloaded at init. */
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
  'templates/countdown/monster-sheet.hbs',
  'templates/countdown/item-sheet.hbs',
  'templates/countdown/tracker.hbs',
];
