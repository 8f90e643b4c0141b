import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';
import './error-card.css';

interface ErrorCardProps {
  readonly message: ReactNode;
  readonly icon?: ReactNode;
  /** Optional action under the message (a retry button, say). */
  readonly action?: ReactNode;
  /** 'alert' announces the message when it appears; 'status' for non-urgent states. */
  readonly role?: 'alert' | 'status';
}

/** A centred card for a state the widget cannot go on from (bad SDK key, unknown form). */
export function ErrorCard({ message, icon, action, role = 'alert' }: ErrorCardProps) {
  return (
    <div className="al-error-page">
      <div className="al-error-card" role={role}>
        <span className="al-error-card__icon" aria-hidden="true">
          {icon ?? <AlertIcon width={28} height={28} />}
        </span>
        <p className="al-error-card__message">{message}</p>
        {action ? <div className="al-error-card__action">{action}</div> : null}
      </div>
    </div>
  );
}
