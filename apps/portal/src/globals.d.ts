declare let __webpack_public_path__: string;

interface Window {
  /** Set by index.html from X-Base-Path (or by the server) before the bundles run. */
  __PRO_BASE_PATH__?: string;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
