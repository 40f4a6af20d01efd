/**
 * The console's single message line (spec section 8: only one message shows
 * at a time, a new one closes the previous). Non-React code (the HTTP
 * wrapper) publishes here; the MessageHost component renders the latest.
 */
export type MessageType = 'success' | 'error' | 'warning' | 'info';

export interface Message {
  id: number;
  type: MessageType;
  text: string;
}

type Listener = (message: Message | null) => void;

let current: Message | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

let muted: ((type: MessageType, text: string) => boolean) | null = null;

/** Drops the messages `predicate` matches (e.g. each failed call's error while the server is known down); null ends it. */
export const muteMessages = (predicate: ((type: MessageType, text: string) => boolean) | null) => {
  muted = predicate;
};

export const showMessage = (type: MessageType, text: string): Message => {
  if (muted?.(type, text)) return { id: 0, type, text };
  current = { id: nextId++, type, text };
  listeners.forEach((listener) => listener(current));
  return current;
};

export const closeMessage = (id?: number) => {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    listeners.forEach((listener) => listener(null));
  }
};

export const currentMessage = () => current;

export const subscribeMessages = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
