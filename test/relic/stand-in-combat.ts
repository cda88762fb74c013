/** A combat (the system's ManifoldCombat over the stand-in's) holding these actors, made the active one. */
export { activeCombat as combatOf, type TestCombat } from '../foundry/test-combat';
