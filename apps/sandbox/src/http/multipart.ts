import type { Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from '../errors.js';
import type { UploadPart } from '../services/publish.js';

interface FilePart {
  fieldname: string;
  filename: string;
  mimetype: string;
  file: Readable;
}

/**
 * A text field's value as text. @fastify/multipart hands a part sent as application/json over already
 * parsed; it is given back as its JSON text, so such a part reads as the same text sent as plain text.
 */
const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

/** The parts of a multipart request as they come, each text field's value as text. */
export async function* uploadParts(parts: AsyncIterable<Multipart>): AsyncIterable<UploadPart> {
  for await (const part of parts) {
    yield part.type === 'file' ? part : { type: 'field', fieldname: part.fieldname, value: fieldText(part.value) };
  }
}

/**
 * Reads a multipart request part by part: text fields are collected, each file is handed to onFile
 * (which must consume its stream). Unknown file fields are refused with 400.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileFields: readonly string[],
  onFile: (part: FilePart) => Promise<void>,
): Promise<Record<string, string>> {
  if (!req.isMultipart()) {
    throw new ApiError(415, ErrorCode.unsupportedMediaType, 'This call expects a multipart/form-data request.');
  }
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new ApiError(400, ErrorCode.validation, `The file part '${part.fieldname}' is not expected here.`);
      }
      await onFile(part);
    } else {
      fields[part.fieldname] = fieldText(part.value);
    }
  }
  return fields;
}
