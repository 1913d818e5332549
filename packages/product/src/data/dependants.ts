// Who may be on a family or single-parent policy as a dependant, by age: the law's ceiling and our fund rules'
// choice under it. Every page and the quote journey say these ages from here.
//
// Source: Private Health Insurance Act 2007, Schedule 1 (Dictionary), 'dependent child' (under 18), 'dependent
// student' and 'dependent non-student', as amended by the Private Health Insurance Legislation Amendment (Age of
// Dependants) Act 2021 (No. 60, 2021, assented 29 June 2021). The amendment raised the most a fund may allow from
// 'up to 24' to 'up to 31' and left each fund to set its own limits in its fund rules.

/** The law's ceiling: a fund may keep a student or non-student dependant on a policy until they turn 31. */
export const DEPENDANT_AGE_CEILING = 31;

/**
 * Our fund rules' limits: the birthday on which a dependant comes off the policy. Children (under 18 in the
 * Act) stay on it while they are under `nonStudentUnder`, and full-time students while they are under
 * `studentUnder`.
 */
export const DEPENDANT_AGE_LIMITS = {
  nonStudentUnder: 22,
  studentUnder: 31,
} as const;

/** Whether someone of `age` (whole years) can be on the policy as a dependant under our fund rules. */
export function isDependantAge(age: number, { fullTimeStudent }: { fullTimeStudent: boolean }): boolean {
  const under = fullTimeStudent ? DEPENDANT_AGE_LIMITS.studentUnder : DEPENDANT_AGE_LIMITS.nonStudentUnder;
  return age >= 0 && age < Math.min(under, DEPENDANT_AGE_CEILING);
}

/** 'children under 22 and full-time students under 31': who a family policy covers, as the pages say it. */
export const DEPENDANTS_PHRASE = `children under ${DEPENDANT_AGE_LIMITS.nonStudentUnder} and full-time students under ${DEPENDANT_AGE_LIMITS.studentUnder}`;
