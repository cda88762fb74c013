/**
 * A refusal the rules make that the GM may override (ALL-2: the GM can always override). One
 * dialog and one set of strings (`MANIFOLD.override.*`) for every ruleset; rulesets pass the
 * refusal's text already localized.
 */

/** Asks a GM whether to let it happen anyway; anyone else, or a GM who declines, gets false. */
export async function gmConfirmsOverride(message: string): Promise<boolean> {
  if (!game.user?.isGM) return false;
  const content = `<p>${foundry.utils.escapeHTML(message)}</p><p>${game.i18n!.localize('MANIFOLD.override.prompt')}</p>`;
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: 'MANIFOLD.override.title' },
    content,
  });
  return answer === true;
}

/** The same, with the refusal said when it stands: declined or not a GM, it is never swallowed. */
export async function gmOverrides(message: string): Promise<boolean> {
  if (await gmConfirmsOverride(message)) return true;
  ui.notifications?.warn(message);
  return false;
}
