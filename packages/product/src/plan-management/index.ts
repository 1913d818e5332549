// @ds/product/plan-management: the plan management sign-up's facts, rules and kind of saved application, shared
// by the sign-up's pages and the server.
export * from './data';
export * from './rules';
export type { PlanManagementAnswers } from './application';
