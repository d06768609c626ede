// A tiny browser-like HTTP client for integration tests: keeps the session cookie, sends the
// Origin header a browser would, and can pose as a given client IP (test apps run with TRUST_PROXY=1: the server believes the one hop its proxy would add).
export interface CallResult {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
  setCookies: string[];
}

let ipCounter = 1;
/** A fresh client address per call site, so per-IP limits of one test don't leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export class TestClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly options: { ip?: string; origin?: string | null; cookieName?: string } = {},
  ) {}

  get ip() {
    return (this.options.ip ??= nextIp());
  }

  async call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<CallResult> {
    const origin = this.options.origin === undefined ? this.baseUrl : this.options.origin;
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        'X-Forwarded-For': this.ip,
        ...(origin ? { Origin: origin } : {}),
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: `${this.options.cookieName ?? 'futdados_session'}=${this.cookie}` } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      if (name === (this.options.cookieName ?? 'futdados_session')) this.cookie = rest.join('=') || undefined;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // keep text
    }
    return { status: response.status, body, headers: response.headers, setCookies };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, json?: unknown) => this.call('POST', path, json);
  put = (path: string, json?: unknown) => this.call('PUT', path, json);
}

let serial = 0;
/** A name no other call of this test run has taken: the prefix, the time and a counter. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;

/** Signs up a new account through the API, as the form does; the returned client holds its session. */
export async function registerUser(
  baseUrl: string,
  prefix = 'fan',
): Promise<{ browser: TestClient; id: number; username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = `${username}@exemplo.test`;
  const browser = new TestClient(baseUrl);
  const response = await browser.post('/api/register', { username, email, password: 'segredo123' });
  if (response.status !== 201) throw new Error(`cadastro falhou: ${response.status} ${JSON.stringify(response.body)}`);
  return { browser, id: response.body.id as number, username, email };
}
