import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function SettingsPage() {
  return <PlaceholderPage nav="settings" />;
}
