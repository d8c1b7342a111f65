import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scheduleMeanings, type ScheduleField } from '@pro-portal/rules';
import { parse } from 'yaml';

const main = parse(readFileSync(join(__dirname, 'pro-api-v2.yaml'), 'utf8')) as {
  components: { parameters: Record<string, { description: string; schema: { type: string } }> };
};
const sdkReadme = readFileSync(join(__dirname, '..', 'packages', 'sdk', 'README.md'), 'utf8');
/** Text as read: line breaks and runs of blanks are one space. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const fields = Object.keys(scheduleMeanings) as ScheduleField[];

describe('the scheduling parameters mean one thing, in the words of the rules package', () => {
  it.each(fields)('the contract describes %s as the rules do, as a string', (field) => {
    const parameter = main.components.parameters[field]!;
    expect(words(parameter.description)).toBe(scheduleMeanings[field]);
    expect(parameter.schema.type).toBe('string');
  });

  it.each(fields)('the SDK README describes %s as the rules do', (field) => {
    expect(words(sdkReadme)).toContain(`- \`${field}\`: ${scheduleMeanings[field]}`);
  });
});
