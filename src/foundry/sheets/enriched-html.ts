/** Notes and descriptions are HTML fields: Foundry sanitises them on save and enriches them for display. */
export async function enrichedNotes(
  doc: { system?: unknown; isOwner?: boolean },
  field = 'notes',
  options: { secrets?: boolean } = {},
): Promise<string> {
  const raw = String((doc.system as Record<string, unknown> | undefined)?.[field] ?? '');
  // The stand-in may leave TextEditor out: then the notes show as written.
  const editor = foundry.applications.ux?.TextEditor?.implementation;
  // Secret blocks are for the owner (Foundry drops them unless `secrets` is true), as dnd5e's biography.
  return editor ? editor.enrichHTML(raw, { secrets: options.secrets ?? Boolean(doc.isOwner) }) : raw;
}
