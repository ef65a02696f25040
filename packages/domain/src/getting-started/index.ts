export {
  gettingStartedSteps,
  gettingStartedVisible,
  nextGettingStartedStep,
  RUNNING_AFTER_DAYS,
  type SiteSetupFacts,
} from './steps.ts';
