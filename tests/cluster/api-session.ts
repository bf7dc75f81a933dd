// The demo account over HTTP against any node: the same token works on every node of one database.
export const DEMO = { mobile: '13800000000', password: 'demo1234', tradePassword: '123456' } as const;

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface Session {
  token: string;
  csrf: string;
  call<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown, key?: string): Promise<Answer<T>>;
}

async function answerOf<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T };
}

export async function demoLogin(baseUrl: string): Promise<Session> {
  const { csrftoken } = (await (await fetch(`${baseUrl}/api/v1/accounts/csrftoken/`)).json()) as { csrftoken: string };
  const res = await fetch(`${baseUrl}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRFToken': csrftoken },
    body: JSON.stringify({ mobile: DEMO.mobile, password: DEMO.password }),
  });
  const login = await answerOf<{ token?: { access_token?: string } }>(res);
  const token = login.body.token?.access_token;
  if (!token) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(login.body)}`);
  return {
    token,
    csrf: csrftoken,
    async call<T>(base: string, method: string, path: string, body?: unknown, key?: string) {
      const headers: Record<string, string> = { Authorization: `Token ${token}`, 'X-CSRFToken': csrftoken };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (key !== undefined) headers['Idempotency-Key'] = key;
      const res = await fetch(`${base}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return answerOf<T>(res);
    },
  };
}
