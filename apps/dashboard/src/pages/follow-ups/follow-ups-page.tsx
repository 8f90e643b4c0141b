import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function FollowUpsPage() {
  return <PlaceholderPage nav="followUps" />;
}
