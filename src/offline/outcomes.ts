/**
 * What happened to each item, told to this tab and to the others (the drainer runs in one tab only,
 * but `runCommand` may be waiting in another). Results are the server's JSON, so they cross the
 * BroadcastChannel as they are.
 */
export type ItemOutcome =
  | { type: 'sent'; id: string; result: unknown; invalidates: readonly (readonly unknown[])[] }
  | {
      type: 'dead';
      id: string;
      message: string;
      httpStatus: number;
      details: { field?: string; message: string }[];
    }
  /** A transient failure or a paused queue: the item waits in the outbox. */
  | { type: 'waiting'; id: string };

type Listener = (outcome: ItemOutcome) => void;

const CHANNEL = 'portal-outbox';
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function deliver(outcome: ItemOutcome): void {
  for (const listener of [...listeners]) listener(outcome);
}

function broadcast(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent<ItemOutcome>) => deliver(event.data);
    // A channel must not keep a Node test process alive.
    (channel as { unref?: () => void }).unref?.();
  }
  return channel;
}

export function publishOutcome(outcome: ItemOutcome): void {
  deliver(outcome);
  try {
    broadcast()?.postMessage(outcome);
  } catch {
    // A result that cannot be cloned stays in this tab: the other tabs time out to 'queued'.
  }
}

export function subscribeOutcomes(listener: Listener): () => void {
  broadcast();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
