import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons.tsx';
import './notice.css';

/** A line the patient should read: an error (role alert) or information (role status). */
export function Notice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p className={`al-notice al-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? (
        <AlertIcon width={18} height={18} />
      ) : (
        <InfoIcon width={18} height={18} />
      )}
      <span>{children}</span>
    </p>
  );
}
