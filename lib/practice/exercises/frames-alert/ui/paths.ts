// The addresses of the exercise's bare pages (app/(practice-frames)/student/practice/frames-alert/v1/…):
// same-origin documents without the portal's sidebar and header, loaded into frames and new windows.

const BASE = '/student/practice/frames-alert/v1';

export const FRAME_PATHS = {
  form: `${BASE}/frame/form`,
  nested: `${BASE}/frame/nested`,
  left: `${BASE}/frame/left`,
  right: `${BASE}/frame/right`,
  tab: `${BASE}/window/tab`,
  popup: `${BASE}/window/popup`,
} as const;

/** The name window.open gives the popup: a second click reuses the same window. */
export const POPUP_NAME = 'qa-frames-alert-window';
/** The popup's size on a desktop; phones open it as a tab whatever the size. */
export const POPUP_FEATURES = 'width=520,height=560';

/** The fixed delay of "Show delayed alert" (task sheet, Timings). */
export const DELAYED_ALERT_MS = 2000;
