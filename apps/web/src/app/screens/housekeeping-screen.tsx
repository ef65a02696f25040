import { SignInBriefing } from '../../features/briefings/components/sign-in-briefing.tsx';
import DashboardPage from '../../features/dashboard/pages/dashboard-page.tsx';

/**
 * /housekeeping (app mode, staff on the tablet): the room dashboard, with the briefing panel that opens
 * after a PIN sign-in while acknowledgements wait or today's briefing has items to check.
 * Composed here so neither feature imports the other.
 */
export default function HousekeepingScreen() {
  return (
    <>
      <SignInBriefing />
      <DashboardPage titleId="housekeeping" />
    </>
  );
}
