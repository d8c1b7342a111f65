import {
  ALL_APIS,
  createProClient,
  ProApiError,
  publishApplicationWithProgress,
  type UploadProgress,
  type XhrConstructor,
} from '../src';

type Listener = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** A stand-in XMLHttpRequest that records what is sent and lets the test drive the upload. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  finish(status: number, body: unknown) {
    this.upload.onload?.({ loaded: 1000, total: 1000, lengthComputable: true });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const Xhr = FakeXhr as unknown as XhrConstructor;
const metadata = { name: 'Demo', projectVersion: '1.0', aimmsVersionId: '24.5.3.1', publishBehavior: 0 };
const file = new Blob([new Uint8Array(1000)]);

describe('publishApplicationWithProgress', () => {
  it('posts the multipart parts with the API key header and credentials, and reports progress up to 100%', async () => {
    const client = createProClient({ baseUrl: 'http://pro.test/', apiKey: 'secret-key' }, ALL_APIS);
    const seen: UploadProgress[] = [];
    const icon = new Blob(['png'], { type: 'image/png' });
    const done = publishApplicationWithProgress(
      client,
      { file, icon, metadata },
      { onProgress: (p) => seen.push(p), XMLHttpRequest: Xhr },
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://pro.test/pro-api/v2/applications');
    expect(xhr.headers.apiKey).toBe('secret-key');
    expect(xhr.withCredentials).toBe(true);
    expect(JSON.parse(String(xhr.body?.get('metadata')))).toEqual(metadata);
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);
    expect(xhr.body?.get('icon')).toBeInstanceOf(Blob);
    xhr.progress(250, 1000);
    xhr.progress(999, 1000);
    xhr.finish(202, { data: { storedId: 'st-1' } });
    await expect(done).resolves.toEqual({ data: { storedId: 'st-1' } });
    expect(seen.map((p) => p.percent)).toEqual([25, 99, 100]);
    expect(seen[0]).toEqual({ loaded: 250, total: 1000, percent: 25 });
  });

  it('rejects with ProApiError carrying the server message and raises the 401 event', async () => {
    const unauthorized: ProApiError[] = [];
    const client = createProClient({ onUnauthorized: (e) => unauthorized.push(e) }, ALL_APIS);
    const conflict = publishApplicationWithProgress(client, { file, metadata }, { XMLHttpRequest: Xhr });
    FakeXhr.last.finish(409, {
      message: 'Application with this version is already published',
      errorCode: 1,
      errorId: 'c',
    });
    await expect(conflict).rejects.toMatchObject({
      status: 409,
      message: 'Application with this version is already published',
    });
    const signedOut = publishApplicationWithProgress(client, { file, metadata }, { XMLHttpRequest: Xhr });
    FakeXhr.last.finish(401, { message: 'Not signed in', errorCode: 2, errorId: 'u' });
    await expect(signedOut).rejects.toBeInstanceOf(ProApiError);
    expect(unauthorized.map((e) => e.status)).toEqual([401]);
  });

  it('cancels the request when the signal aborts', async () => {
    const controller = new AbortController();
    const upload = publishApplicationWithProgress(
      createProClient({}, ALL_APIS),
      { file, metadata },
      { XMLHttpRequest: Xhr, signal: controller.signal },
    );
    const xhr = FakeXhr.last;
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it("falls back to the generated call through the client's fetch, reporting 0% and 100%", async () => {
    const requests: { url: string; body: unknown; headers: unknown }[] = [];
    const client = createProClient(
      {
        apiKey: 'k',
        fetch: async (url, init) => {
          requests.push({ url, body: init?.body, headers: init?.headers });
          return new Response(JSON.stringify({ data: { storedId: 'st-2' } }), {
            status: 202,
            headers: { 'Content-Type': 'application/json' },
          });
        },
      },
      ALL_APIS,
    );
    const seen: number[] = [];
    const answer = await publishApplicationWithProgress(
      client,
      { file, metadata },
      { onProgress: (p) => seen.push(p.percent) },
    );
    expect(answer.data.storedId).toBe('st-2');
    expect(seen).toEqual([0, 100]);
    expect(requests[0].url).toBe('/pro-api/v2/applications');
    expect(requests[0].headers).toMatchObject({ apiKey: 'k' });
    expect((requests[0].body as FormData).get('metadata')).toBe(JSON.stringify(metadata));
  });
});
