// One form built only from the published packages, shown in the main theme and, inside data-theme="gu", in GU's.
import { PhoneIcon } from '@ds/icons';
import iconSprite from '@ds/icons/sprite.svg';
import { Accordion, AccordionItem } from '@ds/ui/accordion';
import { Alert } from '@ds/ui/alert';
import { Button } from '@ds/ui/button';
import { DateInput } from '@ds/ui/date-input';
import { Icon } from '@ds/ui/icon';
import { Modal, useModal } from '@ds/ui/modal';
import { RadioGroup } from '@ds/ui/radio-group';
import { Select } from '@ds/ui/select';
import { Switch } from '@ds/ui/switch';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';

const covers = [
  { value: 'single', label: 'Just me' },
  { value: 'couple', label: 'Me and my partner' },
  { value: 'family', label: 'My family' },
];

const states = [
  { value: 'nsw', label: 'New South Wales' },
  { value: 'vic', label: 'Victoria' },
  { value: 'qld', label: 'Queensland' },
];

// Icons drawn from the package's sprite, as a page showing many icons would: one file, a `<use>` each.
const contactWays = [
  { icon: 'mail', label: 'Email us' },
  { icon: 'map-pin', label: 'Visit a branch' },
];

function QuoteForm({ brand }: { brand: string }) {
  const callBack = useModal();
  return (
    <div className="quote-form">
      <Alert type="info" title="Prices change on 1 April">
        Get your quote now to see this year’s price.
      </Alert>
      <RadioGroup label="Who is the cover for?" options={covers} defaultValue="single" />
      <DateInput label="Your date of birth" help="For example, 27/03/1990" />
      <Select label="Where do you live?" options={states} />
      <Switch label="Email me a copy of the quote" />
      <Tabs>
        <TabList label="What the cover includes">
          <Tab id="hospital">Hospital</Tab>
          <Tab id="extras">Extras</Tab>
        </TabList>
        <TabPanel id="hospital">Public and private hospital stays.</TabPanel>
        <TabPanel id="extras">Dental, optical and physio.</TabPanel>
      </Tabs>
      <Accordion headingLevel={3}>
        <AccordionItem title={`Waiting periods at ${brand}`}>
          The time after joining before you can claim for a service.
        </AccordionItem>
      </Accordion>
      <Button {...callBack.triggerProps} iconStart={<Icon icon={PhoneIcon} />}>
        Call me back
      </Button>
      <Modal {...callBack.modalProps} title="Call me back">
        <p>We call on weekdays between 8am and 6pm.</p>
      </Modal>
      <ul className="contact-ways" aria-label="Other ways to reach us">
        {contactWays.map(({ icon, label }) => (
          <li key={icon}>
            <svg width={24} height={24} aria-hidden="true" focusable="false">
              <use href={`${iconSprite}#${icon}`} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function App() {
  return (
    <main className="page">
      <h1>Get a health insurance quote</h1>
      <section aria-labelledby="main-theme">
        <h2 id="main-theme">Main theme</h2>
        <QuoteForm brand="Main Health" />
      </section>
      <section aria-labelledby="gu-theme" data-theme="gu">
        <h2 id="gu-theme">GU theme</h2>
        <QuoteForm brand="GU" />
      </section>
    </main>
  );
}
