/**
 * The roll request pages of the gallery: the GM's dialog and a request card part
 * answered, both made by the real flows in the stand-in (relic: Oren and Mira have rolled, Bram
 * has not; cryture: a stat check Rowan has rolled and Wren has not, the result naming hits and
 * crits), rendered with the real templates.
 */
import type { RollRequest, RulesetId } from '../../src/foundry/ruleset';
import type { StandIn } from '../foundry-stand-in';
import { windowFrame } from './page';
import { partTemplates } from './samples';

export interface RequestPage {
  name: string;
  kind: 'card' | 'dialog';
  /** The page body for a theme. */
  body(theme: string): string;
}

/** Who answers a request card, and with what faces. */
interface Answer {
  actor: Actor.Implementation;
  user: StandIn['users']['gm'];
  faces: number[];
}

/** A request card as the GM posts it for `asked`, after each answer is rolled by its owner. */
async function answeredCard(
  s: StandIn,
  ruleset: RulesetId,
  request: RollRequest,
  asked: Actor.Implementation[],
  answers: Answer[],
): Promise<string> {
  const { registry } = await import('../../src/foundry/registry');
  const { postRequest } = await import('../../src/foundry/requests/card');
  const { answerRequest } = await import('../../src/foundry/requests/roll');
  s.actAs(s.users.gm);
  const card = (await postRequest(registry, ruleset, request, asked))!;
  for (const { actor, user, faces } of answers) {
    s.actAs(user);
    s.queueFaces(...faces);
    await answerRequest(registry, card, actor.uuid, { fastForward: true });
  }
  s.actAs(s.users.gm);
  const { cardModelOf } = await import('../../src/foundry/chat/card-model');
  return (await cardModelOf(card)?.renderBody()) ?? '';
}

export async function requestPages(s: StandIn): Promise<RequestPage[]> {
  const { registry } = await import('../../src/foundry/registry');
  const { RequestDialog, requestDialogContext } = await import('../../src/foundry/requests/dialog');
  const { seeker } = await import('../relic/fixtures');
  const { users } = s;

  s.reset();
  s.actAs(users.gm);
  const oren = await seeker('Oren', {}, { owner: users.player });
  const mira = await seeker('Mira', { attributes: { fit: 1, dex: 3, wis: 2, int: 0 } }, { owner: users.other });
  const bram = await seeker('Bram', {});
  const request = { kind: 'test', options: { attribute: 'dex', difficulty: 'hard', dn: 20, kind: 'test' } };
  const cardHtml = await answeredCard(
    s,
    'relic',
    request,
    [oren, mira, bram],
    [
      { actor: oren, user: users.player, faces: [14] },
      { actor: mira, user: users.other, faces: [9] },
    ],
  );

  const kinds = registry.requestsOf('relic')!.kinds();
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
  const crytureCardHtml = await crytureRequestCard(s);
  const chatLog = (theme: string, html: string) =>
    `<ol id="chat-log" class="theme-${theme}"><li class="chat-message message"><header class="message-header">${s.i18n.localize('MANIFOLD.requests.speaker')}</header><div class="message-content">${html}</div></li></ol>`;

  return [
    {
      name: 'request-card',
      kind: 'card',
      body: (theme) => chatLog(theme, cardHtml),
    },
    { name: 'request-card-cryture', kind: 'card', body: (theme) => chatLog(theme, crytureCardHtml) },
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

/**
 * A cryture stat check asked of two trainers, one answered: Might 3 + Agility 2 is five d10
 * against 6, and 10, 7, 6, 5, 1 read as 3 hits, 1 of them a crit (CRY-1). The world's ruleset is
 * cryture while the card is made, then back to what it was.
 */
async function crytureRequestCard(s: StandIn): Promise<string> {
  const { settings, SYSTEM_ID } = await import('../../src/foundry/settings');
  const { switchRuleset } = await import('../foundry/boot');
  const { combatant } = await import('../cryture/fixtures');
  const { users } = s;
  const before = settings().get(SYSTEM_ID, 'ruleset') as RulesetId;
  await switchRuleset('cryture');
  const rowan = await combatant({ name: 'Rowan', owner: users.player });
  const wren = await combatant({ name: 'Wren', owner: users.other });
  const request = { kind: 'stat', options: { statA: 'Might', statB: 'Agility', difficulty: 6 } };
  const html = await answeredCard(
    s,
    'cryture',
    request,
    [rowan, wren],
    [{ actor: rowan, user: users.player, faces: [10, 7, 6, 5, 1] }],
  );
  await switchRuleset(before);
  return html;
}
