import { useClinic } from '../../session/widget-env.tsx';
import { Header } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';

/**
 * Shell of a flow whose screens are not in this build yet: the session is set up and
 * the clinic's header shows, nothing else (no loader, no promise of what comes).
 */
export function FlowPending() {
  const { brand } = useClinic();
  return <ScreenFrame header={<Header clinic={brand} />} />;
}
