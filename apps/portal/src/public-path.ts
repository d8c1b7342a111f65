/** Lazy route chunks and images load from {base}v3/assets/ (chunk names carry the v3/assets/ part). */
export function setPublicPath(basePath: string): void {
  __webpack_public_path__ = basePath;
}
