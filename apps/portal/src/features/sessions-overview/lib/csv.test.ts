import { SessionManager } from '@pro-portal/sdk';
import { csvField, sessionsCsv } from './csv';
import type { OverviewColumn } from './columns';

describe('the CSV of the sessions shown', () => {
  it('quotes fields with quotes, commas or line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('-12.5')).toBe('-12.5');
  });

  it('has a header row of the labels and a line per row, in the columns given', () => {
    const columns: OverviewColumn[] = [
      { key: 'user', label: 'User', text: (r) => r.user },
      { key: 'app_name', label: 'App', text: (r) => r.app_name },
    ];
    const row = {
      kind: SessionManager.SessionKind.Webui,
      id: 'a',
      state: 'running',
      created_at: new Date('2026-05-01T10:00:00Z'),
      environment: 'ROOT',
      user: 'alice',
      app_name: 'Plan, v2',
      app_version: '1.0',
      queue_time: 3,
      launch_time: 2,
      run_time: 60,
      gb_hour: 0.5,
      peak_memory_mi: 512,
      memory_limit_mi: 2048,
      peak_cpu_m: 250,
      cpu_limit_m: 1000,
      memory_utilisation: 25,
      cpu_utilisation: 25,
    };
    expect(sessionsCsv(columns, [row])).toBe('User,App\r\nalice,"Plan, v2"\r\n');
  });
});
