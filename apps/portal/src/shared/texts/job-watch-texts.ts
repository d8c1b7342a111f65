/** The header's bell (part of every page's first load, so apart from the texts below). */
export const bellTexts = {
  bell: 'Job notifications',
  withUnread: (n: number) => `Job notifications, ${n} unread`,
};

/** Watching a job and being told when it ends (beyond the spec's texts). */
export const jobWatchTexts = {
  notifyMe: 'Notify me',
  stopNotifying: 'Stop notifying',
  notifyMeWhenItEnds: 'Notify me when it ends',
  recentEndings: 'Recent job endings',
  noEndings: 'No watched job has ended yet. Choose Notify me on a task or session to be told when it ends.',
  watching: (n: number) => (n === 1 ? 'Watching 1 job.' : `Watching ${n} jobs.`),
  allowBrowserNotifications: 'Allow browser notifications',
  browserNotificationsBlocked: 'Browser notifications are blocked for this site in the browser settings.',
  clearEndings: 'Clear',
  unread: 'new',
  /** After Notify me: the one job's label, or how many. */
  willTell: (labels: readonly string[]) =>
    labels.length === 1
      ? `You will be told when ${labels[0]} ends.`
      : `You will be told when each of these ${labels.length} jobs ends.`,
  ended: (label: string, state: string) => `${label} ended: ${state}.`,
  open: 'Open',
  notificationTitle: 'PRO Portal',
};
