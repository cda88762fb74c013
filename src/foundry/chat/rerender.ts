/** Draws a chat card again after something it shows (not the message itself) changed. */
export function rerenderMessage(message: ChatMessage.Implementation): void {
  // ChatLog#updateMessage (v13 and v14): the 13.345 fvtt-types declare no such member on ui.chat
  const chat = ui.chat as unknown as { updateMessage?(m: ChatMessage.Implementation): unknown } | undefined;
  void chat?.updateMessage?.(message);
}
