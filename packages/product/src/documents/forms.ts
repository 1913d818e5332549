// A fund's paper forms as document models: what each is for, the fields to fill in, and where to send it. Each is
// printed from its web page or its PDF; the ages, waiting periods and terms it quotes come from the data, and the
// brand's names from the identity the site passes in.
import { COVER_FOR_LABELS } from '../data/constants';
import { DEPENDANT_AGE_LIMITS } from '../data/dependants';
import { FUND_TERMS, type FundIdentity } from './fund';
import {
  listText,
  paragraph,
  section,
  type DocumentModel,
  type DocumentSection,
  type FormField,
} from './model';

export interface FundForm extends DocumentModel {
  /** The last part of its path: 'claim-form'. */
  slug: string;
  /** One line for the list of forms. */
  summary: string;
}

const text = (label: string, hint?: string): FormField => ({
  kind: 'text',
  label,
  ...(hint ? { hint } : {}),
});
const date = (label: string): FormField => ({ kind: 'date', label, hint: 'DD/MM/YYYY' });
const lines = (label: string, hint?: string): FormField => ({
  kind: 'lines',
  label,
  ...(hint ? { hint } : {}),
});
const choice = (label: string, options: readonly string[]): FormField => ({ kind: 'choice', label, options });
const signature = (label: string): FormField => ({ kind: 'signature', label });

const fieldsSection = (
  id: string,
  heading: string,
  fields: readonly FormField[],
  intro?: string,
): DocumentSection =>
  section(id, heading, [...(intro ? [paragraph(intro)] : []), { kind: 'fields', fields }]);

/** The member details every form starts with. */
const memberDetails = fieldsSection('member-details', 'Your details', [
  text('Membership number', 'On your membership card'),
  choice('Title', ['Mr', 'Ms', 'Mrs', 'Mx', 'Dr']),
  text('Given names'),
  text('Family name'),
  date('Date of birth'),
  text('Daytime phone number'),
  text('Email address'),
]);

const declaration = (id: string, statement: string, who = 'Signature of the policy holder') =>
  section(id, 'Declaration', [
    paragraph(statement),
    { kind: 'fields', fields: [signature(who), date('Date signed')] },
  ]);

function sendItTo(fund: FundIdentity): DocumentSection {
  const email = fund.email ? `, or scan or photograph it and email it to ${fund.email}` : '';
  return section('send-it-to-us', 'Send it to us', [
    paragraph(`Post the completed form to ${fund.name}, ${fund.mail.join(', ')}${email}.`),
    paragraph(
      `Questions: call ${fund.phone}. Most of these changes can also be made online in ${fund.portal} or in the ${fund.app}.`,
    ),
  ]);
}

