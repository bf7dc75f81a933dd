import Taro from '@tarojs/taro';
import { TransportError, type Transport, type TransportResponse } from '@fund/core/ports';

// The API base is baked in at build time (config/index.ts); '' means the same origin as the H5 page.
export const API_ORIGIN: string = process.env.TARO_APP_API_BASE ?? '';

function normaliseHeaders(header: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (header && typeof header === 'object') {
    for (const [key, value] of Object.entries(header as Record<string, unknown>)) {
      if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
    }
  }
  return out;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function failure(err: unknown): TransportError {
  const message = err && typeof err === 'object' && 'errMsg' in err ? String(err.errMsg) : String(err);
  return new TransportError(message, /timeout/i.test(message));
}

/** Transport over Taro.request and Taro.uploadFile: the same code on WeChat, QQ and H5. */
export const transport: Transport = {
  async request(req): Promise<TransportResponse> {
    try {
      const res = await Taro.request({
        url: req.url,
        method: req.method,
        header: req.headers,
        data: req.body as TaroGeneral.IAnyObject | undefined,
        timeout: req.timeoutMs,
        dataType: 'json',
        responseType: 'text',
      });
      return { status: res.statusCode, statusText: res.errMsg ?? '', headers: normaliseHeaders(res.header), data: parseBody(res.data) };
    } catch (err) {
      throw failure(err);
    }
  },
  async upload(req): Promise<TransportResponse> {
    try {
      const res = await Taro.uploadFile({
        url: req.url,
        filePath: req.filePath,
        name: req.name,
        header: req.headers,
        formData: req.formData,
        timeout: req.timeoutMs,
      });
      return { status: res.statusCode, statusText: res.errMsg ?? '', headers: {}, data: parseBody(res.data) };
    } catch (err) {
      throw failure(err);
    }
  },
};
