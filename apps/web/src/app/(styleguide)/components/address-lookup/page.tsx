// The Address lookup page: a working demo against the site's own address endpoint, the props, how the search
// works, and the accessibility notes.
import { Link } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import addressLookupProps from '@/styleguide/props/AddressLookup.json';
import addressLookupMessages from '@/styleguide/props/AddressLookupMessages.json';
import FindAnAddress from './examples/find-an-address';

const PATH = '/components/address-lookup';
export const metadata = docMetadata(PATH);

export default function AddressLookupPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Find an address"
          description="Type at least 5 characters, such as ‘1 george st syd’, ‘u 3/12 marine pde coogee’ or ‘parramatta 2150’, and choose a suggestion with the arrows and Enter, or with a click. ‘Enter address manually’ opens the address fields, with what you typed already in them."
          code={exampleSource(PATH, 'find-an-address')}
        >
          <FindAnAddress />
        </Example>
      </DocSection>
      <DocSection title="Props">
        <PropsTable component="AddressLookup" rows={addressLookupProps} />
        <PropsTable
          component="AddressLookup"
          caption="Messages of AddressLookup"
          rows={addressLookupMessages}
        />
      </DocSection>
      <DocSection title="How the search works">
        <ul>
          <li>
            Nothing is searched before 5 characters. The search runs 400 ms after typing stops, and a search
            for older text is aborted as soon as the text changes.
          </li>
          <li>
            The site’s endpoint reads the unit, street number, street name and type, then completes them with
            real Australian localities, best first: the locality exactly, names that start with it, the
            localities of a postcode, a later word of a name, then names with a typo or two. ‘Mt’ and ‘Mount’,
            ‘St’ and ‘Saint’ are the same word, and spaces do not matter.
          </li>
          <li>
            It does not know streets, so it never checks a street line. With a Kleber key configured on the
            server, suggestions are verified addresses from that service instead; the key never reaches the
            browser.
          </li>
          <li>
            The endpoint’s query, reply and errors are described in the site’s API document,{' '}
            <Link href="/api/openapi.json">/api/openapi.json</Link> (OpenAPI 3.1), generated from the schemas
            the server checks them with.
          </li>
          <li>
            A manual address is checked as you go: a postcode of 4 digits, in the chosen state, and a suburb
            that has that postcode.
          </li>
        </ul>
      </DocSection>
      <DocSection title="Accessibility">
        <ul>
          <li>
            The box is a combobox (<code>aria-autocomplete=&quot;list&quot;</code>, <code>aria-expanded</code>
            , <code>aria-controls</code>). Focus stays in it: Down and Up move through the suggestions (
            <code>aria-activedescendant</code>), Enter chooses, Escape closes the list.
          </li>
          <li>
            How many suggestions were found is said in a polite live region after the search, so it never
            talks over typing.
          </li>
          <li>
            ‘Enter address manually’ moves focus to the first address field, and ‘Search for your address
            instead’ moves it back with the street line in the box: nothing typed is lost either way.
          </li>
          <li>Messages wait until the field is validated, as for every form control.</li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
