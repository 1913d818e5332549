// The Date input page’s Validated and valid example.
import { DateInput } from '@ds/ui/date-input';

export default function ValidatedAndValid() {
  return (
    <DateInput
      label="Date of birth"
      defaultValue="25/12/1990"
      validated
      infoMessage="We use this to work out any Lifetime Health Cover loading."
    />
  );
}
