/** Listeners of one kind of event: each told in the order it subscribed. */
export interface Listeners<T> {
  emit(event: T): void;
  /** Returns the function that unsubscribes. */
  add(listener: (event: T) => void): () => void;
}

export function createListeners<T>(): Listeners<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    emit: (event) => listeners.forEach((listener) => listener(event)),
    add(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
