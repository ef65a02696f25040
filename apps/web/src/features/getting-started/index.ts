// The getting-started feature's public face: the day-one checklist a new site's managers see on the
// screen they land on.
export { GettingStarted } from './components/getting-started.tsx';
