/** Every hitdice template and partial, preloaded at init. */
const T = 'systems/manifold/templates/hitdice';

export const HITDICE_TEMPLATES = [
  `${T}/actor/header.hbs`,
  `${T}/actor/npc-header.hbs`,
  `${T}/actor/combat.hbs`,
  `${T}/actor/abilities.hbs`,
  `${T}/actor/skills.hbs`,
  `${T}/actor/inventory.hbs`,
  `${T}/actor/notes.hbs`,
  `${T}/parts/layers.hbs`,
  `${T}/parts/badges.hbs`,
  `${T}/parts/die-shape.hbs`,
  `${T}/parts/pool-dice.hbs`,
  `${T}/item/header.hbs`,
  `${T}/item/details.hbs`,
  `${T}/chat/action-card.hbs`,
  `${T}/chat/defense-card.hbs`,
  `${T}/chat/resolve-card.hbs`,
  `${T}/chat/initiative-card.hbs`,
  `${T}/chat/group-card.hbs`,
  `${T}/chat/notice-card.hbs`,
];
