// What other features use of the jobs screen: the panel of a background job's runs (shown beside its settings).
export { JobsPanel } from './components/jobs-panel.tsx';
