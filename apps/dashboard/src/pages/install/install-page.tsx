import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function InstallPage() {
  return <PlaceholderPage nav="install" />;
}
