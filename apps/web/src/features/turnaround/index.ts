// The turnaround feature's public face: the site dashboard's panel of the latest discharge clean.
export { TurnaroundDashboardPanel } from './components/dashboard-panel.tsx';
