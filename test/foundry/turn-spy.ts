/**
 * Records the turn events Foundry would run on this combat (in place of the ruleset's automation),
 * for tests that prove an initiative write mid-combat starts and ends no one's turn.
 */
export function spyTurnEvents(combat: Combat.Implementation): string[] {
  const seen: string[] = [];
  Object.assign(combat, {
    _onStartTurn: async (c: { name: string }) => void seen.push(`start ${c.name}`),
    _onEndTurn: async (c: { name: string }) => void seen.push(`end ${c.name}`),
  });
  return seen;
}

/** The name of the combatant whose turn it is. */
export const currentName = (combat: Combat.Implementation) =>
  (combat as unknown as { combatant: { name: string } | null }).combatant?.name;
