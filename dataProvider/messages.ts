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

export const showMessage = (type: MessageType, text: string): Message => {
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
