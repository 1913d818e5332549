// A fund identity for the document tests: made-up names, so a test proves the document says what it is given.
import type { FundIdentity } from './fund';

export const testFund: FundIdentity = {
  name: 'Test Fund',
  company: 'Test Fund Pty Ltd',
  phone: '1300 000 000',
  mail: ['PO Box 1', 'Testville NSW 2000'],
  portal: 'Test Online',
  app: 'Test app',
  gapScheme: 'TestGap',
};
