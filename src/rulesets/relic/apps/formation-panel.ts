/**
 * The formation panel (REL-8): the party's two rows, whether the formation holds and why it broke,
 * what that gives the enemies, and — for the GM in combat — the forced-movement marks of this round.
 * It follows the world: any change to actors, effects or the combat redraws it.
 */
import { setDisplaced } from '../combat/formation';
import { formationContext } from './formation-context';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

const REDRAW_ON = [
  'updateActor',
  'createActiveEffect',
  'updateActiveEffect',
  'deleteActiveEffect',
  'createCombat',
  'updateCombat',
  'deleteCombat',
  'createCombatant',
  'updateCombatant',
  'deleteCombatant',
] as const;

export class RelicFormationPanel extends Base {
  static override DEFAULT_OPTIONS = {
    id: 'relic-formation-panel',
    classes: ['manifold', 'relic-formation-panel'],
    window: { title: 'MANIFOLD.relic.formation.title', icon: 'fa-solid fa-people-group', resizable: true },
    position: { width: 460 },
    actions: { toggleDisplaced: RelicFormationPanel.onToggleDisplaced },
  };

  static override PARTS = {
    body: { template: 'systems/manifold/templates/relic/formation-panel.hbs' },
  };

  private hooks: [(typeof REDRAW_ON)[number], number][] = [];

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    const context = await super._prepareContext(options);
    return { ...context, formation: formationContext() };
  }

  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof Base>['_onFirstRender']>) {
    await super._onFirstRender(...args);
    const redraw = () => void this.render();
    this.hooks = REDRAW_ON.map((name) => [name, Hooks.on(name, redraw)]);
  }

  protected override _onClose(options: Parameters<InstanceType<typeof Base>['_onClose']>[0]) {
    super._onClose(options);
    for (const [name, id] of this.hooks) Hooks.off(name, id);
    this.hooks = [];
  }

  private static async onToggleDisplaced(this: RelicFormationPanel, _event: Event, target: HTMLElement) {
    const combat = game.combat as Combat.Implementation | null;
    const uuid = target.dataset.uuid;
    if (!combat || !uuid || !game.user?.isGM) return;
    await setDisplaced(combat, uuid, target.getAttribute('aria-pressed') !== 'true');
  }
}

let panel: RelicFormationPanel | null = null;

export function openFormationPanel(): RelicFormationPanel {
  panel ??= new RelicFormationPanel();
  void panel.render({ force: true });
  return panel;
}
