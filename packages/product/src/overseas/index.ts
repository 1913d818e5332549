// @ds/product/overseas: overseas students' and visitors' cover (data, rules and pricing), shared by the overseas
// quote journey and the application service. No React or zod here: the kind's schemas are at
// `@ds/product/overseas-application`.
export * from './data';
export * from './rules';
export * from './pricing';
