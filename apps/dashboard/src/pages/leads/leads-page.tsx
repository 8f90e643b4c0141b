import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function LeadsPage() {
  return <PlaceholderPage nav="leads" />;
}
