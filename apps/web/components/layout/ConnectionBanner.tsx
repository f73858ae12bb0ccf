'use client';

import { useEffect, useRef, useState } from 'react';
import { WifiOffIcon } from '@/components/ui/icons';
import styles from './ConnectionStatus.module.css';

const RESTORED_MESSAGE_MS = 4000;

/**
 * Tells the visitor when the connection drops, and briefly when it is back. The live region is always
 * in the page so screen readers announce the change.
 */
export function ConnectionBanner({ offline, online }: { offline: string; online: string }) {
  const [state, setState] = useState<'online' | 'offline' | 'restored'>('online');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const clear = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    const goOffline = () => {
      clear();
      setState('offline');
    };
    const goOnline = () => {
      clear();
      setState((current) => (current === 'offline' ? 'restored' : current));
      timer.current = setTimeout(() => setState('online'), RESTORED_MESSAGE_MS);
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clear();
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <div role="status" className={styles.region}>
      {state !== 'online' && (
        <p className={`${styles.banner} ${state === 'offline' ? styles.offline : styles.restored}`}>
          {state === 'offline' && <WifiOffIcon size={20} />}
          {state === 'offline' ? offline : online}
        </p>
      )}
    </div>
  );
}
