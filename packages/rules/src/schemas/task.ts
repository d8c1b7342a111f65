import { object, string } from 'yup';
import { REQUEST_DATA_MAX_BYTES } from '../constants';
import { validationMessages } from '../messages';
import { includesName, utf8ByteLength } from '../text';
import type { FileInput } from './files';
import { uploadField } from './upload-field';

const m = validationMessages.task;

/** The request data: a file in the browser (its size counts), or its text on the server. */
export type RequestDataInput = FileInput | { size: number };

export interface TaskSchemaOptions {
  /** Names of the published apps the user may create a task for; omit to skip the existence check. */
  appNames?: readonly string[];
}

/** Size in bytes: a file's size, or the UTF-8 length of text. */
export const requestDataSize = (data: RequestDataInput | null | undefined): number => {
  if (data == null) return 0;
  if (typeof data === 'string') return utf8ByteLength(data);
  return typeof data.size === 'number' ? data.size : 0;
};

const isMissing = (data: RequestDataInput | null | undefined): boolean =>
  data == null || (typeof data === 'string' ? data.trim() === '' : typeof data.size !== 'number');

/** The 'New task' dialog. */
export const createTaskSchema = ({ appNames }: TaskSchemaOptions = {}) =>
  object({
    appName: string()
      .required(m.noApp)
      .test('exists', m.noApp, (v) => appNames == null || (!!v && includesName(appNames, v))),
    appVersion: string(),
    serviceName: string().trim().required(m.serviceNameRequired),
    scheduleFor: string(),
    scheduleIn: string(),
    scheduleInterval: string(),
    requestData: uploadField<RequestDataInput>(
      isMissing,
      m.requestDataRequired,
      'size',
      m.requestDataTooLarge,
      (data) => requestDataSize(data) <= REQUEST_DATA_MAX_BYTES,
    ),
  });
