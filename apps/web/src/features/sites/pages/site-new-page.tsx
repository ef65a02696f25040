import { PlaceholderPage } from '../../../app/screens/placeholder-page.tsx';

/** Placeholder until this screen is built. */
export default function Page() {
  return <PlaceholderPage routeId="facilityNew" />;
}
