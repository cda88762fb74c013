/**
 * The world panel: progress clocks (4/6/8, positive or negative, hidden from players or not),
 * doom portents (0–6, manifest at 6), death clocks, the exploration-turn counter with its danger
 * level and the light level. State lives in a world setting; the GM edits, players watch.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import { ClockTickedNotice } from '../chat/world-notices';
import { advanceExplorationTurn, encounterPlan, newSession } from '../flows/gm';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { saveTrackerState, trackerState, trackerSteps, type TrackerChange } from './world-panel-state';
import { trackerContext } from './world-panel-context';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

type Handler = (this: CountdownTracker, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** Runs one edit (GM only) and saves the new state; a refusal is shown, nothing saved. */
async function edit(change: (state: ReturnType<typeof trackerState>) => TrackerChange): Promise<TrackerChange | null> {
  if (!game.user?.isGM) return null;
  const result = change(trackerState());
  if (!result.ok) {
    ui.notifications?.warn(localize(result.reason, result.data));
    return result;
  }
  await saveTrackerState(result.state);
  return result;
}

const entryId = (target: HTMLElement) => target.closest<HTMLElement>('[data-entry]')?.dataset.entry ?? '';
const valueOf = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-field="${name}"]`);

export class CountdownTracker extends Base {
  static override DEFAULT_OPTIONS = {
    id: 'countdown-tracker',
    classes: ['manifold', 'countdown-tracker'],
    window: { title: 'MANIFOLD.countdown.tracker.title', icon: 'fa-solid fa-hourglass-half', resizable: true },
    position: { width: 380, height: 'auto' as const },
    actions: {
      addClock: CountdownTracker.onAddClock,
      tick: CountdownTracker.step('tick'),
      untick: CountdownTracker.step('untick'),
      toggleClockHidden: CountdownTracker.step('toggleClockHidden'),
      removeClock: CountdownTracker.step('removeClock'),
      addPortent: CountdownTracker.onAddPortent,
      advancePortent: CountdownTracker.step('advancePortent'),
      reducePortent: CountdownTracker.step('reducePortent'),
      togglePortentHidden: CountdownTracker.step('togglePortentHidden'),
      removePortent: CountdownTracker.step('removePortent'),
      passTurn: CountdownTracker.onPassTurn,
      encounterCheck: CountdownTracker.onEncounterCheck,
      newSession: CountdownTracker.onNewSession,
    },
  };

  static override PARTS = {
    body: { template: 'systems/manifold/templates/countdown/tracker.hbs', scrollable: [''] },
  };

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    const context = await super._prepareContext(options);
    return { ...context, ...trackerContext(trackerState(), !!game.user?.isGM, game.actors ?? []) };
  }

  protected override async _onRender(...args: Parameters<InstanceType<typeof Base>['_onRender']>) {
    await super._onRender(...args);
    this.element.dataset.ruleset = 'countdown';
    for (const select of this.element.querySelectorAll<HTMLSelectElement>('select[data-setting]')) {
      select.addEventListener('change', () => CountdownTracker.onSetting(select));
    }
  }

  /** A clock or portent step named by the button's entry. */
  private static step(
    name:
      | 'tick'
      | 'untick'
      | 'toggleClockHidden'
      | 'removeClock'
      | 'advancePortent'
      | 'reducePortent'
      | 'togglePortentHidden'
      | 'removePortent',
  ): Handler {
    return async function (this: CountdownTracker, _event, target) {
      const id = entryId(target);
      const result = await edit((state) => trackerSteps[name](state, id));
      if (result?.ok && (result.completed || result.manifested)) await ClockTickedNotice.post(result, id);
    };
  }

  private static async onAddClock(this: CountdownTracker) {
    const name = valueOf(this.element, 'clockName')?.value.trim() || countdownText('tracker.newClock');
    await edit((state) =>
      trackerSteps.addClock(state, {
        id: foundry.utils.randomID(16),
        name,
        segments: Number(valueOf(this.element, 'clockSegments')?.value ?? 4),
        polarity: valueOf(this.element, 'clockPolarity')?.value === 'positive' ? 'positive' : 'negative',
        hidden: (valueOf(this.element, 'clockHidden') as HTMLInputElement | null)?.checked ?? false,
      }),
    );
  }

  private static async onAddPortent(this: CountdownTracker) {
    const name = valueOf(this.element, 'portentName')?.value.trim() || countdownText('tracker.newPortent');
    const hidden = (valueOf(this.element, 'portentHidden') as HTMLInputElement | null)?.checked ?? false;
    await edit((state) => trackerSteps.addPortent(state, { id: foundry.utils.randomID(16), name, hidden }));
  }

  private static async onSetting(select: HTMLSelectElement) {
    const value = select.value;
    if (select.dataset.setting === 'danger') await edit((state) => trackerSteps.setDanger(state, value));
    if (select.dataset.setting === 'unit') await edit((state) => trackerSteps.setUnit(state, value));
    if (select.dataset.setting === 'light') await edit((state) => trackerSteps.setLight(state, value));
  }

  private static async onPassTurn(this: CountdownTracker) {
    if (game.user?.isGM) await advanceExplorationTurn();
  }

  private static async onEncounterCheck(this: CountdownTracker) {
    if (game.user?.isGM) await runRoll(encounterPlan(true), { fastForward: true });
  }

  private static async onNewSession(this: CountdownTracker) {
    if (game.user?.isGM) await newSession();
  }
}

let open: CountdownTracker | null = null;

/** Opens (or brings up) the panel. */
export function openTracker(): CountdownTracker {
  open ??= new CountdownTracker();
  void open.render({ force: true });
  return open;
}

/** Redraws the panel when its world setting changes (on every client). */
export function refreshTracker(): void {
  if (open?.rendered) void open.render();
}
