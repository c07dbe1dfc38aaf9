// What other features show of a plan: its summary card and its billing period.
export { PlanSummary } from './PlanSummary.tsx';
export { planPeriod } from './format.ts';
