// Who issues a document (the brand's names, numbers and address, passed in by the site from its one brand record),
// and the numbers of the fund rules themselves: the fund's own choices, sample data like the products, kept here
// once so the booklet, the rules and the forms say the same.

export interface FundIdentity {
  /** 'Larkspur Health' */
  name: string;
  /** The registered insurer: 'Larkspur Health Group Limited'. */
  company: string;
  phone: string;
  mail: readonly string[];
  /** Where forms may be emailed. */
  email?: string;
  /** The member website: 'Online Services'. */
  portal: string;
  /** The member app: 'Larkspur app'. */
  app: string;
  /** The gap cover scheme's name. */
  gapScheme: string;
  /** Who may join, when membership is not open to everyone (a restricted-access fund). */
  eligibility?: string;
  /** Where the fund's forms are, when it publishes them. */
  formsPath?: string;
}

export const FUND_TERMS = {
  /** Premiums may be this many days in arrears before the policy ends; no benefits are paid for that time. */
  arrearsDays: 63,
  /** Written notice of a change to the rules that could disadvantage members. */
  noticeDays: 30,
  /** A new policy may be cancelled for a full refund within this many days, if nothing has been claimed. */
  coolingOffDays: 30,
  /** A claim must reach us within this many years of the service (the law's limit). */
  claimWithinYears: 2,
  /** A suspension for overseas travel: at least ... */
  suspensionMinWeeks: 2,
  /** ... and at most this many years in one go. */
  suspensionMaxYears: 2,
  /** Prior membership of this many months, with premiums paid, before a suspension may start. */
  suspensionAfterMonths: 12,
  /** A dependant leaving a policy may join in their own name without new waits within this many days. */
  continuityDays: 60,
  /** A member leaving for another fund gets a transfer certificate within this many days of asking. */
  transferCertificateDays: 14,
  /** A complaint not resolved at once is answered in writing within this many days. */
  complaintResponseDays: 30,
} as const;
