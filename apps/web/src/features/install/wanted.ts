import { useEffect, useState } from 'react';
import { readStorage } from '../../lib/storage';

// Whether to offer the iPhone's "Add to Home Screen" hint: Safari on iOS has no install
// prompt of its own (Chromium shows one, from the web manifest). Once: the hint marks itself seen.

export const INSTALL_HINT_SEEN_KEY = 'installHintSeen';

/** iPhone, iPod or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(ua)) return true;
  return ua.includes('Macintosh') && navigator.maxTouchPoints > 1;
}

/** Opened from the home screen already. */
function isInstalled(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/** True once, after the first render, on an Apple phone or tablet where the store is not installed and the hint was never seen. */
export function useInstallHintWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(isAppleMobile() && !isInstalled() && readStorage(INSTALL_HINT_SEEN_KEY) === null);
  }, []);
  return wanted;
}
