export { PlanningSteps } from './PlanningSteps';
