'use client';

import { useState } from 'react';
import type { Notice } from './notice-banner';

/**
 * The notice a screen shows in its NoticeBanner: a page's own outcomes ("Student deleted.") and, through
 * useFormSubmit, a form's reply. Null shows nothing.
 */
export function usePageNotice() {
  return useState<Notice | null>(null);
}
