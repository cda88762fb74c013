/**
 * The roll request pages of the gallery (issue 18 §5): the GM's dialog and a request card part
 * answered, both made by the real flows in the stand-in (relic: Oren and Mira have rolled, Bram
 * has not), rendered with the real templates.
 */
import type { StandIn } from '../foundry-stand-in';
import { windowFrame } from './page';
import { partTemplates } from './samples';

export interface RequestPage {
  name: string;
  kind: 'card' | 'dialog';
  /** The page body for a theme. */
  body(theme: string): string;
}

export async function requestPages(s: StandIn): Promise<RequestPage[]> {
  const { registry } = await import('../../src/foundry/registry');
  const { postRequest } = await import('../../src/foundry/requests/card');
  const { answerRequest } = await import('../../src/foundry/requests/roll');
  const { RequestDialog, requestDialogContext } = await import('../../src/foundry/requests/dialog');
  const { seeker } = await import('../relic/fixtures');
  const { users } = s;

  s.reset();
  s.actAs(users.gm);
  const oren = await seeker('Oren', {}, { owner: users.player });
  const mira = await seeker('Mira', { attributes: { fit: 1, dex: 3, wis: 2, int: 0 } }, { owner: users.other });
  const bram = await seeker('Bram', {});
  const request = { kind: 'test', options: { attribute: 'dex', difficulty: 'hard', dn: 20, kind: 'test' } };
  const card = (await postRequest(registry, 'relic', request, [oren, mira, bram]))!;
  s.actAs(users.player);
  s.queueFaces(14);
  await answerRequest(registry, card, oren.uuid, { fastForward: true });
  s.actAs(users.other);
  s.queueFaces(9);
  await answerRequest(registry, card, mira.uuid, { fastForward: true });
  const cardHtml = card.content ?? '';

  s.actAs(users.gm);
  const kinds = (await registry.requestsOf('relic'))!.kinds();
  const candidates = [
    { actor: oren, checked: true },
    { actor: mira, checked: true },
    { actor: bram, checked: false },
  ];
  const context = requestDialogContext(kinds, candidates, { kind: 'test', options: {}, actors: {} });
  const dialogHtml = partTemplates(RequestDialog.PARTS)
    .map((p) => s.templates.render(p, context))
    .join('\n');
  const title = s.i18n.localize('MANIFOLD.requests.dialog.title');

  return [
    {
      name: 'request-card',
      kind: 'card',
      body: (theme) =>
        `<ol id="chat-log" class="theme-${theme}"><li class="chat-message message"><header class="message-header">${s.i18n.localize('MANIFOLD.requests.speaker')}</header><div class="message-content">${cardHtml}</div></li></ol>`,
    },
    {
      name: 'request-dialog',
      kind: 'dialog',
      body: (theme) =>
        windowFrame(
          title,
          theme,
          'manifold manifold-roll-dialog manifold-request-dialog',
          'relic',
          `<form>${dialogHtml}</form>`,
          440,
        ),
    },
  ];
}
