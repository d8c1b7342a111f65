import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createTaskSchema, requestDataSize } from './task';

const schema = createTaskSchema({ appNames: ['Planner'] });
const valid = {
  appName: 'Planner',
  appVersion: '1.0',
  serviceName: 'solve',
  requestData: { name: 'in.json', size: 10 },
};
const errorsOf = (values: object) => fieldErrorsSync(schema, { ...valid, ...values });

describe('new task form', () => {
  it('accepts a task for a published app', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("requires a service name: 'Service name is required.'", () => {
    expect(errorsOf({ serviceName: ' ' }).serviceName).toBe('Service name is required.');
  });

  it("needs a published app: 'Publish an app to create a new task.'", () => {
    expect(errorsOf({ appName: '' }).appName).toBe('Publish an app to create a new task.');
    expect(errorsOf({ appName: 'Unknown' }).appName).toBe('Publish an app to create a new task.');
    expect(fieldErrorsSync(createTaskSchema({ appNames: [] }), valid).appName).toBe(
      'Publish an app to create a new task.',
    );
  });

  it("requires request data: 'Request data is required.'", () => {
    expect(errorsOf({ requestData: null }).requestData).toBe('Request data is required.');
    expect(errorsOf({ requestData: '' }).requestData).toBe('Request data is required.');
  });

  it("limits request data to 128 MB (134217728 bytes): 'The file size cannot exceed 128MB.'", () => {
    expect(errorsOf({ requestData: { name: 'in.json', size: 134217728 } }).requestData).toBeUndefined();
    expect(errorsOf({ requestData: { name: 'in.json', size: 134217729 } }).requestData).toBe(
      'The file size cannot exceed 128MB.',
    );
  });

  it('counts text request data in UTF-8 bytes', () => {
    expect(requestDataSize('{"a":"é"}')).toBe(10);
    expect(errorsOf({ requestData: '{"a":1}' })).toEqual({});
  });
});
