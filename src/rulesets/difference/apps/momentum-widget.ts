/**
 * The Momentum widget (DIF-4): the players' and the GM's pools, 0–5, always on screen for everyone.
 * The GM adds and removes points; anyone spends the players' points and the GM the GM's, players
 * through the GM relay. The GM also ends the scene here (Empowered ends with it).
 */
import { localize } from '../../../foundry/i18n';
import { countKey } from '../../../core';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { MOMENTUM_MAX, type MomentumSide } from '../rules';
import { endScene } from '../flows/scene';
import { addMomentum, currentMomentum, isSide, takeMomentum } from '../flows/momentum';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

/** What the widget shows this user. */
export function momentumContext(user: { isGM: boolean }) {
  const pools = currentMomentum();
  const sides = (['players', 'gm'] as const).map((side) => ({
    side,
    label: localize(`MANIFOLD.difference.momentum.${side}`),
    value: pools[side],
    max: MOMENTUM_MAX,
    pips: Array.from({ length: MOMENTUM_MAX }, (_, i) => ({ filled: i < pools[side] })),
    canAdjust: user.isGM,
    canSpend: (user.isGM || side === 'players') && pools[side] > 0,
  }));
  return { sides, isGM: user.isGM };
}

/** Spends a point: the GM directly, a player through the relay (which re-checks the pool). */
export async function spendMomentumPoint(side: MomentumSide): Promise<void> {
  await tryAskGM(registry, 'difference', 'spendMomentum', { side });
}

const sideOf = (target: HTMLElement): MomentumSide | null => (isSide(target.dataset.side) ? target.dataset.side : null);

export class DifferenceMomentumWidget extends Base {
  static override DEFAULT_OPTIONS = {
    id: 'manifold-difference-momentum',
    classes: ['manifold', 'manifold-widget', 'difference-momentum'],
    window: { title: 'MANIFOLD.difference.momentum.title', icon: 'fa-solid fa-bolt', minimizable: true },
    position: { width: 230, top: 80, left: 120 },
    actions: {
      gain: DifferenceMomentumWidget.onGain,
      lose: DifferenceMomentumWidget.onLose,
      spend: DifferenceMomentumWidget.onSpend,
      endScene: DifferenceMomentumWidget.onEndScene,
    },
  };

  static override PARTS = {
    body: { template: `${SYSTEM_PATH}/templates/difference/momentum.hbs` },
  };

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    return { ...(await super._prepareContext(options)), ...momentumContext(game.user!) };
  }

  protected override async _onRender(...args: Parameters<InstanceType<typeof Base>['_onRender']>) {
    await super._onRender(...args);
    this.element.dataset.ruleset = 'difference';
  }

  private static async onGain(this: DifferenceMomentumWidget, _event: Event, target: HTMLElement) {
    const side = sideOf(target);
    if (side && game.user?.isGM) await addMomentum(side, 1);
  }

  private static async onLose(this: DifferenceMomentumWidget, _event: Event, target: HTMLElement) {
    const side = sideOf(target);
    if (side && game.user?.isGM) await takeMomentum(side);
  }

  private static async onSpend(this: DifferenceMomentumWidget, _event: Event, target: HTMLElement) {
    const side = sideOf(target);
    if (side) await spendMomentumPoint(side);
  }

  private static async onEndScene(this: DifferenceMomentumWidget) {
    if (!game.user?.isGM) return;
    const ended = await endScene();
    ui.notifications?.info(localize(countKey('MANIFOLD.difference.scene.ended', ended), { count: ended }));
  }
}

let widget: DifferenceMomentumWidget | null = null;

/** Opens the widget for this user (at ready) and redraws it whenever the pools change. */
export function showMomentumWidget(): void {
  widget ??= new DifferenceMomentumWidget();
  void widget.render({ force: true });
}

export function refreshMomentumWidget(): void {
  if (widget?.rendered) void widget.render();
}
