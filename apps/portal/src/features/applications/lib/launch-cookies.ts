const COOKIE_EXPIRY_DAYS = 1;
const LAUNCH_COOKIE_MODE = 'server';
const LAUNCH_COOKIE_CONTEXT_PATH = '/apps';
/** Names of the cookies a WebUI app's runtime reads on start. */
const LAUNCH_COOKIES = {
  instanceId: 'instanceId',
  deviceId: 'deviceId',
  userName: 'userName',
  mode: 'mode',
  contextPath: 'contextPath',
  runtimePath: 'runtimePath',
} as const;

export interface LaunchCookieInput {
  instanceId: string;
  deviceId: string;
  userName: string;
  /** The launchLink the server answered. */
  launchLink: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's runtime path: the path of its launch link, with a trailing slash. */
export const runtimePathOf = (launchLink: string, origin: string): string => {
  const path = new URL(launchLink, origin).pathname;
  return path.endsWith('/') ? path : `${path}/`;
};

/** The paths the runtime loads its resources from: the apps context and the instance's own path. */
export const resourcePathsOf = (runtimePath: string): string[] => [
  ...new Set([LAUNCH_COOKIE_CONTEXT_PATH, runtimePath.replace(/\/$/, '')]),
];

/** The Set-Cookie strings of a WebUI launch: every cookie under every resource path, for one day. */
export function launchCookies(input: LaunchCookieInput, origin: string, now = Date.now()): string[] {
  const runtimePath = runtimePathOf(input.launchLink, origin);
  const values: Record<string, string> = {
    [LAUNCH_COOKIES.instanceId]: input.instanceId,
    [LAUNCH_COOKIES.deviceId]: input.deviceId,
    [LAUNCH_COOKIES.userName]: input.userName,
    [LAUNCH_COOKIES.mode]: LAUNCH_COOKIE_MODE,
    [LAUNCH_COOKIES.contextPath]: LAUNCH_COOKIE_CONTEXT_PATH,
    [LAUNCH_COOKIES.runtimePath]: runtimePath,
  };
  const expires = new Date(now + COOKIE_EXPIRY_DAYS * DAY_MS).toUTCString();
  return resourcePathsOf(runtimePath).flatMap((path) =>
    Object.entries(values).map(
      ([name, value]) => `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax`,
    ),
  );
}

/** Sets the launch cookies in the browser. */
export function setLaunchCookies(input: LaunchCookieInput, doc: Document = document): void {
  for (const cookie of launchCookies(input, doc.location.origin)) doc.cookie = cookie;
}
