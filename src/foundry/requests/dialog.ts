/**
 * The GM's request dialog: which roll of the active ruleset, its options, and whom to
 * ask — the selected tokens' actors by default, the players' characters listed beside them. Posting
 * it puts one request card in the chat.
 */
import { localize } from '../i18n';
import type { RulesetRegistry } from '../registry';
import type { RequestKind, RollRequests, RulesetId } from '../ruleset';
import { readRollValues, type RollDialogValues } from '../rolls/roll-dialog';
import { postRequest } from './card';

export const KIND_FIELD = 'requestKind';
const ACTOR_FIELD = 'requestActor';

/** The kinds the GM's dialog offers: every kind but those only the rules raise. */
export function askableKinds(requests: { kinds(): RequestKind[] } | undefined): RequestKind[] {
  return (requests?.kinds() ?? []).filter((k) => !k.raisedOnly);
}

export interface RequestCandidate {
  actor: Actor.Implementation;
  checked: boolean;
}

/** The actors the GM may ask: selected tokens' (checked), then players' characters (checked when no token is selected). */
export function requestCandidates(canRoll: (actor: Actor.Implementation) => boolean): RequestCandidate[] {
  const selected = (canvas?.tokens?.controlled ?? []).flatMap((token) => {
    const actor = token.actor as Actor.Implementation | null;
    return actor && canRoll(actor) ? [actor] : [];
  });
  const characters = (game.users?.contents ?? []).flatMap((user) => {
    const actor = user.isGM ? null : (user.character as Actor.Implementation | null);
    return actor && canRoll(actor) ? [actor] : [];
  });
  const found = new Map<string, RequestCandidate>();
  for (const actor of selected) found.set(actor.uuid, { actor, checked: true });
  for (const actor of characters)
    if (!found.has(actor.uuid)) found.set(actor.uuid, { actor, checked: selected.length === 0 });
  return [...found.values()];
}

export interface RequestDialogState {
  kind: string;
  options: RollDialogValues;
  /** Checked actors by uuid. */
  actors: Record<string, boolean>;
}

/** What the dialog's templates show (also used by the gallery). */
export function requestDialogContext(kinds: RequestKind[], candidates: RequestCandidate[], state: RequestDialogState) {
  const kind = kinds.find((k) => k.id === state.kind) ?? kinds[0];
  const fields = (kind?.fields() ?? []).map((f) => ({
    ...f,
    value: state.options[f.name] ?? f.value,
    isNumber: f.kind === 'number',
    isSelect: f.kind === 'select',
    isCheckbox: f.kind === 'checkbox',
  }));
  return {
    kindField: KIND_FIELD,
    kinds: kinds.map((k) => ({ id: k.id, label: k.label, selected: k.id === kind?.id })),
    fields,
    actors: candidates.map(({ actor, checked }, i) => ({
      name: actor.name ?? '',
      field: `${ACTOR_FIELD}${i}`,
      checked: state.actors[actor.uuid] ?? checked,
    })),
    buttons: [
      {
        type: 'submit',
        icon: 'fa-solid fa-paper-plane',
        label: 'MANIFOLD.requests.dialog.post',
        disabled: !candidates.length,
      },
    ],
  };
}

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);

export class RequestDialog extends Base {
  static override DEFAULT_OPTIONS = {
    id: 'manifold-request-dialog',
    tag: 'form',
    classes: ['manifold', 'manifold-roll-dialog', 'manifold-request-dialog'],
    window: { title: 'MANIFOLD.requests.dialog.title', contentClasses: ['standard-form'] },
    position: { width: 440 },
    form: { handler: RequestDialog.onSubmit, closeOnSubmit: true, submitOnChange: false },
  };

  static override PARTS = {
    kind: { template: 'systems/manifold/templates/shared/request-kind.hbs' },
    fields: { template: 'systems/manifold/templates/shared/roll-dialog.hbs' },
    actors: { template: 'systems/manifold/templates/shared/request-actors.hbs' },
    footer: { template: 'templates/generic/form-footer.hbs' },
  };

  private choice: RequestDialogState;
  private readonly kinds: RequestKind[];
  private readonly candidates: RequestCandidate[];

  constructor(
    private readonly registry: RulesetRegistry,
    private readonly ruleset: RulesetId,
    requests: RollRequests | undefined,
  ) {
    super({});
    this.kinds = askableKinds(requests);
    this.candidates = requestCandidates((a) => requests?.canRoll(a) ?? false);
    this.choice = { kind: this.kinds[0]?.id ?? '', options: {}, actors: {} };
  }

  protected override async _prepareContext(options: Parameters<InstanceType<typeof Base>['_prepareContext']>[0]) {
    const context = await super._prepareContext(options);
    return { ...context, ...requestDialogContext(this.kinds, this.candidates, this.choice) };
  }

  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof Base>['_onFirstRender']>) {
    await super._onFirstRender(...args);
    // Another kind has other options: keep what is chosen and redraw.
    this.element.addEventListener('change', (event) => {
      this.choice = this.read(new FormData(this.formElement()));
      if ((event.target as HTMLElement | null)?.getAttribute('name') === KIND_FIELD) {
        this.choice = { ...this.choice, options: {} };
        void this.render();
      }
    });
  }

  private formElement(): HTMLFormElement {
    return (this.element instanceof HTMLFormElement ? this.element : this.element.querySelector('form'))!;
  }

  /** The dialog's choices from its form. */
  private read(form: { get(name: string): unknown }): RequestDialogState {
    const raw = form.get(KIND_FIELD);
    const kind = this.kinds.find((k) => k.id === raw) ?? this.kinds.find((k) => k.id === this.choice.kind);
    const actors: Record<string, boolean> = {};
    this.candidates.forEach(({ actor }, i) => {
      const value = form.get(`${ACTOR_FIELD}${i}`);
      actors[actor.uuid] = value === true || value === 'on' || value === 'true';
    });
    return { kind: kind?.id ?? '', options: kind ? readRollValues(kind.fields(), form) : {}, actors };
  }

  private static async onSubmit(
    this: RequestDialog,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const state = this.read({ get: (name) => formData.object[name] });
    const actors = this.candidates.filter(({ actor }) => state.actors[actor.uuid]).map(({ actor }) => actor);
    await postRequest(this.registry, this.ruleset, { kind: state.kind, options: state.options }, actors);
  }
}

/** Opens the dialog for the active ruleset, or says that it has no rolls to ask for. */
export function openRequestDialog(registry: RulesetRegistry, ruleset: RulesetId): RequestDialog | null {
  if (!game.user?.isGM) {
    ui.notifications?.warn('MANIFOLD.requests.refused.notGM', { localize: true });
    return null;
  }
  const requests = registry.requestsOf(ruleset);
  if (!askableKinds(requests).length) {
    ui.notifications?.warn(localize('MANIFOLD.requests.refused.noKinds'));
    return null;
  }
  const dialog = new RequestDialog(registry, ruleset, requests);
  void dialog.render({ force: true });
  return dialog;
}
