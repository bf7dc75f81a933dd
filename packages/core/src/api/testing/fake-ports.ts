// Fakes of the Transport and Clock ports for the api tests: a scripted transport that records every
// request, and a manual clock whose timers fire only when the test advances it.
import { TransportError } from '../../ports';
import type { Clock, Transport, TransportRequest, TransportResponse, UploadRequest } from '../../ports';

export type Reply = TransportResponse | TransportError | ((req: TransportRequest | UploadRequest) => TransportResponse);

export function ok(data: unknown, status = 200): TransportResponse {
  return { status, statusText: 'OK', headers: {}, data };
}

export function httpFailure(status: number, statusText: string, data: unknown = ''): TransportResponse {
  return { status, statusText, headers: {}, data };
}

export interface FakeTransport extends Transport {
  readonly requests: TransportRequest[];
  readonly uploads: UploadRequest[];
  /** Replies in order; when they run out, every request answers `{}`. */
  reply(...replies: Reply[]): void;
}

export function createFakeTransport(): FakeTransport {
  const requests: TransportRequest[] = [];
  const uploads: UploadRequest[] = [];
  const queue: Reply[] = [];
  const answer = async (req: TransportRequest | UploadRequest): Promise<TransportResponse> => {
    const next = queue.shift() ?? ok({});
    if (next instanceof TransportError) throw next;
    return typeof next === 'function' ? next(req) : next;
  };
  return {
    requests,
    uploads,
    reply: (...replies) => void queue.push(...replies),
    request: (req) => {
      requests.push(req);
      return answer(req);
    },
    upload: (req) => {
      uploads.push(req);
      return answer(req);
    },
  };
}

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
  };
}
