// The site's printable documents: each brand's identity (from the one brand record) given to the document
// builders of @ds/product/documents. The pages render these models, and the build renders the same models to PDF
// (scripts/build-documents.mjs), so a page and its PDF always say the same.
import { address, brand, email, phone } from '@ds/site/data';
import { fundForms, fundRules, policyBooklet } from '@ds/product/documents';
import type { DocumentModel, FundForm, FundIdentity } from '@ds/product/documents';

export const GU_FORMS_PATH = '/gu/forms';

export const mainFund: FundIdentity = {
  name: brand.main,
  company: brand.company,
  phone: phone.headOffice,
  mail: address.mail,
  portal: brand.portal,
  app: brand.memberApp,
  gapScheme: brand.gapScheme,
};

export const guFund: FundIdentity = {
  name: brand.gu,
  company: brand.guCompany,
  phone: phone.gu,
  mail: address.mail,
  email: email.gu,
  portal: 'your online member account',
  app: `${brand.guShort} app`,
  gapScheme: brand.gapScheme,
  eligibility: `Membership of ${brand.gu} is open to people who work for or belong to one of our partner organisations (employers, unions and associations), their former employees and members, and the families of each. We do not otherwise refuse membership, or charge a different premium, because of health, age (other than a Lifetime Health Cover loading), sex, sexuality, race, religion or claims history.`,
  formsPath: GU_FORMS_PATH,
};

export const policyBookletDocument: DocumentModel = policyBooklet(mainFund);
export const fundRulesDocument: DocumentModel = fundRules(mainFund, '/docs/fund-rules');
export const guFundRulesDocument: DocumentModel = fundRules(guFund, '/gu/fund-rules');
export const guForms: readonly FundForm[] = fundForms(guFund, GU_FORMS_PATH);

/** Every document the build prints to PDF. */
export const siteDocuments: readonly DocumentModel[] = [
  policyBookletDocument,
  fundRulesDocument,
  guFundRulesDocument,
  ...guForms,
];
