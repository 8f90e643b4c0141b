import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function WebhooksPage() {
  return <PlaceholderPage nav="webhooks" />;
}
