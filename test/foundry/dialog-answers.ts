/** Answers the next roll dialog with its defaults and these values (the stand-in cannot click a dialog). */
import { RollDialog, type RollDialogConfig, type RollDialogValues } from '../../src/foundry/rolls/roll-dialog';
import { withVisibility } from '../../src/foundry/rolls/visibility';

export function answerNextRollDialog(
  values: RollDialogValues,
  dialog: { prompt: typeof RollDialog.prompt } = RollDialog,
) {
  const original = dialog.prompt;
  dialog.prompt = async (config: RollDialogConfig) => {
    dialog.prompt = original;
    // The fields the real dialog shows, visibility among them.
    const fields = withVisibility(config).fields;
    return { ...Object.fromEntries(fields.map((f) => [f.name, f.value])), ...values };
  };
}

/** The whisper and blind a message was posted with. */
export function visibilityOf(message: ChatMessage.Implementation | null | undefined) {
  const m = message as unknown as { whisper: string[]; blind: boolean };
  return { whisper: [...m.whisper], blind: m.blind };
}
