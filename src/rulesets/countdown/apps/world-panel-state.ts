/**
 * The world panel's state (a world setting the GM writes): progress clocks, doom portents, the
 * exploration-turn counter and the light level. Every change goes through the engine's
 * transitions; stored data is read through its `read*` helpers, so a damaged setting never breaks
 * the panel.
 */
import { rulesetSettingKey, settings, SYSTEM_ID } from '../../../foundry/settings';
import {
  advanceExploration,
  advancePortent,
  createClock,
  readClock,
  readExploration,
  readPortent,
  reducePortent,
  setDanger,
  tickClock,
  untickClock,
  type ClockPolarity,
  type Refusal,
} from '../rules';
import type { TrackerState } from '../data/types';
import { SETTING } from '../settings';

const LIGHTS = ['bright', 'dim', 'dark'] as const;

export function readTrackerState(stored: unknown): TrackerState {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  const idOf = (v: Record<string, unknown>, i: number) => (typeof v.id === 'string' && v.id ? v.id : `entry${i}`);
  return {
    clocks: list(raw.clocks).map((c, i) => ({ id: idOf(c, i), ...readClock(c) })),
    portents: list(raw.portents).map((p, i) => ({ id: idOf(p, i), ...readPortent(p) })),
    exploration: readExploration((raw.exploration ?? {}) as Record<string, unknown>),
    light: LIGHTS.find((l) => l === raw.light) ?? 'bright',
  };
}

export function trackerState(): TrackerState {
  return readTrackerState(settings().get(SYSTEM_ID, rulesetSettingKey('countdown', SETTING.tracker)));
}

export async function saveTrackerState(state: TrackerState): Promise<void> {
  await settings().set(SYSTEM_ID, rulesetSettingKey('countdown', SETTING.tracker), state);
}

export type TrackerChange = { ok: true; state: TrackerState; completed?: boolean; manifested?: boolean } | Refusal;

type Clock = TrackerState['clocks'][number];
type Portent = TrackerState['portents'][number];
type Step<T> = { ok: true; entry: T; completed?: boolean; manifested?: boolean } | Refusal;
const UNKNOWN: Refusal = { ok: false, reason: 'MANIFOLD.countdown.tracker.unknownEntry' };

/** Applies a step to one clock or portent by id; the rest of the state is untouched. */
function onEntry<K extends 'clocks' | 'portents'>(
  state: TrackerState,
  list: K,
  id: string,
  step: (entry: TrackerState[K][number]) => Step<TrackerState[K][number]>,
): TrackerChange {
  const entry = (state[list] as TrackerState[K][number][]).find((e) => e.id === id);
  if (!entry) return UNKNOWN;
  const out = step(entry);
  if (!out.ok) return out;
  const entries = (state[list] as TrackerState[K][number][]).map((e) => (e.id === id ? out.entry : e));
  return { ok: true, state: { ...state, [list]: entries }, completed: out.completed, manifested: out.manifested };
}

const clockStep = (state: TrackerState, id: string, step: (c: Clock) => Step<Clock>) =>
  onEntry(state, 'clocks', id, step);
const portentStep = (state: TrackerState, id: string, step: (p: Portent) => Step<Portent>) =>
  onEntry(state, 'portents', id, step);

/** The panel's edits, each a pure step from one state to the next. */
export const trackerSteps = {
  addClock(
    state: TrackerState,
    spec: { id: string; name: string; segments: unknown; polarity: ClockPolarity; hidden: boolean },
  ): TrackerChange {
    const made = createClock(spec);
    if (!made.ok) return made;
    return { ok: true, state: { ...state, clocks: [...state.clocks, { id: spec.id, ...made.state }] } };
  },
  tick(state: TrackerState, id: string): TrackerChange {
    return clockStep(state, id, (c) => {
      const next = tickClock(c);
      return next.ok ? { ok: true, entry: { ...c, ...next.state }, completed: next.completed } : next;
    });
  },
  untick(state: TrackerState, id: string): TrackerChange {
    return clockStep(state, id, (c) => {
      const next = untickClock(c);
      return next.ok ? { ok: true, entry: { ...c, ...next.state } } : next;
    });
  },
  toggleClockHidden(state: TrackerState, id: string): TrackerChange {
    return clockStep(state, id, (c) => ({ ok: true, entry: { ...c, hidden: !c.hidden } }));
  },
  removeClock(state: TrackerState, id: string): TrackerChange {
    return { ok: true, state: { ...state, clocks: state.clocks.filter((c) => c.id !== id) } };
  },
  addPortent(state: TrackerState, spec: { id: string; name: string; hidden: boolean }): TrackerChange {
    return { ok: true, state: { ...state, portents: [...state.portents, { ...spec, level: 0 }] } };
  },
  advancePortent(state: TrackerState, id: string): TrackerChange {
    return portentStep(state, id, (p) => {
      const next = advancePortent(p);
      return next.ok ? { ok: true, entry: { ...p, ...next.state }, manifested: next.manifested } : next;
    });
  },
  reducePortent(state: TrackerState, id: string): TrackerChange {
    return portentStep(state, id, (p) => {
      const next = reducePortent(p);
      return next.ok ? { ok: true, entry: { ...p, ...next.state } } : next;
    });
  },
  togglePortentHidden(state: TrackerState, id: string): TrackerChange {
    return portentStep(state, id, (p) => ({ ok: true, entry: { ...p, hidden: !p.hidden } }));
  },
  removePortent(state: TrackerState, id: string): TrackerChange {
    return { ok: true, state: { ...state, portents: state.portents.filter((p) => p.id !== id) } };
  },
  setDanger(state: TrackerState, danger: unknown): TrackerChange {
    const next = setDanger(state.exploration, danger);
    return next.ok ? { ok: true, state: { ...state, exploration: next.state } } : next;
  },
  setUnit(state: TrackerState, unit: unknown): TrackerChange {
    return {
      ok: true,
      state: { ...state, exploration: { ...state.exploration, unit: unit === 'hour' ? 'hour' : 'turn' } },
    };
  },
  setLight(state: TrackerState, light: unknown): TrackerChange {
    return { ok: true, state: { ...state, light: LIGHTS.find((l) => l === light) ?? state.light } };
  },
};

/** One exploration turn (or hour overland) passes: is an encounter check due, do lights burn? */
export function passTurn(state: TrackerState) {
  const next = advanceExploration(state.exploration);
  if (!next.ok) return next;
  return {
    ok: true as const,
    state: { ...state, exploration: next.state },
    encounterCheck: next.encounterCheck,
    triggerLight: next.triggerLight,
  };
}
