import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useSandbox } from '@pro-portal/test-harness';

jest.setTimeout(120_000);

// The build keeps each OpenAPI file parsed; a file edited since must be read as edited, not as built.
const OPENAPI_DIR = path.resolve(__dirname, '..', '..', '..', 'openapi');
const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'pro-openapi-edited-'));
for (const file of fs.readdirSync(OPENAPI_DIR).filter((f) => f.endsWith('.yaml')))
  fs.copyFileSync(path.join(OPENAPI_DIR, file), path.join(edited, file));
const v2 = path.join(edited, 'pro-api-v2.yaml');
const original = fs.readFileSync(v2, 'utf8');
const EDITED_TITLE = 'PRO API, edited after the build';
const editedText = original.replace(/^(\s+title:).*$/m, `$1 ${EDITED_TITLE}`);
fs.writeFileSync(v2, editedText);

afterAll(() => fs.rmSync(edited, { recursive: true, force: true }));

describe('an OpenAPI file edited after the build', () => {
  const sandbox = useSandbox({ env: { OPENAPI_DIR: edited } });

  it('is served as edited, as YAML and as JSON', async () => {
    // The edit was made (the title line was found), so the built copy cannot pass for it.
    expect(editedText).not.toBe(original);
    const yaml = await fetch(`${sandbox.baseUrl}/pro-api/v2/`);
    expect(await yaml.text()).toBe(editedText);
    const json = (await (await fetch(`${sandbox.baseUrl}/pro-api/v2/?format=json`)).json()) as {
      info: { title: string };
    };
    expect(json.info.title).toBe(EDITED_TITLE);
  });
});
