/** A file the page saved through `saveBlob`: its name and its text. */
export interface SavedFile {
  name: string;
  text: Promise<string>;
}

/**
 * Catches the files the page saves (the object URL and the link click `saveBlob` makes) instead of
 * letting jsdom try to navigate; `restore` puts the link's click and URL's functions back.
 */
export function captureDownloads(): { saved: SavedFile[]; restore: () => void } {
  const saved: SavedFile[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:fake';
    },
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
  const restore = () => {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  };
  return { saved, restore };
}
