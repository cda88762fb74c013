/**
 * Our keys in Foundry's Configure Controls: skip the roll dialog (Shift), roll with
 * advantage or the ruleset's equivalent — an Edge, a granted advantage — (Alt), and with
 * disadvantage or a Setback (Ctrl/⌘). The modifiers once hard-wired are the defaults; a GM or
 * player may rebind them. Dragging an item to another actor's sheet moves it; held while dropping,
 * the copy key (Ctrl/⌘ or Alt, dnd5e's `dragCopy` default) copies it instead. A click asks whether the bound key was held, as dnd5e does: a modifier
 * key by the click's own modifier flags, any other key by Foundry's record of keys held down.
 */
import { SYSTEM_ID } from './settings';

export type RollKey = 'skipDialog' | 'advantage' | 'disadvantage' | 'dragCopy';

const DEFAULTS: Record<RollKey, string[]> = {
  skipDialog: ['ShiftLeft', 'ShiftRight'],
  advantage: ['AltLeft', 'AltRight'],
  disadvantage: ['ControlLeft', 'ControlRight', 'MetaLeft', 'MetaRight'],
  dragCopy: ['ControlLeft', 'ControlRight', 'AltLeft', 'AltRight'],
};

interface Binding {
  key: string;
  modifiers?: string[];
}

/** Foundry's keybindings (ClientKeybindings), once the game has them. */
function keybindings() {
  return game.keybindings;
}

export function registerKeybindings(): void {
  for (const [action, keys] of Object.entries(DEFAULTS))
    keybindings()?.register(SYSTEM_ID, action, {
      name: `MANIFOLD.keybindings.${action}.name`,
      hint: `MANIFOLD.keybindings.${action}.hint`,
      editable: keys.map((key) => ({ key })),
    });
}

export interface ModifierEvent {
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Whether the key bound to this action was held when the click (or the drop) happened. */
export function rollKeyHeld(event: ModifierEvent | null | undefined, action: RollKey): boolean {
  if (!event) return false;
  const held: Record<string, boolean> = {
    Shift: Boolean(event.shiftKey),
    Alt: Boolean(event.altKey),
    Control: Boolean(event.ctrlKey || event.metaKey),
    Meta: Boolean(event.ctrlKey || event.metaKey),
  };
  const down = game.keyboard?.downKeys;
  const bindings = keybindings()?.get(SYSTEM_ID, action) ?? DEFAULTS[action].map((key): Binding => ({ key }));
  return bindings.some(({ key, modifiers = [] }) => {
    const asModifier = /^(Shift|Alt|Control|Meta)(Left|Right)?$/.exec(key)?.[1];
    const pressed = asModifier ? held[asModifier] : Boolean(down?.has(key));
    return Boolean(pressed) && modifiers.every((m) => held[m]);
  });
}
