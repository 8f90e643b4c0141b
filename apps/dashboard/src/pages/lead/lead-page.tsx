import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function LeadPage() {
  return <PlaceholderPage nav="leads" />;
}
