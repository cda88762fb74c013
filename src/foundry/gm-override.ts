/**
 * A refusal the rules make that the GM may override (ALL-2: the GM can always override): a GM is
 * asked to confirm, anyone else is told why. Declined or not a GM, the refusal is said, not
 * swallowed. Rulesets pass the refusal's text already localized.
 */
export async function gmOverrides(message: string): Promise<boolean> {
  if (game.user?.isGM) {
    const content = `<p>${foundry.utils.escapeHTML(message)}</p><p>${game.i18n!.localize('MANIFOLD.override.prompt')}</p>`;
    const answer = await foundry.applications.api.DialogV2.confirm({
      window: { title: 'MANIFOLD.override.title' },
      content,
    });
    if (answer === true) return true;
  }
  ui.notifications?.warn(message);
  return false;
}
