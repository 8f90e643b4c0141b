import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export default function TeamPage() {
  return <PlaceholderPage nav="team" />;
}
