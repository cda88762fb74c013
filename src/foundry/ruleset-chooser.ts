/**
 * Shown to the GM on a world's first start: the five rulesets, each with its one-line summary.
 * Choosing one stores it in the world setting and reloads, as a ruleset switch always does.
 */
import type { RulesetRegistry } from './registry';
import type { RulesetId } from './ruleset';
import { activeRulesetId, SETTINGS, settings, SYSTEM_ID } from './settings';
import { SYSTEM_PATH } from './templates';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

/** What the chooser shows (also rendered by the gallery). */
export function chooserContext(registry: RulesetRegistry, current: RulesetId) {
  return {
    rulesets: registry.all().map((d) => ({
      id: d.id,
      label: d.label,
      summary: d.summary,
      accent: d.accent,
      checked: d.id === current,
    })),
    buttons: [{ type: 'submit', icon: 'fa-solid fa-check', label: 'MANIFOLD.chooser.confirm' }],
  };
}

type ReloadConfirm = { reloadConfirm(options: { world: boolean }): Promise<void> };
const SettingsConfig = () => foundry.applications.settings.SettingsConfig;

/** Stores the choice; the caller reloads. */
export async function chooseRuleset(id: RulesetId): Promise<void> {
  await settings().set(SYSTEM_ID, SETTINGS.rulesetChosen, true);
  await settings().set(SYSTEM_ID, SETTINGS.ruleset, id);
}

export class RulesetChooser extends Base {
  static override DEFAULT_OPTIONS = {
    id: 'manifold-ruleset-chooser',
    tag: 'form',
    classes: ['manifold', 'manifold-chooser'],
    window: { title: 'MANIFOLD.chooser.title', icon: 'fa-solid fa-book-open' },
    position: { width: 560 },
    form: { handler: RulesetChooser.onChoose, closeOnSubmit: true },
  };

  static override PARTS = {
    list: { template: `${SYSTEM_PATH}/templates/shared/ruleset-chooser.hbs` },
    footer: { template: 'templates/generic/form-footer.hbs' },
  };

  constructor(private readonly registry: RulesetRegistry) {
    super({});
  }

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    return { ...(await super._prepareContext(options)), ...chooserContext(this.registry, activeRulesetId()) };
  }

  private static async onChoose(
    this: RulesetChooser,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const id = formData.object.ruleset;
    const descriptor = this.registry.all().find((d) => d.id === id);
    if (!descriptor) return;
    const changed = descriptor.id !== activeRulesetId();
    await chooseRuleset(descriptor.id);
    // Every connected client must load the chosen ruleset, not the GM's alone: core's world
    // reload confirms, then broadcasts the reload to everyone.
    if (changed) await (SettingsConfig() as unknown as ReloadConfirm).reloadConfirm({ world: true }); // fvtt-types 13.345 lacks SettingsConfig.reloadConfirm
  }
}
