/** Whether this browser can show notifications at all. */
export const canNotify = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** The person's answer so far: 'granted', 'denied', 'default' (not asked yet), or 'unsupported'. */
export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  canNotify() ? Notification.permission : 'unsupported';

/**
 * Shows a browser notification when the person allowed them and the tab is in the background (in
 * front, the toast tells it); clicking it brings the tab forward and follows `onClick`.
 */
export function notifyInBackground(title: string, body: string, tag: string, onClick: () => void): void {
  if (notificationPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
