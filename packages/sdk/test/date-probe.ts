// Run by dates.test.ts in a child process per time zone (TZ is fixed when a process starts).
import { ALL_APIS, createProClient, fromDateString, toDateString, Main } from '../src';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

async function probe() {
  const sent: Array<{ url: string; body: string }> = [];
  const pro = createProClient(
    {
      baseUrl: 'http://sandbox.test',
      fetch: async (url, init) => {
        sent.push({ url, body: String(init?.body ?? '') });
        if (url.includes('/api-keys')) return json({ ...(JSON.parse(String(init?.body)) as object), secret: 's' });
        return json({ id: 't1', current_batch: [], total_tasks: 0 });
      },
    },
    ALL_APIS,
  );
  await pro.main.tasks.createTask({
    appName: 'App',
    appVersion: '1',
    serviceName: 'solve',
    requestData: {},
    scheduleFor: toDateString(new Date(2026, 11, 20)),
  });
  await pro.main.tasks.listTasks({ after: new Date(2026, 0, 1), before: new Date(2026, 11, 31, 23, 59) });
  const key = await pro.main.apiKeys.createApiKey({
    apiKeyCreate: { keyName: 'k', expirationDate: new Date(2026, 11, 20), scopes: [] },
  });
  // Plain JavaScript may give a day as its YYYY-MM-DD text, as the fetcher takes it.
  const asText = '2026-12-20' as unknown as Date;
  await pro.main.apiKeys.createApiKey({ apiKeyCreate: { keyName: 't', expirationDate: asText, scopes: [] } });
  await pro.main.tasks.listTasks({ after: asText });
  const read = Main.ApiKeyFromJSON({ keyName: 'k', expirationDate: '2026-12-20', scopes: [] });
  const badDays: string[] = [];
  for (let day = new Date(2026, 0, 1); day.getFullYear() === 2026; day.setDate(day.getDate() + 1)) {
    const text = toDateString(day);
    if (toDateString(fromDateString(text)) !== text || fromDateString(text).getDate() !== day.getDate()) {
      badDays.push(text);
    }
  }
  const query = (i: number, name: string) => new URL(sent[i]!.url).searchParams.get(name);
  return {
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    scheduleFor: query(0, 'scheduleFor'),
    after: query(1, 'after'),
    before: query(1, 'before'),
    expirySent: (JSON.parse(sent[2]!.body) as { expirationDate: string }).expirationDate,
    expiryShown: key.expirationDate.toLocaleDateString('en-US'),
    textDaySent: [(JSON.parse(sent[3]!.body) as { expirationDate: string }).expirationDate, query(4, 'after')],
    readShown: read.expirationDate.toLocaleDateString('en-US'),
    writtenBack: (Main.ApiKeyToJSON(read) as { expirationDate: string }).expirationDate,
    badDays,
  };
}

probe().then(
  (result) => console.log(JSON.stringify(result)),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
