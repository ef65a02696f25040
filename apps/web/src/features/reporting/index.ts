// What other features use of the reports: the results per audit method (the site dashboard shows them too).
export { MethodResults } from './components/method-results.tsx';
