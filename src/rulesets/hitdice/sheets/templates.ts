/** Every hitdice template and partial, preloaded at init. */
const TEMPLATE_DIR = 'systems/manifold/templates/hitdice';

export const HITDICE_TEMPLATES = [
  `${TEMPLATE_DIR}/actor/header.hbs`,
  `${TEMPLATE_DIR}/actor/npc-header.hbs`,
  `${TEMPLATE_DIR}/actor/combat.hbs`,
  `${TEMPLATE_DIR}/actor/abilities.hbs`,
  `${TEMPLATE_DIR}/actor/skills.hbs`,
  `${TEMPLATE_DIR}/actor/inventory.hbs`,
  `${TEMPLATE_DIR}/parts/layers.hbs`,
  `${TEMPLATE_DIR}/parts/badges.hbs`,
  `${TEMPLATE_DIR}/parts/die-shape.hbs`,
  `${TEMPLATE_DIR}/parts/pool-dice.hbs`,
  `${TEMPLATE_DIR}/item/header.hbs`,
  `${TEMPLATE_DIR}/item/details.hbs`,
  `${TEMPLATE_DIR}/chat/action-card.hbs`,
  `${TEMPLATE_DIR}/chat/defense-card.hbs`,
  `${TEMPLATE_DIR}/chat/resolve-card.hbs`,
  `${TEMPLATE_DIR}/chat/initiative-card.hbs`,
  `${TEMPLATE_DIR}/chat/group-card.hbs`,
  `${TEMPLATE_DIR}/chat/notice-card.hbs`,
];
