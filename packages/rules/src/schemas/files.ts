/** Files as a browser form holds them (File) or as a server sees a multipart part. */
export type FileInput = string | { name?: string; filename?: string; size?: number };

export const fileNameOf = (file: FileInput | null | undefined): string => {
  if (file == null) return '';
  if (typeof file === 'string') return file;
  return file.name ?? file.filename ?? '';
};

/** Lower-cased extension without the dot, '' when there is none. */
export const fileExtensionOf = (file: FileInput | null | undefined): string => {
  const name = fileNameOf(file);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const isMissingFile = (file: FileInput | null | undefined): boolean =>
  fileNameOf(file).trim() === '' && !hasSize(file);

const hasSize = (file: FileInput | null | undefined): boolean =>
  file != null && typeof file === 'object' && typeof file.size === 'number';
