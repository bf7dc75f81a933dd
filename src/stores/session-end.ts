// The end of a session (logout, login as someone, an expired token) clears every store of shared user
// data. This module imports nothing, so the API client and the stores can both reach it without a cycle.
type Listener = () => void;

const listeners = new Set<Listener>();

/** A store registers how to forget its data; the returned function unregisters it. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets all shared user data: the next reader loads it afresh for whoever is signed in now. */
export function endSession(): void {
  for (const listener of listeners) listener();
}
