/** A fetch that keeps cookies like a browser would (one jar per signed-in user) and never follows redirects. */
export interface CookieFetch {
  (input: string, init?: RequestInit): Promise<Response>;
  cookies: Map<string, string>;
}

export function cookieFetch(): CookieFetch {
  const cookies = new Map<string, string>();
  const f = (async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }) as CookieFetch;
  f.cookies = cookies;
  return f;
}
