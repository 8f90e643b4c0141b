import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function AnalyticsPage() {
  return <PlaceholderPage nav="analytics" />;
}
