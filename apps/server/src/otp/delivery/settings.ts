// How one-time codes leave, read from the environment (OTP_DELIVERY and the settings of each channel).
export interface SmtpSettings {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  url: string;
  /** OTP_FROM: the sender, such as `Aurora Health <codes@example.com.au>`. */
  from: string;
}

export interface SmsSettings {
  /** SMS_GATEWAY_URL: where a message is POSTed (see README, "Sending codes"). */
  url: string;
  /** SMS_GATEWAY_KEY: sent as a bearer token; it stays on the server. */
  key: string;
  /** SMS_FROM: the sender name or number, when the gateway takes one. */
  from?: string;
}

/** demo: codes land in the demo inbox and nothing leaves; live: by email, by SMS, or both. */
export type DeliverySettings =
  { mode: 'demo' } | { mode: 'live'; smtp: SmtpSettings | null; sms: SmsSettings | null };

const CHANNEL_NAMES = new Set(['smtp', 'sms']);

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set: ${why}`);
  return value;
}

function readSmtp(env: NodeJS.ProcessEnv): SmtpSettings {
  const url = required(env, 'SMTP_URL', 'OTP_DELIVERY includes smtp');
  if (!/^smtps?:\/\/./.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return { url, from: required(env, 'OTP_FROM', 'the sender of code emails') };
}

/** Plain HTTP carries the key in the clear: only to a gateway on this machine (a local relay or a test). */
const isLoopback = (url: URL) => ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);

function readSms(env: NodeJS.ProcessEnv): SmsSettings {
  const url = required(env, 'SMS_GATEWAY_URL', 'OTP_DELIVERY includes sms');
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopback(parsed)))) {
    throw new Error('SMS_GATEWAY_URL must be an https URL (http only to this machine)');
  }
  const key = required(env, 'SMS_GATEWAY_KEY', 'the SMS gateway key');
  if (!/^[\x21-\x7e]+$/.test(key))
    throw new Error('SMS_GATEWAY_KEY must be printable characters without spaces');
  const from = env.SMS_FROM?.trim();
  return { url, key, ...(from ? { from } : {}) };
}

/**
 * OTP_DELIVERY: `demo`, `smtp`, `sms` or `smtp,sms`. Left out, a development server runs the demo; a production one
 * (NODE_ENV=production) refuses to start, since the demo inbox shows any contact's codes to whoever asks.
 */
export function readDeliverySettings(env: NodeJS.ProcessEnv): DeliverySettings {
  const setting = env.OTP_DELIVERY?.trim() ?? '';
  if (setting === '') {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'OTP_DELIVERY must be set in production: smtp, sms or smtp,sms (demo shows every code to anyone who asks)',
      );
    }
    return { mode: 'demo' };
  }
  if (setting === 'demo') return { mode: 'demo' };
  const channels = setting.split(',').map((channel) => channel.trim());
  if (!channels.every((channel) => CHANNEL_NAMES.has(channel))) {
    throw new Error(`OTP_DELIVERY must be demo, smtp, sms or smtp,sms, got "${setting}"`);
  }
  return {
    mode: 'live',
    smtp: channels.includes('smtp') ? readSmtp(env) : null,
    sms: channels.includes('sms') ? readSms(env) : null,
  };
}
