// The request wrapper over the Transport port: URL, headers (CSRF, token, idempotency), timeout, JSON or
// multipart, and the one answer rule: a body with `errors` is a failure, anything else is the data.
import { TIMING_MS } from '../../ui/timing';
import { TransportError } from '../../ports';
import type { Clock, KeyValueStore, Transport, TransportResponse } from '../../ports';
import type { Route } from '../contract/route';
import { FAILURE_TEXTS } from '../catalogue/failure-texts';
import { ApiError, readErrors } from './api-error';
import { buildUrl } from './build-url';
import type { QueryInput } from './build-url';
import { IDEMPOTENCY_HEADER } from './idempotency';
import type { Intent } from './idempotency';
import { SESSION_KEYS, readAccessToken } from './session';

export interface UploadFile {
  /** A local file path (mini programs) or blob URL (H5). */
  filePath: string;
  formData?: Record<string, string>;
}

export interface RequestInput {
  params?: Readonly<Record<string, string | number>>;
  query?: QueryInput;
  body?: unknown;
  /** For image POSTs (routes with `upload`). */
  file?: UploadFile;
  /** For money-moving POSTs (routes with `idempotent`): the caller's intent, reused on retry. */
  intent?: Intent;
}

/** Called with every successful answer: unwrap an envelope, revive dates, count calls ... */
export type AnswerTransformer = (data: unknown, route: Route) => unknown;

export interface ApiClientOptions {
  transport: Transport;
  store: KeyValueStore;
  clock: Clock;
  /** Prefixed to '/api/v1': '' for the same origin (H5), the API host for mini programs. */
  origin?: string;
  timeoutMs?: number;
  transformAnswer?: AnswerTransformer;
  /** Sees every failure before the caller does: the app shows the error catalogue's decision here. */
  onFailure?: (error: ApiError, route: Route) => void;
}

export interface ApiClient {
  readonly store: KeyValueStore;
  readonly clock: Clock;
  send(route: Route, input?: RequestInput): Promise<unknown>;
}

export const CSRF_HEADER = 'X-CSRFToken';

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { transport, store, clock, origin = '', timeoutMs = TIMING_MS.requestTimeout } = options;

  function headersFor(route: Route, input: RequestInput): Record<string, string> {
    const headers: Record<string, string> = {};
    const csrf = store.getItem(SESSION_KEYS.csrfToken);
    if (csrf) headers[CSRF_HEADER] = csrf;
    const token = readAccessToken(store);
    if (token) headers.Authorization = `Token ${token}`;
    if (route.idempotent) {
      // A money-moving call without an intent could be sent twice unnoticed: refuse it loudly.
      if (!input.intent) throw new Error(`${route.method} ${route.path} 需要 intent（防重复提交）`);
      headers[IDEMPOTENCY_HEADER] = input.intent.key;
    }
    // Multipart uploads leave the content type to the platform (it adds the boundary).
    if (route.method !== 'GET' && !route.upload) headers['Content-Type'] = 'application/json';
    return headers;
  }

  async function exchange(route: Route, input: RequestInput): Promise<TransportResponse> {
    const url = buildUrl(origin, route.path, input.params, input.query);
    const headers = headersFor(route, input);
    if (route.upload) {
      if (!input.file) throw new Error(`${route.path} 需要上传的文件`);
      const { filePath, formData } = input.file;
      return transport.upload({ url, headers, filePath, name: route.upload, ...(formData ? { formData } : {}), timeoutMs });
    }
    if (route.method === 'GET') return transport.request({ url, method: 'GET', headers, timeoutMs });
    return transport.request({ url, method: route.method, headers, body: input.body ?? {}, timeoutMs });
  }

  function fail(error: ApiError, route: Route): never {
    options.onFailure?.(error, route);
    throw error;
  }

  async function send(route: Route, input: RequestInput = {}): Promise<unknown> {
    let response: TransportResponse;
    try {
      response = await exchange(route, input);
    } catch (e) {
      if (e instanceof TransportError) return fail(new ApiError(-1, e.statusText || FAILURE_TEXTS.network, {}, e.timedOut), route);
      throw e;
    }
    const errors = readErrors(response.data);
    if (errors) return fail(ApiError.fromErrors(response.status, errors), route);
    // Mini programs often give no status text: the title is then the generic failure text, never empty.
    if (!isSuccess(response.status)) return fail(new ApiError(response.status, response.statusText || FAILURE_TEXTS.generic), route);
    return options.transformAnswer ? options.transformAnswer(response.data, route) : response.data;
  }

  return { store, clock, send };
}
