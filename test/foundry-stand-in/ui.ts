/**
 * Foundry's UI as the game builds it while it loads (`ui.controls`, `ui.combat`): the scene
 * controls, whose list of controls is prepared on the first render and again only on
 * `render({reset: true})` (that is when `getSceneControlButtons` fires), and the sidebar's combat
 * tracker, whose rows are the active combat's turns. References in README.md ("the UI life cycle").
 */
import { ApplicationV2, HandlebarsApplicationMixin } from './applications';

/** A tool as `getSceneControlButtons` receives it (core's SceneControlTool). */
export interface StandInSceneTool {
  name: string;
  order: number;
  title: string;
  icon: string;
  visible?: boolean;
  button?: boolean;
  toggle?: boolean;
  onChange?: (event: Event, active: boolean) => unknown;
}

export interface StandInSceneControl {
  name: string;
  order: number;
  title: string;
  icon: string;
  visible?: boolean;
  activeTool: string;
  tools: Record<string, StandInSceneTool>;
}

type HookBus = { callAll(name: string, ...args: unknown[]): unknown };
const hooks = () => (globalThis as unknown as { Hooks: HookBus }).Hooks;

/** The token layer's own group, as TokenLayer.prepareSceneControls gives it (the tools Manifold sits beside). */
function tokenControls(): StandInSceneControl {
  return {
    name: 'tokens',
    order: 1,
    title: 'CONTROLS.GroupToken',
    icon: 'fa-solid fa-user-alt',
    activeTool: 'select',
    tools: {
      select: { name: 'select', order: 1, title: 'CONTROLS.BasicSelect', icon: 'fa-solid fa-expand' },
      target: { name: 'target', order: 2, title: 'CONTROLS.TargetSelect', icon: 'fa-solid fa-bullseye' },
      ruler: { name: 'ruler', order: 3, title: 'CONTROLS.BasicMeasure', icon: 'fa-solid fa-ruler' },
    },
  };
}

const Base = HandlebarsApplicationMixin(ApplicationV2);

export class SceneControls extends Base {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    id: 'scene-controls',
    tag: 'aside',
    classes: ['faded-ui'],
    actions: {
      // core's #onChangeTool: a button tool resolves at once through its onChange.
      tool(this: SceneControls, _event: Event, target: HTMLElement) {
        const tool = this.controls.tokens?.tools[target.dataset.tool ?? ''];
        return tool?.onChange?.(new Event('change'), true);
      },
    },
  };

  static override PARTS = { tools: { template: 'templates/ui/scene-controls-tools.hbs' } };

  /** The prepared controls (core's `SceneControls#controls`); empty until the first render. */
  controls: Record<string, StandInSceneControl> = {};

  /** How many times the controls were prepared (each time `getSceneControlButtons` fired). */
  prepared = 0;

  override _configureRenderOptions(options: Record<string, unknown>): void {
    super._configureRenderOptions(options);
    if (options.reset || options.isFirstRender) this.controls = this.prepareControls();
  }

  /** core's #prepareControls: the layers' groups, the hook, then what is not visible dropped. */
  private prepareControls(): Record<string, StandInSceneControl> {
    this.prepared++;
    const controls: Record<string, StandInSceneControl> = { tokens: tokenControls() };
    hooks().callAll('getSceneControlButtons', controls);
    for (const [id, control] of Object.entries(controls)) {
      if (control.visible === false) delete controls[id];
      else
        for (const [toolId, tool] of Object.entries(control.tools))
          if (tool.visible === false) delete control.tools[toolId];
    }
    return controls;
  }

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const tools = Object.values(this.controls.tokens?.tools ?? {}).sort((a, b) => a.order - b.order);
    return { ...context, tools };
  }
}

/** The sidebar's combat tracker: the active combat's round and one row per turn. */
export class CombatTracker extends Base {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    id: 'combat',
    tag: 'section',
    classes: ['tab', 'sidebar-tab'],
  };

  static override PARTS = {
    header: { template: 'templates/sidebar/tabs/combat/header.hbs' },
    tracker: { template: 'templates/sidebar/tabs/combat/tracker.hbs' },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const combat = (globalThis as unknown as { game: { combat: { round: number; turns: unknown[] } | null } }).game
      .combat;
    const turns = (combat?.turns ?? []) as { id: string; name: string; initiative: number | null }[];
    return {
      ...context,
      combat,
      round: combat?.round ?? 0,
      turns: turns.map((c) => ({ id: c.id, name: c.name, initiative: c.initiative })),
    };
  }
}
