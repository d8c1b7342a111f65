/** The few window operations the launch flow performs, in one object so tests can observe them. */
export const browserWindow = {
  assign: (url: string) => window.location.assign(url),
  close: () => window.close(),
  isPopup: () => window.opener !== null && window.opener !== undefined,
  userAgent: () => navigator.userAgent,
};
