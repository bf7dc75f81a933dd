// The ports core needs from its host. The app implements them over Taro, the server over Node, tests with fakes.

/** Synchronous string storage (Taro storage in the app; a Map in tests). Replaces the spec's cookies and ls. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface TransportRequest {
  /** Absolute URL or one relative to the app's origin; the query is already encoded into it. */
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  /** JSON-serialisable body for POST / PUT / PATCH / DELETE. */
  body?: unknown;
  timeoutMs: number;
}

export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  /** A local file path (mini programs) or blob URL (H5) chosen by the user. */
  filePath: string;
  /** The multipart field name of the file. */
  name: string;
  formData?: Record<string, string>;
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else the raw text. */
  data: unknown;
}

/** A failure before any HTTP status arrived: offline, DNS, timeout, aborted. */
export class TransportError extends Error {
  readonly status = -1;
  constructor(readonly statusText: string, readonly timedOut = false) {
    super(statusText);
    this.name = 'TransportError';
  }
}

export interface Transport {
  request(req: TransportRequest): Promise<TransportResponse>;
  upload(req: UploadRequest): Promise<TransportResponse>;
}

export type TimerHandle = unknown;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
