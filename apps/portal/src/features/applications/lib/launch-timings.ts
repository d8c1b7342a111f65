/** Launching an app: the overlay shows after 1.5 s and hides 1 s later. */
export const LAUNCH_DELAY_MS = 1500;
export const OVERLAY_RESET_MS = 1000;
/** A WinUI launch from a popup window goes to the applications list and closes the window after 3 s. */
export const WINUI_WINDOW_CLOSE_MS = 3000;