/** The forms of a fund, each with its web page at `${basePath}/${slug}`. */
export function fundForms(fund: FundIdentity, basePath: string): FundForm[] {
  const { nonStudentUnder, studentUnder } = DEPENDANT_AGE_LIMITS;
  const form = (
    slug: string,
    title: string,
    summary: string,
    lead: string,
    sections: readonly DocumentSection[],
  ): FundForm => ({
    slug,
    path: `${basePath}/${slug}`,
    title,
    name: `the ${title.charAt(0).toLowerCase()}${title.slice(1)}${/form$/i.test(title) ? '' : ' form'}`,
    summary,
    issuer: fund.name,
    lead,
    sections: [...sections, sendItTo(fund)],
  });

  return [
    form(
      'claim-form',
      'Claim form',
      'Claim a benefit for extras or a hospital or medical account you have paid.',
      'Use this form to claim a benefit for a service you have paid for. Claiming on the spot, in the app or online is quicker.',
      [
        section('before-you-start', 'Before you start', [
          paragraph(
            `Attach the itemised account or receipt for each service: it must show the provider’s name and number, the patient, the date and the item number. Claims must reach us within ${FUND_TERMS.claimWithinYears} years of the date of the service.`,
          ),
        ]),
        memberDetails,
        fieldsSection('patient', 'The patient', [
          text('Patient’s name', 'As it appears on the membership card'),
          date('Patient’s date of birth'),
          choice('Was the treatment for an accident or injury?', ['Yes', 'No']),
          lines('If yes, how, where and when did it happen?'),
        ]),
        fieldsSection('payment', 'Where to pay the benefit', [
          choice('Pay the benefit to', [
            'My nominated bank account',
            'The account below',
            'The provider (unpaid account)',
          ]),
          text('Account name'),
          text('BSB', '6 digits'),
          text('Account number'),
        ]),
        declaration(
          'declaration',
          'I declare that the information on this form is true and complete, that the services were received by the patient named, and that I have not claimed them from anyone else.',
          'Signature of the member or patient',
        ),
      ],
    ),
    form(
      'change-of-details',
      'Change of details',
      'Update your name, address, phone, email or payment details.',
      'Use this form to tell us about a change to your name, address, contact details or the way you pay.',
      [
        memberDetails,
        fieldsSection('new-details', 'Your new details', [
          text('New name', 'Attach a copy of your marriage certificate or change of name document'),
          lines('New residential address'),
          lines('New postal address', 'If different from your residential address'),
          text('New phone number'),
          text('New email address'),
          date('Date the change applies from'),
        ]),
        fieldsSection('payment', 'New payment details', [
          choice('Pay premiums by', [
            'Direct debit from a bank account',
            'Credit or debit card',
            'Payroll deduction',
          ]),
          choice('How often', ['Weekly', 'Fortnightly', 'Monthly', 'Yearly']),
          text('Account name'),
          text('BSB', '6 digits'),
          text('Account number'),
        ]),
        declaration(
          'declaration',
          'I am the policy holder, or have their written authority, and the details above are correct.',
        ),
      ],
    ),
    form(
      'add-or-remove-a-person',
      'Add or remove a person',
      'Add a partner, baby or dependant to your policy, or take someone off it.',
      `Use this form to add someone to your policy or remove them. Dependants are children under ${nonStudentUnder} and full-time students under ${studentUnder}.`,
      [
        section('before-you-start', 'Before you start', [
          paragraph(
            `Adding or removing a person can change the kind of policy you hold (${listText(
              Object.values(COVER_FOR_LABELS).map((label) => label.toLowerCase()),
              'or',
            )}) and its premium. A person added who has not held equivalent cover serves the waiting periods from the day they join. A dependant leaving the policy can join in their own name within ${FUND_TERMS.continuityDays} days without serving waiting periods again.`,
          ),
        ]),
        memberDetails,
        fieldsSection('person', 'The person to add or remove', [
          choice('I want to', ['Add this person', 'Remove this person']),
          text('Their given names'),
          text('Their family name'),
          date('Their date of birth'),
          choice('Relationship to you', ['Partner', 'Child', 'Full-time student', 'Newborn']),
          text('Their previous fund, if any', 'We will ask it for a transfer certificate'),
          date('Date the change applies from'),
        ]),
        declaration(
          'declaration',
          'I am the policy holder. The person added is my partner or my dependant under the fund rules, or I ask that the person named be removed.',
        ),
      ],
    ),
    form(
      'suspension-of-membership',
      'Suspension of membership',
      'Pause your cover while you travel overseas or face financial hardship.',
      `Use this form to suspend your policy. You can suspend it after ${FUND_TERMS.suspensionAfterMonths} months of cover, for ${FUND_TERMS.suspensionMinWeeks} weeks to ${FUND_TERMS.suspensionMaxYears} years at a time.`,
      [
        section('before-you-start', 'Before you start', [
          paragraph(
            'Send this form before the suspension starts, with a copy of your travel itinerary. No premiums are payable and no benefits are paid while your policy is suspended.',
          ),
        ]),
        memberDetails,
        fieldsSection('suspension', 'The suspension', [
          choice('Reason', ['Overseas travel', 'Financial hardship']),
          date('Suspension starts on'),
          date('Suspension ends on'),
          lines('Who on the policy is travelling'),
        ]),
        declaration(
          'declaration',
          'I ask that my policy be suspended for the dates above, under the fund rules.',
        ),
      ],
    ),
    form(
      'transfer-certificate-request',
      'Transfer certificate request',
      'Ask us for a clearance certificate when you move to another fund.',
      'Use this form to ask us for a transfer certificate, which tells your new fund the cover you held and the waiting periods you served.',
      [
        memberDetails,
        fieldsSection('new-fund', 'Your new fund', [
          text('Name of your new fund'),
          text('Your membership number with the new fund'),
          date('Date your cover with us should end'),
          choice('Send the certificate to', ['Me', 'My new fund']),
        ]),
        declaration(
          'declaration',
          'I ask that my policy end on the date above and that a transfer certificate be issued.',
        ),
      ],
    ),
    form(
      'third-party-authority',
      'Authority for a third party',
      'Let someone else, such as a family member, talk to us about your policy.',
      'Use this form to give another person the authority to discuss your policy with us or make changes to it.',
      [
        memberDetails,
        fieldsSection('authorised-person', 'The person you authorise', [
          text('Their full name'),
          date('Their date of birth'),
          text('Their phone number'),
          choice('They may', ['Discuss the policy and its claims', 'Also make changes to the policy']),
          date('The authority ends on'),
        ]),
        declaration(
          'declaration',
          'I authorise the person named to act for me as ticked above until I tell you otherwise in writing.',
        ),
      ],
    ),
  ];
}
