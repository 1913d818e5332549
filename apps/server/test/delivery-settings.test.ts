// OTP_DELIVERY and the channels' settings; the words of the messages; a production server without a channel.
import { spawn } from 'node:child_process';
import { brand } from '@ds/site/data';
import { repoRoot } from '../src/config';
import { emailMessage, isGsm7, smsMessage } from '../src/otp/delivery/messages';
import { readDeliverySettings } from '../src/otp/delivery/settings';
import { exitCode } from './server-process';

describe('readDeliverySettings', () => {
  it('runs the demo when nothing is set outside production, or when asked', () => {
    expect(readDeliverySettings({})).toEqual({ mode: 'demo' });
    expect(readDeliverySettings({ OTP_DELIVERY: 'demo', NODE_ENV: 'production' })).toEqual({ mode: 'demo' });
  });

  it('refuses a production server with no way of sending codes, naming the setting', () => {
    expect(() => readDeliverySettings({ NODE_ENV: 'production' })).toThrow(
      /^OTP_DELIVERY must be set in production/,
    );
  });

  it('reads email, SMS or both, with what each needs', () => {
    const env = {
      SMTP_URL: 'smtp://relay.internal:587',
      OTP_FROM: 'Larkspur Health <codes@larkspur.example>',
      SMS_GATEWAY_URL: 'https://sms.example/v1/messages',
      SMS_GATEWAY_KEY: 'k-123',
    };
    expect(readDeliverySettings({ ...env, OTP_DELIVERY: 'smtp, sms' })).toEqual({
      mode: 'live',
      smtp: { url: env.SMTP_URL, from: env.OTP_FROM },
      sms: { url: env.SMS_GATEWAY_URL, key: env.SMS_GATEWAY_KEY },
    });
    expect(readDeliverySettings({ ...env, OTP_DELIVERY: 'sms', SMS_FROM: 'Larkspur' })).toMatchObject({
      smtp: null,
      sms: { from: 'Larkspur' },
    });
  });

  it.each([
    [{ OTP_DELIVERY: 'pigeon' }, /OTP_DELIVERY must be demo, smtp, sms or smtp,sms/],
    [{ OTP_DELIVERY: 'smtp' }, /SMTP_URL must be set/],
    [
      { OTP_DELIVERY: 'smtp', SMTP_URL: 'http://relay', OTP_FROM: 'a@b.example' },
      /SMTP_URL must start with smtp/,
    ],
    [{ OTP_DELIVERY: 'smtp', SMTP_URL: 'smtp://relay' }, /OTP_FROM must be set/],
    [{ OTP_DELIVERY: 'sms', SMS_GATEWAY_URL: 'https://sms.example' }, /SMS_GATEWAY_KEY must be set/],
    [
      { OTP_DELIVERY: 'sms', SMS_GATEWAY_URL: 'ftp://sms', SMS_GATEWAY_KEY: 'k' },
      /SMS_GATEWAY_URL must be an https/,
    ],
    // Plain HTTP would carry the key in the clear: only to this machine.
    [
      { OTP_DELIVERY: 'sms', SMS_GATEWAY_URL: 'http://sms.example', SMS_GATEWAY_KEY: 'k' },
      /http only to this/,
    ],
    [{ OTP_DELIVERY: 'sms', SMS_GATEWAY_URL: 'https://sms.example', SMS_GATEWAY_KEY: 'a b' }, /printable/],
  ])('refuses %o', (env, message) => {
    expect(() => readDeliverySettings(env)).toThrow(message);
  });
});

describe('the messages', () => {
  const brands = [brand.main, brand.gu, brand.nz, brand.travel, brand.international];

  it.each(brands)('a text message from %s fits one SMS of GSM-7 characters, code first', (brandName) => {
    const text = smsMessage({ code: '123456', brandName, host: 'www.larkspur.example' });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(isGsm7(text)).toBe(true);
    expect(text).toMatch(/^123456 is your /);
    expect(text.endsWith('\n@www.larkspur.example #123456')).toBe(true);
  });

  it('escapes the brand in the HTML email, and leaves the origin line out without a public origin', () => {
    expect(emailMessage({ code: '123456', brandName: 'A & <B>', host: null }).html).toContain(
      'A &#38; &#60;B&#62;',
    );
    expect(smsMessage({ code: '123456', brandName: 'Larkspur', host: null })).not.toContain('#123456');
  });

  it('knows what is not GSM-7', () => {
    expect(isGsm7('Code 123456 ✓')).toBe(false);
  });
});

describe('a production server', () => {
  it('refuses to start without OTP_DELIVERY, and says which setting is missing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', API_ONLY: '1', PORT: '0', OTP_DELIVERY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(output).toContain('The server cannot start: OTP_DELIVERY must be set in production');
  });
});
