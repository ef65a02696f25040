// What other features use of Housekeeping Configuration: the icon a shortcut or operation shows, by its stored name.
export { ConfigIcon } from './components/icons.tsx';
