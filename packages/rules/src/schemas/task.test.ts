import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createTaskSchema, requestDataSize } from './task';
import { itChecksFieldRules } from './field-rules.test-support';

const schema = createTaskSchema({ appNames: ['Planner'] });
const valid = {
  appName: 'Planner',
  appVersion: '1.0',
  serviceName: 'solve',
  requestData: { name: 'in.json', size: 10 },
};
const errorsOf = (values: object) => fieldErrorsSync(schema, { ...valid, ...values });

describe('new task form', () => {
  itChecksFieldRules(schema, valid, {
    rejects: [
      ['Service name is required.', { serviceName: ' ' }],
      ['Publish an app to create a new task.', { appName: '' }, { appName: 'Unknown' }],
      ['Request data is required.', { requestData: null }, { requestData: '' }],
      ['The file size cannot exceed 128MB.', { requestData: { name: 'in.json', size: 134217729 } }],
    ],
  });

  it('needs a published app: none published at all', () => {
    expect(fieldErrorsSync(createTaskSchema({ appNames: [] }), valid).appName).toBe(
      'Publish an app to create a new task.',
    );
  });

  it('accepts request data of exactly 128 MB (134217728 bytes)', () => {
    expect(errorsOf({ requestData: { name: 'in.json', size: 134217728 } })).toEqual({});
  });

  it('counts text request data in UTF-8 bytes', () => {
    expect(requestDataSize('{"a":"é"}')).toBe(10);
    expect(errorsOf({ requestData: '{"a":1}' })).toEqual({});
  });
});
