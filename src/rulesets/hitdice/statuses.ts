/**
 * The hitdice conditions as token status effects. Surprised is the GM's to set (it changes
 * initiative, HD-8); the others mirror the character's dice and Resolve — Guarding (the Defend
 * layer, HD-5), Stabilized, Dying (0 HD), Collapsed (0 Resolve) and core's Dead (both) — and are
 * kept in step by whoever changes the actor.
 */
import type { StatusEffectDescriptor } from '../../foundry/ruleset';
import { isHitdiceActor, actorStateOf } from './data/snapshot';

const KEY = 'MANIFOLD.hitdice.status';
const icon = (id: string) => `systems/manifold/assets/hitdice/${id}.svg`;

export const HITDICE_STATUS_EFFECTS: StatusEffectDescriptor[] = [
  { id: 'surprised', name: `${KEY}.surprised.name`, description: `${KEY}.surprised.hint`, img: icon('surprised') },
  { id: 'guarding', name: `${KEY}.guarding.name`, description: `${KEY}.guarding.hint`, img: icon('guarding') },
  { id: 'stabilized', name: `${KEY}.stabilized.name`, description: `${KEY}.stabilized.hint`, img: icon('stabilized') },
  { id: 'dying', name: `${KEY}.dying.name`, description: `${KEY}.dying.hint`, img: icon('dying') },
  { id: 'collapsed', name: `${KEY}.collapsed.name`, description: `${KEY}.collapsed.hint`, img: icon('collapsed') },
];

/** The statuses the actor's data implies (Foundry's own `dead` for death). */
export function impliedStatuses(actor: Actor.Implementation): Record<string, boolean> {
  const state = actorStateOf(actor);
  return {
    guarding: state.guard > 0,
    stabilized: state.stabilized,
    dying: state.life === 'dying',
    collapsed: state.life === 'collapsed',
    dead: state.life === 'dead',
  };
}

/** Brings the token statuses in line with the data. */
export async function syncStatuses(actor: Actor.Implementation): Promise<void> {
  if (!isHitdiceActor(actor)) return;
  const has = actor.statuses;
  for (const [id, want] of Object.entries(impliedStatuses(actor))) {
    if (has.has(id) === want) continue;
    await actor.toggleStatusEffect(id, { active: want, ...(id === 'dead' ? { overlay: true } : {}) });
  }
}
