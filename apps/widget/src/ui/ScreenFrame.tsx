import type { ReactNode } from 'react';
import { PoweredBy } from './PoweredBy.tsx';
import './screen-frame.css';

interface ScreenFrameProps {
  readonly header: ReactNode;
  readonly children?: ReactNode;
  /** The screen's main actions (Continue, ...), pinned to the bottom on phones. */
  readonly actions?: ReactNode;
  /** 'wide' for screens with side-by-side content (the body figures). */
  readonly width?: 'regular' | 'wide';
}

/**
 * The white card every flow screen sits in: header, scrolling content, then the actions
 * and the 'Powered by' link. Full-bleed on phones, a centred card on larger screens.
 * It is the page's main landmark: everything a screen says sits inside one.
 */
export function ScreenFrame({ header, children, actions, width = 'regular' }: ScreenFrameProps) {
  return (
    <main className="al-frame">
      <section className={`al-frame__card al-frame__card--${width}`}>
        {header}
        <div className="al-frame__body">{children}</div>
        <footer className="al-frame__footer">
          {actions ? <div className="al-frame__actions">{actions}</div> : null}
          <PoweredBy />
        </footer>
      </section>
    </main>
  );
}
